import { dec, round2, toMoneyString, type Decimal } from '@suite/money';
import type { Db } from '../../db/types.js';
import { burdenRate } from '../overhead/burden.js';
import { burdenFigure, laborLineFigures, tradeLineTotal } from '../lines/pricing.js';
import { chargeOfRow, type ChargeColumns } from './charges.js';
import { directCostFigures, type ContractorType } from './rules.js';

// Demo data of the direct-costs module (called by db/seed.ts after the bids): the In Progress and Completed demo
// projects carry their actual costs so far (docs/projects.md §2.8), booked against their own budget as a contractor's job cost
// is, so the project tracker (docs/money.md §11) reads like a real job: weekly payroll sheets of the crews the bids
// carry (a line per crew and working day, priced per hour from the levels, burden from the overhead, §5); vendor
// bills for the trade lines of the bids no subcontractor won (trade lines on the bid's parts, §6, from a supplier
// mapped to the bid's subdivision); monthly pay applications of the subcontractors the bids selected (a line per bid
// line, a share of what they quoted on it); and one small invoice entered from its total alone (§10). Each bid's work
// runs in a phase of the schedule; a project In Progress is 45 % through it, a Completed one at its end, and each
// budget key runs a little over or under (2 to 8 %). A project that already has direct costs is left alone.

const STATUSES = ['In Progress', 'Completed'];
/** How far through its schedule a project is. */
const ELAPSED = { 'In Progress': 0.45, Completed: 1 } as Record<string, number>;
const DAY = 86_400_000;
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}`;

/** When each bid's work happens, as fractions of the schedule [start, end); general conditions run throughout. */
const PHASES: Record<string, readonly [number, number]> = {
  'General Conditions': [0, 1], Concrete: [0.03, 0.3], Plumbing: [0.15, 0.6], 'HVAC Distribution': [0.25, 0.7],
  Electrical: [0.25, 0.75], Drywall: [0.4, 0.8], Painting: [0.65, 0.95],
};
/** The sheet names of the demo company: payroll by crew, supplier invoices by bid. */
const PAYROLL_NAMES: Record<string, string> = { 'General Conditions': 'Site supervision payroll', Drywall: 'Framing crew payroll' };
const VENDOR_NAMES: Record<string, string> = {
  'General Conditions': 'Site services rental invoice',
  Concrete: 'Ready-mix concrete delivery', Drywall: 'Drywall materials package', Plumbing: 'Plumbing supply invoice',
  'HVAC Distribution': 'Ductwork supply invoice', Electrical: 'Electrical supply invoice', Painting: 'Paint supply invoice',
};
const SURCHARGE = 'Delivery and fuel surcharges';
export const DEMO_SHEET_NAMES = [...new Set([...Object.values(PAYROLL_NAMES), ...Object.values(VENDOR_NAMES), SURCHARGE])];
/** A budget key's cost against its budget at completion: over or under by a few percent. */
const DRIFT = ['1.00', '1.04', '0.97', '1.08', '0.98', '1.02'] as const;
const drift = (key: number) => dec(DRIFT[key % DRIFT.length]!);

interface LaborRow { work_date: string; position_id: number; level_id: number; costcode: string; quantity: string; units: string;
  costperunit: string; burden: string; burden_annual: string; total: string; overhead: string; budget_total: string; notes: string }
interface TradeRow { subdivision_id: number; category_id: number; part_id: number; costcode: string; part_hold: string;
  cost_per_unit: string; units: string; u_per_m: string; total: string; notes: string }
interface Sheet { project_id: number; sheet_name: string; division_id: number; subdivision_id: number; contractor_type: ContractorType;
  vendor_id: number | null; subcontractor_id: number | null; cost_date: string; notes: string; amount: string;
  labor: LaborRow[]; trades: TradeRow[];
  /** The lines whose first one names the budget row of a sheet without lines of its own. */
  chargeFrom?: TradeRow[] }

/**
 * A sheet is charged to the budget row of its first line (docs/money.md §10): the bid's own key, so every demo bill is
 * coded to a budgeted row; the line-less surcharge is charged to the row of the supplier invoice it follows.
 */
function chargeOf(sheet: Sheet): ChargeColumns {
  const labor = sheet.labor[0];
  const trade = (sheet.chargeFrom ?? sheet.trades)[0];
  return chargeOfRow({
    position_id: labor?.position_id ?? null, level_id: labor?.level_id ?? null,
    division_id: labor ? null : sheet.division_id, subdivision_id: labor ? null : trade!.subdivision_id,
    category_id: labor ? null : trade!.category_id, part_id: labor ? null : trade!.part_id,
  });
}

/** A project's non-alternate bids with their lines and, for a bid a subcontractor won, its amount on each line. */
async function projectBids(db: Db, tenantId: number, projectId: number) {
  const bids = await db.selectFrom('bids').select(['id', 'label', 'division_id', 'subdivision_id', 'selected_subcontractor_id'])
    .where('tenant_id', '=', tenantId).where('project_id', '=', projectId).where('is_alternate', '=', false).orderBy('id').execute();
  const ids = bids.map((b) => b.id);
  if (ids.length === 0) return [];
  const [labor, trades, amounts] = await Promise.all([
    db.selectFrom('bid_labor_lines as l').innerJoin('levels as lv', (j) => j.onRef('lv.tenant_id', '=', 'l.tenant_id').onRef('lv.id', '=', 'l.level_id'))
      .select(['l.id', 'l.bid_id', 'l.position_id', 'l.level_id', 'l.quantity', 'l.units', 'lv.rate_per_hour', 'lv.cost_code'])
      .where('l.tenant_id', '=', tenantId).where('l.bid_id', 'in', ids).orderBy('l.id').execute(),
    db.selectFrom('bid_trade_lines').select(['id', 'bid_id', 'subdivision_id', 'category_id', 'part_id', 'costcode', 'part_hold',
      'cost_per_unit', 'units', 'u_per_m']).where('tenant_id', '=', tenantId).where('bid_id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('bid_trade_amounts').select(['trade_line_id', 'subcontractor_id', 'amount'])
      .where('tenant_id', '=', tenantId).where('bid_id', 'in', ids).execute(),
  ]);
  return bids.map((b) => ({
    ...b,
    labor: labor.filter((l) => l.bid_id === b.id),
    trades: trades.filter((t) => t.bid_id === b.id).map((t) => ({
      ...t, amount: amounts.find((a) => a.trade_line_id === t.id && a.subcontractor_id === b.selected_subcontractor_id)?.amount,
    })),
  }));
}
type Bid = Awaited<ReturnType<typeof projectBids>>[number];

interface Schedule { projectId: number; monday: string; weeks: number; elapsed: number }

/** The weeks [from, to) of a bid's phase, and how many of them have passed. */
function phaseOf(bid: Bid, s: Schedule) {
  const [a, b] = PHASES[bid.label] ?? [0.2, 0.8];
  const from = Math.floor(a * s.weeks);
  const to = Math.max(from + 1, Math.round(b * s.weeks));
  const now = s.elapsed >= 1 ? s.weeks : Math.round(s.elapsed * s.weeks);
  return { from, to, done: Math.max(0, Math.min(to, now) - from), length: to - from };
}

/** Weekly payroll of a bid's crews: each labor line's hours (weeks × 40, §5) spread over the phase, a line per day. */
function payrollSheets(s: Schedule, bid: Bid, burden: { hourly: Decimal; annually: string }, subdivision: { division_id: number; id: number }): Sheet[] {
  if (bid.labor.length === 0) return [];
  const phase = phaseOf(bid, s);
  const sheets: Sheet[] = [];
  for (let w = phase.from; w < phase.from + phase.done; w += 1) {
    const monday = addDays(s.monday, 7 * w);
    const labor: LaborRow[] = [];
    for (const line of bid.labor) {
      // Hours a person works a day in the phase: the budget's hours with the key's drift, to the half hour.
      const daily = dec(line.units).times(40).times(drift(line.level_id + s.projectId)).div(phase.length * 5).times(2).round().div(2);
      if (daily.lte(0)) continue;
      for (let day = 0; day < 5; day += 1) {
        const priced = { quantity: String(line.quantity), units: daily.toString(), costPerUnit: dec(line.rate_per_hour),
          hourly: true, burden: burden.hourly, burdenAnnual: burden.annually };
        const f = laborLineFigures(priced);
        labor.push({
          work_date: addDays(monday, day), position_id: line.position_id, level_id: line.level_id, costcode: line.cost_code ?? '',
          quantity: priced.quantity, units: priced.units, costperunit: priced.costPerUnit.toFixed(4), burden: priced.burden.toFixed(4),
          burden_annual: burden.annually, total: toMoneyString(f.total), overhead: toMoneyString(f.overhead), budget_total: toMoneyString(f.budgetTotal), notes: '',
        });
      }
    }
    const friday = addDays(monday, 4);
    if (labor.length > 0) {
      sheets.push({
        project_id: s.projectId, sheet_name: PAYROLL_NAMES[bid.label] ?? `${bid.label} crew payroll`, division_id: subdivision.division_id,
        subdivision_id: subdivision.id, contractor_type: 'Payroll', vendor_id: null, subcontractor_id: null, cost_date: friday,
        notes: `Week ending ${usDate(friday)}`, amount: '0', labor, trades: [],
      });
    }
  }
  return sheets;
}

/** Every fourth week of the phase (and its last week), the share of the phase each bill closes. */
function billingWeeks(phase: ReturnType<typeof phaseOf>): { week: number; upTo: number }[] {
  const weeks: { week: number; upTo: number }[] = [];
  for (let k = 4; k < phase.length; k += 4) weeks.push({ week: phase.from + k - 1, upTo: k / phase.length });
  weeks.push({ week: phase.to - 1, upTo: 1 });
  return weeks.filter((b) => b.week < phase.from + phase.done);
}

/** Supplier invoices for a bid no subcontractor won: each closes its share of every trade line's units (with drift). */
function vendorSheets(s: Schedule, bid: Bid, vendor: number | undefined): Sheet[] {
  if (vendor === undefined || bid.selected_subcontractor_id !== null || bid.trades.length === 0) return [];
  const phase = phaseOf(bid, s);
  let billed = 0;
  return billingWeeks(phase).map(({ week, upTo }, k): Sheet => {
    const share = upTo - billed;
    billed = upTo;
    const trades = bid.trades.map((t): TradeRow => {
      const units = round2(dec(t.units).times(share).times(drift(t.part_id + s.projectId)));
      return {
        subdivision_id: t.subdivision_id, category_id: t.category_id, part_id: t.part_id, costcode: t.costcode, part_hold: t.part_hold,
        cost_per_unit: String(t.cost_per_unit), units: units.toString(), u_per_m: t.u_per_m,
        total: toMoneyString(tradeLineTotal(t.cost_per_unit, units)), notes: '',
      };
    }).filter((t) => dec(t.units).gt(0));
    return {
      project_id: s.projectId, sheet_name: VENDOR_NAMES[bid.label] ?? `${bid.label} materials`, division_id: bid.division_id,
      subdivision_id: bid.subdivision_id, contractor_type: 'Vendor', vendor_id: vendor, subcontractor_id: null,
      cost_date: addDays(s.monday, 7 * week + 2), notes: `Invoice ${4_100 + s.projectId * 7 + bid.id * 3 + k}`, amount: '0', labor: [], trades,
    };
  }).filter((sheet) => sheet.trades.length > 0);
}

/** Pay applications of the subcontractor a bid selected: a line per bid line, its share of the amount quoted. */
function subcontractorSheets(s: Schedule, bid: Bid): Sheet[] {
  if (bid.selected_subcontractor_id === null) return [];
  const phase = phaseOf(bid, s);
  let billed = 0;
  return billingWeeks(phase).map(({ week, upTo }, k): Sheet => {
    const trades = bid.trades.filter((t) => t.amount !== undefined).map((t): TradeRow => {
      // Cumulative to this pay application, less what was billed before: the last one closes the line to the cent.
      const amount = round2(dec(t.amount!).times(upTo)).minus(round2(dec(t.amount!).times(billed)));
      return {
        subdivision_id: t.subdivision_id, category_id: t.category_id, part_id: t.part_id, costcode: t.costcode, part_hold: t.part_hold,
        cost_per_unit: toMoneyString(amount), units: '1', u_per_m: t.u_per_m, total: toMoneyString(amount), notes: `${Math.round(upTo * 100)} % complete`,
      };
    }).filter((t) => dec(t.total).gt(0));
    billed = upTo;
    return {
      project_id: s.projectId, sheet_name: `${bid.label} - pay application ${k + 1}`, division_id: bid.division_id,
      subdivision_id: bid.subdivision_id, contractor_type: 'Subcontractor', vendor_id: null, subcontractor_id: bid.selected_subcontractor_id,
      cost_date: addDays(s.monday, 7 * week + 4), notes: `Pay application ${k + 1}`, amount: '0', labor: [], trades,
    };
  }).filter((sheet) => sheet.trades.length > 0);
}

/** One small invoice entered from its total alone (no lines, §10): about 0.4 % of what the suppliers billed. */
function surchargeSheet(s: Schedule, vendorBills: Sheet[]): Sheet | undefined {
  const first = vendorBills[0];
  if (!first) return undefined;
  const billed = vendorBills.reduce((sum, b) => sum.plus(b.trades.reduce((t, l) => t.plus(l.total), dec(0))), dec(0));
  return {
    // Charged to the budget row of the first invoice's first line.
    ...first, sheet_name: SURCHARGE, notes: `Invoice ${9_000 + s.projectId}`, cost_date: addDays(first.cost_date, 1), labor: [], trades: [],
    chargeFrom: first.trades,
    amount: toMoneyString(round2(billed.times('0.004')).plus(35)),
  };
}

/** Direct costs on every In Progress and Completed demo project of the tenant that has none yet. */
export async function seedDemoDirectCosts(db: Db, tenantId: number): Promise<void> {
  const projects = await db.selectFrom('projects as p').select(['p.id', 'p.status', 'p.duration'])
    .select((eb) => eb.fn.coalesce(eb.cast<string>('p.construction_start_date', 'text'), eb.val('2026-01-05')).as('start'))
    .where('p.tenant_id', '=', tenantId).where('p.status', 'in', STATUSES)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('direct_costs as d').select('d.id')
      .whereRef('d.tenant_id', '=', 'p.tenant_id').whereRef('d.project_id', '=', 'p.id'))))
    .orderBy('p.id').execute();
  // The company's usual sheet names, whether or not a project uses each yet.
  await db.insertInto('direct_cost_sheet_names').values(DEMO_SHEET_NAMES.map((name) => ({ tenant_id: tenantId, direct_cost_sheet_name: name })))
    .onConflict((oc) => oc.doNothing()).execute();
  if (projects.length === 0) return;
  const [vendors, burden] = await Promise.all([
    // Active suppliers mapped to each subdivision: a bill comes only from one the form would list (docs/projects.md §4).
    db.selectFrom('vendor_subdivisions as vs')
      .innerJoin('vendors as v', (j) => j.onRef('v.tenant_id', '=', 'vs.tenant_id').onRef('v.id', '=', 'vs.vendor_id'))
      .select(['vs.subdivision_id', 'v.id']).where('vs.tenant_id', '=', tenantId).where('v.is_active', '=', true).orderBy('v.id').execute(),
    burdenRate({ tenantId }, db),
  ]);
  const vendorOf = new Map<number, number>();
  for (const v of vendors) if (!vendorOf.has(v.subdivision_id)) vendorOf.set(v.subdivision_id, v.id);
  const burdenHourly = burdenFigure(burden, true);
  const sheets: Sheet[] = [];
  for (const p of projects) {
    // The bids' schedule: whole weeks, as the bids seed plans them; the Monday of the first week of construction.
    const weeks = Math.max(8, Math.ceil(Number(String(p.duration ?? '').replace(/[^\d.]/g, '')) || 16));
    const monday = addDays(p.start, -((new Date(`${p.start}T00:00:00Z`).getUTCDay() + 6) % 7));
    const schedule: Schedule = { projectId: p.id, monday, weeks, elapsed: ELAPSED[p.status] ?? 0.45 };
    const vendorBills: Sheet[] = [];
    for (const bid of await projectBids(db, tenantId, p.id)) {
      sheets.push(...payrollSheets(schedule, bid, { hourly: burdenHourly, annually: burden.annually }, { division_id: bid.division_id, id: bid.subdivision_id }));
      const bills = vendorSheets(schedule, bid, vendorOf.get(bid.subdivision_id));
      vendorBills.push(...bills);
      sheets.push(...bills, ...subcontractorSheets(schedule, bid));
    }
    const surcharge = surchargeSheet(schedule, vendorBills);
    if (surcharge) sheets.push(surcharge);
  }
  if (sheets.length === 0) return;
  await db.insertInto('direct_cost_sheet_names').values([...new Set(sheets.map((sh) => sh.sheet_name))]
    .map((name) => ({ tenant_id: tenantId, direct_cost_sheet_name: name })))
    .onConflict((oc) => oc.doNothing()).execute();
  const ids = await db.insertInto('direct_costs').values(sheets.map((sheet) => {
    const { labor, trades, chargeFrom: _chargeFrom, ...s } = sheet;
    const f = directCostFigures({ labor, trades, amount: s.amount });
    return { tenant_id: tenantId, ...s, ...chargeOf(sheet), labor_total: money(f.labor), burden_total: money(f.burden), trades_total: money(f.trades), total: money(f.total), line_count: f.lineCount };
  })).returning('id').execute();
  const labor = sheets.flatMap((s, i) => s.labor.map((l) => ({ tenant_id: tenantId, direct_cost_id: ids[i]!.id, ...l })));
  const trades = sheets.flatMap((s, i) => s.trades.map((t) => ({ tenant_id: tenantId, direct_cost_id: ids[i]!.id, ...t })));
  // In slices: a multi-row insert carries one parameter per column and row, and PostgreSQL takes at most 65,535.
  for (let i = 0; i < labor.length; i += 2_000) await db.insertInto('direct_cost_labor_lines').values(labor.slice(i, i + 2_000)).execute();
  for (let i = 0; i < trades.length; i += 2_000) await db.insertInto('direct_cost_trade_lines').values(trades.slice(i, i + 2_000)).execute();
}

const money = (d: Decimal) => d.toFixed(2);
