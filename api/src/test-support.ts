import fc from 'fast-check';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { DEMO_USERS, startTestApi, uniqueTag, type TestApi } from './testing.js';

export interface Reply {
  status: number;
  // Tests look into arbitrary answers; `any` keeps the assertions short.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** A JSON call through fastify's inject (no sockets), path relative to /api/v1. */
export async function call(
  api: TestApi,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { token?: string; body?: unknown; remoteAddress?: string } = {},
): Promise<Reply> {
  const response = await api.app.inject({
    method,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    url: url.startsWith('/api/') ? url : `/api/v1/${url.replace(/^\//, '')}`,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
  return { status: response.statusCode, body: response.body ? JSON.parse(response.body) : undefined };
}

export async function login(api: TestApi, username: string, password = api.demoPassword): Promise<string> {
  const reply = await call(api, 'POST', 'auth/login', { body: { username, password } });
  if (reply.status !== 200) throw new Error(`login ${username} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data.token as string;
}

/**
 * Signs every demo user in (tokens by their DEMO_USERS key, into `tokens`); the tenants' ids in order, the demo
 * company first: what nearly every route test's beforeAll needs.
 */
export async function signInDemoUsers(api: TestApi, tokens: Record<string, string>): Promise<number[]> {
  for (const [key, email] of Object.entries(DEMO_USERS)) tokens[key] = await login(api, email);
  const companies = await api.db.selectFrom('companies').select('tenant_id').orderBy('tenant_id').execute();
  return companies.map((c) => c.tenant_id);
}

/** The newest .eml in the outbox addressed to `to`, or undefined. */
export async function latestMail(api: TestApi, to: string): Promise<string | undefined> {
  await api.app.background.idle(); // mail sent after the answer (Forgot Password) has been written
  const files = (await readdir(api.outboxDir)).filter((f) => f.endsWith('.eml')).sort();
  for (const file of files.reverse()) {
    const text = await readFile(path.join(api.outboxDir, file), 'utf8');
    if (new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(text)) return text;
  }
  return undefined;
}

export function resetTokenIn(mail: string): string {
  const match = /http:\/\/localhost:4000\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail);
  if (!match) throw new Error(`no reset link in mail:\n${mail}`);
  return match[1]!;
}

let counter = 0;

/** A valid company payload; `n` keeps emails unique. */
export function companyPayload(overrides: { admin?: string; name?: string } = {}) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    owner: { first_name: 'Ada', last_name: 'Builder', phone_number: '(512) 555-1234', email: `owner-${tag}@example.test` },
    project: { id: 'AB', start_no: '1,000' },
    details: {
      company_name: overrides.name ?? `Company ${tag}`,
      company_email: `office-${tag}@example.test`,
      company_phone: '512-555-9876',
      default_markup: '12.5',
      address1: '1 Elm Street',
      address2: '',
      company_image: null as string | null,
      city: 'Austin',
      state: 'Texas',
      state_code: 'TX',
      zip: '78701',
      country: 'Canada',
      company_admin: overrides.admin ?? `admin-${tag}@example.test`,
    },
  };
}

export const NEW_PASSWORD = 'N3w-Passw0rd!';

/** Creates a company as the platform admin and activates its admin through the invitation link. */
export async function createCompanyWithAdmin(api: TestApi, adminToken: string, password = NEW_PASSWORD) {
  const payload = companyPayload();
  const created = await call(api, 'POST', 'company', { token: adminToken, body: payload });
  if (created.status !== 200) throw new Error(`create company failed: ${JSON.stringify(created.body)}`);
  const email = payload.details.company_admin;
  const mail = await latestMail(api, email);
  if (!mail) throw new Error('no invitation mail');
  const reset = await call(api, 'POST', 'auth/resetpassword', { body: { token: resetTokenIn(mail), password } });
  if (reset.status !== 200) throw new Error(`invitation reset failed: ${JSON.stringify(reset.body)}`);
  return { companyId: created.body.data.company_id as number, email, password, payload };
}

// ---- employees, positions and levels (shared by their test files) ----

export { uniqueTag };

export async function createTestPosition(api: TestApi, token: string, name = `Position ${uniqueTag()}`): Promise<number> {
  const reply = await call(api, 'POST', 'division/internallabour/position', { token, body: { position: name } });
  if (reply.status !== 200) throw new Error(`create position: ${JSON.stringify(reply.body)}`);
  return reply.body.data.ID;
}

export async function createTestLevel(
  api: TestApi, token: string, positionId: number, name = `Level ${uniqueTag()}`, costCode = '01-100',
): Promise<number> {
  const reply = await call(api, 'POST', 'division/internallabour/level', {
    token, body: { position_id: positionId, position: '', level: name, cost_code: costCode },
  });
  if (reply.status !== 200) throw new Error(`create level: ${JSON.stringify(reply.body)}`);
  return reply.body.data.level_id;
}

export function employeePayload(positionId: number, levelId: number, overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Ann',
    last_name: `Lee ${uniqueTag()}`,
    email: `ann-${uniqueTag()}@example.test`,
    is_active: true,
    phone_number: '(512) 555-1234',
    position: positionId,
    level: levelId,
    address1: '1 Main Street',
    address2: 'Unit 2',
    city: 'Austin',
    state: 'Texas',
    state_code: 'TX',
    zipcode: '78701',
    billable: true,
    period: 'hourly',
    rate_per_hour: '25.00',
    hiring_date: '2022-01-15',
    medical_insurance: '500',
    cost_code: 'ignored',
    ...overrides,
  };
}

export async function createTestEmployee(
  api: TestApi, token: string, positionId: number, levelId: number, overrides: Record<string, unknown> = {},
) {
  const reply = await call(api, 'POST', 'employee', { token, body: employeePayload(positionId, levelId, overrides) });
  if (reply.status !== 200) throw new Error(`create employee: ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

export async function testLevelOf(api: TestApi, token: string, levelId: number) {
  const reply = await call(api, 'GET', 'division/internallabour/levels', { token });
  return reply.body.data.find((l: { level_id: number }) => l.level_id === levelId);
}

export interface CsvFile {
  name: string;
  type: string;
  content: string | Buffer;
}

/** A multipart/form-data upload through inject, as a browser form would send it (path relative to /api/v1). */
export async function uploadFile(api: TestApi, url: string, token: string | undefined, file?: CsvFile): Promise<Reply> {
  const boundary = `----test${uniqueTag()}`;
  const parts: Buffer[] = [];
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content));
    parts.push(Buffer.from('\r\n'));
  } else {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nno file\r\n`));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const response = await api.app.inject({
    method: 'POST',
    url: `/api/v1/${url}`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: Buffer.concat(parts),
  });
  return { status: response.statusCode, body: response.body ? JSON.parse(response.body) : undefined };
}

/**
 * Property tests: decimal text with `places` places from a whole number of the smallest unit in [min, max] (so
 * 1234 with 2 places is '12.34'), never through a float, so every figure the API receives is exact.
 */
export const decimalText = (min: number, max: number, places: number): fc.Arbitrary<string> => fc.integer({ min, max }).map((n) => {
  const digits = String(n).padStart(places + 1, '0');
  return `${digits.slice(0, -places)}.${digits.slice(-places)}`;
});

export interface DemoCompany {
  api: TestApi;
  /** The demo company admin's token. */
  token: string;
  /** The first demo company, whose data the seed fills. */
  tenant: number;
  /** A GET as the company admin that must answer 200: its body. */
  get(url: string): Promise<any>;
}

/** A suite reading the demo data back (seed tests): a fresh API, signed in as the demo company admin, closed after. */
export function useDemoCompany(): DemoCompany {
  const demo = {
    async get(url: string) {
      const reply = await call(demo.api, 'GET', url, { token: demo.token });
      expect(reply.status, url).toBe(200);
      return reply.body;
    },
  } as DemoCompany;
  beforeAll(async () => {
    demo.api = await startTestApi();
    demo.token = await login(demo.api, 'companyadmin@demo.test');
    demo.tenant = (await demo.api.db.selectFrom('companies').select('tenant_id').orderBy('tenant_id').executeTakeFirstOrThrow()).tenant_id;
  });
  afterAll(async () => {
    await demo.api?.close();
  });
  return demo;
}
