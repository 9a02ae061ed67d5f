import type { SessionContext } from '@pledgethon/contracts';
import type { PageTitleKey } from '@pledgethon/texts';
import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import {
  isStaff,
  isVendor,
  mayManageFranchisees,
  mayPrintBadges,
  mayReadShopReports,
  mayUseFranchiseeCalendar,
} from './features/account/staff-roles';
import { AccessGuard } from './features/auth/AccessGuard';
import { RequireSignIn } from './features/auth/RequireSignIn';
import type { ShopOfficePageName } from './features/shop-office/ShopOfficePage';
import { AppLayout } from './ui/layout/AppLayout';
import type { PageHandle } from './ui/page-title';
import { RouteErrorPage } from './ui/RouteErrorPage';

const isSuperAdmin = (session: SessionContext) => session.IsSuperAdmin;

/** Every page route names its browser tab here, so no page can be added without a title. */
const title = (key: PageTitleKey): PageHandle => ({ title: key });

/** The legal pages are one screen, told which document to show. */
async function legalPage(document: 'privacy' | 'terms') {
  const { LegalPage } = await import('./features/legal/LegalPage');
  return <LegalPage document={document} />;
}

/** A shop office page, through the one module that loads them (decision 082). */
async function shopOfficePage(name: ShopOfficePageName) {
  const { ShopOfficePage } = await import('./features/shop-office/ShopOfficePage');
  return <ShopOfficePage name={name} />;
}

/**
 * Every screen of the web app, in one list. Each page is `lazy`: its code (and the CSS of the
 * components only it uses) loads when the page is first visited, so a donor opening one link does
 * not download every screen (decision 026). A new page follows the same pattern:
 * `lazy: { Component: async () => (await import('./features/x/XPage')).XPage }`.
 */
const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        // A failing screen shows its error inside the layout, so header and language menu stay usable.
        errorElement: <RouteErrorPage />,
        // The redirect rules of spec section 2 hold on every page.
        element: <AccessGuard />,
        children: [
          { index: true, loader: () => redirect('/home') },
          {
            path: 'home',
            lazy: { Component: async () => (await import('./features/home/HomePage')).HomePage },
            handle: title('home'),
          },
          {
            path: 'home/ResetPassword',
            lazy: {
              Component: async () => (await import('./features/auth/ResetPasswordPage')).ResetPasswordPage,
            },
            handle: title('resetPassword'),
          },
          {
            path: 'event/:eventCode',
            lazy: {
              Component: async () => (await import('./features/event/ServerRenderedPage')).ServerRenderedPage,
            },
            handle: title('publicEvent'),
          },
          {
            path: 'event/:eventCode/p/:participantId',
            lazy: {
              Component: async () => (await import('./features/event/ServerRenderedPage')).ServerRenderedPage,
            },
            handle: title('publicParticipant'),
          },
          {
            // The pledge form is a page of its own (decision 102), loaded from the server like these.
            path: 'event/:eventCode/pledge',
            lazy: {
              Component: async () => (await import('./features/event/ServerRenderedPage')).ServerRenderedPage,
            },
            handle: title('pledge'),
          },
          {
            // The secret link of a donor's receipt or payment request.
            path: 'pledge/:token',
            lazy: {
              Component: async () => (await import('./features/pledges/ManagePledgePage')).ManagePledgePage,
            },
            handle: title('managePledge'),
          },
          {
            // Volunteers count with a pass rather than a login, so the counter asks for no sign-in here.
            path: 'thon/:eventCode/count',
            lazy: {
              Component: async () => (await import('./features/lap-counter/LapCounterPage')).LapCounterPage,
            },
            handle: title('thonCount'),
          },
          {
            path: 'thon/:eventCode/live',
            lazy: {
              Component: async () => (await import('./features/lap-counter/LiveBoardPage')).LiveBoardPage,
            },
            handle: title('thonLive'),
          },
          {
            // The link at the foot of every reminder and share e-mail: no sign-in needed.
            path: 'unsubscribe/:token',
            lazy: {
              Component: async () => (await import('./features/delivery/UnsubscribePage')).UnsubscribePage,
            },
            handle: title('unsubscribe'),
          },
          {
            path: 'home/AcceptInvitation',
            lazy: {
              Component: async () =>
                (await import('./features/thon-people/AcceptInvitationPage')).AcceptInvitationPage,
            },
            handle: title('acceptInvitation'),
          },
          {
            // Organisers and parents make their own accounts (decision 131).
            path: 'home/SignUp',
            lazy: { Component: async () => (await import('./features/auth/SignUpPage')).SignUpPage },
            handle: title('signUp'),
          },
          {
            // The link a sign-up e-mails: the account is made only when it is opened.
            path: 'home/ConfirmSignUp',
            lazy: {
              Component: async () => (await import('./features/auth/ConfirmSignUpPage')).ConfirmSignUpPage,
            },
            handle: title('confirmSignUp'),
          },
          {
            // The link sent to a new sign-in address: the account moves only when it is opened.
            path: 'home/ConfirmEmail',
            lazy: {
              Component: async () => (await import('./features/account/ConfirmEmailPage')).ConfirmEmailPage,
            },
            handle: title('confirmEmail'),
          },
          // Everyone may read these, vendors and parents too (core's requiredRedirect lets them through).
          { path: 'privacy', lazy: { element: async () => legalPage('privacy') }, handle: title('privacy') },
          { path: 'terms', lazy: { element: async () => legalPage('terms') }, handle: title('terms') },
          {
            // Where a contact import's pop-up comes back from Google or Yahoo.
            path: 'contacts/return',
            lazy: {
              Component: async () => (await import('./features/sharing/ContactReturnPage')).ContactReturnPage,
            },
            handle: title('contactReturn'),
          },
          {
            path: 'authentication/ssologin',
            lazy: { Component: async () => (await import('./features/auth/SsoLoginPage')).SsoLoginPage },
            handle: title('sso'),
          },
          {
            element: <RequireSignIn />,
            children: [
              {
                path: 'home/MyAccount',
                lazy: {
                  Component: async () => (await import('./features/account/MyAccountPage')).MyAccountPage,
                },
                handle: title('myAccount'),
              },
              {
                path: 'shop',
                lazy: { Component: async () => (await import('./features/shop/ShopPage')).ShopPage },
                handle: title('shop'),
              },
              {
                path: 'shop/cartbuilder',
                lazy: {
                  Component: async () => (await import('./features/shop/CartBuilderPage')).CartBuilderPage,
                },
                handle: title('shopCartBuilder'),
              },
              {
                path: 'shop/manage',
                lazy: {
                  Component: async () =>
                    (await import('./features/shop/ManageProductsPage')).ManageProductsPage,
                },
                handle: title('shopManage'),
              },
              {
                path: 'shop/orders',
                lazy: { Component: async () => (await import('./features/shop/OrdersPage')).OrdersPage },
                handle: title('shopOrders'),
              },
              {
                path: 'shop/orderdetail',
                lazy: {
                  Component: async () => (await import('./features/shop/OrderDetailPage')).OrderDetailPage,
                },
                handle: title('shopOrderDetail'),
              },
              {
                path: 'parent/dashboard',
                lazy: {
                  Component: async () =>
                    (await import('./features/parent/ParentDashboardPage')).ParentDashboardPage,
                },
                handle: title('parentDashboard'),
              },
              {
                path: 'parent/addparticipant',
                lazy: {
                  Component: async () =>
                    (await import('./features/parent/AddParticipantPage')).AddParticipantPage,
                },
                handle: title('addParticipant'),
              },
              {
                path: 'parent/mypledges',
                lazy: {
                  Component: async () => (await import('./features/parent/MyPledgesPage')).MyPledgesPage,
                },
                handle: title('myPledges'),
              },
            ],
          },
          {
            element: <RequireSignIn allow={mayPrintBadges} />,
            children: [
              {
                path: 'account/access-codes',
                lazy: {
                  Component: async () =>
                    (await import('./features/access-codes/AccessCodesPage')).AccessCodesPage,
                },
                handle: title('accessCodes'),
              },
            ],
          },
          {
            element: <RequireSignIn allow={mayManageFranchisees} />,
            children: [
              {
                path: 'account/franchisees',
                lazy: {
                  Component: async () =>
                    (await import('./features/franchisees/FranchiseesPage')).FranchiseesPage,
                },
                handle: title('franchisees'),
              },
              {
                path: 'account/franchisees/test-onboarding',
                lazy: {
                  Component: async () =>
                    (await import('./features/franchisees/FranchiseeTestOnboardingPage'))
                      .FranchiseeTestOnboardingPage,
                },
                handle: title('franchiseeTestOnboarding'),
              },
            ],
          },
          {
            element: <RequireSignIn allow={isVendor} />,
            children: [
              {
                path: 'shop/vendorusers',
                lazy: { element: async () => shopOfficePage('vendorusers') },
                handle: title('vendorUsers'),
              },
            ],
          },
          {
            // The server answers each report only to those it is for.
            element: <RequireSignIn allow={mayReadShopReports} />,
            children: (['reports', 'productstatus', 'schoolitem', 'calculator'] as const).map((name) => ({
              path: name === 'reports' ? 'shop/reports' : `shop/reports/${name}`,
              lazy: { element: async () => shopOfficePage(name) },
              // The reports name their own tab (usePageTitle).
              handle: title('shop'),
            })),
          },
          {
            element: <RequireSignIn allow={mayUseFranchiseeCalendar} />,
            // The spec spells it 'calander'; the correct spelling opens the same page.
            children: ['shop/franchiseecalander', 'shop/franchiseecalendar'].map((path) => ({
              path,
              lazy: { element: async () => shopOfficePage('franchiseecalendar') },
              handle: title('franchiseeCalendar'),
            })),
          },
          {
            // Each Thon decides on the server how far the caller reaches into it.
            element: <RequireSignIn allow={isStaff} />,
            children: [
              {
                path: 'thon/:eventCode/dashboard',
                lazy: {
                  Component: async () => (await import('./features/dashboard/DashboardPage')).DashboardPage,
                },
                handle: title('thonDashboard'),
              },
              {
                path: 'thon/:eventCode/participants',
                lazy: {
                  Component: async () =>
                    (await import('./features/thon-people/ThonParticipantsPage')).ThonParticipantsPage,
                },
                handle: title('thonParticipants'),
              },
              {
                path: 'thon/:eventCode/results',
                lazy: {
                  Component: async () => (await import('./features/results/ResultsPage')).ResultsPage,
                },
                handle: title('thonResults'),
              },
              {
                path: 'thon/:eventCode/collections',
                lazy: {
                  Component: async () =>
                    (await import('./features/collections/CollectionsPage')).CollectionsPage,
                },
                handle: title('thonCollections'),
              },
              {
                path: 'thon/:eventCode/updates',
                lazy: {
                  Component: async () =>
                    (await import('./features/sponsor-updates/SponsorUpdatesPage')).SponsorUpdatesPage,
                },
                handle: title('thonUpdates'),
              },
              {
                path: 'thon/:eventCode/import',
                lazy: {
                  Component: async () =>
                    (await import('./features/thon-people/ImportParticipantsPage')).ImportParticipantsPage,
                },
                handle: title('thonImport'),
              },
              {
                path: 'thon/:eventCode/pledges',
                lazy: {
                  Component: async () => (await import('./features/pledges/ThonPledgesPage')).ThonPledgesPage,
                },
                handle: title('thonPledges'),
              },
              {
                path: 'thon/:eventCode/teams',
                lazy: {
                  Component: async () => (await import('./features/thon-people/ThonTeamsPage')).ThonTeamsPage,
                },
                handle: title('thonTeams'),
              },
              // Organisers, franchisees and super administrators: the server refuses anyone else.
              {
                path: 'thon/new',
                lazy: {
                  Component: async () => (await import('./features/thons/ThonWizardPage')).ThonWizardPage,
                },
                handle: title('thonNew'),
              },
              {
                path: 'thon/:eventCode/settings',
                lazy: {
                  Component: async () => (await import('./features/thons/ThonSettingsPage')).ThonSettingsPage,
                },
                handle: title('thonSettings'),
              },
              {
                path: 'thon/:eventCode/test-onboarding',
                lazy: {
                  Component: async () =>
                    (await import('./features/thons/TestOnboardingPage')).TestOnboardingPage,
                },
                handle: title('thonTestOnboarding'),
              },
              {
                path: 'thon/:eventCode/money',
                lazy: {
                  Component: async () => (await import('./features/thon-money/ThonMoneyPage')).ThonMoneyPage,
                },
                handle: title('thonMoney'),
              },
              {
                path: 'thon/:eventCode/reminders',
                lazy: {
                  Component: async () =>
                    (await import('./features/reminders/ThonRemindersPage')).ThonRemindersPage,
                },
                handle: title('thonReminders'),
              },
              {
                path: 'thon/:eventCode/messages',
                lazy: {
                  Component: async () =>
                    (await import('./features/delivery/ThonMessagesPage')).ThonMessagesPage,
                },
                handle: title('thonMessages'),
              },
              {
                path: 'thon/:eventCode/landing-pages',
                lazy: {
                  Component: async () =>
                    (await import('./features/landing-pages/LandingPagesPage')).LandingPagesPage,
                },
                handle: title('thonLandingPages'),
              },
            ],
          },
          {
            element: <RequireSignIn allow={isSuperAdmin} />,
            children: [
              {
                path: 'admin/messages',
                lazy: {
                  Component: async () => (await import('./features/admin/SentMessagesPage')).SentMessagesPage,
                },
                handle: title('sentMessages'),
              },
            ],
          },
          {
            path: '*',
            lazy: { Component: async () => (await import('./ui/NotFoundPage')).NotFoundPage },
            handle: title('notFound'),
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
