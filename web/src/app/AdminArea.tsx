import { Navigate, Route, Routes } from 'react-router';
import { PlaceholderPage } from '../modules/placeholder/PlaceholderPage';
import { allowedRoutes } from './access';
import type { AdminRoute } from './adminRoutes';
import { PageSuspense } from './lazyPage';
import { ScreenFeedback } from './ScreenFeedback';
import { NotFoundPage } from './NotFoundPage';
import { landingPath, useSession } from './session';
import { Shell } from './Shell';

function RoutePage({ route }: { route: AdminRoute }) {
  const { selectedProject } = useSession();
  if (route.projectBound && !selectedProject) return <Navigate to="/admin/projects" replace />;
  const Page = route.Component;
  // The shell stays while the screen's chunk downloads.
  return Page ? <PageSuspense><Page /></PageSuspense> : <PlaceholderPage title={route.title} />;
}

// Admin routes are registered from the permissions of the current session.
export function AdminRoutes() {
  const session = useSession();
  const routes = allowedRoutes(session.permissions);
  const home = landingPath(session.user?.roleId ?? 0, session.permissions);
  return (
    <ScreenFeedback>
      <Routes>
        <Route element={<Shell />}>
          <Route index element={<Navigate to={home} replace />} />
          {routes.map((route) => (
            <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </ScreenFeedback>
  );
}
