import { sql } from 'kysely';
import { toMoneyString } from '@suite/money';
import { tenantOf, type TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { chargeKeyOf } from './charges.js';
import { laborLineJson, laborLineRows, tradeLineJson, tradeLineRows, type LineTables } from '../lines/queries.js';

// Reads of direct costs and their lines as the REST contract answers them (README.md): one statement for any number
// of direct costs, so a project's list and the gateway's batches cost a bounded number of queries.

export type DirectCostWhich = { projectId: number } | { ids: readonly number[] };

/** Direct costs as REST JSON, newest date first, then newest id. */
export async function directCostsJson(ctx: TenantScope, db: Db, which: DirectCostWhich) {
  const tenantId = tenantOf(ctx);
  let query = db.selectFrom('direct_costs as dc')
    .innerJoin('projects as p', (j) => j.onRef('p.tenant_id', '=', 'dc.tenant_id').onRef('p.id', '=', 'dc.project_id'))
    .innerJoin('companies as co', 'co.tenant_id', 'dc.tenant_id')
    .innerJoin('catalogue_divisions as d', (j) => j.onRef('d.tenant_id', '=', 'dc.tenant_id').onRef('d.id', '=', 'dc.division_id'))
    .innerJoin('catalogue_subdivisions as s', (j) => j.onRef('s.tenant_id', '=', 'dc.tenant_id').onRef('s.id', '=', 'dc.subdivision_id'))
    .leftJoin('vendors as v', (j) => j.onRef('v.tenant_id', '=', 'dc.tenant_id').onRef('v.id', '=', 'dc.vendor_id'))
    .leftJoin('subcontractors as sc', (j) => j.onRef('sc.tenant_id', '=', 'dc.tenant_id').onRef('sc.id', '=', 'dc.subcontractor_id'))
    .select([
      'dc.id', 'p.project_uid', 'dc.sheet_name', 'dc.division_id', 'd.division_name', 'dc.subdivision_id', 's.subdivision_name',
      'dc.contractor_type', 'dc.vendor_id', 'v.company_name as vendor_name', 'dc.subcontractor_id', 'sc.company_name as subcontractor_name',
      'co.company_name', sql<string>`to_char(dc.cost_date, 'YYYY-MM-DD')`.as('date'), 'dc.notes', 'dc.amount', 'dc.labor_total',
      'dc.trades_total', 'dc.total', 'dc.line_count', 'dc.charge_position_id', 'dc.charge_level_id', 'dc.charge_division_id',
      'dc.charge_subdivision_id', 'dc.charge_category_id', 'dc.charge_part_id', 'dc.unbudgeted',
    ])
    .where('dc.tenant_id', '=', tenantId);
  if ('projectId' in which) query = query.where('dc.project_id', '=', which.projectId);
  else if (which.ids.length === 0) return [];
  else query = query.where('dc.id', 'in', [...which.ids]);
  const rows = await query.orderBy('dc.cost_date', 'desc').orderBy('dc.id', 'desc').execute();
  return rows.map((r) => {
    const vendorName = r.vendor_id === null ? null : r.vendor_name;
    const subcontractorName = r.subcontractor_id === null ? null : r.subcontractor_name;
    return {
      ID: r.id, id: r.id, project_uid: r.project_uid, sheet_name: r.sheet_name, division_id: r.division_id, division: r.division_name,
      subdivision_id: r.subdivision_id, sub_division: r.subdivision_name, contractor_type: r.contractor_type,
      vendor_status: r.contractor_type === 'Vendor', subcontractor_status: r.contractor_type === 'Subcontractor',
      payroll_status: r.contractor_type === 'Payroll',
      vendor: r.vendor_id, vendor_name: vendorName, sub_contractor: r.subcontractor_id, sub_contractor_name: subcontractorName,
      // docs/projects.md §3: Payroll shows the company itself as the contractor.
      contractor_name: (r.contractor_type === 'Vendor' ? vendorName : r.contractor_type === 'Subcontractor' ? subcontractorName : r.company_name) ?? '',
      date: r.date, notes: r.notes, amount: toMoneyString(r.amount), labor_total: toMoneyString(r.labor_total),
      trades_total: toMoneyString(r.trades_total), total: toMoneyString(r.total), line_count: r.line_count,
      charge_row: chargeKeyOf(r), unbudgeted: r.unbudgeted,
    };
  });
}

export const DIRECT_COST_LINES: LineTables = {
  labor: 'direct_cost_labor_lines', trade: 'direct_cost_trade_lines', parent: 'direct_cost_id', byParent: true, dated: true,
};

export type LineWhich = { directCostIds: readonly number[] } | { lineId: number };

const lineWhich = (which: LineWhich) => ('lineId' in which ? which : { parentIds: which.directCostIds });

/** Labor lines as REST JSON, by direct cost, then date, then id. */
export async function laborLinesJson(ctx: TenantScope, db: Db, which: LineWhich) {
  const rows = await laborLineRows(ctx, db, DIRECT_COST_LINES, lineWhich(which));
  return rows.map((r) => ({ id: r.id, direct_cost_id: r.parent_id, date: r.date!, ...laborLineJson(r) }));
}

/** Trade lines as REST JSON, by direct cost, then id. */
export async function tradeLinesJson(ctx: TenantScope, db: Db, which: LineWhich) {
  const rows = await tradeLineRows(ctx, db, DIRECT_COST_LINES, lineWhich(which));
  return rows.map((r) => ({ id: r.id, direct_cost_id: r.parent_id, ...tradeLineJson(r, 'DC') }));
}

/** The project of a direct cost of the caller's tenant, or undefined (missing or another company's). */
export async function projectOfDirectCost(ctx: TenantScope, db: Db, id: number): Promise<number | undefined> {
  const row = await db.selectFrom('direct_costs').select('project_id').where('tenant_id', '=', tenantOf(ctx)).where('id', '=', id)
    .executeTakeFirst();
  return row?.project_id;
}
