import { sql } from 'kysely';
import type { Db } from '../db/types.js';
import { MESSAGES, unauthorized } from '../errors.js';
import { ROLE_IDS } from './areas.js';
import type { RequestContext } from './context.js';
import { toPermissionMap, type PermissionRow } from './permissions.js';
import { verifyToken } from './tokens.js';

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
      sql<number | null>`(select c.session_epoch from companies c where c.tenant_id = ${tokenTenantId}::int)`
        .as('token_tenant_epoch'),
      sql<boolean>`exists (select 1 from subcontractor_links l where l.user_id = u.id and l.tenant_id = ${tokenTenantId}::int)`
        .as('linked_to_token_tenant'),
      // Read with the caller in the same round trip: the tenant's project list version (projects/list-cache.ts), so a
      // page served from the cache costs no statement of its own.
      sql<string | null>`(select v.version::text from project_list_versions v where v.tenant_id = ${tokenTenantId}::int)`
        .as('project_list_version'),
      sql<PermissionRow[] | string>`coalesce((select json_agg(json_build_object('area', r.area, 'can_read', r.can_read,
        'can_write', r.can_write, 'visible', r.visible)) from role_permissions r where r.role_id = u.role_id), '[]'::json)`
        .as('permission_rows'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/** Builds the request context for a token or throws 401; every request re-checks the database. */
export async function resolveAuth(db: Db, secret: Uint8Array, token: string | null): Promise<RequestContext> {
  if (!token) throw unauthorized(MESSAGES.unauthenticated);
  const claims = await verifyToken(secret, token);
  if (!claims) throw unauthorized(MESSAGES.sessionExpired);
  const row = await authRow(db, claims.sub, claims.tid);
  if (!row) throw unauthorized(MESSAGES.sessionExpired);
  const { own_tenant_active, token_tenant_active, token_tenant_epoch, linked_to_token_tenant, permission_rows, project_list_version, ...user } = row;
  // A password change bumps token_version, which ends every token signed before it.
  if (!user.is_active || user.token_version !== claims.ver) throw unauthorized(MESSAGES.sessionExpired);
  if (user.tenant_id !== null && !own_tenant_active) throw unauthorized(MESSAGES.sessionExpired);
  if (claims.tid !== null) {
    // A token signed before its company was last deactivated stays dead after a reactivation.
    if (!token_tenant_active || token_tenant_epoch !== claims.tep) throw unauthorized(MESSAGES.sessionExpired);
    // Only the platform admin and linked subcontractors may act outside their own tenant.
    if (user.role_id === ROLE_IDS.subcontractor) {
      if (!linked_to_token_tenant) throw unauthorized(MESSAGES.sessionExpired);
    } else if (user.role_id !== ROLE_IDS.platformAdmin && user.tenant_id !== claims.tid) {
      throw unauthorized(MESSAGES.sessionExpired);
    }
  }
  const rows = typeof permission_rows === 'string' ? (JSON.parse(permission_rows) as PermissionRow[]) : permission_rows;
  return {
    user,
    roleId: user.role_id,
    tenantId: claims.tid,
    permissions: toPermissionMap(rows),
    remember: claims.rem,
    external: user.role_id === ROLE_IDS.subcontractor,
    projectListVersion: project_list_version ?? '0',
  };
}
