import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, startTestApi, type TestApi } from '../../testing.js';
import { call, login } from '../../test-support.js';

let api: TestApi;
const tokens: Record<string, string> = {};
let own: { id: number; project_uid: string }[];

beforeAll(async () => {
  api = await startTestApi();
  tokens.companyAdmin = await login(api, DEMO_USERS.companyAdmin);
  tokens.estimator = await login(api, DEMO_USERS.estimator);
  tokens.secondAdmin = await login(api, DEMO_USERS.secondAdmin);
  const companies = await api.db.selectFrom('companies').select('tenant_id').orderBy('tenant_id').execute();
  // Projects at Bidding: the demo bids (bids/seed.ts) are on the projects past Bidding, these have none.
  own = await api.db.selectFrom('projects').select(['id', 'project_uid']).where('tenant_id', '=', companies[0]!.tenant_id)
    .where('status', '=', 'Bidding').orderBy('id').limit(3).execute();
});
afterAll(async () => {
  await api?.close();
});

describe('GET projects/totals (many projects in one call)', () => {
  it('answers the same figures as projectuid/{uid} for each, hand-checked for a fixed markup and a custom price', async () => {
    await api.db.updateTable('projects').set({ custom_price_amt: '0', total_markup: '12.5' }).where('id', '=', own[0]!.id).execute();
    await api.db.updateTable('projects').set({ custom_price_amt: '1234.56' }).where('id', '=', own[1]!.id).execute();
    const uids = own.map((p) => p.project_uid);
    const reply = await call(api, 'GET', `projects/totals?uids=${uids.join(',')}`, { token: tokens.estimator });
    expect(reply.status).toBe(200);
    const byUid = new Map(reply.body.data.map((row: { project_uid: string }) => [row.project_uid, row]));
    expect([...byUid.keys()].sort()).toEqual([...uids].sort());
    // docs/money.md §8: no bids, so a fixed markup totals 0 with its markup as profit percentage …
    expect(byUid.get(uids[0]!)).toEqual({
      project_uid: uids[0], BidTotals: '0.00', OverheadCost: '0.00', OverheadPercentage: '0.00', ProfitCost: '0.00', ProfitPercentage: '12.50', TotalCost: '0.00',
      ChangeOrdersTotal: '0.00', ContractSumToDate: '0.00', completed_on: null,
    });
    // … and a custom price is both the total and the profit.
    expect(byUid.get(uids[1]!)).toMatchObject({ ProfitCost: '1234.56', TotalCost: '1234.56' });
    for (const uid of uids) {
      const single = await call(api, 'GET', `projectuid/${uid}`, { token: tokens.estimator });
      expect({ project_uid: uid, ...single.body.data }).toEqual(byUid.get(uid));
    }
  });

  it("leaves out unknown IDs and another company's, in any case of letters", async () => {
    const uid = own[2]!.project_uid;
    const reply = await call(api, 'GET', `projects/totals?uids=${uid.toLowerCase()},NOPE-1`, { token: tokens.companyAdmin });
    expect(reply.status).toBe(200);
    expect(reply.body.data.map((row: { project_uid: string }) => row.project_uid)).toEqual([uid]);
    // The second company asking for the first one's projects gets nothing back.
    const foreign = await call(api, 'GET', `projects/totals?uids=${own.map((p) => p.project_uid).join(',')}`, { token: tokens.secondAdmin });
    expect(foreign).toEqual({ status: 200, body: { data: [] } });
  });

  it('refuses no IDs and more than 100 with a 400 naming uids; 401 without a token', async () => {
    const many = Array.from({ length: 101 }, (_, i) => `P-${i}`).join(',');
    const tooMany = await call(api, 'GET', `projects/totals?uids=${many}`, { token: tokens.companyAdmin });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields).toEqual({ uids: 'Give 1 to 100 project IDs.' });
    const blank = await call(api, 'GET', 'projects/totals?uids=,,', { token: tokens.companyAdmin });
    expect(blank.status).toBe(400);
    expect((await call(api, 'GET', 'projects/totals?uids=X')).status).toBe(401);
  });
});
