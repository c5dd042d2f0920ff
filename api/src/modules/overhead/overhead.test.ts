import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing.js';
import { call, createTestEmployee, createTestLevel, createTestPosition, signInDemoUsers } from '../../test-support.js';
import { burdenRate } from './burden.js';

let api: TestApi;
const tokens: Record<string, string> = {};
let tenant1: number;
let tenant2: number;
let subInTenant1: string;

const FORBIDDEN = { error: 'You do not have permission to perform this action.' };
const MANDATORY = 'Fill all the mandatory fields.';
const PATHS = ['monthlyservice', 'annualservice', 'equipmentvehiclelease', 'vehicleoverhead'] as const;
const BLOCKS = [
  'companytotals', 'costeachfieldsemployeecarries', 'nextfieldhireincreasedcosts', 'costeachfieldemployeewillcarry',
  'overheadreductionfornewfieldhire',
] as const;
type Block = { types: string; hourly: string; daily: string; weekly: string; monthly: string; annually: string; no_field_employee: boolean; field_employees: number };
const periods = (b: Block) => [b.hourly, b.daily, b.weekly, b.monthly, b.annually];

beforeAll(async () => {
  api = await startTestApi();
  [tenant1, tenant2] = await signInDemoUsers(api, tokens);
  const sub = await call(api, 'POST', 'auth/tenant', { token: tokens.subcontractor, body: { company_id: tenant1 } });
  subInTenant1 = sub.body.data.token;
});
afterAll(async () => {
  await api?.close();
});

async function totals(token: string): Promise<Record<string, Block>> {
  const reply = await call(api, 'GET', 'overhead/totals', { token });
  expect(reply.status).toBe(200);
  return Object.fromEntries(reply.body.data.map((b: Block) => [b.types, b]));
}

async function addService(token: string, path: (typeof PATHS)[number], body: Record<string, unknown>) {
  const reply = await call(api, 'POST', `overhead/${path}`, { token, body });
  if (reply.status !== 200) throw new Error(`add service: ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

describe('demo data', () => {
  it('the demo company has every list filled and a plausible burden rate; the second company has none', async () => {
    for (const path of PATHS) {
      const list = await call(api, 'GET', `overhead/${path}`, { token: tokens.companyAdmin });
      expect(list.status).toBe(200);
      expect(list.body.data.length, path).toBeGreaterThanOrEqual(3);
    }
    const t = await totals(tokens.companyAdmin);
    // 4 salaried office staff 410,800 + monthly 98,400 + annual 56,700 + equipment 44,740 + 4 × other 7,980
    expect(t.companytotals!.annually).toBe('642560.00');
    expect(t.costeachfieldsemployeecarries!.field_employees).toBe(4);
    // 642,560 / 4 = 160,640 a year → 77.23 an hour, 3,089.23 a week
    expect(t.costeachfieldsemployeecarries!.hourly).toBe('77.23');
    expect(t.costeachfieldsemployeecarries!.weekly).toBe('3089.23');
    expect((await burdenRate({ tenantId: tenant1 }, api.db)).hourly).toBe('77.23');

    const labor = await call(api, 'GET', 'overhead/labor', { token: tokens.companyAdmin });
    expect(labor.body.data).toHaveLength(8);
    const sid = labor.body.data.find((e: { first_name: string }) => e.first_name === 'Sid');
    // 48.50 × 2,080 + 550 × 12 = 107,480 a year
    expect(sid).toMatchObject({ level: 'General', position: 'Superintendent', billable: true, rate_per_year: '107480.00', rate_per_week: '2066.92' });

    for (const path of PATHS) {
      expect((await call(api, 'GET', `overhead/${path}`, { token: tokens.secondAdmin })).body).toEqual({ data: [] });
    }
  });
});

describe('the totals blocks of a hand-checked company (docs/money.md §3)', () => {
  it('match the figures worked by hand, then the burden rate rises when a field employee leaves', async () => {
    const token = tokens.secondAdmin;
    const empty = await totals(token);
    expect(periods(empty.companytotals!)).toEqual(['0.00', '0.00', '0.00', '0.00', '0.00']);
    expect(empty.costeachfieldsemployeecarries!.no_field_employee).toBe(true);

    const position = await createTestPosition(api, token);
    const level = await createTestLevel(api, token, position);
    // Overhead employees: 62,400 salary + 500/month medical = 68,400; 25/hour + 300/month = 55,600.
    await createTestEmployee(api, token, position, level, {
      billable: false, period: 'annually', rate_per_hour: null, rate_per_year: '62400', medical_insurance: '500',
    });
    await createTestEmployee(api, token, position, level, { billable: false, rate_per_hour: '25', medical_insurance: '300' });
    const field = [];
    for (let i = 0; i < 3; i += 1) field.push(await createTestEmployee(api, token, position, level, { billable: true }));

    const software = await addService(token, 'monthlyservice', { name: 'Software', cost_per_unit: '137.50', units: '3', period: 'monthly' });
    // 4,950 a year: 52 and 260 do not divide it
    expect(software).toMatchObject({ kind: 'monthly', hourly: '2.38', daily: '19.04', weekly: '95.19', monthly: '412.50', annually: '4950.00' });
    await addService(token, 'monthlyservice', { name: 'Rent', cost_per_unit: '2,500', units: '1', period: 'monthly' });
    await addService(token, 'annualservice', { name: 'Insurance', cost_per_unit: '18000', units: 1, period: 'annually' });
    await addService(token, 'equipmentvehiclelease', { name: 'Truck lease', cost_per_unit: 650, units: 2, period: 'monthly' });
    await addService(token, 'vehicleoverhead', { name: 'Phone', cost_per_unit: '85', units: '1', period: 'monthly' });
    await addService(token, 'vehicleoverhead', { name: 'Truck allowance', cost_per_unit: '400', units: '1', period: 'monthly' });

    const t = await totals(token);
    expect(periods(t.companytotals!)).toEqual(['100.97', '807.73', '4038.65', '17500.83', '210010.00']);
    expect(periods(t.costeachfieldsemployeecarries!)).toEqual(['33.66', '269.24', '1346.22', '5833.61', '70003.33']);
    expect(periods(t.nextfieldhireincreasedcosts!)).toEqual(['2.80', '22.38', '111.92', '485.00', '5820.00']);
    expect(periods(t.costeachfieldemployeewillcarry!)).toEqual(['25.94', '207.53', '1037.64', '4496.46', '53957.50']);
    expect(periods(t.overheadreductionfornewfieldhire!)).toEqual(['7.71', '61.71', '308.57', '1337.15', '16045.83']);
    // Each named route answers its block, the same figures.
    for (const key of BLOCKS) {
      const one = await call(api, 'GET', `overhead/${key}`, { token });
      expect(one.body.data, key).toEqual(t[key]);
    }

    // One field employee leaves: F = 2, (192,550 + 2 × 5,820) / 2 = 102,095.00 a year each.
    const off = await call(api, 'PUT', `employee/active/${field[0].ID}`, { token, body: { is_active: false } });
    expect(off.status).toBe(200);
    const after = await totals(token);
    expect(periods(after.costeachfieldsemployeecarries!)).toEqual(['49.08', '392.67', '1963.37', '8507.92', '102095.00']);
    expect(after.costeachfieldsemployeecarries!.field_employees).toBe(2);
    expect((await burdenRate({ tenantId: tenant2 }, api.db)).weekly).toBe('1963.37');
    // The employees grid shows active employees only.
    const labor = await call(api, 'GET', 'overhead/labor', { token });
    expect(labor.body.data.map((e: { ID: number }) => e.ID)).not.toContain(field[0].ID);
    expect(labor.body.data).toHaveLength(4);
  });
});

describe('services: add, change, delete (docs/projects.md §5)', () => {
  it('names every blank of the first three lists; "Other" has no required field', async () => {
    for (const path of PATHS.slice(0, 3)) {
      const reply = await call(api, 'POST', `overhead/${path}`, { token: tokens.companyAdmin, body: { name: ' ' } });
      expect(reply.status, path).toBe(400);
      expect(reply.body).toEqual({
        error: MANDATORY,
        fields: { name: MANDATORY, cost_per_unit: MANDATORY, units: MANDATORY, period: MANDATORY },
      });
    }
    const other = await call(api, 'POST', 'overhead/vehicleoverhead', { token: tokens.companyAdmin, body: {} });
    expect(other.status).toBe(200);
    expect(other.body.data).toMatchObject({ name: '', cost_per_unit: '0.00', units: '1.00', period: 'monthly', annually: '0.00' });
  });

  it('refuses a value that is not a number or a period, naming the field; strips commas', async () => {
    const bad = await call(api, 'POST', 'overhead/monthlyservice', {
      token: tokens.companyAdmin, body: { name: 'X', cost_per_unit: '12.345', units: '-1', period: 'weekly' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['cost_per_unit', 'units', 'period']);
    const ok = await addService(tokens.companyAdmin, 'annualservice', { name: ' Audit ', cost_per_unit: '1,250.50', units: '2', period: 'annually' });
    expect(ok).toMatchObject({ name: 'Audit', cost_per_unit: '1250.50', units: '2.00', annually: '2501.00', monthly: '208.42' });
  });

  it('changes a service by the rules of its list and deletes it; another company cannot touch it', async () => {
    const service = await addService(tokens.companyAdmin, 'equipmentvehiclelease', { name: 'Van', cost_per_unit: '500', units: '1', period: 'monthly' });
    const blank = await call(api, 'PUT', `overhead/update/${service.id}`, {
      token: tokens.companyAdmin, body: { name: '', cost_per_unit: '500', units: '1', period: 'monthly' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.fields).toEqual({ name: MANDATORY });
    const changed = await call(api, 'PUT', `overhead/update/${service.id}`, {
      token: tokens.companyAdmin, body: { name: 'Van lease', cost_per_unit: '6000', units: '1', period: 'annually' },
    });
    expect(changed.body.data).toMatchObject({ id: service.id, kind: 'equipment', name: 'Van lease', monthly: '500.00', annually: '6000.00' });

    for (const [method, url] of [['PUT', `overhead/update/${service.id}`], ['DELETE', `overhead/delete/${service.id}`]] as const) {
      const other = await call(api, method, url, {
        token: tokens.secondAdmin, body: method === 'PUT' ? { name: 'Mine', cost_per_unit: '1', units: '1', period: 'monthly' } : undefined,
      });
      expect(other.status, `${method} from another company`).toBe(404);
      expect(other.body).toEqual({ error: 'Service not found.' });
    }
    expect((await call(api, 'DELETE', `overhead/delete/${service.id}`, { token: tokens.companyAdmin })).body).toEqual({ data: true });
    expect((await call(api, 'DELETE', `overhead/delete/${service.id}`, { token: tokens.companyAdmin })).status).toBe(404);
  });
});

describe('deleting an employee from the Overhead screen', () => {
  it('deletes one nothing uses; refuses one with a login and projects, naming both', async () => {
    const token = tokens.secondAdmin;
    const position = await createTestPosition(api, token);
    const level = await createTestLevel(api, token, position);
    const employee = await createTestEmployee(api, token, position, level);
    expect((await call(api, 'DELETE', `employee/${employee.ID}`, { token: tokens.companyAdmin })).status).toBe(404);
    expect((await call(api, 'DELETE', `employee/${employee.ID}`, { token })).body).toEqual({ data: true });
    expect((await call(api, 'GET', `employee/${employee.ID}`, { token })).status).toBe(404);

    const eve = await api.db.selectFrom('employees').select('id')
      .where('tenant_id', '=', tenant1).where('first_name', '=', 'Eve').executeTakeFirstOrThrow();
    const refused = await call(api, 'DELETE', `employee/${eve.id}`, { token: tokens.companyAdmin });
    expect(refused.status).toBe(409);
    expect(refused.body.reason).toBe('IN_USE');
    expect(refused.body.error).toMatch(/^This employee cannot be deleted: it is a user's login and on the staff of \d+ projects\. Deactivate the employee instead\.$/);
  });
});

describe('access', () => {
  it('refuses without a token, role 13, a platform admin outside a company, and a role without overhead', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', 'overhead/monthlyservice'], ['POST', 'overhead/annualservice', {}], ['PUT', 'overhead/update/1', {}],
      ['DELETE', 'overhead/delete/1'], ['GET', 'overhead/labor'], ['GET', 'overhead/totals'],
      ['GET', 'overhead/costeachfieldsemployeecarries'],
    ];
    for (const [method, url, body] of routes) {
      const opts = (token?: string) => ({ ...(token ? { token } : {}), ...(body !== undefined ? { body } : {}) });
      expect((await call(api, method as 'GET', url, opts())).status, `${url} no token`).toBe(401);
      const sub = await call(api, method as 'GET', url, opts(subInTenant1));
      expect(sub.status, `${url} role 13`).toBe(403);
      expect(sub.body).toEqual(FORBIDDEN);
      expect((await call(api, method as 'GET', url, opts(tokens.platformAdmin))).status, `${url} no tenant`).toBe(403);
      expect((await call(api, method as 'GET', url, opts(tokens.estimator))).status, `${url} estimator`).toBe(403);
    }
    // A Full User reads the overhead but does not change it (docs/roles.md).
    expect((await call(api, 'GET', 'overhead/totals', { token: tokens.fullUser })).status).toBe(200);
    const write = await call(api, 'POST', 'overhead/monthlyservice', {
      token: tokens.fullUser, body: { name: 'X', cost_per_unit: '1', units: '1', period: 'monthly' },
    });
    expect(write.status).toBe(403);
  });
});
