import { dec, toMoneyString, type Decimal } from '@suite/money';
import { sql } from 'kysely';
import { tenantOf } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { badField } from '../lines/fields.js';
import { bumpVersion, commitmentOf, lockCommitment, type Actor } from './guard.js';
import { commitmentJson } from './repository.js';
import { SC_MESSAGES } from './rules.js';

// Payments, retainage releases and signed lien waivers (docs/subcontracts.md §1, §2, §4; docs/money.md §15).

export interface PaymentInput {
  amount: Decimal;
  paid_on: string;
  reference: string;
  is_final: boolean;
}

/**
 * POST subcontract/{id}/payments: at most the unpaid bills (retainage released is payable, so it is in them); the
 * through-date is the latest approved billing's period end; a final payment closes the commitment.
 */
export async function recordPayment(actor: Actor, trx: Db, id: number, version: number | undefined, payment: PaymentInput): Promise<void> {
  await lockCommitment(actor, trx, id, version);
  if (!payment.amount.isPositive() || payment.amount.isZero()) throw badField('amount', SC_MESSAGES.paymentPositive);
  const commitment = (await commitmentJson(actor, trx, id))!;
  if (payment.amount.gt(dec(commitment.totals.unpaid_bills))) throw badField('amount', SC_MESSAGES.paymentTooMuch(commitment.totals.unpaid_bills));
  const t = tenantOf(actor);
  const through = await trx.selectFrom('subcontract_billings').select(sql<string | null>`to_char(max(period_to), 'YYYY-MM-DD')`.as('through'))
    .where('tenant_id', '=', t).where('subcontract_id', '=', id).where('status', '=', 'Approved').executeTakeFirstOrThrow();
  await trx.insertInto('subcontract_payments').values({
    tenant_id: t, subcontract_id: id, amount: toMoneyString(payment.amount), paid_on: payment.paid_on, reference: payment.reference,
    is_final: payment.is_final, through_date: through.through, recorded_by: actor.user.id,
  }).execute();
  if (payment.is_final) await trx.updateTable('subcontracts').set({ status: 'Closed' }).where('tenant_id', '=', t).where('id', '=', id).execute();
  await bumpVersion(actor, trx, id);
}

/** POST subcontract/{id}/release-retainage: part or all of the retainage held, which then becomes payable. */
export async function releaseRetainage(
  actor: Actor, trx: Db, id: number, version: number | undefined, release: { all: true } | { amount: Decimal },
): Promise<void> {
  await lockCommitment(actor, trx, id, version);
  const held = dec((await commitmentJson(actor, trx, id))!.totals.retainage_held);
  const amount = 'all' in release ? held : release.amount;
  if (!amount.isPositive() || amount.isZero()) throw badField('amount', SC_MESSAGES.releasePositive);
  if (amount.gt(held)) throw badField('amount', SC_MESSAGES.releaseTooMuch(toMoneyString(held)));
  await trx.insertInto('subcontract_retainage_releases').values({
    tenant_id: tenantOf(actor), subcontract_id: id, amount: toMoneyString(amount), released_by: actor.user.id,
  }).execute();
  await bumpVersion(actor, trx, id);
}

/** POST subcontract/payment/{id}/waiver: the signed waiver (replaces an earlier upload). Answers the commitment's id. */
export async function saveWaiver(
  actor: Actor, trx: Db, paymentId: number, version: number | undefined, file: { name: string; content: Buffer },
): Promise<number> {
  const id = await commitmentOf(actor, trx, 'subcontract_payments', paymentId, SC_MESSAGES.paymentNotFound);
  // A waiver follows a payment, a final one too: a Closed commitment still takes it.
  const c = await lockCommitment(actor, trx, id, version, false);
  const t = tenantOf(actor);
  await trx.deleteFrom('subcontract_payment_waivers').where('tenant_id', '=', t).where('payment_id', '=', paymentId).execute();
  await trx.insertInto('subcontract_payment_waivers').values({
    tenant_id: t, payment_id: paymentId, file_name: file.name, bytes: file.content.length, content: file.content, uploaded_by: actor.user.id,
  }).execute();
  await bumpVersion(actor, trx, c.id);
  return c.id;
}
