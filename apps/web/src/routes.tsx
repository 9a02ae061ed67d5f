import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { HomePage } from './features/home/HomePage';
import { AppLayout } from './ui/layout/AppLayout';
import { NotFoundPage } from './ui/NotFoundPage';
import { RouteErrorPage } from './ui/RouteErrorPage';

/** Every screen of the web app, in one list. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        // A failing screen shows its error inside the layout, so header and language menu stay usable.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, loader: () => redirect('/home') },
          { path: 'home', element: <HomePage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
