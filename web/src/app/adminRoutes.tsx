import { WEB_MODULES } from '../modules/index';
import type { AdminRoute, NavLink, PageSection } from '../modules/module';

export type { AdminRoute, NavLink } from '../modules/module';

// The route table and the side menu, from every module's own routes and links (modules/index.ts). Each screen is its
// own chunk, downloaded when its route first renders (issue 8: `lazyPage` in each module's module.ts).
export const ADMIN_ROUTES: readonly AdminRoute[] = WEB_MODULES.flatMap((module) => module.routes);

// Screens of the platform itself: every other screen works inside one company, which a platform admin opens first.
export const PLATFORM_PATHS = new Set(ADMIN_ROUTES.filter((route) => route.platform).map((route) => route.path));

// Pages that show the right-hand project switcher (docs/accounts.md §2).
export const PROJECT_SWITCHER_PATHS = new Set(ADMIN_ROUTES.filter((route) => route.projectSwitcher).map((route) => route.path));

// The side navigation links of docs/accounts.md §2, in its order (each link's position).
export const NAV_LINKS: readonly NavLink[] = WEB_MODULES.flatMap((module) => module.menu ?? [])
  .sort((a, b) => a.position - b.position)
  .map(({ position: _position, ...link }) => link);

// The sections modules add to other modules' pages (app/sections.tsx), in the module list's order.
export const PAGE_SECTIONS: readonly PageSection[] = WEB_MODULES.flatMap((module) => module.sections ?? []);
