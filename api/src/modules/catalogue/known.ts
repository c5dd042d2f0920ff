import { tenantIs, type TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';

// Which catalogue rows a body names exist in the tenant: the subcontractor and vendor directories (contacts) check
// their division and subdivision lists with these, so the lookups sit with the catalogue they read.

/** The tenant's catalogue divisions among `ids`. */
export async function knownDivisions(ctx: TenantScope, db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('catalogue_divisions').select('id').where(tenantIs(ctx)).where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/** The tenant's catalogue subdivisions among `ids`, each with its division. */
export async function knownSubdivisions(ctx: TenantScope, db: Db, ids: number[]): Promise<Map<number, { division_id: number; subdivision_name: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('catalogue_subdivisions').select(['id', 'division_id', 'subdivision_name'])
    .where(tenantIs(ctx)).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, { division_id: r.division_id, subdivision_name: r.subdivision_name }]));
}
