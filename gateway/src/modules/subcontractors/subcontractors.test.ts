import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_ROWS } from '@suite/api/testing';
import { demoDivision, expectNoInternals, firstError, startHarness, uniqueTag, type Harness } from '../../testkit.js';

const ROW = 'id companyName email phone isActive isNational states divisions { id name number } laborAndDesign locations { city state } notes rating';
const FULL = `id companyName contactName firstName lastName email phone fax ccEmail payableEmail accountReceivableEmail mobile
  isActive rating notes isNational workingStates laborAndDesign designType biddingHistory
  addresses { id address1 address2 city state stateCode zip } managers { id firstName lastName email phone }
  divisions { id name number } subdivisions { id divisionId name }`;
const LIST = `query($page: Int, $pageSize: Int, $filter: SubcontractorFilter) {
  subcontractors(page: $page, pageSize: $pageSize, filter: $filter) { total items { ${ROW} } } }`;
const ONE = `query($id: ID!) { subcontractor(id: $id) { ${FULL} } }`;
const BY_SUBDIVISION = 'query($id: ID!) { subcontractorsBySubdivision(subdivisionId: $id) { id companyName email phone isActive } }';
const CREATE = `mutation($input: SubcontractorInput!) { createSubcontractor(input: $input) { ${FULL} } }`;
const UPDATE = `mutation($id: ID!, $input: SubcontractorInput!) { updateSubcontractor(id: $id, input: $input) { ${FULL} } }`;
const SET_ACTIVE = 'mutation($id: ID!, $on: Boolean!) { setSubcontractorActive(id: $id, isActive: $on) { id isActive } }';
const UPLOAD = 'mutation($f: String!, $b: String!) { uploadSubcontractors(fileName: $f, contentBase64: $b) { ok imported message errors { line column reason } } }';
const MAP = 'mutation($s: ID!, $ids: [ID!]!) { mapSubcontractorsToSubdivision(subdivisionId: $s, subcontractorIds: $ids) { subdivisionId mapped } }';

const unique = uniqueTag;

describe('subcontractors module', () => {
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

  function input(over: { info?: Record<string, unknown>; divisionIds?: string[]; subdivisionIds?: string[]; managers?: unknown[] } = {}) {
    const t = unique();
    return {
      info: {
        companyName: `Gw Sub ${t}`, firstName: 'Gail', lastName: 'Way', email: `gw-sub-${t}@gw.test`, phone: '(512) 555-0160',
        fax: '(512) 555-0161', ccEmail: `cc-${t}@gw.test`, payableEmail: `ap-${t}@gw.test`, accountReceivableEmail: `ar-${t}@gw.test`,
        mobile: '(512) 555-0162', rating: 3, notes: 'Reliable.', workingStates: ['TX', 'LA'], isNational: false,
        laborAndDesign: ['Union', 'Civil'], designType: 'Civil', biddingHistory: 'Has Won Bid', ...over.info,
      },
      addresses: [{ address1: '9 Graph Rd', address2: 'Suite 9', city: 'Houston', state: 'Texas', stateCode: 'TX', zip: '77002' }],
      managers: over.managers ?? [{ firstName: 'Mo', lastName: 'Node', email: `mo-${t}@gw.test`, phone: '(512) 555-0163' }],
      divisionIds: over.divisionIds ?? [concrete.division],
      subdivisionIds: over.subdivisionIds ?? [concrete.subdivision],
    };
  }

  async function create(value = input()) {
    h.calls.length = 0;
    const res = await h.gql(CREATE, { input: value }, admin);
    expect(res.errors, res.raw).toBeUndefined();
    expect(calls()).toEqual(['POST contractor']);
    return res.data.createSubcontractor;
  }

  it('creates with every field mapped (one REST call) and reads it back the same (one REST call)', async () => {
    const value = input();
    const made = await create(value);
    const { info } = value;
    expect(made).toEqual({
      id: expect.any(String), companyName: info.companyName, contactName: 'Gail Way', firstName: 'Gail', lastName: 'Way',
      email: info.email, phone: info.phone, fax: info.fax, ccEmail: info.ccEmail, payableEmail: info.payableEmail,
      accountReceivableEmail: info.accountReceivableEmail, mobile: info.mobile, isActive: true, rating: 3, notes: 'Reliable.',
      isNational: false, workingStates: ['LA', 'TX'], laborAndDesign: ['Union', 'Civil'], designType: 'Civil', biddingHistory: 'Has Won Bid',
      addresses: [{ id: expect.any(String), ...value.addresses[0] }],
      managers: [{ id: expect.any(String), ...(value.managers[0] as object) }],
      divisions: [{ id: concrete.division, name: 'Concrete', number: '03' }],
      subdivisions: [{ id: concrete.subdivision, divisionId: concrete.division, name: expect.stringMatching(/^03 /) }],
    });
    h.calls.length = 0;
    const read = await h.gql(ONE, { id: made.id }, admin);
    expect(read.data.subcontractor).toEqual(made);
    expect(calls()).toEqual([`GET contractor/${made.id}`]);
  });

  it('maps REST field errors to the input paths', async () => {
    const res = await h.gql(CREATE, {
      input: input({ info: { email: 'nope', workingStates: ['TX', 'Atlantis'] }, divisionIds: [concrete.division], subdivisionIds: [plumbing.subdivision],
        managers: [{ firstName: '', lastName: 'X', email: 'm@gw.test', phone: '(512) 555-0100' }] }),
    }, admin);
    expectNoInternals(res);
    const err = firstError(res);
    expect(err.extensions?.code).toBe('BAD_USER_INPUT');
    expect(err.extensions?.fields).toEqual({
      'input.managers.0.firstName': 'You must enter all mandatory fields.',
      'input.info.email': 'This is not a valid email address.',
      'input.info.workingStates.1': 'This is not a valid state.',
    });
    const outside = firstError(await h.gql(CREATE, { input: input({ subdivisionIds: [plumbing.subdivision] }) }, admin));
    expect(outside.extensions?.fields).toEqual({ 'input.subdivisionIds.0': 'This subdivision is not in a chosen division.' });
    const none = firstError(await h.gql(CREATE, { input: input({ divisionIds: [], subdivisionIds: [] }) }, admin));
    expect(none.extensions?.fields).toEqual({
      'input.divisionIds': 'You must enter all mandatory fields.', 'input.subdivisionIds': 'You must enter all mandatory fields.',
    });
  });

  it('lists a filtered, searched page with ONE REST call; filters reach the API', async () => {
    const tag = `GwFilt${unique()}`;
    const a = await create(input({ info: { companyName: `${tag} A`, workingStates: ['OK'], laborAndDesign: ['Supplier'], designType: null } }));
    const b = await create(input({ info: { companyName: `${tag} B`, isNational: true, workingStates: [] },
      divisionIds: [plumbing.division], subdivisionIds: [plumbing.subdivision] }));
    const names = async (filter: Record<string, unknown>) => {
      h.calls.length = 0;
      const res = await h.gql(LIST, { filter: { search: tag, ...filter }, pageSize: 10 }, admin);
      expect(res.errors, res.raw).toBeUndefined();
      expect(calls()).toEqual(['GET contractors']);
      expect(res.data.subcontractors.total).toBe(res.data.subcontractors.items.length);
      return res.data.subcontractors.items.map((r: { id: string }) => r.id);
    };
    expect(await names({})).toEqual([a.id, b.id]);
    expect(await names({ states: ['OK'] })).toEqual([a.id, b.id]);
    expect(await names({ states: ['AR'] })).toEqual([b.id]);
    expect(await names({ nationalOnly: true })).toEqual([b.id]);
    expect(await names({ divisionIds: [plumbing.division] })).toEqual([b.id]);
    expect(await names({ laborOrDesign: ['Supplier', 'MEP'] })).toEqual([a.id]);
    expect(await names({ active: 'INACTIVE' })).toEqual([]);
    const page = await h.gql(LIST, { filter: { search: tag } }, admin);
    expect(page.data.subcontractors.items[0]).toEqual({
      id: a.id, companyName: `${tag} A`, email: a.email, phone: a.phone, isActive: true, isNational: false, states: ['OK'],
      divisions: [{ id: concrete.division, name: 'Concrete', number: '03' }], laborAndDesign: ['Supplier'], locations: [{ city: 'Houston', state: 'Texas' }],
      notes: 'Reliable.', rating: 3,
    });
    // Default page size 25 (docs/projects.md §9).
    const first = await h.gql(LIST, {}, admin);
    expect(first.data.subcontractors.items).toHaveLength(25);
  });

  it('updates (one REST call), sets active with a read and, when it differs, one flip', async () => {
    const made = await create();
    h.calls.length = 0;
    const updated = await h.gql(UPDATE, { id: made.id, input: input({ info: { companyName: 'Renamed Gw Sub', isNational: true, workingStates: [] } }) }, admin);
    expect(updated.errors, updated.raw).toBeUndefined();
    expect(updated.data.updateSubcontractor).toMatchObject({ id: made.id, companyName: 'Renamed Gw Sub', isNational: true, workingStates: [] });
    expect(calls()).toEqual([`PUT contractor/${made.id}`]);
    h.calls.length = 0;
    const off = await h.gql(SET_ACTIVE, { id: made.id, on: false }, admin);
    expect(off.data.setSubcontractorActive).toEqual({ id: made.id, isActive: false });
    expect(calls()).toEqual([`GET contractor/${made.id}`, `PUT contractor/status/${made.id}`]);
    h.calls.length = 0;
    const again = await h.gql(SET_ACTIVE, { id: made.id, on: false }, admin);
    expect(again.data.setSubcontractorActive).toEqual({ id: made.id, isActive: false });
    expect(calls()).toEqual([`GET contractor/${made.id}`]);
  });

  it('maps subcontractors to a subdivision (one REST call) and lists them by subdivision', async () => {
    const one = await create();
    const two = await create();
    h.calls.length = 0;
    const res = await h.gql(MAP, { s: plumbing.subdivision, ids: [one.id, two.id] }, admin);
    expect(res.data.mapSubcontractorsToSubdivision).toEqual({ subdivisionId: plumbing.subdivision, mapped: 2 });
    expect(calls()).toEqual(['POST contractoradd/subdivision']);
    h.calls.length = 0;
    const list = await h.gql(BY_SUBDIVISION, { id: plumbing.subdivision }, admin);
    expect(calls()).toEqual([`GET contractor/subdivision/${plumbing.subdivision}`]);
    expect(list.data.subcontractorsBySubdivision).toEqual(expect.arrayContaining([
      { id: one.id, companyName: one.companyName, email: one.email, phone: one.phone, isActive: true },
    ]));
    const empty = firstError(await h.gql(MAP, { s: plumbing.subdivision, ids: [] }, admin));
    expect(empty.extensions?.fields).toEqual({ subcontractorIds: 'Select at least one subcontractor.' });
  });

  it("another company's subcontractor is NOT_FOUND, as a missing one", async () => {
    const made = await create();
    const theirs = firstError(await h.gql(ONE, { id: made.id }, otherAdmin));
    const missing = firstError(await h.gql(ONE, { id: '2147483000' }, otherAdmin));
    expect(theirs.extensions?.code).toBe('NOT_FOUND');
    expect(theirs.message).toBe(missing.message);
    expect(firstError(await h.gql(SET_ACTIVE, { id: made.id, on: false }, otherAdmin)).extensions?.code).toBe('NOT_FOUND');
    const unauth = firstError(await h.gql(LIST, {}));
    expect(unauth.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('uploads a spreadsheet as a multipart file (one REST call): ok with the count; ok false with the refused rows', async () => {
    const t = unique();
    const header = 'company_name,email,phone_number,working_states,address_1,city,state,zip,manager_first_name,manager_last_name,'
      + 'manager_email,manager_phone,divisions';
    const subdivision = (await h.api.db.selectFrom('catalogue_subdivisions').select('subdivision_name')
      .where('id', '=', Number(concrete.subdivision)).executeTakeFirstOrThrow()).subdivision_name;
    const line = (i: number, email = `up-${t}-${i}@gw.test`) =>
      `Gw Upload ${t} ${i},${email},5125550170,TX,${i} Up St,Austin,TX,78701,Uma,Pload,um-${t}-${i}@gw.test,5125550171,03,"${subdivision}"`;
    const b64 = (text: string) => Buffer.from(text).toString('base64');
    h.calls.length = 0;
    const ok = await h.gql(UPLOAD, { f: 'subs.csv', b: b64(`${header},subdivisions\n${line(1)}\n${line(2)}\n`) }, admin);
    expect(ok.data.uploadSubcontractors).toEqual({ ok: true, imported: 2, message: '2 subcontractors have been imported.', errors: [] });
    expect(calls()).toEqual(['POST contractor/uploadcsvdata']);
    const bad = await h.gql(UPLOAD, { f: 'subs.csv', b: b64(`${header},subdivisions\n${line(3)}\n${line(4, 'nope')}\n`) }, admin);
    expect(bad.data.uploadSubcontractors).toEqual({
      ok: false, imported: 0, message: '1 row is not valid; nothing was imported.',
      errors: [{ line: 3, column: 'email', reason: 'This is not a valid email address.' }],
    });
    const pdf = await h.gql(UPLOAD, { f: 'subs.pdf', b: b64('%PDF') }, admin);
    expect(pdf.data.uploadSubcontractors).toMatchObject({ ok: false, message: 'Invalid file type. Please upload an Excel file (.xls, .xlsx or .csv).' });
  });

  it('a file past the row bound (docs/architecture.md §5.1) is an outcome: ok false with the row limit, nothing imported', async () => {
    const rows = MAX_UPLOAD_ROWS + 1;
    const file = Buffer.from(`company_name\n${'Row\n'.repeat(rows)}`).toString('base64');
    const reply = await h.gql(UPLOAD, { f: 'subs.csv', b: file }, admin);
    expect(reply.errors).toBeUndefined();
    expect(reply.data.uploadSubcontractors).toEqual({
      ok: false, imported: 0, message: 'The file is too large to read: at most 10,000 rows.', errors: [],
    });
  });
});
