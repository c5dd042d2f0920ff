import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { sql } from 'kysely';
import type { Db, UserRow } from '../db/types.js';
import { forbidden, MESSAGES, unauthorized } from '../errors.js';
import { ROLE_IDS, type Area } from './areas.js';
import { can, toPermissionMap, type PermissionMap, type PermissionRow } from './permissions.js';
import { verifyToken } from './tokens.js';

export interface AuthContext {
  user: UserRow;
  roleId: number;
  /** The tenant this request acts in, from the signed token only (never from a header or body). */
  tenantId: number | null;
  permissions: PermissionMap;
  remember: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
  }
  interface FastifyInstance {
    /** preHandler: a valid bearer token of an active user in an active tenant. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler: authenticate, then read/write on the area. */
    requirePermission(area: Area, mode: 'read' | 'write'): preHandlerAsyncHookHandler;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

/** Whether a tenant exists, is active and not deleted. */
export async function isTenantActive(db: Db, tenantId: number): Promise<boolean> {
  const row = await db
    .selectFrom('companies')
    .select('tenant_id')
    .where('tenant_id', '=', tenantId)
    .where('is_active', '=', true)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function isLinkedSubcontractor(db: Db, userId: number, tenantId: number): Promise<boolean> {
  const row = await db
    .selectFrom('subcontractor_links')
    .select('tenant_id')
    .where('user_id', '=', userId)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The user behind a token with everything the guard decides on, in ONE round trip: every request runs it, and
 * four sequential statements cost more than the work of a typical route.
 */
function authRow(db: Db, userId: number, tokenTenantId: number | null) {
  return db.selectFrom('users as u').selectAll('u')
    .select([
      sql<boolean>`exists (select 1 from companies c where c.tenant_id = u.tenant_id and c.is_active and c.deleted_at is null)`
        .as('own_tenant_active'),
      sql<boolean>`exists (select 1 from companies c where c.tenant_id = ${tokenTenantId}::int and c.is_active and c.deleted_at is null)`
        .as('token_tenant_active'),
      sql<boolean>`exists (select 1 from subcontractor_links l where l.user_id = u.id and l.tenant_id = ${tokenTenantId}::int)`
        .as('linked_to_token_tenant'),
      sql<PermissionRow[] | string>`coalesce((select json_agg(json_build_object('area', r.area, 'can_read', r.can_read,
        'can_write', r.can_write, 'visible', r.visible)) from role_permissions r where r.role_id = u.role_id), '[]'::json)`
        .as('permission_rows'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/** Builds the auth context for a token or throws 401; every request re-checks the database. */
export async function resolveAuth(db: Db, secret: Uint8Array, token: string | null): Promise<AuthContext> {
  if (!token) throw unauthorized(MESSAGES.unauthenticated);
  const claims = await verifyToken(secret, token);
  if (!claims) throw unauthorized(MESSAGES.sessionExpired);
  const row = await authRow(db, claims.sub, claims.tid);
  if (!row) throw unauthorized(MESSAGES.sessionExpired);
  const { own_tenant_active, token_tenant_active, linked_to_token_tenant, permission_rows, ...user } = row;
  // A password change bumps token_version, which ends every token signed before it.
  if (!user.is_active || user.token_version !== claims.ver) throw unauthorized(MESSAGES.sessionExpired);
  if (user.tenant_id !== null && !own_tenant_active) throw unauthorized(MESSAGES.sessionExpired);
  if (claims.tid !== null) {
    if (!token_tenant_active) throw unauthorized(MESSAGES.sessionExpired);
    // Only the platform admin and linked subcontractors may act outside their own tenant.
    if (user.role_id === ROLE_IDS.subcontractor) {
      if (!linked_to_token_tenant) throw unauthorized(MESSAGES.sessionExpired);
    } else if (user.role_id !== ROLE_IDS.platformAdmin && user.tenant_id !== claims.tid) {
      throw unauthorized(MESSAGES.sessionExpired);
    }
  }
  const rows = typeof permission_rows === 'string' ? (JSON.parse(permission_rows) as PermissionRow[]) : permission_rows;
  return { user, roleId: user.role_id, tenantId: claims.tid, permissions: toPermissionMap(rows), remember: claims.rem };
}

export function createGuards(db: Db, secret: Uint8Array) {
  const authenticate: preHandlerAsyncHookHandler = async (request) => {
    request.auth = await resolveAuth(db, secret, bearerToken(request));
  };
  const requirePermission = (area: Area, mode: 'read' | 'write'): preHandlerAsyncHookHandler =>
    async function requirePermissionHook(request, reply) {
      await authenticate.call(this, request, reply);
      if (!can(request.auth!.permissions, area, mode)) throw forbidden();
    };
  return { authenticate, requirePermission };
}

/** The auth context of a guarded route (a programming error if the guard is missing). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

export function isPlatformAdmin(auth: AuthContext): boolean {
  return auth.roleId === ROLE_IDS.platformAdmin;
}

/** Tenant guard: the row's tenant must be the one the caller acts in (403, never revealing the row). */
export function assertTenant(auth: AuthContext, tenantId: number): void {
  if (auth.tenantId === null || auth.tenantId !== tenantId) throw forbidden();
}
