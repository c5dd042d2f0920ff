import { describe, expect, it } from 'vitest';
import {
  billingLines, changeOrderLines, deletable, filterCommitments, ledgerRows, ledgerTable, partyNames, retainageOf, sumFigures, typedTotal,
  waiverMissing, type LedgerCommitment, type LedgerLine,
} from './model';

// Hand-checked (docs/money.md §15): SC-001 at 10 % retainage, two lines 60,000.00 and 40,000.00, an SCO of +2,500.00 on
// the first; billed 30,000.00 and 10,000.00 (40,000.00); retainage held round2(40,000 × 10 %) = 4,000.00; paid 20,000.00
// spread 15,000.00 / 5,000.00 (in proportion to billed); unpaid = 40,000 − 4,000 − 20,000 = 16,000.00.
const line = (over: Partial<LedgerLine>): LedgerLine => ({
  id: '1', divisionCode: '03', divisionName: 'Concrete', subdivisionName: 'Cast-in-Place', partName: 'Footings', costCode: '03-100',
  units: '100', unitOfMeasure: 'CY', costPerUnit: '600.0000', total: '60000.00', changeOrders: '2500.00', contractTotal: '62500.00',
  billedThisPeriod: '30000.00', billedToDate: '30000.00', retainageHeld: '3000.00', paymentsToDate: '15000.00', unpaidBills: '12000.00',
  remainingBalance: '32500.00', ...over,
});
const l1 = line({});
const l2 = line({
  id: '2', partName: 'Slabs', costCode: '03-200', units: '3', unitOfMeasure: 'LS', costPerUnit: '13333.3333', total: '40000.00',
  changeOrders: '0.00', contractTotal: '40000.00', billedThisPeriod: '10000.00', billedToDate: '10000.00', retainageHeld: '1000.00',
  paymentsToDate: '5000.00', unpaidBills: '4000.00', remainingBalance: '30000.00',
});
const sc: LedgerCommitment = {
  id: '10', kind: 'SUBCONTRACT', number: 'SC-001', status: 'OPEN', party: { name: 'Acme Concrete' }, lines: [l1, l2],
  totals: sumFigures([l1, l2]),
};
const po: LedgerCommitment = {
  id: '11', kind: 'PO', number: 'PO-001', status: 'CLOSED', party: { name: 'Bolt Supply' },
  lines: [line({ id: '3', total: '0.10', changeOrders: '0.00', contractTotal: '0.10', billedThisPeriod: '0.10', billedToDate: '0.10', retainageHeld: '0.01', paymentsToDate: '0.09', unpaidBills: '0.00', remainingBalance: '0.00' })],
  totals: { total: '0.10', changeOrders: '0.00', contractTotal: '0.10', billedThisPeriod: '0.10', billedToDate: '0.10', retainageHeld: '0.01', paymentsToDate: '0.09', unpaidBills: '0.00', remainingBalance: '0.00' },
};

describe('the subcontracts ledger (docs/money.md §15)', () => {
  it("sums a commitment's lines column by column to the cent: contract 102,500.00, billed 40,000.00, retainage 4,000.00, unpaid 16,000.00, remaining 62,500.00", () => {
    expect(sc.totals).toEqual({
      total: '100000.00', changeOrders: '2500.00', contractTotal: '102500.00', billedThisPeriod: '40000.00', billedToDate: '40000.00',
      retainageHeld: '4000.00', paymentsToDate: '20000.00', unpaidBills: '16000.00', remainingBalance: '62500.00',
    });
  });

  it('adds cents exactly (0.1 + 0.2 style sums stay decimal): the grand total of both commitments', () => {
    const rows = ledgerRows([sc, po]);
    const grand = rows.at(-1);
    expect(grand?.kind).toBe('grand');
    expect(grand && 'figures' in grand ? grand.figures : null).toEqual({
      total: '100000.10', changeOrders: '2500.00', contractTotal: '102500.10', billedThisPeriod: '40000.10', billedToDate: '40000.10',
      retainageHeld: '4000.01', paymentsToDate: '20000.09', unpaidBills: '16000.00', remainingBalance: '62500.00',
    });
  });

  it('groups the rows: a heading, the lines and the totals per commitment, then one grand total', () => {
    expect(ledgerRows([sc, po]).map((r) => r.key)).toEqual(['g-10', 'l-1', 'l-2', 't-10', 'g-11', 'l-3', 't-11', 'grand']);
    expect(ledgerRows([])).toEqual([]);
  });

  it('filters by party and by status, and lists the parties once, sorted', () => {
    expect(filterCommitments([sc, po], { party: 'Bolt Supply' }).map((c) => c.number)).toEqual(['PO-001']);
    expect(filterCommitments([sc, po], { status: 'open' }).map((c) => c.number)).toEqual(['SC-001']);
    expect(filterCommitments([sc, po], { party: 'Acme Concrete', status: 'CLOSED' })).toEqual([]);
    expect(filterCommitments([sc, po], {}).length).toBe(2);
    expect(partyNames([po, sc, po])).toEqual(['Acme Concrete', 'Bolt Supply']);
  });

  it('exports every line with its commitment, a total per commitment and the grand total, as plain decimals', () => {
    const t = ledgerTable([sc]);
    expect(t.columns.map((c) => c.title)).toEqual([
      'Commitment', 'Party', 'Status', 'Division', 'Division Name', 'Subdivision', 'Part', 'Cost Unit', 'Units', 'Total', 'Unit of Measure',
      'Change Orders', 'Contract Total', 'Payment Applications', 'Retainage Held', 'Total Billings', 'Payments to Date', 'Unpaid Bills',
      'Remaining Balance',
    ]);
    expect(t.rows[0]).toEqual(['SC-001', 'Acme Concrete', 'OPEN', '03', 'Concrete', 'Cast-in-Place', 'Footings', '600.0000', '100', '60000.00', 'CY',
      '2500.00', '62500.00', '30000.00', '3000.00', '30000.00', '15000.00', '12000.00', '32500.00']);
    expect(t.rows[2]).toEqual(['SC-001', 'Acme Concrete total', 'OPEN', null, null, null, null, null, null, '100000.00', null,
      '2500.00', '102500.00', '40000.00', '4000.00', '40000.00', '20000.00', '16000.00', '62500.00']);
    expect(t.rows[3]?.[1]).toBe('Grand Total');
  });

  it('holds retainage at the rate rounded to the cent: 10 % of 1,234.55 is 123.46; 5.5 % of 999.99 is 55.00', () => {
    expect(retainageOf('1234.55', '10.00')).toBe('123.46');
    expect(retainageOf('999.99', '5.50')).toBe('55.00');
  });
});

describe("a billing's and a change order's lines before sending", () => {
  it('refuses an amount above the remaining balance, naming the line', () => {
    expect(billingLines([l1, l2], { 1: '32,500.01' }).problem).toBe("03-100 Footings: the amount is above the line's remaining balance (32500.00).");
  });

  it('refuses a negative amount without a reason, and takes it with one', () => {
    expect(billingLines([l1], { 1: '-500' }).problem).toBe('03-100 Footings: a negative amount needs a reason.');
    expect(billingLines([l1], { 1: '-500' }, { 1: 'Overbilled in May' }).lines).toEqual([{ lineId: '1', amount: '-500.00', reason: 'Overbilled in May' }]);
  });

  it('sends the typed lines as money text, skipping blank and zero ones; nothing typed is refused', () => {
    expect(billingLines([l1, l2], { 1: '32,500.00', 2: '0' }).lines).toEqual([{ lineId: '1', amount: '32500.00' }]);
    expect(billingLines([l1, l2], {}).problem).toBe('Enter an amount on at least one line.');
    expect(billingLines([l1], { 1: '1.234' }).problem).toBe('03-100 Footings: the amount is not an amount.');
  });

  it('takes positive and negative change-order amounts with a reason, and sums what is typed', () => {
    expect(changeOrderLines([l1, l2], { 1: '2,500', 2: '-1000.5' }, '').problem).toBe('Enter the reason of the change order.');
    expect(changeOrderLines([l1, l2], { 1: '2,500', 2: '-1000.5' }, 'Added rebar').lines).toEqual([
      { lineId: '1', amount: '2500.00' }, { lineId: '2', amount: '-1000.50' },
    ]);
    expect(typedTotal({ 1: '2,500', 2: '-1000.5', 3: 'x' })).toBe('1499.50');
  });

  it('deletes only what has no billing, and marks payments lacking a signed waiver', () => {
    expect(deletable({ billings: [] })).toBe(true);
    expect(deletable({ billings: [{}] })).toBe(false);
    expect(waiverMissing({ signedWaiver: null })).toBe(true);
    expect(waiverMissing({ signedWaiver: { fileName: 'w.pdf' } })).toBe(false);
  });
});
