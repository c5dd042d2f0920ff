import { sql } from 'kysely';
import { dec, Decimal, toMoneyString, type DecimalInput } from '@suite/money';
import type { Db } from '../../db/types.js';
import type { DemoSeed } from '../module.js';
import type { Actor } from './guard.js';
import { certifyApplication, recordPayment, submitApplication } from './life.js';
import { applicationsJson, applicationVersion } from './repository.js';
import { createApplication, updateApplication, updateLines } from './writes.js';

// Demo billing (docs/money.md §12; docs/billing.md): every In Progress and Completed demo project of the first
// company carries a monthly billing history written through this module's own writes, so every figure follows the
// rules: one application per month from the construction start, progress rising month by month along an S-curve of
// the schedule, materials stored ahead of installation on every other bid line, each change order billed from the
// first month after its acceptance (its SOV line appears then: the history is replayed in date order), every
// application certified and paid except the latest ones of a job under way, one certified for less than asked, and
// a Completed job's last application final, releasing all retainage. A project that already has applications is left
// alone (the seed can run again).

/** The demo's reference day (projects/seed.ts dates the jobs against it): nothing under way is certified or paid later. */
const REFERENCE_DAY = '2026-11-02';
const STATUSES = ['In Progress', 'Completed'];
/** The one application the owner certified for less than asked: the first Completed job's second one, 8 % held back. */
const WITHHELD_SHARE = '0.08';

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const monthEnd = (day: string) => addDays(monthStart(addDays(monthStart(day), 32)), -1);
const money = (v: DecimalInput) => toMoneyString(v);
/** Cents rounded down: a share of C never rounds past it. */
const down = (v: Decimal) => v.toDecimalPlaces(2, Decimal.ROUND_DOWN);

interface Period {
  period_from: string;
  period_to: string;
  application_date: string;
}

/**
 * One application per calendar month from the construction start: a Completed job's through its completion month
 * (at most six), a job under way's through the reference day's month (that last one the Draft being prepared).
 */
export function periodsOf(status: string, start: string, end: string): Period[] {
  const last = status === 'Completed' ? monthStart(end) : monthStart(REFERENCE_DAY);
  const periods: Period[] = [];
  for (let month = monthStart(start); month <= last; month = monthStart(addDays(month, 32))) {
    periods.push({ period_from: month < start ? start : month, period_to: monthEnd(month), application_date: monthEnd(month) });
  }
  // Six at most: the first application then covers the months before.
  while (periods.length > 6) periods.splice(0, 2, { ...periods[1]!, period_from: periods[0]!.period_from });
  return periods;
}

/** The share of the work done by `day` on a job scheduled from `start` to `end`: an S-curve of the time elapsed. */
export function progressOn(start: string, end: string, day: string): Decimal {
  const x = Math.min(1, Math.max(0, daysBetween(start, day) / Math.max(1, daysBetween(start, end))));
  return dec((x * x * (3 - 2 * x)).toFixed(4));
}

interface SeedLine {
  item_no: number;
  kind: 'BID' | 'CO';
  scheduled_value: string;
  from_previous: string;
}

/**
 * The E and F of a line: the work done to date (the job's progress, a little ahead or behind per line, never past
 * C nor below what was billed before) less D; on every other bid line, materials stored ahead of installation (8 %
 * of C less as the work goes in, at most half what is left to do). A change order is worked off within two months of its acceptance. The
 * final application bills everything and stores nothing.
 */
export function entryOf(line: SeedLine, progress: Decimal, billedMonths: number, final: boolean): { this_period: string; stored_materials: string } {
  const c = dec(line.scheduled_value);
  const d = dec(line.from_previous);
  if (!c.isPositive() || c.isZero()) return { this_period: '0.00', stored_materials: '0.00' };
  const pace = line.kind === 'CO' ? dec(billedMonths === 0 ? '0.6' : '1') : progress.times(dec('0.88').plus(dec((line.item_no * 7) % 5).times('0.06')));
  const share = final ? dec(1) : Decimal.min(1, pace);
  const work = Decimal.max(d, final ? c : down(c.times(share)));
  // Stored ahead of installation: 8 % of C at the start, less as the work goes in, none from 90 % on.
  const stores = !final && line.kind === 'BID' && line.item_no % 2 === 1 && share.lt('0.9');
  const stored = stores ? down(Decimal.min(c.times('0.08').times(dec(1).minus(share)), c.minus(work).div(2))) : new Decimal(0);
  return { this_period: money(work.minus(d)), stored_materials: money(stored) };
}

interface SeedProject {
  id: number;
  status: string;
  start: string;
  end: string;
}

/** The change orders of a project with the day each was accepted (UTC), so the history can hold them back until then. */
async function changeOrdersOf(db: Db, tenantId: number, projectId: number) {
  return db.selectFrom('pcos').select(['id', sql<string>`to_char(accepted_at at time zone 'UTC', 'YYYY-MM-DD')`.as('accepted_on')])
    .where('tenant_id', '=', tenantId).where('project_id', '=', projectId).where('status', '=', 'Accepted').execute();
}

/** Sets which change orders the SOV sees: those accepted by `day` (the others wait as Pending until the history reaches them). */
async function acceptedBy(db: Db, tenantId: number, orders: readonly { id: number; accepted_on: string }[], day: string | null) {
  for (const order of orders) {
    const status = day === null || order.accepted_on <= day ? 'Accepted' : 'Pending';
    await db.updateTable('pcos').set({ status }).where('tenant_id', '=', tenantId).where('id', '=', order.id).execute();
  }
}

/** Payment references as an owner's accounts payable would print them. */
const reference = (projectId: number, number: number) => `ACH ${String(70_000 + projectId * 10 + number)}`;

async function seedProject(ctx: Actor, db: Db, project: SeedProject, firstCompleted: boolean): Promise<void> {
  const periods = periodsOf(project.status, project.start, project.end);
  const orders = await changeOrdersOf(db, ctx.tenantId!, project.id);
  const billedMonths = new Map<number, number>();
  const underWay = project.status === 'In Progress';
  for (const [k, period] of periods.entries()) {
    const last = k === periods.length - 1;
    // The SOV as it stood then: a change order accepted after the period is not on it yet (the last application sees all).
    await acceptedBy(db, ctx.tenantId!, orders, last ? null : period.period_to);
    const id = await createApplication(ctx, db, project.id, period);
    const final = last && !underWay;
    if (final) await updateApplication(ctx, db, id, await applicationVersion(ctx, db, id), { is_final: true });
    const lines = await db.selectFrom('payment_application_lines')
      .select(['id', 'item_no', 'kind', 'pco_id', 'scheduled_value', 'from_previous']).where('application_id', '=', id).orderBy('item_no').execute();
    // A job under way is billed for the work done by the reference day at the latest (its Draft is being prepared then).
    const progress = progressOn(project.start, project.end, underWay && period.period_to > REFERENCE_DAY ? REFERENCE_DAY : period.period_to);
    const entries = lines.map((line) => {
      const months = line.pco_id === null ? 0 : billedMonths.get(line.pco_id) ?? 0;
      if (line.pco_id !== null) billedMonths.set(line.pco_id, months + 1);
      return { id: line.id, ...entryOf({ ...line, scheduled_value: money(line.scheduled_value), from_previous: money(line.from_previous) }, progress, months, final) };
    });
    await updateLines(ctx, db, id, await applicationVersion(ctx, db, id), entries);
    // A job under way: its latest application is the Draft being prepared.
    if (underWay && last) break;
    await submitApplication(ctx, db, id, await applicationVersion(ctx, db, id));
    // The owner has not certified the one submitted last on a job under way yet.
    if (underWay && k === periods.length - 2) continue;
    const due = dec((await applicationsJson(ctx, db, project.id)).find((a) => a.id === id)!.summary.current_payment_due);
    // Held back in whole hundreds, as an owner's reviewer would.
    const withheld = firstCompleted && k === 1 ? due.times(WITHHELD_SHARE).div(100).floor().times(100) : new Decimal(0);
    const certifiedOn = addDays(period.application_date, 7);
    await certifyApplication(ctx, db, id, await applicationVersion(ctx, db, id), due.minus(withheld), certifiedOn);
    if (due.minus(withheld).isZero()) continue;
    // Paid in full two weeks on; on a job under way (by the reference day) the latest certificate of every other job is part paid.
    const receivedOn = underWay && addDays(certifiedOn, 14) > REFERENCE_DAY ? REFERENCE_DAY : addDays(certifiedOn, 14);
    const partial = underWay && k === periods.length - 3 && project.id % 2 === 1;
    const amount = partial ? due.minus(withheld).div(2).toDecimalPlaces(2, Decimal.ROUND_DOWN) : due.minus(withheld);
    await recordPayment(ctx, db, id, await applicationVersion(ctx, db, id), { amount, received_on: receivedOn, reference: reference(project.id, k + 1) });
  }
  await acceptedBy(db, ctx.tenantId!, orders, null);
}

export async function seedDemoPaymentApplications(db: Db, demo: DemoSeed): Promise<void> {
  const tenantId = demo.first;
  const admin = await db.selectFrom('users').select('id').where('email', '=', demo.users.companyAdmin).executeTakeFirst();
  if (!admin) return;
  const projects = await db.selectFrom('projects as p')
    .select(['p.id', 'p.status', sql<string | null>`to_char(p.construction_start_date, 'YYYY-MM-DD')`.as('start'),
      sql<string | null>`to_char(p.estimated_completion_date, 'YYYY-MM-DD')`.as('end')])
    .where('p.tenant_id', '=', tenantId).where('p.status', 'in', STATUSES)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('payment_applications as a').select('a.id')
      .whereRef('a.tenant_id', '=', 'p.tenant_id').whereRef('a.project_id', '=', 'p.id'))))
    .orderBy('p.id').execute();
  const ctx: Actor = { tenantId, user: { id: admin.id } };
  const firstCompleted = projects.find((p) => p.status === 'Completed')?.id;
  for (const p of projects) {
    if (!p.start || !p.end) continue;
    await seedProject(ctx, db, { id: p.id, status: p.status, start: p.start, end: p.end }, p.id === firstCompleted);
  }
}
