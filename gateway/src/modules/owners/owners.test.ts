import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoInternals, firstError, startHarness, uniqueTag, type Harness } from '../../testkit.js';

const ADDRESS_FIELDS = 'id ownerId address1 address2 city state stateCode zip';
const MANAGER_FIELDS = 'id ownerId firstName lastName email phone';
const OWNER_FIELDS = `id name firstName lastName email phone fax ccEmail payableEmail accountReceivableEmail mobile isActive
  addresses { ${ADDRESS_FIELDS} } managers { ${MANAGER_FIELDS} }`;

const OWNERS = `query($activeOnly: Boolean, $page: Int, $pageSize: Int) {
  owners(activeOnly: $activeOnly, page: $page, pageSize: $pageSize) { total items { ${OWNER_FIELDS} } } }`;
const OWNER = `query($id: ID!) { owner(id: $id) { ${OWNER_FIELDS} } }`;
const ADDRESSES = `query($id: ID!) { ownerAddresses(ownerId: $id) { ${ADDRESS_FIELDS} } }`;
const MANAGERS = `query($id: ID!) { ownerManagers(ownerId: $id) { ${MANAGER_FIELDS} } }`;
const TYPES = '{ buildingTypes { id value } projectTypes { id value } }';
const CREATE = `mutation($input: OwnerInput!) { createOwner(input: $input) { ${OWNER_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: OwnerInput!) { updateOwner(id: $id, input: $input) { ${OWNER_FIELDS} } }`;
const SET_ACTIVE = 'mutation($id: ID!, $on: Boolean!) { setOwnerActive(id: $id, isActive: $on) { id isActive } }';
const ADD_ADDRESS = `mutation($id: ID!, $a: OwnerAddressInput!) { addOwnerAddress(ownerId: $id, address: $a) { ${ADDRESS_FIELDS} } }`;
const ADD_MANAGER = `mutation($id: ID!, $m: OwnerManagerInput!) { addOwnerManager(ownerId: $id, manager: $m) { ${MANAGER_FIELDS} } }`;
const ADD_GENERIC = 'mutation($key: GenericListKey!, $value: String!) { addGenericValue(key: $key, value: $value) { id value } }';
const UPLOAD = 'mutation($csv: String!) { uploadOwnersCsv(csv: $csv) { ok imported message errors { line column reason } } }';

const HEADER = 'name,first_name,last_name,email,phone_number,fax_number,cc_email,payable_email,account_recievable_email,mobile_number,address_1,address_2,city,state,state_code,zip,manager_first_name,manager_last_name,manager_email,manager_phone';

const unique = uniqueTag;

function ownerInput(overrides: { info?: Record<string, unknown>; addresses?: unknown[]; managers?: unknown[] } = {}) {
  const tag = unique();
  return {
    info: {
      name: `Gw Owner ${tag}`, firstName: 'Greta', lastName: 'Gateway', email: `gw-owner-${tag}@gw.test`, phone: '(512) 555-0142',
      fax: '(512) 555-0143', ccEmail: `cc-${tag}@gw.test`, payableEmail: `ap-${tag}@gw.test`, accountReceivableEmail: `ar-${tag}@gw.test`,
      mobile: '(512) 555-0144', ...overrides.info,
    },
    addresses: overrides.addresses ?? [
      { address1: '5 Query Lane', address2: 'Unit 1', city: 'Austin', state: 'Texas', stateCode: 'TX', zip: '78701' },
    ],
    managers: overrides.managers ?? [{ firstName: 'Mona', lastName: 'Graph', email: `mona-${tag}@gw.test`, phone: '(512) 555-0150' }],
  };
}

describe('owners module', () => {
  let h: Harness;
  let admin: string;
  let estimator: string;
  let otherAdmin: string;
  let sub: string;

  beforeAll(async () => {
    h = await startHarness();
    admin = await h.login('companyadmin@demo.test');
    estimator = await h.login('estimator@demo.test');
    otherAdmin = await h.login('admin2@demo.test');
    const subLogin = await h.login('sub@demo.test');
    const companies = await h.api.db.selectFrom('companies').select('tenant_id').orderBy('tenant_id').execute();
    const res = await fetch(`${h.api.url}/api/v1/auth/tenant`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${subLogin}` },
      body: JSON.stringify({ company_id: companies[0]!.tenant_id }),
    });
    sub = ((await res.json()) as { data: { token: string } }).data.token;
  });
  afterAll(async () => {
    await h?.close();
  });

  async function create(input = ownerInput()) {
    const res = await h.gql(CREATE, { input }, admin);
    expect(res.errors, res.raw).toBeUndefined();
    return res.data.createOwner;
  }

  it('creates an owner with every field mapped', async () => {
    const input = ownerInput();
    const owner = await create(input);
    expect(owner).toEqual({
      id: expect.any(String), ...input.info, isActive: true,
      addresses: [{ id: expect.any(String), ownerId: owner.id, ...(input.addresses[0] as object) }],
      managers: [{ id: expect.any(String), ownerId: owner.id, ...(input.managers[0] as object) }],
    });
    const fetched = await h.gql(OWNER, { id: owner.id }, estimator);
    expect(fetched.data.owner).toEqual(owner);
  });

  it('lists owners a page at a time; activeOnly leaves deactivated ones out; setOwnerActive flips the flag', async () => {
    const owner = await create();
    const off = await h.gql(SET_ACTIVE, { id: owner.id, on: false }, admin);
    expect(off.data.setOwnerActive).toEqual({ id: owner.id, isActive: false });
    const all = await h.gql(OWNERS, { pageSize: 100 }, admin);
    expect(all.errors, all.raw).toBeUndefined();
    expect(all.data.owners.total).toBe(all.data.owners.items.length);
    expect(all.data.owners.total).toBeGreaterThanOrEqual(7);
    expect(all.data.owners.items.map((o: { id: string }) => o.id)).toContain(owner.id);
    const active = await h.gql(OWNERS, { activeOnly: true, pageSize: 100 }, admin);
    expect(active.data.owners.items.map((o: { id: string }) => o.id)).not.toContain(owner.id);
    expect(active.data.owners.total).toBe(all.data.owners.total - 1);
    const page = await h.gql(OWNERS, { page: 2, pageSize: 3 }, admin);
    expect(page.data.owners.items.map((o: { id: string }) => o.id)).toEqual(all.data.owners.items.slice(3, 6).map((o: { id: string }) => o.id));
  });

  it('updates an owner keeping address and manager ids given back; adds addresses and managers', async () => {
    const owner = await create();
    const input = ownerInput({
      info: { name: 'Gw Renamed', email: owner.email, fax: null },
      addresses: [
        { id: owner.addresses[0].id, address1: '6 Mutation Way', city: 'Austin', state: 'Texas', zip: '78702' },
        { address1: '7 New St', city: 'Dallas', state: 'Texas', stateCode: 'TX', zip: '75201' },
      ],
      managers: [{ id: owner.managers[0].id, firstName: 'Mona', lastName: 'Renamed', email: owner.managers[0].email, phone: '5125550151' }],
    });
    const res = await h.gql(UPDATE, { id: owner.id, input }, admin);
    expect(res.errors, res.raw).toBeUndefined();
    const updated = res.data.updateOwner;
    expect(updated).toMatchObject({ name: 'Gw Renamed', fax: null });
    expect(updated.addresses.map((a: { id: string; address1: string }) => [a.id, a.address1])).toEqual([
      [owner.addresses[0].id, '6 Mutation Way'], [expect.any(String), '7 New St'],
    ]);
    // Ten bare digits come back in the stored form, '(512) 555-0151' (issue 10 item 8).
    expect(updated.managers).toEqual([{ ...owner.managers[0], lastName: 'Renamed', phone: '(512) 555-0151' }]);

    const address = await h.gql(ADD_ADDRESS, { id: owner.id, a: { address1: '8 Added Rd', city: 'Austin', state: 'Texas', zip: '78703' } }, admin);
    expect(address.data.addOwnerAddress).toEqual({
      id: expect.any(String), ownerId: owner.id, address1: '8 Added Rd', address2: null, city: 'Austin', state: 'Texas', stateCode: null, zip: '78703',
    });
    const manager = await h.gql(ADD_MANAGER, { id: owner.id, m: { firstName: 'Ned', lastName: null, email: `ned-${unique()}@gw.test`, phone: '5125550152' } }, admin);
    expect(manager.data.addOwnerManager).toMatchObject({ ownerId: owner.id, firstName: 'Ned', lastName: null });
    const addresses = await h.gql(ADDRESSES, { id: owner.id }, admin);
    expect(addresses.data.ownerAddresses.map((a: { address1: string }) => a.address1)).toEqual(['6 Mutation Way', '7 New St', '8 Added Rd']);
    const managers = await h.gql(MANAGERS, { id: owner.id }, admin);
    expect(managers.data.ownerManagers.map((m: { firstName: string }) => m.firstName)).toEqual(['Mona', 'Ned']);
  });

  it('BAD_USER_INPUT and CONFLICT carry the server text, field errors under the GraphQL input names', async () => {
    const blank = await h.gql(CREATE, { input: ownerInput({ info: { name: '' } }) }, admin);
    expect(firstError(blank)).toMatchObject({
      message: 'Please fill all the fields', extensions: { code: 'BAD_USER_INPUT', fields: { 'input.info.name': 'Please fill all the fields' } },
    });
    expectNoInternals(blank);
    const owner = await create();
    const dup = await h.gql(CREATE, { input: ownerInput({ info: { email: owner.email } }) }, admin);
    expect(firstError(dup)).toMatchObject({ message: 'This email ID already exists.', extensions: { code: 'CONFLICT' } });
    const phone = await h.gql(UPDATE, { id: owner.id, input: ownerInput({ info: { phone: '555' } }) }, admin);
    expect(firstError(phone)).toMatchObject({
      message: 'Please enter a valid mobile number.', extensions: { code: 'BAD_USER_INPUT', fields: { 'input.info.phone': 'Please enter a valid mobile number.' } },
    });
    const mandatory = await h.gql(UPDATE, { id: owner.id, input: ownerInput({ addresses: [] }) }, admin);
    expect(firstError(mandatory).message).toBe('Please fill all the mandatory fields!');
    const manager = await h.gql(ADD_MANAGER, { id: owner.id, m: { firstName: 'X', email: owner.managers[0].email, phone: '5125550000' } }, admin);
    expect(firstError(manager)).toMatchObject({ message: 'This email ID already exists.', extensions: { code: 'CONFLICT' } });
    const address = await h.gql(ADD_ADDRESS, { id: owner.id, a: { address1: 'x', city: '', state: 'Texas', zip: '78701' } }, admin);
    expect(firstError(address)).toMatchObject({ message: 'Enter all the mandatory fields.', extensions: { code: 'BAD_USER_INPUT' } });
    const missing = await h.gql(OWNER, { id: '999999' }, admin);
    expect(firstError(missing)).toMatchObject({ message: 'Owner not found.', extensions: { code: 'NOT_FOUND' } });
  });

  it('building and project types: lists, add, CONFLICT when the value exists, blank message', async () => {
    const types = await h.gql(TYPES, {}, estimator);
    expect(types.errors, types.raw).toBeUndefined();
    expect(types.data.buildingTypes.map((t: { value: string }) => t.value)).toEqual(expect.arrayContaining(['Office', 'Retail', 'Warehouse']));
    expect(types.data.projectTypes.map((t: { value: string }) => t.value)).toEqual(expect.arrayContaining(['New Construction', 'Renovation']));
    const value = `Gw Hangar ${unique()}`;
    const added = await h.gql(ADD_GENERIC, { key: 'BUILDING_TYPE', value }, admin);
    expect(added.data.addGenericValue).toEqual({ id: expect.any(String), value });
    const dup = await h.gql(ADD_GENERIC, { key: 'BUILDING_TYPE', value }, admin);
    expect(firstError(dup)).toMatchObject({ message: 'This building type already exists.', extensions: { code: 'CONFLICT' } });
    const blank = await h.gql(ADD_GENERIC, { key: 'PROJECT_TYPE', value: ' ' }, admin);
    expect(firstError(blank)).toMatchObject({ message: 'Add project type.', extensions: { code: 'BAD_USER_INPUT' } });
    const project = await h.gql(ADD_GENERIC, { key: 'PROJECT_TYPE', value }, admin);
    expect(project.errors, project.raw).toBeUndefined();
    const after = await h.gql(TYPES, {}, admin);
    expect(after.data.projectTypes.map((t: { value: string }) => t.value)).toContain(value);
  });

  it("UNAUTHENTICATED without a token; FORBIDDEN for role 13; NOT_FOUND for another tenant's owner", async () => {
    const owner = await create();
    expect(firstError(await h.gql(OWNERS, {})).extensions?.code).toBe('UNAUTHENTICATED');
    expect(firstError(await h.gql(TYPES, {})).extensions?.code).toBe('UNAUTHENTICATED');
    for (const [query, vars] of [[OWNERS, {}], [OWNER, { id: owner.id }], [ADDRESSES, { id: owner.id }], [TYPES, {}],
      [CREATE, { input: ownerInput() }], [SET_ACTIVE, { id: owner.id, on: false }], [UPLOAD, { csv: `${HEADER}\n` }]] as const) {
      const res = await h.gql(query, vars, sub);
      expect(firstError(res).extensions?.code, query).toBe('FORBIDDEN');
      expectNoInternals(res);
    }
    expect(firstError(await h.gql(OWNER, { id: owner.id }, otherAdmin)).extensions?.code).toBe('NOT_FOUND');
    expect(firstError(await h.gql(UPDATE, { id: owner.id, input: ownerInput() }, otherAdmin)).extensions?.code).toBe('NOT_FOUND');
    expect(firstError(await h.gql(MANAGERS, { id: owner.id }, otherAdmin)).extensions?.code).toBe('NOT_FOUND');
    expect(firstError(await h.gql(ADD_MANAGER, { id: owner.id, m: { firstName: 'A', email: 'a@b.co', phone: '5125550000' } }, otherAdmin)).extensions?.code).toBe('NOT_FOUND');
    const list = await h.gql(OWNERS, { pageSize: 100 }, otherAdmin);
    expect(list.data.owners.items.map((o: { id: string }) => o.id)).not.toContain(owner.id);
  });

  it('uploads owners CSV as a multipart file: ok with the count; ok:false with every refused row, nothing imported', async () => {
    const tag = unique();
    const line = (i: number, over: Record<string, string> = {}) => {
      const cells: Record<string, string> = {
        name: `Csv Gw ${i}`, first_name: '', last_name: '', email: `csv-gw-${i}-${tag}@gw.test`, phone_number: '5125550100',
        fax_number: '', cc_email: '', payable_email: '', account_recievable_email: '', mobile_number: '', address_1: `${i} Csv Rd`,
        address_2: '', city: 'Austin', state: 'Texas', state_code: 'TX', zip: '78701', manager_first_name: 'Cam',
        manager_last_name: 'Csv', manager_email: `cam-${i}-${tag}@gw.test`, manager_phone: '5125550101', ...over,
      };
      return HEADER.split(',').map((c) => cells[c]).join(',');
    };
    const ok = await h.gql(UPLOAD, { csv: [HEADER, line(1), line(2)].join('\n') }, admin);
    expect(ok.errors, ok.raw).toBeUndefined();
    expect(ok.data.uploadOwnersCsv).toEqual({ ok: true, imported: 2, message: '2 owners have been imported.', errors: [] });
    const before = await h.gql(OWNERS, { pageSize: 1 }, admin);
    const bad = await h.gql(UPLOAD, { csv: [HEADER, line(3), line(4, { zip: '1' }), line(5, { email: `csv-gw-1-${tag}@gw.test` })].join('\n') }, admin);
    expect(bad.errors, bad.raw).toBeUndefined();
    expect(bad.data.uploadOwnersCsv).toEqual({
      ok: false, imported: 0, message: '2 rows are not valid; nothing was imported.',
      errors: [
        { line: 3, column: 'zip', reason: 'Please enter a valid zipcode.' },
        { line: 4, column: 'email', reason: 'This email ID already exists.' },
      ],
    });
    const after = await h.gql(OWNERS, { pageSize: 1 }, admin);
    expect(after.data.owners.total).toBe(before.data.owners.total);
    const empty = await h.gql(UPLOAD, { csv: '' }, admin);
    expect(empty.data.uploadOwnersCsv).toMatchObject({ ok: false, message: 'The file is empty.', errors: [] });
  });

  // Needs the API to name its reason (issue 8: `reason` in the REST error body).
  it('a taken owner email carries reason EMAIL_TAKEN and the field under the input name', async () => {
    const owner = await create();
    const dup = await h.gql(CREATE, { input: ownerInput({ info: { email: owner.email } }) }, admin);
    expect(firstError(dup)).toMatchObject({
      message: 'This email ID already exists.',
      extensions: { code: 'CONFLICT', reason: 'EMAIL_TAKEN', fields: { 'input.info.email': 'This email ID already exists.' } },
    });
    expectNoInternals(dup);
  });

  it('deleteOwner deletes an owner no project names; CONFLICT OWNER_IN_USE with the reason while a project names one', async () => {
    const DELETE = 'mutation($id: ID!) { deleteOwner(id: $id) }';
    const owner = await create();
    const done = await h.gql(DELETE, { id: owner.id }, admin);
    expect(done.errors, done.raw).toBeUndefined();
    expect(done.data.deleteOwner).toBe(true);
    expect(firstError(await h.gql(OWNER, { id: owner.id }, admin))).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    const used = await h.api.db.selectFrom('projects').select('owner_id').orderBy('owner_id').executeTakeFirstOrThrow();
    const refused = await h.gql(DELETE, { id: String(used.owner_id) }, admin);
    expect(firstError(refused)).toMatchObject({
      message: expect.stringMatching(/^This owner cannot be deleted: it is used by \d+ projects?\.$/),
      extensions: { code: 'CONFLICT', reason: 'OWNER_IN_USE' },
    });
    expectNoInternals(refused);
  });
});
