import { dec, type Decimal, toMoneyString } from '@suite/money';
import { tenantOf } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { conflict } from '../../errors.js';
import { badField, text } from '../lines/fields.js';
import { lockApplication, logAction, type Actor } from './guard.js';
import { PAYMENT_APPLICATION_REASONS as R } from './reasons.js';
import { applicationsJson } from './repository.js';
import { lineProblem, PA_MESSAGES } from './rules.js';

// The life of an application after its Draft (docs/money.md §12): submitted (frozen), certified by the owner (at most
// line 8), paid once the payments received reach the certified amount. Each inside the caller's transaction.

/** The application's figures as answered, inside the transaction (line 8 depends on the earlier applications). */
async function figuresOf(ctx: Actor, trx: Db, projectId: number, id: number) {
  return (await applicationsJson(ctx, trx, projectId)).find((a) => a.id === id)!;
}

/** POST payment-application/{id}/submit: Draft → Submitted, frozen; 400 naming the line when one breaks a rule. */
export async function submitApplication(ctx: Actor, trx: Db, id: number, version: number | null | undefined): Promise<void> {
  const app = await lockApplication(ctx, trx, id, version);
  const lines = await trx.selectFrom('payment_application_lines')
    .select(['item_no', 'scheduled_value', 'from_previous', 'this_period', 'stored_materials'])
    .where('tenant_id', '=', tenantOf(ctx)).where('application_id', '=', id).orderBy('item_no').execute();
  for (const [i, line] of lines.entries()) {
    const problem = lineProblem(line);
    if (problem) throw badField(`lines[${i}].${problem.field}`, problem.message);
  }
  // Lines are written before the status: once Submitted, the trigger refuses any change to them.
  await trx.updateTable('payment_applications').set((eb) => ({
    status: 'Submitted', submitted_at: new Date(), submitted_by: ctx.user.id, version: eb('version', '+', 1),
  })).where('tenant_id', '=', tenantOf(ctx)).where('id', '=', id).execute();
  await logAction(ctx, trx, app, 'submitted', `Payment application ${app.number} submitted.`);
}

/**
 * POST payment-application/{id}/certify: Submitted → Certified with the owner's amount, 0 ≤ amount ≤ line 8 (400
 * naming `certified_amount`); a certificate of 0 has nothing to receive, so it is Paid at once.
 */
export async function certifyApplication(
  ctx: Actor, trx: Db, id: number, version: number | null | undefined, amount: Decimal, certifiedOn: string,
): Promise<void> {
  const app = await lockApplication(ctx, trx, id, version, 'any');
  if (app.status !== 'Submitted') {
    throw conflict(app.status === 'Draft' ? PA_MESSAGES.notSubmitted(app.number) : PA_MESSAGES.submitted(app.number), undefined,
      app.status === 'Draft' ? R.notSubmitted : R.submitted);
  }
  const due = dec((await figuresOf(ctx, trx, app.project_id, id)).summary.current_payment_due);
  if (amount.isNegative() || amount.gt(due)) throw badField('certified_amount', PA_MESSAGES.certifiedRange(toMoneyString(due)));
  const status = amount.isZero() ? 'Paid' : 'Certified';
  await trx.updateTable('payment_applications').set((eb) => ({
    status, certified_amount: toMoneyString(amount), certified_on: certifiedOn, version: eb('version', '+', 1),
  })).where('tenant_id', '=', tenantOf(ctx)).where('id', '=', id).execute();
  await logAction(ctx, trx, app, 'certified', `Payment application ${app.number} certified for ${toMoneyString(amount)} on ${certifiedOn}.`);
}

export interface NewPayment {
  amount: Decimal;
  received_on: string;
  reference: string;
}

/**
 * POST payment-application/{id}/payments: on a Certified application; Σ payments ≤ the certified amount (400 naming
 * `amount`); reaching it makes the application Paid.
 */
export async function recordPayment(ctx: Actor, trx: Db, id: number, version: number | null | undefined, payment: NewPayment): Promise<void> {
  const app = await lockApplication(ctx, trx, id, version, 'any');
  if (app.status !== 'Certified') {
    throw conflict(app.status === 'Paid' ? PA_MESSAGES.submitted(app.number) : PA_MESSAGES.notCertified(app.number), undefined,
      app.status === 'Paid' ? R.submitted : R.notSubmitted);
  }
  if (!payment.amount.isPositive() || payment.amount.isZero()) throw badField('amount', PA_MESSAGES.paymentPositive);
  const reference = text(payment.reference);
  if (reference.length > 255) throw badField('reference', PA_MESSAGES.referenceTooLong);
  const received = await trx.selectFrom('payment_application_payments').select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('total'))
    .where('tenant_id', '=', tenantOf(ctx)).where('application_id', '=', id).executeTakeFirstOrThrow();
  const certified = dec(app.certified_amount!);
  const after = dec(received.total).plus(payment.amount);
  if (after.gt(certified)) throw badField('amount', PA_MESSAGES.paymentTooMuch(toMoneyString(certified.minus(dec(received.total)))));
  await trx.insertInto('payment_application_payments').values({
    tenant_id: tenantOf(ctx), application_id: id, amount: toMoneyString(payment.amount), received_on: payment.received_on, reference,
    recorded_by: ctx.user.id,
  }).execute();
  await logAction(ctx, trx, app, 'payment',
    `Payment application ${app.number}: ${toMoneyString(payment.amount)} received on ${payment.received_on}${reference ? ` (${reference})` : ''}.`);
  const paid = after.eq(certified);
  if (paid) await logAction(ctx, trx, app, 'paid', `Payment application ${app.number} paid in full.`);
  await trx.updateTable('payment_applications').set((eb) => ({ version: eb('version', '+', 1), ...(paid ? { status: 'Paid' as const } : {}) }))
    .where('tenant_id', '=', tenantOf(ctx)).where('id', '=', id).execute();
}

