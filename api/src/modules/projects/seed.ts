import { sql } from 'kysely';
import { ROLE_IDS } from '../../auth/areas.js';
import type { Db } from '../../db/types.js';
import { composeUid, durationWeeks, PROJECT_STATUSES } from './rules.js';
import { currentTotal } from './repository.js';

// Demo data of the projects module (called by db/seed.ts after the demo owners).

const NAMES = [
  'Congress Avenue Retail Refresh', 'Barton Springs Office Tower', 'Port Road Distribution Center', 'Medical Drive Clinic',
  'Round Rock Elementary Addition', 'Riverside Apartments Phase 2', 'Lamar Boulevard Restaurant', 'Cedar Park Warehouse',
  'Domain Tenant Improvement', 'Pflugerville Fire Station', 'Bee Cave Shell Building', 'Georgetown Library Remodel',
  'South Congress Hotel Lobby', 'Mueller Mixed-Use Block C', 'Airport Hangar Retrofit', 'Kyle Community Center',
  'San Marcos Dental Office', 'Leander Middle School Gym', 'Lakeway Marina Clubhouse', 'Buda Logistics Hub',
  'Hutto Retail Pad Site', 'Dripping Springs Winery', 'Manor Senior Living', 'Taylor Data Hall',
  'Westlake Medical Office', 'Oak Hill Fitness Center', 'Downtown Parking Garage', 'East Austin Lofts',
  'University Lab Renovation', 'Capitol Visitor Center',
];
const BUILDING = ['Retail', 'Office', 'Warehouse', 'Medical', 'Education', 'Multifamily', 'Restaurant', 'Industrial'];
const TYPES = ['New Construction', 'Renovation', 'Tenant Improvement', 'Addition', 'Remodel', 'Shell Building'];

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const scheduleDays = (i: number) => 60 + (i % 5) * 21;
/**
 * A demo project's construction start. Jobs under way or done are dated as such against the seed's reference day
 * (2026-11-02): a Completed one ended before it, an In Progress one is half way through its schedule on it, so their
 * direct costs (45 % and 100 % of the schedule) are all in the past; the others start every two weeks from January.
 */
function demoStart(status: string, i: number): string {
  if (status === 'Completed') return addDays('2026-10-05', -scheduleDays(i) - (i % 3) * 28);
  if (status === 'In Progress') return addDays('2026-11-02', -Math.round(scheduleDays(i) * 0.5));
  return addDays('2026-01-05', i * 14);
}

/** 30 projects of the tenant spread over every status; the subcontractor demo user is invited to a few. */
export async function seedDemoProjects(db: Db, tenantId: number, invitedEmail?: string): Promise<void> {
  const company = await db.selectFrom('companies').select(['prefix_project_id', 'start_project_id', 'default_markup'])
    .where('tenant_id', '=', tenantId).executeTakeFirstOrThrow();
  // Each owner with its first address and manager (a project's address and manager must be its owner's).
  const owners = await sql<{ owner_id: number; address_id: number; manager_id: number }>`
    select o.id as owner_id,
      (select min(a.id) from owner_addresses a where a.tenant_id = o.tenant_id and a.owner_id = o.id) as address_id,
      (select min(m.id) from owner_managers m where m.tenant_id = o.tenant_id and m.owner_id = o.id) as manager_id
    from owners o where o.tenant_id = ${tenantId} and o.is_active order by o.id`.execute(db);
  const usable = owners.rows.filter((o) => o.address_id !== null && o.manager_id !== null);
  if (usable.length === 0) return;
  // The pickers' rules (docs/projects.md §5): estimators are employees whose login has the Estimator role; project managers and
  // superintendents go by position.
  const staff = await db.selectFrom('employees as e')
    .leftJoin('positions as pos', (j) => j.onRef('pos.tenant_id', '=', 'e.tenant_id').onRef('pos.id', '=', 'e.position_id'))
    .leftJoin('users as u', (j) => j.onRef('u.tenant_id', '=', 'e.tenant_id').onRef('u.employee_id', '=', 'e.id'))
    .select(['e.id', 'pos.name as position', 'u.role_id'])
    .where('e.tenant_id', '=', tenantId).where('e.is_active', '=', true).orderBy('e.id').execute();
  const pick = (ids: number[], i: number) => (ids.length === 0 ? null : ids[i % ids.length]!);
  const estimators = staff.filter((e) => e.role_id === ROLE_IDS.estimator).map((e) => e.id);
  const managers = staff.filter((e) => e.position === 'Project Manager').map((e) => e.id);
  const supers = staff.filter((e) => e.position === 'Superintendent').map((e) => e.id);

  const rows = NAMES.map((name, i) => {
    const owner = usable[i % usable.length]!;
    const status = PROJECT_STATUSES[i % PROJECT_STATUSES.length]!;
    const number = String(company.start_project_id + i);
    const start = demoStart(status, i);
    const end = addDays(start, scheduleDays(i));
    const custom = i % 6 === 5;
    const markup = {
      total_markup: custom ? '10' : (i % 4 === 0 ? '12.5' : String(company.default_markup)),
      custom_price_amt: custom ? String(250_000 + i * 12_345.67) : '0',
    };
    return {
      tenant_id: tenantId,
      project_uid: composeUid(company.prefix_project_id, number),
      uid_number: number,
      project_name: name,
      status,
      owner_id: owner.owner_id,
      owner_address_id: owner.address_id,
      owner_manager_id: owner.manager_id,
      estimator_id: pick(estimators, i),
      project_manager_id: pick(managers, i),
      site_super_id: pick(supers, i),
      address1: `${100 + i * 10} Demo Street`,
      address2: null,
      city: 'Austin',
      state: 'Texas',
      state_code: 'TX',
      zipcode: `787${String(i % 50).padStart(2, '0')}`,
      building_type: BUILDING[i % BUILDING.length]!,
      project_type: TYPES[i % TYPES.length]!,
      duration: durationWeeks(start, end),
      area: String(5_000 + i * 1_250),
      drawing_link: `https://drawings.example.com/demo/${number}`,
      bid_due_date: addDays(start, -21),
      time_due: i % 2 === 0 ? '14:00' : '10:30',
      construction_start_date: start,
      estimated_completion_date: end,
      ...markup,
      power: i % 2 === 0,
      water: i % 3 !== 0,
      pco_profit_percentage: markup.total_markup,
      total_cost: currentTotal(markup, []),
    };
  });
  const inserted = await db.insertInto('projects').values(rows).returning(['id', 'status']).execute();
  if (!invitedEmail) return;
  const user = await db.selectFrom('users').select('id').where('email', '=', invitedEmail).executeTakeFirst();
  if (!user) return;
  // A few projects, the first ones of Bidding, Pending and Awarded plus one more Bidding.
  const invited = [0, 1, 2, 7].map((i) => inserted[i]).filter((p) => p !== undefined);
  await db.insertInto('project_invitations')
    .values(invited.map((p) => ({ tenant_id: tenantId, project_id: p.id, user_id: user.id }))).execute();
  // Its bids are taken only until the bid due date (issue 30 §2): the invitations stay open for six weeks from the
  // day the demo is seeded, whatever day that is.
  if (invited.length > 0) {
    await db.updateTable('projects').set({ bid_due_date: sql<string>`current_date + 42` })
      .where('tenant_id', '=', tenantId).where('id', 'in', invited.map((p) => p.id)).execute();
  }
}
