import { tenantOf, type TenantScope } from '../auth/context.js';
import { notFound } from '../errors.js';
import type { Db } from './types.js';

// Shared by the employees and the positions modules (neither imports the other for it).

/** A row of `table` by id for this tenant: 404 when this tenant has none by that id (another's is not told apart). */
export async function assertOwned(ctx: TenantScope, db: Db, table: 'positions' | 'levels' | 'employees', id: number, missing: string) {
  const tenantId = tenantOf(ctx);
  const row = await db.selectFrom(table).select('tenant_id').where('id', '=', id).executeTakeFirst();
  if (!row || row.tenant_id !== tenantId) throw notFound(missing);
}
