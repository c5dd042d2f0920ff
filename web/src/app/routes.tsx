import type { ReactNode } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { ForgotPasswordPage } from '../modules/auth/ForgotPasswordPage';
import { LoginPage } from '../modules/auth/LoginPage';
import { ResetPasswordPage } from '../modules/auth/ResetPasswordPage';
import { ErrorPage } from './ErrorPage';
import { lazyPage, PageSuspense } from './lazyPage';
import { NotFoundPage } from './NotFoundPage';
import { useSession } from './session';

// Every /admin route (and the 404 page) needs a token in local storage, otherwise back to login.
export function RequireToken({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const location = useLocation();
  if (!token) return <Navigate to="/" replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}

// The shell and every admin screen download only after sign-in: the login page stays small (issue 8).
const AdminRoutes = lazyPage(() => import('./AdminArea'), 'AdminRoutes');

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    errorElement: <ErrorPage />,
    children: [
      { index: true, element: <LoginPage /> },
      { path: 'forgot', element: <ForgotPasswordPage /> },
      { path: 'reset-password/:id', element: <ResetPasswordPage /> },
      {
        path: 'admin/*',
        element: (
          <RequireToken>
            <PageSuspense>
              <AdminRoutes />
            </PageSuspense>
          </RequireToken>
        ),
      },
      {
        path: '*',
        element: (
          <RequireToken>
            <NotFoundPage />
          </RequireToken>
        ),
      },
    ],
  },
];
