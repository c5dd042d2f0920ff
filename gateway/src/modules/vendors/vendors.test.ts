import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDivision, expectNoInternals, firstError, startHarness, uniqueTag, type Harness } from '../../testkit.js';

const ROW = 'id companyName contactName email phone isActive isNational states divisions { id name number } locations { city state }';
const FULL = `id companyName contactName firstName lastName email phone ccEmail payableEmail accountReceivableEmail mobile
  isActive isNational workingStates
  addresses { id address1 address2 city state stateCode zip } managers { id firstName lastName email phone }
  divisions { id name number } subdivisions { id divisionId name }`;
const LIST = `query($page: Int, $pageSize: Int, $filter: VendorFilter) {
  vendors(page: $page, pageSize: $pageSize, filter: $filter) { total items { ${ROW} } } }`;
const ONE = `query($id: ID!) { vendor(id: $id) { ${FULL} } }`;
const BY_SUBDIVISION = 'query($id: ID!) { vendorsBySubdivision(subdivisionId: $id) { id companyName email phone isActive } }';
const CREATE = `mutation($input: VendorInput!) { createVendor(input: $input) { ${FULL} } }`;
const UPDATE = `mutation($id: ID!, $input: VendorInput!) { updateVendor(id: $id, input: $input) { ${FULL} } }`;
const SET_ACTIVE = 'mutation($id: ID!, $on: Boolean!) { setVendorActive(id: $id, isActive: $on) { id isActive } }';
const MAP = 'mutation($s: ID!, $ids: [ID!]!) { mapVendorsToSubdivision(subdivisionId: $s, vendorIds: $ids) { subdivisionId mapped } }';

const unique = uniqueTag;

describe('vendors module', () => {
  let h: Harness;
  let admin: string;
  let otherAdmin: string;
  let concrete: { division: string; subdivision: string };
  let plumbing: { division: string; subdivision: string };
  const calls = () => h.calls.map((c) => `${c.method} ${c.path}`);

  beforeAll(async () => {
    h = await startHarness();
    admin = await h.login('companyadmin@demo.test');
    otherAdmin = await h.login('admin2@demo.test');
    concrete = await demoDivision(h, '03');
    plumbing = await demoDivision(h, '22');
  });
  afterAll(async () => {
    await h?.close();
  });

  function input(over: { info?: Record<string, unknown>; divisionIds?: string[]; subdivisionIds?: string[]; managers?: unknown[]; addresses?: unknown[] } = {}) {
    const t = unique();
    return {
      info: {
        companyName: `Gw Vendor ${t}`, firstName: 'Val', lastName: 'Dor', email: `gw-v-${t}@gw.test`, phone: '(512) 555-0170',
        ccEmail: `cc-${t}@gw.test`, payableEmail: `ap-${t}@gw.test`, accountReceivableEmail: `ar-${t}@gw.test`, mobile: '(512) 555-0172',
        workingStates: ['TX', 'LA'], isNational: false, ...over.info,
      },
      addresses: over.addresses ?? [{ address1: '9 Supply Rd', address2: 'Dock 2', city: 'Houston', state: 'Texas', stateCode: 'TX', zip: '77002' }],
      managers: over.managers ?? [{ firstName: 'Mo', lastName: 'Ver', email: `mo-${t}@gw.test`, phone: '(512) 555-0173' }],
      divisionIds: over.divisionIds ?? [concrete.division],
      subdivisionIds: over.subdivisionIds ?? [concrete.subdivision],
    };
  }

  async function create(value = input()) {
    h.calls.length = 0;
    const res = await h.gql(CREATE, { input: value }, admin);
    expect(res.errors, res.raw).toBeUndefined();
    expect(calls()).toEqual(['POST vendor']);
    return res.data.createVendor;
  }

  it('creates with every field mapped (one REST call: POST vendor) and reads it back the same (GET vendor/details/{id})', async () => {
    const value = input();
    const made = await create(value);
    const { info } = value;
    expect(made).toEqual({
      id: expect.any(String), companyName: info.companyName, contactName: 'Val Dor', firstName: 'Val', lastName: 'Dor',
      email: info.email, phone: info.phone, ccEmail: info.ccEmail, payableEmail: info.payableEmail,
      accountReceivableEmail: info.accountReceivableEmail, mobile: info.mobile, isActive: true, isNational: false, workingStates: ['LA', 'TX'],
      addresses: [{ id: expect.any(String), ...value.addresses[0] as object }],
      managers: [{ id: expect.any(String), ...(value.managers[0] as object) }],
      divisions: [{ id: concrete.division, name: 'Concrete', number: '03' }],
      subdivisions: [{ id: concrete.subdivision, divisionId: concrete.division, name: expect.stringMatching(/^03 /) }],
    });
    h.calls.length = 0;
    const read = await h.gql(ONE, { id: made.id }, admin);
    expect(read.data.vendor).toEqual(made);
    expect(calls()).toEqual([`GET vendor/details/${made.id}`]);
  });

  it("maps REST field errors to the input paths ('Fill the mandatory fields.')", async () => {
    const res = await h.gql(CREATE, {
      input: input({ info: { email: 'nope', workingStates: ['TX', 'Atlantis'] }, managers: [{ firstName: 'Only' }] }),
    }, admin);
    expectNoInternals(res);
    const err = firstError(res);
    expect(err.extensions?.code).toBe('BAD_USER_INPUT');
    expect(err.extensions?.fields).toEqual({
      'input.managers.0.lastName': 'Fill the mandatory fields.', 'input.managers.0.email': 'Fill the mandatory fields.',
      'input.managers.0.phone': 'Fill the mandatory fields.', 'input.info.email': 'This is not a valid email address.',
      'input.info.workingStates.1': 'This is not a valid state.',
    });
    const none = firstError(await h.gql(CREATE, { input: input({ info: { companyName: ' ' }, divisionIds: [], subdivisionIds: [] }) }, admin));
    expect(none.message).toBe('Fill the mandatory fields.');
    expect(none.extensions?.fields).toEqual({
      'input.info.companyName': 'Fill the mandatory fields.', 'input.divisionIds': 'Fill the mandatory fields.',
      'input.subdivisionIds': 'Fill the mandatory fields.',
    });
    const outside = firstError(await h.gql(CREATE, { input: input({ subdivisionIds: [plumbing.subdivision] }) }, admin));
    expect(outside.extensions?.fields).toEqual({ 'input.subdivisionIds.0': 'This subdivision is not in a chosen division.' });
  });

  it('lists a filtered, searched page with ONE REST call (GET vendor); filters reach the API', async () => {
    const tag = `GwVend${unique()}`;
    const a = await create(input({ info: { companyName: `${tag} A`, workingStates: ['OK'] } }));
    const b = await create(input({ info: { companyName: `${tag} B`, isNational: true, workingStates: [] },
      divisionIds: [plumbing.division], subdivisionIds: [plumbing.subdivision] }));
    const names = async (filter: Record<string, unknown>) => {
      h.calls.length = 0;
      const res = await h.gql(LIST, { filter: { search: tag, ...filter }, pageSize: 10 }, admin);
      expect(res.errors, res.raw).toBeUndefined();
      expect(calls()).toEqual(['GET vendor']);
      return res.data.vendors.items.map((r: { id: string }) => r.id);
    };
    expect(await names({})).toEqual([a.id, b.id]);
    expect(await names({ states: ['OK'] })).toEqual([a.id, b.id]);
    expect(await names({ states: ['AR'] })).toEqual([b.id]);
    expect(await names({ nationalOnly: true })).toEqual([b.id]);
    expect(await names({ divisionIds: [plumbing.division] })).toEqual([b.id]);
    expect(await names({ active: 'INACTIVE' })).toEqual([]);
    const page = await h.gql(LIST, { filter: { search: tag } }, admin);
    expect(page.data.vendors).toEqual({
      total: 2,
      items: [{
        id: a.id, companyName: `${tag} A`, contactName: 'Val Dor', email: a.email, phone: a.phone, isActive: true, isNational: false,
        states: ['OK'], divisions: [{ id: concrete.division, name: 'Concrete', number: '03' }], locations: [{ city: 'Houston', state: 'Texas' }],
      }, expect.objectContaining({ id: b.id, isNational: true, states: [] })],
    });
  });

  it('updates (PUT vendor/{id}), sets active with a read and, when it differs, one flip (PUT vendor/status/{id})', async () => {
    const made = await create();
    h.calls.length = 0;
    const updated = await h.gql(UPDATE, { id: made.id, input: input({ info: { companyName: 'Renamed Gw Vendor', isNational: true }, managers: [], addresses: [] }) }, admin);
    expect(updated.errors, updated.raw).toBeUndefined();
    expect(updated.data.updateVendor).toMatchObject({ id: made.id, companyName: 'Renamed Gw Vendor', isNational: true, workingStates: [], managers: [], addresses: [] });
    expect(calls()).toEqual([`PUT vendor/${made.id}`]);
    h.calls.length = 0;
    const off = await h.gql(SET_ACTIVE, { id: made.id, on: false }, admin);
    expect(off.data.setVendorActive).toEqual({ id: made.id, isActive: false });
    expect(calls()).toEqual([`GET vendor/details/${made.id}`, `PUT vendor/status/${made.id}`]);
    h.calls.length = 0;
    const again = await h.gql(SET_ACTIVE, { id: made.id, on: false }, admin);
    expect(again.data.setVendorActive).toEqual({ id: made.id, isActive: false });
    expect(calls()).toEqual([`GET vendor/details/${made.id}`]);
  });

  it('maps vendors to a subdivision (one POST /vendor/subdivision, one entry per vendor) and lists them by subdivision', async () => {
    const one = await create();
    const two = await create();
    h.calls.length = 0;
    const res = await h.gql(MAP, { s: plumbing.subdivision, ids: [one.id, two.id] }, admin);
    expect(res.errors, res.raw).toBeUndefined();
    expect(res.data.mapVendorsToSubdivision).toEqual({ subdivisionId: plumbing.subdivision, mapped: 2 });
    expect(calls()).toEqual(['POST vendor/subdivision']);
    h.calls.length = 0;
    const list = await h.gql(BY_SUBDIVISION, { id: plumbing.subdivision }, admin);
    expect(calls()).toEqual([`GET vendor/${plumbing.subdivision}`]);
    expect(list.data.vendorsBySubdivision).toEqual(expect.arrayContaining([
      { id: one.id, companyName: one.companyName, email: one.email, phone: one.phone, isActive: true },
      { id: two.id, companyName: two.companyName, email: two.email, phone: two.phone, isActive: true },
    ]));
    const empty = firstError(await h.gql(MAP, { s: plumbing.subdivision, ids: [] }, admin));
    expect(empty.message).toBe('Select at least one vendor.');
    expect(empty.extensions?.fields).toEqual({ vendorIds: 'Select at least one vendor.' });
  });

  it("another company's vendor is NOT_FOUND, as a missing one", async () => {
    const made = await create();
    const theirs = firstError(await h.gql(ONE, { id: made.id }, otherAdmin));
    const missing = firstError(await h.gql(ONE, { id: '2147483000' }, otherAdmin));
    expect(theirs.extensions?.code).toBe('NOT_FOUND');
    expect(theirs.message).toBe(missing.message);
    expect(firstError(await h.gql(SET_ACTIVE, { id: made.id, on: false }, otherAdmin)).extensions?.code).toBe('NOT_FOUND');
    expect(firstError(await h.gql(MAP, { s: plumbing.subdivision, ids: [made.id] }, otherAdmin)).extensions?.code).toBe('NOT_FOUND');
    expect(firstError(await h.gql(LIST, {})).extensions?.code).toBe('UNAUTHENTICATED');
  });
});
