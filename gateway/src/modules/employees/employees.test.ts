import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoInternals, firstError, startHarness, uniqueTag, type Harness } from '../../testkit.js';

const EMPLOYEE_FIELDS = `id firstName lastName email phone positionId positionName levelId levelName costCode address1 address2
  city state stateCode zip billable period ratePerHour ratePerYear medicalInsurance hiringDate timeWithCompany isActive
  roleId role rates { perHour perDay perWeek perMonth perYear }`;
const LEVEL_FIELDS = 'id name positionId positionName costCode ratePerHour ratePerWeek costPerUnit';

const CREATE_POSITION = 'mutation($name: String!) { createPosition(name: $name) { id name levels { id } } }';
const UPDATE_POSITION = 'mutation($id: ID!, $name: String!) { updatePosition(id: $id, name: $name) { id name } }';
const CREATE_LEVEL = `mutation($p: ID!, $name: String!, $code: String!) { createLevel(positionId: $p, name: $name, costCode: $code) { ${LEVEL_FIELDS} } }`;
const UPDATE_LEVEL = `mutation($id: ID!, $name: String!, $code: String) { updateLevel(id: $id, name: $name, costCode: $code) { ${LEVEL_FIELDS} } }`;
const DELETE_LEVEL = 'mutation($id: ID!) { deleteLevel(id: $id) }';
const CREATE = `mutation($input: EmployeeInput!) { createEmployee(input: $input) { ${EMPLOYEE_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: EmployeeInput!) { updateEmployee(id: $id, input: $input) { ${EMPLOYEE_FIELDS} } }`;
const SET_ACTIVE = 'mutation($id: ID!, $on: Boolean!) { setEmployeeActive(id: $id, isActive: $on) { id isActive } }';
const EMPLOYEES = `query($filter: ActiveFilter, $page: Int, $pageSize: Int) {
  employees(filter: $filter, page: $page, pageSize: $pageSize) { total billableCount nonBillableCount items { id isActive billable } } }`;
const EMPLOYEE = `query($id: ID!) { employee(id: $id) { ${EMPLOYEE_FIELDS} } }`;
const POSITIONS = `{ positions { id name levels { ${LEVEL_FIELDS} } } }`;
const LEVELS = `query($p: ID) { levels(positionId: $p) { ${LEVEL_FIELDS} } }`;
const COST_CODE = 'query($p: ID!) { positionCostCode(positionId: $p) }';
const WITHOUT_ROLE = '{ employeesWithoutRole { id } }';
const INTERNAL_LABOR = 'query($p: ID) { internalLabor(positionId: $p) { id positionId isActive } }';
const UPLOAD_EMPLOYEES = 'mutation($csv: String!) { uploadEmployeesCsv(csv: $csv) { ok imported message errors { line column reason } } }';
const UPLOAD_POSITIONS = 'mutation($csv: String!) { uploadPositionsCsv(csv: $csv) { ok imported message errors { line column reason } } }';

const HEADER = 'first_name,last_name,email,phone_number,position,level,address1,address2,city,state,state_code,zipcode,billable,period,rate,medical_insurance,hiring_date';

const unique = uniqueTag;

function employeeInput(positionId: string, levelId: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Gail', lastName: `Graph ${unique()}`, email: `gail-${unique()}@gw.test`, phone: '(512) 555-0142',
    positionId, levelId, address1: '5 Query Lane', address2: null, city: 'Austin', state: 'Texas', stateCode: 'TX',
    zip: '78701', billable: true, period: 'HOURLY', rate: '25.00', medicalInsurance: '500', hiringDate: '2021-06-01',
    ...overrides,
  };
}

describe('employees module', () => {
  let h: Harness;
  let admin: string;
  let fullUser: string;
  let estimator: string;
  let otherAdmin: string;

  beforeAll(async () => {
    h = await startHarness();
    admin = await h.login('companyadmin@demo.test');
    fullUser = await h.login('fulluser@demo.test');
    estimator = await h.login('estimator@demo.test');
    otherAdmin = await h.login('admin2@demo.test');
  });
  afterAll(async () => {
    await h?.close();
  });

  async function position(name = `Position ${unique()}`): Promise<string> {
    const res = await h.gql(CREATE_POSITION, { name }, admin);
    expect(res.errors, res.raw).toBeUndefined();
    return res.data.createPosition.id;
  }
  async function level(positionId: string, name = `Level ${unique()}`, code = '01-100'): Promise<string> {
    const res = await h.gql(CREATE_LEVEL, { p: positionId, name, code }, admin);
    expect(res.errors, res.raw).toBeUndefined();
    return res.data.createLevel.id;
  }

  it('creates positions and levels; a new level has zero rates', async () => {
    const res = await h.gql(CREATE_POSITION, { name: 'Gw Carpenter' }, admin);
    expect(res.errors, res.raw).toBeUndefined();
    expect(res.data.createPosition).toEqual({ id: expect.any(String), name: 'Gw Carpenter', levels: [] });
    const lvl = await h.gql(CREATE_LEVEL, { p: res.data.createPosition.id, name: 'Journeyman', code: '06-100' }, admin);
    expect(lvl.data.createLevel).toEqual({
      id: expect.any(String), name: 'Journeyman', positionId: res.data.createPosition.id, positionName: 'Gw Carpenter',
      costCode: '06-100', ratePerHour: '0.00', ratePerWeek: '0.00', costPerUnit: '0.00',
    });
  });

  it('creates an employee with every field mapped: 25.00/h + 500/month → 58,000/yr → 27.8846/h, 223.08/day, 1115.38/week, 4833.33/month', async () => {
    const p = await position();
    const l = await level(p, 'Lead', '02-100');
    const input = employeeInput(p, l, { rate: '25.00', medicalInsurance: '500' });
    const res = await h.gql(CREATE, { input }, admin);
    expect(res.errors, res.raw).toBeUndefined();
    expect(res.data.createEmployee).toEqual({
      id: expect.any(String), firstName: 'Gail', lastName: input.lastName, email: input.email, phone: '(512) 555-0142',
      positionId: p, positionName: expect.any(String), levelId: l, levelName: 'Lead', costCode: '02-100',
      address1: '5 Query Lane', address2: null, city: 'Austin', state: 'Texas', stateCode: 'TX', zip: '78701',
      billable: true, period: 'HOURLY', ratePerHour: '25.00', ratePerYear: null, medicalInsurance: '500.00',
      hiringDate: '2021-06-01', timeWithCompany: expect.stringMatching(/year/), isActive: true, roleId: null, role: null,
      rates: { perHour: '27.8846', perDay: '223.08', perWeek: '1115.38', perMonth: '4833.33', perYear: '58000.00' },
    });
    const again = await h.gql(EMPLOYEE, { id: res.data.createEmployee.id }, fullUser);
    expect(again.errors, again.raw).toBeUndefined();
    expect(again.data.employee).toEqual(res.data.createEmployee);
  });

  it('a salaried employee with role FULL_USER: ANNUALLY rate, login created (roleId 3) and listed nowhere without a role', async () => {
    const p = await position();
    const l = await level(p);
    const res = await h.gql(CREATE, { input: employeeInput(p, l, { period: 'ANNUALLY', rate: '62,400', medicalInsurance: '450', role: 'FULL_USER' }) }, admin);
    expect(res.errors, res.raw).toBeUndefined();
    expect(res.data.createEmployee).toMatchObject({
      period: 'ANNUALLY', ratePerYear: '62400.00', ratePerHour: null, role: 'FULL_USER', roleId: 3,
      rates: { perHour: '32.5962', perYear: '67800.00' },
    });
    const without = await h.gql(WITHOUT_ROLE, {}, admin);
    expect(without.data.employeesWithoutRole.map((e: { id: string }) => e.id)).not.toContain(res.data.createEmployee.id);
  });

  it('updates and deactivates an employee; the level rates follow: (30.0000 + 32.5962) / 2 = 31.2981 → 32.5962 alone', async () => {
    const p = await position();
    const l = await level(p);
    const a = await h.gql(CREATE, { input: employeeInput(p, l, { rate: '25' }) }, admin);
    const b = await h.gql(CREATE, { input: employeeInput(p, l, { period: 'ANNUALLY', rate: '62400', medicalInsurance: '450' }) }, admin);
    const aInput = employeeInput(p, l, { email: a.data.createEmployee.email, rate: '30', medicalInsurance: '0' });
    const updated = await h.gql(UPDATE, { id: a.data.createEmployee.id, input: aInput }, admin);
    expect(updated.errors, updated.raw).toBeUndefined();
    expect(updated.data.updateEmployee.rates.perHour).toBe('30.00');
    expect((await h.gql(LEVELS, { p }, admin)).data.levels[0]).toMatchObject({ ratePerHour: '31.2981', ratePerWeek: '1251.924' });
    const off = await h.gql(SET_ACTIVE, { id: a.data.createEmployee.id, on: false }, admin);
    expect(off.data.setEmployeeActive).toEqual({ id: a.data.createEmployee.id, isActive: false });
    expect((await h.gql(LEVELS, { p }, admin)).data.levels[0]).toMatchObject({ ratePerHour: '32.5962', costPerUnit: '32.5962' });
    expect(b.errors).toBeUndefined();
    const labor = await h.gql(INTERNAL_LABOR, { p }, admin);
    expect(labor.data.internalLabor).toEqual([{ id: b.data.createEmployee.id, positionId: p, isActive: true }]);
    const inactive = await h.gql(EMPLOYEES, { filter: 'INACTIVE', pageSize: 100 }, admin);
    expect(inactive.data.employees.items.map((e: { id: string }) => e.id)).toContain(a.data.createEmployee.id);
    expect(inactive.data.employees.items.every((e: { isActive: boolean }) => !e.isActive)).toBe(true);
  });

  it('pages employees with billable and non-billable counts', async () => {
    const p = await position();
    const l = await level(p);
    await h.gql(CREATE, { input: employeeInput(p, l, { billable: false }) }, admin);
    const res = await h.gql(EMPLOYEES, { page: 1, pageSize: 2 }, fullUser);
    expect(res.errors, res.raw).toBeUndefined();
    const page = res.data.employees;
    expect(page.items.length).toBeLessThanOrEqual(2);
    expect(page.billableCount + page.nonBillableCount).toBe(page.total);
    expect(page.nonBillableCount).toBeGreaterThanOrEqual(1);
  });

  it('positions with their levels take ONE levels call for all positions (DataLoader)', async () => {
    for (let i = 0; i < 3; i += 1) {
      const p = await position();
      await level(p, 'A');
      await level(p, 'B');
    }
    h.calls.length = 0;
    const res = await h.gql(POSITIONS, {}, fullUser);
    expect(res.errors, res.raw).toBeUndefined();
    expect(res.data.positions.length).toBeGreaterThanOrEqual(3);
    const withLevels = res.data.positions.filter((p: { levels: unknown[] }) => p.levels.length === 2);
    expect(withLevels.length).toBeGreaterThanOrEqual(3);
    for (const p of res.data.positions) {
      for (const l of p.levels) expect(l.positionId).toBe(p.id);
    }
    expect(h.calls.map((c) => c.path)).toEqual(['division/internallabour/positions', 'division/internallabour/levels']);
  });

  it('cost code lookup, rename position and level, delete a level; CONFLICT messages of the spec', async () => {
    const p = await position();
    const l = await level(p, 'Helper', '04-100');
    const used = await level(p, 'Used', '04-100');
    await h.gql(CREATE, { input: employeeInput(p, used) }, admin);
    expect((await h.gql(COST_CODE, { p }, admin)).data.positionCostCode).toBe('04-100');
    const renamed = await h.gql(UPDATE_POSITION, { id: p, name: `Renamed ${unique()}` }, admin);
    expect(renamed.errors, renamed.raw).toBeUndefined();
    const lvl = await h.gql(UPDATE_LEVEL, { id: l, name: 'Helper II', code: '04-200' }, admin);
    expect(lvl.data.updateLevel).toMatchObject({ id: l, name: 'Helper II', costCode: '04-200' });
    const dupLevel = await h.gql(UPDATE_LEVEL, { id: l, name: 'used' }, admin);
    expect(firstError(dupLevel)).toMatchObject({ message: 'This level already exists.', extensions: { code: 'CONFLICT' } });
    const inUse = await h.gql(DELETE_LEVEL, { id: used }, admin);
    expect(firstError(inUse)).toMatchObject({ message: 'This employee level already exists', extensions: { code: 'CONFLICT' } });
    expectNoInternals(inUse);
    expect((await h.gql(DELETE_LEVEL, { id: l }, admin)).data.deleteLevel).toBe(true);
    const dupPosition = await h.gql(CREATE_POSITION, { name: renamed.data.updatePosition.name.toUpperCase() }, admin);
    expect(firstError(dupPosition)).toMatchObject({ message: 'This position already exists.', extensions: { code: 'CONFLICT' } });
  });

  it('BAD_USER_INPUT with the spec message and REST field names', async () => {
    const p = await position();
    const l = await level(p);
    const res = await h.gql(CREATE, { input: employeeInput(p, l, { email: 'nope', firstName: ' ' }) }, admin);
    const err = firstError(res);
    expect(err.message).toBe('You must enter all mandatory fields.');
    expect(err.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { 'input.firstName': 'You must enter all mandatory fields.', 'input.email': 'This is not a valid email address' },
    });
    expectNoInternals(res);
  });

  it('UNAUTHENTICATED without a token; FORBIDDEN for the estimator (employees), for full-user writes and for another tenant', async () => {
    const p = await position();
    const l = await level(p);
    const e = await h.gql(CREATE, { input: employeeInput(p, l) }, admin);
    expect(firstError(await h.gql(EMPLOYEES, {})).extensions?.code).toBe('UNAUTHENTICATED');
    expect(firstError(await h.gql(EMPLOYEES, {}, estimator)).extensions?.code).toBe('FORBIDDEN');
    // Positions and levels are the labor-line pickers: the estimator reads them with bid_sheets.
    const picker = await h.gql(POSITIONS, {}, estimator);
    expect(picker.errors, picker.raw).toBeUndefined();
    expect(picker.data.positions.length).toBeGreaterThan(0);
    expect(firstError(await h.gql(CREATE_POSITION, { name: 'Nope' }, fullUser)).extensions?.code).toBe('FORBIDDEN');
    expect(firstError(await h.gql(EMPLOYEE, { id: e.data.createEmployee.id }, otherAdmin)).extensions?.code).toBe('NOT_FOUND');
    expect(firstError(await h.gql(SET_ACTIVE, { id: e.data.createEmployee.id, on: false }, otherAdmin)).extensions?.code).toBe('NOT_FOUND');
    expect(firstError(await h.gql(EMPLOYEE, { id: '999999' }, admin)).extensions?.code).toBe('NOT_FOUND');
    expect(firstError(await h.gql(UPLOAD_POSITIONS, { csv: 'position,level,cost_code\nA,B,1\n' }, fullUser)).extensions?.code).toBe('FORBIDDEN');
  });

  it('uploads positions CSV as a multipart file: ok with the count', async () => {
    const name = `Uploaded ${unique()}`;
    const res = await h.gql(UPLOAD_POSITIONS, { csv: `position,level,cost_code\n${name},One,12-100\n${name},Two,12-100\n` }, admin);
    expect(res.errors, res.raw).toBeUndefined();
    expect(res.data.uploadPositionsCsv).toEqual({ ok: true, imported: 2, message: '2 rows imported: 1 new position, 2 new levels, 0 cost codes updated.', errors: [] });
    const positions = await h.gql(POSITIONS, {}, admin);
    const created = positions.data.positions.find((p: { name: string }) => p.name === name);
    expect(created.levels.map((l: { name: string }) => l.name)).toEqual(['One', 'Two']);
  });

  it('uploads employees CSV: ok:true on success; ok:false with every refused row, nothing imported', async () => {
    const name = `Csv ${unique()}`;
    const p = await position(name);
    await level(p, 'Crew', '13-100');
    const row = (i: number, over: Record<string, string> = {}) => {
      const cells: Record<string, string> = {
        first_name: `Row${i}`, last_name: 'Csv', email: `row${i}-${unique()}@gw.test`, phone_number: '5125550100', position: name,
        level: 'Crew', address1: '1 A St', address2: '', city: 'Austin', state: 'Texas', state_code: 'TX', zipcode: '78701',
        billable: 'yes', period: 'hourly', rate: '20', medical_insurance: '', hiring_date: '2023-01-02', ...over,
      };
      return HEADER.split(',').map((c) => cells[c]).join(',');
    };
    const good = await h.gql(UPLOAD_EMPLOYEES, { csv: [HEADER, row(1), row(2, { rate: '30' })].join('\n') }, admin);
    expect(good.errors, good.raw).toBeUndefined();
    expect(good.data.uploadEmployeesCsv).toEqual({ ok: true, imported: 2, message: '2 employees have been imported.', errors: [] });
    // (20 + 30) / 2 = 25.00
    expect((await h.gql(LEVELS, { p }, admin)).data.levels[0]).toMatchObject({ ratePerHour: '25.00', ratePerWeek: '1000.00' });

    const before = (await h.gql(EMPLOYEES, { pageSize: 1 }, admin)).data.employees.total;
    const bad = await h.gql(UPLOAD_EMPLOYEES, { csv: [HEADER, row(3), row(4, { email: 'x' }), row(5, { level: 'Nope', zipcode: '1' })].join('\n') }, admin);
    expect(bad.errors, bad.raw).toBeUndefined();
    expect(bad.data.uploadEmployeesCsv).toEqual({
      ok: false,
      imported: 0,
      message: '2 rows are not valid; nothing was imported.',
      errors: [
        { line: 3, column: 'email', reason: 'This is not a valid email address' },
        { line: 4, column: 'zipcode', reason: 'Please enter a valid zipcode.' },
        { line: 4, column: 'level', reason: `Unknown level 'Nope' of position '${name}'.` },
      ],
    });
    const empty = await h.gql(UPLOAD_EMPLOYEES, { csv: '' }, admin);
    expect(empty.data.uploadEmployeesCsv).toEqual({ ok: false, imported: 0, message: 'The file is empty.', errors: [] });
    expect((await h.gql(EMPLOYEES, { pageSize: 1 }, admin)).data.employees.total).toBe(before);
  });
});
