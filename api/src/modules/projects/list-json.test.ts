import { sql } from 'kysely';
import fastJson from 'fast-json-stringify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, startTestApi, type TestApi } from '../../testing.js';
import { call, login } from '../../test-support.js';
import { bulkInsertProjects } from './bulk.js';
import { projectListQueries, toProjectJson } from './repository.js';
import { ProjectListResponse } from './schemas.js';

// The list's JSON is written by the database (list-json.ts) and sent unparsed; the record JSON by toProjectJson.
// They must never drift apart: compare them on every project of a tenant, with the edge values made on purpose.
let api: TestApi;
let tenantId: number;

beforeAll(async () => {
  api = await startTestApi();
  tenantId = (await api.db.selectFrom('users').select('tenant_id').where('email', '=', DEMO_USERS.companyAdmin)
    .executeTakeFirstOrThrow()).tenant_id!;
  await bulkInsertProjects(api.db, tenantId, 250);
  const ids = (await api.db.selectFrom('projects').select('id').where('tenant_id', '=', tenantId).orderBy('id').execute()).map((r) => r.id);
  const edge = (i: number, values: Record<string, unknown>) =>
    api.db.updateTable('projects').set(values as never).where('id', '=', ids[i]!).execute();
  // A copy's suffix, fractions to round or trim, no schedule, no people, a custom price, odd rates.
  await edge(0, { project_name: 'Harbor Clinic copy', duration: '17.571429', area: '1234.5', custom_price_amt: '250000.5' });
  await edge(1, { construction_start_date: null, estimated_completion_date: null, duration: null, area: null });
  await edge(2, { estimator_id: null, project_manager_id: null, site_super_id: null, total_markup: '12.5', pco_profit_percentage: '27.8846' });
  await edge(3, { duration: '4', total_markup: '0', pco_profit_percentage: '7.1', total_cost: '0.005' });
  await edge(4, { project_name: 'copy', status: 'Bidding', address2: null, drawing_link: 'https://example.test/d?a=1&b="2"' });
  await sql`update employees set last_name = '' where tenant_id = ${tenantId} and id = (select min(estimator_id) from projects where tenant_id = ${tenantId})`
    .execute(api.db);
});
afterAll(async () => {
  await api?.close();
});

async function bothWays(external: boolean, page: number, pageSize: number) {
  const ctx = { tenantId } as never;
  const { rows, pageJson } = projectListQueries(ctx, api.db, {}, page, pageSize, { external });
  const records = (await rows.executeTakeFirstOrThrow()).rows;
  const parsedRecords = typeof records === 'string' ? JSON.parse(records) : records;
  const fromRecords = (parsedRecords as Parameters<typeof toProjectJson>[0][]).map((r) => toProjectJson(r, { external }));
  const fromDatabase = JSON.parse((await pageJson.executeTakeFirstOrThrow()).json) as unknown[];
  return { fromRecords, fromDatabase };
}

describe('the page of projects written by the database', () => {
  it('equals toProjectJson field by field on every project, with and without the owner (role 13)', async () => {
    let compared = 0;
    for (const external of [false, true]) {
      for (let page = 1; ; page++) {
        const { fromRecords, fromDatabase } = await bothWays(external, page, 100);
        expect(fromDatabase).toStrictEqual(fromRecords);
        compared += fromDatabase.length;
        if (fromDatabase.length < 100) break;
      }
    }
    expect(compared).toBe(2 * (250 + 30)); // the bulk projects and the 30 demo projects, twice
  });

  it('GET v2/projects answers the documented shape, with the edge values as toProjectJson writes them', async () => {
    const token = await login(api, DEMO_USERS.companyAdmin);
    const reply = await call(api, 'GET', '/api/v2/projects?page=1&pageSize=100', { token });
    expect(reply.status).toBe(200);
    // What the route's response schema would have written from this answer (fastify's serializer drops unknown
    // fields and coerces types): the same values, so passing the database's text through changes nothing.
    const serialize = fastJson(ProjectListResponse as never);
    expect(JSON.parse(serialize(reply.body))).toStrictEqual(reply.body);
    expect(reply.body.total).toBe(280);
    const search = await call(api, 'GET', '/api/v2/projects?q=Harbor%20Clinic%20copy', { token });
    expect(search.body.data).toHaveLength(1);
    const copy = search.body.data[0];
    expect(copy.display_name).toBe('Harbor Clinic');
    expect(copy.Input.project_info).toMatchObject({ duration: '17.571429', area: '1234.50', custom_price_amt: '250000.50', markup_type: 'custom' });
  });
});

describe('GET projects?uid= (exactly one project ID)', () => {
  it('finds the oldest of 280 projects by its exact ID, any case; a part of an ID finds nothing', async () => {
    const token = await login(api, DEMO_USERS.companyAdmin);
    const oldest = await api.db.selectFrom('projects').select(['id', 'project_uid']).where('tenant_id', '=', tenantId)
      .orderBy('id').executeTakeFirstOrThrow();
    // A search by `q` lists newest first, at most 100: the oldest is not on its first page when many IDs contain it.
    const prefix = oldest.project_uid.slice(0, -3);
    const contains = await call(api, 'GET', `projects?q=${encodeURIComponent(prefix)}&pageSize=100`, { token });
    expect(contains.body.total).toBeGreaterThan(100);
    const exact = await call(api, 'GET', `projects?uid=${encodeURIComponent(oldest.project_uid.toLowerCase())}`, { token });
    expect(exact.status).toBe(200);
    expect(exact.body.total).toBe(1);
    expect(exact.body.data.map((p: { ID: number }) => p.ID)).toEqual([oldest.id]);
    const part = await call(api, 'GET', `projects?uid=${encodeURIComponent(prefix)}`, { token });
    expect(part.body).toMatchObject({ data: [], total: 0 });
    expect((await call(api, 'GET', 'projects?uid=', { token })).status).toBe(400);
  });
});
