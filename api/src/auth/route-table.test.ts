import { sql } from 'kysely';
import type { TSchema } from 'typebox';
import Value from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_REASONS } from '../errors.js';
import { seedDemoEmployees } from '../modules/employees/seed.js';
import { seedDemoOwners } from '../modules/owners/seed.js';
import { seedDemoOverhead } from '../modules/overhead/seed.js';
import { seedDemoProjects } from '../modules/projects/seed.js';
import { seedDemoSubcontractors } from '../modules/subcontractors/seed.js';
import { seedDemoVendors } from '../modules/vendors/seed.js';
import { call, type Reply } from '../test-support.js';
import { DEMO_USERS, startTestApi, type TestApi } from '../testing.js';
import { allows, areasOf, isPublic, type RouteEntry } from './access.js';
import type { PermissionMap } from './permissions.js';

// Walks the app's registered route table, so a route added later is covered without anyone writing a test:
// every non-public route refuses a missing or forged token, a role without its area, and tenant A's admin
// naming tenant B's rows. A route the walk cannot exercise (an id it cannot fill) fails the test.

const MARKER = 'TenantBOnlyMarker';
const MARKER_UID = 'ZZ_987654';

/** Tenant B's rows a route may name. */
interface TenantB {
  tenantId: number;
  owner: number;
  position: number;
  level: number;
  employee: number;
  user: number;
  project: number;
  service: number;
  notification: number;
  division: number;
  subdivision: number;
  category: number;
  part: number;
  unit: number;
  subcontractor: number;
  vendor: number;
  bid: number;
  laborLine: number;
  tradeLine: number;
  bidUpload: number;
  pco: number;
  pcoLaborLine: number;
  pcoTradeLine: number;
  directCost: number;
  directCostTradeLine: number;
  adminEmail: string;
}

interface Call {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
}

const USER_BODY = {
  first_name: 'Bea', last_name: 'Bee', email: 'bea.bee@example.test', phone_number: '(512) 555-0100', address1: '1 Main St',
  address2: '', city: 'Austin', state: 'Texas', state_code: 'TX', zipcode: '78701',
};

/**
 * How each route names tenant B's rows (keyed by method and path below /api/vN). Every route with a path
 * parameter must be here; the answer must then be 403 or 404.
 */
const NAMES_B: Record<string, (b: TenantB) => Call> = {
  'GET /company/:tenantId': (b) => ({ params: { tenantId: b.tenantId } }),
  'PUT /company/:company_id': (b) => ({ params: { company_id: b.tenantId } }),
  'PUT /company/active/:company_id': (b) => ({ params: { company_id: b.tenantId }, body: { is_active: false } }),
  'DELETE /company/:company': (b) => ({ params: { company: b.tenantId } }),
  'GET /companies/subcontractor/:username': (b) => ({ params: { username: b.adminEmail } }),
  'POST /auth/tenant': (b) => ({ body: { company_id: b.tenantId } }),
  'GET /employee/internallabor/:position': (b) => ({ params: { position: b.position } }),
  'GET /employee/:ID': (b) => ({ params: { ID: b.employee } }),
  'PUT /employee/:ID': (b) => ({ params: { ID: b.employee } }),
  'PUT /employee/active/:ID': (b) => ({ params: { ID: b.employee }, body: { is_active: false } }),
  'DELETE /employee/:ID': (b) => ({ params: { ID: b.employee } }),
  'PUT /overhead/update/:id': (b) => ({ params: { id: b.service }, body: { name: 'Mine', cost_per_unit: '1', units: '1', period: 'monthly' } }),
  'DELETE /overhead/delete/:id': (b) => ({ params: { id: b.service } }),
  'PUT /notifications/:id/read': (b) => ({ params: { id: b.notification } }),
  'PUT /divisionname/:id': (b) => ({ params: { id: b.division }, body: { division_name: 'Mine' } }),
  'DELETE /divisionname/:id': (b) => ({ params: { id: b.division } }),
  'GET /division/subdivisions/:divisionId': (b) => ({ params: { divisionId: b.division } }),
  'PUT /division/subdivision/:id': (b) => ({ params: { id: b.subdivision }, body: { division_id: b.division, subdivision_name: 'Mine' } }),
  'DELETE /division/subdivision/:id': (b) => ({ params: { id: b.subdivision } }),
  'GET /division/category/subdivision/:subdivisionId': (b) => ({ params: { subdivisionId: b.subdivision } }),
  'PUT /division/category/:id': (b) => ({ params: { id: b.category }, body: { subdivision_id: b.subdivision, category_name: 'Mine' } }),
  'DELETE /division/category/:id': (b) => ({ params: { id: b.category } }),
  'PUT /directtrade/uperm/:id': (b) => ({ params: { id: b.unit }, body: { u_per_m: 'MINE' } }),
  'DELETE /directtrade/uperm/:id': (b) => ({ params: { id: b.unit } }),
  'GET /directtrade/subsubdivision/:categoryId': (b) => ({ params: { categoryId: b.category } }),
  'PUT /directtrade/parts/:id': (b) => ({
    params: { id: b.part }, body: { part_hold: 'Mine', category_id: b.category, cost_per_unit: '1', u_per_m_id: b.unit },
  }),
  'DELETE /directtrade/parts/:id': (b) => ({ params: { id: b.part } }),
  'GET /division/internallabour/levels': (b) => ({ query: { position_id: b.position } }),
  'GET /division/internallabour/costcode/:positionId': (b) => ({ params: { positionId: b.position } }),
  'POST /division/internallabour/level': (b) => ({ body: { position_id: b.position, level: 'L9', cost_code: '9-900' } }),
  'PUT /position/update/:id': (b) => ({ params: { id: b.position }, body: { position: 'Renamed' } }),
  'PUT /level/update/:id': (b) => ({ params: { id: b.level }, body: { level: 'Renamed', cost_code: '9-901' } }),
  'DELETE /level/delete/:id': (b) => ({ params: { id: b.level } }),
  'GET /getall/Alluser/:userId': (b) => ({ params: { userId: b.user } }),
  'PUT /update/alluser/:userId': (b) => ({ params: { userId: b.user }, body: USER_BODY }),
  'PUT /switchstatus/alluser/:ID': (b) => ({ params: { ID: b.user }, body: { is_active: false } }),
  'GET /owner/addresses': (b) => ({ query: { owner_id: b.owner } }),
  'GET /owner/managers': (b) => ({ query: { owner_id: b.owner } }),

  'GET /owner/:id': (b) => ({ params: { id: b.owner } }),
  'PUT /owner/update/:id': (b) => ({ params: { id: b.owner } }),
  'PUT /owner/is-active/:id': (b) => ({ params: { id: b.owner }, body: { is_active: false } }),
  'POST /owner/address': (b) => ({ body: { owner_id: b.owner, addresses: [{ address_1: '1 Elm', city: 'Austin', state: 'Texas', zip: '78701' }] } }),
  'POST /owner/manager': (b) => ({ body: { owner_id: b.owner, name: 'Max', email: 'max@example.test', phone: '(512) 555-0101' } }),
  'GET /projects/:id': (b) => ({ params: { id: b.project } }),
  'PUT /project/:id': (b) => ({ params: { id: b.project } }),
  'PUT /project/:id/status': (b) => ({ params: { id: b.project }, body: { status: 'Lost' } }),
  'DELETE /project/:id': (b) => ({ params: { id: b.project } }),
  'GET /projectuid/:uid': () => ({ params: { uid: MARKER_UID } }),
  'POST /duplicate-project': () => ({ query: { oldProjectUid: MARKER_UID }, body: { newProjectUid: '99999', projectName: 'Copy' } }),
  'GET /invited/projects/:companyId': (b) => ({ params: { companyId: b.tenantId } }),
  'GET /contractor/:id': (b) => ({ params: { id: b.subcontractor } }),
  'PUT /contractor/:id': (b) => ({ params: { id: b.subcontractor } }),
  'PUT /contractor/status/:id': (b) => ({ params: { id: b.subcontractor } }),
  'GET /contractor/subdivision/:subdivisionId': (b) => ({ params: { subdivisionId: b.subdivision } }),
  'GET /vendor/details/:id': (b) => ({ params: { id: b.vendor } }),
  'PUT /vendor/:id': (b) => ({ params: { id: b.vendor } }),
  'PUT /vendor/status/:id': (b) => ({ params: { id: b.vendor } }),
  'GET /vendor/:subdivisionId': (b) => ({ params: { subdivisionId: b.subdivision } }),
  'POST /email-templates/render': (b) => ({ body: { template_type: 'invitation_to_bid', project_id: b.project } }),
  'GET /setup/bid/projectuid/:projectUid': () => ({ params: { projectUid: MARKER_UID } }),
  'GET /setup/bid/divisionname/:projectUid': () => ({ params: { projectUid: MARKER_UID } }),
  'GET /setup/bid/:id': (b) => ({ params: { id: b.bid } }),
  'PUT /setup/bid/:id': (b) => ({ params: { id: b.bid }, body: { label: 'Mine' } }),
  'DELETE /setup/bid': (b) => ({ query: { id: b.bid } }),
  'POST /setup/bid/:id/lease': (b) => ({ params: { id: b.bid } }),
  'DELETE /setup/bid/:id/lease': (b) => ({ params: { id: b.bid } }),
  'PUT /bidsheet/addsubcontractor/:id': (b) => ({ params: { id: b.bid }, body: { sub_contractor: [{ id: b.subcontractor }] } }),
  'PUT /bidsheet/switchstatus/:id': (b) => ({ params: { id: b.bid }, body: { hourly: true } }),
  'PUT /contractorremove/bidsheet': (b) => ({ body: { bidsheet_id: b.bid, subcontractor_id: b.subcontractor } }),
  'POST /bidsheet/selectedsubcontractor': (b) => ({ body: { bidsheet_id: b.bid, selected_subcontractor_id: b.subcontractor } }),
  'GET /division/internallabour/specific/BS/:bidsheetId': (b) => ({ params: { bidsheetId: b.bid } }),
  'POST /division/internallabour': (b) => ({ body: { bidsheet_id: b.bid, position: b.position, level: b.level, quantity: 1, units: 1 } }),
  'PUT /division/internallabour/:id': (b) => ({ params: { id: b.laborLine }, body: { quantity: 2 } }),
  'DELETE /division/internallabour/': (b) => ({ query: { bill: 'BS', id: b.laborLine } }),
  'DELETE /division/internallabour': (b) => ({ query: { bill: 'BS', id: b.laborLine } }),
  'GET /directtrade/specific/BS/:bidsheetId': (b) => ({ params: { bidsheetId: b.bid } }),
  'POST /directtrade': (b) => ({ body: { bidsheet_id: b.bid, sub_division: b.subdivision, category_id: b.category, part: b.part, units: 1 } }),
  'PUT /directtrade/:id': (b) => ({ params: { id: b.tradeLine }, body: { units: 2 } }),
  'DELETE /directtrade/delete': (b) => ({ query: { bill: 'BS', id: b.tradeLine } }),
  'POST /proposal/send/:projectUid': () => ({ params: { projectUid: MARKER_UID } }),
  'GET /proposal/sendings/:projectUid': () => ({ params: { projectUid: MARKER_UID } }),
  'POST /contractor/bidupload/:userId': (b) => ({ params: { userId: b.user } }),
  'GET /contractor/bidlogs/:userId': (b) => ({ params: { userId: b.user }, query: { project_uid: MARKER_UID } }),
  'GET /contractor/bids': () => ({ query: { project_uid: MARKER_UID } }),
  'GET /contractor/bidupload/file/:id': (b) => ({ params: { id: b.bidUpload } }),
  // PCOs and change orders (issue 15): reads pcos|cos read, writes pcos write.
  'GET /change-order/:projectUid/PCO': () => ({ params: { projectUid: MARKER_UID } }),
  'GET /change-order/projectuid/:projectUid': () => ({ params: { projectUid: MARKER_UID } }),
  'GET /change-order/pco-name/:projectUid': () => ({ params: { projectUid: MARKER_UID } }),
  'GET /change-order-total/:projectUid/:pcoId': (b) => ({ params: { projectUid: MARKER_UID, pcoId: b.pco } }),
  'GET /change-order/:id': (b) => ({ params: { id: b.pco } }),
  'PUT /change-order/update/:id': (b) => ({ params: { id: b.pco }, body: { status: 'Accepted' } }),
  'DELETE /change-order/delete/:id': (b) => ({ params: { id: b.pco } }),
  'GET /pco/internal-labor/pcoid/:pcoId': (b) => ({ params: { pcoId: b.pco } }),
  'POST /pco/internal-labor': (b) => ({ body: { pco_id: b.pco, position: b.position, level: b.level, quantity: 1, units: 1 } }),
  'PUT /pco/internal-labor/update/:id': (b) => ({ params: { id: b.pcoLaborLine }, body: { quantity: 2 } }),
  'DELETE /pco/internal-labor/delete/:id': (b) => ({ params: { id: b.pcoLaborLine } }),
  'GET /pco/direct-trade/pcoid/:pcoId': (b) => ({ params: { pcoId: b.pco } }),
  'POST /pco/direct-trade': (b) => ({ body: { pco_id: b.pco, sub_division: b.subdivision, category_id: b.category, part: b.part, units: 1 } }),
  'PUT /pco/direct-trade/update/:id': (b) => ({ params: { id: b.pcoTradeLine }, body: { units: 2 } }),
  'DELETE /pco/direct-trade/delete/:id': (b) => ({ params: { id: b.pcoTradeLine } }),
  'GET /pco/lines': () => ({ query: { project_uid: MARKER_UID } }),
  // Direct costs (issue 15): reads need direct_costs read, changes direct_costs write; the labor-line and trade-line
  // deletes shared with bids take either area's write and check the one the line belongs to.
  'GET /directcostsheet': () => ({ query: { project_uid: MARKER_UID } }),
  'GET /directcostsheet/lines': () => ({ query: { project_uid: MARKER_UID } }),
  'GET /directcostsheet/:ID': (b) => ({ params: { ID: b.directCost } }),
  'DELETE /directcostsheet/:ID': (b) => ({ params: { ID: b.directCost } }),
  'GET /internallabour/specific/DC/:directCostId': (b) => ({ params: { directCostId: b.directCost } }),
  'GET /directtrade/specific/DC/:directCostId': (b) => ({ params: { directCostId: b.directCost } }),
  'POST /directtrade/DC': (b) => ({ body: { direct_cost_id: b.directCost, sub_division: b.subdivision, category_id: b.category, part: b.part, units: 1 } }),
  'PUT /directtrade/DC/:id': (b) => ({ params: { id: b.directCostTradeLine }, body: { units: 2 } }),
};

/**
 * Routes that take tenant B's id as input to validate (not a row to act on): 400 is their refusal, as the id
 * is not one of the caller's.
 */
const NAMES_B_AS_INPUT: Record<string, (b: TenantB) => Call> = {
  'POST /create/Fulluser': (b) => ({ body: { ...USER_BODY, email: 'full.b@example.test', employee_id: b.employee } }),
  'POST /create/Estimator': (b) => ({ body: { ...USER_BODY, email: 'est.b@example.test', employee_id: b.employee } }),
  'POST /project': (b) => ({ body: { project_info: {}, project_owner_info: { owner_id: b.owner } } }),
  'POST /division/subdivision': (b) => ({ body: { division_id: b.division, subdivision_name: 'Mine' } }),
  'POST /division/category': (b) => ({ body: { subdivision_id: b.subdivision, category_name: 'Mine' } }),
  'POST /directtrade/parts': (b) => ({ body: { part_hold: 'Mine', category_id: b.category, cost_per_unit: '1', u_per_m_id: b.unit } }),
  'POST /contractoradd/subdivision': (b) => ({ body: { subdivision_id: b.subdivision, subcontractor_id: [b.subcontractor] } }),
  'POST /vendor/subdivision': (b) => ({ body: [{ subdivision_id: b.subdivision, vendor_id: b.vendor }] }),
  'POST /setup/bid': (b) => ({ body: { project_uid: MARKER_UID, division_id: b.division, subdivision_id: b.subdivision } }),
  'POST /change-order': () => ({ body: { pco_name: 'PCO-777', project_uid: MARKER_UID } }),
  'POST /directcostsheet': (b) => ({
    body: { project_uid: MARKER_UID, sheet_name: 'Mine', division_id: b.division, subdivision_id: b.subdivision, vendor_status: true, vendor: b.vendor },
  }),
  'PUT /contractors/sendemail': (b) => ({
    body: { company_id: b.tenantId, project_uid: MARKER_UID, template_type: 'invitation_to_bid', email_list: ['x@example.test'] },
  }),
};

/** Batch reads naming tenant B's rows: they answer 200 and leave B's rows out (an empty list here). */
const NAMES_B_LEFT_OUT: Record<string, (b: TenantB) => Call> = {
  'GET /projects/totals': () => ({ query: { uids: MARKER_UID } }),
  'GET /directtrade/parts': (b) => ({ query: { category_id: b.category } }),
};

/**
 * Routes whose path parameter, or member named like an id, names no row (their answers are still checked for
 * tenant B's data). A division's division_id is its CSI number, e.g. '03'.
 */
const NO_ROW_PARAMS: Record<string, Call> = {
  'GET /generic/:key': { params: { key: 'building_type' } },
  'POST /divisionname': { body: { division_name: 'Route table division', division_id: '99' } },
  'PUT /email-templates/:type': { params: { type: 'loss_notification' }, body: { subject: 'Lost', body: 'Sorry.' } },
  'POST /email-templates/:type/reset': { params: { type: 'loss_notification' } },
};

/** A query or body member that names a row: it must be covered by NAMES_B or NAMES_B_AS_INPUT. */
const ID_MEMBER = /(^|_)id$|Id$|^ID$/;

function idMembers(route: RouteEntry): string[] {
  const schema = route.options.schema ?? {};
  return [schema.querystring, schema.body].flatMap((s) => Object.keys((s as { properties?: object } | undefined)?.properties ?? {}))
    .filter((name) => ID_MEMBER.test(name));
}

const keyOf = (route: RouteEntry) => `${route.method} ${route.url.replace(/^\/api\/v\d+/, '')}`;

/** A schema-valid value of a TypeBox schema (required members only); strings get a letter so paths stay routable. */
function sample(schema: unknown): Record<string, unknown> | undefined {
  if (!schema) return undefined;
  const value = Value.Create(schema as TSchema) as Record<string, unknown>;
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) if (v === '') value[k] = 'x';
  }
  return value;
}

/** The request of a route: derived from its schemas, with `given` on top; gaps are listed in `gaps`. */
function requestOf(route: RouteEntry, given: Call, gaps: string[]) {
  const schema = route.options.schema ?? {};
  const params = { ...sample(schema.params), ...given.params };
  const query = { ...sample(schema.querystring), ...given.query };
  const body = given.body ?? sample(schema.body);
  for (const [part, value, s] of [['params', params, schema.params], ['query', query, schema.querystring], ['body', body, schema.body]] as const) {
    if (s && !Value.Check(s as TSchema, value)) gaps.push(`${keyOf(route)}: no valid ${part} (add a sample)`);
  }
  let url = route.url.replace(/:(\w+)/g, (_m, name: string) => {
    if (params[name] === undefined) gaps.push(`${keyOf(route)}: no value for :${name}`);
    return encodeURIComponent(String(params[name] ?? ''));
  });
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  if (search) url += `?${search}`;
  return { method: route.method as 'GET' | 'POST' | 'PUT' | 'DELETE', url, body };
}

let api: TestApi;
let b: TenantB;
const tokens: Record<string, string> = {};
const permissions: Record<string, PermissionMap> = {};

async function snapshotOfB(): Promise<string> {
  const tables = await sql<{ table_name: string }>`select table_name from information_schema.columns
    where column_name = 'tenant_id' and table_schema = current_schema() order by table_name`.execute(api.db);
  const parts: Record<string, unknown> = {};
  for (const { table_name } of tables.rows) {
    const rows = await sql`select * from ${sql.table(table_name)} where tenant_id = ${b.tenantId} order by 1, 2`.execute(api.db);
    parts[table_name] = rows.rows;
  }
  return JSON.stringify(parts);
}

beforeAll(async () => {
  api = await startTestApi();
  const db = api.db;
  const second = await db.selectFrom('users').select('tenant_id').where('email', '=', DEMO_USERS.secondAdmin).executeTakeFirstOrThrow();
  const tenantId = second.tenant_id!;
  // Tenant B gets rows in every domain, some carrying a marker no answer to tenant A may contain.
  await seedDemoOwners(db, tenantId);
  await seedDemoEmployees(db, tenantId, {});
  await seedDemoProjects(db, tenantId);
  await seedDemoOverhead(db, tenantId);
  const first = async (table: 'owners' | 'positions' | 'levels' | 'employees' | 'projects') =>
    (await db.selectFrom(table).select('id').where('tenant_id', '=', tenantId).orderBy('id').executeTakeFirstOrThrow()).id;
  const owner = await first('owners');
  const project = await first('projects');
  await db.updateTable('owners').set({ name: MARKER }).where('id', '=', owner).execute();
  await db.updateTable('projects').set({ project_name: MARKER, project_uid: MARKER_UID }).where('id', '=', project).execute();
  await db.insertInto('generic_values').values({ tenant_id: tenantId, key: 'building_type', value: MARKER }).execute();
  const user = await db.insertInto('users').values({
    email: 'staff.b@example.test', password_hash: null, first_name: MARKER, last_name: 'B', phone: '(512) 555-0300',
    role_id: 3, tenant_id: tenantId, random_token: 'route-table-b',
  }).returning('id').executeTakeFirstOrThrow();
  const position = await first('positions');
  await db.updateTable('positions').set({ name: MARKER }).where('id', '=', position).execute();
  const service = (await db.selectFrom('overhead_services').select('id').where('tenant_id', '=', tenantId).orderBy('id')
    .executeTakeFirstOrThrow()).id;
  await db.updateTable('overhead_services').set({ name: MARKER }).where('id', '=', service).execute();
  const secondAdmin = await db.selectFrom('users').select('id').where('email', '=', DEMO_USERS.secondAdmin).executeTakeFirstOrThrow();
  const notification = (await db.insertInto('notifications').values({ tenant_id: tenantId, user_id: secondAdmin.id, kind: 'test', title: MARKER })
    .returning('id').executeTakeFirstOrThrow()).id;
  // The catalogue every company starts with: one part and one division of B carry the marker.
  const catalogueRow = async (table: 'catalogue_divisions' | 'catalogue_subdivisions' | 'catalogue_categories' | 'catalogue_parts' | 'catalogue_units') =>
    (await db.selectFrom(table).select('id').where('tenant_id', '=', tenantId).orderBy('id').executeTakeFirstOrThrow()).id;
  const part = await catalogueRow('catalogue_parts');
  const catalogue = await db.selectFrom('catalogue_parts as p')
    .innerJoin('catalogue_categories as c', (j) => j.onRef('c.tenant_id', '=', 'p.tenant_id').onRef('c.id', '=', 'p.category_id'))
    .innerJoin('catalogue_subdivisions as s', (j) => j.onRef('s.tenant_id', '=', 'c.tenant_id').onRef('s.id', '=', 'c.subdivision_id'))
    .select(['p.category_id', 'c.subdivision_id', 's.division_id', 'p.unit_id'])
    .where('p.tenant_id', '=', tenantId).where('p.id', '=', part).executeTakeFirstOrThrow();
  await db.updateTable('catalogue_parts').set({ part_hold: MARKER }).where('tenant_id', '=', tenantId).where('id', '=', part).execute();
  await db.updateTable('catalogue_divisions').set({ division_name: MARKER }).where('tenant_id', '=', tenantId)
    .where('id', '=', catalogue.division_id).execute();
  // B's subcontractors (mapped to B's catalogue); one carries the marker.
  await seedDemoSubcontractors(db, tenantId);
  const subcontractor = (await db.selectFrom('subcontractors').select('id').where('tenant_id', '=', tenantId).orderBy('id')
    .executeTakeFirstOrThrow()).id;
  await db.updateTable('subcontractors').set({ company_name: MARKER }).where('tenant_id', '=', tenantId).where('id', '=', subcontractor).execute();
  await seedDemoVendors(db, tenantId);
  const vendor = (await db.selectFrom('vendors').select('id').where('tenant_id', '=', tenantId).orderBy('id').executeTakeFirstOrThrow()).id;
  await db.updateTable('vendors').set({ company_name: MARKER }).where('tenant_id', '=', tenantId).where('id', '=', vendor).execute();
  const level = (await db.selectFrom('levels').select('id').where('tenant_id', '=', tenantId).where('position_id', '=', position)
    .orderBy('id').executeTakeFirstOrThrow()).id;
  // B's bid with a labor line and a trade line quoted by its subcontractor (issue 13).
  const bid = (await db.insertInto('bids').values({
    tenant_id: tenantId, project_id: project, division_id: catalogue.division_id, subdivision_id: catalogue.subdivision_id, label: MARKER,
  }).returning('id').executeTakeFirstOrThrow()).id;
  await db.insertInto('bid_subcontractors').values({ tenant_id: tenantId, bid_id: bid, subcontractor_id: subcontractor }).execute();
  const laborLine = (await db.insertInto('bid_labor_lines').values({
    tenant_id: tenantId, bid_id: bid, position_id: position, level_id: level, notes: MARKER,
  }).returning('id').executeTakeFirstOrThrow()).id;
  const tradeLine = (await db.insertInto('bid_trade_lines').values({
    tenant_id: tenantId, bid_id: bid, subdivision_id: catalogue.subdivision_id, category_id: catalogue.category_id, part_id: part, notes: MARKER,
  }).returning('id').executeTakeFirstOrThrow()).id;
  await db.insertInto('bid_trade_amounts').values({ tenant_id: tenantId, bid_id: bid, trade_line_id: tradeLine, subcontractor_id: subcontractor, amount: '5' }).execute();
  // B's sent proposal and an uploaded bid PDF (issue 14), both carrying the marker.
  await db.insertInto('proposal_sendings').values({
    tenant_id: tenantId, project_id: project, sent_by: user.id, to_email: 'owner.b@example.test', cc_email: null, filename: MARKER, bytes: 1,
  }).execute();
  const bidUpload = (await db.insertInto('bid_uploads').values({
    tenant_id: tenantId, project_id: project, user_id: user.id, version: 1, filename: MARKER, bytes: 9, content: Buffer.from(`%PDF-${MARKER}`),
  }).returning('id').executeTakeFirstOrThrow()).id;
  // B's PCO with a labor line and a trade line (issue 15), carrying the marker.
  const pco = (await db.insertInto('pcos').values({
    tenant_id: tenantId, project_id: project, pco_name: 'PCO-001', title: MARKER, date: '2026-10-01', pco_profit_percentage: '10',
  }).returning('id').executeTakeFirstOrThrow()).id;
  const pcoLaborLine = (await db.insertInto('pco_labor_lines').values({
    tenant_id: tenantId, pco_id: pco, position_id: position, level_id: level, notes: MARKER,
  }).returning('id').executeTakeFirstOrThrow()).id;
  const pcoTradeLine = (await db.insertInto('pco_trade_lines').values({
    tenant_id: tenantId, pco_id: pco, subdivision_id: catalogue.subdivision_id, category_id: catalogue.category_id, part_id: part, notes: MARKER,
  }).returning('id').executeTakeFirstOrThrow()).id;
  // B's direct cost (issue 15), a payroll sheet with a labor line and a trade line, carrying the marker.
  const directCost = (await db.insertInto('direct_costs').values({
    tenant_id: tenantId, project_id: project, sheet_name: MARKER, division_id: catalogue.division_id, subdivision_id: catalogue.subdivision_id,
    contractor_type: 'Payroll', cost_date: '2026-10-01', notes: MARKER, amount: '10', labor_total: '0', burden_total: '0', trades_total: '0', total: '10',
  }).returning('id').executeTakeFirstOrThrow()).id;
  await db.insertInto('direct_cost_sheet_names').values({ tenant_id: tenantId, direct_cost_sheet_name: MARKER }).execute();
  await db.insertInto('direct_cost_labor_lines').values({
    tenant_id: tenantId, direct_cost_id: directCost, work_date: '2026-10-01', position_id: position, level_id: level, notes: MARKER,
    quantity: '1', units: '1', costperunit: '1', burden: '0', total: '1', overhead: '0', budget_total: '1',
  }).execute();
  const directCostTradeLine = (await db.insertInto('direct_cost_trade_lines').values({
    tenant_id: tenantId, direct_cost_id: directCost, subdivision_id: catalogue.subdivision_id, category_id: catalogue.category_id, part_id: part,
    notes: MARKER, cost_per_unit: '1', units: '1', total: '1',
  }).returning('id').executeTakeFirstOrThrow()).id;
  b = {
    tenantId, owner, bidUpload, pco, pcoLaborLine, pcoTradeLine, directCost, directCostTradeLine, subcontractor, vendor, position, project,
    service, notification, user: user.id, adminEmail: DEMO_USERS.secondAdmin,
    division: catalogue.division_id, subdivision: catalogue.subdivision_id, category: catalogue.category_id, part,
    unit: await catalogueRow('catalogue_units'), level, bid, laborLine, tradeLine,
    employee: await first('employees'),
  };
  for (const role of ['companyAdmin', 'fullUser', 'estimator', 'subcontractor'] as const) {
    const reply = await call(api, 'POST', 'auth/login', { body: { username: DEMO_USERS[role], password: api.demoPassword } });
    tokens[role] = reply.body.data.token;
    permissions[role] = reply.body.data.permissions;
  }
});

afterAll(async () => {
  await api?.close();
});

/** The token with one character of its signature changed. */
function forged(token: string): string {
  const [head, payload, signature] = token.split('.');
  const i = Math.floor(signature!.length / 2);
  const swapped = signature![i] === 'A' ? 'B' : 'A';
  return `${head}.${payload}.${signature!.slice(0, i)}${swapped}${signature!.slice(i + 1)}`;
}

async function send(route: RouteEntry, request: ReturnType<typeof requestOf>, token?: string): Promise<Reply & { text: string }> {
  const response = await api.app.inject({
    method: request.method,
    url: request.url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(request.body !== undefined ? { payload: request.body as object } : {}),
  });
  let body: unknown;
  try {
    body = response.body ? JSON.parse(response.body) : undefined;
  } catch {
    body = response.body;
  }
  return { status: response.statusCode, body, text: response.body };
}

describe('the route table', () => {
  it('every route under /api declares its access; each non-public one refuses as it should', async () => {
    const table = api.app.routeTable;
    const guarded = table.filter((route) => !isPublic(route.access));
    const gaps: string[] = [];
    const failures: string[] = [];
    const counts = { routes: table.length, public: table.length - guarded.length, noToken: 0, noTokenInvalidInput: 0, forged: 0, sameAsMissing: 0, wrongRole: 0,
      signedInOnly: 0, everyRoleHolds: 0, namesTenantB: 0, listsOrCreates: 0 };
    const expectStatus = (route: RouteEntry, what: string, reply: { status: number; text: string }, allowed: number[]) => {
      if (!allowed.includes(reply.status)) failures.push(`${keyOf(route)} ${what}: ${reply.status} ${reply.text.slice(0, 160)}`);
    };
    const before = await snapshotOfB();

    for (const route of guarded) {
      const key = keyOf(route);
      const base = requestOf(route, NO_ROW_PARAMS[key] ?? {}, []);
      expectStatus(route, 'without a token', await send(route, base), [401]);
      counts.noToken += 1;
      expectStatus(route, 'with a forged token', await send(route, base, forged(tokens.companyAdmin!)), [401]);
      counts.forged += 1;
      // Authentication comes before validation: no token and nonsense everywhere still answers 401, so the
      // answer names no field of the route (issue 9 §5).
      const nonsense = { ...base, url: base.url.replace(/\/\d+(?=\/|\?|$)/g, '/x').replace(/\?.*$/, '?page=-1&pageSize=abc'), body: { junk: '\u0000'.repeat(3) } };
      const blind = await send(route, route.method === 'GET' || route.method === 'DELETE' ? { ...nonsense, body: undefined } : nonsense);
      expectStatus(route, 'without a token and with invalid input', blind, [401]);
      counts.noTokenInvalidInput += 1;

      const areas = areasOf(route.access);
      const mode = 'mode' in route.access ? route.access.mode : 'read';
      if (areas.length === 0) counts.signedInOnly += 1;
      else {
        const lacking = Object.keys(permissions).find((role) => !allows(route.access, permissions[role]!));
        if (lacking) {
          expectStatus(route, `as ${lacking} (lacks ${areas.join('|')} ${mode})`, await send(route, base, tokens[lacking]), [403]);
          counts.wrongRole += 1;
        } else {
          console.log(`every role holds ${areas.join('|')} ${mode}: no 403 to check on ${key}`);
          counts.everyRoleHolds += 1;
        }
      }

      // Tenant A's admin naming tenant B's rows: refused, and nothing of B in any answer.
      if (key in NAMES_B_LEFT_OUT) {
        const reply = await send(route, requestOf(route, NAMES_B_LEFT_OUT[key]!(b), gaps), tokens.companyAdmin);
        expectStatus(route, "naming tenant B's rows in a batch", reply, [200]);
        if (JSON.stringify((reply.body as { data?: unknown })?.data) !== '[]') failures.push(`${key} answered rows for tenant B's ids`);
        counts.namesTenantB += 1;
        continue;
      }
      const namer = key in NAMES_B ? NAMES_B[key] : undefined;
      const inputNamer = key in NAMES_B_AS_INPUT ? NAMES_B_AS_INPUT[key] : undefined;
      const names = /:\w+/.test(route.url) || idMembers(route).length > 0;
      if (!namer && !inputNamer && names && !NO_ROW_PARAMS[key]) {
        gaps.push(`${key}: takes an id but has no entry in NAMES_B (which of tenant B's rows does it name?)`);
        continue;
      }
      const request = requestOf(route, (namer ?? inputNamer)?.(b) ?? NO_ROW_PARAMS[key] ?? {}, gaps);
      const reply = await send(route, request, tokens.companyAdmin);
      if (namer) {
        expectStatus(route, "naming tenant B's rows", reply, [403, 404]);
        // Answered exactly as a missing row: a 403 where a missing id gets 404 would tell that the id exists in
        // another company (issue 9 §6). A 403 stays right when the route refuses any id (a platform route).
        const given = namer(b);
        if (given.params) {
          const missingParams = Object.fromEntries(Object.entries(given.params)
            .map(([k, v]) => [k, typeof v === 'number' ? 2147483000 : 'ZZ_000001']));
          const missing = await send(route, requestOf(route, { ...given, params: missingParams }, []), tokens.companyAdmin);
          if (missing.status !== reply.status) failures.push(`${key}: tenant B's id answers ${reply.status}, a missing one ${missing.status}`);
          counts.sameAsMissing += 1;
        }
        counts.namesTenantB += 1;
      } else if (inputNamer) {
        expectStatus(route, "given tenant B's id as input", reply, [400, 403, 404]);
        counts.namesTenantB += 1;
      } else {
        expectStatus(route, 'as tenant A', reply, [200, 400, 403, 404, 409]);
        counts.listsOrCreates += 1;
      }
      if (reply.text.includes(MARKER)) failures.push(`${key} answered tenant A with tenant B's data`);
    }
    for (const key of [...Object.keys(NAMES_B), ...Object.keys(NAMES_B_AS_INPUT)]) {
      if (!guarded.some((route) => keyOf(route) === key)) gaps.push(`NAMES_B names ${key}, which is not a guarded route`);
    }

    console.log(`route table: ${JSON.stringify(counts)}`);
    expect({ gaps, failures }).toEqual({ gaps: [], failures: [] });
    expect(await snapshotOfB()).toBe(before);
    // The walk saw the routes of every module, not an empty table.
    expect(guarded.length).toBeGreaterThan(40);
  }, 120_000); // The walk sends five or more requests to each of ~180 routes: longer than the default 30 s under load.

  it('a route without an access declaration stops the app at start', async () => {
    const { default: Fastify } = await import('fastify');
    const { installAccessControl } = await import('./access.js');
    const app = Fastify();
    installAccessControl(app, api.db, new Uint8Array(32));
    await expect(app.register(async (child) => {
      child.get('/api/v1/undeclared', async () => ({ data: 1 }));
    }).ready()).rejects.toThrow(/declares no access/);
    await app.close();
  });

  it('OpenAPI marks every guarded route with bearerAuth and public ones without', async () => {
    const doc = (await call(api, 'GET', '/api/openapi.json')).body;
    const op = (path: string, method: string) => doc.paths[path]?.[method];
    expect(op('/api/v1/owners', 'get').security).toEqual([{ bearerAuth: [] }]);
    expect(op('/api/v1/auth/login', 'post').security).toBeUndefined();
    expect(op('/api/v1/version', 'get').security).toBeUndefined();
    // The error envelope documents `reason` with every code.
    const conflict = JSON.stringify(op('/api/v1/owner', 'post').responses['409']);
    for (const reason of ERROR_REASONS) expect(conflict).toContain(`"${reason}"`);
  });
});
