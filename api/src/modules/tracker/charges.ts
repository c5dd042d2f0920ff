import type { TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import type { ChargeRow } from '../module.js';
import { sourceRows } from './sources.js';

// The rows a direct cost may be charged to (docs/money.md §10, §11): the project's tracker rows that have a budget, in
// the tracker's order, by the tracker's own key and names. Direct costs read them through the module list.

export async function chargeRowsOf(ctx: TenantScope, db: Db, projectId: number): Promise<ChargeRow[]> {
  const rows = await sourceRows(ctx, db, { projectId });
  return rows.filter((r) => r.budgeted).map((r) => ({
    row_key: r.row_key, typee: r.typee, position_id: r.position_id, level_id: r.level_id, division_id: r.division_id,
    subdivision_id: r.subdivision_id, category_id: r.category_id, part_id: r.part_id, cost_code: r.cost_code, trade: r.trade,
    sub_division: r.sub_division, part: r.part,
  }));
}
