import * as XLSX from '@e965/xlsx';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type CsvFile, signInDemoUsers, uniqueTag, uploadFile } from '../../test-support.js';
import { startTestApi, type TestApi } from '../../testing.js';
import { SUB_UPLOAD_COLUMNS } from './upload.js';

// POST contractor/uploadcsvdata (docs/projects.md §5 Uploads): real .xlsx, .xls and .csv files built with the same library.

let api: TestApi;
const tokens: Record<string, string> = {};
let tenant1: number;
let subInTenant1: string;
/** Division 03 of tenant 1: its number, name and two of its subdivisions' names. */
let concrete: { number: string; name: string; subs: string[] };

const WRONG_TYPE = 'Invalid file type. Please upload an Excel file (.xls, .xlsx or .csv).';
const MANDATORY = 'You must enter all mandatory fields.';

beforeAll(async () => {
  api = await startTestApi();
  [tenant1] = await signInDemoUsers(api, tokens);
  const sub = await call(api, 'POST', 'auth/tenant', { token: tokens.subcontractor, body: { company_id: tenant1 } });
  subInTenant1 = sub.body.data.token;
  const rows = await api.db.selectFrom('catalogue_divisions as d')
    .innerJoin('catalogue_subdivisions as s', (j) => j.onRef('s.tenant_id', '=', 'd.tenant_id').onRef('s.division_id', '=', 'd.id'))
    .select(['d.division_id', 'd.division_name', 's.subdivision_name']).where('d.tenant_id', '=', tenant1).where('d.division_id', '=', '03')
    .orderBy('s.id').execute();
  concrete = { number: rows[0]!.division_id!, name: rows[0]!.division_name, subs: rows.slice(0, 2).map((r) => r.subdivision_name) };
});
afterAll(async () => {
  await api?.close();
});

type Row = Partial<Record<(typeof SUB_UPLOAD_COLUMNS)[number], string | number>>;

function row(t: string, i: number, over: Row = {}): Row {
  return {
    company_name: `Upload Sub ${t} ${i}`, first_name: 'Ula', last_name: 'Loader', email: `up-${t}-${i}@upload.test`,
    phone_number: '(512) 555-7100', payable_email: `ap-${t}-${i}@upload.test`, rating: 3, note: 'From a sheet',
    labors_and_design: 'Union; MEP', design_type: 'MEP', bidding_history: 'Has bid', is_national: 'no', working_states: 'TX; Oklahoma',
    address_1: `${i} Sheet St`, city: 'Austin', state: 'TX', zip: '07801', manager_first_name: 'Mona', manager_last_name: 'Ger',
    manager_email: `mg-${t}-${i}@upload.test`, manager_phone: '5125557101', divisions: concrete.number, subdivisions: concrete.subs.join('; '),
    ...over,
  };
}

function book(rows: Row[]): XLSX.WorkBook {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.json_to_sheet(rows, { header: [...SUB_UPLOAD_COLUMNS] }), 'Subcontractors');
  return wb;
}
const xlsx = (rows: Row[]): CsvFile => ({
  name: 'subs.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  content: XLSX.write(book(rows), { type: 'buffer', bookType: 'xlsx' }) as Buffer,
});
const xls = (rows: Row[]): CsvFile => ({
  name: 'subs.xls', type: 'application/vnd.ms-excel', content: XLSX.write(book(rows), { type: 'buffer', bookType: 'biff8' }) as Buffer,
});
const csv = (rows: Row[]): CsvFile => ({
  name: 'subs.csv', type: 'text/csv', content: XLSX.utils.sheet_to_csv(book(rows).Sheets.Subcontractors!),
});

const upload = (file?: CsvFile, token: string | null = tokens.companyAdmin!) => uploadFile(api, 'contractor/uploadcsvdata', token ?? undefined, file);
const countSubs = async () => Number((await api.db.selectFrom('subcontractors').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
const byEmail = (email: string) => api.db.selectFrom('subcontractors').selectAll().where('email', '=', email).executeTakeFirst();

describe('POST contractor/uploadcsvdata', () => {
  it('imports a real .xlsx: every field, first address and manager, divisions by number and subdivisions by name, in one transaction', async () => {
    const t = uniqueTag();
    const reply = await upload(xlsx([row(t, 1), row(t, 2, { is_national: 'yes', working_states: '', divisions: concrete.name, subdivisions: concrete.subs[0] })]));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toEqual({ data: { imported: 2, message: '2 subcontractors have been imported.' } });
    const first = await byEmail(`up-${t}-1@upload.test`);
    expect(first).toMatchObject({
      tenant_id: tenant1, company_name: `Upload Sub ${t} 1`, phone_number: '(512) 555-7100', rating: 3, note: 'From a sheet',
      labors_and_design: ['Union', 'MEP'], design_type: 'MEP', bidding_history: 'Has bid', is_national: false, working_states: ['OK', 'TX'],
    });
    const details = await call(api, 'GET', `contractor/${first!.id}`, { token: tokens.companyAdmin });
    expect(details.body.data.addresses).toEqual([expect.objectContaining({ address_1: '1 Sheet St', city: 'Austin', state: 'TX', state_code: 'TX', zip: '07801' })]);
    expect(details.body.data.managers).toEqual([expect.objectContaining({ first_name: 'Mona', email: `mg-${t}-1@upload.test`, phone: '(512) 555-7101' })]);
    expect(details.body.data.subdivisions.map((s: { subdivision_name: string }) => s.subdivision_name).sort()).toEqual([...concrete.subs].sort());
    const second = await byEmail(`up-${t}-2@upload.test`);
    expect(second).toMatchObject({ is_national: true, working_states: [] });
    const tx = await api.db.selectFrom('subcontractors').select(sql<string>`xmin::text`.as('tx')).where('email', 'like', `up-${t}-%`).execute();
    expect(new Set(tx.map((r) => r.tx)).size).toBe(1);
  });

  it('imports a real .xls (BIFF8) and a .csv the same way; a csv keeps leading zeros', async () => {
    const t = uniqueTag();
    expect((await upload(xls([row(t, 1)]))).body).toEqual({ data: { imported: 1, message: '1 subcontractor has been imported.' } });
    expect((await upload(csv([row(t, 2)]))).status).toBe(200);
    expect(await byEmail(`up-${t}-1@upload.test`)).toMatchObject({ company_name: `Upload Sub ${t} 1` });
    const fromCsv = await byEmail(`up-${t}-2@upload.test`);
    const details = await call(api, 'GET', `contractor/${fromCsv!.id}`, { token: tokens.companyAdmin });
    expect(details.body.data.addresses[0].zip).toBe('07801');
  });

  it('one bad row refuses the whole file: 400 listing each bad row by line with its column and message', async () => {
    const t = uniqueTag();
    const before = await countSubs();
    for (const file of [xlsx, xls, csv]) {
      const reply = await upload(file([
        row(t, 1),
        row(t, 2, { email: 'not-an-email' }),
        row(t, 3),
        row(t, 4, { company_name: '', divisions: '99 Nowhere' }),
        row(t, 5, { working_states: '' }),
      ]));
      expect(reply.status).toBe(400);
      expect(reply.body.reason).toBe('CSV_REJECTED');
      expect(reply.body.error).toBe('3 rows are not valid; nothing was imported.');
      expect(reply.body.rows).toEqual([
        { line: 3, column: 'email', reason: 'This is not a valid email address.' },
        { line: 5, column: 'divisions', reason: 'No division with this number or name. (99 Nowhere)' },
        { line: 5, column: 'company_name', reason: MANDATORY },
        { line: 6, column: 'working_states', reason: MANDATORY },
      ]);
    }
    const unknownSub = await upload(xlsx([row(t, 6, { subdivisions: 'Underwater Basket Weaving' })]));
    expect(unknownSub.body.rows).toEqual([{ line: 2, column: 'subdivisions', reason: 'No subdivision "Underwater Basket Weaving" in the chosen divisions.' }]);
    expect(await countSubs()).toBe(before);
  });

  it('refuses other file types, no file, missing columns, empty sheets and unreadable files with 400', async () => {
    const before = await countSubs();
    const wrong = await upload({ name: 'subs.pdf', type: 'application/pdf', content: '%PDF-1.4' });
    expect(wrong).toEqual({ status: 400, body: { error: WRONG_TYPE, fields: { file: WRONG_TYPE } } });
    expect((await upload()).body.error).toBe('Select a file to upload.');
    const missing = await upload({ name: 'subs.csv', type: 'text/csv', content: 'company_name,email\nA,a@b.test\n' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/^The file is missing these columns: phone_number, address_1/);
    expect((await upload({ name: 'subs.csv', type: 'text/csv', content: '' })).body.error).toBe('The file is empty.');
    expect((await upload(xlsx([]))).body.error).toBe('The file has no data rows.');
    const garbage = await upload({ name: 'subs.xlsx', type: 'application/octet-stream', content: Buffer.from('PK\u0003\u0004 not really a zip') });
    expect(garbage.status).toBe(400);
    expect(await countSubs()).toBe(before);
  });

  it('401 without a token; 403 for role 13, the platform admin outside a tenant, and those without write on upload_subcontractors', async () => {
    const file = xlsx([row(uniqueTag(), 1)]);
    expect((await upload(file, null)).status).toBe(401);
    expect((await upload(file, subInTenant1)).status).toBe(403);
    expect((await upload(file, tokens.platformAdmin)).status).toBe(403);
    // The Full User and the Estimator write subcontractors but hold no upload_subcontractors (docs/roles.md §2).
    expect((await upload(file, tokens.fullUser!)).status).toBe(403);
    expect((await upload(file, tokens.estimator!)).status).toBe(403);
  });
});
