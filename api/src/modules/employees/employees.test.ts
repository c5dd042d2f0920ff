import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, startTestApi, type TestApi } from '../../testing.js';
import {
  call, createTestEmployee, createTestLevel, createTestPosition, employeePayload, latestMail, login, resetTokenIn, testLevelOf,
  uniqueTag, uploadFile, type CsvFile,
} from '../../test-support.js';
import { todayIso } from './rules.js';

let api: TestApi;
const tokens: Record<string, string> = {};
let tenant1: number;

const FORBIDDEN = { error: 'You do not have permission to perform this action.' };
const CREATE_MANDATORY = 'You must enter all mandatory fields.';
const EDIT_MANDATORY = 'Fill all the mandatory fields.';

beforeAll(async () => {
  api = await startTestApi();
  for (const [key, email] of Object.entries(DEMO_USERS)) tokens[key] = await login(api, email);
  const companies = await api.db.selectFrom('companies').select('tenant_id').orderBy('tenant_id').execute();
  tenant1 = companies[0]!.tenant_id;
});
afterAll(async () => {
  await api?.close();
});

let counter = 0;
const unique = uniqueTag;
const createPosition = (name?: string) => createTestPosition(api, tokens.companyAdmin!, name);
const createLevel = (positionId: number, name?: string, costCode?: string) =>
  createTestLevel(api, tokens.companyAdmin!, positionId, name, costCode);
const createEmployee = (positionId: number, levelId: number, overrides: Record<string, unknown> = {}) =>
  createTestEmployee(api, tokens.companyAdmin!, positionId, levelId, overrides);
const levelOf = (levelId: number) => testLevelOf(api, tokens.companyAdmin!, levelId);
const upload = (url: string, token: string | undefined, file?: CsvFile) => uploadFile(api, url, token, file);

async function employeeCount(): Promise<number> {
  const row = await api.db.selectFrom('employees').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return row.n;
}

const EMPLOYEE_KEYS = [
  'ID', 'address1', 'address2', 'billable', 'city', 'cost_code', 'email', 'first_name', 'hiring_date', 'is_active',
  'last_name', 'level', 'level_id', 'medical_insurance', 'period', 'phone_number', 'position', 'position_id', 'rate_per_hour',
  'rate_per_year', 'rates', 'role', 'role_id', 'state', 'state_code', 'time_with_company', 'user_id', 'zipcode',
].sort();

describe('POST employee', () => {
  it('creates an employee with its loaded rates: 25.00/h × 2080 = 52,000 + 500 × 12 = 58,000/yr; ÷2080 = 27.8846; ÷260 = 223.08; ÷52 = 1115.38; ÷12 = 4833.33', async () => {
    const positionId = await createPosition();
    const levelId = await createLevel(positionId, 'Journeyman', '06-100');
    const payload = employeePayload(positionId, levelId, { rate_per_hour: '25.00', medical_insurance: '500' });
    const reply = await call(api, 'POST', 'employee', { token: tokens.companyAdmin, body: payload });
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body.data).sort()).toEqual(EMPLOYEE_KEYS);
    expect(reply.body.data).toMatchObject({
      first_name: 'Ann', email: payload.email, phone_number: '(512) 555-1234', position_id: positionId, level_id: levelId,
      level: 'Journeyman', cost_code: '06-100', address2: 'Unit 2', state_code: 'TX', zipcode: '78701', billable: true,
      period: 'hourly', rate_per_hour: '25.00', rate_per_year: null, medical_insurance: '500.00', hiring_date: '2022-01-15',
      is_active: true, role: null, role_id: null, user_id: null,
      rates: { per_hour: '27.8846', per_day: '223.08', per_week: '1115.38', per_month: '4833.33', per_year: '58000.00' },
    });
    expect(reply.body.data.time_with_company).toMatch(/year/);
    // The level's rate is its one active employee's loaded hourly cost; week = 27.8846 × 40 = 1115.384.
    expect(await levelOf(levelId)).toMatchObject({ rate_per_hour: '27.8846', rate_per_week: '1115.384', cost_per_unit: '27.8846' });
  });

  it('strips commas from numbers and defaults the hiring date to today: salary "62,400" + 450 × 12 = 67,800/yr → 32.5962/h', async () => {
    const positionId = await createPosition();
    const levelId = await createLevel(positionId);
    const body = employeePayload(positionId, levelId, {
      period: 'annually', rate_per_hour: undefined, rate_per_year: '62,400', medical_insurance: '450', hiring_date: '',
    });
    const reply = await call(api, 'POST', 'employee', { token: tokens.companyAdmin, body });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      period: 'annually', rate_per_year: '62400.00', rate_per_hour: null, hiring_date: todayIso(), time_with_company: 'Less than a month',
      rates: { per_hour: '32.5962', per_day: '260.77', per_week: '1303.85', per_month: '5650.00', per_year: '67800.00' },
    });
  });

  it("400 'You must enter all mandatory fields.' naming every blank field", async () => {
    const positionId = await createPosition();
    const levelId = await createLevel(positionId);
    const body = employeePayload(positionId, levelId, { first_name: '', city: '  ', rate_per_hour: '', level: null });
    const reply = await call(api, 'POST', 'employee', { token: tokens.companyAdmin, body });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      error: CREATE_MANDATORY,
      fields: { first_name: CREATE_MANDATORY, level: CREATE_MANDATORY, rate_per_hour: CREATE_MANDATORY, city: CREATE_MANDATORY },
    });
  });

  it.each([
    ['email', { email: 'ann@' }, 'This is not a valid email address'],
    ['phone_number', { phone_number: '555-1234' }, 'Please enter a valid mobile number.'],
    ['zipcode', { zipcode: '7870' }, 'Please enter a valid zipcode.'],
    ['rate_per_hour', { rate_per_hour: '-5' }, 'Please enter a valid amount.'],
    ['medical_insurance', { medical_insurance: 'lots' }, 'Please enter a valid amount.'],
    ['period', { period: 'weekly' }, "Period must be 'hourly' or 'annually'."],
    ['hiring_date', { hiring_date: '2023-02-30' }, 'Please enter a valid date (YYYY-MM-DD).'],
    ['role', { role: 'Admin' }, "Role must be 'Fulluser' or 'Estimator'."],
    ['position', { position: 999999 }, 'Please select a valid position.'],
  ])('400 %s with its message', async (field, change, message) => {
    const positionId = await createPosition();
    const levelId = await createLevel(positionId);
    const reply = await call(api, 'POST', 'employee', { token: tokens.companyAdmin, body: employeePayload(positionId, levelId, change) });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe(message);
    expect(reply.body.fields[field]).toBe(message);
  });

  it("400 for a level of another position or another tenant's position", async () => {
    const a = await createPosition();
    const b = await createPosition();
    const levelOfB = await createLevel(b);
    const mismatch = await call(api, 'POST', 'employee', { token: tokens.companyAdmin, body: employeePayload(a, levelOfB) });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toEqual({ error: 'Please select a valid level of this position.', fields: { level: 'Please select a valid level of this position.' } });
    const other = await call(api, 'POST', 'employee', { token: tokens.secondAdmin, body: employeePayload(b, levelOfB) });
    expect(other.status).toBe(400);
    expect(other.body.fields).toEqual({ position: 'Please select a valid position.', level: 'Please select a valid level of this position.' });
  });

  it("409 'This employee already exists.' for an email already used by an employee of the tenant (any case)", async () => {
    const positionId = await createPosition();
    const levelId = await createLevel(positionId);
    const first = await createEmployee(positionId, levelId);
    const before = await employeeCount();
    const reply = await call(api, 'POST', 'employee', {
      token: tokens.companyAdmin, body: employeePayload(positionId, levelId, { email: first.email.toUpperCase() }),
    });
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({ error: 'This employee already exists.', fields: { email: 'This employee already exists.' }, reason: 'EMAIL_TAKEN' });
    expect(await employeeCount()).toBe(before);
    // Another tenant may employ the same person.
    const p2 = await call(api, 'POST', 'division/internallabour/position', { token: tokens.secondAdmin, body: { position: `P ${unique()}` } });
    const l2 = await call(api, 'POST', 'division/internallabour/level', { token: tokens.secondAdmin, body: { position_id: p2.body.data.ID, level: 'L', cost_code: '1' } });
    const elsewhere = await call(api, 'POST', 'employee', {
      token: tokens.secondAdmin, body: employeePayload(p2.body.data.ID, l2.body.data.level_id, { email: first.email }),
    });
    expect(elsewhere.status).toBe(200);
  });

  it("with role 'Fulluser' also creates the login (role 3, linked by users.employee_id) and sends its invitation", async () => {
    const positionId = await createPosition();
    const levelId = await createLevel(positionId);
    const email = `staff-${unique()}@example.test`;
    const reply = await call(api, 'POST', 'employee', { token: tokens.companyAdmin, body: employeePayload(positionId, levelId, { email, role: 'Fulluser' }) });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ role: 'Fulluser', role_id: 3, user_id: expect.any(Number) });
    const user = await api.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ role_id: 3, tenant_id: tenant1, employee_id: reply.body.data.ID, password_hash: null, city: 'Austin' });
    const mail = await latestMail(api, email);
    expect(mail).toBeDefined();
    const reset = await call(api, 'POST', 'auth/resetpassword', { body: { token: resetTokenIn(mail!), password: 'Staff-Pass1!' } });
    expect(reset.status).toBe(200);
    const estimator = await call(api, 'POST', 'employee', {
      token: tokens.companyAdmin, body: employeePayload(positionId, levelId, { role: 'Estimator' }),
    });
    expect(estimator.body.data).toMatchObject({ role: 'Estimator', role_id: 4 });
  });

  it("with a role, 409 'This email ID already exists.' when a login has the email, and no employee is created (one transaction)", async () => {
    const positionId = await createPosition();
    const levelId = await createLevel(positionId);
    const before = await employeeCount();
    const reply = await call(api, 'POST', 'employee', {
      token: tokens.companyAdmin, body: employeePayload(positionId, levelId, { email: DEMO_USERS.estimator, role: 'Estimator' }),
    });
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({ error: 'This email ID already exists.', fields: { email: 'This email ID already exists.' }, reason: 'EMAIL_TAKEN' });
    expect(await employeeCount()).toBe(before);
    expect((await levelOf(levelId)).rate_per_hour).toBe('0.00');
  });

  it('401 without a token; 403 for the full user (read only) and the estimator', async () => {
    const positionId = await createPosition();
    const levelId = await createLevel(positionId);
    const body = employeePayload(positionId, levelId);
    expect((await call(api, 'POST', 'employee', { body })).status).toBe(401);
    expect((await call(api, 'POST', 'employee', { token: 'bad', body })).status).toBe(401);
    const full = await call(api, 'POST', 'employee', { token: tokens.fullUser, body });
    expect(full.status).toBe(403);
    expect(full.body).toEqual(FORBIDDEN);
    expect((await call(api, 'POST', 'employee', { token: tokens.estimator, body })).status).toBe(403);
  });
});

describe('level rates follow the employees', () => {
  it('create, update, move, deactivate and reactivate recompute the levels in the same request', async () => {
    const positionId = await createPosition();
    const journeyman = await createLevel(positionId, 'Journeyman');
    const apprentice = await createLevel(positionId, 'Apprentice');
    // E1: 25.00/h + 500/month → 58,000 / 2080 = 27.8846. E2: 62,400 + 450 × 12 = 67,800 / 2080 = 32.5962.
    const e1 = await createEmployee(positionId, journeyman, { rate_per_hour: '25.00', medical_insurance: '500' });
    const e2 = await createEmployee(positionId, journeyman, { period: 'annually', rate_per_year: '62400', medical_insurance: '450' });
    // (27.8846 + 32.5962) / 2 = 30.2404; × 40 = 1209.616
    expect(await levelOf(journeyman)).toMatchObject({ rate_per_hour: '30.2404', rate_per_week: '1209.616', cost_per_unit: '30.2404' });

    // E1 → 30.00/h, no insurance: 30.0000. (30 + 32.5962) / 2 = 31.2981; × 40 = 1251.924
    const e1Body = employeePayload(positionId, journeyman, { email: e1.email, rate_per_hour: '30', medical_insurance: '0', state_code: undefined });
    const updated = await call(api, 'PUT', `employee/${e1.ID}`, { token: tokens.companyAdmin, body: e1Body });
    expect(updated.status).toBe(200);
    expect(updated.body.data.rates).toEqual({ per_hour: '30.00', per_day: '240.00', per_week: '1200.00', per_month: '5200.00', per_year: '62400.00' });
    expect(updated.body.data.state_code).toBe('TX');
    expect(await levelOf(journeyman)).toMatchObject({ rate_per_hour: '31.2981', rate_per_week: '1251.924' });

    // Deactivate E2: only E1 is active → 30.00; × 40 = 1200.00
    const off = await call(api, 'PUT', `employee/active/${e2.ID}`, { token: tokens.companyAdmin, body: { is_active: false } });
    expect(off.status).toBe(200);
    expect(off.body.data.is_active).toBe(false);
    expect(await levelOf(journeyman)).toMatchObject({ rate_per_hour: '30.00', rate_per_week: '1200.00' });
    // Reactivate: back to 31.2981
    await call(api, 'PUT', `employee/active/${e2.ID}`, { token: tokens.companyAdmin, body: { is_active: true } });
    expect(await levelOf(journeyman)).toMatchObject({ rate_per_hour: '31.2981' });

    // Move E1 to Apprentice: Journeyman = E2 alone = 32.5962 (× 40 = 1303.848); Apprentice = 30.00
    const moved = await call(api, 'PUT', `employee/${e1.ID}`, {
      token: tokens.companyAdmin, body: { ...e1Body, level: apprentice },
    });
    expect(moved.body.data).toMatchObject({ level: 'Apprentice', level_id: apprentice });
    expect(await levelOf(journeyman)).toMatchObject({ rate_per_hour: '32.5962', rate_per_week: '1303.848' });
    expect(await levelOf(apprentice)).toMatchObject({ rate_per_hour: '30.00', rate_per_week: '1200.00' });

    // Deactivating the last employee of a level: rate 0
    await call(api, 'PUT', `employee/active/${e1.ID}`, { token: tokens.companyAdmin, body: { is_active: false } });
    expect(await levelOf(apprentice)).toMatchObject({ rate_per_hour: '0.00', rate_per_week: '0.00', cost_per_unit: '0.00' });
  });
});

describe('PUT employee/{ID} and employee/active/{ID}', () => {
  it("edit messages: 'Fill all the mandatory fields.' and 'Enter a valid email address.'; 409 on another employee's email", async () => {
    const positionId = await createPosition();
    const levelId = await createLevel(positionId);
    const a = await createEmployee(positionId, levelId);
    const b = await createEmployee(positionId, levelId);
    const blank = await call(api, 'PUT', `employee/${a.ID}`, { token: tokens.companyAdmin, body: employeePayload(positionId, levelId, { last_name: '', email: a.email }) });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ error: EDIT_MANDATORY, fields: { last_name: EDIT_MANDATORY } });
    const email = await call(api, 'PUT', `employee/${a.ID}`, { token: tokens.companyAdmin, body: employeePayload(positionId, levelId, { email: 'nope' }) });
    expect(email.body).toEqual({ error: 'Enter a valid email address.', fields: { email: 'Enter a valid email address.' } });
    const dup = await call(api, 'PUT', `employee/${a.ID}`, { token: tokens.companyAdmin, body: employeePayload(positionId, levelId, { email: b.email }) });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toBe('This employee already exists.');
    const ok = await call(api, 'PUT', `employee/${a.ID}`, { token: tokens.companyAdmin, body: employeePayload(positionId, levelId, { email: a.email, first_name: 'Anne' }) });
    expect(ok.status).toBe(200);
    expect(ok.body.data.first_name).toBe('Anne');
  });

  it("404 for another tenant's employee; 404 unknown; 401; 403 full user and estimator; 400 bad body", async () => {
    const positionId = await createPosition();
    const levelId = await createLevel(positionId);
    const e = await createEmployee(positionId, levelId);
    const body = employeePayload(positionId, levelId, { email: e.email });
    const other = await call(api, 'PUT', `employee/${e.ID}`, { token: tokens.secondAdmin, body });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ error: 'Employee not found.' }); // as for a missing id: nothing tells it exists elsewhere
    expect((await call(api, 'PUT', `employee/active/${e.ID}`, { token: tokens.secondAdmin, body: { is_active: false } })).status).toBe(404);
    expect((await call(api, 'PUT', 'employee/999999', { token: tokens.companyAdmin, body })).status).toBe(404);
    expect((await call(api, 'PUT', 'employee/active/999999', { token: tokens.companyAdmin, body: { is_active: false } })).status).toBe(404);
    expect((await call(api, 'PUT', `employee/${e.ID}`, { body })).status).toBe(401);
    expect((await call(api, 'PUT', `employee/active/${e.ID}`, { body: { is_active: false } })).status).toBe(401);
    expect((await call(api, 'PUT', `employee/${e.ID}`, { token: tokens.fullUser, body })).status).toBe(403);
    expect((await call(api, 'PUT', `employee/active/${e.ID}`, { token: tokens.fullUser, body: { is_active: false } })).status).toBe(403);
    expect((await call(api, 'PUT', `employee/active/${e.ID}`, { token: tokens.estimator, body: { is_active: false } })).status).toBe(403);
    const bad = await call(api, 'PUT', `employee/active/${e.ID}`, { token: tokens.companyAdmin, body: { is_active: 'maybe' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['is_active']);
    // Nothing changed for the refused calls.
    expect((await call(api, 'GET', `employee/${e.ID}`, { token: tokens.companyAdmin })).body.data.is_active).toBe(true);
  });
});

describe('GET employee, employee/{ID}, internal labour, without role', () => {
  let positionId: number;
  let active: { ID: number };
  let inactive: { ID: number };
  let withLogin: { ID: number };

  beforeAll(async () => {
    positionId = await createPosition('Ac Listing');
    const levelId = await createLevel(positionId);
    active = await createEmployee(positionId, levelId, { first_name: 'Aaron', billable: true });
    inactive = await createEmployee(positionId, levelId, { first_name: 'Abby', billable: false });
    await call(api, 'PUT', `employee/active/${inactive.ID}`, { token: tokens.companyAdmin, body: { is_active: false } });
    withLogin = await createEmployee(positionId, levelId, { first_name: 'Abe', role: 'Estimator', billable: false });
  });

  it('lists by name a page at a time with total and billable / non-billable counts, filtered by status', async () => {
    const all = await call(api, 'GET', 'employee?pageSize=100', { token: tokens.fullUser });
    expect(all.status).toBe(200);
    const rows = await api.db.selectFrom('employees').select(['billable', 'is_active']).where('tenant_id', '=', tenant1).execute();
    expect(all.body.total).toBe(rows.length);
    expect(all.body.billable_count).toBe(rows.filter((r) => r.billable).length);
    expect(all.body.non_billable_count).toBe(rows.filter((r) => !r.billable).length);
    expect(all.body.data[0].first_name).toBe('Aaron');
    const activeOnly = await call(api, 'GET', 'employee?status=active&pageSize=100', { token: tokens.companyAdmin });
    expect(activeOnly.body.total).toBe(rows.filter((r) => r.is_active).length);
    expect(activeOnly.body.data.every((e: { is_active: boolean }) => e.is_active)).toBe(true);
    const inactiveOnly = await call(api, 'GET', 'employee?status=inactive&pageSize=100', { token: tokens.companyAdmin });
    expect(inactiveOnly.body.total).toBe(rows.filter((r) => !r.is_active).length);
    expect(inactiveOnly.body.data.map((e: { ID: number }) => e.ID)).toContain(inactive.ID);
    const page2 = await call(api, 'GET', 'employee?page=2&pageSize=1', { token: tokens.companyAdmin });
    expect(page2.body.data).toHaveLength(1);
    expect(page2.body.data[0].ID).toBe(all.body.data[1].ID);
  });

  it('another tenant never sees these employees; bad query → 400; 401; 403 estimator', async () => {
    const other = await call(api, 'GET', 'employee?pageSize=100', { token: tokens.secondAdmin });
    expect(other.status).toBe(200);
    expect(other.body.data.map((e: { ID: number }) => e.ID)).not.toContain(active.ID);
    const bad = await call(api, 'GET', 'employee?status=retired', { token: tokens.companyAdmin });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['status']);
    expect((await call(api, 'GET', 'employee')).status).toBe(401);
    expect((await call(api, 'GET', 'employee', { token: tokens.estimator })).status).toBe(403);
  });

  it("GET employee/{ID}: the full record; 404 another tenant's; 404 unknown; 400 bad id; 401; 403 estimator", async () => {
    const one = await call(api, 'GET', `employee/${withLogin.ID}`, { token: tokens.fullUser });
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ ID: withLogin.ID, first_name: 'Abe', position: 'Ac Listing', role: 'Estimator', role_id: 4 });
    const other = await call(api, 'GET', `employee/${active.ID}`, { token: tokens.secondAdmin });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ error: 'Employee not found.' }); // as for a missing id: nothing tells it exists elsewhere
    const missing = await call(api, 'GET', 'employee/999999', { token: tokens.companyAdmin });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Employee not found.' });
    expect((await call(api, 'GET', 'employee/abc', { token: tokens.companyAdmin })).status).toBe(400);
    expect((await call(api, 'GET', `employee/${active.ID}`)).status).toBe(401);
    expect((await call(api, 'GET', `employee/${active.ID}`, { token: tokens.estimator })).status).toBe(403);
  });

  it('internal labour: active employees, also of one position; 404 other tenant position; 401; 403 estimator', async () => {
    const all = await call(api, 'GET', 'employee/internallabor', { token: tokens.fullUser });
    expect(all.status).toBe(200);
    const ids = all.body.data.map((e: { ID: number }) => e.ID);
    expect(ids).toContain(active.ID);
    expect(ids).not.toContain(inactive.ID);
    const ofPosition = await call(api, 'GET', `employee/internallabor/${positionId}`, { token: tokens.companyAdmin });
    expect(ofPosition.body.data.map((e: { ID: number }) => e.ID).sort()).toEqual([active.ID, withLogin.ID].sort());
    expect((await call(api, 'GET', `employee/internallabor/${positionId}`, { token: tokens.secondAdmin })).status).toBe(404);
    expect((await call(api, 'GET', 'employee/internallabor/999999', { token: tokens.companyAdmin })).status).toBe(404);
    expect((await call(api, 'GET', 'employee/internallabor')).status).toBe(401);
    expect((await call(api, 'GET', 'employee/internallabor', { token: tokens.estimator })).status).toBe(403);
    expect((await call(api, 'GET', `employee/internallabor/${positionId}`, { token: tokens.estimator })).status).toBe(403);
  });

  it('without role: active employees that have no login; 401; 403 estimator', async () => {
    const reply = await call(api, 'GET', 'employee/withoutrole', { token: tokens.companyAdmin });
    expect(reply.status).toBe(200);
    const ids = reply.body.data.map((e: { ID: number }) => e.ID);
    expect(ids).toContain(active.ID);
    expect(ids).not.toContain(inactive.ID);
    expect(ids).not.toContain(withLogin.ID);
    expect(reply.body.data.every((e: { user_id: number | null }) => e.user_id === null)).toBe(true);
    expect((await call(api, 'GET', 'employee/withoutrole')).status).toBe(401);
    expect((await call(api, 'GET', 'employee/withoutrole', { token: tokens.estimator })).status).toBe(403);
    const other = await call(api, 'GET', 'employee/withoutrole', { token: tokens.secondAdmin });
    expect(other.body.data.map((e: { ID: number }) => e.ID)).not.toContain(active.ID);
  });
});

const EMPLOYEE_HEADER = 'first_name,last_name,email,phone_number,position,level,address1,address2,city,state,state_code,zipcode,billable,period,rate,medical_insurance,hiring_date';

function employeeLine(n: number, position: string, level: string, overrides: Partial<Record<string, string>> = {}): string {
  const cells: Record<string, string> = {
    first_name: `Csv${n}`, last_name: 'Worker', email: `csv-${n}-${counter}@import.test`, phone_number: '(512) 555-0101',
    position, level, address1: `${n} Import Road`, address2: '', city: 'Austin', state: 'Texas', state_code: 'TX', zipcode: '78701',
    billable: 'yes', period: 'hourly', rate: '"1,025.50"', medical_insurance: '0', hiring_date: '01-15-2023', ...overrides,
  };
  return EMPLOYEE_HEADER.split(',').map((c) => cells[c]).join(',');
}

describe('POST employee/uploadcsvdata', () => {
  let positionName: string;
  let levelId: number;

  beforeAll(async () => {
    positionName = `Csv Position ${unique()}`;
    const positionId = await createPosition(positionName);
    levelId = await createLevel(positionId, 'Csv Level', '07-100');
  });

  it('imports every row in one transaction; level rates recomputed: 20.00/h and 30.00/h → (20 + 30) / 2 = 25.00, × 40 = 1000.00', async () => {
    counter += 1;
    const csv = [
      EMPLOYEE_HEADER,
      employeeLine(1, positionName, 'csv level', { rate: '20' }),
      employeeLine(2, positionName.toUpperCase(), 'Csv Level', { rate: '30', billable: 'no', hiring_date: '2023-02-01' }),
      '',
    ].join('\r\n');
    const reply = await upload('employee/uploadcsvdata', tokens.companyAdmin, { name: 'staff.csv', type: 'text/csv', content: csv });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ data: { imported: 2, message: '2 employees have been imported.' } });
    expect(await levelOf(levelId)).toMatchObject({ rate_per_hour: '25.00', rate_per_week: '1000.00' });
    const rows = await api.db.selectFrom('employees').select(['billable', 'cost_code', 'cost_per_hour'])
      .select(sql<string>`to_char(hiring_date, 'YYYY-MM-DD')`.as('hiring_date'))
      .where('level_id', '=', levelId).orderBy('id').execute();
    expect(rows).toEqual([
      { billable: true, cost_code: '07-100', cost_per_hour: '20.0000', hiring_date: '2023-01-15' },
      { billable: false, cost_code: '07-100', cost_per_hour: '30.0000', hiring_date: '2023-02-01' },
    ]);
  });

  it('refuses a file with bad rows, listing EVERY bad row, and writes nothing', async () => {
    counter += 1;
    const existing = await createEmployee((await levelOf(levelId)).position_id, levelId);
    const csv = [
      EMPLOYEE_HEADER,
      employeeLine(1, positionName, 'Csv Level'),
      employeeLine(2, positionName, 'Csv Level', { email: 'not-an-email', first_name: '' }),
      employeeLine(3, 'No Such Position', 'Csv Level'),
      employeeLine(4, positionName, 'No Such Level', { rate: '-3' }),
      employeeLine(5, positionName, 'Csv Level', { email: existing.email }),
      employeeLine(6, positionName, 'Csv Level', { email: `csv-1-${counter}@import.test`, period: 'weekly' }),
    ].join('\n');
    const before = await employeeCount();
    const reply = await upload('employee/uploadcsvdata', tokens.companyAdmin, { name: 'staff.csv', type: 'text/csv', content: csv });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe('5 rows are not valid; nothing was imported.');
    expect(reply.body.rows).toEqual([
      { line: 3, column: 'first_name', reason: CREATE_MANDATORY },
      { line: 3, column: 'email', reason: 'This is not a valid email address' },
      { line: 4, column: 'position', reason: "Unknown position 'No Such Position'." },
      { line: 5, column: 'rate', reason: 'Please enter a valid amount.' },
      { line: 5, column: 'level', reason: `Unknown level 'No Such Level' of position '${positionName}'.` },
      { line: 6, column: 'email', reason: 'This employee already exists.' },
      { line: 7, column: 'period', reason: "Period must be 'hourly' or 'annually'." },
      { line: 7, column: 'email', reason: 'This email is also on line 2.' },
    ]);
    expect(await employeeCount()).toBe(before);
  });

  it('400 for a file that is not CSV, an empty file, missing columns, a header without rows, no file at all', async () => {
    const before = await employeeCount();
    const wrong = await upload('employee/uploadcsvdata', tokens.companyAdmin, { name: 'staff.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', content: 'PK\u0003\u0004' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: 'Only .csv files can be uploaded.', fields: { file: 'Only .csv files can be uploaded.' } });
    const binary = await upload('employee/uploadcsvdata', tokens.companyAdmin, { name: 'staff.csv', type: 'text/csv', content: Buffer.from([0x50, 0x4b, 0x00, 0x01]) });
    expect(binary.body.error).toBe('Only .csv files can be uploaded.');
    const empty = await upload('employee/uploadcsvdata', tokens.companyAdmin, { name: 'staff.csv', type: 'text/csv', content: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('The file is empty.');
    const missing = await upload('employee/uploadcsvdata', tokens.companyAdmin, {
      name: 'staff.csv', type: 'text/csv', content: 'first_name,last_name,email\nA,B,a@b.test\n',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe(`The file is missing these columns: phone_number, position, level, address1, city, state, zipcode, billable, period, rate. Expected: ${EMPLOYEE_HEADER}.`);
    const headerOnly = await upload('employee/uploadcsvdata', tokens.companyAdmin, { name: 'staff.csv', type: 'text/csv', content: `${EMPLOYEE_HEADER}\n` });
    expect(headerOnly.body.error).toBe('The file has no data rows.');
    const broken = await upload('employee/uploadcsvdata', tokens.companyAdmin, { name: 'staff.csv', type: 'text/csv', content: `${EMPLOYEE_HEADER}\n"unclosed,quote\n` });
    expect(broken.status).toBe(400);
    expect(broken.body.error).toMatch(/^The file is not valid CSV/);
    const none = await upload('employee/uploadcsvdata', tokens.companyAdmin);
    expect(none.status).toBe(400);
    expect(none.body.error).toBe('Select a file to upload.');
    const json = await call(api, 'POST', 'employee/uploadcsvdata', { token: tokens.companyAdmin, body: { csv: 'x' } });
    expect(json.status).toBe(400);
    expect(json.body.error).toBe('Select a file to upload.');
    expect(await employeeCount()).toBe(before);
  });

  it('401 without a token; 403 for the full user (read only) and the estimator', async () => {
    const file = { name: 'staff.csv', type: 'text/csv', content: `${EMPLOYEE_HEADER}\n${employeeLine(1, positionName, 'Csv Level')}\n` };
    expect((await upload('employee/uploadcsvdata', undefined, file)).status).toBe(401);
    expect((await upload('employee/uploadcsvdata', tokens.fullUser, file)).status).toBe(403);
    expect((await upload('employee/uploadcsvdata', tokens.estimator, file)).status).toBe(403);
  });

  it('imports a 10,000-row file in one transaction with batched inserts', async () => {
    counter += 1;
    const positionId = await createPosition(`Bulk ${unique()}`);
    const bulkLevel = await createLevel(positionId, 'Bulk', '08-100');
    const position = (await call(api, 'GET', 'division/internallabour/positions', { token: tokens.companyAdmin })).body.data
      .find((p: { ID: number }) => p.ID === positionId).position;
    const lines = [EMPLOYEE_HEADER];
    // Rates 20.00 and 30.00 alternate: the level average is (5000 × 20 + 5000 × 30) / 10000 = 25.00.
    for (let i = 0; i < 10_000; i += 1) lines.push(employeeLine(i, position, 'Bulk', { rate: i % 2 === 0 ? '20' : '30', billable: i % 4 === 0 ? 'no' : 'yes' }));
    const csv = lines.join('\n');
    const before = await employeeCount();
    const started = performance.now();
    const reply = await upload('employee/uploadcsvdata', tokens.companyAdmin, { name: 'bulk.csv', type: 'text/csv', content: csv });
    const ms = performance.now() - started;
    console.log(`10,000-row employee CSV (${(csv.length / 1024 / 1024).toFixed(2)} MB) imported in ${ms.toFixed(0)} ms (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`);
    expect(reply.status, JSON.stringify(reply.body).slice(0, 500)).toBe(200);
    expect(reply.body.data.imported).toBe(10_000);
    expect(await employeeCount()).toBe(before + 10_000);
    // Every row was written by one transaction: they share one xmin (transaction id).
    const tx = await api.db.selectFrom('employees').select(sql<number>`count(distinct xmin::text)::int`.as('n'))
      .where('level_id', '=', bulkLevel).executeTakeFirstOrThrow();
    expect(tx.n).toBe(1);
    expect(await levelOf(bulkLevel)).toMatchObject({ rate_per_hour: '25.00', rate_per_week: '1000.00' });
  }, 180_000); // a big file on a busy machine (PGlite in WebAssembly) may take longer than the default limit
});

describe('OpenAPI', () => {
  it('documents every employees, positions and levels route', async () => {
    const reply = await api.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = Object.keys(JSON.parse(reply.body).paths);
    for (const path of [
      '/api/v1/employee', '/api/v1/employee/{ID}', '/api/v1/employee/active/{ID}', '/api/v1/employee/internallabor',
      '/api/v1/employee/internallabor/{position}', '/api/v1/employee/withoutrole', '/api/v1/employee/uploadcsvdata',
      '/api/v1/division/internallabour/positions', '/api/v1/division/internallabour/levels',
      '/api/v1/division/internallabour/costcode/{positionId}', '/api/v1/division/internallabour/position',
      '/api/v1/division/internallabour/level', '/api/v1/position/update/{id}', '/api/v1/level/update/{id}',
      '/api/v1/level/delete/{id}', '/api/v1/position/uploadcsv',
    ]) expect(paths, path).toContain(path);
  });
});
