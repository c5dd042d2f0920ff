import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoInternals, firstError, startHarness, type Harness } from '../../testkit.js';

const USER_FIELDS = 'id firstName lastName email phone address1 address2 city state stateCode zip role roleLabel isActive employeeId';

const USERS = `query($page: Int, $pageSize: Int) { users(page: $page, pageSize: $pageSize) { total items { ${USER_FIELDS} } } }`;
const USER = `query($id: ID!) { user(id: $id) { ${USER_FIELDS} } }`;
const CREATE = `mutation($input: TenantUserInput!) { createUser(input: $input) { ${USER_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: TenantUserInput!) { updateUser(id: $id, input: $input) { ${USER_FIELDS} } }`;
const SET_ACTIVE = `mutation($id: ID!, $on: Boolean!) { setUserActive(id: $id, isActive: $on) { id isActive } }`;
const PASSWORD = 'Gw-Passw0rd!';

let n = 0;
function userInput(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    firstName: 'Gus',
    lastName: `Gateway${n}`,
    email: `gw-user-${Date.now().toString(36)}-${n}@gw.test`,
    phone: '(512) 555-0142',
    address1: '9 Query Lane',
    address2: 'Floor 3',
    city: 'Austin',
    state: 'Texas',
    stateCode: 'TX',
    zip: '78704',
    role: 'FULL_USER',
    ...overrides,
  };
}

describe('users module', () => {
  let h: Harness;
  let companyAdmin: string;
  let secondAdmin: string;
  let estimator: string;

  /** The invitation's set-password token from the outbox .eml addressed to `to`. */
  async function invitationToken(to: string): Promise<string> {
    const files = (await readdir(h.api.outboxDir)).filter((f) => f.endsWith('.eml')).sort().reverse();
    for (const file of files) {
      const text = await readFile(path.join(h.api.outboxDir, file), 'utf8');
      if (!text.includes(`To: ${to}`)) continue;
      const match = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(text);
      if (match) return match[1]!;
    }
    throw new Error(`no invitation for ${to}`);
  }

  beforeAll(async () => {
    h = await startHarness();
    companyAdmin = await h.login('companyadmin@demo.test');
    secondAdmin = await h.login('admin2@demo.test');
    estimator = await h.login('estimator@demo.test');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('users lists the company staff with roles and labels, a page at a time', async () => {
    h.calls.length = 0;
    const res = await h.gql(USERS, { pageSize: 100 }, companyAdmin);
    expect(res.errors, res.raw).toBeUndefined();
    expect(h.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET getall/Alluser']);
    const { items, total } = res.data.users;
    expect(total).toBe(items.length);
    const frank = items.find((u: { email: string }) => u.email === 'fulluser@demo.test');
    // The demo data makes Frank the employee of the same name.
    const frankEmployee = await h.api.db.selectFrom('employees').select('id').where('email', '=', 'frank.fuller@democonstruction.demo')
      .executeTakeFirstOrThrow();
    expect(frank).toMatchObject({
      firstName: 'Frank', lastName: 'Fuller', role: 'FULL_USER', roleLabel: 'Full User', isActive: true, employeeId: String(frankEmployee.id),
    });
    expect(typeof frank.id).toBe('string');
    const eve = items.find((u: { email: string }) => u.email === 'estimator@demo.test');
    expect(eve).toMatchObject({ role: 'ESTIMATOR', roleLabel: 'Estimator' });
    expect(items.map((u: { email: string }) => u.email)).not.toContain('companyadmin@demo.test');

    const page = await h.gql(USERS, { page: 2, pageSize: 1 }, companyAdmin);
    expect(page.errors, page.raw).toBeUndefined();
    expect(page.data.users.items).toHaveLength(1);
    expect(page.data.users.items[0].id).toBe(items[1].id);
    expect(page.data.users.total).toBe(total);
  });

  it('user(id) reads one user', async () => {
    const list = await h.gql(USERS, { pageSize: 100 }, companyAdmin);
    const frank = list.data.users.items.find((u: { email: string }) => u.email === 'fulluser@demo.test');
    const res = await h.gql(USER, { id: frank.id }, companyAdmin);
    expect(res.errors, res.raw).toBeUndefined();
    expect(res.data.user).toEqual(frank);
  });

  it.each([
    ['FULL_USER', 'create/Fulluser', 'Full User', 3],
    ['ESTIMATOR', 'create/Estimator', 'Estimator', 4],
  ])('createUser %s calls POST %s, invites, and the new user signs in', async (role, restPath, label, roleId) => {
    const input = userInput({ role });
    h.calls.length = 0;
    const res = await h.gql(CREATE, { input }, companyAdmin);
    expect(res.errors, res.raw).toBeUndefined();
    expect(h.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`POST ${restPath}`]);
    expect(res.data.createUser).toMatchObject({
      firstName: 'Gus', lastName: input.lastName, email: input.email, phone: '(512) 555-0142', address1: '9 Query Lane',
      address2: 'Floor 3', city: 'Austin', state: 'Texas', stateCode: 'TX', zip: '78704', role, roleLabel: label,
      isActive: true, employeeId: null,
    });
    const token = await invitationToken(input.email);
    const reset = await h.gql('mutation($t: String!, $p: String!) { resetPassword(token: $t, password: $p) }', { t: token, p: PASSWORD });
    expect(reset.errors, reset.raw).toBeUndefined();
    const session = await h.gql('mutation($u: String!, $p: String!) { login(username: $u, password: $p) { user { roleId } } }', { u: input.email, p: PASSWORD });
    expect(session.errors, session.raw).toBeUndefined();
    expect(session.data.login.user.roleId).toBe(roleId);
  });

  it('updateUser maps the input to PUT update/alluser/{id}; an omitted employeeId keeps the link, null unlinks', async () => {
    // An employee of the demo company, straight into the table (the employees module owns its API).
    const db = h.api.db as unknown as { insertInto(table: string): any };
    const tenant = await h.gql('{ viewer { user { tenantId } } }', {}, companyAdmin);
    const employee = await db.insertInto('employees').values({
      tenant_id: tenant.data.viewer.user.tenantId, first_name: 'Ed', last_name: 'Employee', email: `ed-${Date.now()}@gw.test`,
      phone_number: '5125550000', address1: '1 Road', city: 'Austin', state: 'Texas', zipcode: '78701', period: 'hourly',
      hiring_date: '2024-01-02',
    }).returning('id').executeTakeFirstOrThrow();
    const created = await h.gql(CREATE, { input: userInput({ role: 'ESTIMATOR', employeeId: String(employee.id) }) }, companyAdmin);
    expect(created.errors, created.raw).toBeUndefined();
    const id = created.data.createUser.id;
    expect(created.data.createUser.employeeId).toBe(String(employee.id));

    const input = userInput({ firstName: 'Gwen', address2: null, stateCode: null, zip: '75201', role: 'FULL_USER' });
    h.calls.length = 0;
    const res = await h.gql(UPDATE, { id, input }, companyAdmin);
    expect(res.errors, res.raw).toBeUndefined();
    expect(h.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`PUT update/alluser/${id}`]);
    expect(res.data.updateUser).toMatchObject({
      id, firstName: 'Gwen', email: input.email, address2: null, stateCode: null, zip: '75201', role: 'FULL_USER', roleLabel: 'Full User',
      employeeId: String(employee.id),
    });
    const unlinked = await h.gql(UPDATE, { id, input: { ...input, employeeId: null } }, companyAdmin);
    expect(unlinked.errors, unlinked.raw).toBeUndefined();
    expect(unlinked.data.updateUser.employeeId).toBeNull();
  });

  it('setUserActive deactivates: the user cannot sign in and its token is UNAUTHENTICATED', async () => {
    const input = userInput();
    const created = await h.gql(CREATE, { input }, companyAdmin);
    const id = created.data.createUser.id;
    await h.gql('mutation($t: String!, $p: String!) { resetPassword(token: $t, password: $p) }', { t: await invitationToken(input.email), p: PASSWORD });
    const token = await h.login(input.email, PASSWORD);

    const off = await h.gql(SET_ACTIVE, { id, on: false }, companyAdmin);
    expect(off.errors, off.raw).toBeUndefined();
    expect(off.data.setUserActive).toEqual({ id, isActive: false });
    const viewer = await h.gql('{ viewer { user { id } } }', {}, token);
    expect(firstError(viewer).extensions?.code).toBe('UNAUTHENTICATED');
    const signIn = await h.gql('mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token } }', { u: input.email, p: PASSWORD });
    // An inactive account answers as a wrong password would (docs/accounts.md §5): nothing tells that the password was right.
    expect(firstError(signIn).extensions?.code).toBe('UNAUTHENTICATED');
    expect(firstError(signIn).message).toBe('Provide valid Username and password');

    const on = await h.gql(SET_ACTIVE, { id, on: true }, companyAdmin);
    expect(on.data.setUserActive).toEqual({ id, isActive: true });
  });

  it('bad input is BAD_USER_INPUT with the REST fields and the spec message', async () => {
    const blank = await h.gql(CREATE, { input: userInput({ city: ' ' }) }, companyAdmin);
    const err = firstError(blank);
    expect(err.message).toBe('Fill all the mandatory fields.');
    expect(err.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { 'input.city': 'Fill all the mandatory fields.' } });
    expectNoInternals(blank);
    const email = await h.gql(CREATE, { input: userInput({ email: 'nope', zip: '123' }) }, companyAdmin);
    expect(firstError(email).message).toBe('Enter a valid email address.');
    expect(firstError(email).extensions?.fields).toEqual({ 'input.email': 'Enter a valid email address.', 'input.zip': 'Please enter a valid zipcode.' });
    const employee = await h.gql(CREATE, { input: userInput({ employeeId: 'abc' }) }, companyAdmin);
    expect(firstError(employee).extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { 'input.employeeId': 'Select a valid employee.' } });
  });

  it('an email that already exists is CONFLICT naming the field', async () => {
    const res = await h.gql(CREATE, { input: userInput({ email: 'admin2@demo.test' }) }, companyAdmin);
    const err = firstError(res);
    expect(err.message).toBe('This email ID already has a sign-in. Sign-in emails are unique across all companies.');
    // reason: named by the API (issue 8).
    expect(err.extensions).toEqual({ code: 'CONFLICT', reason: 'EMAIL_TAKEN', fields: { 'input.email': 'This email ID already has a sign-in. Sign-in emails are unique across all companies.' } });
    const list = await h.gql(USERS, { pageSize: 100 }, companyAdmin);
    const frank = list.data.users.items.find((u: { email: string }) => u.email === 'fulluser@demo.test');
    const update = await h.gql(UPDATE, { id: frank.id, input: userInput({ email: 'ESTIMATOR@demo.test' }) }, companyAdmin);
    expect(firstError(update).extensions?.code).toBe('CONFLICT');
  });

  it("FORBIDDEN for a role without all_users and for another company's user (nothing revealed)", async () => {
    const list = await h.gql(USERS, { pageSize: 100 }, companyAdmin);
    const frank = list.data.users.items.find((u: { email: string }) => u.email === 'fulluser@demo.test');
    for (const [query, variables] of [
      [USERS, {}],
      [USER, { id: frank.id }],
      [CREATE, { input: userInput() }],
      [UPDATE, { id: frank.id, input: userInput() }],
      [SET_ACTIVE, { id: frank.id, on: false }],
    ] as const) {
      const res = await h.gql(query, variables, estimator);
      expect(firstError(res).extensions?.code, query).toBe('FORBIDDEN');
      expectNoInternals(res);
    }
    for (const [query, variables] of [
      [USER, { id: frank.id }],
      [UPDATE, { id: frank.id, input: userInput() }],
      [SET_ACTIVE, { id: frank.id, on: false }],
    ] as const) {
      const res = await h.gql(query, variables, secondAdmin);
      expect(res.data).toBeNull();
      expect(firstError(res).extensions?.code, query).toBe('NOT_FOUND');
      expect(res.raw).not.toContain('Frank');
    }
    const still = await h.gql(USER, { id: frank.id }, companyAdmin);
    expect(still.data.user).toMatchObject({ firstName: 'Frank', isActive: true });
  });

  it('without a token every operation is UNAUTHENTICATED', async () => {
    for (const [query, variables] of [
      [USERS, {}],
      [USER, { id: '1' }],
      [CREATE, { input: userInput() }],
      [UPDATE, { id: '1', input: userInput() }],
      [SET_ACTIVE, { id: '1', on: false }],
    ] as const) {
      const res = await h.gql(query, variables);
      expect(res.data).toBeNull();
      expect(firstError(res).extensions?.code, query).toBe('UNAUTHENTICATED');
      expectNoInternals(res);
    }
  });

  it('NOT_FOUND for an id that cannot exist (no REST call) and for a login that is not a staff user', async () => {
    h.calls.length = 0;
    const bad = await h.gql(USER, { id: 'abc' }, companyAdmin);
    expect(firstError(bad).extensions).toEqual({ code: 'NOT_FOUND' });
    expect(firstError(bad).message).toBe('User not found.');
    expect(h.calls).toHaveLength(0);
    const viewer = await h.gql('{ viewer { user { id } } }', {}, companyAdmin);
    const admin = await h.gql(USER, { id: String(viewer.data.viewer.user.id) }, companyAdmin);
    expect(firstError(admin).extensions).toEqual({ code: 'NOT_FOUND' });
    expect(firstError(admin).message).toBe('User not found.');
  });
});
