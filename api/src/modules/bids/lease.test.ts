import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support.js';
import { DEMO_USERS, startTestApi, type TestApi } from '../../testing.js';
import { addBid, bidFixture, newProject, ok, stored, type BidFixture } from '../projects/sheet-fixture.js';
import { withCurrentVersion } from '../projects/sheet-version.js';

// Concurrent edits (issue 13): the edit lease held in the database, the version checked on every save, and many
// writers of one project at once ending in the right totals.

let api: TestApi;
let f: BidFixture;
let adminName: string;

const LOCKED = 'Someone else is already modifying this bid. Kindly try after some time.';

beforeAll(async () => {
  api = await startTestApi();
  f = await bidFixture(api);
  const admin = await api.db.selectFrom('users').select(['first_name', 'last_name']).where('email', '=', DEMO_USERS.companyAdmin).executeTakeFirstOrThrow();
  adminName = `${admin.first_name} ${admin.last_name}`;
});
afterAll(async () => {
  await api?.close();
});

/** A call as `token`; a bid write sends the bid's current version unless it gives one (sheet-version.ts). */
async function as(token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) {
  const sent = await withCurrentVersion(api, method, url, body);
  return call(api, method, sent.url, { token, ...(sent.body !== undefined ? { body: sent.body } : {}) });
}

/** A writer that reloads the version and saves again while another writer's save got in first (409 BID_VERSION_CONFLICT). */
async function persistently(token: string, method: 'POST' | 'PUT', url: string, body: Record<string, unknown>) {
  for (;;) {
    const reply = await as(token, method, url, body);
    if (reply.status !== 409 || reply.body?.reason !== 'BID_VERSION_CONFLICT') return reply;
  }
}

describe('edit lease', () => {
  it("a second user is refused with BID_LOCKED and the holder's name, for the lease, its release and every write; released, it is theirs", async () => {
    const { uid } = await newProject(f);
    const bid = await addBid(f, uid);
    const taken = await ok(f, 'POST', `setup/bid/${bid.id}/lease`);
    expect(taken.data.lease).toMatchObject({ holder_name: adminName });
    const expires = Date.parse(taken.data.lease.expires_at);
    expect(expires - Date.now()).toBeGreaterThan(100_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(121_000);
    const refused = { error: LOCKED, reason: 'BID_LOCKED', holder: adminName };
    for (const [method, url, body] of [
      ['POST', `setup/bid/${bid.id}/lease`, undefined], ['PUT', `setup/bid/${bid.id}`, { label: 'Mine' }],
      ['POST', 'division/internallabour', { bidsheet_id: bid.id, position: f.position, level: f.level, quantity: 1, units: 1 }],
      ['PUT', `bidsheet/switchstatus/${bid.id}`, { hourly: true }], ['DELETE', `setup/bid?id=${bid.id}`, undefined],
    ] as const) {
      const reply = await as(f.tokens.fullUser, method, url, body);
      expect([reply.status, reply.body], `${method} ${url}`).toEqual([409, refused]);
    }
    // The holder writes and renews; the version moved by one write only.
    expect((await ok(f, 'PUT', `setup/bid/${bid.id}`, { label: 'Holder' })).data).toMatchObject({ label: 'Holder', version: 2 });
    expect((await ok(f, 'POST', `setup/bid/${bid.id}/lease`)).data.version).toBe(2);
    // Released on leave: the other user takes it; the first one is now refused with that user's name.
    expect((await ok(f, 'DELETE', `setup/bid/${bid.id}/lease`)).data.lease).toBeNull();
    const full = await api.db.selectFrom('users').select(['first_name', 'last_name']).where('email', '=', DEMO_USERS.fullUser).executeTakeFirstOrThrow();
    expect((await ok(f, 'POST', `setup/bid/${bid.id}/lease`, undefined, f.tokens.fullUser)).data.lease.holder_name).toBe(`${full.first_name} ${full.last_name}`);
    const back = await as(f.tokens.companyAdmin, 'PUT', `setup/bid/${bid.id}`, { label: 'Again' });
    expect(back.body).toEqual({ ...refused, holder: `${full.first_name} ${full.last_name}` });
    // Releasing someone else's lease is refused with its holder's name, and leaves it in place.
    const release = await as(f.tokens.companyAdmin, 'DELETE', `setup/bid/${bid.id}/lease`);
    expect([release.status, release.body]).toEqual([409, { ...refused, holder: `${full.first_name} ${full.last_name}` }]);
    expect((await ok(f, 'GET', `setup/bid/${bid.id}`)).data.lease).toMatchObject({ holder_name: `${full.first_name} ${full.last_name}` });
    // A lease nobody holds any more (expired) is released already.
    await api.db.updateTable('bids').set({ lease_expires_at: new Date(Date.now() - 1000) }).where('id', '=', bid.id).execute();
    expect((await ok(f, 'DELETE', `setup/bid/${bid.id}/lease`)).data.lease).toBeNull();
  });

  it('a lease whose holder vanished expires by itself; a writer holding no lease may write when nobody else holds one', async () => {
    const { uid } = await newProject(f);
    const bid = await addBid(f, uid);
    await ok(f, 'POST', `setup/bid/${bid.id}/lease`, undefined, f.tokens.fullUser);
    expect((await as(f.tokens.companyAdmin, 'PUT', `setup/bid/${bid.id}`, { label: 'x' })).status).toBe(409);
    // Two minutes later (the expiry moved into the past): nobody holds it any more.
    await api.db.updateTable('bids').set({ lease_expires_at: new Date(Date.now() - 1000) }).where('id', '=', bid.id).execute();
    expect((await ok(f, 'GET', `setup/bid/${bid.id}`)).data.lease).toBeNull();
    expect((await ok(f, 'PUT', `setup/bid/${bid.id}`, { label: 'Integrator' })).data.label).toBe('Integrator');
    expect((await ok(f, 'POST', `setup/bid/${bid.id}/lease`)).data.lease.holder_name).toBe(adminName);
  });
});

describe('versions', () => {
  it('a save carrying a stale version is 409 BID_VERSION_CONFLICT and writes nothing; the current version saves', async () => {
    const { id: projectId, uid } = await newProject(f);
    const bid = await addBid(f, uid);
    expect(bid.version).toBe(1);
    const first = await ok(f, 'PUT', `setup/bid/${bid.id}`, { label: 'One', version: 1 });
    expect(first.data.version).toBe(2);
    const conflict = { error: 'This bid was changed meanwhile. Reload it and try again.', fields: { version: 'This bid was changed meanwhile. Reload it and try again.' }, reason: 'BID_VERSION_CONFLICT' };
    const stale = await as(f.tokens.fullUser, 'PUT', `setup/bid/${bid.id}`, { label: 'Lost', version: 1 });
    expect([stale.status, stale.body]).toEqual([409, conflict]);
    const line = await as(f.tokens.fullUser, 'POST', 'directtrade', {
      bidsheet_id: bid.id, sub_division: f.division.sub, category_id: f.category, part: f.part, units: 1, version: 1,
    });
    expect([line.status, line.body.reason]).toEqual([409, 'BID_VERSION_CONFLICT']);
    expect(await api.db.selectFrom('bid_trade_lines').select('id').where('bid_id', '=', bid.id).execute()).toEqual([]);
    const now = (await ok(f, 'GET', `setup/bid/${bid.id}`)).data;
    expect(now).toMatchObject({ label: 'One', version: 2, total_cost: '0.00' });
    expect(await stored(f, projectId)).toBe('0.00');
    const saved = await ok(f, 'POST', 'directtrade', {
      bidsheet_id: bid.id, sub_division: f.division.sub, category_id: f.category, part: f.part, units: 1, version: 2,
    });
    expect(saved.bid.version).toBe(3);
    expect((await as(f.tokens.companyAdmin, 'DELETE', `directtrade/delete?bill=BS&id=${saved.data.id}&version=2`)).body.reason).toBe('BID_VERSION_CONFLICT');
  });
});

describe('many writers of one project at once', () => {
  it('30 concurrent line writes on 3 bids and a status change: no write lost, totals to the cent', async () => {
    const { id: projectId, uid } = await newProject(f, { total_markup: '10' });
    const bids = [await addBid(f, uid), await addBid(f, uid), await addBid(f, uid, { is_alternate: true })];
    const writes = Array.from({ length: 30 }, (_, i) => persistently(f.tokens[i % 2 === 0 ? 'companyAdmin' : 'fullUser'], 'POST', 'directtrade', {
      bidsheet_id: bids[i % 3]!.id, sub_division: f.division.sub, category_id: f.category, part: f.part, units: '1', cost_per_unit: '10.01',
    }));
    const statuses = [as(f.tokens.companyAdmin, 'PUT', `project/${projectId}/status`, { status: 'Awarded' })];
    const replies = await Promise.all([...writes, ...statuses]);
    expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
    // 10 lines of 10.01 per bid: 100.10 each; the two normal bids 200.20 × 10 % = 20.02; total 220.22.
    const list = (await ok(f, 'GET', `setup/bid/projectuid/${uid}`)).data;
    expect(list.map((b: { total_cost: string; version: number }) => [b.total_cost, b.version])).toEqual([['100.10', 11], ['100.10', 11], ['100.10', 11]]);
    expect(list.map((b: { calculated_profit: string }) => b.calculated_profit)).toEqual(['10.01', '10.01', '10.01']);
    expect(await stored(f, projectId)).toBe('220.22');
    expect((await ok(f, 'GET', `projectuid/${uid}`)).data).toMatchObject({ BidTotals: '200.20', ProfitCost: '20.02', TotalCost: '220.22' });
  });
});
