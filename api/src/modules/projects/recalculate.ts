import { sql } from 'kysely';
import { toMoneyString } from '@suite/money';
import { tenantOf, type TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { bidProfits } from './profits.js';
import { storedMarkup, type ProjectTotals } from './project-totals.js';

// A project's stored figures (docs/money.md §8) and its bids' profits (§7), recomputed inside the transaction of
// every change. Callers hold the project row lock (`for update`) before any bid row lock, so the profits rewritten
// across the project's bids never wait on a lock held by a writer that waits for the project (no deadlock).

/**
 * §8 and the profit part of §7: every bid's calculated_profit and bidsheet_total_cost (the effective profit % depends
 * on the project's markup mode and, for a custom price, on all its bids), and projects.total_cost. Locks the project
 * row. Two reads and at most two writes whatever the number of bids; only changed bid rows are written.
 */
export async function recalculateProject(ctx: TenantScope, trx: Db, projectId: number): Promise<ProjectTotals | undefined> {
  const tenantId = tenantOf(ctx);
  const project = await trx.selectFrom('projects').select(['total_markup', 'custom_price_amt', 'total_cost'])
    .where('tenant_id', '=', tenantId).where('id', '=', projectId).forUpdate().executeTakeFirst();
  if (!project) return undefined;
  const bids = await trx.selectFrom('bids')
    .select(['id', 'sub_total', 'calculated_overhead', 'is_alternate', 'calculated_profit', 'bidsheet_total_cost'])
    .where('tenant_id', '=', tenantId).where('project_id', '=', projectId).orderBy('id').execute();
  const figures = bidProfits(storedMarkup(project), bids.map((b) => ({
    subTotal: b.sub_total, overhead: b.calculated_overhead, isAlternate: b.is_alternate,
  })));
  const changed = bids.flatMap((b, i) => {
    const profit = toMoneyString(figures.bids[i]!.profit);
    const total = toMoneyString(figures.bids[i]!.totalCost);
    return profit === toMoneyString(b.calculated_profit) && total === toMoneyString(b.bidsheet_total_cost) ? [] : [{ id: b.id, profit, total }];
  });
  if (changed.length > 0) {
    const rows = sql.join(changed.map((c) => sql`(${c.id}::int, ${c.profit}::numeric, ${c.total}::numeric)`));
    await sql`
      update bids b set calculated_profit = v.profit, bidsheet_total_cost = v.total
      from (values ${rows}) as v(id, profit, total)
      where b.tenant_id = ${tenantId} and b.id = v.id`.execute(trx);
  }
  const totalCost = toMoneyString(figures.project.TotalCost);
  if (totalCost !== toMoneyString(project.total_cost)) {
    await trx.updateTable('projects').set({ total_cost: totalCost }).where('tenant_id', '=', tenantId).where('id', '=', projectId).execute();
  }
  return figures.project;
}
