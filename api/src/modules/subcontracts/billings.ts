import { dec, toMoneyString } from '@suite/money';
import { sql } from 'kysely';
import { tenantOf } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { conflict, HttpError } from '../../errors.js';
import { badField } from '../lines/fields.js';
import type { ApiModule, CostToBook } from '../module.js';
import { bumpVersion, commitmentOf, lockCommitment, type Actor } from './guard.js';
import { SUBCONTRACT_REASONS as R } from './reasons.js';
import { commitmentJson } from './repository.js';
import { SC_MESSAGES } from './rules.js';
import { namedLines, type AmountLine } from './writes.js';

// Billings (docs/subcontracts.md §1, §2, §4; docs/money.md §15): submitted by staff or by the subcontractor's portal,
// approved (booked as direct costs through the direct-costs module's `bookCost` hook) or rejected by staff.

export type BookCost = NonNullable<ApiModule['bookCost']>;

/** The declared `bookCost` (the direct-costs module's); without one approving cannot book and is refused. */
export function bookCostFrom(modules: readonly ApiModule[]): BookCost {
  const hook = modules.find((m) => m.bookCost)?.bookCost;
  return hook ?? (async () => { throw new HttpError(500, 'No module books direct costs.'); });
}

export interface BillingInput {
  period_from: string;
  period_to: string;
  billing_date: string;
  lines: readonly AmountLine[];
}

/**
 * Each line against the commitment as approved so far: a negative amount needs a reason; the amount may not exceed
 * the line's remaining balance nor take its billed to date below 0 (400 naming the line and the field).
 */
async function checkBillingLines(actor: Actor, trx: Db, id: number, lines: readonly AmountLine[]): Promise<void> {
  for (const { input, line, label, field } of await namedLines(actor, trx, id, lines)) {
    if (input.amount.isNegative() && !(input.reason ?? '').trim()) throw badField(`${field}.reason`, SC_MESSAGES.negativeNoReason(label));
    if (input.amount.gt(dec(line.remaining_balance))) throw badField(`${field}.amount`, SC_MESSAGES.overRemaining(label, line.remaining_balance));
    if (dec(line.billed_to_date).plus(input.amount).isNegative()) throw badField(`${field}.amount`, SC_MESSAGES.billedNegative(label));
  }
}

/** POST subcontract/{id}/billings (and the portal's): the next billing, Submitted. Answers its id. */
export async function submitBilling(actor: Actor, trx: Db, id: number, version: number | undefined, billing: BillingInput): Promise<number> {
  await lockCommitment(actor, trx, id, version);
  if (billing.period_to < billing.period_from) throw badField('period_to', SC_MESSAGES.periodOrder);
  await checkBillingLines(actor, trx, id, billing.lines);
  const t = tenantOf(actor);
  const next = await trx.selectFrom('subcontract_billings').select(sql<number>`coalesce(max(number), 0) + 1`.as('next'))
    .where('tenant_id', '=', t).where('subcontract_id', '=', id).executeTakeFirstOrThrow();
  const row = await trx.insertInto('subcontract_billings').values({
    tenant_id: t, subcontract_id: id, number: Number(next.next), period_from: billing.period_from, period_to: billing.period_to,
    billing_date: billing.billing_date, submitted_by: actor.user.id,
  }).returning('id').executeTakeFirstOrThrow();
  await trx.insertInto('subcontract_billing_lines').values(billing.lines.map((l) => ({
    tenant_id: t, billing_id: row.id, line_id: l.line_id, amount: toMoneyString(l.amount), reason: (l.reason ?? '').trim(),
  }))).execute();
  await bumpVersion(actor, trx, id);
  return row.id;
}

async function lockBilling(actor: Actor, trx: Db, billingId: number, version: number | undefined) {
  const id = await commitmentOf(actor, trx, 'subcontract_billings', billingId, SC_MESSAGES.billingNotFound);
  const c = await lockCommitment(actor, trx, id, version);
  const billing = await trx.selectFrom('subcontract_billings')
    .select(['id', 'number', 'status', sql<string>`to_char(billing_date, 'YYYY-MM-DD')`.as('billing_date')])
    .where('tenant_id', '=', tenantOf(actor)).where('id', '=', billingId).forUpdate().executeTakeFirstOrThrow();
  if (billing.status !== 'Submitted') throw conflict(SC_MESSAGES.billingDone(billing.number, billing.status), undefined, R.billingNotSubmitted);
  return { c, billing };
}

/**
 * POST subcontract/billing/{id}/approve: checked again against what is approved now, then one direct cost per line
 * with an amount, on the line's tracker row (DT key), dated the billing date; the billing then never changes.
 */
export async function approveBilling(actor: Actor, trx: Db, billingId: number, version: number | undefined, book: BookCost): Promise<number> {
  const { c, billing } = await lockBilling(actor, trx, billingId, version);
  const t = tenantOf(actor);
  const lines = await trx.selectFrom('subcontract_billing_lines as x')
    .innerJoin('subcontract_lines as l', (j) => j.onRef('l.tenant_id', '=', 'x.tenant_id').onRef('l.id', '=', 'x.line_id'))
    .select(['x.line_id', 'x.amount', 'x.reason', 'l.division_id', 'l.subdivision_id', 'l.category_id', 'l.part_id'])
    .where('x.tenant_id', '=', t).where('x.billing_id', '=', billingId).orderBy('x.line_id').execute();
  await checkBillingLines(actor, trx, c.id, lines.map((l) => ({ line_id: l.line_id, amount: dec(l.amount), reason: l.reason })));
  for (const l of lines) {
    if (dec(l.amount).isZero()) continue;
    const cost: CostToBook = {
      project_id: c.project_id, contractor_type: c.kind === 'PO' ? 'Vendor' : 'Subcontractor', subcontractor_id: c.subcontractor_id,
      vendor_id: c.vendor_id, row_key: `DT:${l.division_id}:${l.subdivision_id}:${l.category_id}:${l.part_id}`, cost_date: billing.billing_date,
      amount: toMoneyString(l.amount), notes: `${c.label} billing ${billing.number}`,
    };
    const directCostId = await book(actor, trx, cost);
    await trx.updateTable('subcontract_billing_lines').set({ direct_cost_id: directCostId })
      .where('tenant_id', '=', t).where('billing_id', '=', billingId).where('line_id', '=', l.line_id).execute();
  }
  await trx.updateTable('subcontract_billings').set({ status: 'Approved', approved_by: actor.user.id, approved_at: new Date() })
    .where('tenant_id', '=', t).where('id', '=', billingId).execute();
  // A credit may not leave less billed than is already paid and held (unpaid bills never negative, §2).
  const after = (await commitmentJson(actor, trx, c.id))!;
  if (dec(after.totals.unpaid_bills).isNegative()) throw badField('lines', SC_MESSAGES.overPaid(`Billing ${billing.number}`));
  await bumpVersion(actor, trx, c.id);
  return c.id;
}

/** POST subcontract/billing/{id}/reject: with a reason. Answers the commitment's id. */
export async function rejectBilling(actor: Actor, trx: Db, billingId: number, version: number | undefined, reason: string): Promise<number> {
  if (reason === '') throw badField('reason', SC_MESSAGES.reason);
  const { c } = await lockBilling(actor, trx, billingId, version);
  await trx.updateTable('subcontract_billings').set({ status: 'Rejected', reject_reason: reason })
    .where('tenant_id', '=', tenantOf(actor)).where('id', '=', billingId).execute();
  await bumpVersion(actor, trx, c.id);
  return c.id;
}
