import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support.js';
import { startTestApi, type TestApi } from '../../testing.js';
import { addPco, expectOk } from '../pcos/fixture.js';
import { addBid, bidFixture, newProject, ok, type BidFixture } from '../projects/sheet-fixture.js';

// Issue 30 §5: every write checked by version requires it. A bid or PCO write without `version` (or with null) would
// overwrite another user's save unseen, so it is a 400 naming `version` and nothing is written.

let api: TestApi;
let f: BidFixture;

beforeAll(async () => {
  api = await startTestApi();
  f = await bidFixture(api);
});
afterAll(async () => {
  await api?.close();
});

const BID_REQUIRED = { error: 'Send the version of the bid you last read.', fields: { version: 'Send the version of the bid you last read.' } };
const PCO_REQUIRED = { error: 'Send the version of the PCO you last read.', fields: { version: 'Send the version of the PCO you last read.' } };

type Write = [method: 'POST' | 'PUT' | 'DELETE', url: string, body: Record<string, unknown> | undefined];

/** Each write once without `version` and, when it has a body, once with `version: null`. */
async function refusals(writes: Write[]) {
  const replies = [];
  for (const [method, url, body] of writes) {
    replies.push([url, await call(api, method, url, { token: f.tokens.companyAdmin, ...(body ? { body } : {}) })]);
    if (body) replies.push([url, await call(api, method, url, { token: f.tokens.companyAdmin, body: { ...body, version: null } })]);
  }
  return replies.map(([url, r]) => [url, (r as { status: number }).status, (r as { body: unknown }).body]);
}

describe('a bid or PCO write without its version', () => {
  it('every bid write without version or with version null is 400 naming version; the bid, its lines and subcontractors stay', async () => {
    const { uid } = await newProject(f);
    const bid = await addBid(f, uid, { subcontractor: [{ id: f.subs.a }] });
    const labor = (await ok(f, 'POST', 'division/internallabour', { bidsheet_id: bid.id, position: f.position, level: f.level, quantity: 1, units: 1, version: 1 })).data;
    const trade = (await ok(f, 'POST', 'directtrade', {
      bidsheet_id: bid.id, sub_division: f.division.sub, category_id: f.category, part: f.part, units: 1, version: 2,
    })).data;
    const before = (await ok(f, 'GET', `setup/bid/${bid.id}`)).data;
    expect(before.version).toBe(3);
    const writes: Write[] = [
      ['PUT', `setup/bid/${bid.id}`, { label: 'Overwritten' }],
      ['DELETE', `setup/bid?id=${bid.id}`, undefined],
      ['PUT', `bidsheet/addsubcontractor/${bid.id}`, { sub_contractor: [{ id: f.subs.b }] }],
      ['PUT', `bidsheet/switchstatus/${bid.id}`, { hourly: !before.hourly }],
      ['PUT', 'contractorremove/bidsheet', { bidsheet_id: bid.id, subcontractor_id: f.subs.a }],
      ['POST', 'bidsheet/selectedsubcontractor', { bidsheet_id: bid.id, selected_subcontractor_id: f.subs.a }],
      ['POST', 'division/internallabour', { bidsheet_id: bid.id, position: f.position, level: f.level, quantity: 2, units: 2 }],
      ['PUT', `division/internallabour/${labor.id}`, { bidsheet_id: bid.id, position: f.position, level: f.level, quantity: 5, units: 5 }],
      ['DELETE', `division/internallabour?id=${labor.id}`, undefined],
      ['POST', 'directtrade', { bidsheet_id: bid.id, sub_division: f.division.sub, category_id: f.category, part: f.part, units: 7 }],
      ['PUT', `directtrade/${trade.id}`, { bidsheet_id: bid.id, sub_division: f.division.sub, category_id: f.category, part: f.part, units: 9 }],
      ['DELETE', `directtrade/delete?bill=BS&id=${trade.id}`, undefined],
    ];
    const replies = await refusals(writes);
    expect(replies).toEqual(replies.map(([url]) => [url, 400, BID_REQUIRED]));
    expect((await ok(f, 'GET', `setup/bid/${bid.id}`)).data).toEqual(before);
    expect(await api.db.selectFrom('bid_labor_lines').select(['id', 'quantity']).where('bid_id', '=', bid.id).execute()).toEqual([{ id: labor.id, quantity: '1.0000' }]);
    expect(await api.db.selectFrom('bid_trade_lines').select(['id', 'units']).where('bid_id', '=', bid.id).execute()).toEqual([{ id: trade.id, units: '1.0000' }]);
  });

  it('every PCO write without version or with version null is 400 naming version; the PCO and its lines stay', async () => {
    const { uid } = await newProject(f);
    const pco = await addPco(f, uid);
    const labor = (await expectOk(f, 'POST', 'pco/internal-labor', { pco_id: pco.id, position: f.position, level: f.level, quantity: 1, units: 1, version: pco.version })).data;
    const trade = (await expectOk(f, 'POST', 'pco/direct-trade', {
      pco_id: pco.id, sub_division: f.division.sub, category_id: f.category, part: f.part, units: 1, version: pco.version + 1,
    })).data;
    const before = (await ok(f, 'GET', `change-order/${pco.id}`)).data;
    expect(before.version).toBe(pco.version + 2);
    const writes: Write[] = [
      ['PUT', `change-order/update/${pco.id}`, { title: 'Overwritten' }],
      ['PUT', `change-order/update/${pco.id}`, { status: 'Accepted' }],
      ['DELETE', `change-order/delete/${pco.id}`, undefined],
      ['POST', 'pco/internal-labor', { pco_id: pco.id, position: f.position, level: f.level, quantity: 2, units: 2 }],
      ['PUT', `pco/internal-labor/update/${labor.id}`, { pco_id: pco.id, position: f.position, level: f.level, quantity: 5, units: 5 }],
      ['DELETE', `pco/internal-labor/delete/${labor.id}`, undefined],
      ['POST', 'pco/direct-trade', { pco_id: pco.id, sub_division: f.division.sub, category_id: f.category, part: f.part, units: 7 }],
      ['PUT', `pco/direct-trade/update/${trade.id}`, { pco_id: pco.id, sub_division: f.division.sub, category_id: f.category, part: f.part, units: 9 }],
      ['DELETE', `pco/direct-trade/delete/${trade.id}`, undefined],
    ];
    const replies = await refusals(writes);
    expect(replies).toEqual(replies.map(([url]) => [url, 400, PCO_REQUIRED]));
    expect((await ok(f, 'GET', `change-order/${pco.id}`)).data).toEqual(before);
    expect(await api.db.selectFrom('pco_labor_lines').select(['id', 'quantity']).where('pco_id', '=', pco.id).execute()).toEqual([{ id: labor.id, quantity: '1.0000' }]);
    expect(await api.db.selectFrom('pco_trade_lines').select(['id', 'units']).where('pco_id', '=', pco.id).execute()).toEqual([{ id: trade.id, units: '1.0000' }]);
  });
});
