import { sql } from 'kysely';
import { tenantIs, type TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { countOf, type CatalogueLevel } from './rules.js';

// What keeps a catalogue row from being deleted: one list of checks per level, each answering a phrase such as
// '3 parts' or nothing. Today the catalogue's own children are its only users; the modules that come later
// (bid direct-trade lines, PCO lines, direct-cost lines) add their check to the level they reference here, and
// every DELETE route and its 409 message follow. The foreign keys of migration 0010 stay the net under them.

export type UseCheck = (ctx: TenantScope, db: Db, id: number) => Promise<string | undefined>;

/** A check counting the rows of `table` whose `column` names the id: '3 parts'. */
function counted(
  table: 'catalogue_subdivisions' | 'catalogue_categories' | 'catalogue_parts' | 'subcontractor_divisions' | 'subcontractor_subdivisions'
    | 'vendor_divisions' | 'vendor_subdivisions' | 'bids' | 'bid_trade_lines' | 'pco_trade_lines' | 'direct_costs' | 'direct_cost_trade_lines'
    | 'tracker_rows',
  column: string, singular: string, plural?: string): UseCheck {
  return async (ctx, db, id) => {
    const row = await db.selectFrom(table).select(sql<number>`count(*)::int`.as('n')).where(tenantIs(ctx))
      .where(sql.ref(column), '=', id).executeTakeFirstOrThrow();
    return row.n > 0 ? countOf(row.n, singular, plural) : undefined;
  };
}

export const USE_CHECKS: Record<CatalogueLevel, UseCheck[]> = {
  // Subcontractors and vendors mapped to a division or subdivision (issue 12) keep it too.
  division: [
    counted('catalogue_subdivisions', 'division_id', 'sub division'), counted('subcontractor_divisions', 'division_id', 'subcontractor'),
    counted('vendor_divisions', 'division_id', 'vendor'), counted('bids', 'division_id', 'bid'),
    counted('direct_costs', 'division_id', 'direct cost'), counted('tracker_rows', 'division_id', 'project tracker row'),
  ],
  subdivision: [
    counted('catalogue_categories', 'subdivision_id', 'category', 'categories'),
    counted('subcontractor_subdivisions', 'subdivision_id', 'subcontractor'),
    counted('vendor_subdivisions', 'subdivision_id', 'vendor'),
    // Bids and their direct-trade lines (issue 13).
    counted('bids', 'subdivision_id', 'bid'), counted('bid_trade_lines', 'subdivision_id', 'direct trade line'),
    // PCO direct-trade lines, direct costs and their trade lines (issue 15).
    counted('pco_trade_lines', 'subdivision_id', 'PCO direct trade line'),
    counted('direct_costs', 'subdivision_id', 'direct cost'), counted('direct_cost_trade_lines', 'subdivision_id', 'direct-cost trade line'),
    // Project tracker rows keep the scope transfers and holds entered on them (issue 16).
    counted('tracker_rows', 'subdivision_id', 'project tracker row'),
  ],
  category: [
    counted('catalogue_parts', 'category_id', 'part'), counted('bid_trade_lines', 'category_id', 'direct trade line'),
    counted('pco_trade_lines', 'category_id', 'PCO direct trade line'),
    counted('direct_cost_trade_lines', 'category_id', 'direct-cost trade line'), counted('tracker_rows', 'category_id', 'project tracker row'),
  ],
  part: [
    counted('bid_trade_lines', 'part_id', 'direct trade line'), counted('pco_trade_lines', 'part_id', 'PCO direct trade line'),
    counted('direct_cost_trade_lines', 'part_id', 'direct-cost trade line'), counted('tracker_rows', 'part_id', 'project tracker row'),
  ],
  unit: [counted('catalogue_parts', 'unit_id', 'part')],
};

/** Every use of a row at one level, e.g. ['3 parts']; empty when it may be deleted. */
export async function usesOf(ctx: TenantScope, db: Db, level: CatalogueLevel, id: number): Promise<string[]> {
  const found = await Promise.all(USE_CHECKS[level].map((check) => check(ctx, db, id)));
  return found.filter((use): use is string => use !== undefined);
}

export const divisionUses = (ctx: TenantScope, db: Db, id: number) => usesOf(ctx, db, 'division', id);
export const subdivisionUses = (ctx: TenantScope, db: Db, id: number) => usesOf(ctx, db, 'subdivision', id);
export const categoryUses = (ctx: TenantScope, db: Db, id: number) => usesOf(ctx, db, 'category', id);
export const partUses = (ctx: TenantScope, db: Db, id: number) => usesOf(ctx, db, 'part', id);
export const unitUses = (ctx: TenantScope, db: Db, id: number) => usesOf(ctx, db, 'unit', id);
