import { call, type Reply } from '../../test-support.js';
import { addBid, bidTrade, expectOk, newProject, selectSub, type TrackerFixture } from '../tracker/fixture.js';

// Test helpers of the subcontract tests (no test of their own), on the tracker's fixture (known parts, subcontractors
// a and b, vendors): a project with one bid of two trade lines quoted by both subcontractors, a selected.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const scCall = (f: TrackerFixture, method: Method, url: string, body?: unknown, token = f.tokens.companyAdmin): Promise<Reply> =>
  call(f.api, method, url, { token, ...(body !== undefined ? { body } : {}) });

/** A call that must answer `status`; its `data`. */
export async function scOk(f: TrackerFixture, method: Method, url: string, body?: unknown, status = 200, token = f.tokens.companyAdmin) {
  const reply = await scCall(f, method, url, body, token);
  if (reply.status !== status) throw new Error(`${method} ${url}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

/**
 * A project with one bid: 10 units of the fixture's part quoted 1,000.00 by a and 900.00 by b, 4 units of rebar quoted
 * 400.00 by a and 450.00 by b; a selected (unless told otherwise).
 */
export async function awardableBid(f: TrackerFixture, selected: number | null = f.subs.a) {
  const p = await newProject(f);
  const bid = await addBid(f, p.uid);
  await expectOk(f, 'PUT', `bidsheet/addsubcontractor/${bid.id}`, { sub_contractor: [{ id: f.subs.a }, { id: f.subs.b }] }, 200);
  await bidTrade(f, bid.id, f.part, '10', [{ sub: f.subs.a, amount: '1000.00' }, { sub: f.subs.b, amount: '900.00' }]);
  await bidTrade(f, bid.id, f.rebar, '4', [{ sub: f.subs.a, amount: '400.00' }, { sub: f.subs.b, amount: '450.00' }]);
  if (selected !== null) await selectSub(f, bid.id, selected);
  return { ...p, bid: bid.id as number };
}

/** The DT row key of a line of the fixture's category. */
export const rowKey = (f: TrackerFixture, part: number) => `DT:${f.division.id}:${f.division.sub}:${f.category}:${part}`;

export const PERIOD = { period_from: '2026-10-01', period_to: '2026-10-31', billing_date: '2026-10-20' };
