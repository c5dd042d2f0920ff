import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call } from '../../test-support.js';
import { withGrant } from '../../testing.js';
import { PROJECT_MESSAGES as M, PROJECT_STATUSES } from './rules.js';
import {
  api, createProject, employeeId, FORBIDDEN, insertOwner, otherOwnerRefs, platformInTenant, projectBody, refs,
  subToken, subTokenSecond, tenant1, tenant2, tenant2EmployeeId, tenant2Refs, tokens, useProjectsApi,
} from './fixture.js';

useProjectsApi();

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

  it('an empty body fails every docs/projects.md §5 check in order: first as error, all in fields', async () => {
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
    await withGrant(api, 4, 'all_projects', { can_read: false }, async () => {
      const denied = await call(api, 'GET', '/api/v2/projects', { token: tokens.estimator });
      expect(denied.status).toBe(403);
      expect(denied.body).toEqual(FORBIDDEN);
      expect((await call(api, 'GET', '/api/v2/projects/1', { token: tokens.estimator })).status).toBe(403);
      expect((await call(api, 'GET', 'projectuid/DC_1000', { token: tokens.estimator })).status).toBe(403);
    });
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
