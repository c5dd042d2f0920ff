import { dec as toDec, toMoneyString, toPlainString as toPlain, toRateString } from '@suite/money';
import { sql } from 'kysely';
import { tenantOf, type TenantScope } from '../../auth/context.js';
import type { BillingStatus, CommitmentKind, CommitmentStatus, Db } from '../../db/types.js';
import { commitmentFigures, MONEY_COLUMNS, retainageOn as retainage, type MoneyFigures } from './figures.js';
import { commitmentNumber, scoNumber } from './rules.js';

// Reads of the ledger (docs/subcontracts.md §4 Commitment): a bounded number of statements for any number of
// commitments, the §15 figures computed by figures.ts. Money leaves as strings with two places.

export type Which = { projectId: number; subcontractorId?: number } | { ids: readonly number[] };

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const day = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
const nullableDay = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
const money = (figures: MoneyFigures) => Object.fromEntries(MONEY_COLUMNS.map((c) => [c, toMoneyString(figures[c])])) as Record<(typeof MONEY_COLUMNS)[number], string>;
const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

async function headers(ctx: TenantScope, db: Db, which: Which) {
  const t = tenantOf(ctx);
  let query = db.selectFrom('subcontracts as c')
    .innerJoin('projects as p', (j) => j.onRef('p.tenant_id', '=', 'c.tenant_id').onRef('p.id', '=', 'c.project_id'))
    .leftJoin('subcontractors as s', (j) => j.onRef('s.tenant_id', '=', 'c.tenant_id').onRef('s.id', '=', 'c.subcontractor_id'))
    .leftJoin('vendors as v', (j) => j.onRef('v.tenant_id', '=', 'c.tenant_id').onRef('v.id', '=', 'c.vendor_id'))
    .select(['c.id', 'p.project_uid', 'c.project_id', 'c.kind', 'c.number', 'c.status', 'c.bid_id', 'c.subcontractor_id', 'c.vendor_id',
      'c.retainage_rate', 'c.scope', nullableDay('c.start_date').as('start_date'), nullableDay('c.end_date').as('end_date'), 'c.version',
      'c.awarded_at', sql<string>`coalesce(s.company_name, v.company_name, '')`.as('party_name')])
    .where('c.tenant_id', '=', t);
  if ('ids' in which) {
    if (which.ids.length === 0) return [];
    query = query.where('c.id', 'in', [...which.ids]);
  } else {
    query = query.where('c.project_id', '=', which.projectId);
    if (which.subcontractorId !== undefined) query = query.where('c.kind', '=', 'Subcontract').where('c.subcontractor_id', '=', which.subcontractorId);
  }
  return query.orderBy('c.kind', 'desc').orderBy('c.number').execute();
}

/** The commitments as answered (docs/subcontracts.md §4 Commitment), in ledger order: subcontracts then POs, by number. */
export async function commitmentsJson(ctx: TenantScope, db: Db, which: Which) {
  const t = tenantOf(ctx);
  const heads = await headers(ctx, db, which);
  if (heads.length === 0) return [];
  const ids = heads.map((h) => h.id);
  const [lines, cos, coLines, billings, billingLines, payments, releases, emails] = await Promise.all([
    db.selectFrom('subcontract_lines as l')
      .leftJoin('catalogue_divisions as d', (j) => j.onRef('d.tenant_id', '=', 'l.tenant_id').onRef('d.id', '=', 'l.division_id'))
      .leftJoin('catalogue_subdivisions as sd', (j) => j.onRef('sd.tenant_id', '=', 'l.tenant_id').onRef('sd.id', '=', 'l.subdivision_id'))
      .leftJoin('catalogue_categories as ca', (j) => j.onRef('ca.tenant_id', '=', 'l.tenant_id').onRef('ca.id', '=', 'l.category_id'))
      .leftJoin('catalogue_parts as pa', (j) => j.onRef('pa.tenant_id', '=', 'l.tenant_id').onRef('pa.id', '=', 'l.part_id'))
      .select(['l.id', 'l.subcontract_id', 'l.division_id', 'l.subdivision_id', 'l.category_id', 'l.part_id', 'l.units', 'l.unit_of_measure',
        'l.cost_per_unit', 'l.total', 'l.notes', 'l.bid_trade_line_id',
        sql<string>`coalesce(d.division_name, '')`.as('division_name'), sql<string>`coalesce(d.division_id, '')`.as('division_code'),
        sql<string>`coalesce(sd.subdivision_name, '')`.as('subdivision_name'), sql<string>`coalesce(ca.category_name, '')`.as('category_name'),
        sql<string>`coalesce(pa.part_hold, '')`.as('part_name'), sql<string>`coalesce(pa.cost_code, '')`.as('cost_code')])
      .where('l.tenant_id', '=', t).where('l.subcontract_id', 'in', ids).orderBy('l.id').execute(),
    db.selectFrom('subcontract_change_orders').select(['id', 'subcontract_id', 'number', 'reason', day('date').as('date')])
      .where('tenant_id', '=', t).where('subcontract_id', 'in', ids).orderBy('number').execute(),
    db.selectFrom('subcontract_change_order_lines as x')
      .innerJoin('subcontract_change_orders as o', (j) => j.onRef('o.tenant_id', '=', 'x.tenant_id').onRef('o.id', '=', 'x.change_order_id'))
      .select(['x.change_order_id', 'x.line_id', 'x.amount']).where('x.tenant_id', '=', t).where('o.subcontract_id', 'in', ids).orderBy('x.line_id').execute(),
    db.selectFrom('subcontract_billings as b')
      .leftJoin('users as su', 'su.id', 'b.submitted_by').leftJoin('users as au', 'au.id', 'b.approved_by')
      .select(['b.id', 'b.subcontract_id', 'b.number', day('b.period_from').as('period_from'), day('b.period_to').as('period_to'),
        day('b.billing_date').as('billing_date'), 'b.status', 'b.reject_reason', 'b.approved_at', 'su.first_name as s_first', 'su.last_name as s_last',
        'au.first_name as a_first', 'au.last_name as a_last'])
      .where('b.tenant_id', '=', t).where('b.subcontract_id', 'in', ids).orderBy('b.number').execute(),
    db.selectFrom('subcontract_billing_lines as x')
      .innerJoin('subcontract_billings as b', (j) => j.onRef('b.tenant_id', '=', 'x.tenant_id').onRef('b.id', '=', 'x.billing_id'))
      .select(['x.billing_id', 'x.line_id', 'x.amount', 'x.reason', 'x.direct_cost_id']).where('x.tenant_id', '=', t).where('b.subcontract_id', 'in', ids)
      .orderBy('x.line_id').execute(),
    db.selectFrom('subcontract_payments as y')
      .leftJoin('subcontract_payment_waivers as w', (j) => j.onRef('w.tenant_id', '=', 'y.tenant_id').onRef('w.payment_id', '=', 'y.id'))
      .select(['y.id', 'y.subcontract_id', 'y.amount', day('y.paid_on').as('paid_on'), 'y.reference', 'y.is_final',
        nullableDay('y.through_date').as('through_date'), 'w.file_name', 'w.bytes', 'w.uploaded_at'])
      .where('y.tenant_id', '=', t).where('y.subcontract_id', 'in', ids).orderBy('y.paid_on').orderBy('y.id').execute(),
    db.selectFrom('subcontract_retainage_releases').select(['subcontract_id', 'amount'])
      .where('tenant_id', '=', t).where('subcontract_id', 'in', ids).execute(),
    db.selectFrom('subcontract_award_emails').select(['subcontract_id', 'sent_at', 'to_email'])
      .where('tenant_id', '=', t).where('subcontract_id', 'in', ids).orderBy('sent_at', 'desc').orderBy('id', 'desc').execute(),
  ]);

  return heads.map((h) => {
    const myLines = lines.filter((l) => l.subcontract_id === h.id);
    const myCos = cos.filter((c) => c.subcontract_id === h.id).map((c) => {
      const coL = coLines.filter((x) => x.change_order_id === c.id);
      return { id: c.id, number: c.number, name: scoNumber(c.number), reason: c.reason, date: c.date,
        total: toMoneyString(coL.reduce((a, x) => a.plus(x.amount), toDec(0))), lines: coL.map((x) => ({ line_id: x.line_id, amount: toMoneyString(x.amount) })) };
    });
    const myBillings = billings.filter((b) => b.subcontract_id === h.id).map((b) => {
      const bl = billingLines.filter((x) => x.billing_id === b.id);
      const total = bl.reduce((a, x) => a.plus(x.amount), toDec(0));
      return {
        id: b.id, number: b.number, period_from: b.period_from, period_to: b.period_to, billing_date: b.billing_date, status: b.status as BillingStatus,
        reject_reason: b.reject_reason, total: toMoneyString(total), retainage: toMoneyString(bl.reduce((a, x) => a.plus(retainage(x.amount, h.retainage_rate)), toDec(0))),
        lines: bl.map((x) => ({ line_id: x.line_id, amount: toMoneyString(x.amount), reason: x.reason })),
        submitted_by: fullName(b.s_first, b.s_last), approved_by: b.a_first === null && b.a_last === null ? null : fullName(b.a_first, b.a_last),
        approved_at: iso(b.approved_at), direct_cost_ids: bl.map((x) => x.direct_cost_id).filter((x): x is number => x !== null),
      };
    });
    const myPayments = payments.filter((p) => p.subcontract_id === h.id);
    const myReleases = releases.filter((r) => r.subcontract_id === h.id);
    const figures = commitmentFigures({
      retainage_rate: h.retainage_rate, lines: myLines, change_orders: myCos, billings: myBillings, payments: myPayments, releases: myReleases,
    });
    return {
      id: h.id, project_uid: h.project_uid, kind: h.kind as CommitmentKind, number: commitmentNumber(h.kind, h.number), status: h.status as CommitmentStatus,
      bid_id: h.bid_id, subcontractor_id: h.subcontractor_id, vendor_id: h.vendor_id, party_name: h.party_name,
      retainage_rate: toRateString(h.retainage_rate), scope: h.scope, start_date: h.start_date, end_date: h.end_date, version: h.version,
      awarded_at: iso(h.awarded_at)!,
      lines: myLines.map((l) => ({
        id: l.id, division_id: l.division_id, division_name: l.division_name, division_code: l.division_code, subdivision_id: l.subdivision_id,
        subdivision_name: l.subdivision_name, category_id: l.category_id, category_name: l.category_name, part_id: l.part_id, part_name: l.part_name,
        cost_code: l.cost_code, units: toPlain(l.units), unit_of_measure: l.unit_of_measure, cost_per_unit: toPlain(l.cost_per_unit), notes: l.notes,
        ...money(figures.lines.get(l.id)!),
      })),
      totals: money(figures.totals),
      change_orders: myCos,
      billings: myBillings,
      payments: myPayments.map((p) => ({
        id: p.id, amount: toMoneyString(p.amount), paid_on: p.paid_on, reference: p.reference, is_final: p.is_final,
        waiver_kind: p.is_final ? 'unconditional' as const : 'conditional' as const, through_date: p.through_date,
        signed_waiver: p.file_name === null ? null : { file_name: p.file_name, bytes: p.bytes ?? 0, uploaded_at: iso(p.uploaded_at)! },
      })),
      retainage_released: toMoneyString(figures.retainage_released),
      award_emails: emails.filter((e) => e.subcontract_id === h.id).map((e) => ({ sent_at: iso(e.sent_at)!, to: e.to_email })),
    };
  });
}

export type CommitmentJson = Awaited<ReturnType<typeof commitmentsJson>>[number];

/** One commitment as answered, or undefined. */
export async function commitmentJson(ctx: TenantScope, db: Db, id: number): Promise<CommitmentJson | undefined> {
  return (await commitmentsJson(ctx, db, { ids: [id] }))[0];
}
