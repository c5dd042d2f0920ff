import { ADMIN_ROUTES, NAV_LINKS, PLATFORM_PATHS, type AdminRoute, type NavLink } from './adminRoutes';
import { canAccess, canRead, canWrite, SUBCONTRACTOR_ROLE, type PermissionMap } from './session';

// Routes registered for these permissions: read or write on the route's area; write for a form that only saves.
export function allowedRoutes(perms: PermissionMap): AdminRoute[] {
  return ADMIN_ROUTES.filter((route) => (route.writeOnly ? canWrite(perms, route.area) : canAccess(perms, route.area)));
}

const areaOf = new Map(ADMIN_ROUTES.map((route) => [route.path, route.area]));

// Side navigation: read on the area, reduced menu for role 13. The company-level items stay when a project is
// chosen (issue 10 item 1); project-level items join them only then. A platform admin with no company open sees only
// the platform's own screens: the company screens would each answer 'Open a company first' (issue 31 item 13).
export function visibleNavLinks(perms: PermissionMap, roleId: number | undefined, hasProject: boolean, companyOpen = true): NavLink[] {
  return NAV_LINKS.filter((link) => {
    if (roleId === SUBCONTRACTOR_ROLE && !link.subcontractor) return false;
    if (!companyOpen && !PLATFORM_PATHS.has(link.path)) return false;
    if (link.level === 'project' && !hasProject) return false;
    const area = areaOf.get(link.path);
    return !!area && canRead(perms, area);
  });
}
