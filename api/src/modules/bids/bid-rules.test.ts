import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support.js';
import { withCurrentVersion } from '../projects/sheet-version.js';
import { startTestApi, withGrant, type TestApi } from '../../testing.js';
import { ROLE_IDS } from '../../auth/areas.js';
import { addBid, bidFixture, newProject, ok, stored, type BidFixture } from '../projects/sheet-fixture.js';

// Server rules of issue 13 (docs/projects.md §4, §5, §9): 400s naming the field, Pending 409, active subcontractors only,
// access per role and tenant, and catalogue or level rows kept while bids use them.

let api: TestApi;
let f: BidFixture;
let uid: string;
let bidId: number;
let laborId: number;
let tradeId: number;

const FILL = 'Fill all the fields!';
const MANDATORY = 'Enter all mandatory fields.';
const FORBIDDEN = { error: 'You do not have permission to perform this action.' };

beforeAll(async () => {
  api = await startTestApi();
  f = await bidFixture(api);
  uid = (await newProject(f)).uid;
  bidId = (await addBid(f, uid, { subcontractor: [{ id: f.subs.a }] })).id;
  laborId = (await ok(f, 'POST', 'division/internallabour', { bidsheet_id: bidId, position: f.position, level: f.level, quantity: 1, units: 1 })).data.id;
  tradeId = (await ok(f, 'POST', 'directtrade', { bidsheet_id: bidId, sub_division: f.division.sub, category_id: f.category, part: f.part, units: 1 })).data.id;
});
afterAll(async () => {
  await api?.close();
});

/** A call; a bid write sends the bid's current version unless it gives one (sheet-version.ts). */
async function send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token = f.tokens.companyAdmin) {
  const sent = await withCurrentVersion(api, method, url, body);
  return call(api, method, sent.url, { token, ...(sent.body !== undefined ? { body: sent.body } : {}) });
}

describe('400s naming the field', () => {
  it("adding a bid needs a division and a subdivision: 'Fill all the fields!'", async () => {
    expect((await send('POST', 'setup/bid', { project_uid: uid, subdivision_id: f.division.sub })).body)
      .toEqual({ error: FILL, fields: { division_id: FILL } });
    expect((await send('POST', 'setup/bid', { project_uid: uid, division_name: f.division.name })).body)
      .toEqual({ error: FILL, fields: { subdivision_id: FILL } });
    expect((await send('POST', 'setup/bid', { project_uid: uid, division_name: 'No such division', subdivision_name: 'x' })).body)
      .toEqual({ error: FILL, fields: { division_name: FILL } });
    // A subdivision of another division, or of another company, is no subdivision of this one.
    const foreign = await send('POST', 'setup/bid', { project_uid: uid, division_id: f.division.id, subdivision_id: f.otherTenantSub.sub });
    expect(foreign).toEqual({ status: 400, body: { error: FILL, fields: { subdivision_id: FILL } } });
  });

  it('scope of work and notes hold at most 225 characters', async () => {
    const long = 'x'.repeat(226);
    const message = 'At most 225 characters are allowed.';
    expect((await send('POST', 'setup/bid', { project_uid: uid, division_id: f.division.id, subdivision_id: f.division.sub, scope_of_work: long })).body)
      .toEqual({ error: message, fields: { scope_of_work: message } });
    expect((await send('PUT', `setup/bid/${bidId}`, { scope_of_work: long })).status).toBe(400);
    expect((await send('PUT', `division/internallabour/${laborId}`, { notes: long })).body.fields).toEqual({ notes: message });
    expect((await send('PUT', `directtrade/${tradeId}`, { notes: long })).body.fields).toEqual({ notes: message });
    expect((await send('PUT', `setup/bid/${bidId}`, { scope_of_work: 'y'.repeat(225) })).status).toBe(200);
  });

  it("labor lines need position, level, non-zero quantity and units: 'Enter all mandatory fields.'", async () => {
    const empty = await send('POST', 'division/internallabour', { bidsheet_id: bidId });
    expect(empty).toEqual({ status: 400, body: { error: MANDATORY, fields: { position: MANDATORY, level: MANDATORY, quantity: MANDATORY, units: MANDATORY } } });
    const zero = await send('POST', 'division/internallabour', { bidsheet_id: bidId, position: f.position, level: f.level, quantity: '0', units: 2 });
    expect(zero.body).toEqual({ error: MANDATORY, fields: { quantity: MANDATORY } });
    expect((await send('PUT', `division/internallabour/${laborId}`, { units: 0 })).body.fields).toEqual({ units: MANDATORY });
    expect((await send('PUT', `division/internallabour/${laborId}`, { quantity: 'abc' })).body.fields).toEqual({ quantity: 'Enter a valid number.' });
    // Units that round to 0 at the column's 4 places are zero.
    expect((await send('PUT', `division/internallabour/${laborId}`, { units: '0.00004' })).body.fields).toEqual({ units: MANDATORY });
    // A rate with 5 places is priced as stored (4 places): 1000 × 10.0001 = 10,000.10 (not 10,000.05).
    const rounded = await send('PUT', `division/internallabour/${laborId}`, { quantity: '1', units: '1,000', costperunit: '10.00005' });
    expect(rounded.body.data).toMatchObject({ units: '1000', costperunit: '10.0001', total: '10000.10' });
    // A level of another position is not this position's level.
    const position = await api.db.insertInto('positions').values({ tenant_id: f.tenant, name: 'Bid Rules Other' }).returning('id').executeTakeFirstOrThrow();
    const wrong = await send('POST', 'division/internallabour', { bidsheet_id: bidId, position: position.id, level: f.level, quantity: 1, units: 1 });
    expect(wrong.body).toEqual({ error: MANDATORY, fields: { level: MANDATORY } });
  });

  it('trade lines need subdivision, category, part and non-zero units; amounts only for subcontractors on the bid', async () => {
    const empty = await send('POST', 'directtrade', { bidsheet_id: bidId, units: 0 });
    expect(empty.body).toEqual({ error: MANDATORY, fields: { sub_division: MANDATORY, category_id: MANDATORY, part: MANDATORY, units: MANDATORY } });
    const other = await send('PUT', `directtrade/${tradeId}`, { subcontractor: [{ subcontractor_id: f.subs.b, subcontractor_amount: '5' }] });
    expect(other.body).toEqual({ error: 'The subcontractor is not on this bid.', fields: { 'subcontractor[0].subcontractor_id': 'The subcontractor is not on this bid.' } });
    const bad = await send('PUT', `directtrade/${tradeId}`, { subcontractor: [{ subcontractor_id: f.subs.a, subcontractor_amount: '1e3' }] });
    expect(bad.body.fields).toEqual({ 'subcontractor[0].subcontractor_amount': 'Enter a valid amount.' });
    const wrongPart = await send('PUT', `directtrade/${tradeId}`, { category_id: f.category, part: 2147483000 });
    expect(wrongPart.body.fields).toEqual({ part: MANDATORY });
  });

  it('only active subcontractors of the company can be added', async () => {
    const inactive = await send('PUT', `bidsheet/addsubcontractor/${bidId}`, { sub_contractor: [{ id: f.subs.inactive, name: 'Closed' }] });
    expect(inactive).toEqual({ status: 400, body: { error: 'Only active subcontractors can be added to a bid.', fields: { subcontractor: 'Only active subcontractors can be added to a bid.' } } });
    expect((await send('POST', 'setup/bid', { project_uid: uid, division_id: f.division.id, subdivision_id: f.division.sub, subcontractor: [{ id: f.subs.inactive }] })).status).toBe(400);
    const selectOther = await send('POST', 'bidsheet/selectedsubcontractor', { bidsheet_id: bidId, selected_subcontractor_id: f.subs.b });
    expect(selectOther.body.fields).toEqual({ selected_subcontractor_id: 'The subcontractor is not on this bid.' });
    const added = await send('PUT', `bidsheet/addsubcontractor/${bidId}`, { sub_contractor: [{ id: f.subs.b }, { id: f.subs.a }] });
    expect(added.body.data.SubContractor.map((s: { id: number }) => s.id)).toEqual([f.subs.a, f.subs.b]);
  });
});

describe('a Pending project', () => {
  it("refuses every change to its bids and lines with 409 PROJECT_PENDING; reads still answer", async () => {
    const p = await newProject(f);
    const bid = await addBid(f, p.uid, { subcontractor: [{ id: f.subs.a }] });
    const line = (await ok(f, 'POST', 'division/internallabour', { bidsheet_id: bid.id, position: f.position, level: f.level, quantity: 1, units: 1 })).data;
    const trade = (await ok(f, 'POST', 'directtrade', { bidsheet_id: bid.id, sub_division: f.division.sub, category_id: f.category, part: f.part, units: 1 })).data;
    const total = await stored(f, p.id);
    await ok(f, 'PUT', `project/${p.id}/status`, { status: 'Pending' });
    const pending = { error: 'The project is Pending: its bids and lines cannot be changed.', reason: 'PROJECT_PENDING' };
    for (const [method, url, body] of [
      ['POST', 'setup/bid', { project_uid: p.uid, division_id: f.division.id, subdivision_id: f.division.sub }],
      ['PUT', `setup/bid/${bid.id}`, { label: 'x' }], ['DELETE', `setup/bid?id=${bid.id}`, undefined],
      ['PUT', `bidsheet/switchstatus/${bid.id}`, { hourly: true }], ['POST', `setup/bid/${bid.id}/lease`, undefined],
      ['POST', 'division/internallabour', { bidsheet_id: bid.id, position: f.position, level: f.level, quantity: 1, units: 1 }],
      ['PUT', `division/internallabour/${line.id}`, { quantity: 3 }], ['DELETE', `division/internallabour/?bill=BS&id=${line.id}`, undefined],
      ['POST', 'directtrade', { bidsheet_id: bid.id, sub_division: f.division.sub, category_id: f.category, part: f.part, units: 1 }],
      ['PUT', `directtrade/${trade.id}`, { units: 2, subcontractor: [{ subcontractor_id: f.subs.a, subcontractor_amount: '5' }] }],
      ['DELETE', `directtrade/delete?bill=BS&id=${trade.id}`, undefined],
      ['PUT', `bidsheet/addsubcontractor/${bid.id}`, { sub_contractor: [{ id: f.subs.a }, { id: f.subs.b }] }],
      ['PUT', 'contractorremove/bidsheet', { bidsheet_id: bid.id, subcontractor_id: f.subs.a }],
      ['POST', 'bidsheet/selectedsubcontractor', { bidsheet_id: bid.id, selected_subcontractor_id: f.subs.a }],
      ['POST', 'bidsheet/selectedsubcontractor', { bidsheet_id: bid.id, selected_subcontractor_id: null }],
    ] as const) {
      const reply = await send(method, url, body);
      expect([reply.status, reply.body], `${method} ${url}`).toEqual([409, pending]);
    }
    const after = await send('GET', `setup/bid/${bid.id}`);
    expect(after.status).toBe(200);
    // Nothing moved: the subcontractor list, the selection, the trade line and its amounts.
    expect(after.body.data.SubContractor.map((s: { id: number }) => s.id)).toEqual([f.subs.a]);
    expect(after.body.data.selected_subcontractor_id).toBeNull();
    const trades = (await send('GET', `directtrade/specific/BS/${bid.id}`)).body.data;
    expect(trades.map((t: { id: number; units: string; subcontractor: { subcontractor_amount: string }[] }) => [t.id, t.units, t.subcontractor.map((a) => a.subcontractor_amount)]))
      .toEqual([[trade.id, trade.units, trade.subcontractor.map((a: { subcontractor_amount: string }) => a.subcontractor_amount)]]);
    expect(await stored(f, p.id)).toBe(total);
  });
});

describe('access', () => {
  it('a role without bid_sheets write reads and gets 403 on every change; role 13 reads nothing here', async () => {
    await withGrant(api, ROLE_IDS.estimator, 'bid_sheets', { can_write: false }, async () => {
      expect((await send('GET', `setup/bid/${bidId}`, undefined, f.tokens.estimator)).status).toBe(200);
      for (const [method, url, body] of [
        ['POST', 'setup/bid', { project_uid: uid }], ['PUT', `setup/bid/${bidId}`, { label: 'x' }], ['DELETE', `setup/bid?id=${bidId}`, undefined],
        ['POST', `setup/bid/${bidId}/lease`, undefined], ['PUT', `bidsheet/switchstatus/${bidId}`, { hourly: true }],
        ['POST', 'division/internallabour', { bidsheet_id: bidId }], ['DELETE', `directtrade/delete?bill=BS&id=${tradeId}`, undefined],
        ['POST', 'bidsheet/selectedsubcontractor', { bidsheet_id: bidId }],
      ] as const) {
        const reply = await send(method, url, body, f.tokens.estimator);
        expect([reply.status, reply.body], `${method} ${url}`).toEqual([403, FORBIDDEN]);
      }
    });
    for (const url of [`setup/bid/projectuid/${uid}`, `setup/bid/${bidId}`, `directtrade/specific/BS/${bidId}`,
      `division/internallabour/specific/BS/${bidId}`, `bidsheet/lines?project_uid=${uid}`]) {
      expect((await send('GET', url, undefined, f.tokens.subInTenant1)).status, url).toBe(403);
    }
    // Refused before the body is looked at: an invalid body still answers 403, naming no field.
    for (const url of ['setup/bid', 'division/internallabour', 'directtrade']) {
      expect(await send('POST', url, { bidsheet_id: 'x', project_uid: 7 }, f.tokens.subInTenant1), url).toMatchObject({ status: 403, body: FORBIDDEN });
    }
    expect((await call(api, 'GET', `setup/bid/${bidId}`)).status).toBe(401);
  });

  it("another company's token answers 404 for this company's bids, lines and project, and leaves them unchanged", async () => {
    const before = await ok(f, 'GET', `setup/bid/${bidId}`);
    for (const [method, url, body] of [
      ['GET', `setup/bid/${bidId}`, undefined], ['GET', `setup/bid/projectuid/${uid}`, undefined], ['PUT', `setup/bid/${bidId}`, { label: 'Theirs' }],
      ['GET', `division/internallabour/specific/BS/${bidId}`, undefined], ['PUT', `division/internallabour/${laborId}`, { quantity: 9 }],
      ['DELETE', `directtrade/delete?bill=BS&id=${tradeId}`, undefined], ['PUT', 'contractorremove/bidsheet', { bidsheet_id: bidId, subcontractor_id: f.subs.a }],
      ['POST', `setup/bid/${bidId}/lease`, undefined], ['DELETE', `setup/bid?id=${bidId}`, undefined],
    ] as const) {
      const reply = await send(method, url, body, f.tokens.secondAdmin);
      expect(reply.status, `${method} ${url}`).toBe(404);
    }
    const batch = await send('GET', `bidsheet/lines?bid_ids=${bidId}`, undefined, f.tokens.secondAdmin);
    expect(batch).toEqual({ status: 200, body: { data: { labor: [], trades: [] } } });
    expect((await ok(f, 'GET', `setup/bid/${bidId}`)).data).toEqual(before.data);
  });
});

describe('rows bids use are kept', () => {
  it('deleting a division, subdivision, category or part used by a bid or trade line is 409 IN_USE naming the use; a level used by labor lines too', async () => {
    const part = await send('DELETE', `directtrade/parts/${f.part}`);
    expect(part.status).toBe(409);
    expect(part.body).toMatchObject({ reason: 'IN_USE' });
    expect(part.body.error).toMatch(/direct trade line/);
    const category = await send('DELETE', `division/category/${f.category}`);
    expect(category.body.error).toMatch(/direct trade line/);
    const subdivision = await send('DELETE', `division/subdivision/${f.division.sub}`);
    expect([subdivision.status, subdivision.body.reason]).toEqual([409, 'IN_USE']);
    expect(subdivision.body.error).toMatch(/bid/);
    const division = await send('DELETE', `divisionname/${f.division.id}`);
    expect(division.body.error).toMatch(/\d+ bids?\b/);
    const level = await send('DELETE', `level/delete/${f.level}`);
    expect([level.status, level.body.reason]).toEqual([409, 'LEVEL_IN_USE']);
  });
});

describe('batch read', () => {
  it('GET bidsheet/lines by project or by ids answers the same lines as the per-bid routes; 400 naming bid_ids', async () => {
    const labor = (await ok(f, 'GET', `division/internallabour/specific/BS/${bidId}`)).data;
    const trades = (await ok(f, 'GET', `directtrade/specific/BS/${bidId}`)).data;
    const byProject = (await ok(f, 'GET', `bidsheet/lines?project_uid=${uid}`)).data;
    expect(byProject.labor.filter((l: { bidsheet_id: number }) => l.bidsheet_id === bidId)).toEqual(labor);
    expect(byProject.trades.filter((l: { bidsheet_id: number }) => l.bidsheet_id === bidId)).toEqual(trades);
    expect((await ok(f, 'GET', `bidsheet/lines?bid_ids=${bidId},${bidId}`)).data).toEqual({ labor, trades });
    const bad = await send('GET', 'bidsheet/lines?bid_ids=1,x');
    expect(bad.body).toEqual({ error: 'Give a project_uid or 1 to 200 bid ids.', fields: { bid_ids: 'Give a project_uid or 1 to 200 bid ids.' } });
  });
});
