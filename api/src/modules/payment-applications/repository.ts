import { sql } from 'kysely';
import { dec, Decimal, toMoneyString, type DecimalInput } from '@suite/money';
import { tenantOf, type TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { projectContract } from '../projects/contract.js';
import { applicationFigures, certificateOf, changeOrderSummary, type LineInput } from './figures.js';
import { contractMoved, lineKey, scheduleOfValues, type SovLine } from './sov.js';

// Reads of payment applications as docs/billing.md §3 answers them. An application's figures depend on the earlier
// ones (line 7), so a project's applications are always computed together, in number order.

const day = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
const dayOrNull = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
const iso = (d: Date | string) => new Date(d).toISOString();
const m = (v: DecimalInput) => toMoneyString(v);

/** The SOV the project gives now (docs/money.md §12) and its contract figures (projects/contract.ts). */
export async function currentSov(ctx: TenantScope, db: Db, projectId: number): Promise<{ lines: SovLine[]; contractSumToDate: Decimal }> {
  const tenantId = tenantOf(ctx);
  const [contract, bids, orders] = await Promise.all([
    projectContract(ctx, db, projectId),
    db.selectFrom('bids as b')
      .innerJoin('catalogue_divisions as d', (j) => j.onRef('d.tenant_id', '=', 'b.tenant_id').onRef('d.id', '=', 'b.division_id'))
      .innerJoin('catalogue_subdivisions as s', (j) => j.onRef('s.tenant_id', '=', 'b.tenant_id').onRef('s.id', '=', 'b.subdivision_id'))
      .select(['b.id', 'b.label', 'b.sub_total', 'b.is_alternate', 'd.division_name', 's.subdivision_name'])
      .where('b.tenant_id', '=', tenantId).where('b.project_id', '=', projectId).orderBy('b.id').execute(),
    db.selectFrom('pcos').select(['id', 'change_order_number', 'title', 'total'])
      .where('tenant_id', '=', tenantId).where('project_id', '=', projectId).where('status', '=', 'Accepted')
      .where('change_order_number', 'is not', null).orderBy('change_order_number').execute(),
  ]);
  const lines = scheduleOfValues(
    contract.original,
    bids.map((b) => ({
      id: b.id, subTotal: b.sub_total, isAlternate: b.is_alternate,
      description: b.label.trim() || `${b.division_name} - ${b.subdivision_name}`,
    })),
    orders.map((o) => ({ pcoId: o.id, number: o.change_order_number!, title: o.title, total: o.total })),
  );
  return { lines, contractSumToDate: contract.contractSumToDate };
}

function applicationsQuery(db: Db, tenantId: number) {
  return db.selectFrom('payment_applications as a')
    .innerJoin('projects as p', (j) => j.onRef('p.tenant_id', '=', 'a.tenant_id').onRef('p.id', '=', 'a.project_id'))
    .leftJoin('users as su', 'su.id', 'a.submitted_by')
    .select([
      sql<string | null>`case when su.id is null then null else trim(concat_ws(' ', su.first_name, su.last_name)) end`.as('submitted_by_name'),
      'a.id', 'a.project_id', 'p.project_uid', 'a.number', 'a.status', day('a.period_from').as('period_from'),
      day('a.period_to').as('period_to'), day('a.application_date').as('application_date'), 'a.work_rate', 'a.stored_rate',
      'a.is_final', 'a.version', 'a.certified_amount', dayOrNull('a.certified_on').as('certified_on'), 'a.submitted_at',
      'a.submitted_by', 'a.created_at',
    ])
    .where('a.tenant_id', '=', tenantId);
}

type ApplicationRow = Awaited<ReturnType<ReturnType<typeof applicationsQuery>['execute']>>[number];

async function linesOf(db: Db, tenantId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('payment_application_lines as l')
    .leftJoin('pcos as c', (j) => j.onRef('c.tenant_id', '=', 'l.tenant_id').onRef('c.id', '=', 'l.pco_id'))
    .select([
      'l.id', 'l.application_id', 'l.item_no', 'l.kind', 'l.bid_id', 'l.pco_id', 'l.description', 'l.scheduled_value',
      'l.from_previous', 'l.this_period', 'l.stored_materials', 'l.retainage_released',
      sql<string | null>`to_char(c.accepted_at at time zone 'UTC', 'YYYY-MM-DD')`.as('accepted_on'),
    ])
    .where('l.tenant_id', '=', tenantId).where('l.application_id', 'in', ids).orderBy('l.application_id').orderBy('l.item_no').execute();
}

async function paymentsOf(db: Db, tenantId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('payment_application_payments as y').innerJoin('users as u', 'u.id', 'y.recorded_by')
    .select(['y.id', 'y.application_id', 'y.amount', day('y.received_on').as('received_on'), 'y.reference', 'y.recorded_by', 'y.recorded_at',
      sql<string>`trim(concat_ws(' ', u.first_name, u.last_name))`.as('recorded_by_name')])
    .where('y.tenant_id', '=', tenantId).where('y.application_id', 'in', ids).orderBy('y.received_on').orderBy('y.id').execute();
}

type LineRow = Awaited<ReturnType<typeof linesOf>>[number];

/** A project's applications as REST JSON, by number (docs/billing.md §3 Application). */
export async function applicationsJson(ctx: TenantScope, db: Db, projectId: number, sov?: SovLine[]) {
  const tenantId = tenantOf(ctx);
  const apps = await applicationsQuery(db, tenantId).where('a.project_id', '=', projectId).orderBy('a.number').execute();
  const ids = apps.map((a) => a.id);
  const [lines, payments, now] = await Promise.all([
    linesOf(db, tenantId, ids), paymentsOf(db, tenantId, ids), sov ? Promise.resolve(sov) : currentSov(ctx, db, projectId).then((s) => s.lines),
  ]);
  let previousCertificates = new Decimal(0);
  let previousReleased = new Map<string, Decimal>();
  return apps.map((app) => {
    const own = lines.filter((l) => l.application_id === app.id);
    const json = applicationJson(app, own, payments.filter((p) => p.application_id === app.id), previousCertificates, previousReleased, now);
    previousCertificates = previousCertificates.plus(certificateOf(app.certified_amount, dec(json.summary.current_payment_due)));
    previousReleased = new Map(own.map((l) => [lineKey(l), dec(l.retainage_released)]));
    return json;
  });
}

function applicationJson(
  app: ApplicationRow, lines: LineRow[], payments: Awaited<ReturnType<typeof paymentsOf>>, previousCertificates: Decimal,
  previousReleased: Map<string, Decimal>, now: SovLine[],
) {
  const f = applicationFigures(lines as LineInput[], { work: app.work_rate, stored: app.stored_rate }, previousCertificates);
  const co = changeOrderSummary(
    lines.filter((l) => l.kind === 'CO').map((l) => ({ scheduled_value: l.scheduled_value, acceptedOn: l.accepted_on })), app.period_from,
  );
  const released = lines.reduce((acc, l) => acc.plus(dec(l.retainage_released)).minus(previousReleased.get(lineKey(l)) ?? 0), new Decimal(0));
  const paid = payments.reduce((acc, p) => acc.plus(dec(p.amount)), new Decimal(0));
  const s = f.summary;
  return {
    id: app.id, project_uid: app.project_uid, number: app.number, status: app.status, period_from: app.period_from, period_to: app.period_to,
    application_date: app.application_date, work_rate: m(app.work_rate), stored_rate: m(app.stored_rate), is_final: app.is_final,
    version: app.version, certified_amount: app.certified_amount === null ? null : m(app.certified_amount), certified_on: app.certified_on,
    submitted_at: app.submitted_at ? iso(app.submitted_at) : null, submitted_by: app.submitted_by, submitted_by_name: app.submitted_by_name,
    created_at: iso(app.created_at),
    contract_moved: contractMoved(lines, now),
    lines: lines.map((l, i) => {
      const lf = f.lines[i]!;
      return {
        id: l.id, item_no: l.item_no, kind: l.kind, bid_id: l.bid_id, pco_id: l.pco_id, description: l.description,
        scheduled_value: m(l.scheduled_value), from_previous: m(l.from_previous), this_period: m(l.this_period),
        stored_materials: m(l.stored_materials), completed_stored: m(lf.completedStored), percent: m(lf.percent),
        balance_to_finish: m(lf.balanceToFinish), retainage_work: m(lf.retainageWork), retainage_stored: m(lf.retainageStored),
        retainage_released: m(l.retainage_released), retainage: m(lf.retainage),
      };
    }),
    totals: {
      scheduled_value: m(f.totals.scheduledValue), from_previous: m(f.totals.fromPrevious), this_period: m(f.totals.thisPeriod),
      stored_materials: m(f.totals.storedMaterials), completed_stored: m(f.totals.completedStored), percent: m(f.totals.percent),
      balance_to_finish: m(f.totals.balanceToFinish), retainage: m(f.totals.retainage),
    },
    summary: {
      original_contract_sum: m(s.originalContractSum), net_change_by_change_orders: m(s.netChangeByChangeOrders),
      contract_sum_to_date: m(s.contractSumToDate), completed_stored_to_date: m(s.completedStoredToDate),
      retainage_completed_work: m(s.retainageCompletedWork), retainage_stored_material: m(s.retainageStoredMaterial),
      total_retainage: m(s.totalRetainage), total_earned_less_retainage: m(s.totalEarnedLessRetainage),
      previous_certificates: m(s.previousCertificates), current_payment_due: m(s.currentPaymentDue),
      balance_to_finish_including_retainage: m(s.balanceToFinishIncludingRetainage),
    },
    change_order_summary: {
      previous_additions: m(co.previousAdditions), previous_deductions: m(co.previousDeductions),
      this_period_additions: m(co.thisPeriodAdditions), this_period_deductions: m(co.thisPeriodDeductions),
      total_additions: m(co.totalAdditions), total_deductions: m(co.totalDeductions), net: m(co.net),
    },
    released_this_application: m(released),
    payments: payments.map((p) => ({
      id: p.id, amount: m(p.amount), received_on: p.received_on, reference: p.reference, recorded_by: p.recorded_by,
      recorded_by_name: p.recorded_by_name, recorded_at: iso(p.recorded_at),
    })),
    payments_total: m(paid),
  };
}

export type ApplicationJson = ReturnType<typeof applicationJson>;

/** The project an application belongs to (it never moves), or undefined for one not in the caller's tenant. */
export async function projectOfApplication(ctx: TenantScope, db: Db, id: number): Promise<number | undefined> {
  const row = await db.selectFrom('payment_applications').select('project_id').where('tenant_id', '=', tenantOf(ctx)).where('id', '=', id)
    .executeTakeFirst();
  return row?.project_id;
}

/** The application's current version, for callers that write without a client (the demo seed), or undefined. */
export async function applicationVersion(ctx: TenantScope, db: Db, id: number): Promise<number | undefined> {
  const row = await db.selectFrom('payment_applications').select('version').where('tenant_id', '=', tenantOf(ctx)).where('id', '=', id)
    .executeTakeFirst();
  return row?.version;
}

/** One application as GET payment-application/{id} answers it, or undefined. */
export async function oneApplicationJson(ctx: TenantScope, db: Db, id: number): Promise<ApplicationJson | undefined> {
  const projectId = await projectOfApplication(ctx, db, id);
  if (projectId === undefined) return undefined;
  return (await applicationsJson(ctx, db, projectId)).find((a) => a.id === id);
}

/** GET payment-application/projectuid/{uid}: the project's billing in one answer. */
export async function projectBillingJson(ctx: TenantScope, db: Db, projectId: number) {
  const project = await db.selectFrom('projects')
    .select(['project_uid', 'retainage_work_rate', 'retainage_stored_rate', dayOrNull('construction_start_date').as('construction_start_date'),
      dayOrNull('estimated_completion_date').as('estimated_completion_date')])
    .where('tenant_id', '=', tenantOf(ctx)).where('id', '=', projectId).executeTakeFirstOrThrow();
  const sov = await currentSov(ctx, db, projectId);
  return {
    project_uid: project.project_uid,
    retainage: { work_rate: m(project.retainage_work_rate), stored_rate: project.retainage_stored_rate === null ? null : m(project.retainage_stored_rate) },
    construction_start_date: project.construction_start_date, estimated_completion_date: project.estimated_completion_date,
    contract_sum_to_date: m(sov.contractSumToDate),
    applications: await applicationsJson(ctx, db, projectId, sov.lines),
  };
}
