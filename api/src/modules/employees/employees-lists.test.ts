import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support.js';
import {
  api, CREATE_MANDATORY, createEmployee, createLevel, createPosition, employeeCount, levelOf, tenant1,
  tokens, unique, upload, useEmployeesApi,
} from './fixture.js';

useEmployeesApi();

/** Tags the emails of one CSV test (bumped at its start). */
let counter = 0;

describe('GET employee, employee/{ID}, internal labour, without role', () => {
  let positionId: number;
  let active: { ID: number };
  let inactive: { ID: number };
  let withLogin: { ID: number };

  beforeAll(async () => {
    positionId = await createPosition('Ac Listing');
    const levelId = await createLevel(positionId);
    active = await createEmployee(positionId, levelId, { first_name: 'Aaron', billable: true });
    inactive = await createEmployee(positionId, levelId, { first_name: 'Abby', billable: false });
    await call(api, 'PUT', `employee/active/${inactive.ID}`, { token: tokens.companyAdmin, body: { is_active: false } });
    withLogin = await createEmployee(positionId, levelId, { first_name: 'Abe', role: 'Estimator', billable: false });
  });

  it('lists by name a page at a time with total and billable / non-billable counts, filtered by status', async () => {
    const all = await call(api, 'GET', 'employee?pageSize=100', { token: tokens.fullUser });
    expect(all.status).toBe(200);
    const rows = await api.db.selectFrom('employees').select(['billable', 'is_active']).where('tenant_id', '=', tenant1).execute();
    expect(all.body.total).toBe(rows.length);
    expect(all.body.billable_count).toBe(rows.filter((r) => r.billable).length);
    expect(all.body.non_billable_count).toBe(rows.filter((r) => !r.billable).length);
    expect(all.body.data[0].first_name).toBe('Aaron');
    const activeOnly = await call(api, 'GET', 'employee?status=active&pageSize=100', { token: tokens.companyAdmin });
    expect(activeOnly.body.total).toBe(rows.filter((r) => r.is_active).length);
    expect(activeOnly.body.data.every((e: { is_active: boolean }) => e.is_active)).toBe(true);
    const inactiveOnly = await call(api, 'GET', 'employee?status=inactive&pageSize=100', { token: tokens.companyAdmin });
    expect(inactiveOnly.body.total).toBe(rows.filter((r) => !r.is_active).length);
    expect(inactiveOnly.body.data.map((e: { ID: number }) => e.ID)).toContain(inactive.ID);
    const page2 = await call(api, 'GET', 'employee?page=2&pageSize=1', { token: tokens.companyAdmin });
    expect(page2.body.data).toHaveLength(1);
    expect(page2.body.data[0].ID).toBe(all.body.data[1].ID);
  });

  it('another tenant never sees these employees; bad query → 400; 401; 403 estimator', async () => {
    const other = await call(api, 'GET', 'employee?pageSize=100', { token: tokens.secondAdmin });
    expect(other.status).toBe(200);
    expect(other.body.data.map((e: { ID: number }) => e.ID)).not.toContain(active.ID);
    const bad = await call(api, 'GET', 'employee?status=retired', { token: tokens.companyAdmin });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['status']);
    expect((await call(api, 'GET', 'employee')).status).toBe(401);
    expect((await call(api, 'GET', 'employee', { token: tokens.estimator })).status).toBe(403);
  });

  it("GET employee/{ID}: the full record; 404 another tenant's; 404 unknown; 400 bad id; 401; 403 estimator", async () => {
    const one = await call(api, 'GET', `employee/${withLogin.ID}`, { token: tokens.fullUser });
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ ID: withLogin.ID, first_name: 'Abe', position: 'Ac Listing', role: 'Estimator', role_id: 4 });
    const other = await call(api, 'GET', `employee/${active.ID}`, { token: tokens.secondAdmin });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ error: 'Employee not found.' }); // as for a missing id: nothing tells it exists elsewhere
    const missing = await call(api, 'GET', 'employee/999999', { token: tokens.companyAdmin });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Employee not found.' });
    expect((await call(api, 'GET', 'employee/abc', { token: tokens.companyAdmin })).status).toBe(400);
    expect((await call(api, 'GET', `employee/${active.ID}`)).status).toBe(401);
    expect((await call(api, 'GET', `employee/${active.ID}`, { token: tokens.estimator })).status).toBe(403);
  });

  it('internal labour: active employees, also of one position; 404 other tenant position; 401; 403 estimator', async () => {
    const all = await call(api, 'GET', 'employee/internallabor', { token: tokens.fullUser });
    expect(all.status).toBe(200);
    const ids = all.body.data.map((e: { ID: number }) => e.ID);
    expect(ids).toContain(active.ID);
    expect(ids).not.toContain(inactive.ID);
    const ofPosition = await call(api, 'GET', `employee/internallabor/${positionId}`, { token: tokens.companyAdmin });
    expect(ofPosition.body.data.map((e: { ID: number }) => e.ID).sort()).toEqual([active.ID, withLogin.ID].sort());
    expect((await call(api, 'GET', `employee/internallabor/${positionId}`, { token: tokens.secondAdmin })).status).toBe(404);
    expect((await call(api, 'GET', 'employee/internallabor/999999', { token: tokens.companyAdmin })).status).toBe(404);
    expect((await call(api, 'GET', 'employee/internallabor')).status).toBe(401);
    expect((await call(api, 'GET', 'employee/internallabor', { token: tokens.estimator })).status).toBe(403);
    expect((await call(api, 'GET', `employee/internallabor/${positionId}`, { token: tokens.estimator })).status).toBe(403);
  });

  it('without role: active employees that have no login; 401; 403 estimator', async () => {
    const reply = await call(api, 'GET', 'employee/withoutrole', { token: tokens.companyAdmin });
    expect(reply.status).toBe(200);
    const ids = reply.body.data.map((e: { ID: number }) => e.ID);
    expect(ids).toContain(active.ID);
    expect(ids).not.toContain(inactive.ID);
    expect(ids).not.toContain(withLogin.ID);
    expect(reply.body.data.every((e: { user_id: number | null }) => e.user_id === null)).toBe(true);
    expect((await call(api, 'GET', 'employee/withoutrole')).status).toBe(401);
    expect((await call(api, 'GET', 'employee/withoutrole', { token: tokens.estimator })).status).toBe(403);
    const other = await call(api, 'GET', 'employee/withoutrole', { token: tokens.secondAdmin });
    expect(other.body.data.map((e: { ID: number }) => e.ID)).not.toContain(active.ID);
  });
});

const EMPLOYEE_HEADER = 'first_name,last_name,email,phone_number,position,level,address1,address2,city,state,state_code,zipcode,billable,period,rate,medical_insurance,hiring_date';

function employeeLine(n: number, position: string, level: string, overrides: Partial<Record<string, string>> = {}): string {
  const cells: Record<string, string> = {
    first_name: `Csv${n}`, last_name: 'Worker', email: `csv-${n}-${counter}@import.test`, phone_number: '(512) 555-0101',
    position, level, address1: `${n} Import Road`, address2: '', city: 'Austin', state: 'Texas', state_code: 'TX', zipcode: '78701',
    billable: 'yes', period: 'hourly', rate: '"1,025.50"', medical_insurance: '0', hiring_date: '01-15-2023', ...overrides,
  };
  return EMPLOYEE_HEADER.split(',').map((c) => cells[c]).join(',');
}

describe('POST employee/uploadcsvdata', () => {
  let positionName: string;
  let levelId: number;

  beforeAll(async () => {
    positionName = `Csv Position ${unique()}`;
    const positionId = await createPosition(positionName);
    levelId = await createLevel(positionId, 'Csv Level', '07-100');
  });

  it('imports every row in one transaction; level rates recomputed: 20.00/h and 30.00/h → (20 + 30) / 2 = 25.00, × 40 = 1000.00', async () => {
    counter += 1;
    const csv = [
      EMPLOYEE_HEADER,
      employeeLine(1, positionName, 'csv level', { rate: '20' }),
      employeeLine(2, positionName.toUpperCase(), 'Csv Level', { rate: '30', billable: 'no', hiring_date: '2023-02-01' }),
      '',
    ].join('\r\n');
    const reply = await upload('employee/uploadcsvdata', tokens.companyAdmin, { name: 'staff.csv', type: 'text/csv', content: csv });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ data: { imported: 2, message: '2 employees have been imported.' } });
    expect(await levelOf(levelId)).toMatchObject({ rate_per_hour: '25.00', rate_per_week: '1000.00' });
    const rows = await api.db.selectFrom('employees').select(['billable', 'cost_code', 'cost_per_hour'])
      .select(sql<string>`to_char(hiring_date, 'YYYY-MM-DD')`.as('hiring_date'))
      .where('level_id', '=', levelId).orderBy('id').execute();
    expect(rows).toEqual([
      { billable: true, cost_code: '07-100', cost_per_hour: '20.0000', hiring_date: '2023-01-15' },
      { billable: false, cost_code: '07-100', cost_per_hour: '30.0000', hiring_date: '2023-02-01' },
    ]);
  });

  it('refuses a file with bad rows, listing EVERY bad row, and writes nothing', async () => {
    counter += 1;
    const existing = await createEmployee((await levelOf(levelId)).position_id, levelId);
    const csv = [
      EMPLOYEE_HEADER,
      employeeLine(1, positionName, 'Csv Level'),
      employeeLine(2, positionName, 'Csv Level', { email: 'not-an-email', first_name: '' }),
      employeeLine(3, 'No Such Position', 'Csv Level'),
      employeeLine(4, positionName, 'No Such Level', { rate: '-3' }),
      employeeLine(5, positionName, 'Csv Level', { email: existing.email }),
      employeeLine(6, positionName, 'Csv Level', { email: `csv-1-${counter}@import.test`, period: 'weekly' }),
    ].join('\n');
    const before = await employeeCount();
    const reply = await upload('employee/uploadcsvdata', tokens.companyAdmin, { name: 'staff.csv', type: 'text/csv', content: csv });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe('5 rows are not valid; nothing was imported.');
    expect(reply.body.rows).toEqual([
      { line: 3, column: 'first_name', reason: CREATE_MANDATORY },
      { line: 3, column: 'email', reason: 'This is not a valid email address' },
      { line: 4, column: 'position', reason: "Unknown position 'No Such Position'." },
      { line: 5, column: 'rate', reason: 'Please enter a valid amount.' },
      { line: 5, column: 'level', reason: `Unknown level 'No Such Level' of position '${positionName}'.` },
      { line: 6, column: 'email', reason: 'This employee already exists.' },
      { line: 7, column: 'period', reason: "Period must be 'hourly' or 'annually'." },
      { line: 7, column: 'email', reason: 'This email is also on line 2.' },
    ]);
    expect(await employeeCount()).toBe(before);
  });

  it('400 for a file that is not CSV, an empty file, missing columns, a header without rows, no file at all', async () => {
    const before = await employeeCount();
    const wrong = await upload('employee/uploadcsvdata', tokens.companyAdmin, { name: 'staff.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', content: 'PK\u0003\u0004' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: 'Only .csv files can be uploaded.', fields: { file: 'Only .csv files can be uploaded.' } });
    const binary = await upload('employee/uploadcsvdata', tokens.companyAdmin, { name: 'staff.csv', type: 'text/csv', content: Buffer.from([0x50, 0x4b, 0x00, 0x01]) });
    expect(binary.body.error).toBe('Only .csv files can be uploaded.');
    const empty = await upload('employee/uploadcsvdata', tokens.companyAdmin, { name: 'staff.csv', type: 'text/csv', content: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('The file is empty.');
    const missing = await upload('employee/uploadcsvdata', tokens.companyAdmin, {
      name: 'staff.csv', type: 'text/csv', content: 'first_name,last_name,email\nA,B,a@b.test\n',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe(`The file is missing these columns: phone_number, position, level, address1, city, state, zipcode, billable, period, rate. Expected: ${EMPLOYEE_HEADER}.`);
    const headerOnly = await upload('employee/uploadcsvdata', tokens.companyAdmin, { name: 'staff.csv', type: 'text/csv', content: `${EMPLOYEE_HEADER}\n` });
    expect(headerOnly.body.error).toBe('The file has no data rows.');
    const broken = await upload('employee/uploadcsvdata', tokens.companyAdmin, { name: 'staff.csv', type: 'text/csv', content: `${EMPLOYEE_HEADER}\n"unclosed,quote\n` });
    expect(broken.status).toBe(400);
    expect(broken.body.error).toMatch(/^The file is not valid CSV/);
    const none = await upload('employee/uploadcsvdata', tokens.companyAdmin);
    expect(none.status).toBe(400);
    expect(none.body.error).toBe('Select a file to upload.');
    const json = await call(api, 'POST', 'employee/uploadcsvdata', { token: tokens.companyAdmin, body: { csv: 'x' } });
    expect(json.status).toBe(400);
    expect(json.body.error).toBe('Select a file to upload.');
    expect(await employeeCount()).toBe(before);
  });

  it('401 without a token; 403 for the full user (read only) and the estimator', async () => {
    const file = { name: 'staff.csv', type: 'text/csv', content: `${EMPLOYEE_HEADER}\n${employeeLine(1, positionName, 'Csv Level')}\n` };
    expect((await upload('employee/uploadcsvdata', undefined, file)).status).toBe(401);
    expect((await upload('employee/uploadcsvdata', tokens.fullUser, file)).status).toBe(403);
    expect((await upload('employee/uploadcsvdata', tokens.estimator, file)).status).toBe(403);
  });

  it('imports a 10,000-row file in one transaction with batched inserts', async () => {
    counter += 1;
    const positionId = await createPosition(`Bulk ${unique()}`);
    const bulkLevel = await createLevel(positionId, 'Bulk', '08-100');
    const position = (await call(api, 'GET', 'division/internallabour/positions', { token: tokens.companyAdmin })).body.data
      .find((p: { ID: number }) => p.ID === positionId).position;
    const lines = [EMPLOYEE_HEADER];
    // Rates 20.00 and 30.00 alternate: the level average is (5000 × 20 + 5000 × 30) / 10000 = 25.00.
    for (let i = 0; i < 10_000; i += 1) lines.push(employeeLine(i, position, 'Bulk', { rate: i % 2 === 0 ? '20' : '30', billable: i % 4 === 0 ? 'no' : 'yes' }));
    const csv = lines.join('\n');
    const before = await employeeCount();
    const started = performance.now();
    const reply = await upload('employee/uploadcsvdata', tokens.companyAdmin, { name: 'bulk.csv', type: 'text/csv', content: csv });
    const ms = performance.now() - started;
    console.log(`10,000-row employee CSV (${(csv.length / 1024 / 1024).toFixed(2)} MB) imported in ${ms.toFixed(0)} ms (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`);
    expect(reply.status, JSON.stringify(reply.body).slice(0, 500)).toBe(200);
    expect(reply.body.data.imported).toBe(10_000);
    expect(await employeeCount()).toBe(before + 10_000);
    // Every row was written by one transaction: they share one xmin (transaction id).
    const tx = await api.db.selectFrom('employees').select(sql<number>`count(distinct xmin::text)::int`.as('n'))
      .where('level_id', '=', bulkLevel).executeTakeFirstOrThrow();
    expect(tx.n).toBe(1);
    expect(await levelOf(bulkLevel)).toMatchObject({ rate_per_hour: '25.00', rate_per_week: '1000.00' });
  }, 180_000); // a big file on a busy machine (PGlite in WebAssembly) may take longer than the default limit
});

describe('OpenAPI', () => {
  it('documents every employees, positions and levels route', async () => {
    const reply = await api.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = Object.keys(JSON.parse(reply.body).paths);
    for (const path of [
      '/api/v1/employee', '/api/v1/employee/{ID}', '/api/v1/employee/active/{ID}', '/api/v1/employee/internallabor',
      '/api/v1/employee/internallabor/{position}', '/api/v1/employee/withoutrole', '/api/v1/employee/uploadcsvdata',
      '/api/v1/division/internallabour/positions', '/api/v1/division/internallabour/levels',
      '/api/v1/division/internallabour/costcode/{positionId}', '/api/v1/division/internallabour/position',
      '/api/v1/division/internallabour/level', '/api/v1/position/update/{id}', '/api/v1/level/update/{id}',
      '/api/v1/level/delete/{id}', '/api/v1/position/uploadcsv',
    ]) expect(paths, path).toContain(path);
  });
});
