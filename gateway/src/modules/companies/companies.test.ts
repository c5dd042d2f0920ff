import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoInternals, firstError, startHarness, type Harness } from '../../testkit.js';

const COMPANY_FIELDS = `id name email phone image defaultMarkup address1 address2 city state stateCode zip country
  companyAdmin owner { firstName lastName email phone } projectIdPrefix projectIdStart proposalOverhead isActive`;

const COMPANIES = `query($page: Int, $pageSize: Int) { companies(page: $page, pageSize: $pageSize) { total items { ${COMPANY_FIELDS} } } }`;
const COMPANY = `query($id: Int!) { company(id: $id) { ${COMPANY_FIELDS} } }`;
const CREATE = `mutation($input: CompanyInput!) { createCompany(input: $input) { ${COMPANY_FIELDS} } }`;
const UPDATE = `mutation($id: Int!, $input: CompanyInput!) { updateCompany(id: $id, input: $input) { ${COMPANY_FIELDS} } }`;
const SET_ACTIVE = `mutation($id: Int!, $on: Boolean!) { setCompanyActive(id: $id, isActive: $on) { id isActive } }`;
const DELETE = `mutation($id: Int!) { deleteCompany(id: $id) }`;

// A 1x1 PNG: small enough for any limit, and a real image/png data URL.
const LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

function companyInput(n: number, overrides: { details?: Record<string, unknown>; owner?: Record<string, unknown> } = {}) {
  return {
    owner: { firstName: 'Gina', lastName: 'Gateway', phone: '(512) 555-0199', email: `owner${n}@gw.test`, ...overrides.owner },
    project: { prefix: 'GW', startNo: '1,000' },
    details: {
      name: `Gateway Builders ${n}`,
      email: `office${n}@gw.test`,
      phone: '512-555-0100',
      defaultMarkup: '12.5',
      address1: '1 Graph Street',
      address2: 'Suite 2',
      image: LOGO,
      city: 'Austin',
      state: 'Texas',
      stateCode: 'TX',
      zip: '78701',
      companyAdmin: `admin${n}@gw.test`,
      ...overrides.details,
    },
  };
}

describe('companies module', () => {
  let h: Harness;
  let admin: string;
  let companyAdmin: string;
  let estimator: string;

  beforeAll(async () => {
    h = await startHarness();
    admin = await h.login('admin@demo.test');
    companyAdmin = await h.login('companyadmin@demo.test');
    estimator = await h.login('estimator@demo.test');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('lists companies with camelCase fields, nested owner and two-place markup', async () => {
    const res = await h.gql(COMPANIES, {}, admin);
    expect(res.errors, res.raw).toBeUndefined();
    const { total, items } = res.data.companies;
    expect(total).toBeGreaterThanOrEqual(2);
    const demo = items.find((c: { name: string }) => c.name === 'Demo Construction Co');
    expect(demo).toMatchObject({
      defaultMarkup: '10.00',
      city: 'Austin',
      country: 'United States',
      companyAdmin: 'companyadmin@demo.test',
      isActive: true,
    });
    expect(demo.owner).toEqual({
      firstName: expect.any(String),
      lastName: expect.anything(),
      email: expect.stringContaining('@'),
      phone: expect.any(String),
    });
    expect(typeof demo.projectIdStart).toBe('number');
  });

  it('pages the list', async () => {
    const res = await h.gql(COMPANIES, { page: 2, pageSize: 1 }, admin);
    expect(res.errors, res.raw).toBeUndefined();
    expect(res.data.companies.items).toHaveLength(1);
    expect(res.data.companies.total).toBeGreaterThanOrEqual(2);
  });

  it('creates a company (input mapped to the REST payload) and reads it back with company(id)', async () => {
    const created = await h.gql(CREATE, { input: companyInput(1) }, admin);
    expect(created.errors, created.raw).toBeUndefined();
    const c = created.data.createCompany;
    expect(c).toMatchObject({
      name: 'Gateway Builders 1',
      email: 'office1@gw.test',
      defaultMarkup: '12.50',
      address1: '1 Graph Street',
      address2: 'Suite 2',
      image: LOGO,
      stateCode: 'TX',
      zip: '78701',
      country: 'United States',
      companyAdmin: 'admin1@gw.test',
      owner: { firstName: 'Gina', lastName: 'Gateway', email: 'owner1@gw.test', phone: '(512) 555-0199' },
      projectIdPrefix: 'GW',
      projectIdStart: 1000,
      isActive: true,
    });
    const read = await h.gql(COMPANY, { id: c.id }, admin);
    expect(read.errors, read.raw).toBeUndefined();
    expect(read.data.company).toEqual(c);
  });

  it('blank markup is sent blank and comes back as 0.00', async () => {
    const input = companyInput(2);
    delete (input.details as Record<string, unknown>).defaultMarkup;
    const res = await h.gql(CREATE, { input }, admin);
    expect(res.errors, res.raw).toBeUndefined();
    expect(res.data.createCompany.defaultMarkup).toBe('0.00');
  });

  it('invalid fields answer BAD_USER_INPUT with the GraphQL input paths', async () => {
    const res = await h.gql(CREATE, { input: companyInput(3, { details: { zip: '123', email: 'not-an-email' } }) }, admin);
    const err = firstError(res);
    expect(err.extensions?.code).toBe('BAD_USER_INPUT');
    expect(err.extensions?.fields).toMatchObject({
      'input.details.zip': 'Please enter a valid zipcode.',
      'input.details.email': 'Please enter a valid email address.',
    });
    expect(['Please enter a valid zipcode.', 'Please enter a valid email address.']).toContain(err.message);
    expectNoInternals(res);
  });

  it('an admin email that already exists is CONFLICT', async () => {
    const res = await h.gql(CREATE, { input: companyInput(4, { details: { companyAdmin: 'companyadmin@demo.test' } }) }, admin);
    const err = firstError(res);
    expect(err.message).toBe('This email ID already has a sign-in. Sign-in emails are unique across all companies.');
    expect(err.extensions?.code).toBe('CONFLICT');
    // REST names the offending field; the gateway renames it to the input's path.
    expect(err.extensions?.fields).toEqual({ 'input.details.companyAdmin': 'This email ID already has a sign-in. Sign-in emails are unique across all companies.' });
  });

  it('updates a company and toggles it inactive and active again', async () => {
    const created = await h.gql(CREATE, { input: companyInput(5) }, admin);
    expect(created.errors, created.raw).toBeUndefined();
    const id = created.data.createCompany.id;

    const updated = await h.gql(UPDATE, { id, input: companyInput(5, { details: { name: 'Renamed Builders', defaultMarkup: '7.25' } }) }, admin);
    expect(updated.errors, updated.raw).toBeUndefined();
    expect(updated.data.updateCompany).toMatchObject({ id, name: 'Renamed Builders', defaultMarkup: '7.25', proposalOverhead: 'SEPARATE_WITH_PERCENTAGES' });
    // How its proposal presents overhead and profit: set, then kept when an edit leaves it out.
    const combined = await h.gql(UPDATE, { id, input: companyInput(5, { details: { name: 'Renamed Builders', proposalOverhead: 'COMBINED' } }) }, admin);
    expect(combined.errors, combined.raw).toBeUndefined();
    expect(combined.data.updateCompany.proposalOverhead).toBe('COMBINED');
    const kept = await h.gql(UPDATE, { id, input: companyInput(5, { details: { name: 'Renamed Builders' } }) }, admin);
    expect(kept.data.updateCompany.proposalOverhead).toBe('COMBINED');

    const off = await h.gql(SET_ACTIVE, { id, on: false }, admin);
    expect(off.errors, off.raw).toBeUndefined();
    expect(off.data.setCompanyActive).toEqual({ id, isActive: false });
    const on = await h.gql(SET_ACTIVE, { id, on: true }, admin);
    expect(on.data.setCompanyActive).toEqual({ id, isActive: true });
  });

  it('deletes a company; afterwards it is NOT_FOUND', async () => {
    const created = await h.gql(CREATE, { input: companyInput(6) }, admin);
    const id = created.data.createCompany.id;
    const res = await h.gql(DELETE, { id }, admin);
    expect(res.errors, res.raw).toBeUndefined();
    expect(res.data.deleteCompany).toBe(true);
    const gone = await h.gql(COMPANY, { id }, admin);
    expect(firstError(gone).extensions?.code).toBe('NOT_FOUND');
  });

  it('an unknown company is NOT_FOUND with the REST message', async () => {
    const res = await h.gql(COMPANY, { id: 999999 }, admin);
    expect(res.data).toBeNull();
    const err = firstError(res);
    expect(err.extensions).toEqual({ code: 'NOT_FOUND' });
    expect(err.message).toBe('Company not found.');
    expect(err.path).toEqual(['company']);
    expectNoInternals(res);
  });

  it('an estimator is FORBIDDEN to list, create or toggle companies', async () => {
    const list = await h.gql(COMPANIES, {}, estimator);
    expect(firstError(list).extensions?.code).toBe('FORBIDDEN');
    expectNoInternals(list);
    const create = await h.gql(CREATE, { input: companyInput(7) }, estimator);
    expect(firstError(create).extensions?.code).toBe('FORBIDDEN');
    const toggle = await h.gql(SET_ACTIVE, { id: 1, on: false }, estimator);
    expect(firstError(toggle).extensions?.code).toBe('FORBIDDEN');
  });

  it('a company admin cannot read another tenant (NOT_FOUND as a missing one, nothing revealed)', async () => {
    const list = await h.gql(COMPANIES, { pageSize: 100 }, admin);
    const second = list.data.companies.items.find((c: { name: string }) => c.name === 'Second Demo Builders');
    const res = await h.gql(COMPANY, { id: second.id }, companyAdmin);
    expect(res.data).toBeNull();
    expect(firstError(res).extensions?.code).toBe('NOT_FOUND');
    expect(res.raw).not.toContain('Second Demo Builders');
  });

  it('without a token, companies is UNAUTHENTICATED', async () => {
    const res = await h.gql(COMPANIES, {});
    expect(res.data).toBeNull();
    expect(firstError(res).extensions?.code).toBe('UNAUTHENTICATED');
    expectNoInternals(res);
  });

  it('DataLoader: repeated company lookups in one request cost one REST call per id', async () => {
    const list = await h.gql(COMPANIES, { pageSize: 100 }, admin);
    const [a, b] = list.data.companies.items;
    h.calls.length = 0;
    const res = await h.gql(
      `query($a: Int!, $b: Int!) {
        one: company(id: $a) { id name }
        two: company(id: $a) { owner { email } }
        three: company(id: $b) { id }
        four: company(id: $a) { isActive }
      }`,
      { a: a.id, b: b.id },
      admin,
    );
    expect(res.errors, res.raw).toBeUndefined();
    expect(res.data.one.id).toBe(a.id);
    expect(res.data.three.id).toBe(b.id);
    expect(h.calls.map((c) => `${c.method} ${c.path}`).sort()).toEqual([`GET company/${a.id}`, `GET company/${b.id}`].sort());
  });

  it('DataLoader: viewer.company and company(id) of the same tenant share one fetch', async () => {
    h.calls.length = 0;
    const res = await h.gql(
      `query($id: Int!) {
        viewer { user { tenantId } company { id name } }
        company(id: $id) { id companyAdmin }
        again: company(id: $id) { id }
      }`,
      { id: 1 },
      companyAdmin,
    );
    // Tenant ids are serial: the demo company is the first one seeded.
    expect(res.errors, res.raw).toBeUndefined();
    expect(res.data.viewer.user.tenantId).toBe(1);
    expect(res.data.viewer.company).toEqual({ id: 1, name: 'Demo Construction Co' });
    const paths = h.calls.map((c) => `${c.method} ${c.path}`);
    expect(paths.filter((p) => p === 'GET company/1')).toHaveLength(1);
    expect(paths.filter((p) => p === 'GET auth/me')).toHaveLength(1);
    expect(paths).toHaveLength(2);
  });

  it('a fresh request fetches again (the cache is per request, never shared)', async () => {
    h.calls.length = 0;
    await h.gql(COMPANY, { id: 1 }, admin);
    await h.gql(COMPANY, { id: 1 }, admin);
    expect(h.calls.filter((c) => c.path === 'company/1')).toHaveLength(2);
  });
});
