import { Navigate, Route, Routes } from 'react-router';
import { PlaceholderPage } from '../modules/placeholder/PlaceholderPage';
import { allowedRoutes } from './access';
import { OpenCompanyPrompt } from '../modules/companies/ActingCompany';
import { PLATFORM_PATHS, type AdminRoute } from './adminRoutes';
import { PageSuspense } from './lazyPage';
import { ScreenFeedback } from './ScreenFeedback';
import { NotFoundPage } from './NotFoundPage';
import { PLATFORM_ADMIN_ROLE, landingPath, useSession } from './session';
import { Shell } from './Shell';
import { useDocumentTitle } from './useDocumentTitle';


function RoutePage({ route }: { route: AdminRoute }) {
  const { selectedProject, user } = useSession();
  useDocumentTitle(route.title);
  // A platform admin that has opened no company acts in none: tenant screens prompt to open one (issue 10 item 2).
  if (user?.roleId === PLATFORM_ADMIN_ROLE && user.tenantId == null && !PLATFORM_PATHS.has(route.path)) {
    return <OpenCompanyPrompt screen={route.title} />;
  }
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
