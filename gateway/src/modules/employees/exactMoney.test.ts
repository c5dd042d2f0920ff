import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testkit.js';

// Money through the whole chain, GraphQL → gateway → REST API → database and back, as exact text.

const RATES = 'ratePerHour ratePerYear medicalInsurance rates { perHour perDay perWeek perMonth perYear }';

describe('exact money through the gateway and the REST API', () => {
  let h: Harness;
  let admin: string;
  let positionId: string;
  let levelId: string;

  beforeAll(async () => {
    h = await startHarness();
    admin = await h.login('companyadmin@demo.test');
    const suffix = Date.now().toString(36);
    const p = await h.gql('mutation($n: String!) { createPosition(name: $n) { id } }', { n: `Exact ${suffix}` }, admin);
    positionId = p.data.createPosition.id;
    const l = await h.gql('mutation($p: ID!, $n: String!) { createLevel(positionId: $p, name: $n, costCode: "09-900") { id } }',
      { p: positionId, n: `Exact ${suffix}` }, admin);
    levelId = l.data.createLevel.id;
  });
  afterAll(async () => {
    await h?.close();
  });

  const input = (overrides: Record<string, unknown>) => ({
    firstName: 'Exact', lastName: `Money ${Math.random().toString(36).slice(2)}`,
    email: `exact-${Math.random().toString(36).slice(2)}@gw.test`, phone: '(512) 555-0142', positionId, levelId,
    address1: '5 Query Lane', city: 'Austin', state: 'Texas', stateCode: 'TX', zip: '78701', billable: true,
    hiringDate: '2021-06-01', ...overrides,
  });

  it('variables "0.105" and "1,234.50" arrive at the API and come back digit for digit', async () => {
    const res = await h.gql(`mutation($input: EmployeeInput!) { createEmployee(input: $input) { id ${RATES} } }`,
      { input: input({ period: 'HOURLY', rate: '0.105', medicalInsurance: '1,234.50' }) }, admin);
    expect(res.errors, res.raw).toBeUndefined();
    // 0.105 × 2080 + 1,234.50 × 12 = 15,032.40 a year (docs/money.md §2).
    expect(res.data.createEmployee).toMatchObject({
      ratePerHour: '0.105', ratePerYear: null, medicalInsurance: '1234.50',
      rates: { perHour: '7.2271', perDay: '57.82', perWeek: '289.08', perMonth: '1252.70', perYear: '15032.40' },
    });
    const stored = await h.api.db.selectFrom('employees').select(['rate_per_hour', 'medical_insurance'])
      .where('id', '=', Number(res.data.createEmployee.id)).executeTakeFirstOrThrow();
    expect(stored).toEqual({ rate_per_hour: '0.1050', medical_insurance: '1234.50' });
  });

  it('a literal salary of 12345678901.99 (beyond float cents) is stored and read back exactly', async () => {
    const vars = input({ period: 'ANNUALLY', medicalInsurance: '0' });
    const res = await h.gql(`mutation($input: EmployeeInput!) { createEmployee(input: $input) { id } }`,
      { input: { ...vars, rate: '12345678901.99' } }, admin);
    expect(res.errors, res.raw).toBeUndefined();
    const id = res.data.createEmployee.id;
    const read = await h.gql(`{ employee(id: "${id}") { ${RATES} } }`, undefined, admin);
    expect(read.errors, read.raw).toBeUndefined();
    expect(read.data.employee).toMatchObject({
      ratePerYear: '12345678901.99', medicalInsurance: '0.00',
      rates: { perHour: '5935422.549', perDay: '47483380.39', perWeek: '237416901.96', perMonth: '1028806575.17', perYear: '12345678901.99' },
    });
    const literal = await h.gql(`mutation($id: ID!) { updateEmployee(id: $id, input: {
        firstName: "Exact", lastName: "Literal", email: "${vars.email}", phone: "(512) 555-0142", positionId: "${positionId}",
        levelId: "${levelId}", address1: "5 Query Lane", city: "Austin", state: "Texas", stateCode: "TX", zip: "78701",
        billable: true, hiringDate: "2021-06-01", period: ANNUALLY, rate: 12345678901.99, medicalInsurance: "1,234.50" }) { ${RATES} } }`,
      { id }, admin);
    expect(literal.errors, literal.raw).toBeUndefined();
    expect(literal.data.updateEmployee).toMatchObject({ ratePerYear: '12345678901.99', medicalInsurance: '1234.50' });
  });
});
