import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInDemoUsers } from '../../test-support.js';
import { startTestApi, withGrant, type TestApi } from '../../testing.js';

let api: TestApi;
const tokens: Record<string, string> = {};
let tenant1: number;
let subInTenant1: string;
/** Catalogue rows of tenant 1 (and one subdivision of tenant 2). */
let concrete: { id: number; sub: number }, plumbing: { id: number; sub: number };
let otherTenantSubdivision: number;

const MANDATORY = 'You must enter all mandatory fields.';
const BAD_EMAIL = 'This is not a valid email address.';
const FORBIDDEN = { error: 'You do not have permission to perform this action.' };

beforeAll(async () => {
  api = await startTestApi();
  const tenants = await signInDemoUsers(api, tokens);
  tenant1 = tenants[0]!;
  const sub = await call(api, 'POST', 'auth/tenant', { token: tokens.subcontractor, body: { company_id: tenant1 } });
  subInTenant1 = sub.body.data.token;
  const division = async (tenant: number, number: string) => {
    return api.db.selectFrom('catalogue_divisions as d')
      .innerJoin('catalogue_subdivisions as s', (j) => j.onRef('s.tenant_id', '=', 'd.tenant_id').onRef('s.division_id', '=', 'd.id'))
      .select(['d.id', 's.id as sub']).where('d.tenant_id', '=', tenant).where('d.division_id', '=', number).orderBy('s.id')
      .executeTakeFirstOrThrow();
  };
  concrete = await division(tenant1, '03');
  plumbing = await division(tenant1, '22');
  otherTenantSubdivision = (await division(tenants[1]!, '03')).sub;
});
afterAll(async () => {
  await api?.close();
});

let counter = 0;
const tag = () => `${Date.now().toString(36)}${(counter += 1)}`;

function payload(over: { info?: Record<string, unknown>; addresses?: unknown[]; managers?: unknown[]; divisions?: unknown[]; subdivisions?: unknown[] } = {}) {
  const t = tag();
  return {
    sub_cont_info: {
      company_name: `Test Sub ${t}`, first_name: 'Tess', last_name: 'Tester', email: `sub-${t}@example.test`,
      phone_number: '512.555.8000'.replace(/\./g, ''), payable_email: `ap-${t}@example.test`, rating: 4, note: 'Good crew.',
      working_states: ['TX', 'Oklahoma'], labors_and_design: ['Union', 'MEP'], design_type: 'MEP', bidding_history: 'Has bid',
      is_national: false, ...over.info,
    },
    addresses: over.addresses ?? [{ address_1: '1 Sub St', address_2: null, city: 'Austin', state: 'Texas', state_code: 'TX', zip: '78701' }],
    managers: over.managers ?? [{ first_name: 'Manny', last_name: 'Ger', email: `m-${t}@example.test`, phone: '(512) 555-8001' }],
    divisions: over.divisions ?? [{ division_id: concrete.id }],
    subdivisions: over.subdivisions ?? [{ subdivision_id: concrete.sub }],
  };
}

async function create(body = payload(), token = tokens.companyAdmin) {
  const reply = await call(api, 'POST', 'contractor', { token, body });
  if (reply.status !== 200) throw new Error(`create: ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

const list = (query: string, token = tokens.companyAdmin) => call(api, 'GET', `/api/v2/contractors?${query}`, { token });

describe('demo data', () => {
  it('the demo company has about 40 subcontractors with managers, addresses and divisions; some National, some inactive', async () => {
    const all = await list('pageSize=100');
    expect(all.status).toBe(200);
    expect(all.body.meta.total).toBeGreaterThanOrEqual(40);
    const rows = all.body.rows as { isNational: boolean; isActive: boolean; divisions: unknown[]; addresses: unknown[]; states: string[] }[];
    expect(rows.some((r) => r.isNational)).toBe(true);
    expect(rows.some((r) => !r.isActive)).toBe(true);
    for (const r of rows) {
      expect(r.divisions.length).toBeGreaterThan(0);
      expect(r.addresses.length).toBeGreaterThan(0);
      if (!r.isNational) expect(r.states.length).toBeGreaterThan(0);
    }
    expect(Object.keys(all.body.rows[0]).sort()).toEqual([
      'addresses', 'contractorId', 'divisions', 'email', 'isActive', 'isNational', 'laborAndDesign', 'name', 'notes', 'phoneNumber', 'rating', 'states',
    ]);
  });

  it('every demo subcontractor has a rating and bidding history; the three histories, several ratings and notes occur', async () => {
    const rows = await api.db.selectFrom('subcontractors').select(['rating', 'bidding_history', 'note', 'is_national', 'is_active'])
      .where('tenant_id', '=', tenant1).where('email', 'like', '%.demo').execute();
    expect(rows.length).toBeGreaterThanOrEqual(40);
    for (const r of rows) {
      expect(r.rating).toBeGreaterThan(0);
      expect(['Has bid', 'Has Never Bid Before', 'Has Won Bid']).toContain(r.bidding_history);
    }
    expect(new Set(rows.map((r) => r.bidding_history)).size).toBe(3);
    expect(new Set(rows.map((r) => r.rating)).size).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => r.note).length).toBeGreaterThan(10);
    expect(rows.filter((r) => r.is_national).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => !r.is_active).length).toBeGreaterThanOrEqual(3);
  });
});

describe('validation (docs/projects.md §5)', () => {
  it('an empty body names every mandatory field with the spec message', async () => {
    const reply = await call(api, 'POST', 'contractor', { token: tokens.companyAdmin, body: {} });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe(MANDATORY);
    expect(Object.keys(reply.body.fields).sort()).toEqual([
      'addresses.0.address_1', 'addresses.0.state', 'addresses.0.zip', 'divisions', 'managers.0.email', 'managers.0.first_name',
      'managers.0.last_name', 'managers.0.phone', 'sub_cont_info.company_name', 'sub_cont_info.email', 'sub_cont_info.phone_number',
      'sub_cont_info.working_states', 'subdivisions',
    ]);
    for (const message of Object.values(reply.body.fields)) expect(message).toBe(MANDATORY);
  });

  it('working states are not required for a National subcontractor, and National clears them', async () => {
    const made = await create(payload({ info: { is_national: true, working_states: ['TX'] } }));
    expect(made.sub_cont_info.is_national).toBe(true);
    expect(made.sub_cont_info.working_states).toEqual([]);
    const none = await call(api, 'POST', 'contractor', { token: tokens.companyAdmin, body: payload({ info: { working_states: [] } }) });
    expect(none.body.fields).toEqual({ 'sub_cont_info.working_states': MANDATORY });
  });

  it('invalid emails, notes over 225, rating out of 0–5, unknown options and states name their fields', async () => {
    const reply = await call(api, 'POST', 'contractor', {
      token: tokens.companyAdmin,
      body: payload({
        info: { email: 'nope', payable_email: 'also@nope', note: 'x'.repeat(226), rating: 6, labors_and_design: ['Union', 'Magic'],
          bidding_history: 'Sometimes', working_states: ['TX', 'Atlantis'], company_name: 'C'.repeat(256) },
        managers: [{ first_name: 'A', last_name: 'B', email: 'bad', phone: '(512) 555-0000' }],
      }),
    });
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toEqual({
      'sub_cont_info.email': BAD_EMAIL,
      'sub_cont_info.payable_email': BAD_EMAIL,
      'managers.0.email': BAD_EMAIL,
      'sub_cont_info.company_name': 'This field can be at most 255 characters.',
      'sub_cont_info.note': 'Notes can be at most 225 characters.',
      'sub_cont_info.rating': 'Rating must be a whole number from 0 to 5.',
      'sub_cont_info.labors_and_design.1': 'This is not one of the offered options.',
      'sub_cont_info.bidding_history': 'This is not one of the offered options.',
      'sub_cont_info.working_states.1': 'This is not a valid state.',
    });
    expect(reply.body.error).toBe(BAD_EMAIL);
    const ok225 = await call(api, 'POST', 'contractor', { token: tokens.companyAdmin, body: payload({ info: { note: 'n'.repeat(225), rating: 0 } }) });
    expect(ok225.status).toBe(200);
  });

  it('divisions and subdivisions must be the tenant’s, each subdivision in a chosen division', async () => {
    const outside = await call(api, 'POST', 'contractor', { token: tokens.companyAdmin, body: payload({ subdivisions: [{ subdivision_id: plumbing.sub }] }) });
    expect(outside.status).toBe(400);
    expect(outside.body.fields).toEqual({ 'subdivisions.0.subdivision_id': 'This subdivision is not in a chosen division.' });
    const foreign = await call(api, 'POST', 'contractor', {
      token: tokens.companyAdmin, body: payload({ subdivisions: [{ subdivision_id: concrete.sub }, { subdivision_id: otherTenantSubdivision }] }),
    });
    expect(foreign.body.fields).toEqual({ 'subdivisions.1.subdivision_id': 'This subdivision does not exist.' });
    const missingDivision = await call(api, 'POST', 'contractor', { token: tokens.companyAdmin, body: payload({ divisions: [{ division_id: 2147483000 }] }) });
    // The subdivision then lies outside every chosen (existing) division too.
    expect(missingDivision.body.fields).toEqual({
      'divisions.0.division_id': 'This division does not exist.',
      'subdivisions.0.subdivision_id': 'This subdivision is not in a chosen division.',
    });
    const stringId = await call(api, 'POST', 'contractor', { token: tokens.companyAdmin, body: payload({ divisions: [{ division_id: 'abc' }] }) });
    expect(stringId.status).toBe(400);
    expect(Object.keys(stringId.body.fields)[0]).toMatch(/^divisions/);
    const huge = await call(api, 'POST', 'contractor', { token: tokens.companyAdmin, body: payload({ divisions: [{ division_id: 2147483648 }] }) });
    expect(huge.status).toBe(400);
  });
});

describe('create, read, update', () => {
  it('round-trips every field; trims, stores phones canonically and drops incomplete addresses on edit', async () => {
    const body = payload({
      info: { company_name: '  Trim Co  ', first_name: ' Ann ', last_name: ' Lee ', email: ' ANN@trim.test ', payable_email: ' ap@trim.test ',
        phone_number: '512-555-8100', mobile_number: '5125558101' },
    });
    const made = await create(body);
    const id = made.sub_cont_info.id;
    const read = await call(api, 'GET', `contractor/${id}`, { token: tokens.companyAdmin });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(made);
    expect(made.sub_cont_info).toMatchObject({
      company_name: 'Trim Co', first_name: 'Ann', last_name: 'Lee', name: 'Ann Lee', email: 'ANN@trim.test', payable_email: 'ap@trim.test',
      phone_number: '(512) 555-8100', mobile_number: '(512) 555-8101', is_active: true, rating: 4, note: 'Good crew.',
      working_states: ['OK', 'TX'], labors_and_design: ['Union', 'MEP'], design_type: 'MEP', bidding_history: 'Has bid', is_national: false,
    });
    // division_id is the division's row id; its CSI number comes beside it as division_number.
    expect(made.divisions).toEqual([{ division_id: concrete.id, division_name: 'Concrete', division_number: '03' }]);
    expect(made.subdivisions).toEqual([expect.objectContaining({ subdivision_id: concrete.sub, division_id: concrete.id })]);
    expect(made.managers).toEqual([expect.objectContaining({ first_name: 'Manny', phone: '(512) 555-8001' })]);

    const edit = payload({
      info: { company_name: 'Trim Co Renamed', working_states: ['NM'] },
      addresses: [
        { address_1: '2 New Rd', city: 'Tulsa', state: 'Oklahoma', state_code: 'OK', zip: '74101' },
        { address_1: '3 Half Rd', city: '', state: 'Texas', zip: '78701' },
        { address_1: '4 Full Rd', city: 'Dallas', state: 'Texas', state_code: 'TX', zip: '75201' },
      ],
      managers: [
        { first_name: 'Ned', last_name: 'New', email: 'ned@trim.test', phone: '(214) 555-0101' },
        { first_name: '', last_name: '', email: '', phone: '' },
      ],
      divisions: [{ division_id: concrete.id }, { division_id: plumbing.id }],
      subdivisions: [{ subdivision_id: plumbing.sub }],
    });
    const updated = await call(api, 'PUT', `contractor/${id}`, { token: tokens.companyAdmin, body: edit });
    expect(updated.status).toBe(200);
    expect(updated.body.data.sub_cont_info).toMatchObject({ company_name: 'Trim Co Renamed', working_states: ['NM'] });
    expect(updated.body.data.addresses.map((a: { address_1: string }) => a.address_1)).toEqual(['2 New Rd', '4 Full Rd']);
    expect(updated.body.data.managers.map((m: { first_name: string }) => m.first_name)).toEqual(['Ned']);
    expect(updated.body.data.divisions.map((d: { division_id: number }) => d.division_id)).toEqual([concrete.id, plumbing.id]);
    expect(updated.body.data.subdivisions.map((s: { subdivision_id: number }) => s.subdivision_id)).toEqual([plumbing.sub]);
    expect((await call(api, 'GET', `contractor/${id}`, { token: tokens.companyAdmin })).body.data).toEqual(updated.body.data);
  });

  it('a failing update changes nothing', async () => {
    const made = await create();
    const bad = await call(api, 'PUT', `contractor/${made.sub_cont_info.id}`, { token: tokens.companyAdmin, body: payload({ managers: [] }) });
    expect(bad.status).toBe(400);
    expect((await call(api, 'GET', `contractor/${made.sub_cont_info.id}`, { token: tokens.companyAdmin })).body.data).toEqual(made);
  });

  it('PUT contractor/status flips is_active and the list follows', async () => {
    const made = await create(payload({ info: { company_name: `Flip ${tag()}` } }));
    const id = made.sub_cont_info.id;
    const off = await call(api, 'PUT', `contractor/status/${id}`, { token: tokens.companyAdmin });
    expect(off.status).toBe(200);
    expect(off.body.data.sub_cont_info.is_active).toBe(false);
    const q = encodeURIComponent(made.sub_cont_info.company_name);
    expect((await list(`q=${q}&active=inactive`)).body.meta.total).toBe(1);
    expect((await list(`q=${q}&active=active`)).body.meta.total).toBe(0);
    const on = await call(api, 'PUT', `contractor/status/${id}`, { token: tokens.companyAdmin });
    expect(on.body.data.sub_cont_info.is_active).toBe(true);
  });
});

describe('GET contractors (v2)', () => {
  let prefix: string;
  let ids: Record<string, number>;
  beforeAll(async () => {
    prefix = `Filt${tag()}`;
    const make = async (name: string, info: Record<string, unknown>, plumbingToo = false) => (await create(payload({
      info: { company_name: `${prefix} ${name}`, ...info },
      ...(plumbingToo ? { divisions: [{ division_id: plumbing.id }], subdivisions: [{ subdivision_id: plumbing.sub }] } : {}),
    }))).sub_cont_info.id as number;
    ids = {
      tx: await make('Alpha', { working_states: ['TX'], labors_and_design: ['Union'] }),
      ok: await make('Bravo', { working_states: ['OK'], labors_and_design: ['Open Shop'] }, true),
      nat: await make('Charlie', { is_national: true, working_states: [], labors_and_design: ['Supplier'] }, true),
      off: await make('Delta', { working_states: ['TX'], labors_and_design: ['Union'] }),
    };
    await call(api, 'PUT', `contractor/status/${ids.off}`, { token: tokens.companyAdmin });
  });
  const names = async (query: string) => {
    const reply = await list(`q=${encodeURIComponent(prefix)}&${query}`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.meta.total).toBe(reply.body.rows.length);
    return (reply.body.rows as { name: string }[]).map((r) => r.name.replace(`${prefix} `, ''));
  };

  it('each filter narrows the list; National answers a state filter; pages and totals', async () => {
    expect(await names('')).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
    expect(await names('active=active')).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(await names('active=inactive')).toEqual(['Delta']);
    expect(await names('states[]=OK')).toEqual(['Bravo', 'Charlie']);
    expect(await names('states[]=OK&states[]=TX')).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
    expect(await names('national=true')).toEqual(['Charlie']);
    expect(await names(`divisions[]=${plumbing.id}`)).toEqual(['Bravo', 'Charlie']);
    expect(await names(`divisions[]=${plumbing.id}&divisions[]=${concrete.id}`)).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
    // A row's divisions: the row id the filter takes, and the CSI number beside it.
    const [bravo] = (await list(`q=${encodeURIComponent(prefix)}&divisions[]=${plumbing.id}`)).body.rows;
    expect(bravo.divisions).toContainEqual({ division_id: plumbing.id, division_name: 'Plumbing', division_number: '22' });
    expect(await names('laborOrDesign[]=Union')).toEqual(['Alpha', 'Delta']);
    expect(await names('laborOrDesign[]=Union&active=active&states[]=TX')).toEqual(['Alpha']);
    const page2 = await list(`q=${encodeURIComponent(prefix)}&page=2&pageSize=10`);
    expect(page2.body).toEqual({ rows: [], meta: { total: 4, page: 2, pageSize: 10 } });
    // Search matches the contact name and email too, in any case.
    expect((await list(`q=${encodeURIComponent(prefix.toUpperCase())}`)).body.meta.total).toBe(4);
  });

  it('refuses ids that are not positive int32, in the path and in the division filter (400 naming them)', async () => {
    for (const bad of ['abc', '0', '1.5', '2147483648']) {
      const reply = await call(api, 'GET', `contractor/${bad}`, { token: tokens.companyAdmin });
      expect(reply.status, bad).toBe(400);
      const filtered = await list(`divisions[]=${bad}`);
      expect(filtered.status, bad).toBe(400);
      expect(Object.keys(filtered.body.fields ?? {})).toEqual(['divisions[]']);
    }
    expect((await list(`q=${'x'.repeat(256)}`)).status).toBe(400);
  });

  it('defaults to 25 a page, refuses other sizes, and is also answered under v1', async () => {
    const first = await list('');
    expect(first.body.meta).toMatchObject({ page: 1, pageSize: 25 });
    expect(first.body.rows).toHaveLength(25);
    expect((await list('pageSize=30')).status).toBe(400);
    expect((await list('page=0')).status).toBe(400);
    const v1 = await call(api, 'GET', 'contractors?pageSize=10', { token: tokens.companyAdmin });
    expect(v1.body.rows).toHaveLength(10);
    expect(v1.body.meta.total).toBe(first.body.meta.total);
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
      const reply = await list(`q=${encodeURIComponent(prefix)}&states[]=TX&divisions[]=${concrete.id}&laborOrDesign[]=Union&active=all&page=1&pageSize=10`);
      expect(reply.body.meta.total).toBe(2);
    } finally {
      executor.executeQuery = original;
    }
    expect(seen.filter((s) => /\bsubcontractors\b/.test(s))).toHaveLength(1);
  });
});

describe('by subdivision and mapping', () => {
  it('maps several subcontractors to a subdivision idempotently and lists them', async () => {
    const a = (await create(payload({ info: { company_name: `Map A ${tag()}` } }))).sub_cont_info.id;
    const b = (await create(payload({ info: { company_name: `Map B ${tag()}` } }))).sub_cont_info.id;
    const body = { division_name: 'Plumbing', division_id: plumbing.id, subdivision_name: 'x', subdivision_id: plumbing.sub, subcontractor_id: [a, b] };
    for (let i = 0; i < 2; i += 1) {
      const reply = await call(api, 'POST', 'contractoradd/subdivision', { token: tokens.companyAdmin, body });
      expect(reply.status).toBe(200);
      expect(reply.body.data).toEqual({ mapped: 2, subdivision_id: plumbing.sub });
    }
    const mapped = await call(api, 'GET', `contractor/subdivision/${plumbing.sub}`, { token: tokens.companyAdmin });
    expect(mapped.status).toBe(200);
    const mappedIds = mapped.body.data.map((r: { id: number }) => r.id);
    expect(mappedIds).toEqual(expect.arrayContaining([a, b]));
    expect(new Set(mappedIds).size).toBe(mappedIds.length);
    const detail = (await call(api, 'GET', `contractor/${a}`, { token: tokens.companyAdmin })).body.data;
    expect(detail.divisions.map((d: { division_id: number }) => d.division_id)).toEqual([concrete.id, plumbing.id]);
    expect(detail.subdivisions.map((s: { subdivision_id: number }) => s.subdivision_id)).toEqual([concrete.sub, plumbing.sub]);
    const wrongDivision = await call(api, 'POST', 'contractoradd/subdivision', { token: tokens.companyAdmin, body: { ...body, division_id: concrete.id } });
    expect(wrongDivision.status).toBe(400);
    expect((await call(api, 'POST', 'contractoradd/subdivision', { token: tokens.companyAdmin, body: { ...body, subcontractor_id: [] } })).status).toBe(400);
  });

  it('the catalogue refuses to delete a subdivision subcontractors are mapped to (409 naming them)', async () => {
    const reply = await call(api, 'DELETE', `division/subdivision/${concrete.sub}`, { token: tokens.companyAdmin });
    expect(reply.status).toBe(409);
    expect(reply.body.error).toMatch(/subcontractors?/);
  });
});

describe('access and tenants', () => {
  const withoutWrite = (fn: () => Promise<void>) => withGrant(api, 4, 'all_subcontractors', { can_write: false }, fn);

  it('a role with read but no write reads and gets 403 on every change; role 13 holds no all_subcontractors', async () => {
    const made = await create();
    const id = made.sub_cont_info.id;
    await withoutWrite(async () => {
      expect((await list('pageSize=10', tokens.estimator)).status).toBe(200);
      expect((await call(api, 'GET', `contractor/${id}`, { token: tokens.estimator })).status).toBe(200);
      for (const [method, url, body] of [
        ['POST', 'contractor', payload()], ['PUT', `contractor/${id}`, payload()], ['PUT', `contractor/status/${id}`, undefined],
        ['POST', 'contractoradd/subdivision', { subdivision_id: concrete.sub, subcontractor_id: [id] }],
      ] as const) {
        const reply = await call(api, method, url, { token: tokens.estimator, ...(body ? { body } : {}) });
        expect(reply.status, `${method} ${url}`).toBe(403);
        expect(reply.body).toEqual(FORBIDDEN);
      }
    });
    expect((await call(api, 'GET', `contractor/${id}`, { token: tokens.estimator })).status).toBe(200);
    // docs/roles.md: role 13 reads subcontractor_logs, all_projects and bid_sheets only.
    expect((await list('', subInTenant1)).status).toBe(403);
    expect((await call(api, 'GET', `contractor/${id}`, { token: subInTenant1 })).status).toBe(403);
    expect((await list('')).status).toBe(200);
    expect((await call(api, 'GET', 'contractors')).status).toBe(401);
  });

  it("another tenant's subcontractor or subdivision answers exactly as a missing one", async () => {
    const made = await create();
    const id = made.sub_cont_info.id;
    for (const [method, url, body] of [
      ['GET', `contractor/${id}`, undefined], ['PUT', `contractor/${id}`, payload()], ['PUT', `contractor/status/${id}`, undefined],
    ] as const) {
      const theirs = await call(api, method, url, { token: tokens.secondAdmin, ...(body ? { body } : {}) });
      const missing = await call(api, method, url.replace(/\d+$/, '2147483000'), { token: tokens.secondAdmin, ...(body ? { body } : {}) });
      expect(theirs.status, url).toBe(404);
      expect(theirs.body).toEqual(missing.body);
    }
    const sub = await call(api, 'GET', `contractor/subdivision/${otherTenantSubdivision}`, { token: tokens.companyAdmin });
    expect(sub.status).toBe(404);
    expect(sub.body).toEqual((await call(api, 'GET', 'contractor/subdivision/2147483000', { token: tokens.companyAdmin })).body);
    const map = await call(api, 'POST', 'contractoradd/subdivision', {
      token: tokens.secondAdmin, body: { subdivision_id: otherTenantSubdivision, subcontractor_id: [id] },
    });
    expect(map.status).toBe(404);
    expect((await list('pageSize=100', tokens.secondAdmin)).body.rows.some((r: { contractorId: number }) => r.contractorId === id)).toBe(false);
    expect((await call(api, 'GET', `contractor/${id}`, { token: tokens.companyAdmin })).body.data).toEqual(made);
  });
});
