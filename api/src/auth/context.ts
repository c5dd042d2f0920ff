import { sql, type RawBuilder } from 'kysely';
import type { UserRow } from '../db/types.js';
import { forbidden, notFound } from '../errors.js';
import { ROLE_IDS } from './areas.js';
import type { PermissionMap } from './permissions.js';

/**
 * The one context of a guarded request (vendure style): who calls, in which tenant, with which permissions.
 * The access guard builds it from the signed token; route handlers pass it FIRST to every repository call.
 */
export interface RequestContext {
  user: UserRow;
  roleId: number;
  /** The tenant this request acts in, from the signed token only (never from a header or body). */
  tenantId: number | null;
  permissions: PermissionMap;
  remember: boolean;
  /** An invited subcontractor (role 13): sees only the projects it was invited to, and no owner data. */
  external: boolean;
  /** The tenant's project list version when the request began (projects/list-cache.ts); '0' before any change. */
  projectListVersion?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access guard on every route that is not public (see auth/access.ts). */
    ctx: RequestContext;
  }
}

export function isPlatformAdmin(ctx: RequestContext): boolean {
  return ctx.roleId === ROLE_IDS.platformAdmin;
}

export function isSubcontractorRole(roleId: number): boolean {
  return roleId === ROLE_IDS.subcontractor;
}

/** What a tenant-scoped repository function needs of the context (a seed passes `{ tenantId }`). */
export type TenantScope = Pick<RequestContext, 'tenantId'>;

/**
 * The tenant a tenant-owned query is scoped to: the one the caller acts in, or 403 when it acts in none
 * (a platform admin that has not opened a company). The only place that reads the tenant off a context.
 */
export function tenantOf(ctx: TenantScope): number {
  if (ctx.tenantId === null) throw forbidden();
  return ctx.tenantId;
}

/**
 * Kysely condition on the caller's tenant: `.where(tenantIs(ctx))`, or `.where(tenantIs(ctx, 'p'))` for an
 * aliased table. Throws 403 like tenantOf when the caller acts in no tenant.
 */
export function tenantIs(ctx: TenantScope, alias?: string): RawBuilder<boolean> {
  const tenantId = tenantOf(ctx);
  return sql<boolean>`${sql.ref(alias ? `${alias}.tenant_id` : 'tenant_id')} = ${tenantId}`;
}

/** Tenant guard for a row the caller names: it must belong to the tenant the caller acts in (404 as for a missing one). */
export function assertTenant(ctx: TenantScope, tenantId: number, missing: string): void {
  if (ctx.tenantId === null || ctx.tenantId !== tenantId) throw notFound(missing);
}
