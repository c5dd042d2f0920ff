import type { Db } from '../db/types.js';
import { seedDemoEmployees } from '../modules/employees/seed.js';
import { seedDemoOwners } from '../modules/owners/seed.js';
import { seedDemoOverhead } from '../modules/overhead/seed.js';
import { seedDemoProjects } from '../modules/projects/seed.js';
import { seedDemoSubcontractors } from '../modules/subcontractors/seed.js';
import { seedDemoVendors } from '../modules/vendors/seed.js';
import { DEMO_USERS } from '../testing.js';
import { seedSubcontractB, subcontractNamesB, type SubcontractRowsB } from './route-table.subcontracts.js';

// Tenant B of route-table.test.ts: rows in every domain, some carrying a marker no answer to tenant A may contain, and
// how each route names them. Kept apart from the walk so a new domain adds its rows and names here.

export const MARKER = 'TenantBOnlyMarker';
export const MARKER_UID = 'ZZ_987654';

/** Tenant B's rows a route may name. */
export interface TenantB extends SubcontractRowsB {
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
  trackerRow: number;
  paymentApplication: number;
  paymentApplicationLine: number;
  adminEmail: string;
}

export interface Call {
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
export const NAMES_B: Record<string, (b: TenantB) => Call> = {
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
  'DELETE /owner/:id': (b) => ({ params: { id: b.owner } }),
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
  'GET /directcostsheet/charge-rows': () => ({ query: { project_uid: MARKER_UID } }),
  'GET /directcostsheet/:ID': (b) => ({ params: { ID: b.directCost } }),
  'DELETE /directcostsheet/:ID': (b) => ({ params: { ID: b.directCost } }),
  'GET /internallabour/specific/DC/:directCostId': (b) => ({ params: { directCostId: b.directCost } }),
  'GET /directtrade/specific/DC/:directCostId': (b) => ({ params: { directCostId: b.directCost } }),
  'POST /directtrade/DC': (b) => ({ body: { direct_cost_id: b.directCost, sub_division: b.subdivision, category_id: b.category, part: b.part, units: 1 } }),
  'PUT /directtrade/DC/:id': (b) => ({ params: { id: b.directCostTradeLine }, body: { units: 2 } }),
  // Project tracker (issue 16): reads project_tracker read, changes project_tracker write.
  'GET /project-tracker/projectuid/:projectUid': () => ({ params: { projectUid: MARKER_UID } }),
  'GET /calculate-project-tracker/projectuid/:projectUid': () => ({ params: { projectUid: MARKER_UID } }),
  'GET /calculate-project-tracker/ccllc-fee/projectuid/:projectUid': () => ({ params: { projectUid: MARKER_UID } }),
  'GET /calculate-project-tracker/overhead/projectuid/:projectUid': () => ({ params: { projectUid: MARKER_UID } }),
  'GET /calculate-project-tracker/expected-overhead-cost/projectuid/:projectUid': () => ({ params: { projectUid: MARKER_UID } }),
  'GET /calculate-project-tracker/buyout-savings/projectuid/:projectUid': () => ({ params: { projectUid: MARKER_UID } }),
  'GET /project-tracker/total-project-cost/projectuid/:projectUid': () => ({ params: { projectUid: MARKER_UID } }),
  'GET /project-tracker/snapshot/projectuid/:projectUid': () => ({ params: { projectUid: MARKER_UID } }),
  'PUT /project-tracker/update/:id': (b) => ({ params: { id: b.trackerRow }, body: { holds: 1 } }),
  'DELETE /project-tracker/delete/:id': (b) => ({ params: { id: b.trackerRow } }),
  'POST /project-tracker/internal-labor/add-scope-transfer/projectuid/:projectUid': (b) => ({
    params: { projectUid: MARKER_UID }, body: { position: b.position, trade: b.level, scopeTransfer: 1 },
  }),
  'POST /project-tracker/direct-trade/add-scope-transfer/projectuid/:projectUid': (b) => ({
    params: { projectUid: MARKER_UID }, body: { division: b.division, subDivision: b.subdivision, trade: b.category, part: b.part, scopeTransfer: 1 },
  }),
  // Payment applications (issue 32): reads payment_applications read, writes its write, the log payment_application_logs read.
  'GET /payment-application/projectuid/:projectUid': () => ({ params: { projectUid: MARKER_UID } }),
  'GET /payment-application/log/projectuid/:projectUid': () => ({ params: { projectUid: MARKER_UID } }),
  'GET /payment-application/:id': (b) => ({ params: { id: b.paymentApplication } }),
  'PUT /payment-application/retainage/projectuid/:projectUid': () => ({ params: { projectUid: MARKER_UID }, body: { work_rate: '5' } }),
  'POST /payment-application/projectuid/:projectUid': () => ({
    params: { projectUid: MARKER_UID }, body: { period_from: '2026-11-01', period_to: '2026-11-30', application_date: '2026-11-30' },
  }),
  'PUT /payment-application/:id': (b) => ({ params: { id: b.paymentApplication }, body: { version: 1, is_final: true } }),
  'PUT /payment-application/:id/lines': (b) => ({
    params: { id: b.paymentApplication }, body: { version: 1, lines: [{ id: b.paymentApplicationLine, this_period: '1' }] },
  }),
  'POST /payment-application/:id/release-retainage': (b) => ({ params: { id: b.paymentApplication }, body: { version: 1, all: true } }),
  'POST /payment-application/:id/submit': (b) => ({ params: { id: b.paymentApplication }, body: { version: 1 } }),
  'POST /payment-application/:id/certify': (b) => ({
    params: { id: b.paymentApplication }, body: { version: 1, certified_amount: '1', certified_on: '2026-11-30' },
  }),
  'POST /payment-application/:id/payments': (b) => ({
    params: { id: b.paymentApplication }, body: { version: 1, amount: '1', received_on: '2026-11-30' },
  }),
  'DELETE /payment-application/:id': (b) => ({ params: { id: b.paymentApplication }, query: { version: 1 } }),
  'POST /payment-application/:id/send': (b) => ({ params: { id: b.paymentApplication } }),
  'GET /payment-application/:id/sendings': (b) => ({ params: { id: b.paymentApplication } }),
  ...subcontractNamesB(MARKER_UID),
};

/**
 * Routes that take tenant B's id as input to validate (not a row to act on): 400 is their refusal, as the id
 * is not one of the caller's.
 */
export const NAMES_B_AS_INPUT: Record<string, (b: TenantB) => Call> = {
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
    body: { project_uid: MARKER_UID, sheet_name: 'Mine', division_id: b.division, subdivision_id: b.subdivision, vendor_status: true, vendor: b.vendor,
      charge_row: 'new' },
  }),
  'PUT /contractors/sendemail': (b) => ({
    body: { company_id: b.tenantId, project_uid: MARKER_UID, template_type: 'invitation_to_bid', email_list: ['x@example.test'] },
  }),
};

/** Batch reads naming tenant B's rows: they answer 200 and leave B's rows out (an empty list here). */
export const NAMES_B_LEFT_OUT: Record<string, (b: TenantB) => Call> = {
  'GET /projects/totals': () => ({ query: { uids: MARKER_UID } }),
  'GET /directtrade/parts': (b) => ({ query: { category_id: b.category } }),
};

/**
 * Routes whose path parameter, or member named like an id, names no row (their answers are still checked for
 * tenant B's data). A division's division_id is its CSI number, e.g. '03'.
 */
export const NO_ROW_PARAMS: Record<string, Call> = {
  'GET /generic/:key': { params: { key: 'building_type' } },
  'POST /divisionname': { body: { division_name: 'Route table division', division_id: '99' } },
  'PUT /email-templates/:type': { params: { type: 'loss_notification' }, body: { subject: 'Lost', body: 'Sorry.' } },
  'POST /email-templates/:type/reset': { params: { type: 'loss_notification' } },
};

/** Seeds tenant B (the second demo company) and answers the ids of its rows. */
export async function seedTenantB(db: Db): Promise<TenantB> {
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
  // B's tracker row (issue 16): an entered hold on the labor key, so a delete would be refused as well.
  const trackerRow = (await db.insertInto('tracker_rows').values({
    tenant_id: tenantId, project_id: project, typee: 'IL', position_id: position, level_id: level, row_key: `IL:${position}:${level}`, holds: '5.00',
  }).returning('id').executeTakeFirstOrThrow()).id;
  // B's Draft payment application with one line (issue 32), carrying the marker.
  const paymentApplication = (await db.insertInto('payment_applications').values({
    tenant_id: tenantId, project_id: project, number: 1, period_from: '2026-10-01', period_to: '2026-10-31', application_date: '2026-10-31',
    work_rate: '10.00', stored_rate: '10.00', created_by: user.id,
  }).returning('id').executeTakeFirstOrThrow()).id;
  const paymentApplicationLine = (await db.insertInto('payment_application_lines').values({
    tenant_id: tenantId, application_id: paymentApplication, item_no: 1, kind: 'BID', bid_id: bid, description: MARKER, scheduled_value: '100.00',
  }).returning('id').executeTakeFirstOrThrow()).id;
  const subcontractRows = await seedSubcontractB(db, tenantId, {
    project, bid, subcontractor, vendor, tradeLine, user: user.id, division: catalogue.division_id, subdivision: catalogue.subdivision_id,
    category: catalogue.category_id, part,
  }, MARKER);
  return {
    ...subcontractRows, paymentApplication, paymentApplicationLine,
    trackerRow, tenantId, owner, bidUpload, pco, pcoLaborLine, pcoTradeLine, directCost, directCostTradeLine, subcontractor, vendor, position, project,
    service, notification, user: user.id, adminEmail: DEMO_USERS.secondAdmin,
    division: catalogue.division_id, subdivision: catalogue.subdivision_id, category: catalogue.category_id, part,
    unit: await catalogueRow('catalogue_units'), level, bid, laborLine, tradeLine,
    employee: await first('employees'),
  };
}
