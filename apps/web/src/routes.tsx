import type { SessionContext } from '@pledgethon/contracts';
import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { AccessCodesPage } from './features/access-codes/AccessCodesPage';
import { MyAccountPage } from './features/account/MyAccountPage';
import { mayPrintBadges } from './features/account/staff-roles';
import { SentMessagesPage } from './features/admin/SentMessagesPage';
import { AccessGuard } from './features/auth/AccessGuard';
import { RequireSignIn } from './features/auth/RequireSignIn';
import { ResetPasswordPage } from './features/auth/ResetPasswordPage';
import { SsoLoginPage } from './features/auth/SsoLoginPage';
import { PublicEventPage } from './features/event/PublicEventPage';
import { HomePage } from './features/home/HomePage';
import { AddParticipantPage } from './features/parent/AddParticipantPage';
import { MyPledgesPage } from './features/parent/MyPledgesPage';
import { ParentDashboardPage } from './features/parent/ParentDashboardPage';
import { ShopPage } from './features/shop/ShopPage';
import { AppLayout } from './ui/layout/AppLayout';
import { NotFoundPage } from './ui/NotFoundPage';
import { RouteErrorPage } from './ui/RouteErrorPage';

const isSuperAdmin = (session: SessionContext) => session.IsSuperAdmin;

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
          { path: 'home', element: <HomePage /> },
          { path: 'home/ResetPassword', element: <ResetPasswordPage /> },
          { path: 'event/:eventCode', element: <PublicEventPage /> },
          { path: 'authentication/ssologin', element: <SsoLoginPage /> },
          {
            element: <RequireSignIn />,
            children: [
              { path: 'home/MyAccount', element: <MyAccountPage /> },
              { path: 'shop', element: <ShopPage /> },
              { path: 'parent/dashboard', element: <ParentDashboardPage /> },
              { path: 'parent/addparticipant', element: <AddParticipantPage /> },
              { path: 'parent/mypledges', element: <MyPledgesPage /> },
            ],
          },
          {
            element: <RequireSignIn allow={mayPrintBadges} />,
            children: [{ path: 'account/access-codes', element: <AccessCodesPage /> }],
          },
          {
            element: <RequireSignIn allow={isSuperAdmin} />,
            children: [{ path: 'admin/messages', element: <SentMessagesPage /> }],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
