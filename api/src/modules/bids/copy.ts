import { sql } from 'kysely';
import { tenantOf, type TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { recalculateProject } from '../projects/recalculate.js';

interface IdMap { old: number[]; fresh: number[] }

/** New serial ids for the rows `where` selects, taken up front so that child rows can point at them. */
async function reserveIds(trx: Db, table: 'bids' | 'bid_trade_lines', where: ReturnType<typeof sql>): Promise<IdMap> {
  const { rows } = await sql<{ old: number; fresh: number }>`
    select id as old, nextval(pg_get_serial_sequence(${table}, 'id'))::int as fresh
    from ${sql.table(table)} where ${where} order by id`.execute(trx);
  return { old: rows.map((r) => r.old), fresh: rows.map((r) => r.fresh) };
}

const mapping = (m: IdMap) => sql`unnest(${sql.val(m.old)}::int[], ${sql.val(m.fresh)}::int[]) as m(old, fresh)`;

/**
 * Copies a project's bids with their subcontractors, labor and trade lines and amounts onto its copy (docs/projects.md §2.3
 * copy project: the copy is re-bid from the same estimate). Set-based: a handful of statements whatever the number of
 * bids. Lines keep the prices stored when they were saved (a copy does not reprice); leases and versions start fresh.
 * Runs in the copy's transaction and ends by recomputing the copy's totals (docs/money.md §8).
 */
export async function copyBids(ctx: TenantScope, trx: Db, sourceProjectId: number, targetProjectId: number): Promise<number> {
  const tenant = tenantOf(ctx);
  const bids = await reserveIds(trx, 'bids', sql`tenant_id = ${tenant} and project_id = ${sourceProjectId}`);
  if (bids.old.length === 0) return 0;
  await sql`
    insert into bids (tenant_id, id, project_id, division_id, subdivision_id, label, scope_of_work, is_alternate,
      division_status, hourly, selected_subcontractor_id, labor_total, burden_total, trades_total, sub_total,
      calculated_overhead, calculated_profit, bidsheet_total_cost)
    select b.tenant_id, m.fresh, ${targetProjectId}, b.division_id, b.subdivision_id, b.label, b.scope_of_work,
      b.is_alternate, b.division_status, b.hourly, b.selected_subcontractor_id, b.labor_total, b.burden_total,
      b.trades_total, b.sub_total, b.calculated_overhead, b.calculated_profit, b.bidsheet_total_cost
    from bids b join ${mapping(bids)} on b.id = m.old where b.tenant_id = ${tenant}`.execute(trx);
  await sql`
    insert into bid_subcontractors (tenant_id, bid_id, subcontractor_id)
    select s.tenant_id, m.fresh, s.subcontractor_id
    from bid_subcontractors s join ${mapping(bids)} on s.bid_id = m.old where s.tenant_id = ${tenant}`.execute(trx);
  await sql`
    insert into bid_labor_lines (tenant_id, bid_id, position_id, level_id, costcode, quantity, units, costperunit, burden,
      burden_annual, total, overhead, budget_total, notes)
    select l.tenant_id, m.fresh, l.position_id, l.level_id, l.costcode, l.quantity, l.units, l.costperunit, l.burden,
      l.burden_annual, l.total, l.overhead, l.budget_total, l.notes
    from bid_labor_lines l join ${mapping(bids)} on l.bid_id = m.old where l.tenant_id = ${tenant} order by l.id`.execute(trx);
  const lines = await reserveIds(trx, 'bid_trade_lines', sql`tenant_id = ${tenant} and bid_id = any(${sql.val(bids.old)}::int[])`);
  if (lines.old.length > 0) {
    await sql`
      insert into bid_trade_lines (tenant_id, id, bid_id, subdivision_id, category_id, part_id, costcode, part_hold,
        cost_per_unit, units, u_per_m, total, notes)
      select t.tenant_id, m.fresh, bm.fresh, t.subdivision_id, t.category_id, t.part_id, t.costcode, t.part_hold,
        t.cost_per_unit, t.units, t.u_per_m, t.total, t.notes
      from bid_trade_lines t
      join ${mapping(lines)} on t.id = m.old
      join unnest(${sql.val(bids.old)}::int[], ${sql.val(bids.fresh)}::int[]) as bm(old, fresh) on t.bid_id = bm.old
      where t.tenant_id = ${tenant} order by t.id`.execute(trx);
    await sql`
      insert into bid_trade_amounts (tenant_id, bid_id, trade_line_id, subcontractor_id, amount)
      select a.tenant_id, bm.fresh, m.fresh, a.subcontractor_id, a.amount
      from bid_trade_amounts a
      join ${mapping(lines)} on a.trade_line_id = m.old
      join unnest(${sql.val(bids.old)}::int[], ${sql.val(bids.fresh)}::int[]) as bm(old, fresh) on a.bid_id = bm.old
      where a.tenant_id = ${tenant}`.execute(trx);
  }
  await recalculateProject(ctx, trx, targetProjectId);
  return bids.old.length;
}
