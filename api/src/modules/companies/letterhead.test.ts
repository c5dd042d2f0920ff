import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInDemoUsers } from '../../test-support.js';
import { startTestApi, type TestApi } from '../../testing.js';

// GET company/letterhead: what heads the company's documents (the proposal PDF), for every user acting in a company,
// including those who may not read its settings (GET company/{id} refuses full users and estimators).

let api: TestApi;
const tokens: Record<string, string> = {};
let tenant1: number;

beforeAll(async () => {
  api = await startTestApi();
  [tenant1] = await signInDemoUsers(api, tokens);
});
afterAll(async () => {
  await api?.close();
});

const LETTERHEAD_KEYS = [
  'address1', 'address2', 'city', 'company_email', 'company_id', 'company_image', 'company_name', 'company_phone',
  'proposal_overhead', 'state', 'state_code', 'zip',
];

describe('GET company/letterhead', () => {
  it('answers the caller\'s own company to every staff role, with no settings in it but how its proposal shows overhead', async () => {
    const company = await api.db.selectFrom('companies').selectAll().where('tenant_id', '=', tenant1).executeTakeFirstOrThrow();
    for (const who of ['companyAdmin', 'fullUser', 'estimator'] as const) {
      const reply = await call(api, 'GET', 'company/letterhead', { token: tokens[who] });
      expect(reply.status, who).toBe(200);
      expect(Object.keys(reply.body.data).sort()).toEqual(LETTERHEAD_KEYS);
      expect(reply.body.data).toMatchObject({ company_id: tenant1, company_name: company.company_name, city: company.city, proposal_overhead: 'separate_percent' });
    }
    // The settings route stays closed to them.
    expect((await call(api, 'GET', `company/${tenant1}`, { token: tokens.estimator })).status).toBe(403);
  });

  it('role 13 gets the company it acts in; a caller acting in none gets 404; no token 401', async () => {
    const acting = await call(api, 'POST', 'auth/tenant', { token: tokens.subcontractor, body: { company_id: tenant1 } });
    const reply = await call(api, 'GET', 'company/letterhead', { token: acting.body.data.token });
    expect(reply.status).toBe(200);
    expect(reply.body.data.company_id).toBe(tenant1);
    expect((await call(api, 'GET', 'company/letterhead', { token: tokens.platformAdmin })).status).toBe(404);
    expect((await call(api, 'GET', 'company/letterhead')).status).toBe(401);
  });
});
