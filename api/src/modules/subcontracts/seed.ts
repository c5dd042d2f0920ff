import { dec, round2, type Decimal } from '@suite/money';
import { sql } from 'kysely';
import { tenantOf } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import type { DemoSeed } from '../module.js';
import { awardFromBid, createPurchaseOrder } from './award.js';
import { approveBilling, submitBilling, type BookCost } from './billings.js';
import type { Actor } from './guard.js';
import { recordPayment, saveWaiver } from './payments.js';
import { commitmentJson } from './repository.js';
import { addChangeOrder, type AmountLine } from './writes.js';

// Demo data of the subcontracts module (docs/subcontracts.md; docs/money.md §15), run after the direct costs and the
// payment applications, through the module's own writes so every figure follows the rules:
// - Awarded and In Progress projects: a subcontract for each bid's selected subcontractor, dated within the project.
// - In Progress: the subcontractors' pay applications the direct-costs demo booked before subcontracts existed become
//   the subcontracts' monthly billings (one per calendar month they cover; submitted, approved: booked again as Subcontractor direct costs through `bookCost`, and
//   the earlier sheets removed), so cost to date keeps one source and its figures (docs/money.md §15); each billing is
//   paid, net of retainage, 25 days on (when that is by the demo's reference day), with its signed lien waiver, but
//   one: the latest payment of the first subcontract paid waits for its waiver. A few change orders, added and deducted.
// - Two purchase orders to the site-services supplier on Awarded projects (one from the General Conditions bid's trade
//   lines, one entered by hand at a negotiated price): an Awarded job has no cost yet (direct costs' demo), so none is billed.

/** The demo's reference day (projects' seed): payments after it are not made yet. */
const TODAY = '2026-11-02';
const DAY = 86_400_000;
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const minDate = (a: string, b: string) => (a < b ? a : b);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);
/** The calendar months from `from` to `to`, each cut to the two: [{ from, to }], in order. */
function monthsOf(from: string, to: string): { from: string; to: string }[] {
  const out: { from: string; to: string }[] = [];
  let start = from;
  while (start <= to) {
    const next = new Date(Date.UTC(Number(start.slice(0, 4)), Number(start.slice(5, 7)), 1)).toISOString().slice(0, 10);
    const end = minDate(addDays(next, -1), to);
    out.push({ from: start, to: end });
    start = next;
  }
  return out;
}

/** A one-page PDF standing for the scanned signed waiver. */
const signedWaiver = (label: string, n: number) => Buffer.from(
  `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% Signed lien waiver ${label} payment ${n}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
);

/** The change orders of the demo: on a subcontract's largest line, a share of it, with the reason a PM writes. */
const CHANGES = [
  { share: '0.03', reason: 'Added blocking and backing at wall-hung fixtures per RFI 012' },
  { share: '-0.02', reason: 'Owner-furnished fixtures deleted from scope per owner directive OD-03' },
  { share: '0.015', reason: 'Revised layout at the east stair per ASI 004' },
] as const;

interface Project { id: number; status: string; start: string; end: string }

const versionOf = async (db: Db, tenantId: number, id: number) =>
  (await db.selectFrom('subcontracts').select('version').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirstOrThrow()).version;

async function projectsOf(db: Db, tenantId: number): Promise<Project[]> {
  const rows = await db.selectFrom('projects').select(['id', 'status', 'duration',
    sql<string | null>`to_char(construction_start_date, 'YYYY-MM-DD')`.as('start')])
    .where('tenant_id', '=', tenantId).where('status', 'in', ['Awarded', 'In Progress']).orderBy('id').execute();
  return rows.filter((p) => p.start !== null).map((p) => {
    const weeks = p.duration === null ? 12 : Math.max(4, Math.round(Number(p.duration)));
    return { id: p.id, status: p.status, start: p.start!, end: addDays(p.start!, weeks * 7) };
  });
}

/** An SCO on the commitment's largest line: `share` of its total (a deduct never below what is billed). */
async function changeOrder(actor: Actor, db: Db, id: number, which: number, date: string): Promise<void> {
  const c = (await commitmentJson(actor, db, id))!;
  const line = [...c.lines].sort((a, b) => dec(b.total).cmp(dec(a.total)))[0];
  if (!line || dec(line.total).isZero()) return;
  const change = CHANGES[which % CHANGES.length]!;
  const amount = round2(dec(line.total).times(change.share));
  if (amount.isZero() || dec(line.contract_total).plus(amount).lt(dec(line.billed_to_date))) return;
  await addChangeOrder(actor, db, id, await versionOf(db, tenantOf(actor), id), change.reason, date, [{ line_id: line.id, amount }]);
}

/**
 * The pay applications the direct-costs demo booked for the bid's subcontractor, oldest first, as billings of the
 * subcontract: each sheet's lines summed per part and laid on the subcontract's lines of that part (within each
 * line's remaining balance), submitted, approved (booked through `bookCost`), and the sheet removed.
 */
async function billFromPayApplications(actor: Actor, db: Db, book: BookCost, id: number, bid: { label: string; subcontractor: number }, project: Project) {
  const t = tenantOf(actor);
  const sheets = await db.selectFrom('direct_costs').select(['id', sql<string>`to_char(cost_date, 'YYYY-MM-DD')`.as('date')])
    .where('tenant_id', '=', t).where('project_id', '=', project.id).where('contractor_type', '=', 'Subcontractor')
    .where('subcontractor_id', '=', bid.subcontractor).where('sheet_name', 'like', `${bid.label} - pay application %`)
    .orderBy('cost_date').orderBy('id').execute();
  const billed: { date: string }[] = [];
  let from = project.start;
  for (const sheet of sheets) {
    const lines = await db.selectFrom('direct_cost_trade_lines').select(['part_id', 'total'])
      .where('tenant_id', '=', t).where('direct_cost_id', '=', sheet.id).execute();
    const c = (await commitmentJson(actor, db, id))!;
    const remaining = new Map(c.lines.map((l) => [l.id, dec(l.remaining_balance)]));
    const amounts = new Map<number, Decimal>();
    for (const l of lines) {
      let left = dec(l.total);
      for (const line of c.lines.filter((x) => x.part_id === l.part_id)) {
        const take = left.lt(remaining.get(line.id)!) ? left : remaining.get(line.id)!;
        if (take.lte(0)) continue;
        amounts.set(line.id, (amounts.get(line.id) ?? dec(0)).plus(take));
        remaining.set(line.id, remaining.get(line.id)!.minus(take));
        left = left.minus(take);
      }
    }
    // One billing per calendar month of the work it covers, each month its share by days (the last takes the rest).
    const months = monthsOf(from, sheet.date);
    const days = months.map((m) => daysBetween(m.from, m.to) + 1);
    const whole = days.reduce((a, b) => a + b, 0);
    const given = new Map<number, Decimal>();
    for (const [k, month] of months.entries()) {
      const last = k === months.length - 1;
      const lines: AmountLine[] = [...amounts].map(([line_id, amount]) => {
        const part = last ? amount.minus(given.get(line_id) ?? 0) : round2(amount.times(days[k]!).div(whole));
        given.set(line_id, (given.get(line_id) ?? dec(0)).plus(part));
        return { line_id, amount: part };
      }).filter((l) => l.amount.gt(0));
      if (lines.length === 0) continue;
      const billingId = await submitBilling(actor, db, id, await versionOf(db, t, id), {
        period_from: month.from, period_to: month.to, billing_date: month.to, lines,
      });
      await approveBilling(actor, db, billingId, await versionOf(db, t, id), book);
      billed.push({ date: month.to });
    }
    await db.deleteFrom('direct_costs').where('tenant_id', '=', t).where('id', '=', sheet.id).execute();
    from = addDays(sheet.date, 1);
  }
  return billed;
}

/**
 * Each billing paid 25 days on, when that is by the reference day: its amount net of its retainage (within what is
 * unpaid). Answers how many payments were made.
 */
async function payBillings(actor: Actor, db: Db, id: number, label: string, unsigned: boolean) {
  const t = tenantOf(actor);
  const paid: number[] = [];
  for (const [n, b] of (await commitmentJson(actor, db, id))!.billings.entries()) {
    const paidOn = addDays(b.billing_date, 25);
    if (paidOn > TODAY) break;
    const unpaid = dec((await commitmentJson(actor, db, id))!.totals.unpaid_bills);
    const net = dec(b.total).minus(b.retainage);
    const due = net.lt(unpaid) ? net : unpaid;
    if (!due.gt(0)) continue;
    await recordPayment(actor, db, id, await versionOf(db, t, id), {
      amount: due, paid_on: paidOn, reference: `CHK ${6_200 + id * 10 + n}`, is_final: false,
    });
    const payment = await db.selectFrom('subcontract_payments').select('id').where('tenant_id', '=', t).where('subcontract_id', '=', id)
      .orderBy('id', 'desc').executeTakeFirstOrThrow();
    paid.push(payment.id);
  }
  // Every payment's signed waiver is on file, but the latest one's of the subcontract chosen to show it missing.
  for (const [n, paymentId] of paid.entries()) {
    if (unsigned && n === paid.length - 1) continue;
    await saveWaiver(actor, db, paymentId, await versionOf(db, t, id), {
      name: `${label} conditional waiver ${n + 1} signed.pdf`, content: signedWaiver(label, n + 1),
    });
  }
  return paid.length;
}

/** A site-services purchase order on an Awarded project: from its General Conditions bid, or entered by hand at 97 %. */
async function purchaseOrder(actor: Actor, db: Db, project: Project, byHand: boolean): Promise<boolean> {
  const t = tenantOf(actor);
  const bid = await db.selectFrom('bids').select(['id', 'subdivision_id']).where('tenant_id', '=', t).where('project_id', '=', project.id)
    .where('is_alternate', '=', false).where('selected_subcontractor_id', 'is', null).where('label', '=', 'General Conditions').executeTakeFirst();
  if (!bid) return false;
  const trades = await db.selectFrom('bid_trade_lines as l')
    .innerJoin('catalogue_subdivisions as sd', (j) => j.onRef('sd.tenant_id', '=', 'l.tenant_id').onRef('sd.id', '=', 'l.subdivision_id'))
    .select(['sd.division_id', 'l.subdivision_id', 'l.category_id', 'l.part_id', 'l.units', 'l.u_per_m', 'l.total'])
    .where('l.tenant_id', '=', t).where('l.bid_id', '=', bid.id).orderBy('l.id').execute();
  const vendor = await db.selectFrom('vendor_subdivisions').select('vendor_id').where('tenant_id', '=', t)
    .where('subdivision_id', 'in', [...new Set(trades.map((l) => l.subdivision_id))]).orderBy('vendor_id').executeTakeFirst();
  if (trades.length === 0 || !vendor) return false;
  const header = { scope: 'Site trailer, sanitary facilities, temporary fencing and dumpsters for the duration of the work',
    start_date: project.start, end_date: project.end };
  const lines = byHand ? trades.filter((l) => l.category_id !== null && l.part_id !== null).map((l) => ({
    division_id: l.division_id, subdivision_id: l.subdivision_id, category_id: l.category_id!, part_id: l.part_id!, units: dec(l.units),
    unit_of_measure: l.u_per_m ?? '', total: round2(dec(l.total).times('0.97')), notes: 'Negotiated rate, quote on file',
  })) : [];
  if (byHand && lines.length === 0) return false;
  await createPurchaseOrder(actor, db, project.id, vendor.vendor_id, header, lines, byHand ? undefined : bid.id);
  return true;
}

export async function seedDemoSubcontracts(db: Db, demo: DemoSeed, book: BookCost): Promise<void> {
  const tenantId = demo.first;
  if (await db.selectFrom('subcontracts').select('id').where('tenant_id', '=', tenantId).executeTakeFirst()) return;
  const admin = await db.selectFrom('users').select('id').where('email', '=', demo.users.companyAdmin).executeTakeFirstOrThrow();
  const actor: Actor = { tenantId, user: { id: admin.id } };
  const projects = await projectsOf(db, tenantId);
  let changes = 0;
  let unsignedShown = false;
  for (const project of projects) {
    const bids = await db.selectFrom('bids').select(['id', 'label', 'selected_subcontractor_id']).where('tenant_id', '=', tenantId)
      .where('project_id', '=', project.id).where('is_alternate', '=', false).where('selected_subcontractor_id', 'is not', null).orderBy('id').execute();
    for (const [i, bid] of bids.entries()) {
      // Awarded a week or two before the project starts; the subcontractor works the project's dates.
      const id = await awardFromBid(actor, db, bid.id, {
        scope: `${bid.label}: furnish and install complete per the plans, specifications and the bid of record`,
        start_date: project.start, end_date: project.end,
      });
      const sub = { label: bid.label, subcontractor: bid.selected_subcontractor_id! };
      const billed = project.status === 'In Progress' ? await billFromPayApplications(actor, db, book, id, sub, project) : [];
      // A change order on two subcontracts of each project, dated a few weeks into the work (before today).
      if (i < 2) await changeOrder(actor, db, id, changes++, minDate(addDays(project.start, 21 + i * 14), TODAY));
      if (billed.length > 0) {
        const c = (await commitmentJson(actor, db, id))!;
        if (await payBillings(actor, db, id, `${c.number}`, !unsignedShown) > 0) unsignedShown = true;
      }
    }
  }
  // Two purchase orders on the Awarded projects: one copied from a bid, one entered by hand.
  let made = 0;
  const awarded = projects.filter((p) => p.status === 'Awarded');
  for (const project of [...awarded, ...awarded]) {
    if (made < 2 && await purchaseOrder(actor, db, project, made === 1)) made += 1;
  }
}
