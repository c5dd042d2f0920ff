// The users tests' fixture (users.test.ts, users-changes.test.ts): one test API per file, its sign-ins and helpers.
import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { startTestApi, type TestApi } from '../../testing.js';
import { call, latestMail, login, NEW_PASSWORD, resetTokenIn, signInDemoUsers } from '../../test-support.js';

export let api: TestApi;
export const tokens: Record<string, string> = {};
export let tenant1: number;
export let tenant2: number;

export const MANDATORY = 'Fill all the mandatory fields.';
export const FORBIDDEN = { error: 'You do not have permission to perform this action.' };
export const TAKEN = 'This email ID already has a sign-in. Sign-in emails are unique across all companies.';
// An inactive account answers as a wrong password (docs/accounts.md §5; issue 10 §10).
export const INACTIVE = 'Provide valid Username and password';

export const USER_KEYS = [
  'ID', 'address1', 'address2', 'city', 'email', 'employee_id', 'first_name', 'is_active', 'last_name', 'phone_number',
  'role', 'state', 'state_code', 'zipcode',
];

let counter = 0;

/** A valid create/edit payload with a unique email. */
export function userPayload(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    first_name: 'Uma',
    last_name: `User${counter}`,
    is_active: true,
    email: `user-${Date.now().toString(36)}${counter}@example.test`,
    phone_number: '(512) 555-4321',
    address1: '5 Oak Avenue',
    address2: 'Unit 2',
    city: 'Austin',
    state: 'Texas',
    state_code: 'TX',
    zipcode: '78702',
    role: 'Fulluser',
    ...overrides,
  };
}

export async function idOf(email: string): Promise<number> {
  const row = await api.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

/** Creates a user through the API (as the tenant-1 company admin) and sets its password from the invitation. */
export async function createActivatedUser(kind: 'Fulluser' | 'Estimator' = 'Fulluser') {
  const payload = userPayload({ role: kind });
  const created = await call(api, 'POST', `create/${kind}`, { token: tokens.companyAdmin, body: payload });
  if (created.status !== 200) throw new Error(`create user failed: ${JSON.stringify(created.body)}`);
  const mail = await latestMail(api, payload.email);
  if (!mail) throw new Error('no invitation mail');
  const reset = await call(api, 'POST', 'auth/resetpassword', { body: { token: resetTokenIn(mail), password: NEW_PASSWORD } });
  if (reset.status !== 200) throw new Error(`reset failed: ${JSON.stringify(reset.body)}`);
  return { id: created.body.data.ID as number, email: payload.email, payload, token: await login(api, payload.email, NEW_PASSWORD) };
}

/** An employee row (the employees module owns the table; plain SQL keeps this test independent of it). */
export async function insertEmployee(tenantId: number): Promise<number> {
  counter += 1;
  const { rows } = await sql<{ id: number }>`
    insert into employees (tenant_id, first_name, last_name, email, phone_number, address1, city, state, zipcode, period, hiring_date)
    values (${tenantId}, 'Emma', 'Employee', ${`emp-${counter}-${Date.now()}@example.test`}, '5125550000', '1 Road', 'Austin', 'Texas', '78701', 'hourly', '2024-01-02')
    returning id`.execute(api.db);
  return rows[0]!.id;
}

/** The file's test API (a copy of the template database), its sign-ins and tenants: before all, closed after. */
export function useUsersApi(): void {
  beforeAll(async () => {
    api = await startTestApi();
    [tenant1, tenant2] = await signInDemoUsers(api, tokens);
  });
  afterAll(async () => {
    await api?.close();
  });
}
