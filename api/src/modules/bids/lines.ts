import { toMoneyString } from '@suite/money';
import { tenantOf, type TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { laborLineJson, laborLineRows, tradeLineJson, tradeLineRows, type LineTables } from '../lines/queries.js';

// Labor and trade lines of bids as the REST contract answers them (README.md): the priced line (lines module) with
// `bidsheet_id` and, on trade lines, one amount per subcontractor on the bid.

export const BID_LINES: LineTables = { labor: 'bid_labor_lines', trade: 'bid_trade_lines', parent: 'bid_id', byParent: true };

export type Which = { bidIds: number[] } | { lineId: number };

const lineWhich = (which: Which) => ('lineId' in which ? which : { parentIds: which.bidIds });

/** Labor lines as REST JSON, by bid then id: one statement for any number of bids. */
export async function laborLinesJson(ctx: TenantScope, db: Db, which: Which) {
  const rows = await laborLineRows(ctx, db, BID_LINES, lineWhich(which));
  return rows.map((r) => ({ id: r.id, bidsheet_id: r.parent_id, ...laborLineJson(r) }));
}

/** Trade lines as REST JSON with one amount per subcontractor on the bid, in bid order: three statements in all. */
export async function tradeLinesJson(ctx: TenantScope, db: Db, which: Which) {
  const tenantId = tenantOf(ctx);
  const rows = await tradeLineRows(ctx, db, BID_LINES, lineWhich(which));
  if (rows.length === 0) return [];
  const bidIds = [...new Set(rows.map((r) => r.parent_id))];
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
    id: r.id, bidsheet_id: r.parent_id, ...tradeLineJson(r, 'BS'),
    subcontractor: subs.filter((s) => s.bid_id === r.parent_id).map((s) => ({
      subcontractor_id: s.subcontractor_id, subcontractor_name: s.company_name,
      subcontractor_amount: toMoneyString(amountOf.get(`${r.id}:${s.subcontractor_id}`) ?? '0'),
    })),
  }));
}
