import { sql } from 'kysely';
import { toMoneyString, toPlainString, toRateString } from '@suite/money';
import { tenantOf, type TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { burdenRate } from '../overhead/burden.js';
import { switchedLaborLine } from './pricing.js';

// The reads of priced lines as the REST contract answers them, for any owner's tables, and the hours ⇄ weeks switch.
// The tables share one column set (tables.ts); only the owner's key differs, so one statement serves all three.

export type LaborTable = 'bid_labor_lines' | 'pco_labor_lines' | 'direct_cost_labor_lines';
export type TradeTable = 'bid_trade_lines' | 'pco_trade_lines' | 'direct_cost_trade_lines';
export type ParentColumn = 'bid_id' | 'pco_id' | 'direct_cost_id';

/** Where an owner's lines live and the order its reads answer them in. */
export interface LineTables {
  labor: LaborTable;
  trade: TradeTable;
  /** The owner's key, a column of both tables. */
  parent: ParentColumn;
  /** Lines by owner, then id (bids, direct costs); by id alone otherwise (PCOs). */
  byParent: boolean;
  /** Labor lines carry a work date (direct costs): answered as YYYY-MM-DD and ordered by it within the owner. */
  dated?: boolean;
}

/** Some owners' lines, or one line. */
export type LineWhich = { parentIds: readonly number[] } | { lineId: number };

// Kysely types the statement as over bid lines; the owner's table has the same columns (tables.ts).
const laborFrom = (t: LineTables) => `${t.labor} as l` as 'bid_labor_lines as l';
const tradeFrom = (t: LineTables) => `${t.trade} as t` as 'bid_trade_lines as t';

/** Labor lines with their position and level names: one statement for any number of owners. */
export async function laborLineRows(ctx: TenantScope, db: Db, tables: LineTables, which: LineWhich) {
  let query = db.selectFrom(laborFrom(tables))
    .innerJoin('positions as p', (j) => j.onRef('p.tenant_id', '=', 'l.tenant_id').onRef('p.id', '=', 'l.position_id'))
    .innerJoin('levels as lv', (j) => j.onRef('lv.tenant_id', '=', 'l.tenant_id').onRef('lv.id', '=', 'l.level_id'))
    .select([
      'l.id', sql.ref<number>(`l.${tables.parent}`).as('parent_id'), 'l.costcode', 'l.position_id', 'p.name as position', 'l.level_id',
      'lv.name as level', 'l.quantity', 'l.units', 'l.costperunit', 'l.burden', 'l.total', 'l.overhead', 'l.budget_total', 'l.notes',
    ])
    .$if(tables.dated === true, (q) => q.select(sql<string>`to_char(l.work_date, 'YYYY-MM-DD')`.as('date')))
    .where('l.tenant_id', '=', tenantOf(ctx));
  if ('lineId' in which) query = query.where('l.id', '=', which.lineId);
  else if (which.parentIds.length === 0) return [];
  else query = query.where(sql.ref<number>(`l.${tables.parent}`), 'in', [...which.parentIds]);
  if (tables.byParent) query = query.orderBy(sql.ref(`l.${tables.parent}`));
  if (tables.dated) query = query.orderBy(sql.ref('l.work_date'));
  return query.orderBy('l.id').execute();
}

export type LaborLineRow = Awaited<ReturnType<typeof laborLineRows>>[number];

/** A labor line's members as answered after its id and owner key (schemas.ts LaborLineMembers). */
export function laborLineJson(r: LaborLineRow) {
  return {
    costcode: r.costcode, position_id: r.position_id, position: r.position, level_id: r.level_id, level: r.level,
    quantity: toPlainString(r.quantity), units: toPlainString(r.units), costperunit: toRateString(r.costperunit),
    burden: toRateString(r.burden), total: toMoneyString(r.total), overhead: toMoneyString(r.overhead),
    budget_total: toMoneyString(r.budget_total), notes: r.notes,
  };
}

/** Direct-trade lines with their division, subdivision and category names: one statement for any number of owners. */
export async function tradeLineRows(ctx: TenantScope, db: Db, tables: LineTables, which: LineWhich) {
  let query = db.selectFrom(tradeFrom(tables))
    .innerJoin('catalogue_subdivisions as s', (j) => j.onRef('s.tenant_id', '=', 't.tenant_id').onRef('s.id', '=', 't.subdivision_id'))
    .innerJoin('catalogue_divisions as d', (j) => j.onRef('d.tenant_id', '=', 's.tenant_id').onRef('d.id', '=', 's.division_id'))
    .innerJoin('catalogue_categories as c', (j) => j.onRef('c.tenant_id', '=', 't.tenant_id').onRef('c.id', '=', 't.category_id'))
    .select([
      't.id', sql.ref<number>(`t.${tables.parent}`).as('parent_id'), 't.costcode', 'd.id as division_id', 'd.division_name',
      't.subdivision_id', 's.subdivision_name', 't.category_id', 'c.category_name', 't.part_id', 't.part_hold', 't.cost_per_unit',
      't.units', 't.u_per_m', 't.total', 't.notes',
    ])
    .where('t.tenant_id', '=', tenantOf(ctx));
  if ('lineId' in which) query = query.where('t.id', '=', which.lineId);
  else if (which.parentIds.length === 0) return [];
  else query = query.where(sql.ref<number>(`t.${tables.parent}`), 'in', [...which.parentIds]);
  if (tables.byParent) query = query.orderBy(sql.ref(`t.${tables.parent}`));
  return query.orderBy('t.id').execute();
}

export type TradeLineRow = Awaited<ReturnType<typeof tradeLineRows>>[number];

/** A trade line's members as answered after its id and owner key; `types` names the sheet kind ('BS', 'DC'). */
export function tradeLineJson(r: TradeLineRow, types: string) {
  return {
    costcode: r.costcode, division_id: r.division_id, division: r.division_name, subdivision_id: r.subdivision_id,
    sub_division: r.subdivision_name, category_id: r.category_id, category: r.category_name, part_id: r.part_id, part: r.part_hold,
    cost_per_unit: toRateString(r.cost_per_unit), units: toPlainString(r.units), u_per_m: r.u_per_m, total: toMoneyString(r.total),
    notes: r.notes, types,
  };
}

/**
 * docs/money.md §5: a sheet switched to hours (hourly) or weeks. Every labor line's units are converted and its cost
 * per unit and burden re-priced from its level and the burden rate (its annual figure stored again), all lines written
 * back in one statement.
 */
export async function switchPricingMode(
  ctx: TenantScope, trx: Db, tables: Pick<LineTables, 'labor' | 'parent'>, sheetId: number, hourly: boolean,
): Promise<void> {
  const tenantId = tenantOf(ctx);
  const table = sql.table(tables.labor);
  const lines = (await sql<{ id: number; quantity: string; units: string; rate_per_hour: string; rate_per_week: string }>`
    select l.id, l.quantity, l.units, lv.rate_per_hour, lv.rate_per_week
    from ${table} l join levels lv on lv.tenant_id = l.tenant_id and lv.id = l.level_id
    where l.tenant_id = ${tenantId} and ${sql.ref(`l.${tables.parent}`)} = ${sheetId}`.execute(trx)).rows;
  if (lines.length === 0) return;
  const burden = await burdenRate(ctx, trx);
  const values = lines.map((l) => {
    const s = switchedLaborLine(l, hourly, { ratePerHour: l.rate_per_hour, ratePerWeek: l.rate_per_week }, burden);
    return sql`(${l.id}::int, ${s.units.toFixed()}::numeric, ${s.costPerUnit.toFixed()}::numeric, ${s.burden.toFixed()}::numeric,
      ${s.burdenAnnual.toFixed(2)}::numeric, ${s.total.toFixed(2)}::numeric, ${s.overhead.toFixed(2)}::numeric, ${s.budgetTotal.toFixed(2)}::numeric)`;
  });
  await sql`
    update ${table} l set units = v.units, costperunit = v.cpu, burden = v.burden, burden_annual = v.annual, total = v.total,
      overhead = v.overhead, budget_total = v.budget, updated_at = now()
    from (values ${sql.join(values)}) as v(id, units, cpu, burden, annual, total, overhead, budget)
    where l.tenant_id = ${tenantId} and l.id = v.id`.execute(trx);
}
