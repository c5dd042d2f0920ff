import { describe, expect, it } from 'vitest';
import type { BilledLine, ProjectBilling } from '../module.js';
import { FEE, OVERHEAD, spreadBilling, spreadCents, type BillingBasis } from './billing.js';

// docs/money.md §12 (last bullet): the billing spread over the tracker, on hand-checked numbers.

const bidLine = (bid: number, c: string, g: string): BilledLine => ({ kind: 'BID', bid_id: bid, pco_id: null, scheduled_value: c, completed_stored: g });
const coLine = (pco: number, c: string, g: string): BilledLine => ({ kind: 'CO', bid_id: null, pco_id: pco, scheduled_value: c, completed_stored: g });

/**
 * A project of one bid: rows A 600.00 and B 400.00 (BidTotals 1,000.00), OverheadCost 100.00, ProfitCost 110.00, so
 * its bid line's C is 1,210.00. Change order 7: row A 300.00, row C 550.00, burden 50.00, profit 100.00 (C 1,000.00).
 */
const basis: BillingBasis = {
  bidRows: new Map([[1, new Map([['A', 60000], ['B', 40000]])], [2, new Map()]]),
  coRows: new Map([[7, new Map([['A', 30000], ['C', 55000]])]]),
  bidTotals: 100000, overhead: 10000, profit: 11000,
  coParts: new Map([[7, { overhead: 5000, profit: 10000 }]]),
};

const billingOf = (lines: BilledLine[], billed: string, received: string): ProjectBilling =>
  ({ lines, billing_to_date: billed, payments_received: received });

/** The spread as plain numbers: target → [billing_to_date, payment_received] in cents. */
const plain = (spread: Map<string, { billing_to_date: number; payment_received: number }>) =>
  Object.fromEntries([...spread].map(([k, v]) => [k, [v.billing_to_date, v.payment_received]]));

describe('spreadCents', () => {
  it('splits an amount in proportion and gives the remainder to the largest share, so the parts add up', () => {
    // 100.00 over weights 1:1:1 → 33.33 each and 0.01 left, to the first of the equal largest.
    expect(spreadCents(10000, [1n, 1n, 1n])).toEqual([3334, 3333, 3333]);
    // 0.03 over 1:2:1 → 0, 0.01, 0 truncated; the 0.02 left to the largest (the 2).
    expect(spreadCents(3, [1n, 2n, 1n])).toEqual([0, 3, 0]);
  });

  it('puts everything on the fallback when every weight is zero, and nothing anywhere for a zero amount', () => {
    expect(spreadCents(1234, [0n, 0n, 0n], 2)).toEqual([0, 0, 1234]);
    expect(spreadCents(0, [5n, 3n])).toEqual([0, 0]);
  });

  it('takes the largest share by size when a weight is negative (a custom price below cost)', () => {
    // 10.00 over 3 : −1 : 2 (Σ 4): 7.50, −2.50, 5.00 exactly.
    expect(spreadCents(1000, [3n, -1n, 2n])).toEqual([750, -250, 500]);
  });
});

describe('spreadBilling', () => {
  it('spreads a bid line over its rows, overhead and fee as BidTotals : OverheadCost : ProfitCost, the rows by final_run', () => {
    // G 605.00 of C 1,210.00 (50 %): work 500.00 (A 300.00, B 200.00), overhead 50.00, fee 55.00; paid 302.50, half of each.
    const spread = spreadBilling(billingOf([bidLine(1, '1210.00', '605.00')], '605.00', '302.50'), basis);
    expect(plain(spread)).toEqual({ A: [30000, 15000], B: [20000, 10000], [OVERHEAD]: [5000, 2500], [FEE]: [5500, 2750] });
  });

  it('spreads a change-order line by its rows, burden and profit, the cents left over to the largest share', () => {
    // G 333.33 of C 1,000.00: A 99.999 → 99.99, C 183.3315 → 183.33, overhead 16.6665 → 16.66, fee 33.333 → 33.33
    // (Σ 333.31); the 0.02 left goes to C, the largest: 183.35.
    const spread = spreadBilling(billingOf([coLine(7, '1000.00', '333.33')], '333.33', '0.00'), basis);
    expect(plain(spread)).toEqual({ A: [9999, 0], C: [18335, 0], [OVERHEAD]: [1666, 0], [FEE]: [3333, 0] });
    const total = [...spread.values()].reduce((s, b) => s + b.billing_to_date, 0);
    expect(total).toBe(33333);
  });

  it('adds the lines feeding one row, and spreads the payments in proportion to what each row billed', () => {
    // Bid line G 302.50 (25 %): A 150.00, B 100.00, overhead 25.00, fee 27.50. CO line G 150.00 (15 %): A 45.00,
    // C 82.50, overhead 7.50, fee 15.00. Billed: A 195.00, B 100.00, C 82.50, overhead 32.50, fee 42.50 = 452.50.
    // Paid 100.00: A 43.0939… → 43.09, B 22.0994… → 22.09, C 18.2320… → 18.23, overhead 7.1823… → 7.18,
    // fee 9.3922… → 9.39 (Σ 99.98); the 0.02 left to A, the largest: 43.11.
    const lines = [bidLine(1, '1210.00', '302.50'), coLine(7, '1000.00', '150.00')];
    const spread = spreadBilling(billingOf(lines, '452.50', '100.00'), basis);
    expect(plain(spread)).toEqual({
      A: [19500, 4311], B: [10000, 2209], C: [8250, 1823], [OVERHEAD]: [3250, 718], [FEE]: [4250, 939],
    });
  });

  it('bills nothing and receives nothing when every G is zero', () => {
    const spread = spreadBilling(billingOf([bidLine(1, '1210.00', '0.00'), coLine(7, '1000.00', '0.00')], '0.00', '0.00'), basis);
    for (const billed of spread.values()) expect(billed).toEqual({ billing_to_date: 0, payment_received: 0 });
  });

  it('bills a line whose bid no longer carries any amount against the Contractor Fee, so line 4 is all there', () => {
    const spread = spreadBilling(billingOf([bidLine(2, '500.00', '120.00'), bidLine(9, '80.00', '80.00')], '200.00', '50.00'), basis);
    expect(plain(spread)).toEqual({ [OVERHEAD]: [0, 0], [FEE]: [20000, 5000] });
  });
});
