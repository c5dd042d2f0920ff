import { dec } from '@suite/money';
import { describe, expect, it } from 'vitest';
import { commitmentFigures, costPerUnit, MONEY_COLUMNS, retainageOn, spread, type CommitmentInput, type MoneyFigures } from './figures.js';

// docs/money.md §15 and docs/subcontracts.md §2, every figure worked by hand.

const asText = (f: MoneyFigures) => Object.fromEntries(MONEY_COLUMNS.map((c) => [c, f[c].toFixed(2)]));
const D = (v: string) => dec(v);

// Rate 10 %. Line 1 total 1,000.00, line 2 500.00. SCO-001: +200.00 on line 1, −50.00 on line 2. Billing 1 (approved):
// 300.00 and 125.55; billing 2 (approved): 100.00 on line 1; billing 3 (Submitted) and 4 (Rejected) count for nothing.
// Released 10.00; paid 300.00 + 100.00.
const ledger: CommitmentInput = {
  retainage_rate: '10.00',
  lines: [{ id: 1, total: '1000.00' }, { id: 2, total: '500.00' }],
  change_orders: [{ lines: [{ line_id: 1, amount: '200.00' }, { line_id: 2, amount: '-50.00' }] }],
  billings: [
    { number: 1, status: 'Approved', lines: [{ line_id: 1, amount: '300.00' }, { line_id: 2, amount: '125.55' }] },
    { number: 2, status: 'Approved', lines: [{ line_id: 1, amount: '100.00' }] },
    { number: 3, status: 'Submitted', lines: [{ line_id: 1, amount: '50.00' }] },
    { number: 4, status: 'Rejected', lines: [{ line_id: 2, amount: '10.00' }] },
  ],
  payments: [{ amount: '300.00' }, { amount: '100.00' }],
  releases: [{ amount: '10.00' }],
};

describe('the figures of a commitment (money.md §15)', () => {
  const figures = commitmentFigures(ledger);

  it('contract total = total + Σ SCOs on the line: 1,000 + 200 = 1,200.00 and 500 − 50 = 450.00', () => {
    expect([1, 2].map((id) => [figures.lines.get(id)!.change_orders.toFixed(2), figures.lines.get(id)!.contract_total.toFixed(2)]))
      .toEqual([['200.00', '1200.00'], ['-50.00', '450.00']]);
  });

  it('billed to date sums the approved billings only (400.00, 125.55); billed this period is the latest approved billing (100.00, 0.00)', () => {
    expect(figures.lines.get(1)!.billed_to_date.toFixed(2)).toBe('400.00');
    expect(figures.lines.get(2)!.billed_to_date.toFixed(2)).toBe('125.55');
    expect(figures.lines.get(1)!.billed_this_period.toFixed(2)).toBe('100.00');
    expect(figures.lines.get(2)!.billed_this_period.toFixed(2)).toBe('0.00');
  });

  it('retainage held = round2(billed × rate) − released: 40.00 and 12.56 (12.555 rounds up), the 10.00 released spread 7.62 / 2.38', () => {
    // 10 × 40/52.56 = 7.610 → 7.61, 10 × 12.56/52.56 = 2.389 → 2.38; the cent left goes to the largest: 7.62.
    expect(retainageOn('125.55', '10.00').toFixed(2)).toBe('12.56');
    expect(figures.retainage_gross.toFixed(2)).toBe('52.56');
    expect(figures.lines.get(1)!.retainage_held.toFixed(2)).toBe('32.38');
    expect(figures.lines.get(2)!.retainage_held.toFixed(2)).toBe('10.18');
    expect(figures.retainage_released.toFixed(2)).toBe('10.00');
  });

  it('payments (400.00) are spread in proportion to billed to date, the remainder to the largest: 304.45 and 95.55', () => {
    // 400 × 400/525.55 = 304.442 → 304.44 (+ the cent left → 304.45); 400 × 125.55/525.55 = 95.557 → 95.55.
    expect(figures.lines.get(1)!.payments_to_date.toFixed(2)).toBe('304.45');
    expect(figures.lines.get(2)!.payments_to_date.toFixed(2)).toBe('95.55');
  });

  it('unpaid bills = billed − retainage held − payments (63.17, 19.82); remaining balance = contract total − billed (800.00, 324.45)', () => {
    expect(asText(figures.lines.get(1)!)).toMatchObject({ unpaid_bills: '63.17', remaining_balance: '800.00' });
    expect(asText(figures.lines.get(2)!)).toMatchObject({ unpaid_bills: '19.82', remaining_balance: '324.45' });
  });

  it('the commitment totals are the sums of the line columns', () => {
    expect(asText(figures.totals)).toEqual({
      total: '1500.00', change_orders: '150.00', contract_total: '1650.00', billed_this_period: '100.00', billed_to_date: '525.55',
      retainage_held: '42.56', payments_to_date: '400.00', unpaid_bills: '82.99', remaining_balance: '1124.45',
    });
  });

  it('a commitment with nothing billed: every billing figure 0, remaining balance = contract total', () => {
    const fresh = commitmentFigures({ ...ledger, billings: [], payments: [], releases: [] });
    expect(asText(fresh.totals)).toEqual({
      total: '1500.00', change_orders: '150.00', contract_total: '1650.00', billed_this_period: '0.00', billed_to_date: '0.00',
      retainage_held: '0.00', payments_to_date: '0.00', unpaid_bills: '0.00', remaining_balance: '1650.00',
    });
  });
});

describe('cost per unit = round4(total / units)', () => {
  it('1,000.00 over 3 units is 333.3333; 10.00 over 0.0003 is 33,333.3333; no units is 0', () => {
    expect(costPerUnit('1000.00', '3').toFixed(4)).toBe('333.3333');
    expect(costPerUnit('10.00', '0.0003').toFixed(4)).toBe('33333.3333');
    expect(costPerUnit('2.00', '3').toFixed(4)).toBe('0.6667');
    expect(costPerUnit('100.00', '0').toFixed(4)).toBe('0.0000');
  });
});

describe('spreading an amount over lines', () => {
  it('in proportion, cents rounded down, the remainder to the largest within its cap, so no line passes its cap', () => {
    // 0.99 over 0.50 / 0.25 / 0.25 (caps the same): 0.49, 0.24, 0.24 = 0.97; 0.01 to the first (its cap 0.50), 0.01 to the next.
    const shares = spread('0.99', [{ id: 1, weight: D('0.50'), cap: D('0.50') }, { id: 2, weight: D('0.25'), cap: D('0.25') }, { id: 3, weight: D('0.25'), cap: D('0.25') }]);
    expect([1, 2, 3].map((id) => shares.get(id)!.toFixed(2))).toEqual(['0.50', '0.25', '0.24']);
  });

  it('nothing to spread, or no weight: all to the caps, largest first', () => {
    expect(spread('0', [{ id: 1, weight: D('5'), cap: D('5') }]).get(1)!.toFixed(2)).toBe('0.00');
    const noWeight = spread('3.00', [{ id: 1, weight: D('0'), cap: D('2.00') }, { id: 2, weight: D('0'), cap: D('5.00') }]);
    expect([noWeight.get(1)!.toFixed(2), noWeight.get(2)!.toFixed(2)]).toEqual(['2.00', '1.00']);
  });
});
