import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_SOURCES } from '../../db/migrations/0020_project_list_versions.js';
import { DEMO_USERS, startTestApi, type TestApi } from '../../testing.js';
import { call, login } from '../../test-support.js';
import { bulkInsertProjects } from './bulk.js';
import { projectListCache, type ListPage } from './list-cache.js';

// The project list's page cache (list-cache.ts): a page is answered from memory only while its tenant's list version
// is unchanged, and every change to a table the page reads bumps it (migration 0020), written through the API or
// straight into the database.
let api: TestApi;
let tenant1: number;
let tenant2: number;
let admin: string;
let sub: string;

const page = async (token: string, query = 'page=1&pageSize=100') => {
  const reply = await call(api, 'GET', `/api/v2/projects?${query}`, { token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body as { data: Record<string, any>[]; total: number };
};
const version = async (tenantId: number) =>
  (await api.db.selectFrom('project_list_versions').select('version').where('tenant_id', '=', tenantId).executeTakeFirst())?.version;

beforeAll(async () => {
  api = await startTestApi();
  const companies = await api.db.selectFrom('companies').select('tenant_id').orderBy('tenant_id').execute();
  [tenant1, tenant2] = [companies[0]!.tenant_id, companies[1]!.tenant_id];
  admin = await login(api, DEMO_USERS.companyAdmin);
  const reply = await call(api, 'POST', 'auth/tenant', { token: await login(api, DEMO_USERS.subcontractor), body: { company_id: tenant1 } });
  sub = reply.body.data.token;
});
afterAll(async () => {
  await api?.close();
});

describe('project list cache', () => {
  it('builds a page once while nothing changes, and again after any change to a table the list reads', async () => {
    const cache = projectListCache(1024 * 1024);
    const ctx = { tenantId: tenant1 } as never;
    let builds = 0;
    const build = async (): Promise<ListPage> => { builds += 1; return { json: `[${builds}]`, total: builds }; };
    const key = { page: 1, pageSize: 100, external: false };
    expect((await cache.page(ctx, api.db, key, build)).answer!.text).toBe('{"data":[1],"total":1}');
    expect((await cache.page(ctx, api.db, key, build)).answer!.text).toBe('{"data":[1],"total":1}');
    // Concurrent requests for a page not cached share one build.
    const other = { ...key, page: 2 };
    await Promise.all([cache.page(ctx, api.db, other, build), cache.page(ctx, api.db, other, build)]);
    expect(builds).toBe(2);
    // Another filter, or role 13's view, is another page.
    await cache.page(ctx, api.db, { ...key, invitedUserId: 7, external: true }, build);
    expect(builds).toBe(3);

    for (const table of LIST_SOURCES) {
      const before = builds;
      // A no-op update of one row of the tenant still counts as a change (a statement touched the table).
      await sql`update ${sql.table(table)} set tenant_id = tenant_id where ctid = (select ctid from ${sql.table(table)} where tenant_id = ${tenant1} limit 1)`.execute(api.db);
      await cache.page(ctx, api.db, key, build);
      expect(builds, `${table} changed: the page is built again`).toBe(before + 1);
      await cache.page(ctx, api.db, key, build);
      expect(builds, `${table}: then served from the cache`).toBe(before + 1);
    }
  });

  it("a change in one company leaves the other's version alone", async () => {
    const [v1, v2] = [await version(tenant1), await version(tenant2)];
    await api.db.insertInto('owners').values({
      tenant_id: tenant2, name: 'Second Company Owner', email: 'owner-t2@example.test', phone_number: '(512) 555-7000', is_active: true,
    }).execute();
    expect(await version(tenant1)).toBe(v1);
    expect(Number(await version(tenant2))).toBe(Number(v2 ?? 0) + 1);
  });

  it('GET projects shows each change at once: a rename, an owner, an employee, a new project, role 13 invitations', async () => {
    const first = await page(admin);
    const top = first.data[0]!;
    await api.db.updateTable('projects').set({ project_name: 'Renamed By The Cache Test' }).where('id', '=', top.ID).execute();
    expect((await page(admin)).data[0]!.project_name).toBe('Renamed By The Cache Test');

    const withOwner = first.data.find((p) => p.Input.project_owner_info)!;
    const ownerId = withOwner.Input.project_owner_info.owner_id;
    await api.db.updateTable('owners').set({ name: 'Cache Test Owner' }).where('id', '=', ownerId).execute();
    expect((await page(admin)).data.find((p) => p.ID === withOwner.ID)!.owner_name).toBe('Cache Test Owner');

    const withEstimator = first.data.find((p) => p.Input.project_info.estimator)!;
    await api.db.updateTable('employees').set({ last_name: 'Cachetest' }).where('id', '=', withEstimator.Input.project_info.estimator.id).execute();
    expect((await page(admin)).data.find((p) => p.ID === withEstimator.ID)!.estimator_name).toMatch(/ Cachetest$/);

    await bulkInsertProjects(api.db, tenant1, 1);
    const added = await page(admin);
    expect(added.total).toBe(first.total + 1);
    expect(added.data[0]!.ID).toBeGreaterThan(top.ID);

    const invited = await page(sub);
    const subUser = await api.db.selectFrom('users').select('id').where('email', '=', DEMO_USERS.subcontractor).executeTakeFirstOrThrow();
    const notInvited = first.data.find((p) => !invited.data.some((i) => i.ID === p.ID))!;
    await api.db.insertInto('project_invitations').values({ tenant_id: tenant1, project_id: notInvited.ID, user_id: subUser.id }).execute();
    const after = await page(sub);
    expect(after.total).toBe(invited.total + 1);
    expect(after.data.some((p) => p.ID === notInvited.ID)).toBe(true);
    expect(after.data.every((p) => p.Input.project_owner_info === null)).toBe(true);
    // The admin's page was not the role-13 page, nor the other way round.
    expect((await page(admin)).total).toBe(first.total + 1);

    await api.db.deleteFrom('project_invitations').where('project_id', '=', notInvited.ID).where('user_id', '=', subUser.id).execute();
    expect((await page(sub)).total).toBe(invited.total);
  });
});

describe('a cached page over the wire', () => {
  it('is compressed once per encoding the client accepts, and decompresses to the identity answer', async () => {
    const get = (encoding?: string) => api.app.inject({
      method: 'GET', url: '/api/v2/projects?page=1&pageSize=50',
      headers: { authorization: `Bearer ${admin}`, ...(encoding ? { 'accept-encoding': encoding } : {}) },
    });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const text = plain.body;
    expect(JSON.parse(text).data.length).toBeGreaterThan(20);
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(text);
    expect((await get('gzip, deflate, br')).rawPayload.equals(br.rawPayload)).toBe(true);
    const gzip = await get('gzip;q=1, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(text);
    expect((await get('identity')).body).toBe(text);
  });
});

describe('conditional GET', () => {
  const get = (token: string, etag?: string) => api.app.inject({
    method: 'GET', url: '/api/v2/projects?page=1&pageSize=10',
    headers: { authorization: `Bearer ${token}`, ...(etag ? { 'if-none-match': etag } : {}) },
  });

  it('answers 304 without a body while the tagged page is current, 200 with a new tag after a change', async () => {
    const first = await get(admin);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"pl-[A-Za-z0-9_-]+"$/);
    const again = await get(admin, etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Role 13's page is another page: another tag, its own answer.
    const subPage = await get(sub, etag);
    expect(subPage.statusCode).toBe(200);
    expect(subPage.headers.etag).not.toBe(etag);

    await api.db.updateTable('projects').set({ drawing_link: 'https://drawings.test/etag' })
      .where('id', '=', JSON.parse(first.body).data[0].ID).execute();
    const changed = await get(admin, etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(JSON.parse(changed.body).data[0].Input.project_info.drawing_link).toBe('https://drawings.test/etag');
  });

  it('a 304 on a real socket has no body and no content-length (HTTP clients drop a connection that lies)', async () => {
    const url = `${api.url}/api/v2/projects?page=1&pageSize=5`;
    const first = await fetch(url, { headers: { authorization: `Bearer ${admin}` } });
    await first.arrayBuffer();
    const again = await fetch(url, { headers: { authorization: `Bearer ${admin}`, 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-length')).toBeNull();
    expect(await again.text()).toBe('');
  });

  it('checks the caller before the tag: a bad token is 401, whatever it names', async () => {
    const etag = (await get(admin)).headers.etag as string;
    expect((await get('not-a-token', etag)).statusCode).toBe(401);
  });
});
