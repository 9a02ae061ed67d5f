import type { SessionContext } from '@pledgethon/contracts';
import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { AccessCodesPage } from './features/access-codes/AccessCodesPage';
import { MyAccountPage } from './features/account/MyAccountPage';
import { isStaff, mayPrintBadges } from './features/account/staff-roles';
import { SentMessagesPage } from './features/admin/SentMessagesPage';
import { AccessGuard } from './features/auth/AccessGuard';
import { RequireSignIn } from './features/auth/RequireSignIn';
import { ResetPasswordPage } from './features/auth/ResetPasswordPage';
import { SsoLoginPage } from './features/auth/SsoLoginPage';
import { PublicEventPage } from './features/event/PublicEventPage';
import { HomePage } from './features/home/HomePage';
import { LegalPage } from './features/legal/LegalPage';
import { AddParticipantPage } from './features/parent/AddParticipantPage';
import { MyPledgesPage } from './features/parent/MyPledgesPage';
import { ParentDashboardPage } from './features/parent/ParentDashboardPage';
import { ShopPage } from './features/shop/ShopPage';
import { ImportParticipantsPage } from './features/thon-people/ImportParticipantsPage';
import { ThonParticipantsPage } from './features/thon-people/ThonParticipantsPage';
import type { PageTitleKey } from './i18n/sections/page-titles';
import { AppLayout } from './ui/layout/AppLayout';
import { NotFoundPage } from './ui/NotFoundPage';
import type { PageHandle } from './ui/page-title';
import { RouteErrorPage } from './ui/RouteErrorPage';

const isSuperAdmin = (session: SessionContext) => session.IsSuperAdmin;

/** Every page route names its browser tab here, so no page can be added without a title. */
const title = (key: PageTitleKey): PageHandle => ({ title: key });

/** Every screen of the web app, in one list. */
export const routes: RouteObject[] = [
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
          { path: 'home', element: <HomePage />, handle: title('home') },
          { path: 'home/ResetPassword', element: <ResetPasswordPage />, handle: title('resetPassword') },
          { path: 'event/:eventCode', element: <PublicEventPage />, handle: title('publicEvent') },
          // Everyone may read these, vendors and parents too (core's requiredRedirect lets them through).
          { path: 'privacy', element: <LegalPage document="privacy" />, handle: title('privacy') },
          { path: 'terms', element: <LegalPage document="terms" />, handle: title('terms') },
          { path: 'authentication/ssologin', element: <SsoLoginPage />, handle: title('sso') },
          {
            element: <RequireSignIn />,
            children: [
              { path: 'home/MyAccount', element: <MyAccountPage />, handle: title('myAccount') },
              { path: 'shop', element: <ShopPage />, handle: title('shop') },
              {
                path: 'parent/dashboard',
                element: <ParentDashboardPage />,
                handle: title('parentDashboard'),
              },
              {
                path: 'parent/addparticipant',
                element: <AddParticipantPage />,
                handle: title('addParticipant'),
              },
              { path: 'parent/mypledges', element: <MyPledgesPage />, handle: title('myPledges') },
            ],
          },
          {
            element: <RequireSignIn allow={mayPrintBadges} />,
            children: [
              { path: 'account/access-codes', element: <AccessCodesPage />, handle: title('accessCodes') },
            ],
          },
          {
            // Each Thon decides on the server how far the caller reaches into it.
            element: <RequireSignIn allow={isStaff} />,
            children: [
              {
                path: 'thon/:eventCode/participants',
                element: <ThonParticipantsPage />,
                handle: title('thonParticipants'),
              },
              {
                path: 'thon/:eventCode/import',
                element: <ImportParticipantsPage />,
                handle: title('thonImport'),
              },
            ],
          },
          {
            element: <RequireSignIn allow={isSuperAdmin} />,
            children: [
              { path: 'admin/messages', element: <SentMessagesPage />, handle: title('sentMessages') },
            ],
          },
          { path: '*', element: <NotFoundPage />, handle: title('notFound') },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
