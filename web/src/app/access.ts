import { ADMIN_ROUTES, NAV_LINKS, type AdminRoute, type NavLink } from './adminRoutes';
import { canAccess, canRead, canWrite, SUBCONTRACTOR_ROLE, type PermissionMap } from './session';

// Routes registered for these permissions: read or write on the route's area; write for a form that only saves.
export function allowedRoutes(perms: PermissionMap): AdminRoute[] {
  return ADMIN_ROUTES.filter((route) => (route.writeOnly ? canWrite(perms, route.area) : canAccess(perms, route.area)));
}

const areaOf = new Map(ADMIN_ROUTES.map((route) => [route.path, route.area]));

// Side navigation: read on the area, reduced menu for role 13. The company-level items stay when a project is
// chosen (issue 10 item 1); project-level items join them only then.
export function visibleNavLinks(perms: PermissionMap, roleId: number | undefined, hasProject: boolean): NavLink[] {
  return NAV_LINKS.filter((link) => {
    if (roleId === SUBCONTRACTOR_ROLE && !link.subcontractor) return false;
    if (link.level === 'project' && !hasProject) return false;
    const area = areaOf.get(link.path);
    return !!area && canRead(perms, area);
  });
}
