import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS, withGrant } from '../../testing.js';
import { call } from '../../test-support.js';
import { PROJECT_MESSAGES as M, PROJECT_STATUSES } from './rules.js';
import {
  api, createProject, employeeId, FORBIDDEN, nextNumber, otherOwnerRefs, projectBody, refs, setStatus, subToken,
  subTokenSecond, tenant1, tenant2, tenant2Refs, tokens, useProjectsApi,
} from './fixture.js';

useProjectsApi();

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
    // The grid sends the project's own input back with the new status (docs/projects.md §4).
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
  it('totals of docs/money.md §8: zeros for a fixed markup without bids; the custom price as total and profit', async () => {
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
    await withGrant(api, 4, 'create_project', { can_write: false }, async () => {
      expect((await call(api, 'POST', 'project', { token: tokens.estimator, body: projectBody() })).status).toBe(403);
    });
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
