import { call, type Reply } from '../../test-support.js';
import type { BidFixture } from '../projects/sheet-fixture.js';
import { withCurrentVersion } from '../projects/sheet-version.js';

// Test helpers of the PCO tests (no test of their own), on the bids' known-figures fixture (bids/fixture.ts):
// burden 50.00/h, 2,000.00/wk; level 30.00/h, 1,200.00/wk (Journeyman) and 20.50/h, 820.00/wk (Apprentice);
// part 12.35 per unit.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export async function send(f: BidFixture, method: Method, url: string, body?: unknown, token = f.tokens.companyAdmin): Promise<Reply> {
  const sent = await withCurrentVersion(f.api, method, url, body);
  return call(f.api, method, sent.url, { token, ...(sent.body !== undefined ? { body: sent.body } : {}) });
}

/** A REST call that must answer `status` (200, or 201 for a POST); its body. */
export async function expectOk(f: BidFixture, method: Method, url: string, body?: unknown, token = f.tokens.companyAdmin) {
  const reply = await send(f, method, url, body, token);
  const status = method === 'POST' ? 201 : 200;
  if (reply.status !== status) throw new Error(`${method} ${url}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

/** Adds a PCO under the project's next name (as the screen does); its JSON. */
export async function addPco(f: BidFixture, uid: string, extra: Record<string, unknown> = {}) {
  const name = (await expectOk(f, 'GET', `change-order/pco-name/${uid}`)).data.pco_name as string;
  return (await expectOk(f, 'POST', 'change-order', {
    pco_name: name, title: 'Added storefront doors', project_uid: uid, date: null, notes: 'Two pairs at the east entrance.',
    total: 0, status: 'Pending', type: 'PCO', ...extra,
  })).data;
}

/** A labor line on the fixture's Journeyman (or Apprentice) level; the answer ({data, pco}). */
export async function addLabor(f: BidFixture, pcoId: number, quantity: string, units: string, apprentice = false, extra: Record<string, unknown> = {}) {
  return expectOk(f, 'POST', 'pco/internal-labor', {
    pco_id: pcoId, position: f.position, level: apprentice ? f.otherLevel : f.level, quantity, units, notes: '', ...extra,
  });
}

/** A trade line on the fixture's part; the answer ({data, pco}). */
export async function addTrade(f: BidFixture, pcoId: number, units: string, extra: Record<string, unknown> = {}) {
  return expectOk(f, 'POST', 'pco/direct-trade', {
    pco_id: pcoId, sub_division: f.division.sub, category_id: f.category, part: f.part, units, notes: '', ...extra,
  });
}

export const setStatus = (f: BidFixture, id: number, status: string) => expectOk(f, 'PUT', `change-order/update/${id}`, { status });
