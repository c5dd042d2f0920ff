import { sql } from 'kysely';
import { call, login, type Reply } from '../../test-support.js';
import { DEMO_USERS, type TestApi } from '../../testing.js';
import { composeUid } from './rules.js';
import { withCurrentVersion } from './sheet-version.js';

// Test fixture of the sheet tests (bids, PCOs, direct costs, the tracker; no test of its own): known figures in the
// first demo company so every total can be checked by hand. Burden rate: one field employee carrying 104,000 a year
// = 50.00 an hour and 2,000.00 a week (docs/money.md §3). A position with a level at 30.00 an hour / 1,200.00 a
// week. A part at 12.35 per unit. Two active subcontractors and an inactive one.

export interface BidFixture {
  api: TestApi;
  tokens: Record<'companyAdmin' | 'estimator' | 'fullUser' | 'secondAdmin' | 'subInTenant1', string>;
  tenant: number;
  otherTenant: number;
  division: { id: number; name: string; sub: number; subName: string; otherSub: number };
  otherTenantSub: { division: number; sub: number };
  position: number;
  level: number;
  otherLevel: number;
  category: number;
  part: number;
  subs: { a: number; b: number; inactive: number };
  nextUid(): string;
}

let uidCounter = 0;

export async function bidFixture(api: TestApi): Promise<BidFixture> {
  const tokens = {} as BidFixture['tokens'];
  for (const key of ['companyAdmin', 'estimator', 'fullUser', 'secondAdmin'] as const) tokens[key] = await login(api, DEMO_USERS[key]);
  const companies = await api.db.selectFrom('companies').select('tenant_id').orderBy('tenant_id').execute();
  const tenant = companies[0]!.tenant_id;
  const otherTenant = companies[1]!.tenant_id;
  const sub = await call(api, 'POST', 'auth/tenant', { token: await login(api, DEMO_USERS.subcontractor), body: { company_id: tenant } });
  tokens.subInTenant1 = sub.body.data.token;

  // The burden rate: 104,000 / 1 field employee.
  const db = api.db;
  await db.updateTable('employees').set({ is_active: false }).where('tenant_id', '=', tenant).execute();
  const field = await db.selectFrom('employees').select('id').where('tenant_id', '=', tenant).where('billable', '=', true)
    .orderBy('id').executeTakeFirstOrThrow();
  await db.updateTable('employees').set({ is_active: true }).where('tenant_id', '=', tenant).where('id', '=', field.id).execute();
  await db.deleteFrom('overhead_services').where('tenant_id', '=', tenant).execute();
  await db.insertInto('overhead_services').values({
    tenant_id: tenant, kind: 'annual', name: 'Bid test overhead', cost_per_unit: '104000', units: '1', period: 'annually',
  }).execute();

  const position = await db.insertInto('positions').values({ tenant_id: tenant, name: 'Bid Test Carpenter' }).returning('id').executeTakeFirstOrThrow();
  const level = await db.insertInto('levels').values({
    tenant_id: tenant, position_id: position.id, name: 'Journeyman', cost_code: 'CC-100', rate_per_hour: '30', rate_per_week: '1200', cost_per_unit: '30',
  }).returning('id').executeTakeFirstOrThrow();
  const otherLevel = await db.insertInto('levels').values({
    tenant_id: tenant, position_id: position.id, name: 'Apprentice', cost_code: 'CC-101', rate_per_hour: '20.5', rate_per_week: '820', cost_per_unit: '20.5',
  }).returning('id').executeTakeFirstOrThrow();

  const divisionRow = async (t: number) => db.selectFrom('catalogue_divisions as d')
    .innerJoin('catalogue_subdivisions as s', (j) => j.onRef('s.tenant_id', '=', 'd.tenant_id').onRef('s.division_id', '=', 'd.id'))
    .select(['d.id', 'd.division_name', 's.id as sub', 's.subdivision_name']).where('d.tenant_id', '=', t).where('d.division_id', '=', '03')
    .orderBy('s.id').execute();
  const concrete = await divisionRow(tenant);
  const foreign = (await divisionRow(otherTenant))[0]!;
  const unit = await db.selectFrom('catalogue_units').select('id').where('tenant_id', '=', tenant).orderBy('id').executeTakeFirstOrThrow();
  const category = await db.insertInto('catalogue_categories').values({ tenant_id: tenant, subdivision_id: concrete[0]!.sub, category_name: 'Bid Test Forms' })
    .returning('id').executeTakeFirstOrThrow();
  const part = await db.insertInto('catalogue_parts').values({
    tenant_id: tenant, category_id: category.id, part_hold: 'Bid Test Plywood', cost_per_unit: '12.35', unit_id: unit.id, cost_code: 'PT-1',
  }).returning('id').executeTakeFirstOrThrow();

  const subcontractor = async (name: string, active: boolean) => (await db.insertInto('subcontractors').values({
    tenant_id: tenant, company_name: name, email: `${name.replace(/\W/g, '').toLowerCase()}@example.test`, phone_number: '5125550100', is_active: active,
  }).returning('id').executeTakeFirstOrThrow()).id;

  const prefix = await db.selectFrom('companies').select('prefix_project_id').where('tenant_id', '=', tenant).executeTakeFirstOrThrow();
  return {
    api, tokens, tenant, otherTenant,
    division: { id: concrete[0]!.id, name: concrete[0]!.division_name, sub: concrete[0]!.sub, subName: concrete[0]!.subdivision_name, otherSub: concrete[1]!.sub },
    otherTenantSub: { division: foreign.id, sub: foreign.sub },
    position: position.id, level: level.id, otherLevel: otherLevel.id, category: category.id, part: part.id,
    subs: { a: await subcontractor('Bid Test Alpha Concrete', true), b: await subcontractor('Bid Test Beta Builders', true), inactive: await subcontractor('Bid Test Closed Co', false) },
    nextUid: () => composeUid(prefix.prefix_project_id, String(900000 + (uidCounter += 1))),
  };
}

/** A new Bidding project of the first company (copied from its first project), with a fixed markup or a custom price. */
export async function newProject(f: BidFixture, markup: { total_markup?: string; custom_price_amt?: string } = {}): Promise<{ id: number; uid: string }> {
  const uid = f.nextUid();
  const number = uid.replace(/^\D*/, '').replace(/^.*_/, '');
  const custom = markup.custom_price_amt ?? '0';
  const row = await sql<{ id: number }>`
    insert into projects (tenant_id, project_uid, uid_number, project_name, status, owner_id, owner_address_id,
      owner_manager_id, estimator_id, project_manager_id, site_super_id, address1, address2, city, state, state_code,
      zipcode, building_type, project_type, duration, area, drawing_link, bid_due_date, time_due,
      construction_start_date, estimated_completion_date, total_markup, custom_price_amt, power, water,
      pco_profit_percentage, total_cost)
    select tenant_id, ${uid}, ${number}::bigint, ${`Bid test ${uid}`}, 'Bidding', owner_id, owner_address_id,
      owner_manager_id, estimator_id, project_manager_id, site_super_id, address1, address2, city, state, state_code,
      zipcode, building_type, project_type, duration, area, drawing_link, bid_due_date, time_due,
      construction_start_date, estimated_completion_date, ${markup.total_markup ?? '10'}::numeric, ${custom}::numeric, power, water,
      pco_profit_percentage, ${custom}::numeric
    from projects where tenant_id = ${f.tenant} and status = 'Bidding' order by id limit 1
    returning id`.execute(f.api.db);
  return { id: row.rows[0]!.id, uid };
}

/** A REST call that must succeed (a bid or PCO write sends the current version unless given one); its body. */
export async function ok(f: BidFixture, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token = f.tokens.companyAdmin) {
  const sent = await withCurrentVersion(f.api, method, url, body);
  const reply: Reply = await call(f.api, method, sent.url, { token, ...(sent.body !== undefined ? { body: sent.body } : {}) });
  if (reply.status !== 200) throw new Error(`${method} ${url}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

/** Adds a bid on the fixture's concrete division; its JSON. */
export async function addBid(f: BidFixture, uid: string, extra: Record<string, unknown> = {}) {
  return (await ok(f, 'POST', 'setup/bid', { project_uid: uid, division_id: f.division.id, subdivision_id: f.division.sub, ...extra })).data;
}

export const stored = async (f: BidFixture, projectId: number) =>
  (await f.api.db.selectFrom('projects').select('total_cost').where('id', '=', projectId).executeTakeFirstOrThrow()).total_cost;
