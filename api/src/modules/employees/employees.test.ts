import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../testing.js';
import { call, employeePayload, latestMail, resetTokenIn } from '../../test-support.js';
import { todayIso } from './rules.js';
import {
  api, CREATE_MANDATORY, createEmployee, createLevel, createPosition, EDIT_MANDATORY, EMPLOYEE_KEYS, employeeCount,
  FORBIDDEN, levelOf, tenant1, tokens, unique, useEmployeesApi,
} from './fixture.js';

useEmployeesApi();

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

  it("with a role, 409 'This email ID already has a sign-in. Sign-in emails are unique across all companies.' when a login has the email, and no employee is created (one transaction)", async () => {
    const positionId = await createPosition();
    const levelId = await createLevel(positionId);
    const before = await employeeCount();
    const reply = await call(api, 'POST', 'employee', {
      token: tokens.companyAdmin, body: employeePayload(positionId, levelId, { email: DEMO_USERS.estimator, role: 'Estimator' }),
    });
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({ error: 'This email ID already has a sign-in. Sign-in emails are unique across all companies.', fields: { email: 'This email ID already has a sign-in. Sign-in emails are unique across all companies.' }, reason: 'EMAIL_TAKEN' });
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
