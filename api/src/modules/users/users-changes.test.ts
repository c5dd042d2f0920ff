import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../testing.js';
import { call, login, NEW_PASSWORD } from '../../test-support.js';
import {
  api, createActivatedUser, idOf, INACTIVE, insertEmployee, MANDATORY, TAKEN, tenant1, tokens, userPayload,
  useUsersApi,
} from './fixture.js';

useUsersApi();

describe('PUT update/alluser/{userId}', () => {
  it('edits the profile and the role, and the email to an unused one', async () => {
    const user = await createActivatedUser('Estimator');
    const newEmail = `renamed-${Date.now()}@example.test`;
    const body = userPayload({
      first_name: 'Ulla', email: newEmail, phone_number: '512 555 7777', address2: null, city: 'Dallas', state: 'Texas',
      state_code: null, zipcode: '75201', role: 'Fulluser',
    });
    const reply = await call(api, 'PUT', `update/alluser/${user.id}`, { token: tokens.companyAdmin, body });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      // '512 555 7777' is stored as every screen shows a phone (issue 10 item 8).
      ID: user.id, first_name: 'Ulla', email: newEmail, phone_number: '(512) 555-7777', address2: null, city: 'Dallas',
      state_code: null, zipcode: '75201', role: 'Fulluser', is_active: true,
    });
    const read = await call(api, 'GET', `getall/Alluser/${user.id}`, { token: tokens.companyAdmin });
    expect(read.body.data).toEqual(reply.body.data);
    // The new email signs in with the same password and the new role.
    const signIn = await call(api, 'POST', 'auth/login', { body: { username: newEmail, password: NEW_PASSWORD } });
    expect(signIn.status).toBe(200);
    expect(signIn.body.data.user.MasterRoleID).toBe(3);
    // Tokens signed for the old email end with the change (issue 9 §6).
    expect((await call(api, 'GET', 'auth/me', { token: user.token })).status).toBe(401);
  });

  it('a blank role keeps the stored one; the same email in another case is not a conflict', async () => {
    const user = await createActivatedUser('Estimator');
    const reply = await call(api, 'PUT', `update/alluser/${user.id}`, {
      token: tokens.companyAdmin, body: { ...user.payload, email: user.email.toUpperCase(), role: '' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ role: 'Estimator', email: user.email.toUpperCase() });
  });

  it('409 when the new email belongs to another user', async () => {
    const user = await createActivatedUser();
    const reply = await call(api, 'PUT', `update/alluser/${user.id}`, {
      token: tokens.companyAdmin, body: { ...user.payload, email: DEMO_USERS.secondAdmin },
    });
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({ error: TAKEN, fields: { email: TAKEN }, reason: 'EMAIL_TAKEN' });
    const row = await api.db.selectFrom('users').select('email').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.email).toBe(user.email);
  });

  it('400 for bad input with the field and its message', async () => {
    const id = await idOf(DEMO_USERS.fullUser);
    const blank = await call(api, 'PUT', `update/alluser/${id}`, { token: tokens.companyAdmin, body: userPayload({ city: '' }) });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ error: MANDATORY, fields: { city: MANDATORY } });
    const email = await call(api, 'PUT', `update/alluser/${id}`, { token: tokens.companyAdmin, body: userPayload({ email: 'frank@' }) });
    expect(email.status).toBe(400);
    expect(email.body).toEqual({ error: 'Enter a valid email address.', fields: { email: 'Enter a valid email address.' } });
  });

  it("401 without a token; 403 without write on all_users or for another tenant's user; 404 for the company admin", async () => {
    const id = await idOf(DEMO_USERS.fullUser);
    expect((await call(api, 'PUT', `update/alluser/${id}`, { body: userPayload() })).status).toBe(401);
    for (const role of ['fullUser', 'estimator', 'subcontractor']) {
      const reply = await call(api, 'PUT', `update/alluser/${id}`, { token: tokens[role], body: userPayload() });
      expect(reply.status, role).toBe(403);
    }
    const other = await call(api, 'PUT', `update/alluser/${id}`, { token: tokens.secondAdmin, body: userPayload() });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ error: 'User not found.' }); // as for a missing id: nothing tells it exists elsewhere
    const row = await api.db.selectFrom('users').select(['first_name', 'email']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ first_name: 'Frank', email: DEMO_USERS.fullUser });
    const admin = await call(api, 'PUT', `update/alluser/${await idOf(DEMO_USERS.companyAdmin)}`, { token: tokens.companyAdmin, body: userPayload() });
    expect(admin.status).toBe(404);
  });

  it('links and unlinks an employee; an omitted employee_id keeps the link', async () => {
    const user = await createActivatedUser();
    const employee = await insertEmployee(tenant1);
    const link = await call(api, 'PUT', `update/alluser/${user.id}`, { token: tokens.companyAdmin, body: { ...user.payload, employee_id: employee } });
    expect(link.status).toBe(200);
    expect(link.body.data.employee_id).toBe(employee);
    const keep = await call(api, 'PUT', `update/alluser/${user.id}`, { token: tokens.companyAdmin, body: user.payload });
    expect(keep.body.data.employee_id).toBe(employee);
    const unlink = await call(api, 'PUT', `update/alluser/${user.id}`, { token: tokens.companyAdmin, body: { ...user.payload, employee_id: null } });
    expect(unlink.body.data.employee_id).toBeNull();
  });
});

describe('PUT switchstatus/alluser/{ID}', () => {
  it('a deactivated user cannot sign in and its earlier token stops working, also after reactivation', async () => {
    const user = await createActivatedUser();
    expect((await call(api, 'GET', 'auth/me', { token: user.token })).status).toBe(200);
    const off = await call(api, 'PUT', `switchstatus/alluser/${user.id}`, { token: tokens.companyAdmin, body: { is_active: false } });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ ID: user.id, is_active: false });
    const me = await call(api, 'GET', 'auth/me', { token: user.token });
    expect(me.status).toBe(401);
    const signIn = await call(api, 'POST', 'auth/login', { body: { username: user.email, password: NEW_PASSWORD } });
    expect(signIn.status).toBe(401);
    expect(signIn.body).toEqual({ error: INACTIVE, reason: 'INVALID_CREDENTIALS' });

    const on = await call(api, 'PUT', `switchstatus/alluser/${user.id}`, { token: tokens.companyAdmin, body: { is_active: true } });
    expect(on.status).toBe(200);
    expect(on.body.data.is_active).toBe(true);
    expect((await call(api, 'GET', 'auth/me', { token: user.token })).status).toBe(401);
    const fresh = await login(api, user.email, NEW_PASSWORD);
    expect((await call(api, 'GET', 'auth/me', { token: fresh })).status).toBe(200);
  });

  it("401 without a token; 403 without write on all_users or for another tenant's user; 400 without is_active", async () => {
    const id = await idOf(DEMO_USERS.estimator);
    expect((await call(api, 'PUT', `switchstatus/alluser/${id}`, { body: { is_active: false } })).status).toBe(401);
    for (const role of ['fullUser', 'estimator', 'subcontractor']) {
      const reply = await call(api, 'PUT', `switchstatus/alluser/${id}`, { token: tokens[role], body: { is_active: false } });
      expect(reply.status, role).toBe(403);
    }
    const other = await call(api, 'PUT', `switchstatus/alluser/${id}`, { token: tokens.secondAdmin, body: { is_active: false } });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ error: 'User not found.' }); // as for a missing id: nothing tells it exists elsewhere
    const bad = await call(api, 'PUT', `switchstatus/alluser/${id}`, { token: tokens.companyAdmin, body: {} });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['is_active']);
    const row = await api.db.selectFrom('users').select('is_active').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.is_active).toBe(true);
  });
});

describe('OpenAPI', () => {
  it('documents every users route', async () => {
    const reply = await call(api, 'GET', '/api/openapi.json');
    const paths = reply.body.paths as Record<string, Record<string, unknown>>;
    for (const [path, method] of [
      ['/api/v1/getall/Alluser', 'get'],
      ['/api/v1/getall/Alluser/{userId}', 'get'],
      ['/api/v1/create/Fulluser', 'post'],
      ['/api/v1/create/Estimator', 'post'],
      ['/api/v1/update/alluser/{userId}', 'put'],
      ['/api/v1/switchstatus/alluser/{ID}', 'put'],
    ] as const) {
      expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
  });
});
