import { dec, round2, toMoneyString, type Decimal } from '@suite/money';
import type { Db } from '../../db/types.js';
import { demoCatalogueIds } from '../catalogue/seed.js';
import { burdenRate } from '../overhead/burden.js';
import { burdenFigure, laborLineFigures, levelRate, tradeLineTotal } from '../lines/pricing.js';
import { recalculateProject } from '../projects/recalculate.js';
import { recalculateBid } from './recalculate.js';

// Demo data of the bids module (called by db/seed.ts after the projects, the catalogue and the subcontractors): the
// demo projects past Bidding carry bids as an estimator would have built them (docs/projects.md §2.6, §2.7), priced by
// pricing.ts (docs/money.md §5, §6) and totalled by recalculate.ts (§7, §8) so stored figures and
// projects.total_cost are right. A project that already has bids is left alone (the seed can run again).

/** A trade line: a catalogue part and its quantity from the project's area in square feet (and duration in weeks). */
type PartPlan = readonly [part: string, units: (area: number, weeks: number) => number];
/** A labor line: position, level, quantity (people) and weeks from the project's duration. */
type LaborPlan = readonly [position: string, level: string, quantity: number, weeks: (weeks: number) => number];

interface BidPlan {
  division: string;
  subdivision: string;
  label: string;
  scope: string;
  labor: readonly LaborPlan[];
  parts: readonly PartPlan[];
}

const GENERAL_CONDITIONS: BidPlan = {
  division: '01', subdivision: '01 50 00 Temporary Facilities and Controls', label: 'General Conditions',
  scope: 'Site supervision, project management, field office, sanitation, fencing and waste haul for the duration.',
  labor: [
    ['Superintendent', 'General', 1, (w) => w],
    ['Project Manager', 'Senior', 1, (w) => Math.ceil(w / 2)],
    ['Project Manager', 'Associate', 1, (w) => Math.ceil(w / 4)],
  ],
  parts: [
    ['Field office trailer', (_a, w) => Math.ceil(w / 4.33)],
    ['Portable toilet', (a, w) => Math.ceil(w / 4.33) * (a > 25_000 ? 3 : 2)],
    ['Temporary chain link fence', (a) => Math.round(4 * Math.sqrt(a) * 1.2)],
    ['Dumpster, 30 CY, per haul', (a) => Math.max(4, Math.round(a / 1_500))],
  ],
};

const TRADE_BIDS: readonly BidPlan[] = [
  {
    division: '03', subdivision: '03 30 00 Cast-in-Place Concrete', label: 'Concrete',
    scope: 'Footings and slab on grade with vapor retarder, pumped and finished.',
    labor: [],
    parts: [
      ['Footings, placed', (a) => Math.round(a / 250)], ['Concrete pumping', (a) => Math.round(a / 60)],
      ['Slab on grade, 4 in, placed and finished', (a) => a], ['Vapor retarder, 15 mil', (a) => a],
    ],
  },
  {
    division: '09', subdivision: '09 20 00 Plaster and Gypsum Board', label: 'Drywall',
    scope: 'Metal stud partitions, Type X board at rated walls, level 4 finish.',
    labor: [['Carpenter', 'Journeyman', 2, (w) => Math.ceil(w / 6)]],
    parts: [
      ['Metal studs, 3-5/8 in, 25 ga at 16 in', (a) => Math.round(a * 1.2)],
      ['Gypsum board, 5/8 in Type X, hung and taped', (a) => Math.round(a * 2.4)],
      ['Moisture-resistant gypsum board, 1/2 in', (a) => Math.round(a * 0.15)],
    ],
  },
  {
    division: '09', subdivision: '09 90 00 Painting and Coating', label: 'Painting',
    scope: 'Primer and two coats at walls and ceilings; doors and frames.',
    labor: [],
    parts: [
      ['Paint walls, primer and 2 coats', (a) => Math.round(a * 2.4)], ['Paint ceilings, 2 coats', (a) => Math.round(a * 0.8)],
      ['Paint door and frame', (a) => Math.max(6, Math.round(a / 450))],
    ],
  },
  {
    division: '22', subdivision: '22 10 00 Plumbing Piping', label: 'Plumbing',
    scope: 'Domestic water and sanitary waste piping to fixtures, cleanouts.',
    labor: [],
    parts: [
      ['Copper pipe, type L, 3/4 in', (a) => Math.round(a / 12)], ['PVC DWV pipe, 4 in', (a) => Math.round(a / 30)],
      ['PVC DWV pipe, 2 in', (a) => Math.round(a / 25)], ['Floor cleanout', (a) => Math.max(3, Math.round(a / 4_000))],
    ],
  },
  {
    division: '23', subdivision: '23 30 00 HVAC Air Distribution', label: 'HVAC Distribution',
    scope: 'Supply and return ductwork, diffusers, grilles and exhaust fans.',
    labor: [],
    parts: [
      ['Galvanized rectangular duct', (a) => Math.round(a * 0.9)], ['Flexible duct, 8 in', (a) => Math.round(a / 20)],
      ['Supply diffuser, 24 x 24', (a) => Math.max(4, Math.round(a / 180))], ['Return grille', (a) => Math.max(2, Math.round(a / 400))],
    ],
  },
  {
    division: '26', subdivision: '26 05 00 Common Work Results for Electrical', label: 'Electrical',
    scope: 'Branch circuit wiring in EMT, boxes and feeders.',
    labor: [],
    parts: [
      ['EMT conduit, 3/4 in', (a) => Math.round(a / 4)], ['THHN copper wire, #12', (a) => Math.round(a * 1.1)],
      ['MC cable, 12/2', (a) => Math.round(a / 3)], ['Junction box, 4 in', (a) => Math.max(10, Math.round(a / 120))],
    ],
  },
];

const ALTERNATE: BidPlan = {
  division: '26', subdivision: '26 50 00 Lighting', label: 'Alternate 1: LED lighting upgrade',
  scope: 'Replace the base fixture package with LED troffers and downlights, LED exit signs.',
  labor: [],
  parts: [
    ['LED troffer, 2 x 4', (a) => Math.max(6, Math.round(a / 80))], ['LED downlight, 6 in', (a) => Math.max(4, Math.round(a / 250))],
    ['LED exit sign', (a) => Math.max(2, Math.round(a / 2_500))],
  ],
};

/** How far each quoting subcontractor sits from the estimate (bid leveling spreads of a few percent). */
const SPREADS = ['0.94', '1.02', '1.09'] as const;
const SELECTED_STATUSES = new Set(['Awarded', 'In Progress', 'Completed']);

interface Refs {
  levels: Map<string, { id: number; position_id: number; rate_per_week: string }>;
  parts: Map<string, { id: number; category_id: number; subdivision_id: number; cost_per_unit: string; u_per_m: string; cost_code: string }>;
  subsBySubdivision: Map<number, number[]>;
  burdenWeekly: Decimal;
  burdenAnnual: string;
  catalogue: Awaited<ReturnType<typeof demoCatalogueIds>>;
}

async function loadRefs(db: Db, tenantId: number): Promise<Refs> {
  const [levels, parts, subs, burden, catalogue] = await Promise.all([
    db.selectFrom('levels as l').innerJoin('positions as p', (j) => j.onRef('p.tenant_id', '=', 'l.tenant_id').onRef('p.id', '=', 'l.position_id'))
      .select(['l.id', 'l.position_id', 'l.rate_per_week', 'l.name', 'p.name as position']).where('l.tenant_id', '=', tenantId).execute(),
    db.selectFrom('catalogue_parts as p')
      .innerJoin('catalogue_categories as c', (j) => j.onRef('c.tenant_id', '=', 'p.tenant_id').onRef('c.id', '=', 'p.category_id'))
      .innerJoin('catalogue_units as u', (j) => j.onRef('u.tenant_id', '=', 'p.tenant_id').onRef('u.id', '=', 'p.unit_id'))
      .select(['p.id', 'p.part_hold', 'p.category_id', 'c.subdivision_id', 'p.cost_per_unit', 'u.u_per_m', 'p.cost_code'])
      .where('p.tenant_id', '=', tenantId).orderBy('p.id').execute(),
    db.selectFrom('subcontractor_subdivisions as ss')
      .innerJoin('subcontractors as s', (j) => j.onRef('s.tenant_id', '=', 'ss.tenant_id').onRef('s.id', '=', 'ss.subcontractor_id'))
      .select(['ss.subdivision_id', 's.id']).where('ss.tenant_id', '=', tenantId).where('s.is_active', '=', true)
      .orderBy('s.id').execute(),
    burdenRate({ tenantId }, db),
    demoCatalogueIds(db, tenantId, 'bids'),
  ]);
  const subsBySubdivision = new Map<number, number[]>();
  for (const s of subs) subsBySubdivision.set(s.subdivision_id, [...(subsBySubdivision.get(s.subdivision_id) ?? []), s.id]);
  return {
    levels: new Map(levels.map((l) => [`${l.position}/${l.name}`, { id: l.id, position_id: l.position_id, rate_per_week: String(l.rate_per_week) }])),
    // The first part of a name wins (names are unique within the demo catalogue).
    parts: new Map([...parts].reverse().map((p) => [p.part_hold, {
      id: p.id, category_id: p.category_id, subdivision_id: p.subdivision_id, cost_per_unit: String(p.cost_per_unit),
      u_per_m: p.u_per_m, cost_code: p.cost_code ?? '',
    }])),
    subsBySubdivision,
    burdenWeekly: burdenFigure(burden, false),
    burdenAnnual: burden.annually,
    catalogue,
  };
}

const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`demo bids: no ${what}`);
  return value;
};

async function seedBid(db: Db, tenantId: number, refs: Refs, project: { id: number; area: number; weeks: number },
  plan: BidPlan, n: number, options: { alternate: boolean; select: boolean }): Promise<number> {
  const subdivisionId = refs.catalogue.subdivision(plan.subdivision);
  // Two or three of the active subcontractors mapped to the subdivision, a different pick on each project.
  const mapped = refs.subsBySubdivision.get(subdivisionId) ?? [];
  const count = Math.min(mapped.length, 2 + (n % 2));
  const subs = Array.from({ length: count }, (_v, k) => mapped[(n + k) % mapped.length]!);
  const bid = await db.insertInto('bids').values({
    tenant_id: tenantId, project_id: project.id, division_id: refs.catalogue.division(plan.division), subdivision_id: subdivisionId,
    label: plan.label, scope_of_work: plan.scope, is_alternate: options.alternate, hourly: false,
  }).returning('id').executeTakeFirstOrThrow();
  if (subs.length > 0) {
    await db.insertInto('bid_subcontractors').values(subs.map((id) => ({ tenant_id: tenantId, bid_id: bid.id, subcontractor_id: id }))).execute();
  }
  if (plan.labor.length > 0) {
    await db.insertInto('bid_labor_lines').values(plan.labor.map(([position, levelName, quantity, weeks]) => {
      const level = need(refs.levels.get(`${position}/${levelName}`), `level ${position}/${levelName}`);
      // A weekly sheet: cost per week from the level, burden's weekly figure (docs/money.md §5).
      const priced = { quantity: String(quantity), units: String(weeks(project.weeks)), costPerUnit: levelRate({ ratePerHour: 0, ratePerWeek: level.rate_per_week }, false),
        hourly: false, burden: refs.burdenWeekly, burdenAnnual: refs.burdenAnnual };
      const figures = laborLineFigures(priced);
      return {
        tenant_id: tenantId, bid_id: bid.id, position_id: level.position_id, level_id: level.id, costcode: '',
        quantity: priced.quantity, units: priced.units, costperunit: priced.costPerUnit.toFixed(4), burden: priced.burden.toFixed(4),
        burden_annual: priced.burdenAnnual, total: toMoneyString(figures.total), overhead: toMoneyString(figures.overhead), budget_total: toMoneyString(figures.budgetTotal),
        notes: `${weeks(project.weeks)} weeks`,
      };
    })).execute();
  }
  const lines = await db.insertInto('bid_trade_lines').values(plan.parts.map(([name, units]) => {
    const part = need(refs.parts.get(name), `part ${name}`);
    const qty = Math.max(1, units(project.area, project.weeks));
    return {
      tenant_id: tenantId, bid_id: bid.id, subdivision_id: part.subdivision_id, category_id: part.category_id, part_id: part.id,
      costcode: part.cost_code, part_hold: name, cost_per_unit: part.cost_per_unit, units: String(qty), u_per_m: part.u_per_m,
      total: toMoneyString(tradeLineTotal(part.cost_per_unit, qty)), notes: '',
    };
  })).returning(['id', 'total']).execute();
  // Each subcontractor quotes every line at its own spread, a point or two either way line by line.
  const amounts = lines.flatMap((line, i) => subs.map((subId, k) => {
    const factor = dec(SPREADS[(k + n) % SPREADS.length]!).plus(dec(((i * 7 + k * 3 + n) % 5) - 2).div(100));
    return { tenant_id: tenantId, bid_id: bid.id, trade_line_id: line.id, subcontractor_id: subId, amount: toMoneyString(round2(dec(line.total).times(factor))) };
  }));
  if (amounts.length > 0) await db.insertInto('bid_trade_amounts').values(amounts).execute();
  if (options.select && subs.length > 0) {
    // The lowest quote wins the bid (bid leveling).
    const totals = subs.map((id) => ({ id, total: amounts.filter((a) => a.subcontractor_id === id).reduce((s, a) => s.plus(a.amount), dec(0)) }));
    const lowest = totals.reduce((a, b) => (b.total.lt(a.total) ? b : a));
    await db.updateTable('bids').set({ selected_subcontractor_id: lowest.id })
      .where('tenant_id', '=', tenantId).where('id', '=', bid.id).execute();
  }
  await recalculateBid({ tenantId }, db, bid.id);
  return bid.id;
}

/** Bids on every demo project of the tenant that is past Bidding and has none yet. */
export async function seedDemoBids(db: Db, tenantId: number): Promise<void> {
  const projects = await db.selectFrom('projects as p').select(['p.id', 'p.status', 'p.area', 'p.duration', 'p.custom_price_amt'])
    .where('p.tenant_id', '=', tenantId).where('p.status', '!=', 'Bidding')
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('bids as b').select('b.id')
      .whereRef('b.tenant_id', '=', 'p.tenant_id').whereRef('b.project_id', '=', 'p.id'))))
    .orderBy('p.id').execute();
  if (projects.length === 0) return;
  const refs = await loadRefs(db, tenantId);
  for (const [n, p] of projects.entries()) {
    const area = Math.max(2_000, Number(String(p.area ?? '').replace(/[^\d.]/g, '')) || 10_000);
    // Whole weeks: a labor line's units are stored to 4 places, and a schedule is planned in weeks.
    const weeks = Math.max(8, Math.ceil(Number(String(p.duration ?? '').replace(/[^\d.]/g, '')) || 16));
    const project = { id: p.id, area, weeks };
    // General conditions, then three or four trades (a different mix on each project), then the alternate.
    const trades = Array.from({ length: 3 + (n % 2) }, (_v, k) => TRADE_BIDS[(n + k) % TRADE_BIDS.length]!);
    const select = SELECTED_STATUSES.has(p.status);
    await seedBid(db, tenantId, refs, project, GENERAL_CONDITIONS, n, { alternate: false, select: false });
    for (const [k, plan] of trades.entries()) {
      await seedBid(db, tenantId, refs, project, plan, n + k, { alternate: false, select: select && k % 2 === 0 });
    }
    await seedBid(db, tenantId, refs, project, ALTERNATE, n, { alternate: true, select: false });
    const totals = await recalculateProject({ tenantId }, db, p.id);
    if (totals && dec(p.custom_price_amt ?? 0).gt(0)) {
      // A custom price is the estimator's round figure over the bids (about 8.5 % over cost), not one set before them.
      const cost = totals.BidTotals.plus(totals.OverheadCost);
      const price = cost.times('1.085').div(1_000).ceil().times(1_000);
      await db.updateTable('projects').set({ custom_price_amt: price.toFixed(2) }).where('tenant_id', '=', tenantId).where('id', '=', p.id).execute();
      await recalculateProject({ tenantId }, db, p.id);
    }
  }
}
