import type { ComponentType } from 'react';
import type { Area } from '../app/session';

// What a feature module declares to the web client (docs/modules.md): app/adminRoutes.tsx builds the route table and
// the side menu from the list in modules/index.ts, so adding a domain is its folder and one line there. This file
// names no module.

export interface AdminRoute {
  /** Path under /admin/. */
  path: string;
  /** Read or write on this area registers the route (docs/accounts.md §2, Route gating). */
  area: Area;
  /** Routes marked * in the spec: they need a selected project, else go to /admin/projects. */
  projectBound: boolean;
  title: string;
  /** Undefined: a screen of a later issue, shown as a placeholder with the title. Loaded lazily (`lazyPage`). */
  Component?: ComponentType;
  /** A form that only saves: registered with write on the area, never offered to a reader (issue 10 item 2). */
  writeOnly?: boolean;
  /** A screen of the platform itself, which a platform admin reaches before opening a company. */
  platform?: boolean;
  /** Shows the right-hand project switcher (docs/accounts.md §2). */
  projectSwitcher?: boolean;
}

export interface NavLink {
  path: string;
  label: string;
  /** company: shown with no project chosen; project: shown with a project chosen; both: always. */
  level: 'company' | 'project' | 'both';
  /** In the reduced menu of role 13. */
  subcontractor?: boolean;
}

/** A side-menu link with its place: the menu lists every module's links by `position` (docs/accounts.md §2's order). */
export interface MenuEntry extends NavLink {
  position: number;
}

/** What a page hands the sections other modules add to it: its project, and on a bid's page the bid's subcontractors. */
export interface SectionProps {
  projectUid: string;
  subcontractorIds?: readonly string[];
}

/**
 * A section a later module adds to an earlier module's page (the page named by its path), so the earlier module
 * never names the later one: the page renders `<PageSections page=… />` (app/sections.tsx) where its sections go.
 */
export interface PageSection {
  page: string;
  Component: ComponentType<SectionProps>;
}

export interface WebModule {
  name: string;
  routes: readonly AdminRoute[];
  menu?: readonly MenuEntry[];
  sections?: readonly PageSection[];
}

/** A route registered with read or write on its area; `extra` for the flags above. */
export const route = (path: string, area: Area, title: string, projectBound = false, Component?: ComponentType,
  extra: Pick<AdminRoute, 'platform' | 'projectSwitcher'> = {}): AdminRoute => ({ path, area, title, projectBound, Component, ...extra });

/** A form that only saves: registered with write on its area. */
export const writeRoute = (...args: Parameters<typeof route>): AdminRoute => ({ ...route(...args), writeOnly: true });
