import { toMoneyString, toPlainString, toRateString } from '@suite/money';
import { tenantOf, type TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';

// Labor and trade lines of PCOs as the REST contract answers them (README.md): the bid lines' shapes with `pco_id`
// instead of `bidsheet_id`, and no subcontractor amounts.

export type Which = { pcoId: number } | { lineId: number } | { pcoIds: number[] };

export async function pcoLaborLinesJson(ctx: TenantScope, db: Db, which: Which) {
  let query = db.selectFrom('pco_labor_lines as l')
    .innerJoin('positions as p', (j) => j.onRef('p.tenant_id', '=', 'l.tenant_id').onRef('p.id', '=', 'l.position_id'))
    .innerJoin('levels as lv', (j) => j.onRef('lv.tenant_id', '=', 'l.tenant_id').onRef('lv.id', '=', 'l.level_id'))
    .select([
      'l.id', 'l.pco_id', 'l.costcode', 'l.position_id', 'p.name as position', 'l.level_id', 'lv.name as level', 'l.quantity', 'l.units',
      'l.costperunit', 'l.burden', 'l.total', 'l.overhead', 'l.budget_total', 'l.notes',
    ])
    .where('l.tenant_id', '=', tenantOf(ctx));
  if ('pcoIds' in which && which.pcoIds.length === 0) return [];
  if ('lineId' in which) query = query.where('l.id', '=', which.lineId);
  else query = 'pcoIds' in which ? query.where('l.pco_id', 'in', which.pcoIds) : query.where('l.pco_id', '=', which.pcoId);
  const rows = await query.orderBy('l.id').execute();
  return rows.map((r) => ({
    id: r.id, pco_id: r.pco_id, costcode: r.costcode, position_id: r.position_id, position: r.position, level_id: r.level_id,
    level: r.level, quantity: toPlainString(r.quantity), units: toPlainString(r.units), costperunit: toRateString(r.costperunit),
    burden: toRateString(r.burden), total: toMoneyString(r.total), overhead: toMoneyString(r.overhead),
    budget_total: toMoneyString(r.budget_total), notes: r.notes,
  }));
}

export async function pcoTradeLinesJson(ctx: TenantScope, db: Db, which: Which) {
  let query = db.selectFrom('pco_trade_lines as t')
    .innerJoin('catalogue_subdivisions as s', (j) => j.onRef('s.tenant_id', '=', 't.tenant_id').onRef('s.id', '=', 't.subdivision_id'))
    .innerJoin('catalogue_divisions as d', (j) => j.onRef('d.tenant_id', '=', 's.tenant_id').onRef('d.id', '=', 's.division_id'))
    .innerJoin('catalogue_categories as c', (j) => j.onRef('c.tenant_id', '=', 't.tenant_id').onRef('c.id', '=', 't.category_id'))
    .select([
      't.id', 't.pco_id', 't.costcode', 'd.id as division_id', 'd.division_name', 't.subdivision_id', 's.subdivision_name',
      't.category_id', 'c.category_name', 't.part_id', 't.part_hold', 't.cost_per_unit', 't.units', 't.u_per_m', 't.total', 't.notes',
    ])
    .where('t.tenant_id', '=', tenantOf(ctx));
  if ('pcoIds' in which && which.pcoIds.length === 0) return [];
  if ('lineId' in which) query = query.where('t.id', '=', which.lineId);
  else query = 'pcoIds' in which ? query.where('t.pco_id', 'in', which.pcoIds) : query.where('t.pco_id', '=', which.pcoId);
  const rows = await query.orderBy('t.id').execute();
  return rows.map((r) => ({
    id: r.id, pco_id: r.pco_id, costcode: r.costcode, division_id: r.division_id, division: r.division_name,
    subdivision_id: r.subdivision_id, sub_division: r.subdivision_name, category_id: r.category_id, category: r.category_name,
    part_id: r.part_id, part: r.part_hold, cost_per_unit: toRateString(r.cost_per_unit), units: toPlainString(r.units),
    u_per_m: r.u_per_m, total: toMoneyString(r.total), notes: r.notes, types: 'BS',
  }));
}
