import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allOverlap, expectNoInternals, firstError, startHarness, type Harness } from '../../testkit.js';

const FIGURES = 'figures { hourly daily weekly monthly annually }';
const SERVICE = `id kind name costPerUnit units period ${FIGURES}`;
const BLOCK = `key label fieldEmployees noFieldEmployee ${FIGURES}`;
const OVERHEAD = `{ companyOverhead {
  monthlyServices { ${SERVICE} } annualServices { ${SERVICE} } equipmentServices { ${SERVICE} } otherServices { ${SERVICE} }
  employees { id firstName lastName position level billable isActive ratePerHour ratePerDay ratePerWeek ratePerMonth ratePerYear }
  totals { ${BLOCK} } burdenRate { ${BLOCK} } } }`;
const ADD = `mutation($kind: OverheadServiceKind!, $input: OverheadServiceInput!) { addOverheadService(kind: $kind, input: $input) { ${SERVICE} } }`;
const UPDATE = `mutation($id: ID!, $input: OverheadServiceInput!) { updateOverheadService(id: $id, input: $input) { ${SERVICE} } }`;
const DELETE = 'mutation($id: ID!) { deleteOverheadService(id: $id) }';
const DELETE_EMPLOYEE = 'mutation($id: ID!) { deleteEmployee(id: $id) }';

describe('overhead module', () => {
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

  it('gives the whole screen in one query: six REST calls side by side, the totals read once', async () => {
    h.calls.length = 0;
    const res = await h.gql(OVERHEAD, {}, admin);
    expect(res.errors, res.raw).toBeUndefined();
    expect(h.calls.map((c) => `${c.method} ${c.path}`).sort()).toEqual([
      'GET overhead/annualservice', 'GET overhead/equipmentvehiclelease', 'GET overhead/labor', 'GET overhead/monthlyservice',
      'GET overhead/totals', 'GET overhead/vehicleoverhead',
    ]);
    // Fetched in parallel, never in a chain: all six were in flight at once.
    expect(allOverlap(h.calls)).toBe(true);
    const o = res.data.companyOverhead;
    expect(o.monthlyServices.find((s: { name: string }) => s.name === 'Office rent')).toMatchObject({
      kind: 'MONTHLY', costPerUnit: '4850.00', units: '1.00', period: 'MONTHLY', figures: { monthly: '4850.00', annually: '58200.00' },
    });
    expect(o.otherServices.every((s: { kind: string }) => s.kind === 'OTHER')).toBe(true);
    expect(o.employees).toHaveLength(8);
    expect(o.totals.map((b: { key: string }) => b.key)).toEqual([
      'COMPANY_TOTALS', 'COST_EACH_FIELD_EMPLOYEE_CARRIES', 'NEXT_FIELD_HIRE_INCREASED_COSTS',
      'COST_EACH_FIELD_EMPLOYEE_WILL_CARRY', 'OVERHEAD_REDUCTION_FOR_NEW_FIELD_HIRE',
    ]);
    expect(o.totals[0].figures.annually).toBe('642560.00');
    expect(o.burdenRate).toEqual(o.totals[1]);
    expect(o.burdenRate).toMatchObject({ fieldEmployees: 4, noFieldEmployee: false, figures: { hourly: '77.23', weekly: '3089.23' } });
  });

  it('asks REST only for the fields the query names', async () => {
    h.calls.length = 0;
    const res = await h.gql('{ companyOverhead { burdenRate { figures { hourly } } } }', {}, fullUser);
    expect(res.errors, res.raw).toBeUndefined();
    expect(h.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET overhead/totals']);
  });

  it('adds, changes and deletes a service; a blank names the input field', async () => {
    const blank = await h.gql(ADD, { kind: 'ANNUAL', input: { name: 'Audit' } }, admin);
    const err = firstError(blank);
    expect(err.message).toBe('Fill all the mandatory fields.');
    expect(err.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { costPerUnit: 'Fill all the mandatory fields.', units: 'Fill all the mandatory fields.', period: 'Fill all the mandatory fields.' },
    });
    expectNoInternals(blank);

    const added = await h.gql(ADD, { kind: 'ANNUAL', input: { name: 'Audit', costPerUnit: '1,300', units: '1', period: 'ANNUALLY' } }, admin);
    expect(added.errors, added.raw).toBeUndefined();
    const service = added.data.addOverheadService;
    // 1,300 a year: 25.00 a week, 5.00 a day, 0.63 an hour
    expect(service).toMatchObject({ kind: 'ANNUAL', costPerUnit: '1300.00', figures: { hourly: '0.63', daily: '5.00', weekly: '25.00' } });

    h.calls.length = 0;
    const updated = await h.gql(UPDATE, { id: service.id, input: { name: 'Audit', costPerUnit: '120', units: '1', period: 'MONTHLY' } }, admin);
    expect(updated.errors, updated.raw).toBeUndefined();
    expect(h.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`PUT overhead/update/${service.id}`]);
    expect(updated.data.updateOverheadService.figures.annually).toBe('1440.00');

    const foreign = await h.gql(DELETE, { id: service.id }, otherAdmin);
    expect(firstError(foreign).extensions?.code).toBe('NOT_FOUND');
    const deleted = await h.gql(DELETE, { id: service.id }, admin);
    expect(deleted.data).toEqual({ deleteOverheadService: true });
  });

  it('refuses a reader\'s change and a role without overhead; refuses deleting an employee in use', async () => {
    const write = await h.gql(ADD, { kind: 'OTHER', input: {} }, fullUser);
    expect(firstError(write).extensions?.code).toBe('FORBIDDEN');
    const read = await h.gql('{ companyOverhead { totals { key } } }', {}, estimator);
    expect(firstError(read).extensions?.code).toBe('FORBIDDEN');

    const eve = await h.api.db.selectFrom('employees').select('id').where('first_name', '=', 'Eve').executeTakeFirstOrThrow();
    const inUse = await h.gql(DELETE_EMPLOYEE, { id: String(eve.id) }, admin);
    const err = firstError(inUse);
    expect(err.extensions).toMatchObject({ code: 'CONFLICT', reason: 'IN_USE' });
    expect(err.message).toMatch(/^This employee cannot be deleted: it is a user's login and on the staff of \d+ projects\./);
  });
});
