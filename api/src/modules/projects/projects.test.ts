import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, startTestApi, type TestApi } from '../../testing.js';
import { call, login } from '../../test-support.js';
import { PROJECT_MESSAGES as M, PROJECT_STATUSES } from './rules.js';

let api: TestApi;
const tokens: Record<string, string> = {};
let tenant1: number;
let tenant2: number;
/** The subcontractor (role 13) and the platform admin acting in the demo company. */
let subToken: string;
let subTokenSecond: string;
let platformInTenant: string;

const FORBIDDEN = { error: 'You do not have permission to perform this action.' };

interface OwnerRefs { owner: number; address: number; manager: number }
let refs: OwnerRefs;
let otherOwnerRefs: OwnerRefs;
let tenant2Refs: OwnerRefs;
let employeeId: number;
let tenant2EmployeeId: number;
let counter = 2000;
const nextNumber = () => String((counter += 1));

async function ownerRefs(tenantId: number, skip = 0): Promise<OwnerRefs> {
  const rows = await sql<{ owner: number; address: number; manager: number }>`
    select o.id as owner, min(a.id) as address, min(m.id) as manager from owners o
    join owner_addresses a on a.tenant_id = o.tenant_id and a.owner_id = o.id
    join owner_managers m on m.tenant_id = o.tenant_id and m.owner_id = o.id
    where o.tenant_id = ${tenantId} and o.is_active group by o.id order by o.id`.execute(api.db);
  return rows.rows[skip]!;
}

async function insertOwner(tenantId: number, tag: string, active = true): Promise<OwnerRefs> {
  const owner = await api.db.insertInto('owners').values({
    tenant_id: tenantId, name: `Owner ${tag}`, email: `owner-${tag}@example.test`, phone_number: '(512) 555-7000', is_active: active,
  }).returning('id').executeTakeFirstOrThrow();
  const address = await api.db.insertInto('owner_addresses').values({
    tenant_id: tenantId, owner_id: owner.id, address_1: '1 Owner Way', city: 'Austin', state: 'Texas', state_code: 'TX', zip: '78701',
  }).returning('id').executeTakeFirstOrThrow();
  const manager = await api.db.insertInto('owner_managers').values({
    tenant_id: tenantId, owner_id: owner.id, first_name: 'Max', last_name: 'Manager', email: `max-${tag}@example.test`, phone: '(512) 555-7001',
  }).returning('id').executeTakeFirstOrThrow();
  return { owner: owner.id, address: address.id, manager: manager.id };
}

async function insertEmployee(tenantId: number, tag: string, first = 'Erin', last = 'Estimator'): Promise<number> {
  const row = await api.db.insertInto('employees').values({
    tenant_id: tenantId, first_name: first, last_name: last, email: `emp-${tag}@example.test`, phone_number: '(512) 555-7100',
    position_id: null, level_id: null, cost_code: null, address1: '1 Staff St', address2: null, city: 'Austin', state: 'Texas',
    state_code: 'TX', zipcode: '78701', billable: true, period: 'hourly', rate_per_hour: '30', rate_per_year: null,
    medical_insurance: '0', hiring_date: '2020-01-01', cost_per_hour: '30', cost_per_day: '240', cost_per_week: '1200',
    cost_per_month: '5200', cost_per_year: '62400',
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

function projectBody(r: OwnerRefs = refs, info: Record<string, unknown> = {}) {
  return {
    project_info: {
      project_uid: nextNumber(),
      project_name: 'Test Tower',
      estimator: employeeId,
      project_manager: { id: employeeId, first_name: 'Erin', last_name: 'Estimator' },
      site_super: null,
      address1: '9 Site Road',
      address2: '',
      city: 'Austin',
      state: 'Texas',
      state_code: 'TX',
      zipcode: '78702',
      building_type: 'Office',
      project_type: 'New Construction',
      duration: '',
      area: '12,000',
      drawing_link: 'https://drawings.example.test/tower',
      bid_due_date: '2026-03-01',
      time_due: '14:00',
      construction_start_date: '2026-04-01',
      estimated_completion_date: '2026-04-29',
      total_markup: '',
      custom_price_amt: '0',
      power: true,
      water: false,
      ...info,
    },
    project_owner_info: { owner_id: r.owner, addresses: { id: r.address }, owner_manager: { id: r.manager } },
  };
}

async function createProject(info: Record<string, unknown> = {}, token = tokens.companyAdmin!, r: OwnerRefs = refs) {
  const reply = await call(api, 'POST', 'project', { token, body: projectBody(r, info) });
  if (reply.status !== 200) throw new Error(`create project: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

async function setStatus(id: number, status: string) {
  const reply = await call(api, 'PUT', `project/${id}/status`, { token: tokens.companyAdmin, body: { status } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data;
}

async function actAs(token: string, companyId: number): Promise<string> {
  const reply = await call(api, 'POST', 'auth/tenant', { token, body: { company_id: companyId } });
  if (reply.status !== 200) throw new Error(`auth/tenant: ${JSON.stringify(reply.body)}`);
  return reply.body.data.token;
}

beforeAll(async () => {
  api = await startTestApi();
  for (const [key, email] of Object.entries(DEMO_USERS)) tokens[key] = await login(api, email);
  const companies = await api.db.selectFrom('companies').select('tenant_id').orderBy('tenant_id').execute();
  tenant1 = companies[0]!.tenant_id;
  tenant2 = companies[1]!.tenant_id;
  subToken = await actAs(tokens.subcontractor!, tenant1);
  subTokenSecond = await actAs(tokens.subcontractor!, tenant2);
  platformInTenant = await actAs(tokens.platformAdmin!, tenant1);
  refs = await ownerRefs(tenant1);
  otherOwnerRefs = await ownerRefs(tenant1, 1);
  tenant2Refs = await insertOwner(tenant2, 't2');
  employeeId = await insertEmployee(tenant1, 'est');
  tenant2EmployeeId = await insertEmployee(tenant2, 'est2');
});
afterAll(async () => {
  await api?.close();
});

describe('demo data', () => {
  it('the demo company has 30 projects over every status; sub@demo.test is invited to a few', async () => {
    const rows = await api.db.selectFrom('projects').select(['status']).where('tenant_id', '=', tenant1).execute();
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(PROJECT_STATUSES));
    const invited = await api.db.selectFrom('project_invitations').select('project_id').where('tenant_id', '=', tenant1).execute();
    expect(invited.length).toBeGreaterThanOrEqual(3);
  });

  it('every demo project names an estimator (Estimator login), a project manager and a superintendent by position', async () => {
    const reply = await call(api, 'GET', '/api/v2/projects?page=1&pageSize=100', { token: tokens.companyAdmin });
    expect(reply.status).toBe(200);
    const demo = reply.body.data.filter((p: { ProjectUid: string }) => /^DC_10[0-2]\d$/.test(p.ProjectUid));
    expect(demo).toHaveLength(30);
    const names = (key: string) => new Set(demo.map((p: Record<string, unknown>) => p[key]));
    expect(names('estimator_name')).toEqual(new Set(['Eve Estimator']));
    expect(names('project_manager_name')).toEqual(new Set(['Frank Fuller', 'Priya Patel']));
    expect(names('site_super_name')).toEqual(new Set(['Sid Sanchez', 'Sara Stone']));
    // Ethan has no login, so he is no estimator by role: only Eve qualifies.
  });
});

describe('GET project/uid', () => {
  it('answers the prefix and one past the highest number in use (demo DC_1000..DC_1029 → DC_1030)', async () => {
    const max = await api.db.selectFrom('projects').select(sql<string>`max(uid_number)::text`.as('m')).where('tenant_id', '=', tenant1).executeTakeFirstOrThrow();
    const reply = await call(api, 'GET', 'project/uid', { token: tokens.estimator });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ data: { Next_UID: `DC_${BigInt(max.m) + 1n}` } });
  });

  it("a company without projects starts at its start number (SD_1000); 401; 403 for role 13 and outside a company", async () => {
    const reply = await call(api, 'GET', 'project/uid', { token: tokens.secondAdmin });
    expect(reply.body).toEqual({ data: { Next_UID: 'SD_1000' } });
    expect((await call(api, 'GET', 'project/uid')).status).toBe(401);
    expect((await call(api, 'GET', 'project/uid', { token: subToken })).status).toBe(403);
    expect((await call(api, 'GET', 'project/uid', { token: tokens.platformAdmin })).status).toBe(403);
  });
});

describe('POST project', () => {
  it('creates a Bidding project: prefix_number, company default markup (10), custom price 0, duration from the dates, names joined', async () => {
    const body = projectBody();
    const reply = await call(api, 'POST', 'project', { token: tokens.estimator, body });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const p = reply.body.data;
    expect(p).toMatchObject({
      ProjectUid: `DC_${body.project_info.project_uid}`, MasterId: tenant1, TotalCost: '0.00', status: 'Bidding', editable: true,
      project_name: 'Test Tower', display_name: 'Test Tower', pco_profit_percentage: '10.00', CalendarDaysOfCompletion: 28,
      estimator_name: 'Erin Estimator', project_manager_name: 'Erin Estimator', site_super_name: null,
    });
    expect(p.Input.project_info).toMatchObject({
      uid_number: body.project_info.project_uid, total_markup: '10.00', custom_price_amt: '0.00', markup_type: 'fixed',
      duration: '4', area: '12000.00', power: true, water: false, time_due: '14:00', bid_due_date: '2026-03-01',
      construction_start_date: '2026-04-01', estimated_completion_date: '2026-04-29', address2: null,
      estimator: { id: employeeId, first_name: 'Erin', last_name: 'Estimator' }, site_super: null,
    });
    expect(p.Input.project_owner_info).toMatchObject({
      owner_id: refs.owner, addresses: { id: refs.address }, owner_manager: { id: refs.manager }, owner_is_active: true,
    });
    expect(p.owner_name).toBe(p.Input.project_owner_info.owner_name);
  });

  it('a custom price: total_markup 10, TotalCost = the price; a given fixed markup is kept', async () => {
    const custom = await createProject({ custom_price_amt: '250,000.50', total_markup: '15' });
    expect(custom.Input.project_info).toMatchObject({ markup_type: 'custom', total_markup: '10.00', custom_price_amt: '250000.50' });
    expect(custom.TotalCost).toBe('250000.50');
    const fixed = await createProject({ total_markup: '12.3456', pco_profit_percentage: '8' });
    expect(fixed.Input.project_info).toMatchObject({ markup_type: 'fixed', total_markup: '12.3456', custom_price_amt: '0.00' });
    expect(fixed.pco_profit_percentage).toBe('8.00');
  });

  it('an empty body fails every 001 §5 check in order: first as error, all in fields', async () => {
    const reply = await call(api, 'POST', 'project', { token: tokens.companyAdmin, body: {} });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe(M.owner);
    expect(reply.body.fields).toEqual({
      'project_owner_info.owner_id': M.owner,
      'project_owner_info.addresses': M.ownerAddress,
      'project_owner_info.owner_manager': M.manager,
      'project_info.project_uid': M.projectId,
      'project_info.project_name': M.projectName,
      'project_info.address1': M.projectAddress,
      'project_info.city': M.projectCity,
      'project_info.zipcode': M.projectZipRequired,
      'project_info.building_type': M.buildingType,
      'project_info.project_type': M.projectType,
      'project_info.area': M.area,
      'project_info.drawing_link': M.drawingLink,
      'project_info.bid_due_date': M.bidDueDate,
      'project_info.time_due': M.timeDue,
      'project_info.construction_start_date': M.startDate,
      'project_info.estimated_completion_date': M.endDate,
      'project_info.state': M.mandatory,
    });
  });

  it('exact messages in order for a partly filled form (project ID first when the owner part is complete)', async () => {
    const reply = await call(api, 'POST', 'project', {
      token: tokens.companyAdmin,
      body: projectBody(refs, { project_uid: '', zipcode: '787', area: '0', drawing_link: ' ' }),
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      error: 'Project Details : Project ID is required.',
      fields: {
        'project_info.project_uid': 'Project Details : Project ID is required.',
        'project_info.zipcode': 'Project Address : Zipcode should be of 5 digits.',
        'project_info.area': 'Project Details : Square FT value should be more than 0.',
        'project_info.drawing_link': 'Project Details : Drawing and images link is required.',
      },
    });
  });

  it('end date before start date, duration with more than 6 decimals, bad dates and times', async () => {
    const reply = await call(api, 'POST', 'project', {
      token: tokens.companyAdmin,
      body: projectBody(refs, { construction_start_date: '2026-05-01', estimated_completion_date: '2026-04-01', duration: '1.1234567', time_due: '25:00', bid_due_date: '2026-02-30' }),
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe(M.date);
    expect(reply.body.fields).toEqual({
      'project_info.bid_due_date': M.date,
      'project_info.time_due': M.time,
      'project_info.estimated_completion_date': 'End date cannot be earlier than start date.',
      'project_info.duration': M.duration,
    });
    const ok = await createProject({ duration: '4.123456' });
    expect(ok.Input.project_info.duration).toBe('4.123456');
  });

  it("owner, address and manager must be the tenant's, the address and manager the owner's, and the owner active", async () => {
    const foreign = await call(api, 'POST', 'project', { token: tokens.companyAdmin, body: projectBody(tenant2Refs) });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toBe(M.owner);
    const mixed = await call(api, 'POST', 'project', {
      token: tokens.companyAdmin, body: projectBody({ owner: refs.owner, address: otherOwnerRefs.address, manager: otherOwnerRefs.manager }),
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.fields).toEqual({ 'project_owner_info.addresses': M.ownerAddress, 'project_owner_info.owner_manager': M.manager });
    const inactive = await insertOwner(tenant1, 'inactive', false);
    const reply = await call(api, 'POST', 'project', { token: tokens.companyAdmin, body: projectBody(inactive) });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: M.ownerInactive, fields: { 'project_owner_info.owner_id': M.ownerInactive } });
    const people = await call(api, 'POST', 'project', { token: tokens.companyAdmin, body: projectBody(refs, { estimator: tenant2EmployeeId }) });
    expect(people.status).toBe(400);
    expect(people.body).toEqual({ error: M.estimator, fields: { 'project_info.estimator': M.estimator } });
  });

  it("409 'This project ID already exists.' for a taken number (with or without the prefix)", async () => {
    const p = await createProject();
    const again = await call(api, 'POST', 'project', { token: tokens.companyAdmin, body: projectBody(refs, { project_uid: p.ProjectUid.toLowerCase() }) });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: M.uidTaken, fields: { 'project_info.project_uid': M.uidTaken }, reason: 'PROJECT_ID_TAKEN' });
  });

  it('401 without a token; 403 for role 13 (no create_project write) and a platform admin outside a company', async () => {
    expect((await call(api, 'POST', 'project', { body: projectBody() })).status).toBe(401);
    const sub = await call(api, 'POST', 'project', { token: subToken, body: projectBody() });
    expect(sub.status).toBe(403);
    expect(sub.body).toEqual(FORBIDDEN);
    expect((await call(api, 'POST', 'project', { token: tokens.platformAdmin, body: projectBody() })).status).toBe(403);
    const admin = await call(api, 'POST', 'project', { token: platformInTenant, body: projectBody() });
    expect(admin.status).toBe(200);
  });
});

describe('GET projects (v2)', () => {
  it('a page of 100 by default, newest first, with owner and people names; total counts all', async () => {
    const reply = await call(api, 'GET', '/api/v2/projects', { token: tokens.fullUser });
    expect(reply.status).toBe(200);
    const count = await api.db.selectFrom('projects').select(sql<number>`count(*)::int`.as('n')).where('tenant_id', '=', tenant1).executeTakeFirstOrThrow();
    expect(reply.body.total).toBe(count.n);
    expect(reply.body.data.length).toBe(Math.min(100, count.n));
    const ids = reply.body.data.map((p: { ID: number }) => p.ID);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(reply.body.data.every((p: { owner_name: string | null }) => typeof p.owner_name === 'string')).toBe(true);
    expect(reply.body.data.some((p: { estimator_name: string | null }) => p.estimator_name === 'Erin Estimator')).toBe(true);
    const v1 = await call(api, 'GET', 'projects?pageSize=5', { token: tokens.fullUser });
    expect(v1.body.data).toEqual(reply.body.data.slice(0, 5));
  });

  it('pages; filters by a comma list of statuses (case-insensitive) and by q on name or project ID (case-insensitive contains)', async () => {
    const page2 = await call(api, 'GET', '/api/v2/projects?page=2&pageSize=10', { token: tokens.companyAdmin });
    expect(page2.body.data.length).toBe(10);
    const statuses = await call(api, 'GET', `/api/v2/projects?status=${encodeURIComponent('lost,In Progress')}`, { token: tokens.companyAdmin });
    expect(statuses.status).toBe(200);
    expect(statuses.body.total).toBeGreaterThan(0);
    expect(new Set(statuses.body.data.map((p: { status: string }) => p.status))).toEqual(new Set(['Lost', 'In Progress']));
    const byName = await call(api, 'GET', '/api/v2/projects?q=OFFICE%20TOWER', { token: tokens.companyAdmin });
    expect(byName.body.data.map((p: { project_name: string }) => p.project_name)).toContain('Barton Springs Office Tower');
    expect(byName.body.data.every((p: { project_name: string }) => /office tower/i.test(p.project_name))).toBe(true);
    const byUid = await call(api, 'GET', '/api/v2/projects?q=dc_1005', { token: tokens.companyAdmin });
    expect(byUid.body.data.map((p: { ProjectUid: string }) => p.ProjectUid)).toEqual(['DC_1005']);
    const both = await call(api, 'GET', `/api/v2/projects?q=dc_10&status=Bidding`, { token: tokens.companyAdmin });
    expect(both.body.data.every((p: { status: string; ProjectUid: string }) => p.status === 'Bidding' && /dc_10/i.test(p.ProjectUid))).toBe(true);
    expect(both.body.total).toBe(both.body.data.length);
    const wildcard = await call(api, 'GET', '/api/v2/projects?q=%25', { token: tokens.companyAdmin });
    expect(wildcard.body).toEqual({ data: [], total: 0 });
  });

  it('400 for an unknown status, a q over 255 characters, pageSize over 100', async () => {
    const status = await call(api, 'GET', '/api/v2/projects?status=Open', { token: tokens.companyAdmin });
    expect(status.status).toBe(400);
    expect(status.body).toEqual({ error: M.status, fields: { status: M.status } });
    const long = await call(api, 'GET', `/api/v2/projects?q=${'a'.repeat(256)}`, { token: tokens.companyAdmin });
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.fields)).toEqual(['q']);
    expect((await call(api, 'GET', `/api/v2/projects?q=${'a'.repeat(255)}`, { token: tokens.companyAdmin })).status).toBe(200);
    expect((await call(api, 'GET', '/api/v2/projects?pageSize=101', { token: tokens.companyAdmin })).status).toBe(400);
  });

  it('another tenant sees only its own projects; 401; 403 without all_projects read', async () => {
    const other = await call(api, 'GET', '/api/v2/projects', { token: tokens.secondAdmin });
    expect(other.status).toBe(200);
    expect(other.body.data.every((p: { MasterId: number }) => p.MasterId === tenant2)).toBe(true);
    expect((await call(api, 'GET', '/api/v2/projects')).status).toBe(401);
    expect((await call(api, 'GET', '/api/v2/projects', { token: tokens.platformAdmin })).status).toBe(403);
    // Take all_projects away from the estimator for a moment (permissions are read on every request).
    await api.db.updateTable('role_permissions').set({ can_read: false }).where('role_id', '=', 4).where('area', '=', 'all_projects').execute();
    try {
      const denied = await call(api, 'GET', '/api/v2/projects', { token: tokens.estimator });
      expect(denied.status).toBe(403);
      expect(denied.body).toEqual(FORBIDDEN);
      expect((await call(api, 'GET', '/api/v2/projects/1', { token: tokens.estimator })).status).toBe(403);
      expect((await call(api, 'GET', 'projectuid/DC_1000', { token: tokens.estimator })).status).toBe(403);
    } finally {
      await api.db.updateTable('role_permissions').set({ can_read: true }).where('role_id', '=', 4).where('area', '=', 'all_projects').execute();
    }
  });

  it('role 13 lists only the projects it was invited to, without owner data', async () => {
    const reply = await call(api, 'GET', '/api/v2/projects', { token: subToken });
    expect(reply.status).toBe(200);
    const invited = await api.db.selectFrom('project_invitations').select('project_id').where('tenant_id', '=', tenant1).execute();
    expect(reply.body.total).toBe(invited.length);
    expect(new Set(reply.body.data.map((p: { ID: number }) => p.ID))).toEqual(new Set(invited.map((i) => i.project_id)));
    expect(reply.body.data.every((p: { owner_name: unknown; Input: { project_owner_info: unknown } }) =>
      p.owner_name === null && p.Input.project_owner_info === null)).toBe(true);
    const second = await call(api, 'GET', '/api/v2/projects', { token: subTokenSecond });
    expect(second.body).toEqual({ data: [], total: 0 });
  });
});

describe('GET projects/{id} (v2)', () => {
  it('one project; 404 unknown; 404 another tenant; 401; role 13 only when invited', async () => {
    const p = await createProject();
    const reply = await call(api, 'GET', `/api/v2/projects/${p.ID}`, { token: tokens.estimator });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual(p);
    // The list (one JSON value per page) and the single read (columns) give the same project.
    const listed = await call(api, 'GET', `/api/v2/projects?q=${p.ProjectUid}`, { token: tokens.estimator });
    expect(listed.body.data).toEqual([p]);
    expect((await call(api, 'GET', '/api/v2/projects/999999', { token: tokens.estimator })).status).toBe(404);
    const other = await call(api, 'GET', `/api/v2/projects/${p.ID}`, { token: tokens.secondAdmin });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ error: 'Project not found.' }); // as for a missing id: nothing tells it exists elsewhere
    expect((await call(api, 'GET', `/api/v2/projects/${p.ID}`)).status).toBe(401);
    const notInvited = await call(api, 'GET', `/api/v2/projects/${p.ID}`, { token: subToken });
    expect(notInvited.status).toBe(403);
    const invitedId = (await api.db.selectFrom('project_invitations').select('project_id').where('tenant_id', '=', tenant1).executeTakeFirstOrThrow()).project_id;
    const invited = await call(api, 'GET', `/api/v2/projects/${invitedId}`, { token: subToken });
    expect(invited.status).toBe(200);
    expect(invited.body.data.Input.project_owner_info).toBeNull();
  });
});

describe('PUT project/{id}', () => {
  it('edits a Bidding project (edit skips the drawing-link rule) and may change its number', async () => {
    const p = await createProject();
    const number = nextNumber();
    const reply = await call(api, 'PUT', `project/${p.ID}`, {
      token: tokens.fullUser,
      body: projectBody(otherOwnerRefs, { project_uid: number, project_name: 'Renamed', drawing_link: '', custom_price_amt: '1000', site_super: employeeId }),
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data).toMatchObject({
      ID: p.ID, ProjectUid: `DC_${number}`, project_name: 'Renamed', TotalCost: '1000.00', status: 'Bidding', site_super_name: 'Erin Estimator',
    });
    expect(reply.body.data.Input.project_info.drawing_link).toBeNull();
    expect(reply.body.data.Input.project_owner_info.owner_id).toBe(otherOwnerRefs.owner);
  });

  it('400 with the messages in order; 409 for a taken number; 404; 401', async () => {
    const p = await createProject();
    const bad = await call(api, 'PUT', `project/${p.ID}`, { token: tokens.companyAdmin, body: projectBody(refs, { project_name: '', city: '' }) });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      error: M.projectName, fields: { 'project_info.project_name': M.projectName, 'project_info.city': M.projectCity },
    });
    const taken = await call(api, 'PUT', `project/${p.ID}`, { token: tokens.companyAdmin, body: projectBody(refs, { project_uid: 'DC_1000' }) });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe(M.uidTaken);
    expect((await call(api, 'PUT', 'project/999999', { token: tokens.companyAdmin, body: projectBody() })).status).toBe(404);
    expect((await call(api, 'PUT', `project/${p.ID}`, { body: projectBody() })).status).toBe(401);
  });

  it('409 editing a project that is not at Bidding; the whole input with only a new status changes the status at any status', async () => {
    const p = await createProject();
    const awarded = await setStatus(p.ID, 'Awarded');
    expect(awarded.editable).toBe(false);
    const edit = await call(api, 'PUT', `project/${p.ID}`, { token: tokens.companyAdmin, body: projectBody(refs, { project_uid: p.Input.project_info.uid_number }) });
    expect(edit.status).toBe(409);
    expect(edit.body).toEqual({ error: M.notBidding, reason: 'PROJECT_NOT_BIDDING' });
    // The grid sends the project's own input back with the new status (001 §4).
    const input = { project_info: { ...awarded.Input.project_info, status: 'In Progress' }, project_owner_info: awarded.Input.project_owner_info };
    const changed = await call(api, 'PUT', `project/${p.ID}`, { token: tokens.fullUser, body: input });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.status).toBe('In Progress');
    const back = await call(api, 'PUT', `project/${p.ID}`, {
      token: tokens.fullUser, body: { project_info: { ...changed.body.data.Input.project_info, status: 'bidding' }, project_owner_info: input.project_owner_info },
    });
    expect(back.body.data).toMatchObject({ status: 'Bidding', editable: true });
    const changedAndEdited = await call(api, 'PUT', `project/${p.ID}`, {
      token: tokens.fullUser, body: { project_info: { ...back.body.data.Input.project_info, project_name: 'X', status: 'Lost' } },
    });
    // At Bidding an edit may carry a status too (here it fails validation: no owner part).
    expect(changedAndEdited.status).toBe(400);
    const invalid = await call(api, 'PUT', `project/${p.ID}`, { token: tokens.fullUser, body: { project_info: { status: 'Open' } } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toBe(M.status);
  });

  it('403 for the estimator (no all_projects write), role 13, and another tenant', async () => {
    const p = await createProject();
    const est = await call(api, 'PUT', `project/${p.ID}`, { token: tokens.estimator, body: projectBody() });
    expect(est.status).toBe(403);
    expect(est.body).toEqual(FORBIDDEN);
    expect((await call(api, 'PUT', `project/${p.ID}`, { token: subToken, body: projectBody() })).status).toBe(403);
    const other = await call(api, 'PUT', `project/${p.ID}`, { token: tokens.secondAdmin, body: projectBody(tenant2Refs) });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ error: 'Project not found.' }); // as for a missing id: nothing tells it exists elsewhere
  });
});

describe('PUT project/{id}/status', () => {
  it('changes to any of the 7 values (case-insensitive) at any status and keeps TotalCost current; 400; 401; 403; 404', async () => {
    const p = await createProject({ custom_price_amt: '5000' });
    for (const status of ['pending', 'AWARDED', 'Lost', 'in progress', 'Completed', 'dead/not-bid', 'Bidding']) {
      const data = await setStatus(p.ID, status);
      expect(data.status.toLowerCase()).toBe(status.toLowerCase());
      expect(data.TotalCost).toBe('5000.00');
    }
    const bad = await call(api, 'PUT', `project/${p.ID}/status`, { token: tokens.companyAdmin, body: { status: 'Done' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: M.status, fields: { status: M.status } });
    expect((await call(api, 'PUT', `project/${p.ID}/status`, { body: { status: 'Lost' } })).status).toBe(401);
    expect((await call(api, 'PUT', `project/${p.ID}/status`, { token: tokens.estimator, body: { status: 'Lost' } })).status).toBe(403);
    expect((await call(api, 'PUT', `project/${p.ID}/status`, { token: tokens.secondAdmin, body: { status: 'Lost' } })).status).toBe(404);
    expect((await call(api, 'PUT', 'project/999999/status', { token: tokens.companyAdmin, body: { status: 'Lost' } })).status).toBe(404);
  });
});

describe('DELETE project/{id}', () => {
  it('deletes a Bidding project (and its invitations); 409 otherwise; 403 estimator, role 13, other tenant; 404; 401', async () => {
    const p = await createProject();
    const subUser = await api.db.selectFrom('users').select('id').where('email', '=', DEMO_USERS.subcontractor).executeTakeFirstOrThrow();
    await api.db.insertInto('project_invitations').values({ tenant_id: tenant1, project_id: p.ID, user_id: subUser.id }).execute();
    expect((await call(api, 'DELETE', `project/${p.ID}`, { token: tokens.estimator })).status).toBe(403);
    expect((await call(api, 'DELETE', `project/${p.ID}`, { token: subToken })).status).toBe(403);
    expect((await call(api, 'DELETE', `project/${p.ID}`, { token: tokens.secondAdmin })).status).toBe(404);
    expect((await call(api, 'DELETE', `project/${p.ID}`)).status).toBe(401);
    const done = await call(api, 'DELETE', `project/${p.ID}`, { token: tokens.fullUser });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ data: true });
    expect((await call(api, 'GET', `/api/v2/projects/${p.ID}`, { token: tokens.fullUser })).status).toBe(404);
    expect((await call(api, 'DELETE', `project/${p.ID}`, { token: tokens.fullUser })).status).toBe(404);
    const q = await createProject();
    await setStatus(q.ID, 'Pending');
    const refused = await call(api, 'DELETE', `project/${q.ID}`, { token: tokens.companyAdmin });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: M.notBidding, reason: 'PROJECT_NOT_BIDDING' });
  });
});

describe('GET projectuid/{uid}', () => {
  it('totals of calculations.md §8: zeros for a fixed markup without bids; the custom price as total and profit', async () => {
    const fixed = await createProject({ total_markup: '12.5' });
    const reply = await call(api, 'GET', `projectuid/${fixed.ProjectUid}`, { token: tokens.estimator });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      data: { BidTotals: '0.00', OverheadCost: '0.00', OverheadPercentage: '0.00', ProfitCost: '0.00', ProfitPercentage: '12.50', TotalCost: '0.00',
        ChangeOrdersTotal: '0.00', ContractSumToDate: '0.00', completed_on: null },
    });
    const custom = await createProject({ custom_price_amt: '1,234.56' });
    const c = await call(api, 'GET', `projectuid/${custom.ProjectUid.toLowerCase()}`, { token: tokens.companyAdmin });
    expect(c.body.data).toEqual({
      BidTotals: '0.00', OverheadCost: '0.00', OverheadPercentage: '0.00', ProfitCost: '1234.56', ProfitPercentage: '0.00', TotalCost: '1234.56',
      ChangeOrdersTotal: '0.00', ContractSumToDate: '1234.56', completed_on: null,
    });
    expect(custom.TotalCost).toBe(c.body.data.TotalCost);
  });

  it('404 unknown; 404 another tenant and role 13 not invited; role 13 invited may; 401', async () => {
    const p = await createProject();
    expect((await call(api, 'GET', 'projectuid/DC_99999999', { token: tokens.companyAdmin })).status).toBe(404);
    expect((await call(api, 'GET', `projectuid/${p.ProjectUid}`, { token: tokens.secondAdmin })).status).toBe(404);
    expect((await call(api, 'GET', `projectuid/${p.ProjectUid}`, { token: subToken })).status).toBe(403);
    expect((await call(api, 'GET', 'projectuid/DC_1000', { token: subToken })).status).toBe(200);
    expect((await call(api, 'GET', `projectuid/${p.ProjectUid}`)).status).toBe(401);
  });
});

describe('POST duplicate-project', () => {
  it("copies a project as Bidding under the new ID, named with the ' copy' suffix (once)", async () => {
    const source = await createProject({ custom_price_amt: '777' });
    await setStatus(source.ID, 'Awarded');
    const number = nextNumber();
    const reply = await call(api, 'POST', `duplicate-project?oldProjectUid=${source.ProjectUid}`, {
      token: tokens.fullUser, body: { newProjectUid: number, projectName: 'Tower B' },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const copy = reply.body.data;
    expect(copy).toMatchObject({
      ProjectUid: `DC_${number}`, project_name: 'Tower B copy', display_name: 'Tower B', status: 'Bidding', editable: true, TotalCost: '777.00',
    });
    expect(copy.ID).not.toBe(source.ID);
    const { project_uid: _a, uid_number: _b, project_name: _c, status: _d, ...copied } = copy.Input.project_info;
    const { project_uid: _e, uid_number: _f, project_name: _g, status: _h, ...original } = source.Input.project_info;
    expect(copied).toEqual(original);
    expect(copy.Input.project_owner_info).toEqual(source.Input.project_owner_info);
    const again = await call(api, 'POST', `duplicate-project?oldProjectUid=${copy.ProjectUid}`, {
      token: tokens.companyAdmin, body: { newProjectUid: `DC_${nextNumber()}`, projectName: 'Tower B copy' },
    });
    expect(again.body.data.project_name).toBe('Tower B copy');
  });

  it("'Project ID is required.' / 'Project name is required.'; an id containing null; 409 taken; 404 unknown source", async () => {
    const source = await createProject();
    const url = `duplicate-project?oldProjectUid=${source.ProjectUid}`;
    const blank = await call(api, 'POST', url, { token: tokens.companyAdmin, body: { newProjectUid: ' ', projectName: '' } });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({
      error: 'Project ID is required.', fields: { newProjectUid: 'Project ID is required.', projectName: 'Project name is required.' },
    });
    const nameOnly = await call(api, 'POST', url, { token: tokens.companyAdmin, body: { newProjectUid: '5', projectName: ' ' } });
    expect(nameOnly.body).toEqual({ error: 'Project name is required.', fields: { projectName: 'Project name is required.' } });
    const nullId = await call(api, 'POST', url, { token: tokens.companyAdmin, body: { newProjectUid: 'DC_null', projectName: 'X' } });
    expect(nullId.status).toBe(400);
    expect(nullId.body.error).toBe('Project ID is required.');
    const taken = await call(api, 'POST', url, { token: tokens.companyAdmin, body: { newProjectUid: 'DC_1000', projectName: 'X' } });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ error: M.uidTaken, fields: { newProjectUid: M.uidTaken }, reason: 'PROJECT_ID_TAKEN' });
    const unknown = await call(api, 'POST', 'duplicate-project?oldProjectUid=DC_424242', { token: tokens.companyAdmin, body: { newProjectUid: nextNumber(), projectName: 'X' } });
    expect(unknown.status).toBe(404);
  });

  it('401; 403 for role 13, another tenant\'s source, and without write on both create_project and all_projects', async () => {
    const source = await createProject();
    const url = `duplicate-project?oldProjectUid=${source.ProjectUid}`;
    expect((await call(api, 'POST', url, { body: { newProjectUid: '1', projectName: 'X' } })).status).toBe(401);
    expect((await call(api, 'POST', url, { token: subToken, body: { newProjectUid: nextNumber(), projectName: 'X' } })).status).toBe(403);
    const other = await call(api, 'POST', url, { token: tokens.secondAdmin, body: { newProjectUid: nextNumber(), projectName: 'X' } });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ error: 'Project not found.' }); // as for a missing id: nothing tells it exists elsewhere
    // The estimator creates projects but cannot edit them, and a copy opens on Edit Project: refused, nothing written.
    const before = await api.db.selectFrom('projects').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const estimatorCopy = await call(api, 'POST', url, { token: tokens.estimator, body: { newProjectUid: nextNumber(), projectName: 'X' } });
    expect(estimatorCopy.status).toBe(403);
    const after = await api.db.selectFrom('projects').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await call(api, 'POST', url, { token: tokens.fullUser, body: { newProjectUid: nextNumber(), projectName: 'Full user copy' } })).status).toBe(200);
    await api.db.updateTable('role_permissions').set({ can_write: false }).where('role_id', '=', 4).where('area', '=', 'create_project').execute();
    try {
      expect((await call(api, 'POST', 'project', { token: tokens.estimator, body: projectBody() })).status).toBe(403);
    } finally {
      await api.db.updateTable('role_permissions').set({ can_write: true }).where('role_id', '=', 4).where('area', '=', 'create_project').execute();
    }
  });
});

describe('GET invited/projects/{companyId}', () => {
  it('role 13 acting in that company gets only its invited projects, without owner data', async () => {
    const reply = await call(api, 'GET', `invited/projects/${tenant1}`, { token: subToken });
    expect(reply.status).toBe(200);
    const invited = await api.db.selectFrom('project_invitations').select('project_id').where('tenant_id', '=', tenant1).execute();
    expect(new Set(reply.body.data.map((p: { ID: number }) => p.ID))).toEqual(new Set(invited.map((i) => i.project_id)));
    expect(reply.body.data.every((p: { Input: { project_owner_info: unknown } }) => p.Input.project_owner_info === null)).toBe(true);
    const second = await call(api, 'GET', `invited/projects/${tenant2}`, { token: subTokenSecond });
    expect(second.body).toEqual({ data: [] });
  });

  it('403 for another company than the one acted in, for other roles; 401', async () => {
    expect((await call(api, 'GET', `invited/projects/${tenant2}`, { token: subToken })).status).toBe(403);
    expect((await call(api, 'GET', `invited/projects/${tenant1}`, { token: tokens.companyAdmin })).status).toBe(403);
    expect((await call(api, 'GET', `invited/projects/${tenant1}`, { token: tokens.subcontractor })).status).toBe(403);
    expect((await call(api, 'GET', `invited/projects/${tenant1}`)).status).toBe(401);
  });
});

describe('list totals (trigger-kept counts)', () => {
  async function realCount(statuses?: string[]) {
    let q = api.db.selectFrom('projects').select(sql<number>`count(*)::int`.as('n')).where('tenant_id', '=', tenant1);
    if (statuses) q = q.where('status', 'in', statuses);
    return (await q.executeTakeFirstOrThrow()).n;
  }
  async function listedTotal(status?: string) {
    const reply = await call(api, 'GET', `/api/v2/projects?pageSize=1${status ? `&status=${encodeURIComponent(status)}` : ''}`, { token: tokens.companyAdmin });
    return reply.body.total as number;
  }
  async function expectExact() {
    expect(await listedTotal()).toBe(await realCount());
    for (const status of PROJECT_STATUSES) expect(await listedTotal(status)).toBe(await realCount([status]));
    expect(await listedTotal('Lost,Completed')).toBe(await realCount(['Lost', 'Completed']));
  }

  it('stay exact through creates, status changes, copies, deletes and set-based statements', async () => {
    await expectExact();
    const p = await createProject();
    await setStatus(p.ID, 'Lost');
    await call(api, 'POST', `duplicate-project?oldProjectUid=${p.ProjectUid}`, { token: tokens.companyAdmin, body: { newProjectUid: nextNumber(), projectName: 'Counted' } });
    await expectExact();
    const q = await createProject();
    await call(api, 'DELETE', `project/${q.ID}`, { token: tokens.companyAdmin });
    await expectExact();
    // Many rows in one statement each way (the triggers are per statement, over transition tables).
    await sql`insert into projects (tenant_id, project_uid, uid_number, project_name, status, owner_id, owner_address_id, owner_manager_id,
        address1, city, state, zipcode)
      select ${tenant1}, 'DC_' || (900000 + g), 900000 + g, 'Set ' || g,
        (array['Bidding','Pending','Awarded','Lost','In Progress','Completed','Dead/Not-bid'])[1 + g % 7],
        ${refs.owner}, ${refs.address}, ${refs.manager}, '1 Set St', 'Austin', 'Texas', '78701'
      from generate_series(1, 50) g`.execute(api.db);
    await expectExact();
    await sql`update projects set status = case when status = 'Bidding' then 'Completed' else 'Bidding' end
      where tenant_id = ${tenant1} and uid_number > 900000`.execute(api.db);
    await expectExact();
    await sql`delete from projects where tenant_id = ${tenant1} and uid_number > 900025`.execute(api.db);
    await expectExact();
    // Searches and role 13 count the matching rows themselves.
    const search = await call(api, 'GET', '/api/v2/projects?q=set%20&pageSize=1', { token: tokens.companyAdmin });
    expect(search.body.total).toBe(25);
  });
});

describe('OpenAPI', () => {
  it('documents every project route', async () => {
    const reply = await call(api, 'GET', '/api/openapi.json');
    const paths = Object.keys(reply.body.paths);
    for (const path of [
      '/api/v2/projects', '/api/v2/projects/{id}', '/api/v1/project', '/api/v1/project/{id}', '/api/v1/project/{id}/status',
      '/api/v1/project/uid', '/api/v1/projectuid/{uid}', '/api/v1/duplicate-project', '/api/v1/invited/projects/{companyId}',
    ]) expect(paths).toContain(path);
  });
});
