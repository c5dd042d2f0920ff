import { sql } from 'kysely';
import { toMoneyString } from '@suite/money';
import type { Db } from '../../db/types.js';
import { burdenFigure, laborLineFigures, levelRate, tradeLineTotal } from '../lines/pricing.js';
import { burdenRate } from '../overhead/burden.js';
import { recalculatePco } from './repository.js';
import { changeOrderName, pcoName, type PcoStatus } from './rules.js';

// Demo data of the PCOs module (called by db/seed.ts after the bids): every demo project In Progress or Completed
// carries four or five PCOs as a project manager would have raised them, priced by bids/pricing.ts (docs/money.md
// §5, §6) and totalled by recalculatePco (§9): PCO-001 and PCO-003 Accepted as CO-001 and CO-002, PCO-002 turned
// down by the owner, the rest Pending. A project that already has PCOs is left alone (the seed can run again).

/** A labor line: position, level, quantity (people) and units (weeks, or hours on an hourly PCO). */
type LaborPlan = readonly [position: string, level: string, quantity: number, units: number];
/** A trade line: a catalogue part and its quantity. */
type PartPlan = readonly [part: string, units: number];

interface PcoPlan {
  title: string;
  notes: string;
  hourly: boolean;
  labor: readonly LaborPlan[];
  parts: readonly PartPlan[];
}

const PLANS: readonly PcoPlan[] = [
  {
    title: 'Owner-requested additional outlets in conference rooms',
    notes: 'Add 14 duplex receptacles in conference rooms 201-204 on new 20 A circuits from panel LP-2; cut, block and patch walls.',
    hourly: false,
    labor: [['Carpenter', 'Journeyman', 1, 1]],
    parts: [['Junction box, 4 in', 14], ['MC cable, 12/2', 420], ['Paint walls, primer and 2 coats', 160]],
  },
  {
    title: 'Unforeseen rock excavation at footing F-12',
    notes: 'Rock met at footing F-12 (grid C/4): break out, haul off and re-form the deepened footing; superintendent time on site.',
    hourly: true,
    labor: [['Superintendent', 'General', 1, 16]],
    parts: [['Footings, placed', 6], ['Concrete pumping', 2], ['Dumpster, 30 CY, per haul', 3]],
  },
  {
    title: "LED downlights at the lobby ceiling per owner's lighting revision",
    notes: 'Replace the lobby fixture package with 6 in LED downlights per revised sheet E-201; exit signs to LED.',
    hourly: false,
    labor: [],
    parts: [['LED downlight, 6 in', 18], ['LED exit sign', 4], ['MC cable, 12/2', 300]],
  },
  {
    title: 'Added partition and door at the break room',
    notes: 'New metal stud partition with Type X board, level 4 finish and one painted door and frame, per ASI-07.',
    hourly: false,
    labor: [['Carpenter', 'Journeyman', 2, 1.5], ['Project Manager', 'Associate', 1, 0.5]],
    parts: [['Metal studs, 3-5/8 in, 25 ga at 16 in', 320], ['Gypsum board, 5/8 in Type X, hung and taped', 640], ['Paint door and frame', 1]],
  },
  {
    title: 'Relocated floor cleanouts at the restroom core',
    notes: 'Move two floor cleanouts clear of the revised restroom layout; extend 4 in DWV and saw-cut and patch the slab.',
    hourly: false,
    labor: [['Carpenter', 'Journeyman', 1, 0.5]],
    parts: [['Floor cleanout', 2], ['PVC DWV pipe, 4 in', 60], ['Slab on grade, 4 in, placed and finished', 40]],
  },
];

/** By position in the project: PCO-001 and PCO-003 become CO-001 and CO-002, PCO-002 was turned down. */
const STATUSES: readonly PcoStatus[] = ['Accepted', 'Not-Accepted', 'Accepted', 'Pending', 'Pending'];
const DEMO_STATUSES = ['In Progress', 'Completed'];

const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`demo PCOs: no ${what}`);
  return value;
};

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export async function seedDemoPcos(db: Db, tenantId: number): Promise<void> {
  const projects = await db.selectFrom('projects as p')
    .select(['p.id', 'p.pco_profit_percentage', sql<string | null>`to_char(p.construction_start_date, 'YYYY-MM-DD')`.as('start')])
    .where('p.tenant_id', '=', tenantId).where('p.status', 'in', DEMO_STATUSES)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('pcos as c').select('c.id')
      .whereRef('c.tenant_id', '=', 'p.tenant_id').whereRef('c.project_id', '=', 'p.id'))))
    .orderBy('p.id').execute();
  if (projects.length === 0) return;
  const [levels, parts, burden] = await Promise.all([
    db.selectFrom('levels as l').innerJoin('positions as p', (j) => j.onRef('p.tenant_id', '=', 'l.tenant_id').onRef('p.id', '=', 'l.position_id'))
      .select(['l.id', 'l.position_id', 'l.rate_per_hour', 'l.rate_per_week', 'l.cost_code', 'l.name', 'p.name as position'])
      .where('l.tenant_id', '=', tenantId).execute(),
    db.selectFrom('catalogue_parts as p')
      .innerJoin('catalogue_categories as c', (j) => j.onRef('c.tenant_id', '=', 'p.tenant_id').onRef('c.id', '=', 'p.category_id'))
      .innerJoin('catalogue_units as u', (j) => j.onRef('u.tenant_id', '=', 'p.tenant_id').onRef('u.id', '=', 'p.unit_id'))
      .select(['p.id', 'p.part_hold', 'p.category_id', 'c.subdivision_id', 'p.cost_per_unit', 'u.u_per_m', 'p.cost_code'])
      .where('p.tenant_id', '=', tenantId).orderBy('p.id', 'desc').execute(),
    burdenRate({ tenantId }, db),
  ]);
  const levelOf = new Map(levels.map((l) => [`${l.position}/${l.name}`, l]));
  // The first part of a name wins (names are unique within the demo catalogue).
  const partOf = new Map(parts.map((p) => [p.part_hold, p]));
  for (const [n, project] of projects.entries()) {
    const count = 4 + (n % 2);
    const start = project.start ?? new Date().toISOString().slice(0, 10);
    let changeOrders = 0;
    for (let k = 0; k < count; k += 1) {
      const plan = PLANS[(n + k) % PLANS.length]!;
      const status = STATUSES[k]!;
      const date = addDays(start, 21 * (k + 1));
      const pco = await db.insertInto('pcos').values({
        tenant_id: tenantId, project_id: project.id, pco_name: pcoName(k + 1), title: plan.title, notes: plan.notes, date,
        status, type: 'PCO', pco_profit_percentage: String(project.pco_profit_percentage), hourly: plan.hourly, version: 0,
        ...(status === 'Accepted' ? {
          change_order_number: changeOrders + 1, change_order_name: changeOrderName(changeOrders + 1),
          accepted_at: new Date(Date.parse(`${addDays(date, 7)}T15:00:00Z`)),
        } : {}),
      }).returning('id').executeTakeFirstOrThrow();
      if (status === 'Accepted') changeOrders += 1;
      if (plan.labor.length > 0) {
        await db.insertInto('pco_labor_lines').values(plan.labor.map(([position, levelName, quantity, units]) => {
          const level = need(levelOf.get(`${position}/${levelName}`), `level ${position}/${levelName}`);
          const priced = {
            quantity: String(quantity), units: String(units),
            costPerUnit: levelRate({ ratePerHour: level.rate_per_hour, ratePerWeek: level.rate_per_week }, plan.hourly),
            hourly: plan.hourly, burden: burdenFigure(burden, plan.hourly), burdenAnnual: burden.annually,
          };
          const figures = laborLineFigures(priced);
          return {
            tenant_id: tenantId, pco_id: pco.id, position_id: level.position_id, level_id: level.id, costcode: level.cost_code ?? '',
            quantity: priced.quantity, units: priced.units, costperunit: priced.costPerUnit.toFixed(4), burden: priced.burden.toFixed(4),
            burden_annual: burden.annually, total: toMoneyString(figures.total), overhead: toMoneyString(figures.overhead), budget_total: toMoneyString(figures.budgetTotal),
            notes: plan.hourly ? `${units} hours` : `${units} weeks`,
          };
        })).execute();
      }
      await db.insertInto('pco_trade_lines').values(plan.parts.map(([name, units]) => {
        const part = need(partOf.get(name), `part ${name}`);
        return {
          tenant_id: tenantId, pco_id: pco.id, subdivision_id: part.subdivision_id, category_id: part.category_id, part_id: part.id,
          costcode: part.cost_code ?? '', part_hold: name, cost_per_unit: String(part.cost_per_unit), units: String(units),
          u_per_m: part.u_per_m, total: toMoneyString(tradeLineTotal(part.cost_per_unit, units)), notes: '',
        };
      })).execute();
      await recalculatePco({ tenantId }, db, pco.id);
    }
    await db.updateTable('projects').set({ last_pco_number: count }).where('tenant_id', '=', tenantId).where('id', '=', project.id).execute();
  }
}
