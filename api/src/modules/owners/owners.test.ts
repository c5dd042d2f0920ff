import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support.js';
import {
  adminInTenant1, api, BAD_EMAIL, BAD_PHONE, BAD_ZIP, count, CREATE_MANDATORY, createOwner, EMAIL_TAKEN,
  expectGuarded, OWNER_KEYS, ownerPayload, tenant1, tokens, unique, UPDATE_MANDATORY, useOwnersApi,
} from './fixture.js';

useOwnersApi();

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

  it('400 with the email, phone and zip messages of docs/projects.md §5, each field named', async () => {
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

describe('DELETE owner/{id}', () => {
  it('deletes an owner no project names, with its addresses and managers; 404 after, 404 for another tenant; guarded', async () => {
    const owner = await createOwner();
    await expectGuarded('DELETE', `owner/${owner.id}`);
    expect((await call(api, 'DELETE', `owner/${owner.id}`, { token: tokens.secondAdmin })).status).toBe(404);
    const before = { addresses: await count('owner_addresses'), managers: await count('owner_managers') };
    const reply = await call(api, 'DELETE', `owner/${owner.id}`, { token: tokens.companyAdmin });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toEqual({ data: true });
    expect(await count('owner_addresses')).toBe(before.addresses - owner.addresses.length);
    expect(await count('owner_managers')).toBe(before.managers - owner.managers.length);
    expect((await call(api, 'GET', `owner/${owner.id}`, { token: tokens.companyAdmin })).status).toBe(404);
    expect((await call(api, 'DELETE', `owner/${owner.id}`, { token: tokens.companyAdmin })).status).toBe(404);
  });

  it('409 OWNER_IN_USE naming the projects while a project names the owner; nothing deleted', async () => {
    const used = await api.db.selectFrom('projects').select(['owner_id', sql<number>`count(*) over (partition by owner_id)::int`.as('n')])
      .where('tenant_id', '=', tenant1).orderBy('owner_id').executeTakeFirstOrThrow();
    const owners = await count('owners');
    const reply = await call(api, 'DELETE', `owner/${used.owner_id}`, { token: tokens.companyAdmin });
    expect(reply.status).toBe(409);
    const projects = used.n === 1 ? '1 project' : `${used.n} projects`;
    expect(reply.body).toMatchObject({ error: `This owner cannot be deleted: it is used by ${projects}.`, reason: 'OWNER_IN_USE' });
    expect(await count('owners')).toBe(owners);
  });
});
