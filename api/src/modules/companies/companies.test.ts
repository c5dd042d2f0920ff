import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES, DEMO_USERS, startTestApi, type TestApi } from '../../testing.js';
import { call, companyPayload, createCompanyWithAdmin, latestMail, login, resetTokenIn, signInDemoUsers } from '../../test-support.js';

let api: TestApi;
const tokens: Record<string, string> = {};
let tenant1: number;
let tenant2: number;

// A 1x1 PNG; real image bytes, as the server checks the signature.
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const MANDATORY = 'Please fill all the mandatory fields!';

beforeAll(async () => {
  api = await startTestApi();
  [tenant1, tenant2] = await signInDemoUsers(api, tokens);
});
afterAll(async () => {
  await api?.close();
});

const COMPANY_KEYS = [
  'address1', 'address2', 'city', 'company_admin', 'company_email', 'company_id', 'company_image', 'company_name',
  'company_phone', 'company_phone_number', 'country', 'default_markup', 'is_active', 'owner_email', 'owner_first_name',
  'owner_last_name', 'owner_phone', 'prefix_project_id', 'proposal_overhead', 'start_project_id', 'state', 'state_code', 'zip',
];

describe('GET companies', () => {
  it('lists companies by name with a total, a page at a time', async () => {
    await call(api, 'POST', 'company', { token: tokens.platformAdmin, body: companyPayload({ name: 'Aardvark Builders' }) });
    const reply = await call(api, 'GET', 'companies', { token: tokens.platformAdmin });
    expect(reply.status).toBe(200);
    expect(reply.body.total).toBeGreaterThanOrEqual(3);
    const names = reply.body.data.map((c: { company_name: string }) => c.company_name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(names[0]).toBe('Aardvark Builders');
    expect(Object.keys(reply.body.data[0]).sort()).toEqual(COMPANY_KEYS);
    const demo = reply.body.data.find((c: { company_name: string }) => c.company_name === DEMO_COMPANIES.first);
    expect(demo).toMatchObject({ company_id: tenant1, default_markup: '10.00', company_phone_number: demo.company_phone, is_active: true });

    const page2 = await call(api, 'GET', 'companies?page=2&pageSize=1', { token: tokens.platformAdmin });
    expect(page2.status).toBe(200);
    expect(page2.body.data).toHaveLength(1);
    expect(page2.body.data[0].company_name).toBe(names[1]);
    expect(page2.body.total).toBe(reply.body.total);
  });

  it('400 for a bad page size, naming the field', async () => {
    const reply = await call(api, 'GET', 'companies?pageSize=101', { token: tokens.platformAdmin });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: 'pageSize must be <= 100', fields: { pageSize: 'pageSize must be <= 100' } });
  });

  it('401 without or with a bad token; 403 without read on add_new_company', async () => {
    expect((await call(api, 'GET', 'companies')).status).toBe(401);
    expect((await call(api, 'GET', 'companies', { token: 'bad' })).status).toBe(401);
    for (const role of ['estimator', 'companyAdmin', 'fullUser', 'subcontractor']) {
      const reply = await call(api, 'GET', 'companies', { token: tokens[role] });
      expect(reply.status, role).toBe(403);
      expect(reply.body).toEqual({ error: 'You do not have permission to perform this action.' });
    }
  });
});

describe('GET company/{tenantId}', () => {
  it('the platform admin reads any company; a company admin reads its own', async () => {
    const admin = await call(api, 'GET', `company/${tenant2}`, { token: tokens.platformAdmin });
    expect(admin.status).toBe(200);
    expect(admin.body.data).toMatchObject({ company_id: tenant2, company_name: DEMO_COMPANIES.second });
    const own = await call(api, 'GET', `company/${tenant1}`, { token: tokens.companyAdmin });
    expect(own.status).toBe(200);
    expect(own.body.data.company_name).toBe(DEMO_COMPANIES.first);
  });

  it("404 for another tenant's company and for a role without company setup", async () => {
    const other = await call(api, 'GET', `company/${tenant1}`, { token: tokens.secondAdmin });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ error: 'Company not found.' }); // as for a missing id: nothing tells it exists elsewhere
    // A company that does not exist reads the same as another tenant's: nothing is revealed.
    expect((await call(api, 'GET', 'company/999999', { token: tokens.secondAdmin })).status).toBe(404);
    expect((await call(api, 'GET', `company/${tenant1}`, { token: tokens.estimator })).status).toBe(403);
    expect((await call(api, 'GET', `company/${tenant1}`, { token: tokens.subcontractor })).status).toBe(403);
  });

  it('401 without a token, 404 unknown company, 400 bad id', async () => {
    expect((await call(api, 'GET', `company/${tenant1}`)).status).toBe(401);
    expect((await call(api, 'GET', `company/${tenant1}`, { token: 'bad' })).status).toBe(401);
    const missing = await call(api, 'GET', 'company/999999', { token: tokens.platformAdmin });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Company not found.' });
    const bad = await call(api, 'GET', 'company/abc', { token: tokens.platformAdmin });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['tenantId']);
  });
});

describe('POST company', () => {
  it('creates the company, its role-2 admin login and an invitation email', async () => {
    const payload = companyPayload();
    payload.details.company_image = `data:image/png;base64,${PNG_1PX}`;
    payload.details.address2 = 'Suite 5';
    const reply = await call(api, 'POST', 'company', { token: tokens.platformAdmin, body: payload });
    expect(reply.status).toBe(200);
    const company = reply.body.data;
    expect(Object.keys(company).sort()).toEqual(COMPANY_KEYS);
    expect(company).toMatchObject({
      company_name: payload.details.company_name,
      company_email: payload.details.company_email,
      // Stored in the one form every screen shows (issue 10 item 8), whatever punctuation came in.
      company_phone: '(512) 555-9876',
      company_phone_number: '(512) 555-9876',
      company_image: `data:image/png;base64,${PNG_1PX}`,
      default_markup: '12.50',
      address2: 'Suite 5',
      country: 'United States',
      company_admin: payload.details.company_admin,
      owner_first_name: 'Ada',
      owner_last_name: 'Builder',
      owner_email: payload.owner.email,
      owner_phone: '(512) 555-1234',
      prefix_project_id: 'AB',
      start_project_id: 1000,
      is_active: true,
    });
    const admin = await api.db.selectFrom('users').selectAll().where('email', '=', payload.details.company_admin).executeTakeFirstOrThrow();
    expect(admin).toMatchObject({ role_id: 2, tenant_id: company.company_id, password_hash: null, is_active: true });
    const mail = await latestMail(api, payload.details.company_admin);
    expect(mail).toBeDefined();
    expect(mail).toContain(payload.details.company_name);
    const token = resetTokenIn(mail!);
    expect((await call(api, 'POST', 'auth/resetpassword', { body: { token, password: 'Invited-Pass1!' } })).status).toBe(200);
    const signIn = await call(api, 'POST', 'auth/login', { body: { username: payload.details.company_admin, password: 'Invited-Pass1!' } });
    expect(signIn.body.data.user).toMatchObject({ MasterRoleID: 2, MasterTenantID: company.company_id });
  });

  it('blank markup is 0, the prefix is optional', async () => {
    const payload = companyPayload();
    (payload.details as { default_markup: unknown }).default_markup = '';
    (payload.project as { id: unknown }).id = null;
    (payload.project as { start_no: unknown }).start_no = 0;
    const reply = await call(api, 'POST', 'company', { token: tokens.platformAdmin, body: payload });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ default_markup: '0.00', prefix_project_id: null, start_project_id: 0 });
  });

  it('409 when the admin email is already a user (any case), creating nothing', async () => {
    const payload = companyPayload({ admin: DEMO_USERS.estimator.toUpperCase() });
    const before = await call(api, 'GET', 'companies', { token: tokens.platformAdmin });
    const reply = await call(api, 'POST', 'company', { token: tokens.platformAdmin, body: payload });
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({ error: 'This email ID already has a sign-in. Sign-in emails are unique across all companies.', fields: { 'details.company_admin': 'This email ID already has a sign-in. Sign-in emails are unique across all companies.' }, reason: 'EMAIL_TAKEN' });
    const after = await call(api, 'GET', 'companies', { token: tokens.platformAdmin });
    expect(after.body.total).toBe(before.body.total);
  });

  it('mandatory fields: first message, every blank field named', async () => {
    const payload = companyPayload();
    payload.owner.first_name = '';
    payload.details.zip = ' ';
    payload.details.company_email = 'not-an-email';
    (payload.project as { start_no: unknown }).start_no = '';
    const reply = await call(api, 'POST', 'company', { token: tokens.platformAdmin, body: payload });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      error: MANDATORY,
      fields: {
        'owner.first_name': MANDATORY,
        'project.start_no': MANDATORY,
        'details.zip': MANDATORY,
        'details.company_email': 'Please enter a valid email address.',
      },
    });
  });

  it.each([
    ['owner.email', (p: ReturnType<typeof companyPayload>) => { p.owner.email = 'x@y'; }, 'Please enter a valid email address.'],
    ['details.company_email', (p: ReturnType<typeof companyPayload>) => { p.details.company_email = 'office@'; }, 'Please enter a valid email address.'],
    ['details.company_admin', (p: ReturnType<typeof companyPayload>) => { p.details.company_admin = 'admin'; }, 'Please enter a valid email address.'],
    ['owner.phone_number', (p: ReturnType<typeof companyPayload>) => { p.owner.phone_number = '555-1234'; }, 'Please enter a valid mobile number.'],
    ['details.company_phone', (p: ReturnType<typeof companyPayload>) => { p.details.company_phone = '(512) 555-12345'; }, 'Please enter a valid mobile number.'],
    ['details.zip', (p: ReturnType<typeof companyPayload>) => { p.details.zip = '7870'; }, 'Please enter a valid zipcode.'],
    ['details.zip', (p: ReturnType<typeof companyPayload>) => { p.details.zip = '787011'; }, 'Please enter a valid zipcode.'],
    ['details.company_image', (p: ReturnType<typeof companyPayload>) => { (p.details as { company_image: unknown }).company_image = `data:image/gif;base64,${PNG_1PX}`; }, 'Unable to upload image'],
    ['details.company_image', (p: ReturnType<typeof companyPayload>) => { (p.details as { company_image: unknown }).company_image = `data:image/jpeg;base64,${PNG_1PX}`; }, 'Unable to upload image'],
    ['details.company_image', (p: ReturnType<typeof companyPayload>) => { (p.details as { company_image: unknown }).company_image = 'not a data url'; }, 'Unable to upload image'],
    ['project.start_no', (p: ReturnType<typeof companyPayload>) => { p.project.start_no = '-5'; }, 'Please enter a valid start number.'],
    ['details.default_markup', (p: ReturnType<typeof companyPayload>) => { p.details.default_markup = 'ten'; }, 'Please enter a valid markup.'],
  ])('400 %s with its message (%#)', async (field, change, message) => {
    const payload = companyPayload();
    change(payload);
    const reply = await call(api, 'POST', 'company', { token: tokens.platformAdmin, body: payload });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: message, fields: { [field]: message } });
  });

  it('refuses a logo over 1 MB and accepts one just under', async () => {
    const png = Buffer.from(PNG_1PX, 'base64');
    const big = Buffer.concat([png, Buffer.alloc(1024 * 1024 + 1 - png.length)]);
    const tooBig = companyPayload();
    (tooBig.details as { company_image: unknown }).company_image = `data:image/png;base64,${big.toString('base64')}`;
    const reply = await call(api, 'POST', 'company', { token: tokens.platformAdmin, body: tooBig });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: 'Unable to upload image', fields: { 'details.company_image': 'Unable to upload image' } });
    const fits = companyPayload();
    (fits.details as { company_image: unknown }).company_image = `data:image/png;base64,${big.subarray(0, 1024 * 1024).toString('base64')}`;
    expect((await call(api, 'POST', 'company', { token: tokens.platformAdmin, body: fits })).status).toBe(200);
  });

  it('schema failures use the same envelope and name the field', async () => {
    const { owner: _owner, ...noOwner } = companyPayload();
    const missing = await call(api, 'POST', 'company', { token: tokens.platformAdmin, body: noOwner });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ error: MANDATORY, fields: { owner: MANDATORY } });
    const wrongType = companyPayload();
    (wrongType.details as { city: unknown }).city = 42;
    const typed = await call(api, 'POST', 'company', { token: tokens.platformAdmin, body: wrongType });
    expect(typed.status).toBe(400);
    expect(typed.body).toEqual({ error: MANDATORY, fields: { 'details.city': MANDATORY } });
  });

  it('401 without a token; 403 without write on add_new_company', async () => {
    expect((await call(api, 'POST', 'company', { body: companyPayload() })).status).toBe(401);
    expect((await call(api, 'POST', 'company', { token: 'bad', body: companyPayload() })).status).toBe(401);
    for (const role of ['companyAdmin', 'estimator', 'fullUser', 'subcontractor']) {
      expect((await call(api, 'POST', 'company', { token: tokens[role], body: companyPayload() })).status, role).toBe(403);
    }
  });
});

describe('PUT company/{company_id}', () => {
  const editBody = (company: Record<string, unknown>, changes: Record<string, unknown> = {}) => ({
    owner: { first_name: company.owner_first_name, last_name: company.owner_last_name, phone_number: company.owner_phone, email: company.owner_email },
    project: { id: company.prefix_project_id, start_no: String(company.start_project_id) },
    details: {
      company_name: company.company_name, company_email: company.company_email, company_phone: company.company_phone,
      default_markup: company.default_markup, address1: company.address1, address2: company.address2,
      company_image: company.company_image, city: company.city, state: company.state, state_code: company.state_code,
      zip: company.zip, country: company.country, company_admin: company.company_admin, ...changes,
    },
  });

  it("how the proposal shows overhead and profit: 'separate_percent' by default; the company admin sets it; another value is a 400 naming it; left out it is kept", async () => {
    const current = (await call(api, 'GET', `company/${tenant1}`, { token: tokens.companyAdmin })).body.data;
    expect(current.proposal_overhead).toBe('separate_percent');
    try {
      const combined = await call(api, 'PUT', `company/${tenant1}`, { token: tokens.companyAdmin, body: editBody(current, { proposal_overhead: 'combined' }) });
      expect(combined.status, JSON.stringify(combined.body)).toBe(200);
      expect(combined.body.data.proposal_overhead).toBe('combined');
      expect((await call(api, 'GET', 'company/letterhead', { token: tokens.estimator })).body.data.proposal_overhead).toBe('combined');
      const kept = await call(api, 'PUT', `company/${tenant1}`, { token: tokens.companyAdmin, body: editBody(current) });
      expect(kept.body.data.proposal_overhead).toBe('combined');
      const bad = await call(api, 'PUT', `company/${tenant1}`, { token: tokens.companyAdmin, body: editBody(current, { proposal_overhead: 'hidden' }) });
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toEqual({ 'details.proposal_overhead': 'Choose how the proposal shows overhead and profit.' });
      expect((await call(api, 'GET', `company/${tenant1}`, { token: tokens.companyAdmin })).body.data.proposal_overhead).toBe('combined');
    } finally {
      await call(api, 'PUT', `company/${tenant1}`, { token: tokens.companyAdmin, body: editBody(current, { proposal_overhead: 'separate_percent' }) });
    }
  });

  it('the platform admin edits any company, emails included', async () => {
    const { companyId, email, password } = await createCompanyWithAdmin(api, tokens.platformAdmin!);
    const current = (await call(api, 'GET', `company/${companyId}`, { token: tokens.platformAdmin })).body.data;
    const body = editBody(current, { company_name: 'Renamed Co', company_email: 'renamed@example.test', default_markup: '7.25' });
    body.owner.email = 'new-owner@example.test';
    const reply = await call(api, 'PUT', `company/${companyId}`, { token: tokens.platformAdmin, body });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      company_id: companyId, company_name: 'Renamed Co', company_email: 'renamed@example.test',
      owner_email: 'new-owner@example.test', default_markup: '7.25',
    });
    // Moving company_admin to a new email renames the admin login and ends the old email's tokens.
    const before = await login(api, email, password);
    const moved = await call(api, 'PUT', `company/${companyId}`, {
      token: tokens.platformAdmin, body: editBody(reply.body.data, { company_admin: `moved-${email}` }),
    });
    expect(moved.status).toBe(200);
    expect((await call(api, 'GET', 'auth/me', { token: before })).status).toBe(401);
    expect((await call(api, 'POST', 'auth/login', { body: { username: `moved-${email}`, password } })).status).toBe(200);
    const taken = await call(api, 'PUT', `company/${companyId}`, {
      token: tokens.platformAdmin, body: editBody(moved.body.data, { company_admin: DEMO_USERS.fullUser }),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('This email ID already has a sign-in. Sign-in emails are unique across all companies.');
  });

  it('a company admin edits its own company; a changed email is refused, never silently dropped', async () => {
    const { companyId, email, password } = await createCompanyWithAdmin(api, tokens.platformAdmin!);
    const token = await login(api, email, password);
    const current = (await call(api, 'GET', `company/${companyId}`, { token })).body.data;
    const body = editBody(current, { company_name: 'Self Renamed', company_email: 'sneaky@example.test', company_admin: 'sneaky2@example.test' });
    body.owner.email = 'sneaky3@example.test';
    const refused = await call(api, 'PUT', `company/${companyId}`, { token, body });
    expect(refused.status).toBe(403);
    const readOnly = 'Only an administrator of all companies can change this email.';
    expect(refused.body).toEqual({
      error: readOnly,
      fields: { 'owner.email': readOnly, 'details.company_email': readOnly, 'details.company_admin': readOnly },
    });
    expect((await call(api, 'GET', `company/${companyId}`, { token })).body.data.company_name).toBe(current.company_name);
    // The same emails in another case are no change; the rest of the edit is saved.
    const kept = editBody(current, { company_name: 'Self Renamed', company_admin: current.company_admin.toUpperCase() });
    const reply = await call(api, 'PUT', `company/${companyId}`, { token, body: kept });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      company_name: 'Self Renamed', company_email: current.company_email, owner_email: current.owner_email,
      company_admin: current.company_admin,
    });
  });

  it("404 for another tenant's company and for roles without the permission; 401 without token", async () => {
    const current = (await call(api, 'GET', `company/${tenant1}`, { token: tokens.platformAdmin })).body.data;
    const body = editBody(current, { company_name: 'Hijacked' });
    expect((await call(api, 'PUT', `company/${tenant1}`, { token: tokens.secondAdmin, body })).status).toBe(404);
    expect((await call(api, 'PUT', `company/${tenant1}`, { token: tokens.estimator, body })).status).toBe(403);
    expect((await call(api, 'PUT', `company/${tenant1}`, { token: tokens.fullUser, body })).status).toBe(403);
    expect((await call(api, 'PUT', `company/${tenant1}`, { body })).status).toBe(401);
    const still = (await call(api, 'GET', `company/${tenant1}`, { token: tokens.platformAdmin })).body.data;
    expect(still.company_name).toBe(DEMO_COMPANIES.first);
  });

  it('400 with field messages, 404 for an unknown company', async () => {
    const current = (await call(api, 'GET', `company/${tenant1}`, { token: tokens.companyAdmin })).body.data;
    const reply = await call(api, 'PUT', `company/${tenant1}`, { token: tokens.companyAdmin, body: editBody(current, { company_phone: '12', city: '' }) });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      error: MANDATORY,
      fields: { 'details.city': MANDATORY, 'details.company_phone': 'Please enter a valid mobile number.' },
    });
    const missing = await call(api, 'PUT', 'company/999999', { token: tokens.platformAdmin, body: editBody(current) });
    expect(missing.status).toBe(404);
  });
});

describe('PUT company/active/{company_id}', () => {
  it('switches the active flag', async () => {
    const { companyId } = await createCompanyWithAdmin(api, tokens.platformAdmin!);
    const off = await call(api, 'PUT', `company/active/${companyId}`, { token: tokens.platformAdmin, body: { is_active: false } });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ company_id: companyId, is_active: false });
    const list = await call(api, 'GET', 'companies?pageSize=100', { token: tokens.platformAdmin });
    expect(list.body.data.find((c: { company_id: number }) => c.company_id === companyId).is_active).toBe(false);
    const on = await call(api, 'PUT', `company/active/${companyId}`, { token: tokens.platformAdmin, body: { is_active: true } });
    expect(on.body.data.is_active).toBe(true);
  });

  it('400 bad body, 401, 403, 404', async () => {
    const bad = await call(api, 'PUT', `company/active/${tenant2}`, { token: tokens.platformAdmin, body: { is_active: 'maybe' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ is_active: 'is_active must be boolean' });
    const none = await call(api, 'PUT', `company/active/${tenant2}`, { token: tokens.platformAdmin, body: {} });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ error: 'is_active is required', fields: { is_active: 'is_active is required' } });
    expect((await call(api, 'PUT', `company/active/${tenant2}`, { body: { is_active: false } })).status).toBe(401);
    expect((await call(api, 'PUT', `company/active/${tenant2}`, { token: tokens.secondAdmin, body: { is_active: false } })).status).toBe(403);
    expect((await call(api, 'PUT', `company/active/${tenant1}`, { token: tokens.companyAdmin, body: { is_active: false } })).status).toBe(403);
    expect((await call(api, 'PUT', 'company/active/999999', { token: tokens.platformAdmin, body: { is_active: false } })).status).toBe(404);
    const still = await call(api, 'GET', `company/${tenant2}`, { token: tokens.platformAdmin });
    expect(still.body.data.is_active).toBe(true);
  });
});

describe('DELETE company/{company}', () => {
  it('soft-deletes: gone from reads and the list, row kept', async () => {
    const { companyId } = await createCompanyWithAdmin(api, tokens.platformAdmin!);
    const reply = await call(api, 'DELETE', `company/${companyId}`, { token: tokens.platformAdmin });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ data: true });
    expect((await call(api, 'GET', `company/${companyId}`, { token: tokens.platformAdmin })).status).toBe(404);
    const list = await call(api, 'GET', 'companies?pageSize=100', { token: tokens.platformAdmin });
    expect(list.body.data.some((c: { company_id: number }) => c.company_id === companyId)).toBe(false);
    const row = await api.db.selectFrom('companies').select('deleted_at').where('tenant_id', '=', companyId).executeTakeFirstOrThrow();
    expect(row.deleted_at).toBeInstanceOf(Date);
    expect((await call(api, 'DELETE', `company/${companyId}`, { token: tokens.platformAdmin })).status).toBe(404);
  });

  it('401, 403, 400', async () => {
    expect((await call(api, 'DELETE', `company/${tenant2}`)).status).toBe(401);
    expect((await call(api, 'DELETE', `company/${tenant2}`, { token: tokens.secondAdmin })).status).toBe(403);
    expect((await call(api, 'DELETE', `company/${tenant1}`, { token: tokens.estimator })).status).toBe(403);
    expect((await call(api, 'DELETE', 'company/zero', { token: tokens.platformAdmin })).status).toBe(400);
    expect((await call(api, 'GET', `company/${tenant2}`, { token: tokens.platformAdmin })).status).toBe(200);
  });
});

describe('GET companies/subcontractor/{username}', () => {
  it('lists the active companies that linked the subcontractor, for itself and the platform admin', async () => {
    const own = await call(api, 'GET', `companies/subcontractor/${DEMO_USERS.subcontractor}`, { token: tokens.subcontractor });
    expect(own.status).toBe(200);
    expect(own.body.data.map((c: { company_name: string }) => c.company_name)).toEqual([DEMO_COMPANIES.first, DEMO_COMPANIES.second]);
    const byAdmin = await call(api, 'GET', `companies/subcontractor/${DEMO_USERS.subcontractor}`, { token: tokens.platformAdmin });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data).toHaveLength(2);
    const nobody = await call(api, 'GET', 'companies/subcontractor/nobody@demo.test', { token: tokens.platformAdmin });
    expect(nobody.body).toEqual({ data: [] });
  });

  it('leaves out a deactivated company', async () => {
    const { companyId } = await createCompanyWithAdmin(api, tokens.platformAdmin!);
    const sub = await api.db.selectFrom('users').select('id').where('email', '=', DEMO_USERS.subcontractor).executeTakeFirstOrThrow();
    await api.db.insertInto('subcontractor_links').values({ tenant_id: companyId, user_id: sub.id }).execute();
    let reply = await call(api, 'GET', `companies/subcontractor/${DEMO_USERS.subcontractor}`, { token: tokens.subcontractor });
    expect(reply.body.data).toHaveLength(3);
    await call(api, 'PUT', `company/active/${companyId}`, { token: tokens.platformAdmin, body: { is_active: false } });
    reply = await call(api, 'GET', `companies/subcontractor/${DEMO_USERS.subcontractor}`, { token: tokens.subcontractor });
    expect(reply.body.data).toHaveLength(2);
    await api.db.deleteFrom('subcontractor_links').where('tenant_id', '=', companyId).execute();
  });

  it("403 for another user's list and other roles; 401 without token", async () => {
    expect((await call(api, 'GET', `companies/subcontractor/${DEMO_USERS.estimator}`, { token: tokens.subcontractor })).status).toBe(403);
    expect((await call(api, 'GET', `companies/subcontractor/${DEMO_USERS.subcontractor}`, { token: tokens.companyAdmin })).status).toBe(403);
    expect((await call(api, 'GET', `companies/subcontractor/${DEMO_USERS.subcontractor}`, { token: tokens.estimator })).status).toBe(403);
    expect((await call(api, 'GET', `companies/subcontractor/${DEMO_USERS.subcontractor}`)).status).toBe(401);
  });
});
