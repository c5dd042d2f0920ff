import { call, type Reply } from '../../test-support.js';
import { addPco, addTrade, setStatus } from '../pcos/fixture.js';
import { addBid, newProject, type BidFixture } from '../projects/sheet-fixture.js';

// Test helpers of the payment-application tests (no test of their own), on the bids' known-figures fixture
// (projects/sheet-fixture.ts): a project with a custom price and bids of known sub totals, so every C is by hand.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const paCall = (f: BidFixture, method: Method, url: string, body?: unknown, token = f.tokens.companyAdmin): Promise<Reply> =>
  call(f.api, method, url, { token, ...(body !== undefined ? { body } : {}) });

/** A call that must answer 200 (201 for `created`); its `data`. */
export async function paOk(f: BidFixture, method: Method, url: string, body?: unknown, status = 200, token = f.tokens.companyAdmin) {
  const reply = await paCall(f, method, url, body, token);
  if (reply.status !== status) throw new Error(`${method} ${url}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

/**
 * A Bidding project priced at `price` (custom price, so TotalCost = price) with bids of the given sub totals (their
 * overhead 0): the SOV's bid lines are the price spread over the sub totals.
 */
export async function billedProject(f: BidFixture, price: string, subTotals: string[]) {
  const p = await newProject(f, { custom_price_amt: price });
  const bids: number[] = [];
  for (const subTotal of subTotals) {
    const bid = await addBid(f, p.uid);
    await f.api.db.updateTable('bids').set({ sub_total: subTotal, calculated_overhead: '0.00' }).where('id', '=', bid.id).execute();
    bids.push(bid.id);
  }
  return { ...p, bids };
}

/** An Accepted change order through REST: `units` of the fixture's part at 12.35, profit 0 % (PCOTotalCost = units × 12.35). */
export async function acceptedChangeOrder(f: BidFixture, uid: string, units: string) {
  const pco = await addPco(f, uid, { pco_profit_percentage: '0' });
  await addTrade(f, pco.id, units);
  return (await setStatus(f, pco.id, 'Accepted')).data as { id: number; change_order_name: string; total: string; version: number };
}

export const PERIOD_1 = { period_from: '2026-10-01', period_to: '2026-10-31', application_date: '2026-10-31' };
export const PERIOD_2 = { period_from: '2026-11-01', period_to: '2026-11-30', application_date: '2026-11-30' };

/** The figures of a summary in G702 line order (1, 2, 3, 4, 5a, 5b, 5, 6, 7, 8, 9). */
export const lines1to9 = (s: Record<string, string>) => [
  s.original_contract_sum, s.net_change_by_change_orders, s.contract_sum_to_date, s.completed_stored_to_date, s.retainage_completed_work,
  s.retainage_stored_material, s.total_retainage, s.total_earned_less_retainage, s.previous_certificates, s.current_payment_due,
  s.balance_to_finish_including_retainage,
];

/** A line's C, D, E, F, G, %, H, I. */
export const columns = (l: Record<string, unknown>) => [
  l.scheduled_value, l.from_previous, l.this_period, l.stored_materials, l.completed_stored, l.percent, l.balance_to_finish, l.retainage,
];
