import { sql } from 'kysely';
import { toMoneyString, toPlainString, toRateString } from '@suite/money';
import { tenantOf, type TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { burdenRate } from '../overhead/burden.js';
import { switchedLaborLine } from './pricing.js';

// Labor and trade lines of bids: reads as the REST contract answers them (README.md) and the hours ⇄ weeks switch.

export type Which = { bidIds: number[] } | { lineId: number };

/** Labor lines as REST JSON, by bid then id: one statement for any number of bids. */
export async function laborLinesJson(ctx: TenantScope, db: Db, which: Which) {
  let query = db.selectFrom('bid_labor_lines as l')
    .innerJoin('positions as p', (j) => j.onRef('p.tenant_id', '=', 'l.tenant_id').onRef('p.id', '=', 'l.position_id'))
    .innerJoin('levels as lv', (j) => j.onRef('lv.tenant_id', '=', 'l.tenant_id').onRef('lv.id', '=', 'l.level_id'))
    .select([
      'l.id', 'l.bid_id', 'l.costcode', 'l.position_id', 'p.name as position', 'l.level_id', 'lv.name as level', 'l.quantity', 'l.units',
      'l.costperunit', 'l.burden', 'l.total', 'l.overhead', 'l.budget_total', 'l.notes',
    ])
    .where('l.tenant_id', '=', tenantOf(ctx));
  if ('lineId' in which) query = query.where('l.id', '=', which.lineId);
  else if (which.bidIds.length === 0) return [];
  else query = query.where('l.bid_id', 'in', which.bidIds);
  const rows = await query.orderBy('l.bid_id').orderBy('l.id').execute();
  return rows.map((r) => ({
    id: r.id, bidsheet_id: r.bid_id, costcode: r.costcode, position_id: r.position_id, position: r.position, level_id: r.level_id,
    level: r.level, quantity: toPlainString(r.quantity), units: toPlainString(r.units), costperunit: toRateString(r.costperunit),
    burden: toRateString(r.burden), total: toMoneyString(r.total), overhead: toMoneyString(r.overhead),
    budget_total: toMoneyString(r.budget_total), notes: r.notes,
  }));
}

/** Trade lines as REST JSON with one amount per subcontractor on the bid, in bid order: three statements in all. */
export async function tradeLinesJson(ctx: TenantScope, db: Db, which: Which) {
  const tenantId = tenantOf(ctx);
  let query = db.selectFrom('bid_trade_lines as t')
    .innerJoin('catalogue_subdivisions as s', (j) => j.onRef('s.tenant_id', '=', 't.tenant_id').onRef('s.id', '=', 't.subdivision_id'))
    .innerJoin('catalogue_divisions as d', (j) => j.onRef('d.tenant_id', '=', 's.tenant_id').onRef('d.id', '=', 's.division_id'))
    .innerJoin('catalogue_categories as c', (j) => j.onRef('c.tenant_id', '=', 't.tenant_id').onRef('c.id', '=', 't.category_id'))
    .select([
      't.id', 't.bid_id', 't.costcode', 'd.id as division_id', 'd.division_name', 't.subdivision_id', 's.subdivision_name',
      't.category_id', 'c.category_name', 't.part_id', 't.part_hold', 't.cost_per_unit', 't.units', 't.u_per_m', 't.total', 't.notes',
    ])
    .where('t.tenant_id', '=', tenantId);
  if ('lineId' in which) query = query.where('t.id', '=', which.lineId);
  else if (which.bidIds.length === 0) return [];
  else query = query.where('t.bid_id', 'in', which.bidIds);
  const rows = await query.orderBy('t.bid_id').orderBy('t.id').execute();
  if (rows.length === 0) return [];
  const bidIds = [...new Set(rows.map((r) => r.bid_id))];
  const [subs, amounts] = await Promise.all([
    db.selectFrom('bid_subcontractors as bs')
      .innerJoin('subcontractors as sc', (j) => j.onRef('sc.tenant_id', '=', 'bs.tenant_id').onRef('sc.id', '=', 'bs.subcontractor_id'))
      .select(['bs.bid_id', 'bs.subcontractor_id', 'sc.company_name']).where('bs.tenant_id', '=', tenantId).where('bs.bid_id', 'in', bidIds)
      .orderBy('bs.bid_id').orderBy('bs.added_at').orderBy('bs.subcontractor_id').execute(),
    db.selectFrom('bid_trade_amounts').select(['trade_line_id', 'subcontractor_id', 'amount'])
      .where('tenant_id', '=', tenantId).where('trade_line_id', 'in', rows.map((r) => r.id)).execute(),
  ]);
  const amountOf = new Map(amounts.map((a) => [`${a.trade_line_id}:${a.subcontractor_id}`, a.amount]));
  return rows.map((r) => ({
    id: r.id, bidsheet_id: r.bid_id, costcode: r.costcode, division_id: r.division_id, division: r.division_name,
    subdivision_id: r.subdivision_id, sub_division: r.subdivision_name, category_id: r.category_id, category: r.category_name,
    part_id: r.part_id, part: r.part_hold, cost_per_unit: toRateString(r.cost_per_unit), units: toPlainString(r.units),
    u_per_m: r.u_per_m, total: toMoneyString(r.total), notes: r.notes, types: 'BS',
    subcontractor: subs.filter((s) => s.bid_id === r.bid_id).map((s) => ({
      subcontractor_id: s.subcontractor_id, subcontractor_name: s.company_name,
      subcontractor_amount: toMoneyString(amountOf.get(`${r.id}:${s.subcontractor_id}`) ?? '0'),
    })),
  }));
}

/** Where a sheet's labor lines live: a bid's, or a PCO's (pcos module). */
export type LaborLineTable = { table: 'bid_labor_lines'; parent: 'bid_id' } | { table: 'pco_labor_lines'; parent: 'pco_id' };
const BID_LABOR: LaborLineTable = { table: 'bid_labor_lines', parent: 'bid_id' };

/**
 * calculations.md §5: a sheet (a bid, or a PCO given its LaborLineTable) switched to hours (hourly) or weeks. Every
 * labor line's units are converted and its cost per unit and burden re-priced from its level and the burden rate,
 * all lines written back in one statement.
 */
export async function switchPricingMode(
  ctx: TenantScope, trx: Db, sheetId: number, hourly: boolean, where: LaborLineTable = BID_LABOR,
): Promise<void> {
  const tenantId = tenantOf(ctx);
  const table = sql.table(where.table);
  const lines = (await sql<{ id: number; quantity: string; units: string; rate_per_hour: string; rate_per_week: string }>`
    select l.id, l.quantity, l.units, lv.rate_per_hour, lv.rate_per_week
    from ${table} l join levels lv on lv.tenant_id = l.tenant_id and lv.id = l.level_id
    where l.tenant_id = ${tenantId} and ${sql.ref(`l.${where.parent}`)} = ${sheetId}`.execute(trx)).rows;
  if (lines.length === 0) return;
  const burden = await burdenRate(ctx, trx);
  const values = lines.map((l) => {
    const s = switchedLaborLine(l, hourly, { ratePerHour: l.rate_per_hour, ratePerWeek: l.rate_per_week }, burden);
    return sql`(${l.id}::int, ${s.units.toFixed()}::numeric, ${s.costPerUnit.toFixed()}::numeric, ${s.burden.toFixed()}::numeric,
      ${s.total.toFixed(2)}::numeric, ${s.overhead.toFixed(2)}::numeric, ${s.budgetTotal.toFixed(2)}::numeric)`;
  });
  await sql`
    update ${table} l set units = v.units, costperunit = v.cpu, burden = v.burden, total = v.total, overhead = v.overhead,
      budget_total = v.budget, updated_at = now()
    from (values ${sql.join(values)}) as v(id, units, cpu, burden, total, overhead, budget)
    where l.tenant_id = ${tenantId} and l.id = v.id`.execute(trx);
}
