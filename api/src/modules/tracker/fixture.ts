import { call, type Reply } from '../../test-support.js';
import { directCostFixture, type DirectCostFixture } from '../direct-costs/fixture.js';
import { addBid, newProject } from '../projects/sheet-fixture.js';
import type { TestApi } from '../../testing.js';
import { withCurrentVersion } from '../projects/sheet-version.js';

// Test helpers of the tracker tests (no test of their own), on the direct-cost fixture's known figures
// (bids/fixture.ts): level Journeyman 30.00/h, 1,200.00/wk; Apprentice 20.50/h, 820.00/wk; burden 50.00/h,
// 2,000.00/wk; part 'Bid Test Plywood' 12.35; plus two parts of the same category: 'Tracker Test Rebar' 5.00 and
// 'Tracker Test Anchor' 7.25.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface TrackerFixture extends DirectCostFixture {
  rebar: number;
  anchor: number;
}

export async function trackerFixture(api: TestApi): Promise<TrackerFixture> {
  const f = await directCostFixture(api);
  const unit = await api.db.selectFrom('catalogue_units').select('id').where('tenant_id', '=', f.tenant).orderBy('id').executeTakeFirstOrThrow();
  const part = async (name: string, cost: string, code: string) => (await api.db.insertInto('catalogue_parts').values({
    tenant_id: f.tenant, category_id: f.category, part_hold: name, cost_per_unit: cost, unit_id: unit.id, cost_code: code,
  }).returning('id').executeTakeFirstOrThrow()).id;
  return { ...f, rebar: await part('Tracker Test Rebar', '5.00', 'PT-2'), anchor: await part('Tracker Test Anchor', '7.25', 'PT-3') };
}

export async function send(f: TrackerFixture, method: Method, url: string, body?: unknown, token = f.tokens.companyAdmin): Promise<Reply> {
  const sent = await withCurrentVersion(f.api, method, url, body);
  return call(f.api, method, sent.url, { token, ...(sent.body !== undefined ? { body: sent.body } : {}) });
}

/** A REST call that must answer `status` (200, or 201 for a POST unless told); its body. */
export async function expectOk(f: TrackerFixture, method: Method, url: string, body?: unknown, status?: number, token = f.tokens.companyAdmin) {
  const reply = await send(f, method, url, body, token);
  const wanted = status ?? (method === 'POST' ? 201 : 200);
  if (reply.status !== wanted) throw new Error(`${method} ${url}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

const post200 = (f: TrackerFixture, url: string, body: unknown) => expectOk(f, 'POST', url, body, 200);

/** A bid's labor line (weekly unless the bid is hourly). */
export const bidLabor = (f: TrackerFixture, bidId: number, level: number, quantity: string, units: string) =>
  post200(f, 'division/internallabour', { bidsheet_id: bidId, position: f.position, level, quantity, units });

/** A bid's trade line on `part` with the given subcontractor quotes. */
export const bidTrade = (f: TrackerFixture, bidId: number, part: number, units: string, quotes: { sub: number; amount: string }[] = []) =>
  post200(f, 'directtrade', {
    bidsheet_id: bidId, sub_division: f.division.sub, category_id: f.category, part, units,
    subcontractor: quotes.map((q) => ({ subcontractor_id: q.sub, subcontractor_amount: q.amount })),
  });

export const selectSub = (f: TrackerFixture, bidId: number, sub: number | null) =>
  post200(f, 'bidsheet/selectedsubcontractor', { bidsheet_id: bidId, selected_subcontractor_id: sub });

/** A PCO (status Pending) with lines; accepted when asked. Its JSON after the lines. */
export async function pcoWith(f: TrackerFixture, uid: string, lines: { labor?: [number, string, string][]; trades?: [number, string][] }, accept: boolean) {
  const name = (await expectOk(f, 'GET', `change-order/pco-name/${uid}`)).data.pco_name as string;
  const pco = (await expectOk(f, 'POST', 'change-order', { pco_name: name, project_uid: uid, title: 'Tracker test change' })).data;
  for (const [level, quantity, units] of lines.labor ?? []) await expectOk(f, 'POST', 'pco/internal-labor', { pco_id: pco.id, position: f.position, level, quantity, units });
  for (const [part, units] of lines.trades ?? []) {
    await expectOk(f, 'POST', 'pco/direct-trade', { pco_id: pco.id, sub_division: f.division.sub, category_id: f.category, part, units });
  }
  if (accept) await expectOk(f, 'PUT', `change-order/update/${pco.id}`, { status: 'Accepted' });
  return (await expectOk(f, 'GET', `change-order/${pco.id}`)).data;
}

/**
 * A direct cost of a contractor type ('Vendor', 'Subcontractor', 'Payroll') with an amount, charged to `chargeRow` (a
 * tracker row_key, or 'new' for a new cost line); its JSON.
 */
export async function directCost(f: TrackerFixture, uid: string, type: 'Vendor' | 'Subcontractor' | 'Payroll', total = '0', chargeRow = 'new') {
  const who = type === 'Vendor' ? { vendor_status: true, vendor: f.vendors.mapped }
    : type === 'Subcontractor' ? { subcontractor_status: true, sub_contractor: f.subs.b } : { payroll_status: true };
  return (await expectOk(f, 'POST', 'directcostsheet', {
    project_uid: uid, sheet_name: `Tracker ${type}`, division_id: f.division.id, subdivision_id: f.division.sub,
    vendor_status: false, subcontractor_status: false, payroll_status: false, ...who, date: '2026-10-14', total, charge_row: chargeRow,
  })).data;
}

export const dcTrade = (f: TrackerFixture, dcId: number, part: number, units: string) =>
  expectOk(f, 'POST', 'directtrade/DC', { direct_cost_id: dcId, sub_division: f.division.sub, category_id: f.category, part, units });
export const dcLabor = (f: TrackerFixture, dcId: number, level: number, quantity: string, units: string) =>
  expectOk(f, 'POST', 'division/internallabour', { direct_cost_id: dcId, position: f.position, level, quantity, units, date: '2026-10-14' });

export { addBid, newProject };
