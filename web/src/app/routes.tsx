import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, type RouteObject } from 'react-router';
import { ForgotPasswordPage } from '../modules/auth/ForgotPasswordPage';
import { LoginPage } from '../modules/auth/LoginPage';
import { ResetPasswordPage } from '../modules/auth/ResetPasswordPage';
import { PlaceholderPage } from '../modules/placeholder/PlaceholderPage';
import { allowedRoutes } from './access';
import type { AdminRoute } from './adminRoutes';
import { ErrorPage } from './ErrorPage';
import { NotFoundPage } from './NotFoundPage';
import { landingPath, useSession } from './session';
import { Shell } from './Shell';

// Every /admin route (and the 404 page) needs a token in local storage, otherwise back to login.
export function RequireToken({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const location = useLocation();
  if (!token) return <Navigate to="/" replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}

function RoutePage({ route }: { route: AdminRoute }) {
  const { selectedProject } = useSession();
  if (route.projectBound && !selectedProject) return <Navigate to="/admin/projects" replace />;
  const Page = route.Component;
  return Page ? <Page /> : <PlaceholderPage title={route.title} />;
}

// Admin routes are registered from the permissions of the current session.
export function AdminRoutes() {
  const session = useSession();
  const routes = allowedRoutes(session.permissions);
  const home = landingPath(session.user?.roleId ?? 0, session.permissions);
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route index element={<Navigate to={home} replace />} />
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

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
            <AdminRoutes />
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
