import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/components/LoginPage';
import { RegisterPage } from '../features/auth/components/RegisterPage';
import { HomePage } from '../features/home/components/HomePage';
import { AllPropertyPage } from '../features/properties/components/AllPropertyPage';
import { PropertyDetailPage } from '../features/properties/components/PropertyDetailPage';
import { GuestOnlyRoute } from './guards/GuestOnlyRoute';
import { PrivateRoute } from './guards/PrivateRoute';
import { RootLayout } from './layouts/RootLayout';
import { AppLoading } from './pages/AppLoading';
import { ErrorPage } from './pages/ErrorPage';
import { NotFoundPage } from './pages/NotFoundPage';

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
                    await import('../features/dashboard/components/DashboardPage');
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
