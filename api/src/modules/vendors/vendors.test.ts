import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInDemoUsers } from '../../test-support.js';
import { startTestApi, withGrant, type TestApi } from '../../testing.js';

let api: TestApi;
const tokens: Record<string, string> = {};
let subInTenant1: string;
let concrete: { id: number; sub: number };
let plumbing: { id: number; sub: number };
let otherTenantSubdivision: number;

const MANDATORY = 'Fill the mandatory fields.';
const BAD_EMAIL = 'This is not a valid email address.';
const FORBIDDEN = { error: 'You do not have permission to perform this action.' };

beforeAll(async () => {
  api = await startTestApi();
  const tenants = await signInDemoUsers(api, tokens);
  const sub = await call(api, 'POST', 'auth/tenant', { token: tokens.subcontractor, body: { company_id: tenants[0]! } });
  subInTenant1 = sub.body.data.token;
  const division = async (tenant: number, number: string) => api.db.selectFrom('catalogue_divisions as d')
    .innerJoin('catalogue_subdivisions as s', (j) => j.onRef('s.tenant_id', '=', 'd.tenant_id').onRef('s.division_id', '=', 'd.id'))
    .select(['d.id', 's.id as sub']).where('d.tenant_id', '=', tenant).where('d.division_id', '=', number).orderBy('s.id')
    .executeTakeFirstOrThrow();
  concrete = await division(tenants[0]!, '03');
  plumbing = await division(tenants[0]!, '22');
  otherTenantSubdivision = (await division(tenants[1]!, '03')).sub;
});
afterAll(async () => {
  await api?.close();
});

let counter = 0;
const tag = () => `${Date.now().toString(36)}${(counter += 1)}`;

function payload(over: { details?: Record<string, unknown>; addresses?: unknown[]; managers?: unknown[]; divisions?: unknown[]; subdivisions?: unknown[] } = {}) {
  const t = tag();
  return {
    vendor_details: {
      company_name: `Test Vendor ${t}`, first_name: 'Vera', last_name: 'Vendor', email: `vendor-${t}@example.test`,
      phone_number: '5125559000', cc_email: `cc-${t}@example.test`, payable_email: `ap-${t}@example.test`,
      account_recievable_email: `ar-${t}@example.test`, mobile_number: '512 555 9001', working_states: ['TX', 'Oklahoma'], ...over.details,
    },
    addresses: over.addresses ?? [{ address_1: '1 Supply Rd', address_2: null, city: 'Austin', state: 'Texas', state_code: 'TX', zip: '78701' }],
    managers: over.managers ?? [{ first_name: 'Mia', last_name: 'Nager', email: `m-${t}@example.test`, phone: '(512) 555-9002' }],
    divisions: over.divisions ?? [{ division_id: concrete.id }],
    subdivisions: over.subdivisions ?? [{ subdivision_id: concrete.sub }],
  };
}

async function create(body = payload(), token = tokens.companyAdmin) {
  const reply = await call(api, 'POST', 'vendor', { token, body });
  if (reply.status !== 200) throw new Error(`create: ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

const list = (query: string, token = tokens.companyAdmin) => call(api, 'GET', `vendor?${query}`, { token });

describe('demo data', () => {
  it('the demo company has about 10 suppliers with divisions, addresses and managers; some National, one inactive', async () => {
    const all = await list('pageSize=100');
    expect(all.status).toBe(200);
    const rows = all.body.rows as { name: string; isNational: boolean; isActive: boolean; divisions: unknown[]; addresses: unknown[] }[];
    const demo = rows.filter((r) => !r.name.startsWith('Test Vendor') && !r.name.startsWith('Map '));
    expect(demo.length).toBeGreaterThanOrEqual(10);
    expect(demo.filter((r) => r.isNational).length).toBeGreaterThanOrEqual(2);
    expect(demo.filter((r) => !r.isActive)).toHaveLength(1);
    for (const r of demo) {
      expect(r.divisions.length).toBeGreaterThan(0);
      expect(r.addresses.length).toBeGreaterThan(0);
    }
  });
});

describe('validation (docs/projects.md §5 Add Vendor)', () => {
  it("an empty body names every mandatory field with 'Fill the mandatory fields.'", async () => {
    const reply = await call(api, 'POST', 'vendor', { token: tokens.companyAdmin, body: {} });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe(MANDATORY);
    expect(reply.body.fields).toEqual({
      'vendor_details.company_name': MANDATORY, 'vendor_details.email': MANDATORY, 'vendor_details.phone_number': MANDATORY,
      divisions: MANDATORY, subdivisions: MANDATORY,
    });
  });

  it('addresses and managers are optional; blank ones are dropped, partly filled ones need every field', async () => {
    const bare = await create(payload({ addresses: [], managers: [], details: { working_states: [] } }));
    expect(bare.addresses).toEqual([]);
    expect(bare.managers).toEqual([]);
    expect(bare.vendor_details.working_states).toEqual([]);
    const blanks = await create(payload({ addresses: [{ address_1: ' ', city: '', zip: null }], managers: [{ first_name: '' }] }));
    expect(blanks.addresses).toEqual([]);
    expect(blanks.managers).toEqual([]);
    const partial = await call(api, 'POST', 'vendor', {
      token: tokens.companyAdmin, body: payload({ addresses: [{ address_1: '2 Half St' }], managers: [{ first_name: 'Only' }] }),
    });
    expect(partial.status).toBe(400);
    expect(partial.body.fields).toEqual({
      'addresses.0.city': MANDATORY, 'addresses.0.state': MANDATORY, 'addresses.0.zip': MANDATORY,
      'managers.0.last_name': MANDATORY, 'managers.0.email': MANDATORY, 'managers.0.phone': MANDATORY,
    });
  });

  it('formats, lengths and states name their fields', async () => {
    const reply = await call(api, 'POST', 'vendor', {
      token: tokens.companyAdmin,
      body: payload({
        details: { email: 'nope', cc_email: 'x@', phone_number: '123', company_name: 'x'.repeat(256), working_states: ['Atlantis'] },
        addresses: [{ address_1: '1 A', city: 'B', state: 'Texas', zip: '7870' }],
        managers: [{ first_name: 'A', last_name: 'B', email: 'bad', phone: '12' }],
      }),
    });
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toEqual({
      'vendor_details.email': BAD_EMAIL, 'vendor_details.cc_email': BAD_EMAIL, 'vendor_details.phone_number': 'Please enter a valid mobile number.',
      'managers.0.email': BAD_EMAIL, 'managers.0.phone': 'Please enter a valid mobile number.', 'addresses.0.zip': 'Please enter a valid zipcode.',
      'vendor_details.company_name': 'This field can be at most 255 characters.', 'vendor_details.working_states.0': 'This is not a valid state.',
    });
    expect(reply.body.error).toBe(BAD_EMAIL);
  });

  it('divisions and subdivisions must be the tenant’s, each subdivision in a chosen division', async () => {
    const outside = await call(api, 'POST', 'vendor', { token: tokens.companyAdmin, body: payload({ subdivisions: [{ subdivision_id: plumbing.sub }] }) });
    expect(outside.status).toBe(400);
    expect(outside.body.fields).toEqual({ 'subdivisions.0.subdivision_id': 'This subdivision is not in a chosen division.' });
    const foreign = await call(api, 'POST', 'vendor', {
      token: tokens.companyAdmin, body: payload({ subdivisions: [{ subdivision_id: otherTenantSubdivision }] }),
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toEqual({ 'subdivisions.0.subdivision_id': 'This subdivision does not exist.' });
    const badId = await call(api, 'POST', 'vendor', { token: tokens.companyAdmin, body: payload({ divisions: [{ division_id: 'x' }] }) });
    expect(badId.status).toBe(400);
  });
});

describe('create, read, update, status', () => {
  it('round-trips every field; trims and stores phones canonically; PUT replaces the lists', async () => {
    const body = payload({ details: { company_name: '  Trim Supply Co  ', first_name: ' Vera ' } });
    const made = await create(body);
    expect(made.vendor_details).toEqual({
      id: expect.any(Number), ID: made.vendor_details.id, company_name: 'Trim Supply Co', name: 'Vera Vendor', first_name: 'Vera',
      last_name: 'Vendor', email: body.vendor_details.email, phone_number: '(512) 555-9000', cc_email: body.vendor_details.cc_email,
      payable_email: body.vendor_details.payable_email, account_recievable_email: body.vendor_details.account_recievable_email,
      mobile_number: '(512) 555-9001', is_active: true, is_national: false, working_states: ['OK', 'TX'],
    });
    expect(made.addresses).toEqual([{ id: expect.any(Number), address_1: '1 Supply Rd', address_2: null, city: 'Austin', state: 'Texas', state_code: 'TX', zip: '78701' }]);
    expect(made.managers).toEqual([{ id: expect.any(Number), first_name: 'Mia', last_name: 'Nager', email: (body.managers[0] as { email: string }).email, phone: '(512) 555-9002' }]);
    // division_id is the division's row id; its CSI number comes beside it as division_number.
    expect(made.divisions).toEqual([{ division_id: concrete.id, division_name: 'Concrete', division_number: '03' }]);
    expect(made.subdivisions).toEqual([{ subdivision_id: concrete.sub, division_id: concrete.id, subdivision_name: expect.any(String) }]);
    const id = made.vendor_details.id;
    expect((await call(api, 'GET', `vendor/details/${id}`, { token: tokens.companyAdmin })).body.data).toEqual(made);

    const edit = payload({
      details: { company_name: 'Trim Supply Co', is_national: true, working_states: ['Nowhere'] },
      divisions: [{ division_id: concrete.id }, { division_id: plumbing.id }],
      subdivisions: [{ subdivision_id: plumbing.sub }], managers: [], addresses: [],
    });
    const updated = await call(api, 'PUT', `vendor/${id}`, { token: tokens.companyAdmin, body: edit });
    expect(updated.status).toBe(200);
    expect(updated.body.data.vendor_details).toMatchObject({ id, is_national: true, working_states: [] });
    expect(updated.body.data.managers).toEqual([]);
    expect(updated.body.data.divisions.map((d: { division_id: number }) => d.division_id)).toEqual([concrete.id, plumbing.id]);
    expect(updated.body.data.subdivisions.map((s: { subdivision_id: number }) => s.subdivision_id)).toEqual([plumbing.sub]);
  });

  it('a failing update changes nothing', async () => {
    const made = await create();
    const id = made.vendor_details.id;
    const reply = await call(api, 'PUT', `vendor/${id}`, { token: tokens.companyAdmin, body: payload({ details: { email: '' } }) });
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toEqual({ 'vendor_details.email': MANDATORY });
    expect((await call(api, 'GET', `vendor/details/${id}`, { token: tokens.companyAdmin })).body.data).toEqual(made);
  });

  it('PUT vendor/status flips is_active and the list follows', async () => {
    const made = await create(payload({ details: { company_name: `Status Vendor ${tag()}` } }));
    const id = made.vendor_details.id;
    const off = await call(api, 'PUT', `vendor/status/${id}`, { token: tokens.companyAdmin });
    expect(off.status).toBe(200);
    expect(off.body.data.vendor_details.is_active).toBe(false);
    const q = encodeURIComponent(made.vendor_details.company_name);
    expect((await list(`q=${q}&active=inactive`)).body.meta.total).toBe(1);
    expect((await list(`q=${q}&active=active`)).body.meta.total).toBe(0);
    const on = await call(api, 'PUT', `vendor/status/${id}`, { token: tokens.companyAdmin });
    expect(on.body.data.vendor_details.is_active).toBe(true);
  });
});

describe('GET vendor (All Suppliers)', () => {
  const prefix = `Listed ${Date.now().toString(36)}`;
  beforeAll(async () => {
    await create(payload({ details: { company_name: `${prefix} Alpha`, working_states: ['TX'] } }));
    await create(payload({ details: { company_name: `${prefix} Bravo`, working_states: [], is_national: true } }));
    await create(payload({
      details: { company_name: `${prefix} Charlie`, working_states: ['NM'] },
      divisions: [{ division_id: plumbing.id }], subdivisions: [{ subdivision_id: plumbing.sub }],
    }));
  });

  it('each filter narrows the list; National answers a state filter; pages and totals', async () => {
    const q = `q=${encodeURIComponent(prefix.toLowerCase())}`;
    const names = async (extra: string) => (await list(`${q}&${extra}`)).body.rows.map((r: { name: string }) => r.name.replace(`${prefix} `, ''));
    expect(await names('')).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(await names('states[]=TX')).toEqual(['Alpha', 'Bravo']);
    expect(await names('states[]=nm')).toEqual(['Bravo', 'Charlie']);
    expect(await names('national=true')).toEqual(['Bravo']);
    expect(await names(`divisions[]=${plumbing.id}`)).toEqual(['Charlie']);
    expect(await names(`divisions[]=${plumbing.id}&divisions[]=${concrete.id}&states[]=TX`)).toEqual(['Alpha', 'Bravo']);
    const page2 = await list(`${q}&page=2&pageSize=10`);
    expect(page2.body).toEqual({ rows: [], meta: { total: 3, page: 2, pageSize: 10 } });
    const row = (await list(`${q}&states[]=TX&pageSize=10`)).body.rows[0];
    expect(row).toEqual({
      vendorId: expect.any(Number), name: `${prefix} Alpha`, contactName: 'Vera Vendor', email: expect.any(String), phoneNumber: '(512) 555-9000',
      isActive: true, isNational: false, states: ['TX'], divisions: [{ division_id: concrete.id, division_name: 'Concrete', division_number: '03' }],
      addresses: [{ state: 'Texas', city: 'Austin' }],
    });
  });

  it('defaults to 25 a page and refuses other sizes and ids beyond int32', async () => {
    expect((await list('')).body.meta.pageSize).toBe(25);
    expect((await list('pageSize=7')).status).toBe(400);
    expect((await list('divisions[]=9999999999')).status).toBe(400);
    expect((await call(api, 'GET', 'vendor/details/9999999999', { token: tokens.companyAdmin })).status).toBe(400);
  });

  it('a filtered, searched page is ONE SQL statement', async () => {
    const executor = api.db.getExecutor() as unknown as { executeQuery: (q: CompiledQuery, ...rest: unknown[]) => Promise<unknown> };
    const original = executor.executeQuery;
    const seen: string[] = [];
    executor.executeQuery = function (this: unknown, q: CompiledQuery, ...rest: unknown[]) {
      seen.push(q.sql);
      return original.call(this, q, ...rest);
    };
    try {
      const reply = await list(`q=${encodeURIComponent(prefix)}&states[]=TX&divisions[]=${concrete.id}&active=all&page=1&pageSize=10`);
      expect(reply.body.meta.total).toBe(2);
    } finally {
      executor.executeQuery = original;
    }
    expect(seen.filter((s) => /\bvendors\b/.test(s))).toHaveLength(1);
  });
});

describe('by subdivision and mapping (POST /vendor/subdivision)', () => {
  it('maps each listed vendor (the blank first entry skipped) idempotently and lists them under the subdivision', async () => {
    const a = (await create(payload({ details: { company_name: `Map A ${tag()}` } }))).vendor_details.id;
    const b = (await create(payload({ details: { company_name: `Map B ${tag()}` } }))).vendor_details.id;
    const entry = (vendor_id: number | '') => ({ division_name: 'Plumbing', division_id: plumbing.id, subdivision_name: 'x', subdivision_id: plumbing.sub, vendor_id });
    const body = [{ division_name: '', division_id: '', subdivision_name: '', subdivision_id: '', vendor_id: '' }, entry(a), entry(b)];
    for (let i = 0; i < 2; i += 1) {
      const reply = await call(api, 'POST', '/vendor/subdivision', { token: tokens.companyAdmin, body });
      expect(reply.status).toBe(200);
      expect(reply.body.data).toEqual({ mapped: 2, subdivision_ids: [plumbing.sub] });
    }
    const mapped = await call(api, 'GET', `vendor/${plumbing.sub}`, { token: tokens.companyAdmin });
    expect(mapped.status).toBe(200);
    const ids = mapped.body.data.map((r: { id: number }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([a, b]));
    expect(new Set(ids).size).toBe(ids.length);
    const detail = (await call(api, 'GET', `vendor/details/${a}`, { token: tokens.companyAdmin })).body.data;
    expect(detail.divisions.map((d: { division_id: number }) => d.division_id)).toEqual([concrete.id, plumbing.id]);
    expect(detail.subdivisions.map((s: { subdivision_id: number }) => s.subdivision_id)).toEqual([concrete.sub, plumbing.sub]);

    const none = await call(api, 'POST', '/vendor/subdivision', { token: tokens.companyAdmin, body: [body[0]] });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ error: 'Select at least one vendor.', fields: { vendor_id: 'Select at least one vendor.' } });
    const wrongDivision = await call(api, 'POST', '/vendor/subdivision', { token: tokens.companyAdmin, body: [{ ...entry(a), division_id: concrete.id }] });
    expect(wrongDivision.status).toBe(400);
  });

  it('the catalogue refuses to delete a division or subdivision a vendor is mapped to (409 naming it)', async () => {
    const made = await create(payload({ details: { company_name: `Keeper ${tag()}` } }));
    const created = await call(api, 'POST', 'divisionname', { token: tokens.companyAdmin, body: { division_id: '98', division_name: `Vendor Only ${tag()}` } });
    expect(created.status).toBe(200);
    const division = { id: created.body.data.id as number };
    const subdivision = await call(api, 'POST', 'division/subdivision', { token: tokens.companyAdmin, body: { division_id: division.id, subdivision_name: `Vend Sub ${tag()}` } });
    expect(subdivision.status).toBe(200);
    const subId = subdivision.body.data.subdivision_id as number;
    expect((await call(api, 'POST', '/vendor/subdivision', {
      token: tokens.companyAdmin, body: [{ subdivision_id: subId, vendor_id: made.vendor_details.id }],
    })).status).toBe(200);
    const sub = await call(api, 'DELETE', `division/subdivision/${subId}`, { token: tokens.companyAdmin });
    expect(sub.status).toBe(409);
    expect(sub.body.error).toMatch(/used by 1 vendor\b/);
    await api.db.deleteFrom('vendor_subdivisions').where('subdivision_id', '=', subId).execute();
    expect((await call(api, 'DELETE', `division/subdivision/${subId}`, { token: tokens.companyAdmin })).status).toBe(200);
    const div = await call(api, 'DELETE', `divisionname/${division.id}`, { token: tokens.companyAdmin });
    expect(div.status).toBe(409);
    expect(div.body.error).toMatch(/used by 1 vendor\b/);
  });
});

describe('access and tenants', () => {
  const withoutWrite = (fn: () => Promise<void>) => withGrant(api, 4, 'all_subcontractors', { can_write: false }, fn);

  it('a role with read but no write reads and gets 403 on every change; role 13 holds no all_subcontractors', async () => {
    const made = await create();
    const id = made.vendor_details.id;
    await withoutWrite(async () => {
      expect((await list('pageSize=10', tokens.estimator)).status).toBe(200);
      expect((await call(api, 'GET', `vendor/details/${id}`, { token: tokens.estimator })).status).toBe(200);
      expect((await call(api, 'GET', `vendor/${concrete.sub}`, { token: tokens.estimator })).status).toBe(200);
      for (const [method, url, body] of [
        ['POST', 'vendor', payload()], ['PUT', `vendor/${id}`, payload()], ['PUT', `vendor/status/${id}`, undefined],
        ['POST', '/vendor/subdivision', [{ subdivision_id: concrete.sub, vendor_id: id }]],
      ] as const) {
        const reply = await call(api, method, url, { token: tokens.estimator, ...(body ? { body } : {}) });
        expect(reply.status, `${method} ${url}`).toBe(403);
        expect(reply.body).toEqual(FORBIDDEN);
      }
    });
    expect((await list('', subInTenant1)).status).toBe(403);
    expect((await call(api, 'GET', `vendor/details/${id}`, { token: subInTenant1 })).status).toBe(403);
    expect((await call(api, 'GET', 'vendor')).status).toBe(401);
  });

  it("another tenant's vendor or subdivision answers exactly as a missing one", async () => {
    const made = await create();
    const id = made.vendor_details.id;
    for (const [method, url, body] of [
      ['GET', `vendor/details/${id}`, undefined], ['PUT', `vendor/${id}`, payload()], ['PUT', `vendor/status/${id}`, undefined],
    ] as const) {
      const theirs = await call(api, method, url, { token: tokens.secondAdmin, ...(body ? { body } : {}) });
      const missing = await call(api, method, url.replace(/\d+$/, '2147483000'), { token: tokens.secondAdmin, ...(body ? { body } : {}) });
      expect(theirs.status, url).toBe(404);
      expect(theirs.body).toEqual(missing.body);
    }
    const sub = await call(api, 'GET', `vendor/${otherTenantSubdivision}`, { token: tokens.companyAdmin });
    expect(sub.status).toBe(404);
    expect(sub.body).toEqual((await call(api, 'GET', 'vendor/2147483000', { token: tokens.companyAdmin })).body);
    const map = await call(api, 'POST', '/vendor/subdivision', {
      token: tokens.secondAdmin, body: [{ subdivision_id: otherTenantSubdivision, vendor_id: id }],
    });
    expect(map.status).toBe(404);
    expect(map.body).toMatchObject({ error: 'Vendor not found.' });
    expect((await list('pageSize=100', tokens.secondAdmin)).body.rows.some((r: { vendorId: number }) => r.vendorId === id)).toBe(false);
    expect((await call(api, 'GET', `vendor/details/${id}`, { token: tokens.companyAdmin })).body.data).toEqual(made);
  });
});
