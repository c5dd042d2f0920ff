import { sql } from 'kysely';
import { dec, Decimal, toMoneyString, type DecimalInput } from '@suite/money';
import { tenantOf, type TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { conflict, isUniqueViolation } from '../../errors.js';
import { badField } from '../lines/fields.js';
import { lineFigures, spreadRelease } from './figures.js';
import { bumpVersion, lockApplication, lockBilledProject, logAction, type Actor, type LockedApplication } from './guard.js';
import { PAYMENT_APPLICATION_REASONS as R } from './reasons.js';
import { currentSov } from './repository.js';
import { lineProblem, moneyField, PA_MESSAGES } from './rules.js';
import { lineKey } from './sov.js';

// A Draft's writes (docs/billing.md §3, docs/money.md §12), each inside the caller's transaction so the demo seed and
// the tracker's tests can call them too: create, header, lines, retainage release, delete, the project's rates.

export interface NewApplication {
  period_from: string;
  period_to: string;
  application_date: string;
}

const m = (v: DecimalInput) => toMoneyString(v);

async function linesOf(ctx: TenantScope, trx: Db, applicationId: number) {
  return trx.selectFrom('payment_application_lines')
    .select(['id', 'item_no', 'kind', 'bid_id', 'pco_id', 'scheduled_value', 'from_previous', 'this_period', 'stored_materials', 'retainage_released'])
    .where('tenant_id', '=', tenantOf(ctx)).where('application_id', '=', applicationId).orderBy('item_no').execute();
}

/** The application numbered just before `number`, if any. */
async function previousOf(ctx: TenantScope, trx: Db, projectId: number, number: number) {
  return trx.selectFrom('payment_applications').select(['id', 'number']).where('tenant_id', '=', tenantOf(ctx))
    .where('project_id', '=', projectId).where('number', '<', number).orderBy('number', 'desc').executeTakeFirst();
}

/**
 * POST payment-application/projectuid/{uid}: a new Draft numbered next, its SOV built now, starting from the last
 * application (D = its D + E, F = its F, released carried). 409 PAYMENT_APPLICATION_DRAFT_EXISTS naming the Draft.
 */
export async function createApplication(ctx: Actor, trx: Db, projectId: number, input: NewApplication): Promise<number> {
  const tenantId = tenantOf(ctx);
  await lockBilledProject(ctx, trx, projectId);
  if (input.period_to < input.period_from) throw badField('period_to', PA_MESSAGES.periodOrder);
  const last = await trx.selectFrom('payment_applications').select(['id', 'number', 'status']).where('tenant_id', '=', tenantId)
    .where('project_id', '=', projectId).orderBy('number', 'desc').executeTakeFirst();
  if (last?.status === 'Draft') throw conflict(PA_MESSAGES.draftExists(last.number), undefined, R.draftExists);
  const project = await trx.selectFrom('projects').select(['retainage_work_rate', 'retainage_stored_rate'])
    .where('tenant_id', '=', tenantId).where('id', '=', projectId).executeTakeFirstOrThrow();
  const carried = new Map((last ? await linesOf(ctx, trx, last.id) : []).map((l) => [lineKey(l), l]));
  const sov = await currentSov(ctx, trx, projectId);
  const number = (last?.number ?? 0) + 1;
  let id: number;
  try {
    id = (await trx.insertInto('payment_applications').values({
      tenant_id: tenantId, project_id: projectId, number, period_from: input.period_from, period_to: input.period_to,
      application_date: input.application_date, work_rate: project.retainage_work_rate,
      stored_rate: project.retainage_stored_rate ?? project.retainage_work_rate, created_by: ctx.user.id,
    }).returning('id').executeTakeFirstOrThrow()).id;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(PA_MESSAGES.draftExists(number - 1), undefined, R.draftExists);
    throw err;
  }
  if (sov.lines.length > 0) {
    await trx.insertInto('payment_application_lines').values(sov.lines.map((l) => {
      const before = carried.get(lineKey(l));
      return {
        tenant_id: tenantId, application_id: id, item_no: l.item_no, kind: l.kind, bid_id: l.bid_id, pco_id: l.pco_id,
        description: l.description, scheduled_value: m(l.scheduled_value),
        from_previous: before ? m(dec(before.from_previous).plus(dec(before.this_period))) : '0.00',
        this_period: '0.00', stored_materials: before ? m(before.stored_materials) : '0.00',
        retainage_released: before ? m(before.retainage_released) : '0.00',
      };
    })).execute();
  }
  await logAction(ctx, trx, { project_id: projectId, id, number }, 'created',
    `Payment application ${number} created for ${input.period_from} to ${input.period_to}.`);
  return id;
}

/**
 * Keeps a final application's retainage all released (I = 0 on every line), or gives back a no-longer-final one
 * the releases the earlier applications carried.
 */
async function settleFinal(ctx: TenantScope, trx: Db, app: LockedApplication, isFinal: boolean): Promise<void> {
  const lines = await linesOf(ctx, trx, app.id);
  const previous = isFinal ? undefined : await previousOf(ctx, trx, app.project_id, app.number);
  const carried = new Map((previous ? await linesOf(ctx, trx, previous.id) : []).map((l) => [lineKey(l), l.retainage_released]));
  for (const line of lines) {
    let released: string;
    if (isFinal) {
      const f = lineFigures(line, { work: app.work_rate, stored: app.stored_rate });
      released = m(f.retainageWork.plus(f.retainageStored));
    } else released = m(carried.get(lineKey(line)) ?? '0');
    if (!dec(released).eq(dec(line.retainage_released))) {
      await trx.updateTable('payment_application_lines').set({ retainage_released: released })
        .where('tenant_id', '=', tenantOf(ctx)).where('id', '=', line.id).execute();
    }
  }
}

export interface HeaderChange {
  period_from?: string;
  period_to?: string;
  application_date?: string;
  work_rate?: Decimal;
  stored_rate?: Decimal | null;
  is_final?: boolean;
}

/** PUT payment-application/{id}: a Draft's header; `is_final` true releases all retainage (docs/money.md §12). */
export async function updateApplication(ctx: Actor, trx: Db, id: number, version: number | null | undefined, change: HeaderChange): Promise<void> {
  const app = await lockApplication(ctx, trx, id, version);
  const current = await trx.selectFrom('payment_applications')
    .select([sql<string>`to_char(period_from, 'YYYY-MM-DD')`.as('from'), sql<string>`to_char(period_to, 'YYYY-MM-DD')`.as('to')])
    .where('tenant_id', '=', tenantOf(ctx)).where('id', '=', id).executeTakeFirstOrThrow();
  const from = change.period_from ?? current.from;
  const to = change.period_to ?? current.to;
  if (to < from) throw badField('period_to', PA_MESSAGES.periodOrder);
  const workRate = change.work_rate ?? dec(app.work_rate);
  const storedRate = change.stored_rate === null ? workRate : change.stored_rate;
  await trx.updateTable('payment_applications').set({
    period_from: from, period_to: to,
    ...(change.application_date !== undefined ? { application_date: change.application_date } : {}),
    ...(change.work_rate !== undefined ? { work_rate: change.work_rate.toFixed(2) } : {}),
    ...(storedRate !== undefined ? { stored_rate: storedRate.toFixed(2) } : {}),
    ...(change.is_final !== undefined ? { is_final: change.is_final } : {}),
  }).where('tenant_id', '=', tenantOf(ctx)).where('id', '=', id).execute();
  const isFinal = change.is_final ?? app.is_final;
  const rates = { ...app, work_rate: workRate.toFixed(2), stored_rate: (storedRate ?? dec(app.stored_rate)).toFixed(2) };
  if (isFinal || change.is_final === false && app.is_final) await settleFinal(ctx, trx, rates, isFinal);
  await bumpVersion(ctx, trx, id);
  await logAction(ctx, trx, app, 'updated', `Payment application ${app.number}: header changed${isFinal && !app.is_final ? ' (final: all retainage released)' : ''}.`);
}

export interface LineChange {
  id: unknown;
  this_period?: unknown;
  stored_materials?: unknown;
}

/**
 * PUT payment-application/{id}/lines: E and F of some lines, all or nothing; 400 naming `lines[i].<field>` (the
 * message naming the item) for a figure that is not money, D + E < 0, F < 0 or G > C.
 */
export async function updateLines(ctx: Actor, trx: Db, id: number, version: number | null | undefined, changes: readonly LineChange[]): Promise<void> {
  const app = await lockApplication(ctx, trx, id, version);
  const lines = await linesOf(ctx, trx, id);
  const byId = new Map(lines.map((l) => [l.id, l]));
  const updates = changes.map((change, i) => {
    const line = typeof change.id === 'number' ? byId.get(change.id) : undefined;
    if (!line) throw badField(`lines[${i}].id`, PA_MESSAGES.lineUnknown(Number(change.id)));
    const e = change.this_period === undefined ? undefined : moneyField(change.this_period, `lines[${i}].this_period`);
    const f = change.stored_materials === undefined ? undefined : moneyField(change.stored_materials, `lines[${i}].stored_materials`);
    const next = { ...line, this_period: e ? m(e) : line.this_period, stored_materials: f ? m(f) : line.stored_materials };
    const problem = lineProblem(next);
    if (problem) {
      // Name the figure this change sent, so the screen marks the cell the user typed in.
      const field = change[problem.field] !== undefined ? problem.field : e !== undefined ? 'this_period' : 'stored_materials';
      throw badField(`lines[${i}].${field}`, problem.message);
    }
    return next;
  });
  for (const line of updates) {
    await trx.updateTable('payment_application_lines').set({ this_period: line.this_period, stored_materials: line.stored_materials })
      .where('tenant_id', '=', tenantOf(ctx)).where('id', '=', line.id).execute();
  }
  if (app.is_final) await settleFinal(ctx, trx, app, true);
  await bumpVersion(ctx, trx, id);
  await logAction(ctx, trx, app, 'updated', `Payment application ${app.number}: ${updates.length} line${updates.length === 1 ? '' : 's'} changed.`);
}

/**
 * POST payment-application/{id}/release-retainage: `amount` (or all) spread over the lines in proportion to their
 * retainage, the remainder to the largest; at most the retainage held (400 naming `amount`). The amount released.
 */
export async function releaseRetainage(
  ctx: Actor, trx: Db, id: number, version: number | null | undefined, release: { amount: Decimal } | { all: true },
): Promise<Decimal> {
  const app = await lockApplication(ctx, trx, id, version);
  const lines = await linesOf(ctx, trx, id);
  const held = lines.map((l) => lineFigures(l, { work: app.work_rate, stored: app.stored_rate }).retainage);
  const total = held.reduce((acc, h) => (h.isPositive() ? acc.plus(h) : acc), new Decimal(0));
  const amount = 'all' in release ? total : release.amount;
  if (!amount.isPositive() || amount.isZero()) throw badField('amount', PA_MESSAGES.releasePositive);
  if (amount.gt(total)) throw badField('amount', PA_MESSAGES.releaseTooMuch(m(total)));
  const shares = 'all' in release ? held.map((h) => (h.isPositive() ? h : new Decimal(0))) : spreadRelease(amount, held);
  for (const [i, line] of lines.entries()) {
    if (shares[i]!.isZero()) continue;
    await trx.updateTable('payment_application_lines').set({ retainage_released: m(dec(line.retainage_released).plus(shares[i]!)) })
      .where('tenant_id', '=', tenantOf(ctx)).where('id', '=', line.id).execute();
  }
  await bumpVersion(ctx, trx, id);
  await logAction(ctx, trx, app, 'released', `Payment application ${app.number}: ${m(amount)} of retainage released.`);
  return amount;
}

/** DELETE payment-application/{id}: a Draft only (409 PAYMENT_APPLICATION_SUBMITTED otherwise); its project's id. */
export async function deleteApplication(ctx: Actor, trx: Db, id: number, version: number | null | undefined): Promise<number> {
  const app = await lockApplication(ctx, trx, id, version);
  await trx.deleteFrom('payment_applications').where('tenant_id', '=', tenantOf(ctx)).where('id', '=', id).execute();
  await logAction(ctx, trx, { ...app, id: null }, 'deleted', `Payment application ${app.number} (Draft) deleted.`);
  return app.project_id;
}

/** PUT payment-application/retainage/projectuid/{uid}: the Project Retainage, copied onto each new application. */
export async function setProjectRetainage(ctx: TenantScope, trx: Db, projectId: number, work: Decimal, stored: Decimal | null): Promise<void> {
  await lockBilledProject(ctx, trx, projectId);
  await trx.updateTable('projects').set({ retainage_work_rate: work.toFixed(2), retainage_stored_rate: stored === null ? null : stored.toFixed(2) })
    .where('tenant_id', '=', tenantOf(ctx)).where('id', '=', projectId).execute();
}
