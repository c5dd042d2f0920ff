import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ROLE_IDS } from '../../auth/areas.js';
import { call, uploadFile, type CsvFile } from '../../test-support.js';
import { withGrant } from '../../testing.js';
import {
  api, BAD_EMAIL, BAD_PHONE, BAD_ZIP, count, CREATE_MANDATORY, createOwner, EMAIL_TAKEN, expectGuarded, nextCount,
  subInTenant1, tenant1, tenant2, tokens, unique, useOwnersApi, withoutOwnerGrant,
} from './fixture.js';

useOwnersApi();

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
    await withoutOwnerGrant(() => withGrant(api, ROLE_IDS.estimator, 'create_project', { can_read: false, can_write: false }, async () => {
      expect((await call(api, 'GET', 'generic/project_type', { token: tokens.estimator })).status).toBe(403);
      expect((await call(api, 'POST', 'generic', { token: tokens.estimator, body: { key: 'project_type', value: 'x' } })).status).toBe(403);
    }));
  });
});

const HEADER = 'name,first_name,last_name,email,phone_number,fax_number,cc_email,payable_email,account_recievable_email,mobile_number,address_1,address_2,city,state,state_code,zip,manager_first_name,manager_last_name,manager_email,manager_phone';

/** Tags the emails of one test's file (set at the start of each test). */
let run = 0;
const nextRun = () => (run = nextCount());

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
    const small = await upload(tokens.companyAdmin, { name: 'owners.csv', type: 'text/csv', content: minimal });
    expect(small.status, JSON.stringify(small.body)).toBe(200);
    expect(small.body.data).toEqual({ imported: 1, message: '1 owner has been imported.' });
  });

  it('needs write on upload_owners: the Full User and the Estimator, who write owners but hold no upload_owners, get 403', async () => {
    nextRun();
    const minimal = 'Name,Email,Phone Number,Address 1,City,State,Zip,Manager First Name,Manager Last Name,Manager Email,Manager Phone\n'
      + `Refused Owner,refused-${run}@import.test,5125550000,1 Min St,Austin,Texas,78701,Ref,Used,ref-${run}@import.test,5125550001\n`;
    for (const token of [tokens.fullUser, tokens.estimator]) {
      const reply = await upload(token, { name: 'owners.csv', type: 'text/csv', content: minimal });
      expect(reply.status, JSON.stringify(reply.body)).toBe(403);
    }
    expect(await api.db.selectFrom('owners').select('id').where('email', '=', `refused-${run}@import.test`).execute()).toEqual([]);
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
