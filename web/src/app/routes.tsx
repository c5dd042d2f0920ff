import type { ReactNode } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { LoginPage } from '../modules/auth/LoginPage';
import { lazyPage, PageSuspense } from './lazyPage';
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
// Only the login form ships in the first download; the other public screens follow when opened.
const ForgotPasswordPage = lazyPage(() => import('../modules/auth/ForgotPasswordPage'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('../modules/auth/ResetPasswordPage'), 'ResetPasswordPage');
const ErrorPage = lazyPage(() => import('./ErrorPage'), 'ErrorPage');
const NotFoundPage = lazyPage(() => import('./NotFoundPage'), 'NotFoundPage');

const later = (page: ReactNode) => <PageSuspense>{page}</PageSuspense>;

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    errorElement: later(<ErrorPage />),
    children: [
      { index: true, element: <LoginPage /> },
      { path: 'forgot', element: later(<ForgotPasswordPage />) },
      { path: 'reset-password/:id', element: later(<ResetPasswordPage />) },
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
            {later(<NotFoundPage />)}
          </RequireToken>
        ),
      },
    ],
  },
];
