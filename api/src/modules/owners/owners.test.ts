import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, startTestApi, type TestApi } from '../../testing.js';
import { call, login, uploadFile, type CsvFile, type Reply } from '../../test-support.js';

let api: TestApi;
const tokens: Record<string, string> = {};
let tenant1: number;
let tenant2: number;
/** The subcontractor (role 13) and the platform admin, both acting in the first company. */
let subInTenant1: string;
let adminInTenant1: string;

const FORBIDDEN = { error: 'You do not have permission to perform this action.' };
const CREATE_MANDATORY = 'Please fill all the fields';
const UPDATE_MANDATORY = 'Please fill all the mandatory fields!';
const BAD_EMAIL = 'Please enter a valid email address.';
const BAD_PHONE = 'Please enter a valid mobile number.';
const BAD_ZIP = 'Please enter a valid zipcode.';
const EMAIL_TAKEN = 'This email ID already exists.';

beforeAll(async () => {
  api = await startTestApi();
  for (const [key, email] of Object.entries(DEMO_USERS)) tokens[key] = await login(api, email);
  const companies = await api.db.selectFrom('companies').select('tenant_id').orderBy('tenant_id').execute();
  tenant1 = companies[0]!.tenant_id;
  tenant2 = companies[1]!.tenant_id;
  const sub = await call(api, 'POST', 'auth/tenant', { token: tokens.subcontractor, body: { company_id: tenant1 } });
  subInTenant1 = sub.body.data.token;
  const admin = await call(api, 'POST', 'auth/tenant', { token: tokens.platformAdmin, body: { company_id: tenant1 } });
  adminInTenant1 = admin.body.data.token;
});
afterAll(async () => {
  await api?.close();
});

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

function ownerPayload(overrides: { info?: Record<string, unknown>; addresses?: unknown[]; managers?: unknown[] } = {}) {
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

async function createOwner(payload = ownerPayload(), token = tokens.companyAdmin) {
  const reply = await call(api, 'POST', 'owner', { token, body: payload });
  if (reply.status !== 200) throw new Error(`create owner: ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

async function count(table: 'owners' | 'owner_addresses' | 'owner_managers' | 'generic_values'): Promise<number> {
  const row = await api.db.selectFrom(table).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return row.n;
}

/** Runs `fn` while the estimator (role 4) holds nothing on all_owners; restores the grant after. */
async function withoutOwnerGrant(fn: () => Promise<void>) {
  const grant = () => api.db.updateTable('role_permissions').where('role_id', '=', 4).where('area', '=', 'all_owners');
  await grant().set({ can_read: false, can_write: false }).execute();
  try {
    await fn();
  } finally {
    await grant().set({ can_read: true, can_write: true }).execute();
  }
}

/** Every refusal a route owes: 401 without a token, 403 for role 13, for a role without all_owners and outside a tenant. */
async function expectGuarded(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) {
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

const OWNER_KEYS = [
  'account_recievable_email', 'addresses', 'cc_email', 'email', 'fax_number', 'first_name', 'id', 'is_active', 'last_name',
  'managers', 'mobile_number', 'name', 'payable_email', 'phone_number',
].sort();

describe('demo data', () => {
  it('the demo company has at least 5 owners with addresses and managers, and building and project types', async () => {
    const list = await call(api, 'GET', 'owners?pageSize=100', { token: tokens.companyAdmin });
    expect(list.status).toBe(200);
    expect(list.body.total).toBeGreaterThanOrEqual(5);
    for (const owner of list.body.data) {
      expect(owner.addresses.length).toBeGreaterThan(0);
      expect(owner.managers.length).toBeGreaterThan(0);
    }
    const building = await call(api, 'GET', 'generic/building_type', { token: tokens.companyAdmin });
    expect(building.body.data.map((g: { value: string }) => g.value)).toEqual(expect.arrayContaining(['Retail', 'Office', 'Warehouse']));
    const project = await call(api, 'GET', 'generic/project_type', { token: tokens.companyAdmin });
    expect(project.body.data.map((g: { value: string }) => g.value))
      .toEqual(expect.arrayContaining(['New Construction', 'Renovation', 'Tenant Improvement']));
    // The second company has none of them.
    const other = await call(api, 'GET', 'owners', { token: tokens.secondAdmin });
    expect(other.body).toEqual({ data: [], total: 0 });
  });
});

describe('POST owner', () => {
  it('creates the owner with its addresses and managers in one go; every field returned', async () => {
    const payload = ownerPayload({
      addresses: [
        { address_1: ' 1 Owner Way ', address_2: '', city: 'Austin', state: 'Texas', state_code: 'TX', zip: '78701' },
        { address_1: '2 Second St', city: 'Dallas', state: 'Texas', zip: '75201' },
        { address_1: 'Incomplete Rd', city: '', state: 'Texas', zip: '' },
      ],
      managers: [
        { first_name: 'Max', last_name: 'Manager', email: `max-${unique()}@example.test`, phone: '5125557010' },
        { first_name: 'Mia', last_name: '', email: `mia-${unique()}@example.test`, phone: '512 555 7011' },
        { first_name: '', last_name: '', email: '', phone: '' },
      ],
    });
    const reply = await call(api, 'POST', 'owner', { token: tokens.companyAdmin, body: payload });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const owner = reply.body.data;
    expect(Object.keys(owner).sort()).toEqual(OWNER_KEYS);
    // Phones come back in the stored form, '(512) 555-7002' for '512-555-7002' (issue 10 item 8).
    expect(owner).toMatchObject({ ...payload.owner_info, mobile_number: '(512) 555-7002', is_active: true });
    // Only complete addresses are kept; wholly blank managers are dropped.
    expect(owner.addresses).toEqual([
      { id: expect.any(Number), owner_id: owner.id, TenantOwnerID: owner.id, address_1: '1 Owner Way', address_2: null, city: 'Austin', state: 'Texas', state_code: 'TX', zip: '78701' },
      { id: expect.any(Number), owner_id: owner.id, TenantOwnerID: owner.id, address_1: '2 Second St', address_2: null, city: 'Dallas', state: 'Texas', state_code: null, zip: '75201' },
    ]);
    expect(owner.managers).toEqual([
      { id: expect.any(Number), owner_id: owner.id, ...(payload.managers[0] as object), phone: '(512) 555-7010' },
      { id: expect.any(Number), owner_id: owner.id, ...(payload.managers[1] as object), last_name: null, phone: '(512) 555-7011' },
    ]);
    const row = await api.db.selectFrom('owners').select('tenant_id').where('id', '=', owner.id).executeTakeFirstOrThrow();
    expect(row.tenant_id).toBe(tenant1);
  });

  it("400 'Please fill all the fields' naming every blank mandatory field; nothing written", async () => {
    const before = await count('owners');
    const reply = await call(api, 'POST', 'owner', {
      token: tokens.companyAdmin,
      body: ownerPayload({
        info: { name: ' ', email: '', phone_number: null },
        addresses: [{ address_1: '', city: '', state: '', zip: '' }],
        managers: [{ first_name: '', last_name: '', email: '', phone: '' }],
      }),
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe(CREATE_MANDATORY);
    expect(reply.body.fields).toEqual(Object.fromEntries([
      'owner_info.name', 'owner_info.email', 'owner_info.phone_number', 'addresses.0.address_1', 'addresses.0.city',
      'addresses.0.state', 'addresses.0.zip', 'managers.0.first_name', 'managers.0.last_name', 'managers.0.email', 'managers.0.phone',
    ].map((f) => [f, CREATE_MANDATORY])));
    const none = await call(api, 'POST', 'owner', { token: tokens.companyAdmin, body: {} });
    expect(none.status).toBe(400);
    expect(none.body.error).toBe(CREATE_MANDATORY);
    expect(none.body.fields['owner_info.name']).toBe(CREATE_MANDATORY);
    const wrongType = await call(api, 'POST', 'owner', { token: tokens.companyAdmin, body: { owner_info: 'x', addresses: 3 } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error).toBe(CREATE_MANDATORY);
    expect(await count('owners')).toBe(before);
  });

  it('400 with the email, phone and zip messages of 001 §5, each field named', async () => {
    const reply = await call(api, 'POST', 'owner', {
      token: tokens.companyAdmin,
      body: ownerPayload({
        info: { email: 'not-an-email', cc_email: 'bad@', phone_number: '555-123', mobile_number: '12345' },
        addresses: [{ address_1: '1 A St', city: 'Austin', state: 'Texas', zip: '7870' }],
        managers: [{ first_name: 'A', last_name: 'B', email: 'nope', phone: '(512) 555-12' }],
      }),
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      error: BAD_EMAIL,
      fields: {
        'owner_info.email': BAD_EMAIL,
        'owner_info.cc_email': BAD_EMAIL,
        'managers.0.email': BAD_EMAIL,
        'owner_info.phone_number': BAD_PHONE,
        'owner_info.mobile_number': BAD_PHONE,
        'managers.0.phone': BAD_PHONE,
        'addresses.0.zip': BAD_ZIP,
      },
    });
  });

  it("409 'This email ID already exists.' for an owner email of the tenant (any case); another tenant may use it", async () => {
    const first = await createOwner();
    const before = await count('owners');
    const dup = await call(api, 'POST', 'owner', {
      token: tokens.companyAdmin, body: ownerPayload({ info: { email: first.email.toUpperCase() } }),
    });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ error: EMAIL_TAKEN, fields: { 'owner_info.email': EMAIL_TAKEN }, reason: 'EMAIL_TAKEN' });
    expect(await count('owners')).toBe(before);
    const other = await call(api, 'POST', 'owner', { token: tokens.secondAdmin, body: ownerPayload({ info: { email: first.email } }) });
    expect(other.status).toBe(200);
  });

  it('409 when two managers of the new owner share an email; nothing written (one transaction)', async () => {
    const before = [await count('owners'), await count('owner_addresses'), await count('owner_managers')];
    const email = `same-${unique()}@example.test`;
    const reply = await call(api, 'POST', 'owner', {
      token: tokens.companyAdmin,
      body: ownerPayload({ managers: [
        { first_name: 'A', last_name: 'B', email, phone: '5125550001' },
        { first_name: 'C', last_name: 'D', email: email.toUpperCase(), phone: '5125550002' },
      ] }),
    });
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({ error: EMAIL_TAKEN, fields: { 'managers.1.email': EMAIL_TAKEN }, reason: 'EMAIL_TAKEN' });
    expect([await count('owners'), await count('owner_addresses'), await count('owner_managers')]).toEqual(before);
  });

  it('401 without a token; 403 for role 13, a role without all_owners and a platform admin outside a company; full user and estimator may write', async () => {
    await expectGuarded('POST', 'owner', ownerPayload());
    expect((await call(api, 'POST', 'owner', { token: tokens.fullUser, body: ownerPayload() })).status).toBe(200);
    expect((await call(api, 'POST', 'owner', { token: tokens.estimator, body: ownerPayload() })).status).toBe(200);
    expect((await call(api, 'POST', 'owner', { token: adminInTenant1, body: ownerPayload() })).status).toBe(200);
  });
});

describe('GET owners, owner/{id}, owner/addresses, owner/managers', () => {
  let active: { id: number; name: string };
  let inactive: { id: number };

  beforeAll(async () => {
    active = await createOwner(ownerPayload({ info: { name: `Aaa Active ${unique()}` } }));
    inactive = await createOwner(ownerPayload({ info: { name: `Aaa Inactive ${unique()}` } }));
    await call(api, 'PUT', `owner/is-active/${inactive.id}`, { token: tokens.companyAdmin, body: { is_active: false } });
  });

  it('pages owners by name with total; active=true leaves inactive ones out; each owner carries addresses and managers', async () => {
    const all = await call(api, 'GET', 'owners?pageSize=100', { token: tokens.fullUser });
    expect(all.status).toBe(200);
    const ids = all.body.data.map((o: { id: number }) => o.id);
    expect(ids).toContain(active.id);
    expect(ids).toContain(inactive.id);
    expect(all.body.total).toBe(all.body.data.length);
    const names = all.body.data.map((o: { name: string }) => o.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const found = all.body.data.find((o: { id: number }) => o.id === active.id);
    expect(Object.keys(found).sort()).toEqual(OWNER_KEYS);
    expect(found.addresses).toHaveLength(1);
    expect(found.managers).toHaveLength(1);

    const page = await call(api, 'GET', 'owners?page=2&pageSize=2', { token: tokens.companyAdmin });
    expect(page.body.data).toHaveLength(2);
    expect(page.body.data.map((o: { id: number }) => o.id)).toEqual(ids.slice(2, 4));
    expect(page.body.total).toBe(all.body.total);

    const onlyActive = await call(api, 'GET', 'owners?active=true&pageSize=100', { token: tokens.estimator });
    const activeIds = onlyActive.body.data.map((o: { id: number }) => o.id);
    expect(activeIds).toContain(active.id);
    expect(activeIds).not.toContain(inactive.id);
    expect(onlyActive.body.data.every((o: { is_active: boolean }) => o.is_active)).toBe(true);
    expect(onlyActive.body.total).toBe(all.body.total - (await api.db.selectFrom('owners').select(sql<number>`count(*)::int`.as('n'))
      .where('tenant_id', '=', tenant1).where('is_active', '=', false).executeTakeFirstOrThrow()).n);
  });

  it('another tenant never sees them; bad query → 400', async () => {
    const other = await call(api, 'GET', 'owners?pageSize=100', { token: tokens.secondAdmin });
    expect(other.body.data.map((o: { id: number }) => o.id)).not.toContain(active.id);
    expect((await call(api, 'GET', 'owners?pageSize=1000', { token: tokens.companyAdmin })).status).toBe(400);
    expect((await call(api, 'GET', 'owners?page=0', { token: tokens.companyAdmin })).status).toBe(400);
  });

  it('GET owners: 401; 403 role 13 / no all_owners / no tenant', async () => {
    await expectGuarded('GET', 'owners');
  });

  it("GET owner/{id}: the owner with addresses and managers; 404 another tenant's; 404 unknown; 400 bad id; guarded", async () => {
    const reply = await call(api, 'GET', `owner/${active.id}`, { token: tokens.estimator });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ id: active.id, name: active.name, is_active: true });
    expect(reply.body.data.addresses).toHaveLength(1);
    const other = await call(api, 'GET', `owner/${active.id}`, { token: tokens.secondAdmin });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ error: 'Owner not found.' }); // as for a missing id: nothing tells it exists elsewhere
    const missing = await call(api, 'GET', 'owner/999999', { token: tokens.companyAdmin });
    expect(missing).toEqual({ status: 404, body: { error: 'Owner not found.' } });
    expect((await call(api, 'GET', 'owner/abc', { token: tokens.companyAdmin })).status).toBe(400);
    await expectGuarded('GET', `owner/${active.id}`);
  });

  it("GET owner/addresses and owner/managers: one owner's rows; all of the tenant's without owner_id; 403/404; guarded", async () => {
    const addresses = await call(api, 'GET', `owner/addresses?owner_id=${active.id}`, { token: tokens.companyAdmin });
    expect(addresses.status).toBe(200);
    expect(addresses.body.data).toEqual([expect.objectContaining({ owner_id: active.id, address_1: '1 Owner Way', zip: '78701' })]);
    const managers = await call(api, 'GET', `owner/managers?owner_id=${active.id}`, { token: tokens.companyAdmin });
    expect(managers.status).toBe(200);
    expect(managers.body.data).toEqual([expect.objectContaining({ owner_id: active.id, first_name: 'Max', last_name: 'Manager' })]);
    const allAddresses = await call(api, 'GET', 'owner/addresses', { token: tokens.companyAdmin });
    const owners = new Set(allAddresses.body.data.map((a: { owner_id: number }) => a.owner_id));
    expect(owners.has(active.id) && owners.has(inactive.id)).toBe(true);
    const allManagers = await call(api, 'GET', 'owner/managers', { token: tokens.secondAdmin });
    expect(allManagers.body.data.map((m: { owner_id: number }) => m.owner_id)).not.toContain(active.id);
    for (const path of ['owner/addresses', 'owner/managers']) {
      expect((await call(api, 'GET', `${path}?owner_id=${active.id}`, { token: tokens.secondAdmin })).status).toBe(404);
      expect((await call(api, 'GET', `${path}?owner_id=999999`, { token: tokens.companyAdmin })).status).toBe(404);
      expect((await call(api, 'GET', `${path}?owner_id=x`, { token: tokens.companyAdmin })).status).toBe(400);
      await expectGuarded('GET', `${path}?owner_id=${active.id}`);
    }
  });
});

describe('PUT owner/update/{id}', () => {
  it('updates the owner; addresses and managers with their ids are updated in place, new ones added, left-out ones deleted', async () => {
    const owner = await createOwner(ownerPayload({
      addresses: [
        { address_1: '1 Keep St', city: 'Austin', state: 'Texas', zip: '78701' },
        { address_1: '2 Drop St', city: 'Austin', state: 'Texas', zip: '78702' },
      ],
      managers: [
        { first_name: 'Keep', last_name: 'Me', email: `keep-${unique()}@example.test`, phone: '5125550101' },
        { first_name: 'Drop', last_name: 'Me', email: `drop-${unique()}@example.test`, phone: '5125550102' },
      ],
    }));
    const [keepAddress, dropAddress] = owner.addresses;
    const [keepManager, dropManager] = owner.managers;
    const newEmail = `renamed-${unique()}@example.test`;
    const reply = await call(api, 'PUT', `owner/update/${owner.id}`, {
      token: tokens.fullUser,
      body: {
        owner_info: { ...ownerPayload().owner_info, name: 'Renamed Owner', email: newEmail, fax_number: '' },
        addresses: [
          { id: keepAddress.id, address_1: '1 Kept Street', city: 'Austin', state: 'Texas', state_code: 'TX', zip: '78703' },
          { address_1: '3 New St', city: 'Houston', state: 'Texas', zip: '77001' },
          { address_1: '', city: 'Nowhere', state: '', zip: '' },
        ],
        managers: [
          { id: keepManager.id, first_name: 'Kept', last_name: 'Manager', email: keepManager.email, phone: '5125550199' },
          { first_name: 'New', last_name: 'Manager', email: `new-${unique()}@example.test`, phone: '5125550103' },
        ],
      },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const data = reply.body.data;
    expect(data).toMatchObject({ id: owner.id, name: 'Renamed Owner', email: newEmail, fax_number: null });
    expect(data.addresses.map((a: { id: number; address_1: string; zip: string }) => [a.id === keepAddress.id, a.address_1, a.zip]))
      .toEqual([[true, '1 Kept Street', '78703'], [false, '3 New St', '77001']]);
    expect(data.addresses.map((a: { id: number }) => a.id)).not.toContain(dropAddress.id);
    expect(data.managers.map((m: { id: number; first_name: string }) => [m.id === keepManager.id, m.first_name]))
      .toEqual([[true, 'Kept'], [false, 'New']]);
    expect(data.managers.map((m: { id: number }) => m.id)).not.toContain(dropManager.id);
    const fetched = await call(api, 'GET', `owner/${owner.id}`, { token: tokens.companyAdmin });
    expect(fetched.body.data).toEqual(data);
  });

  it('keeps a left-out address or manager that another table still references (e.g. a project)', async () => {
    const owner = await createOwner(ownerPayload({
      addresses: [
        { address_1: '1 Main St', city: 'Austin', state: 'Texas', zip: '78701' },
        { address_1: '2 Used St', city: 'Austin', state: 'Texas', zip: '78702' },
      ],
      managers: [
        { first_name: 'Main', last_name: 'M', email: `main-${unique()}@example.test`, phone: '5125550201' },
        { first_name: 'Used', last_name: 'U', email: `used-${unique()}@example.test`, phone: '5125550202' },
      ],
    }));
    const used = owner.addresses[1];
    const usedManager = owner.managers[1];
    // A stand-in for the projects table: it references the address and manager a project picked.
    await sql`create table if not exists owner_ref_probe (
      tenant_id integer not null, address_id integer, manager_id integer,
      foreign key (tenant_id, address_id) references owner_addresses (tenant_id, id),
      foreign key (tenant_id, manager_id) references owner_managers (tenant_id, id))`.execute(api.db);
    await sql`insert into owner_ref_probe values (${tenant1}, ${used.id}, ${usedManager.id})`.execute(api.db);
    const reply = await call(api, 'PUT', `owner/update/${owner.id}`, {
      token: tokens.companyAdmin,
      body: { owner_info: { name: owner.name, email: owner.email, phone_number: owner.phone_number }, addresses: [owner.addresses[0]], managers: [owner.managers[0]] },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data.addresses.map((a: { id: number }) => a.id)).toEqual([owner.addresses[0].id, used.id]);
    expect(reply.body.data.managers.map((m: { id: number }) => m.id)).toEqual([owner.managers[0].id, usedManager.id]);
    await sql`drop table owner_ref_probe`.execute(api.db);
  });

  it("update messages: 'Please fill all the mandatory fields!', 'Please enter a valid email address.', 'Please enter a valid mobile number.'", async () => {
    const owner = await createOwner();
    const blank = await call(api, 'PUT', `owner/update/${owner.id}`, {
      token: tokens.companyAdmin, body: ownerPayload({ info: { name: '' }, managers: [{ first_name: 'A', last_name: 'B', email: 'a@b.co', phone: '' }] }),
    });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ error: UPDATE_MANDATORY, fields: { 'owner_info.name': UPDATE_MANDATORY, 'managers.0.phone': UPDATE_MANDATORY } });
    const email = await call(api, 'PUT', `owner/update/${owner.id}`, { token: tokens.companyAdmin, body: ownerPayload({ info: { email: 'x@y' } }) });
    expect(email.status).toBe(400);
    expect(email.body).toEqual({ error: BAD_EMAIL, fields: { 'owner_info.email': BAD_EMAIL } });
    const phone = await call(api, 'PUT', `owner/update/${owner.id}`, {
      token: tokens.companyAdmin,
      body: ownerPayload({ info: { phone_number: '(512) 555-123' }, managers: [{ first_name: 'A', last_name: 'B', email: 'a@b.co', phone: '55512345678' }] }),
    });
    expect(phone.status).toBe(400);
    expect(phone.body).toEqual({ error: BAD_PHONE, fields: { 'owner_info.phone_number': BAD_PHONE, 'managers.0.phone': BAD_PHONE } });
    const none = await call(api, 'PUT', `owner/update/${owner.id}`, { token: tokens.companyAdmin, body: {} });
    expect(none.status).toBe(400);
    expect(none.body.error).toBe(UPDATE_MANDATORY);
    const unchanged = await call(api, 'GET', `owner/${owner.id}`, { token: tokens.companyAdmin });
    expect(unchanged.body.data.name).toBe(owner.name);
  });

  it("409 on another owner's email; its own email is fine; 403 other tenant; 404 unknown; guarded", async () => {
    const a = await createOwner();
    const b = await createOwner();
    const dup = await call(api, 'PUT', `owner/update/${b.id}`, { token: tokens.companyAdmin, body: ownerPayload({ info: { email: a.email } }) });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ error: EMAIL_TAKEN, fields: { 'owner_info.email': EMAIL_TAKEN }, reason: 'EMAIL_TAKEN' });
    const same = await call(api, 'PUT', `owner/update/${b.id}`, { token: tokens.companyAdmin, body: ownerPayload({ info: { email: b.email.toUpperCase() } }) });
    expect(same.status).toBe(200);
    // Another company's owner answers exactly as a missing one (issue 9 §6).
    const other = await call(api, 'PUT', `owner/update/${b.id}`, { token: tokens.secondAdmin, body: ownerPayload() });
    const missing = await call(api, 'PUT', 'owner/update/999999', { token: tokens.companyAdmin, body: ownerPayload() });
    expect(missing.status).toBe(404);
    expect(other).toEqual(missing);
    await expectGuarded('PUT', `owner/update/${b.id}`, ownerPayload());
  });
});

describe('PUT owner/is-active/{id}', () => {
  it('deactivates and reactivates; 400 bad body; 404 other tenant; 404; guarded', async () => {
    const owner = await createOwner();
    const off = await call(api, 'PUT', `owner/is-active/${owner.id}`, { token: tokens.estimator, body: { is_active: false } });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ id: owner.id, is_active: false });
    const on = await call(api, 'PUT', `owner/is-active/${owner.id}`, { token: tokens.companyAdmin, body: { is_active: true } });
    expect(on.body.data.is_active).toBe(true);
    expect((await call(api, 'PUT', `owner/is-active/${owner.id}`, { token: tokens.companyAdmin, body: {} })).status).toBe(400);
    expect((await call(api, 'PUT', `owner/is-active/${owner.id}`, { token: tokens.secondAdmin, body: { is_active: false } })).status).toBe(404);
    expect((await call(api, 'PUT', 'owner/is-active/999999', { token: tokens.companyAdmin, body: { is_active: false } })).status).toBe(404);
    await expectGuarded('PUT', `owner/is-active/${owner.id}`, { is_active: false });
    expect((await call(api, 'GET', `owner/${owner.id}`, { token: tokens.companyAdmin })).body.data.is_active).toBe(true);
  });
});

describe('POST owner/address and owner/manager', () => {
  it('adds addresses to an owner', async () => {
    const owner = await createOwner();
    const reply = await call(api, 'POST', 'owner/address', {
      token: tokens.companyAdmin,
      body: { owner_id: owner.id, addresses: [
        { address_1: '9 Added Rd', address_2: '', city: 'Austin', state: 'Texas', state_code: 'TX', zip: '78705' },
        { address_1: '10 Added Rd', city: 'Austin', state: 'Texas', zip: '78706' },
      ] },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual([
      expect.objectContaining({ owner_id: owner.id, address_1: '9 Added Rd', address_2: null, zip: '78705', state_code: 'TX' }),
      expect.objectContaining({ owner_id: owner.id, address_1: '10 Added Rd', zip: '78706' }),
    ]);
    const list = await call(api, 'GET', `owner/addresses?owner_id=${owner.id}`, { token: tokens.companyAdmin });
    expect(list.body.data).toHaveLength(3);
  });

  it("address: 'Select an owner first.', 'Enter all the mandatory fields.', zip message; 403 other tenant; 404; guarded", async () => {
    const owner = await createOwner();
    const noOwner = await call(api, 'POST', 'owner/address', { token: tokens.companyAdmin, body: { addresses: [{ address_1: 'a', city: 'b', state: 'c', zip: '12345' }] } });
    expect(noOwner.status).toBe(400);
    expect(noOwner.body).toEqual({ error: 'Select an owner first.', fields: { owner_id: 'Select an owner first.' } });
    const blank = await call(api, 'POST', 'owner/address', { token: tokens.companyAdmin, body: { owner_id: owner.id, addresses: [{ address_1: 'a', city: '', state: 'c', zip: '' }] } });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({
      error: 'Enter all the mandatory fields.',
      fields: { 'addresses.0.city': 'Enter all the mandatory fields.', 'addresses.0.zip': 'Enter all the mandatory fields.' },
    });
    const empty = await call(api, 'POST', 'owner/address', { token: tokens.companyAdmin, body: { owner_id: owner.id, addresses: [] } });
    expect(empty.body.error).toBe('Enter all the mandatory fields.');
    const zip = await call(api, 'POST', 'owner/address', { token: tokens.companyAdmin, body: { owner_id: owner.id, addresses: [{ address_1: 'a', city: 'b', state: 'c', zip: '123' }] } });
    expect(zip.body).toEqual({ error: BAD_ZIP, fields: { 'addresses.0.zip': BAD_ZIP } });
    const body = { owner_id: owner.id, addresses: [{ address_1: 'a', city: 'b', state: 'c', zip: '12345' }] };
    expect((await call(api, 'POST', 'owner/address', { token: tokens.secondAdmin, body })).status).toBe(404);
    expect((await call(api, 'POST', 'owner/address', { token: tokens.companyAdmin, body: { ...body, owner_id: 999999 } })).status).toBe(404);
    await expectGuarded('POST', 'owner/address', body);
    expect((await call(api, 'GET', `owner/addresses?owner_id=${owner.id}`, { token: tokens.companyAdmin })).body.data).toHaveLength(1);
  });

  it("adds a manager; 409 'This email ID already exists.' when a manager of that owner has the email (any case); another owner may", async () => {
    const owner = await createOwner();
    const email = `added-${unique()}@example.test`;
    const reply = await call(api, 'POST', 'owner/manager', {
      token: tokens.fullUser, body: { owner_id: owner.id, first_name: 'Added', last_name: 'Manager', email, phone: '(512) 555-0300' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ id: expect.any(Number), owner_id: owner.id, first_name: 'Added', last_name: 'Manager', email, phone: '(512) 555-0300' });
    const dup = await call(api, 'POST', 'owner/manager', {
      token: tokens.companyAdmin, body: { owner_id: owner.id, first_name: 'Again', last_name: '', email: email.toUpperCase(), phone: '5125550301' },
    });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ error: EMAIL_TAKEN, fields: { email: EMAIL_TAKEN }, reason: 'EMAIL_TAKEN' });
    const other = await createOwner();
    const elsewhere = await call(api, 'POST', 'owner/manager', {
      token: tokens.companyAdmin, body: { owner_id: other.id, first_name: 'Same', email, phone: '5125550302' },
    });
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.data.last_name).toBeNull();
  });

  it("manager: 'Select an owner first.', 'Fill all the fields.', email and phone messages; 403 other tenant; 404; guarded", async () => {
    const owner = await createOwner();
    const noOwner = await call(api, 'POST', 'owner/manager', { token: tokens.companyAdmin, body: { first_name: 'A', email: 'a@b.co', phone: '5125550000' } });
    expect(noOwner.body).toEqual({ error: 'Select an owner first.', fields: { owner_id: 'Select an owner first.' } });
    const blank = await call(api, 'POST', 'owner/manager', { token: tokens.companyAdmin, body: { owner_id: owner.id, first_name: '', last_name: 'X', email: '', phone: '' } });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({
      error: 'Fill all the fields.',
      fields: { first_name: 'Fill all the fields.', email: 'Fill all the fields.', phone: 'Fill all the fields.' },
    });
    const bad = await call(api, 'POST', 'owner/manager', { token: tokens.companyAdmin, body: { owner_id: owner.id, first_name: 'A', email: 'a@b', phone: '123' } });
    expect(bad.body).toEqual({ error: BAD_EMAIL, fields: { email: BAD_EMAIL, phone: BAD_PHONE } });
    const body = { owner_id: owner.id, first_name: 'A', last_name: 'B', email: `g-${unique()}@example.test`, phone: '5125550000' };
    expect((await call(api, 'POST', 'owner/manager', { token: tokens.secondAdmin, body })).status).toBe(404);
    expect((await call(api, 'POST', 'owner/manager', { token: tokens.companyAdmin, body: { ...body, owner_id: 999999 } })).status).toBe(404);
    await expectGuarded('POST', 'owner/manager', body);
    expect((await call(api, 'GET', `owner/managers?owner_id=${owner.id}`, { token: tokens.companyAdmin })).body.data).toHaveLength(1);
  });
});

describe('generic lists', () => {
  it('adds building and project types; lists them by value; 409 when the value exists (any case); per tenant', async () => {
    const value = `Zz Stadium ${unique()}`;
    const added = await call(api, 'POST', 'generic', { token: tokens.companyAdmin, body: { key: 'building_type', value: ` ${value} ` } });
    expect(added.status).toBe(200);
    expect(added.body.data).toEqual({ id: expect.any(Number), key: 'building_type', value, Value: value });
    const list = await call(api, 'GET', 'generic/building_type', { token: tokens.estimator });
    const values = list.body.data.map((g: { value: string }) => g.value);
    expect(values).toContain(value);
    expect(values.map((v: string) => v.toLowerCase())).toEqual([...values.map((v: string) => v.toLowerCase())].sort());
    expect((await call(api, 'GET', 'generic/project_type', { token: tokens.companyAdmin })).body.data.map((g: { value: string }) => g.value)).not.toContain(value);
    const dup = await call(api, 'POST', 'generic', { token: tokens.companyAdmin, body: { key: 'building_type', value: value.toUpperCase() } });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({
      error: 'This building type already exists.', fields: { value: 'This building type already exists.' }, reason: 'GENERIC_VALUE_EXISTS',
    });
    const dupProject = await call(api, 'POST', 'generic', { token: tokens.companyAdmin, body: { key: 'project_type', value: 'renovation' } });
    expect(dupProject.status).toBe(409);
    expect(dupProject.body.error).toBe('This project type already exists.');
    expect(dupProject.body.reason).toBe('GENERIC_VALUE_EXISTS');
    // The same value under the other key, or in another tenant, is fine.
    expect((await call(api, 'POST', 'generic', { token: tokens.companyAdmin, body: { key: 'project_type', value } })).status).toBe(200);
    expect((await call(api, 'POST', 'generic', { token: tokens.secondAdmin, body: { key: 'building_type', value } })).status).toBe(200);
    const other = await call(api, 'GET', 'generic/building_type', { token: tokens.secondAdmin });
    expect(other.body.data.map((g: { value: string }) => g.value)).toEqual([value]);
  });

  it("400 'Add building type.' / 'Add project type.' when blank; 400 for an unknown key", async () => {
    const before = await count('generic_values');
    const b = await call(api, 'POST', 'generic', { token: tokens.companyAdmin, body: { key: 'building_type', value: '  ' } });
    expect(b).toEqual({ status: 400, body: { error: 'Add building type.', fields: { value: 'Add building type.' } } });
    const p = await call(api, 'POST', 'generic', { token: tokens.companyAdmin, body: { key: 'project_type' } });
    expect(p).toEqual({ status: 400, body: { error: 'Add project type.', fields: { value: 'Add project type.' } } });
    expect((await call(api, 'POST', 'generic', { token: tokens.companyAdmin, body: { key: 'colour', value: 'x' } })).status).toBe(400);
    expect((await call(api, 'GET', 'generic/colour', { token: tokens.companyAdmin })).status).toBe(400);
    expect(await count('generic_values')).toBe(before);
  });

  it('401; 403 for role 13 and outside a tenant; create_project alone is enough (the project forms use the lists)', async () => {
    for (const [method, url, body] of [['GET', 'generic/building_type', undefined], ['GET', 'generic/project_type', undefined],
      ['POST', 'generic', { key: 'project_type', value: `V ${unique()}` }]] as const) {
      expect((await call(api, method, url, { body })).status).toBe(401);
      expect((await call(api, method, url, { token: subInTenant1, body })).status).toBe(403);
      expect((await call(api, method, url, { token: tokens.platformAdmin, body })).status).toBe(403);
    }
    await withoutOwnerGrant(async () => {
      expect((await call(api, 'GET', 'owners', { token: tokens.estimator })).status).toBe(403);
      expect((await call(api, 'GET', 'generic/building_type', { token: tokens.estimator })).status).toBe(200);
      const add = await call(api, 'POST', 'generic', { token: tokens.estimator, body: { key: 'project_type', value: `Est ${unique()}` } });
      expect(add.status).toBe(200);
    });
    // Without all_owners and create_project both, the lists are refused.
    const grants = () => api.db.updateTable('role_permissions').where('role_id', '=', 4).where('area', 'in', ['all_owners', 'create_project']);
    await grants().set({ can_read: false, can_write: false }).execute();
    try {
      expect((await call(api, 'GET', 'generic/project_type', { token: tokens.estimator })).status).toBe(403);
      expect((await call(api, 'POST', 'generic', { token: tokens.estimator, body: { key: 'project_type', value: 'x' } })).status).toBe(403);
    } finally {
      await grants().set({ can_read: true, can_write: true }).execute();
    }
  });
});

const HEADER = 'name,first_name,last_name,email,phone_number,fax_number,cc_email,payable_email,account_recievable_email,mobile_number,address_1,address_2,city,state,state_code,zip,manager_first_name,manager_last_name,manager_email,manager_phone';

/** Tags the emails of one test's file (set at the start of each test). */
let run = 0;
const nextRun = () => (run = (counter += 1));

function ownerLine(n: number, overrides: Partial<Record<string, string>> = {}): string {
  const cells: Record<string, string> = {
    name: `Csv Owner ${n}`, first_name: 'Cora', last_name: 'Csv', email: `csv-owner-${n}-${run}@import.test`, phone_number: '(512) 555-0101',
    fax_number: '', cc_email: '', payable_email: '', account_recievable_email: '', mobile_number: '', address_1: `${n} Import Rd`,
    address_2: '', city: 'Austin', state: 'Texas', state_code: 'TX', zip: '78701', manager_first_name: 'Manny',
    manager_last_name: 'Csv', manager_email: `manny-${n}-${run}@import.test`, manager_phone: '512-555-0102', ...overrides,
  };
  return HEADER.split(',').map((c) => cells[c]).join(',');
}

/** A CSV upload to the owners' route, as a browser form would send it. */
const upload = (token: string | undefined, file?: CsvFile) => uploadFile(api, 'owner/uploadcsvdata', token, file);

describe('POST owner/uploadcsvdata', () => {
  it('imports every row (owner + first address + first manager) in one transaction; optional columns may be left out', async () => {
    nextRun();
    const csv = [HEADER, ownerLine(1, { fax_number: '(512) 555-0199', cc_email: 'cc@import.test' }), ownerLine(2, { address_2: 'Suite 5' }), ''].join('\r\n');
    const reply = await upload(tokens.companyAdmin, { name: 'owners.csv', type: 'text/csv', content: csv });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toEqual({ data: { imported: 2, message: '2 owners have been imported.' } });
    const rows = await api.db.selectFrom('owners').select(['id', 'name', 'fax_number', 'cc_email', 'tenant_id', sql<number>`xmin::text`.as('tx')])
      .where('email', 'like', `csv-owner-%-${run}@import.test`).orderBy('id').execute();
    expect(rows.map((r) => [r.name, r.fax_number, r.cc_email, r.tenant_id])).toEqual([
      ['Csv Owner 1', '(512) 555-0199', 'cc@import.test', tenant1],
      ['Csv Owner 2', null, null, tenant1],
    ]);
    expect(new Set(rows.map((r) => r.tx)).size).toBe(1);
    const owner2 = await call(api, 'GET', `owner/${rows[1]!.id}`, { token: tokens.companyAdmin });
    expect(owner2.body.data.addresses).toEqual([expect.objectContaining({ address_1: '2 Import Rd', address_2: 'Suite 5', zip: '78701', state_code: 'TX' })]);
    expect(owner2.body.data.managers).toEqual([expect.objectContaining({ first_name: 'Manny', last_name: 'Csv', email: `manny-2-${run}@import.test` })]);

    nextRun();
    const minimal = 'Name,Email,Phone Number,Address 1,City,State,Zip,Manager First Name,Manager Last Name,Manager Email,Manager Phone\n'
      + `Minimal Owner,minimal-${run}@import.test,5125550000,1 Min St,Austin,Texas,78701,Min,Imal,min-${run}@import.test,5125550001\n`;
    const small = await upload(tokens.estimator, { name: 'owners.csv', type: 'text/csv', content: minimal });
    expect(small.status, JSON.stringify(small.body)).toBe(200);
    expect(small.body.data).toEqual({ imported: 1, message: '1 owner has been imported.' });
  });

  it('refuses a file with bad rows, listing EVERY bad row, and writes nothing', async () => {
    nextRun();
    const existing = await createOwner();
    const csv = [
      HEADER,
      ownerLine(1),
      ownerLine(2, { name: '', email: 'not-an-email' }),
      ownerLine(3, { zip: '123', manager_phone: '555' }),
      ownerLine(4, { email: existing.email.toUpperCase() }),
      ownerLine(5, { email: `csv-owner-1-${run}@import.test`, manager_email: '' }),
      ownerLine(6, { address_1: '', cc_email: 'bad' }),
    ].join('\n');
    const before = [await count('owners'), await count('owner_addresses'), await count('owner_managers')];
    const reply = await upload(tokens.companyAdmin, { name: 'owners.csv', type: 'text/csv', content: csv });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      error: '5 rows are not valid; nothing was imported.',
      reason: 'CSV_REJECTED',
      rows: [
        { line: 3, column: 'name', reason: CREATE_MANDATORY },
        { line: 3, column: 'email', reason: BAD_EMAIL },
        { line: 4, column: 'manager_phone', reason: BAD_PHONE },
        { line: 4, column: 'zip', reason: BAD_ZIP },
        { line: 5, column: 'email', reason: EMAIL_TAKEN },
        { line: 6, column: 'manager_email', reason: CREATE_MANDATORY },
        { line: 6, column: 'email', reason: 'This email is also on line 2.' },
        { line: 7, column: 'address_1', reason: CREATE_MANDATORY },
        { line: 7, column: 'cc_email', reason: BAD_EMAIL },
      ],
    });
    expect([await count('owners'), await count('owner_addresses'), await count('owner_managers')]).toEqual(before);
  });

  it('400 for a file that is not CSV, an empty file, missing columns, a header without rows, no file at all', async () => {
    const before = await count('owners');
    const wrong = await upload(tokens.companyAdmin, { name: 'owners.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', content: 'PK\u0003\u0004' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: 'Only .csv files can be uploaded.', fields: { file: 'Only .csv files can be uploaded.' } });
    expect((await upload(tokens.companyAdmin, { name: 'owners.csv', type: 'text/csv', content: '' })).body.error).toBe('The file is empty.');
    const missing = await upload(tokens.companyAdmin, { name: 'owners.csv', type: 'text/csv', content: 'name,email\nA,a@b.test\n' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe(`The file is missing these columns: phone_number, address_1, city, state, zip, manager_first_name, manager_last_name, manager_email, manager_phone. Expected: ${HEADER}.`);
    expect((await upload(tokens.companyAdmin, { name: 'owners.csv', type: 'text/csv', content: `${HEADER}\n` })).body.error).toBe('The file has no data rows.');
    const none = await upload(tokens.companyAdmin);
    expect(none).toEqual({ status: 400, body: { error: 'Select a file to upload.', fields: { file: 'Select a file to upload.' } } });
    const json = await call(api, 'POST', 'owner/uploadcsvdata', { token: tokens.companyAdmin, body: { csv: 'x' } });
    expect(json.status).toBe(400);
    expect(json.body.error).toBe('Select a file to upload.');
    expect(await count('owners')).toBe(before);
  });

  it('401 without a token; 403 for role 13, a role without all_owners and outside a tenant; imports into the caller\'s tenant only', async () => {
    nextRun();
    const file = { name: 'owners.csv', type: 'text/csv', content: `${HEADER}\n${ownerLine(1)}\n` };
    const before = await count('owners');
    expect((await upload(undefined, file)).status).toBe(401);
    expect((await upload(subInTenant1, file)).status).toBe(403);
    expect((await upload(tokens.platformAdmin, file)).status).toBe(403);
    await withoutOwnerGrant(async () => {
      expect((await upload(tokens.estimator, file)).status).toBe(403);
    });
    expect(await count('owners')).toBe(before);
    const second = await upload(tokens.secondAdmin, file);
    expect(second.status).toBe(200);
    const row = await api.db.selectFrom('owners').select('tenant_id').where('email', '=', `csv-owner-1-${run}@import.test`).executeTakeFirstOrThrow();
    expect(row.tenant_id).toBe(tenant2);
  });
});

describe('OpenAPI', () => {
  it('documents every owners and generic route', async () => {
    const reply = await api.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = Object.keys(JSON.parse(reply.body).paths);
    for (const path of [
      '/api/v1/owners', '/api/v1/owner/{id}', '/api/v1/owner/addresses', '/api/v1/owner/managers', '/api/v1/owner',
      '/api/v1/owner/update/{id}', '/api/v1/owner/is-active/{id}', '/api/v1/owner/address', '/api/v1/owner/manager',
      '/api/v1/owner/uploadcsvdata', '/api/v1/generic/{key}', '/api/v1/generic',
    ]) expect(paths, path).toContain(path);
  });
});
