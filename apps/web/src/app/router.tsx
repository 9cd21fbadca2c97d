import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/components/login-page';
import { RegisterPage } from '../features/auth/components/register-page';
import { HomePage } from '../features/home/components/home-page';
import { AllPropertyPage } from '../features/properties/components/all-property-page';
import { PropertyDetailPage } from '../features/properties/components/property-detail-page';
import { GuestOnlyRoute } from './guards/guest-only-route';
import { PrivateRoute } from './guards/private-route';
import { RootLayout } from './layouts/root-layout';
import { AppLoading } from './pages/app-loading';
import { ErrorPage } from './pages/error-page';
import { NotFoundPage } from './pages/not-found-page';

/*
 * Paths match case-insensitively (React Router's default: no route sets `caseSensitive`), so the
 * navbar's /dashBoard, the footer's /Dashboard and /dashboard are the same page.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    // Only for failures of the layout itself; pages fail inside it (below) and keep the navbar.
    errorElement: <ErrorPage />,
    // Shown on a first visit to a lazy page while its code loads.
    hydrateFallbackElement: <AppLoading />,
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'allProperty', element: <AllPropertyPage /> },
          {
            element: <PrivateRoute />,
            children: [
              { path: 'property/:id', element: <PropertyDetailPage /> },
              {
                path: 'dashboard',
                lazy: async () => {
                  const { DashboardPage } =
                    await import('../features/dashboard/components/dashboard-page');
                  return { Component: DashboardPage };
                },
              },
            ],
          },
          {
            element: <GuestOnlyRoute />,
            children: [
              { path: 'login', element: <LoginPage /> },
              { path: 'register', element: <RegisterPage /> },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
