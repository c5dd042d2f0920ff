import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, startTestApi, type TestApi } from '../../testing.js';
import { call, login } from '../../test-support.js';

// Money goes in and out of the REST API as exact decimal text (docs/money.md §1): no float on the way.

let api: TestApi;
let token: string;
let positionId: number;
let levelId: number;

beforeAll(async () => {
  api = await startTestApi();
  token = await login(api, DEMO_USERS.companyAdmin);
  const suffix = Date.now().toString(36);
  const position = await call(api, 'POST', 'division/internallabour/position', { token, body: { position: `Exact ${suffix}` } });
  positionId = position.body.data.ID;
  const level = await call(api, 'POST', 'division/internallabour/level', {
    token, body: { position_id: positionId, position: '', level: `Exact ${suffix}`, cost_code: '09-900' },
  });
  levelId = level.body.data.level_id;
});
afterAll(async () => {
  await api?.close();
});

function employee(overrides: Record<string, unknown>) {
  return {
    first_name: 'Exact', last_name: `Money ${Math.random().toString(36).slice(2)}`,
    email: `exact-${Math.random().toString(36).slice(2)}@example.test`, is_active: true, phone_number: '(512) 555-1234',
    position: positionId, level: levelId, address1: '1 Main Street', city: 'Austin', state: 'Texas', state_code: 'TX',
    zipcode: '78701', billable: true, hiring_date: '2022-01-15', ...overrides,
  };
}

describe('exact money through the REST API', () => {
  it('an hourly rate of "0.105" and medical "1,234.50" are stored and returned digit for digit', async () => {
    const created = await call(api, 'POST', 'employee', {
      token, body: employee({ period: 'hourly', rate_per_hour: '0.105', medical_insurance: '1,234.50' }),
    });
    expect(created.status).toBe(200);
    // 0.105 × 2080 = 218.40 + 1,234.50 × 12 = 14,814 → 15,032.40 a year; ÷2080 = 7.22711… → 7.2271.
    expect(created.body.data).toMatchObject({
      rate_per_hour: '0.105', medical_insurance: '1234.50',
      rates: { per_hour: '7.2271', per_day: '57.82', per_week: '289.08', per_month: '1252.70', per_year: '15032.40' },
    });
    const row = await api.db.selectFrom('employees').select(['rate_per_hour', 'medical_insurance'])
      .where('id', '=', created.body.data.ID).executeTakeFirstOrThrow();
    expect(row).toEqual({ rate_per_hour: '0.1050', medical_insurance: '1234.50' });
    const read = await call(api, 'GET', `employee/${created.body.data.ID}`, { token });
    expect(read.body.data).toMatchObject({ rate_per_hour: '0.105', medical_insurance: '1234.50' });
  });

  it('a salary of "12345678901.99" (past 2^53 cents) keeps every cent, and so do its spread rates', async () => {
    const created = await call(api, 'POST', 'employee', {
      token, body: employee({ period: 'annually', rate_per_year: '12345678901.99', medical_insurance: '0' }),
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      rate_per_year: '12345678901.99',
      rates: { per_hour: '5935422.549', per_day: '47483380.39', per_week: '237416901.96', per_month: '1028806575.17', per_year: '12345678901.99' },
    });
    const row = await api.db.selectFrom('employees').select('rate_per_year').where('id', '=', created.body.data.ID).executeTakeFirstOrThrow();
    expect(row.rate_per_year).toBe('12345678901.99');
  });
});
