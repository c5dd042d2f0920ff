import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support.js';
import { withCurrentVersion } from '../projects/sheet-version.js';
import { startTestApi, withGrant, type TestApi } from '../../testing.js';
import { ROLE_IDS } from '../../auth/areas.js';
import { addDirectCost, directCostFixture, expectOk, newProject, type DirectCostFixture } from './fixture.js';

// The rules of README.md: mandatory fields (400 naming each), the vendor's mapping, contractor types, limits,
// Pending (409), tenants (404), permissions (403), role 13, one transaction per change, and the bid lines that
// share the labor and trade paths.

let api: TestApi;
let f: DirectCostFixture;
let uid: string;
let projectId: number;
let dcId: number;
let laborId: number;
let tradeId: number;
const MANDATORY = 'You must enter all mandatory fields.';
const FORBIDDEN = { error: 'You do not have permission to perform this action.' };

beforeAll(async () => {
  api = await startTestApi();
  f = await directCostFixture(api);
  const p = await newProject(f);
  uid = p.uid;
  projectId = p.id;
  dcId = (await addDirectCost(f, uid, { total: '100' })).id;
  laborId = (await expectOk(f, 'POST', 'division/internallabour', { direct_cost_id: dcId, position: f.position, level: f.level, quantity: 1, units: 8, date: '2026-10-14' }, 201)).data.id;
  tradeId = (await expectOk(f, 'POST', 'directtrade/DC', { direct_cost_id: dcId, sub_division: f.division.sub, category_id: f.category, part: f.part, units: 1 }, 201)).data.id;
});
afterAll(async () => {
  await api?.close();
});

/** A call; a bid write sends the bid's current version unless it gives one (sheet-version.ts). */
async function send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token = f.tokens.companyAdmin) {
  const sent = await withCurrentVersion(api, method, url, body);
  return call(api, method, sent.url, { token, ...(sent.body !== undefined ? { body: sent.body } : {}) });
}
const countOf = async () => (await api.db.selectFrom('direct_costs').select('id').where('project_id', '=', projectId).execute()).length;
const storedTotal = async () => (await api.db.selectFrom('direct_costs').select('total').where('id', '=', dcId).executeTakeFirstOrThrow()).total;

describe('POST directcostsheet: 400 naming the field, nothing written', () => {
  it("'You must enter all mandatory fields.' naming every missing field and the contractor type", async () => {
    const before = await countOf();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ project_uid: uid }, { sheet_name: MANDATORY, division: MANDATORY, sub_division: MANDATORY, contractor_type: MANDATORY, charge_row: MANDATORY }],
      [{ project_uid: uid, sheet_name: 'Bill', division_id: f.division.id, subdivision_id: f.division.sub, payroll_status: true }, { charge_row: MANDATORY }],
      [{ project_uid: uid, sheet_name: 'Bill', charge_row: 'new', division_id: f.division.id, subdivision_id: f.division.sub, vendor_status: true }, { vendor: MANDATORY }],
      [{ project_uid: uid, sheet_name: 'Bill', charge_row: 'new', division_id: f.division.id, subdivision_id: f.division.sub, contractor_type: 'Subcontractor', vendor: f.vendors.mapped }, { sub_contractor: MANDATORY }],
      [{ project_uid: uid, sheet_name: 'Bill', charge_row: 'new', division_id: f.division.id, subdivision_id: f.division.sub, vendor_status: true, payroll_status: true, vendor: f.vendors.mapped }, { contractor_type: MANDATORY }],
      [{ project_uid: uid, sheet_name: 'Bill', charge_row: 'new', division_id: f.division.id, subdivision_id: f.division.sub, contractor_type: 'Owner' }, { contractor_type: MANDATORY }],
      // A subdivision of another division, or another company's, is no subdivision of this division.
      [{ project_uid: uid, sheet_name: 'Bill', charge_row: 'new', division_id: f.division.id, subdivision_id: f.otherTenantSub.sub, payroll_status: true }, { subdivision_id: MANDATORY }],
      [{ project_uid: uid, sheet_name: 'Bill', charge_row: 'new', division: f.otherTenantSub.division, sub_division: f.division.sub, payroll_status: true }, { division: MANDATORY }],
      [{ project_uid: '' }, { project_uid: MANDATORY }],
    ];
    for (const [body, fields] of cases) {
      const reply = await send('POST', 'directcostsheet', body);
      expect([reply.status, reply.body.fields], JSON.stringify(body)).toEqual([400, fields]);
      expect(reply.body.error).toBe(MANDATORY);
    }
    expect(await countOf()).toBe(before);
  });

  it('the vendor must be mapped to the subdivision; the subcontractor must be the company\'s; limits of notes, total, date', async () => {
    const base = { project_uid: uid, sheet_name: 'Bill', division_id: f.division.id, subdivision_id: f.division.sub, charge_row: 'new' };
    const before = await countOf();
    for (const [body, field] of [
      [{ ...base, vendor_status: true, vendor: f.vendors.unmapped }, 'vendor'],
      [{ ...base, vendor_status: true, vendor: f.vendors.otherTenant }, 'vendor'],
      [{ ...base, subcontractor_status: true, sub_contractor: 2147483000 }, 'sub_contractor'],
      [{ ...base, payroll_status: true, notes: 'n'.repeat(226) }, 'notes'],
      [{ ...base, payroll_status: true, total: '-1' }, 'total'],
      [{ ...base, payroll_status: true, total: 'twelve' }, 'total'],
      [{ ...base, payroll_status: true, date: '2026-02-30' }, 'date'],
      [{ ...base, payroll_status: true, sheet_name: 's'.repeat(256) }, 'sheet_name'],
    ] as const) {
      const reply = await send('POST', 'directcostsheet', body);
      expect([reply.status, Object.keys(reply.body.fields ?? {})], JSON.stringify(body).slice(0, 120)).toEqual([400, [field]]);
    }
    const other = await send('POST', 'directcostsheet', { ...base, project_uid: 'ZZ_424242', payroll_status: true });
    expect(other.status).toBe(404);
    expect(await countOf()).toBe(before);
    // 225 characters are fine.
    expect((await addDirectCost(f, uid, { notes: 'n'.repeat(225) })).notes).toHaveLength(225);
  });
});

describe('lines: 400 naming the field, nothing half-written', () => {
  it("a labor line needs its date and 'Enter all mandatory fields.' fields; a bad level changes nothing", async () => {
    const total = await storedTotal();
    for (const [body, field] of [
      [{ direct_cost_id: dcId, position: f.position, level: f.level, quantity: 1, units: 8 }, 'date'],
      [{ direct_cost_id: dcId, position: f.position, level: f.level, quantity: 1, units: 8, date: '14/14/2026' }, 'date'],
      [{ direct_cost_id: dcId, level: f.level, quantity: 1, units: 8, date: '2026-10-14' }, 'position'],
      [{ direct_cost_id: dcId, position: f.position, level: f.level, quantity: 0, units: 8, date: '2026-10-14' }, 'quantity'],
      [{ direct_cost_id: dcId, position: f.position, level: 2147483000, quantity: 1, units: 8, date: '2026-10-14' }, 'level'],
      [{ direct_cost_id: dcId, position: f.position, level: f.level, quantity: 1, units: 8, date: '2026-10-14', notes: 'x'.repeat(226) }, 'notes'],
    ] as const) {
      const reply = await send('POST', 'division/internallabour', body);
      expect([reply.status, Object.keys(reply.body.fields ?? {})], JSON.stringify(body)).toEqual([400, [field]]);
    }
    const badEdit = await send('PUT', `division/internallabour/${laborId}?bill=DC`, { units: 'eight' });
    expect([badEdit.status, Object.keys(badEdit.body.fields)]).toEqual([400, ['units']]);
    const badTrade = await send('POST', 'directtrade/DC', { direct_cost_id: dcId, sub_division: f.division.sub, category_id: f.category, units: 1 });
    expect([badTrade.status, badTrade.body.fields]).toEqual([400, { part: 'Enter all mandatory fields.' }]);
    const noId = await send('POST', 'directtrade/DC', { sub_division: f.division.sub, category_id: f.category, part: f.part, units: 1 });
    expect([noId.status, Object.keys(noId.body.fields)]).toEqual([400, ['direct_cost_id']]);
    expect(await storedTotal()).toBe(total);
  });
});

describe('Pending project', () => {
  it('refuses every change with 409 PROJECT_PENDING; reads still answer', async () => {
    const p = await newProject(f);
    const dc = await addDirectCost(f, p.uid);
    const line = (await expectOk(f, 'POST', 'division/internallabour', { direct_cost_id: dc.id, position: f.position, level: f.level, quantity: 1, units: 1, date: '2026-10-14' }, 201)).data;
    const trade = (await expectOk(f, 'POST', 'directtrade/DC', { direct_cost_id: dc.id, sub_division: f.division.sub, category_id: f.category, part: f.part, units: 1 }, 201)).data;
    await expectOk(f, 'PUT', `project/${p.id}/status`, { status: 'Pending' });
    const pending = { error: 'The project is Pending: its direct costs cannot be changed.', reason: 'PROJECT_PENDING' };
    for (const [method, url, body] of [
      ['POST', 'directcostsheet', { project_uid: p.uid, sheet_name: 'Bill', division_id: f.division.id, subdivision_id: f.division.sub, payroll_status: true, charge_row: 'new' }],
      ['DELETE', `directcostsheet/${dc.id}`, undefined],
      ['POST', 'division/internallabour', { direct_cost_id: dc.id, position: f.position, level: f.level, quantity: 1, units: 1, date: '2026-10-14' }],
      ['PUT', `division/internallabour/${line.id}?bill=DC`, { quantity: 3 }], ['DELETE', `division/internallabour/?bill=DC&id=${line.id}`, undefined],
      ['POST', 'directtrade/DC', { direct_cost_id: dc.id, sub_division: f.division.sub, category_id: f.category, part: f.part, units: 1 }],
      ['PUT', `directtrade/DC/${trade.id}`, { units: 3 }], ['DELETE', `directtrade/delete?bill=DC&id=${trade.id}`, undefined],
    ] as const) {
      const reply = await send(method, url, body);
      expect([reply.status, reply.body], `${method} ${url}`).toEqual([409, pending]);
    }
    expect((await expectOk(f, 'GET', `directcostsheet/${dc.id}`)).data).toEqual((await expectOk(f, 'GET', `directcostsheet?project_uid=${p.uid}`)).data[0]);
    expect((await api.db.selectFrom('direct_costs').select('id').where('project_id', '=', p.id).execute()).length).toBe(1);
  });
});

describe('tenants and access', () => {
  it("another company's direct cost, lines and project answer 404, exactly as missing ones", async () => {
    const other = f.tokens.secondAdmin;
    for (const [method, url, body] of [
      ['GET', `directcostsheet/${dcId}`, undefined], ['DELETE', `directcostsheet/${dcId}`, undefined],
      ['GET', `directcostsheet?project_uid=${uid}`, undefined], ['GET', `internallabour/specific/DC/${dcId}`, undefined],
      ['GET', `directtrade/specific/DC/${dcId}`, undefined], ['GET', `directcostsheet/lines?project_uid=${uid}`, undefined],
      ['POST', 'division/internallabour', { direct_cost_id: dcId, position: f.position, level: f.level, quantity: 1, units: 1, date: '2026-10-14' }],
      ['PUT', `division/internallabour/${laborId}?bill=DC`, { quantity: 2 }], ['DELETE', `division/internallabour/?bill=DC&id=${laborId}`, undefined],
      ['POST', 'directtrade/DC', { direct_cost_id: dcId, sub_division: f.division.sub, category_id: f.category, part: f.part, units: 1 }],
      ['PUT', `directtrade/DC/${tradeId}`, { units: 2 }], ['DELETE', `directtrade/delete?bill=DC&id=${tradeId}`, undefined],
    ] as const) {
      const reply = await send(method, url, body, other);
      expect(reply.status, `${method} ${url}`).toBe(404);
    }
    const batch = await send('GET', `directcostsheet/lines?direct_cost_ids=${dcId}`, undefined, other);
    expect([batch.status, batch.body.data]).toEqual([200, { labor: [], trades: [] }]);
    expect((await send('GET', `directcostsheet/${dcId}`)).status).toBe(200);
  });

  it('the Estimator (direct_costs read only) reads and gets 403 on every change, yet still edits bid lines; role 13 reads nothing', async () => {
    const estimator = f.tokens.estimator;
    expect((await send('GET', `directcostsheet/${dcId}`, undefined, estimator)).status).toBe(200);
    expect((await send('GET', `internallabour/specific/DC/${dcId}`, undefined, estimator)).status).toBe(200);
    expect((await send('GET', 'directcostsheetname', undefined, estimator)).status).toBe(200);
    for (const [method, url, body] of [
      ['POST', 'directcostsheetname', { direct_cost_sheet_name: 'Nope' }],
      ['POST', 'directcostsheet', { project_uid: uid }], ['DELETE', `directcostsheet/${dcId}`, undefined],
      ['POST', 'division/internallabour', { direct_cost_id: dcId }],
      ['PUT', `division/internallabour/${laborId}?bill=DC`, { quantity: 2 }], ['PUT', `division/internallabour/${laborId}`, { direct_cost_id: dcId }],
      ['DELETE', `division/internallabour/?bill=DC&id=${laborId}`, undefined],
      ['POST', 'directtrade/DC', { direct_cost_id: dcId }], ['PUT', `directtrade/DC/${tradeId}`, { units: 2 }],
      ['DELETE', `directtrade/delete?bill=DC&id=${tradeId}`, undefined],
    ] as const) {
      const reply = await send(method, url, body, estimator);
      expect([reply.status, reply.body], `${method} ${url}`).toEqual([403, FORBIDDEN]);
    }
    // The same paths still serve the Estimator's bid lines (bid_sheets write).
    const bid = await expectOk(f, 'POST', 'setup/bid', { project_uid: uid, division_id: f.division.id, subdivision_id: f.division.sub }, 200, estimator);
    const line = await expectOk(f, 'POST', 'division/internallabour', { bidsheet_id: bid.data.id, position: f.position, level: f.level, quantity: 1, units: 1 }, 200, estimator);
    expect(line.bid.id).toBe(bid.data.id);
    expect((await send('DELETE', `division/internallabour/?bill=BS&id=${line.data.id}`, undefined, estimator)).status).toBe(200);

    const external = f.tokens.subInTenant1;
    for (const url of [`directcostsheet/${dcId}`, 'directcostsheetname', `directcostsheet?project_uid=${uid}`, `internallabour/specific/DC/${dcId}`]) {
      expect((await send('GET', url, undefined, external)).status, url).toBe(403);
    }
    expect((await send('DELETE', `division/internallabour/?bill=DC&id=${laborId}`, undefined, external)).status).toBe(403);
    expect(await storedTotal()).not.toBe('0.00');
  });

  it("a role with direct_costs write but not bid_sheets write changes direct-cost lines, not a bid's", async () => {
    const bid = (await expectOk(f, 'POST', 'setup/bid', { project_uid: uid, division_id: f.division.id, subdivision_id: f.division.sub })).data;
    await withGrant(api, ROLE_IDS.estimator, 'bid_sheets', { can_write: false }, () => withGrant(api, ROLE_IDS.estimator, 'direct_costs', { can_write: true }, async () => {
      const estimator = f.tokens.estimator;
      const line = await expectOk(f, 'POST', 'division/internallabour', { direct_cost_id: dcId, position: f.position, level: f.level, quantity: 1, units: 2, date: '2026-10-16' }, 201, estimator);
      expect(line.direct_cost.id).toBe(dcId);
      expect((await send('DELETE', `division/internallabour/?bill=DC&id=${line.data.id}`, undefined, estimator)).status).toBe(200);
      const refused = await send('POST', 'division/internallabour', { bidsheet_id: bid.id, position: f.position, level: f.level, quantity: 1, units: 1 }, estimator);
      expect([refused.status, refused.body]).toEqual([403, FORBIDDEN]);
    }));
  });
});

describe('bid lines on the shared paths', () => {
  it('bill=BS or no bill is a bid line; another bill is a 400 naming bill; bill=DC never reaches a bid line', async () => {
    const bid = (await expectOk(f, 'POST', 'setup/bid', { project_uid: uid, division_id: f.division.id, subdivision_id: f.division.sub })).data;
    const line = await expectOk(f, 'POST', 'division/internallabour', { bidsheet_id: bid.id, position: f.position, level: f.level, quantity: 1, units: 1 });
    expect(line.data.bidsheet_id).toBe(bid.id);
    expect((await expectOk(f, 'PUT', `division/internallabour/${line.data.id}`, { quantity: 2 })).bid.id).toBe(bid.id);
    const wrongBill = await send('DELETE', `division/internallabour/?bill=XX&id=${line.data.id}`);
    expect([wrongBill.status, Object.keys(wrongBill.body.fields)]).toEqual([400, ['bill']]);
    // bill=DC names a direct-cost line (another table): a missing one is 404, whatever bid line has that id.
    expect((await send('PUT', 'division/internallabour/2147483000?bill=DC', { quantity: 5 })).status).toBe(404);
    expect((await expectOk(f, 'GET', `division/internallabour/specific/BS/${bid.id}`)).data[0].quantity).toBe('2');
    const trade = await expectOk(f, 'POST', 'directtrade', { bidsheet_id: bid.id, sub_division: f.division.sub, category_id: f.category, part: f.part, units: 1 });
    expect((await send('DELETE', `directtrade/delete?bill=ZZ&id=${trade.data.id}`)).status).toBe(400);
    expect((await expectOk(f, 'DELETE', `directtrade/delete?bill=BS&id=${trade.data.id}`)).bid.id).toBe(bid.id);
    expect((await expectOk(f, 'DELETE', `division/internallabour?bill=BS&id=${line.data.id}`)).bid.id).toBe(bid.id);
  });
});
