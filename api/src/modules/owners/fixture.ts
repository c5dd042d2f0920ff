// The owners tests' fixture (owners.test.ts, owners-lists.test.ts): one test API per file, its sign-ins and helpers.
import { sql } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import { ROLE_IDS, startTestApi, withGrant, type TestApi } from '../../testing.js';
import { call, signInDemoUsers } from '../../test-support.js';

export let api: TestApi;
export const tokens: Record<string, string> = {};
export let tenant1: number;
export let tenant2: number;
/** The subcontractor (role 13) and the platform admin, both acting in the first company. */
export let subInTenant1: string;
export let adminInTenant1: string;

export const FORBIDDEN = { error: 'You do not have permission to perform this action.' };
export const CREATE_MANDATORY = 'Please fill all the fields';
export const UPDATE_MANDATORY = 'Please fill all the mandatory fields!';
export const BAD_EMAIL = 'Please enter a valid email address.';
export const BAD_PHONE = 'Please enter a valid mobile number.';
export const BAD_ZIP = 'Please enter a valid zipcode.';
export const EMAIL_TAKEN = 'This email ID already exists.';

let counter = 0;
/** A number no other call in this file got: tags records so tests never collide. */
export const nextCount = () => (counter += 1);
export const unique = () => `${Date.now().toString(36)}${nextCount()}`;

export function ownerPayload(overrides: { info?: Record<string, unknown>; addresses?: unknown[]; managers?: unknown[] } = {}) {
  const tag = unique();
  return {
    owner_info: {
      name: `Owner ${tag}`, first_name: 'Olga', last_name: 'Owens', email: `owner-${tag}@example.test`, phone_number: '(512) 555-7000',
      fax_number: '(512) 555-7001', cc_email: `cc-${tag}@example.test`, payable_email: `ap-${tag}@example.test`,
      account_recievable_email: `ar-${tag}@example.test`, mobile_number: '512-555-7002', ...overrides.info,
    },
    addresses: overrides.addresses ?? [
      { address_1: '1 Owner Way', address_2: 'Floor 2', city: 'Austin', state: 'Texas', state_code: 'TX', zip: '78701' },
    ],
    managers: overrides.managers ?? [
      { first_name: 'Max', last_name: 'Manager', email: `max-${tag}@example.test`, phone: '(512) 555-7010' },
    ],
  };
}

export async function createOwner(payload = ownerPayload(), token = tokens.companyAdmin) {
  const reply = await call(api, 'POST', 'owner', { token, body: payload });
  if (reply.status !== 200) throw new Error(`create owner: ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

export async function count(table: 'owners' | 'owner_addresses' | 'owner_managers' | 'generic_values'): Promise<number> {
  const row = await api.db.selectFrom(table).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return row.n;
}

/** Runs `fn` while the estimator (role 4) holds nothing on all_owners; restores the grant after. */
export const withoutOwnerGrant = (fn: () => Promise<void>) => withGrant(api, ROLE_IDS.estimator, 'all_owners', { can_read: false, can_write: false }, fn);

/** Every refusal a route owes: 401 without a token, 403 for role 13, for a role without all_owners and outside a tenant. */
export async function expectGuarded(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) {
  const opts = (token?: string) => ({ ...(token ? { token } : {}), ...(body !== undefined ? { body } : {}) });
  expect((await call(api, method, url, opts())).status, `${url} no token`).toBe(401);
  const sub = await call(api, method, url, opts(subInTenant1));
  expect(sub.status, `${url} role 13`).toBe(403);
  expect(sub.body).toEqual(FORBIDDEN);
  expect((await call(api, method, url, opts(tokens.platformAdmin))).status, `${url} no tenant`).toBe(403);
  await withoutOwnerGrant(async () => {
    expect((await call(api, method, url, opts(tokens.estimator))).status, `${url} without all_owners`).toBe(403);
  });
}

export const OWNER_KEYS = [
  'account_recievable_email', 'addresses', 'cc_email', 'email', 'fax_number', 'first_name', 'id', 'is_active', 'last_name',
  'managers', 'mobile_number', 'name', 'payable_email', 'phone_number',
].sort();

/** The file's test API (a copy of the template database), its sign-ins and tenants: before all, closed after. */
export function useOwnersApi(): void {
  beforeAll(async () => {
    api = await startTestApi();
    [tenant1, tenant2] = await signInDemoUsers(api, tokens);
    const sub = await call(api, 'POST', 'auth/tenant', { token: tokens.subcontractor, body: { company_id: tenant1 } });
    subInTenant1 = sub.body.data.token;
    const admin = await call(api, 'POST', 'auth/tenant', { token: tokens.platformAdmin, body: { company_id: tenant1 } });
    adminInTenant1 = admin.body.data.token;
  });
  afterAll(async () => {
    await api?.close();
  });
}
