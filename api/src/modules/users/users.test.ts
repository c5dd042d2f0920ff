import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../testing.js';
import { call, latestMail, NEW_PASSWORD, resetTokenIn } from '../../test-support.js';
import {
  api, FORBIDDEN, idOf, insertEmployee, MANDATORY, TAKEN, tenant1, tenant2, tokens, USER_KEYS, userPayload,
  useUsersApi,
} from './fixture.js';

useUsersApi();

describe('GET getall/Alluser', () => {
  it("lists the tenant's Full Users and Estimators by name, a page at a time", async () => {
    await call(api, 'POST', 'create/Estimator', { token: tokens.companyAdmin, body: userPayload({ first_name: 'Aaron', role: 'Estimator' }) });
    const reply = await call(api, 'GET', 'getall/Alluser', { token: tokens.companyAdmin });
    expect(reply.status).toBe(200);
    const emails = reply.body.data.map((u: { email: string }) => u.email);
    expect(emails).toContain(DEMO_USERS.fullUser);
    expect(emails).toContain(DEMO_USERS.estimator);
    // Neither the company admin, nor the platform admin, a subcontractor or another tenant's admin.
    for (const other of [DEMO_USERS.companyAdmin, DEMO_USERS.platformAdmin, DEMO_USERS.subcontractor, DEMO_USERS.secondAdmin]) {
      expect(emails).not.toContain(other);
    }
    expect(reply.body.total).toBe(reply.body.data.length);
    const names = reply.body.data.map((u: { first_name: string; last_name: string }) => `${u.first_name} ${u.last_name}`.toLowerCase());
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(reply.body.data[0].first_name).toBe('Aaron');
    expect(Object.keys(reply.body.data[0]).sort()).toEqual(USER_KEYS);
    const frank = reply.body.data.find((u: { email: string }) => u.email === DEMO_USERS.fullUser);
    // The demo data makes Frank the employee of the same name (a Project Manager).
    const frankEmployee = await api.db.selectFrom('employees').select('id').where('email', '=', 'frank.fuller@democonstruction.demo')
      .executeTakeFirstOrThrow();
    expect(frank).toMatchObject({ first_name: 'Frank', last_name: 'Fuller', role: 'Fulluser', is_active: true, employee_id: frankEmployee.id });
    const eve = reply.body.data.find((u: { email: string }) => u.email === DEMO_USERS.estimator);
    expect(eve.role).toBe('Estimator');

    const page2 = await call(api, 'GET', 'getall/Alluser?page=2&pageSize=1', { token: tokens.companyAdmin });
    expect(page2.status).toBe(200);
    expect(page2.body.data).toHaveLength(1);
    expect(page2.body.data[0].email).toBe(emails[1]);
    expect(page2.body.total).toBe(reply.body.total);
  });

  it("another company's admin sees only its own users", async () => {
    const reply = await call(api, 'GET', 'getall/Alluser', { token: tokens.secondAdmin });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ data: [], total: 0 });
  });

  it('the platform admin lists the users of the company it opened', async () => {
    expect((await call(api, 'GET', 'getall/Alluser', { token: tokens.platformAdmin })).status).toBe(403);
    const opened = await call(api, 'POST', 'auth/tenant', { token: tokens.platformAdmin, body: { company_id: tenant1 } });
    expect(opened.status).toBe(200);
    const reply = await call(api, 'GET', 'getall/Alluser', { token: opened.body.data.token });
    expect(reply.status).toBe(200);
    expect(reply.body.data.map((u: { email: string }) => u.email)).toContain(DEMO_USERS.fullUser);
  });

  it('400 for a bad page size, naming the field', async () => {
    const reply = await call(api, 'GET', 'getall/Alluser?pageSize=101', { token: tokens.companyAdmin });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: 'pageSize must be <= 100', fields: { pageSize: 'pageSize must be <= 100' } });
  });

  it('401 without or with a bad token; 403 without read on all_users', async () => {
    expect((await call(api, 'GET', 'getall/Alluser')).status).toBe(401);
    expect((await call(api, 'GET', 'getall/Alluser', { token: 'bad' })).status).toBe(401);
    for (const role of ['fullUser', 'estimator', 'subcontractor']) {
      const reply = await call(api, 'GET', 'getall/Alluser', { token: tokens[role] });
      expect(reply.status, role).toBe(403);
      expect(reply.body).toEqual(FORBIDDEN);
    }
  });
});

describe('GET getall/Alluser/{userId}', () => {
  it('reads one user of the company', async () => {
    const id = await idOf(DEMO_USERS.fullUser);
    const reply = await call(api, 'GET', `getall/Alluser/${id}`, { token: tokens.companyAdmin });
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body.data).sort()).toEqual(USER_KEYS);
    expect(reply.body.data).toMatchObject({ ID: id, email: DEMO_USERS.fullUser, role: 'Fulluser' });
  });

  it("404 for another tenant's user, the same as for an id that does not exist", async () => {
    const id = await idOf(DEMO_USERS.fullUser);
    const other = await call(api, 'GET', `getall/Alluser/${id}`, { token: tokens.secondAdmin });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ error: 'User not found.' }); // as for a missing id: nothing tells it exists elsewhere
    const missing = await call(api, 'GET', 'getall/Alluser/999999', { token: tokens.secondAdmin });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'User not found.' });
  });

  it('404 for a login of the company that is not a Full User or Estimator', async () => {
    const reply = await call(api, 'GET', `getall/Alluser/${await idOf(DEMO_USERS.companyAdmin)}`, { token: tokens.companyAdmin });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ error: 'User not found.' });
  });

  it('401 without a token, 403 without read on all_users, 400 bad id', async () => {
    const id = await idOf(DEMO_USERS.fullUser);
    expect((await call(api, 'GET', `getall/Alluser/${id}`)).status).toBe(401);
    for (const role of ['fullUser', 'estimator', 'subcontractor']) {
      expect((await call(api, 'GET', `getall/Alluser/${id}`, { token: tokens[role] })).status, role).toBe(403);
    }
    const bad = await call(api, 'GET', 'getall/Alluser/abc', { token: tokens.companyAdmin });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['userId']);
  });
});

describe('POST create/Fulluser and create/Estimator', () => {
  it.each([
    ['Fulluser', 3, 'fullUser'],
    ['Estimator', 4, 'estimator'],
  ] as const)('create/%s: login with role %i, invitation, set password, sign in with the role permissions', async (kind, roleId, demo) => {
    const payload = userPayload({ role: kind, address2: '' });
    const reply = await call(api, 'POST', `create/${kind}`, { token: tokens.companyAdmin, body: payload });
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body.data).sort()).toEqual(USER_KEYS);
    expect(reply.body.data).toMatchObject({
      first_name: 'Uma', last_name: payload.last_name, email: payload.email, phone_number: '(512) 555-4321',
      address1: '5 Oak Avenue', address2: null, city: 'Austin', state: 'Texas', state_code: 'TX', zipcode: '78702',
      role: kind, is_active: true, employee_id: null,
    });
    const row = await api.db.selectFrom('users').selectAll().where('email', '=', payload.email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ id: reply.body.data.ID, role_id: roleId, tenant_id: tenant1, password_hash: null, is_active: true });

    const mail = await latestMail(api, payload.email);
    expect(mail).toBeDefined();
    expect(mail).toContain('Demo Construction Co');
    const token = resetTokenIn(mail!);
    const invite = await api.db.selectFrom('password_resets').selectAll().where('user_id', '=', row.id).executeTakeFirstOrThrow();
    expect(invite.purpose).toBe('invite');
    // Not able to sign in before the password is set.
    expect((await call(api, 'POST', 'auth/login', { body: { username: payload.email, password: NEW_PASSWORD } })).status).toBe(401);
    expect((await call(api, 'POST', 'auth/resetpassword', { body: { token, password: NEW_PASSWORD } })).status).toBe(200);
    const signIn = await call(api, 'POST', 'auth/login', { body: { username: payload.email, password: NEW_PASSWORD } });
    expect(signIn.status).toBe(200);
    expect(signIn.body.data.user).toMatchObject({ MasterRoleID: roleId, MasterTenantID: tenant1, username: payload.email });
    const demoLogin = await call(api, 'POST', 'auth/login', { body: { username: DEMO_USERS[demo], password: api.demoPassword } });
    expect(signIn.body.data.permissions).toEqual(demoLogin.body.data.permissions);
    expect(signIn.body.data.permissions.all_users).toEqual({ read: false, write: false, visible: false });

    const list = await call(api, 'GET', 'getall/Alluser?pageSize=100', { token: tokens.companyAdmin });
    expect(list.body.data.map((u: { ID: number }) => u.ID)).toContain(row.id);
  });

  it('the path decides the role; is_active false creates an inactive login', async () => {
    const payload = userPayload({ role: 'Fulluser', is_active: false });
    const reply = await call(api, 'POST', 'create/Estimator', { token: tokens.companyAdmin, body: payload });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ role: 'Estimator', is_active: false });
  });

  // docs/accounts.md §8: one answer for an email of the own company, of another company and of the platform admin,
  // saying that sign-in emails are global, never whose the email is.
  it('409 when any user already has the email (any case, any tenant), creating nothing and sending nothing', async () => {
    expect(TAKEN).toBe('This email ID already has a sign-in. Sign-in emails are unique across all companies.');
    for (const email of [DEMO_USERS.estimator.toUpperCase(), DEMO_USERS.secondAdmin, DEMO_USERS.platformAdmin]) {
      const before = await api.db.selectFrom('users').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
      const reply = await call(api, 'POST', 'create/Fulluser', { token: tokens.companyAdmin, body: userPayload({ email }) });
      expect(reply.status, email).toBe(409);
      expect(reply.body).toEqual({ error: TAKEN, fields: { email: TAKEN }, reason: 'EMAIL_TAKEN' });
      const after = await api.db.selectFrom('users').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
      expect(after.n).toBe(before.n);
    }
  });

  it('mandatory fields: first message, every blank field named', async () => {
    const payload = userPayload({ first_name: '', last_name: ' ', email: null, phone_number: '', address1: '', city: '', state: '', zipcode: '' });
    const reply = await call(api, 'POST', 'create/Fulluser', { token: tokens.companyAdmin, body: payload });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      error: MANDATORY,
      fields: Object.fromEntries(
        ['first_name', 'last_name', 'email', 'phone_number', 'address1', 'city', 'state', 'zipcode'].map((f) => [f, MANDATORY]),
      ),
    });
    // A missing field and a field of the wrong type read the same.
    const { first_name: _dropped, ...missing } = userPayload();
    const absent = await call(api, 'POST', 'create/Estimator', { token: tokens.companyAdmin, body: missing });
    expect(absent.status).toBe(400);
    expect(absent.body).toEqual({ error: MANDATORY, fields: { first_name: MANDATORY } });
    const wrongType = await call(api, 'POST', 'create/Estimator', { token: tokens.companyAdmin, body: userPayload({ city: 5 }) });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error).toBe(MANDATORY);
    expect(Object.keys(wrongType.body.fields)).toEqual(['city']);
  });

  it.each([
    ['email', { email: 'not-an-email' }, 'Enter a valid email address.'],
    ['email', { email: 'x@y' }, 'Enter a valid email address.'],
    ['phone_number', { phone_number: '555-1234' }, 'Please enter a valid mobile number.'],
    ['phone_number', { phone_number: '(512) 555-12345' }, 'Please enter a valid mobile number.'],
    ['zipcode', { zipcode: '7870' }, 'Please enter a valid zipcode.'],
    ['zipcode', { zipcode: '787011' }, 'Please enter a valid zipcode.'],
    ['role', { role: 'Boss' }, 'Select a valid role.'],
  ])('400 %s with its message (%#)', async (field, change, message) => {
    const reply = await call(api, 'POST', 'create/Fulluser', { token: tokens.companyAdmin, body: userPayload(change) });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: message, fields: { [field]: message } });
  });

  it('401 without a token; 403 without write on all_users', async () => {
    for (const kind of ['Fulluser', 'Estimator']) {
      expect((await call(api, 'POST', `create/${kind}`, { body: userPayload() })).status).toBe(401);
      expect((await call(api, 'POST', `create/${kind}`, { token: 'bad', body: userPayload() })).status).toBe(401);
      for (const role of ['fullUser', 'estimator', 'subcontractor']) {
        const reply = await call(api, 'POST', `create/${kind}`, { token: tokens[role], body: userPayload() });
        expect(reply.status, `${kind} ${role}`).toBe(403);
        expect(reply.body).toEqual(FORBIDDEN);
      }
    }
    // The platform admin must first open a company: there is no tenant to create the user in.
    expect((await call(api, 'POST', 'create/Fulluser', { token: tokens.platformAdmin, body: userPayload() })).status).toBe(403);
  });

  it("links an employee of the company; refuses another company's employee or one that has a login", async () => {
    const employee = await insertEmployee(tenant1);
    const linked = await call(api, 'POST', 'create/Fulluser', { token: tokens.companyAdmin, body: userPayload({ employee_id: employee }) });
    expect(linked.status).toBe(200);
    expect(linked.body.data.employee_id).toBe(employee);

    const again = userPayload({ employee_id: employee });
    const twice = await call(api, 'POST', 'create/Estimator', { token: tokens.companyAdmin, body: again });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ error: 'This employee already has a login.', fields: { employee_id: 'This employee already has a login.' }, reason: 'EMPLOYEE_ALREADY_LINKED' });
    // Rolled back: no login and no invitation.
    expect(await api.db.selectFrom('users').select('id').where('email', '=', again.email).executeTakeFirst()).toBeUndefined();
    expect(await latestMail(api, again.email)).toBeUndefined();

    const foreign = await insertEmployee(tenant2);
    const other = await call(api, 'POST', 'create/Fulluser', { token: tokens.companyAdmin, body: userPayload({ employee_id: foreign }) });
    expect(other.status).toBe(400);
    expect(other.body).toEqual({ error: 'Select a valid employee.', fields: { employee_id: 'Select a valid employee.' } });
  });
});
