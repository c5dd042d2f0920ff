import { dec, toMoneyString } from '@suite/money';
import { tenantOf, type TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { badField } from '../lines/fields.js';
import type { CostToBook } from '../module.js';
import { recalculateDirectCost } from './guard.js';

// The `bookCost` hook (docs/subcontracts.md §5, docs/money.md §15): an approved subcontractor or vendor billing's
// line becomes one direct cost of that contractor type, charged to the line's tracker row (a DT key), dated the
// billing date, in the caller's transaction; its §10 figures come from recalculateDirectCost as for any sheet. A
// credit (a negative billing line) cannot be an amount (amounts are never negative, migration 0018): it is booked
// as one direct-trade line on the row's part whose total is the credit, so cost to date goes down by it.

const SHEET_NAME_MAX = 255;
const NOTES_MAX = 225;

/** 'DT:<division>:<subdivision>:<category>:<part>' → its ids; anything else is a caller's mistake (400 naming row_key). */
function dtKey(key: string) {
  const m = /^DT:(\d+):(\d+):(\d+):(\d+)$/.exec(key);
  if (!m) throw badField('row_key', `Cannot book a cost on row ${key}.`);
  return { division: Number(m[1]), subdivision: Number(m[2]), category: Number(m[3]), part: Number(m[4]) };
}

export async function bookCost(ctx: TenantScope, trx: Db, cost: CostToBook): Promise<number> {
  const t = tenantOf(ctx);
  const key = dtKey(cost.row_key);
  const amount = dec(cost.amount);
  const row = await trx.insertInto('direct_costs').values({
    tenant_id: t, project_id: cost.project_id, sheet_name: cost.notes.slice(0, SHEET_NAME_MAX) || 'Billing', division_id: key.division,
    subdivision_id: key.subdivision, contractor_type: cost.contractor_type,
    vendor_id: cost.contractor_type === 'Vendor' ? cost.vendor_id : null,
    subcontractor_id: cost.contractor_type === 'Subcontractor' ? cost.subcontractor_id : null,
    cost_date: cost.cost_date, notes: cost.notes.slice(0, NOTES_MAX), amount: amount.isNegative() ? '0' : toMoneyString(amount),
    charge_division_id: key.division, charge_subdivision_id: key.subdivision, charge_category_id: key.category, charge_part_id: key.part,
    unbudgeted: false, labor_total: '0', burden_total: '0', trades_total: '0', total: '0',
  }).returning('id').executeTakeFirstOrThrow();
  if (amount.isNegative()) {
    const part = await trx.selectFrom('catalogue_parts').select(['part_hold', 'cost_code']).where('tenant_id', '=', t).where('id', '=', key.part)
      .executeTakeFirst();
    await trx.insertInto('direct_cost_trade_lines').values({
      tenant_id: t, direct_cost_id: row.id, subdivision_id: key.subdivision, category_id: key.category, part_id: key.part,
      costcode: part?.cost_code ?? '', part_hold: part?.part_hold ?? '', cost_per_unit: toMoneyString(amount), units: '1',
      total: toMoneyString(amount), notes: cost.notes.slice(0, NOTES_MAX),
    }).execute();
  }
  await recalculateDirectCost(ctx, trx, row.id);
  return row.id;
}
