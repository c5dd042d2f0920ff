import { dec, round2, toMoneyString, type Decimal } from '@suite/money';
import type { Db } from '../../db/types.js';
import { demoCatalogueIds } from '../catalogue/seed.js';
import { burdenRate } from '../overhead/burden.js';
import { burdenFigure, laborLineFigures, tradeLineTotal } from '../bids/pricing.js';
import { directCostFigures, type ContractorType } from './rules.js';

// Demo data of the direct-costs module (called by db/seed.ts after the bids): the In Progress and Completed demo
// projects carry the first months of their actual costs (001 §2.8): weekly payroll sheets with a line per crew and
// working day (priced per hour from the levels, burden read from the overhead, calculations.md §5), vendor bills for
// ready-mix, rebar and framing lumber from suppliers mapped to those subdivisions (trade lines on catalogue parts, §6,
// or only the amount of the invoice), and monthly progress bills of the subcontractors the project's bids selected.
// Totals by §10. A project that already has direct costs is left alone (the seed can run again).

const STATUSES = ['In Progress', 'Completed'];
/** Weeks of actual costs: about three months on a job under way, up to four on a finished one. */
const WEEKS = { 'In Progress': 12, Completed: 16 } as Record<string, number>;
const DAY = 86_400_000;
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}`;

/** A crew on a weekly payroll sheet: position, level, people, hours a day, working days (0 = Monday). */
type Crew = readonly [position: string, level: string, people: number, hours: number, days: readonly number[]];
const PAYROLLS: readonly { name: string; division: string; subdivision: string; crews: readonly Crew[] }[] = [
  {
    name: 'Framing crew payroll', division: '06', subdivision: '06 10 00 Rough Carpentry',
    crews: [['Carpenter', 'Journeyman', 2, 8, [0, 1, 2, 3, 4]], ['Carpenter', 'Apprentice', 1, 8, [0, 1, 2, 3]]],
  },
  {
    name: 'Site supervision payroll', division: '01', subdivision: '01 50 00 Temporary Facilities and Controls',
    crews: [['Superintendent', 'General', 1, 9, [0, 1, 2, 3, 4]]],
  },
];

/** A vendor bill: every few weeks, trade lines on parts whose quantities grow with the building's area. */
const VENDOR_BILLS: readonly { name: string; division: string; subdivision: string; everyWeeks: number; firstWeek: number;
  parts: readonly (readonly [part: string, units: (area: number, k: number) => number])[] }[] = [
  {
    name: 'Ready-mix concrete delivery', division: '03', subdivision: '03 30 00 Cast-in-Place Concrete', everyWeeks: 3, firstWeek: 1,
    parts: [['Ready-mix concrete, 4000 psi', (a, k) => Math.round(a / 160) + 6 * (k % 3)], ['Concrete pumping', (a) => Math.round(a / 200)]],
  },
  {
    name: 'Rebar delivery', division: '03', subdivision: '03 20 00 Concrete Reinforcing', everyWeeks: 4, firstWeek: 0,
    parts: [['Rebar #4, grade 60, placed', (a, k) => Math.max(2, Math.round(a / 2_500)) + (k % 2)]],
  },
  {
    name: 'Framing lumber package', division: '06', subdivision: '06 10 00 Rough Carpentry', everyWeeks: 4, firstWeek: 2,
    parts: [['Framing lumber', (a, k) => Math.max(4, Math.round(a / 900)) + k]],
  },
];

interface LaborRow { work_date: string; position_id: number; level_id: number; costcode: string; quantity: string; units: string;
  costperunit: string; burden: string; total: string; overhead: string; budget_total: string; notes: string }
interface TradeRow { subdivision_id: number; category_id: number; part_id: number; costcode: string; part_hold: string;
  cost_per_unit: string; units: string; u_per_m: string; total: string; notes: string }
interface Sheet { project_id: number; sheet_name: string; division_id: number; subdivision_id: number; contractor_type: ContractorType;
  vendor_id: number | null; subcontractor_id: number | null; cost_date: string; notes: string; amount: string;
  labor: LaborRow[]; trades: TradeRow[] }

async function loadRefs(db: Db, tenantId: number) {
  const [levels, parts, vendors, selected, burden, catalogue] = await Promise.all([
    db.selectFrom('levels as l').innerJoin('positions as p', (j) => j.onRef('p.tenant_id', '=', 'l.tenant_id').onRef('p.id', '=', 'l.position_id'))
      .select(['l.id', 'l.position_id', 'l.rate_per_hour', 'l.cost_code', 'l.name', 'p.name as position']).where('l.tenant_id', '=', tenantId).execute(),
    db.selectFrom('catalogue_parts as p')
      .innerJoin('catalogue_categories as c', (j) => j.onRef('c.tenant_id', '=', 'p.tenant_id').onRef('c.id', '=', 'p.category_id'))
      .innerJoin('catalogue_units as u', (j) => j.onRef('u.tenant_id', '=', 'p.tenant_id').onRef('u.id', '=', 'p.unit_id'))
      .select(['p.id', 'p.part_hold', 'p.category_id', 'c.subdivision_id', 'p.cost_per_unit', 'u.u_per_m', 'p.cost_code'])
      .where('p.tenant_id', '=', tenantId).orderBy('p.id').execute(),
    // Active suppliers mapped to each subdivision: a bill comes only from one the form would list (001 §4).
    db.selectFrom('vendor_subdivisions as vs')
      .innerJoin('vendors as v', (j) => j.onRef('v.tenant_id', '=', 'vs.tenant_id').onRef('v.id', '=', 'vs.vendor_id'))
      .select(['vs.subdivision_id', 'v.id']).where('vs.tenant_id', '=', tenantId).where('v.is_active', '=', true).orderBy('v.id').execute(),
    // The subcontractors the project's bids selected, with what they quoted: they send the progress bills.
    db.selectFrom('bids as b')
      .innerJoin('subcontractors as s', (j) => j.onRef('s.tenant_id', '=', 'b.tenant_id').onRef('s.id', '=', 'b.selected_subcontractor_id'))
      .select(['b.project_id', 'b.division_id', 'b.subdivision_id', 'b.label', 'b.trades_total', 's.id as subcontractor_id'])
      .where('b.tenant_id', '=', tenantId).where('b.is_alternate', '=', false).orderBy('b.id').execute(),
    burdenRate({ tenantId }, db),
    demoCatalogueIds(db, tenantId, 'direct costs'),
  ]);
  const vendorOf = new Map<number, number>();
  for (const v of vendors) if (!vendorOf.has(v.subdivision_id)) vendorOf.set(v.subdivision_id, v.id);
  return {
    levels: new Map(levels.map((l) => [`${l.position}/${l.name}`, l])),
    parts: new Map([...parts].reverse().map((p) => [p.part_hold, p])),
    vendorOf, selected, burdenHourly: burdenFigure(burden, true), catalogue,
  };
}
type Refs = Awaited<ReturnType<typeof loadRefs>>;

const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`demo direct costs: no ${what}`);
  return value;
};

function payrollSheet(refs: Refs, projectId: number, plan: (typeof PAYROLLS)[number], monday: string): Sheet {
  const labor: LaborRow[] = [];
  for (const [position, levelName, people, hours, days] of plan.crews) {
    const level = need(refs.levels.get(`${position}/${levelName}`), `level ${position}/${levelName}`);
    for (const day of days) {
      // Per hour (README): the level's hourly rate, the burden's hourly figure.
      const priced = { quantity: String(people), units: String(hours), costPerUnit: dec(level.rate_per_hour), burden: refs.burdenHourly };
      const f = laborLineFigures(priced);
      labor.push({
        work_date: addDays(monday, day), position_id: level.position_id, level_id: level.id, costcode: level.cost_code,
        quantity: priced.quantity, units: priced.units, costperunit: priced.costPerUnit.toFixed(4), burden: priced.burden.toFixed(4),
        total: toMoneyString(f.total), overhead: toMoneyString(f.overhead), budget_total: toMoneyString(f.budgetTotal), notes: '',
      });
    }
  }
  const friday = addDays(monday, 4);
  return {
    project_id: projectId, sheet_name: plan.name, division_id: refs.catalogue.division(plan.division),
    subdivision_id: refs.catalogue.subdivision(plan.subdivision), contractor_type: 'Payroll', vendor_id: null, subcontractor_id: null,
    cost_date: friday, notes: `Week ending ${usDate(friday)}`, amount: '0', labor, trades: [],
  };
}

function vendorSheet(refs: Refs, projectId: number, plan: (typeof VENDOR_BILLS)[number], date: string, area: number, k: number): Sheet | undefined {
  const subdivisionId = refs.catalogue.subdivision(plan.subdivision);
  const vendor = refs.vendorOf.get(subdivisionId);
  if (vendor === undefined) return undefined;
  const trades = plan.parts.map(([name, units]): TradeRow => {
    const part = need(refs.parts.get(name), `part ${name}`);
    const qty = Math.max(1, units(area, k));
    return {
      subdivision_id: part.subdivision_id, category_id: part.category_id, part_id: part.id, costcode: part.cost_code ?? '', part_hold: name,
      cost_per_unit: String(part.cost_per_unit), units: String(qty), u_per_m: part.u_per_m,
      total: toMoneyString(tradeLineTotal(part.cost_per_unit, qty)), notes: '',
    };
  });
  // Every third bill is entered from the invoice's total alone (no lines): §10 answers the amount.
  const amountOnly = k % 3 === 2;
  const invoice = trades.reduce((s, t) => s.plus(t.total), dec(0));
  return {
    project_id: projectId, sheet_name: plan.name, division_id: refs.catalogue.division(plan.division), subdivision_id: subdivisionId,
    contractor_type: 'Vendor', vendor_id: vendor, subcontractor_id: null, cost_date: date,
    notes: `Invoice ${4_100 + projectId * 7 + k * 13}`, amount: amountOnly ? toMoneyString(invoice) : '0',
    labor: [], trades: amountOnly ? [] : trades,
  };
}

/** Monthly progress bills of the selected subcontractors: 25 %, 35 %, then 30 % of what they quoted. */
function subcontractorSheets(refs: Refs, projectId: number, start: string, months: number): Sheet[] {
  const shares = ['0.25', '0.35', '0.30'].slice(0, months);
  return refs.selected.filter((s) => s.project_id === projectId).flatMap((s) => shares.map((share, m): Sheet => ({
    project_id: projectId, sheet_name: `${s.label} - progress bill ${m + 1}`, division_id: s.division_id, subdivision_id: s.subdivision_id,
    contractor_type: 'Subcontractor', vendor_id: null, subcontractor_id: s.subcontractor_id, cost_date: addDays(start, 28 * (m + 1) - 3),
    notes: `Pay application ${m + 1}`, amount: toMoneyString(round2(dec(s.trades_total).times(share))), labor: [], trades: [],
  })));
}

/** Direct costs on every In Progress and Completed demo project of the tenant that has none yet. */
export async function seedDemoDirectCosts(db: Db, tenantId: number): Promise<void> {
  const projects = await db.selectFrom('projects as p').select(['p.id', 'p.status', 'p.area'])
    .select((eb) => eb.fn.coalesce(eb.cast<string>('p.construction_start_date', 'text'), eb.val('2026-01-05')).as('start'))
    .where('p.tenant_id', '=', tenantId).where('p.status', 'in', STATUSES)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('direct_costs as d').select('d.id')
      .whereRef('d.tenant_id', '=', 'p.tenant_id').whereRef('d.project_id', '=', 'p.id'))))
    .orderBy('p.id').execute();
  if (projects.length === 0) return;
  const refs = await loadRefs(db, tenantId);
  const sheets: Sheet[] = [];
  for (const p of projects) {
    const area = Math.max(2_000, Number(String(p.area ?? '').replace(/[^\d.]/g, '')) || 10_000);
    // The Monday of the first week of construction.
    const start = addDays(p.start, -((new Date(`${p.start}T00:00:00Z`).getUTCDay() + 6) % 7));
    const weeks = WEEKS[p.status] ?? 12;
    for (let w = 0; w < weeks; w += 1) {
      const monday = addDays(start, 7 * w);
      for (const plan of PAYROLLS) sheets.push(payrollSheet(refs, p.id, plan, monday));
      for (const [k, plan] of VENDOR_BILLS.entries()) {
        if (w >= plan.firstWeek && (w - plan.firstWeek) % plan.everyWeeks === 0) {
          const sheet = vendorSheet(refs, p.id, plan, addDays(monday, 2 + (k % 2)), area, Math.floor(w / plan.everyWeeks));
          if (sheet) sheets.push(sheet);
        }
      }
    }
    sheets.push(...subcontractorSheets(refs, p.id, start, Math.min(3, Math.floor(weeks / 4))));
  }
  await db.insertInto('direct_cost_sheet_names').values([...new Set(sheets.map((s) => s.sheet_name))]
    .map((name) => ({ tenant_id: tenantId, direct_cost_sheet_name: name })))
    .onConflict((oc) => oc.doNothing()).execute();
  const ids = await db.insertInto('direct_costs').values(sheets.map(({ labor, trades, ...s }) => {
    const f = directCostFigures({ labor, trades, amount: s.amount });
    return { tenant_id: tenantId, ...s, labor_total: money(f.labor), burden_total: money(f.burden), trades_total: money(f.trades), total: money(f.total), line_count: f.lineCount };
  })).returning('id').execute();
  const labor = sheets.flatMap((s, i) => s.labor.map((l) => ({ tenant_id: tenantId, direct_cost_id: ids[i]!.id, ...l })));
  const trades = sheets.flatMap((s, i) => s.trades.map((t) => ({ tenant_id: tenantId, direct_cost_id: ids[i]!.id, ...t })));
  if (labor.length > 0) await db.insertInto('direct_cost_labor_lines').values(labor).execute();
  if (trades.length > 0) await db.insertInto('direct_cost_trade_lines').values(trades).execute();
}

const money = (d: Decimal) => d.toFixed(2);
