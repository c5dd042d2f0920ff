import type { TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { laborLineJson, laborLineRows, tradeLineJson, tradeLineRows, type LineTables } from '../lines/queries.js';

// Labor and trade lines of PCOs as the REST contract answers them (README.md): the priced line (lines module) with
// `pco_id`, by id, and no subcontractor amounts.

export const PCO_LINES: LineTables = { labor: 'pco_labor_lines', trade: 'pco_trade_lines', parent: 'pco_id', byParent: false };

export type Which = { pcoId: number } | { lineId: number } | { pcoIds: number[] };

const lineWhich = (which: Which) => ('lineId' in which ? which : { parentIds: 'pcoIds' in which ? which.pcoIds : [which.pcoId] });

export async function pcoLaborLinesJson(ctx: TenantScope, db: Db, which: Which) {
  const rows = await laborLineRows(ctx, db, PCO_LINES, lineWhich(which));
  return rows.map((r) => ({ id: r.id, pco_id: r.parent_id, ...laborLineJson(r) }));
}

export async function pcoTradeLinesJson(ctx: TenantScope, db: Db, which: Which) {
  const rows = await tradeLineRows(ctx, db, PCO_LINES, lineWhich(which));
  return rows.map((r) => ({ id: r.id, pco_id: r.parent_id, ...tradeLineJson(r, 'BS') }));
}
