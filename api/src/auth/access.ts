import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
// The schema's OpenAPI keys (hide, security) come from @fastify/swagger's augmentation of FastifySchema.
import type {} from '@fastify/swagger';
import type { Db } from '../db/types.js';
import { forbidden } from '../errors.js';
import { PLATFORM_AREAS, type Area } from './areas.js';
import { resolveAuth } from './guard.js';
import { can } from './permissions.js';

export type AccessMode = 'read' | 'write';

/**
 * Who may call a route. Every route under /api declares one; the access hook installs the guard from it.
 * - public: no token (login, password reset, version, the OpenAPI document)
 * - signedIn: any valid token (own profile, US states)
 * - area: read or write on a permission area of docs/roles.md (write implies read)
 * - anyOf: read or write on at least one of the areas
 * - allOf: read or write on every one of the areas (a flow that ends on another area's screen, e.g. copy → edit)
 * With `external: false` the external subcontractor role (role 13) is refused (403) whatever its grants: it reads
 * nothing of a company's estimates, change orders or costs (it uploads a bid PDF instead, docs/projects.md §2.6).
 * With `external: 'only'` the route is role 13's portal: only it may call it (holding the area), every staff role is
 * refused (403) whatever its grants (its subcontracts, docs/subcontracts.md §4 Role 13).
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { area: Area; mode: AccessMode; external?: false | 'only' }
  | { anyOf: readonly Area[]; mode: AccessMode; external?: false }
  | { allOf: readonly Area[]; mode: AccessMode; external?: false };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every route under /api (the app refuses to start otherwise). */
    access?: Access;
  }
}

export const PUBLIC: Access = { kind: 'public' };
export const SIGNED_IN: Access = { kind: 'signedIn' };

/** One row of the route table: what tests walk to check every route's refusals. */
export interface RouteEntry {
  method: string;
  url: string;
  access: Access;
  options: RouteOptions;
}

export function isPublic(access: Access): boolean {
  return 'kind' in access && access.kind === 'public';
}

/** The areas an access names, empty for public and signed-in routes. */
export function areasOf(access: Access): readonly Area[] {
  if ('area' in access) return [access.area];
  if ('anyOf' in access) return access.anyOf;
  if ('allOf' in access) return access.allOf;
  return [];
}

/** Whether the declaration refuses the external subcontractor role (`external: false`). */
export function refusesExternal(access: Access): boolean {
  return 'external' in access && access.external === false;
}

/** Whether the declaration is role 13's portal (`external: 'only'`): every other role is refused. */
export function onlyExternal(access: Access): boolean {
  return 'external' in access && access.external === 'only';
}

/**
 * Whether a route acts inside a company: it names areas and none of them is the platform's. Such a route refuses a
 * caller acting in no company (a platform admin or a subcontractor that has not chosen one) before its input is
 * read, as tenantOf would after it (docs/accounts.md §6).
 */
export function needsCompany(access: Access): boolean {
  const areas = areasOf(access);
  return areas.length > 0 && !areas.some((area) => PLATFORM_AREAS.includes(area));
}

/** Whether these permissions pass an access declaration (the token's validity is checked apart). */
export function allows(access: Access, permissions: Parameters<typeof can>[0]): boolean {
  const mode = 'mode' in access ? access.mode : 'read';
  if ('allOf' in access) return access.allOf.every((area) => can(permissions, area, mode));
  const areas = areasOf(access);
  return areas.length === 0 || areas.some((area) => can(permissions, area, mode));
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

function accessGuard(db: Db, secret: Uint8Array, access: Access) {
  return async function accessGuardHook(request: FastifyRequest) {
    const ctx = await resolveAuth(db, secret, bearerToken(request));
    request.ctx = ctx;
    if (!allows(access, ctx.permissions)) throw forbidden();
    if (ctx.tenantId === null && needsCompany(access)) throw forbidden();
    // Before the body is read: role 13 learns nothing of a refused route's fields.
    if (ctx.external && refusesExternal(access)) throw forbidden();
    if (!ctx.external && onlyExternal(access)) throw forbidden();
  };
}

/**
 * Registers the hook that makes access declarations mandatory: a route under /api without `config.access`
 * stops the app at start; a declared one gets its guard (first onRequest hook) and its OpenAPI `security`.
 * Must run before any route plugin is registered so it sees the routes of every child plugin.
 */
export function installAccessControl(app: FastifyInstance, db: Db, secret: Uint8Array): RouteEntry[] {
  const table: RouteEntry[] = [];
  app.decorateRequest('ctx', null as never);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!access) throw new Error(`Route ${methods.join(',')} ${route.url} declares no access (config.access)`);
    // fastify adds HEAD for GET routes by itself; the GET row covers both.
    if (!methods.every((m) => m === 'HEAD')) {
      for (const method of methods) table.push({ method, url: route.url, access, options: route });
    }
    if (isPublic(access)) return;
    const guard = accessGuard(db, secret, access);
    // onRequest: the token is checked before the body is even read, so a caller without one learns nothing
    // about the route's fields (401, never a 400 naming them).
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [guard, ...existing];
    if (route.schema && !route.schema.hide) route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
  });
  return table;
}
