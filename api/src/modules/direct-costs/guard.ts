import { sql } from 'kysely';
import { tenantOf, type RequestContext, type TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { notFound } from '../../errors.js';
import type { LineSheet } from '../lines/editing.js';
import { lockProject } from '../projects/lookup.js';
import { directCostFigures, DC_MESSAGES } from './rules.js';
import { DIRECT_COST_LINES, projectOfDirectCost } from './repository.js';

// The one way a direct cost or its lines change (README: one transaction per change): lock the project row (409
// PROJECT_PENDING when Pending), then the direct cost's row, write, and recompute its stored §10 figures, the same
// project → sheet lock order as bids so writers of one project never deadlock.

/** docs/money.md §10: the direct cost's labor, burden, trades, total and line count from its lines, stored. */
export async function recalculateDirectCost(ctx: TenantScope, trx: Db, id: number): Promise<void> {
  const tenantId = tenantOf(ctx);
  const [labor, trades, sheet] = await Promise.all([
    trx.selectFrom('direct_cost_labor_lines').select(['total', 'overhead']).where('tenant_id', '=', tenantId).where('direct_cost_id', '=', id).execute(),
    trx.selectFrom('direct_cost_trade_lines').select('total').where('tenant_id', '=', tenantId).where('direct_cost_id', '=', id).execute(),
    trx.selectFrom('direct_costs').select('amount').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst(),
  ]);
  if (!sheet) return;
  const f = directCostFigures({ labor, trades, amount: sheet.amount });
  await trx.updateTable('direct_costs').set({
    labor_total: f.labor.toFixed(2), burden_total: f.burden.toFixed(2), trades_total: f.trades.toFixed(2), total: f.total.toFixed(2),
    line_count: f.lineCount, updated_at: new Date(),
  }).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

/** Locks the project (Pending: 409) then the direct cost; 404 when the direct cost is not the caller's. */
export async function lockDirectCost(ctx: RequestContext, trx: Db, projectId: number, id: number): Promise<void> {
  await lockProject(ctx, trx, projectId, DC_MESSAGES.pending);
  const locked = await sql<{ id: number }>`select id from direct_costs where tenant_id = ${tenantOf(ctx)} and id = ${id} for update`.execute(trx);
  if (locked.rows.length === 0) throw notFound(DC_MESSAGES.notFound);
}

/** Direct costs as owners of priced lines (lines/editing.ts): their guard; labor is priced per hour. */
export const DIRECT_COST_SHEET: LineSheet<void> = {
  tables: DIRECT_COST_LINES,
  write: (ctx, db, id, _version, write) => withDirectCostWrite(ctx, db, id, (trx) => write(trx)),
  hourly: () => true,
  lineNotFound: DC_MESSAGES.lineNotFound,
};

/** Runs `write` on a locked direct cost and recomputes its figures in the same transaction; answers what `write` answered. */
export async function withDirectCostWrite<T>(ctx: RequestContext, db: Db, id: number, write: (trx: Db) => Promise<T>): Promise<T> {
  const projectId = await projectOfDirectCost(ctx, db, id);
  if (projectId === undefined) throw notFound(DC_MESSAGES.notFound);
  return db.transaction().execute(async (trx) => {
    await lockDirectCost(ctx, trx, projectId, id);
    const result = await write(trx);
    await recalculateDirectCost(ctx, trx, id);
    return result;
  });
}
