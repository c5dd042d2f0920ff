import { describe, expect, it } from 'vitest';
import { dec, toMoneyString } from '@suite/money';
import { projectTotals } from '../projects/project-totals.js';
import { applicationFigures, certificateOf, changeOrderSummary, lineFigures, spreadRelease, type LineInput } from './figures.js';
import { lineProblem } from './rules.js';
import { bidShares, contractMoved, scheduleOfValues } from './sov.js';

// docs/money.md §12 by hand: every figure below is worked out in the comment beside it.

const money = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, toMoneyString(v as string)]));
const TEN = { work: '10.00', stored: '10.00' };

// The worked example: C 100,000.00 + one change order 5,000.00; application 2 with D 40,000.00,
// E 20,000.00, F 5,000.00, retainage 10 % on both; application 1 was certified for 36,000.00.
const bidLine: LineInput = { kind: 'BID', scheduled_value: '100000.00', from_previous: '40000.00', this_period: '20000.00', stored_materials: '5000.00', retainage_released: '0.00' };
const coLine: LineInput = { kind: 'CO', scheduled_value: '5000.00', from_previous: '0.00', this_period: '0.00', stored_materials: '0.00', retainage_released: '0.00' };

describe('a line: G, %, H and I', () => {
  it('G = D + E + F, % = G / C, H = C − G, I = round2((D + E) × work) + round2(F × stored) − released', () => {
    // G 40,000 + 20,000 + 5,000 = 65,000.00; % 65.00; H 35,000.00; (D + E) 60,000 × 10 % = 6,000.00; F 5,000 × 10 % = 500.00.
    expect(money({ ...lineFigures(bidLine, TEN) })).toEqual({
      completedStored: '65000.00', percent: '65.00', balanceToFinish: '35000.00', retainageWork: '6000.00', retainageStored: '500.00', retainage: '6500.00',
    });
    // Rounding per line: (D + E) 333.33 at 7.5 % = 24.99975 → 25.00; F 10.10 at 5 % = 0.505 → 0.51; released 3.00 → I 22.51.
    // % = 343.43 / 1,000.00 = 34.343 → 34.34.
    const odd = lineFigures({ kind: 'BID', scheduled_value: '1000.00', from_previous: '0.00', this_period: '333.33', stored_materials: '10.10', retainage_released: '3.00' },
      { work: '7.50', stored: '5.00' });
    expect(money({ ...odd })).toEqual({
      completedStored: '343.43', percent: '34.34', balanceToFinish: '656.57', retainageWork: '25.00', retainageStored: '0.51', retainage: '22.51',
    });
    // C = 0: the percentage is 0, not a division by zero.
    expect(lineFigures({ ...coLine, scheduled_value: '0.00' }, TEN).percent.toFixed(2)).toBe('0.00');
  });
});

describe('an application: totals and the G702 lines 1–9', () => {
  it("the issue's worked example: line 4 65,000.00; 5 6,500.00; 6 58,500.00; 8 22,500.00; 9 46,500.00", () => {
    const f = applicationFigures([bidLine, coLine], TEN, '36000.00');
    expect(money({ ...f.summary })).toEqual({
      originalContractSum: '100000.00', netChangeByChangeOrders: '5000.00', contractSumToDate: '105000.00', completedStoredToDate: '65000.00',
      retainageCompletedWork: '6000.00', retainageStoredMaterial: '500.00', totalRetainage: '6500.00', totalEarnedLessRetainage: '58500.00',
      previousCertificates: '36000.00', currentPaymentDue: '22500.00', balanceToFinishIncludingRetainage: '46500.00',
    });
    // Σ C 105,000.00; Σ G 65,000.00; % 65,000 / 105,000 = 61.9047… → 61.90; Σ H 40,000.00 (+ line 5 = line 9).
    expect(money({ ...f.totals })).toEqual({
      scheduledValue: '105000.00', fromPrevious: '40000.00', thisPeriod: '20000.00', storedMaterials: '5000.00', completedStored: '65000.00',
      percent: '61.90', balanceToFinish: '40000.00', retainage: '6500.00',
    });
    expect(f.totals.balanceToFinish.plus(f.summary.totalRetainage).eq(f.summary.balanceToFinishIncludingRetainage)).toBe(true);
    expect(money({ ...f.lines[1]! })).toEqual({
      completedStored: '0.00', percent: '0.00', balanceToFinish: '5000.00', retainageWork: '0.00', retainageStored: '0.00', retainage: '0.00',
    });
  });

  it('released retainage lowers line 5 and raises line 8', () => {
    // 1,500.00 released on the bid line: line 5 = 6,500 − 1,500 = 5,000.00; 6 = 60,000.00; 8 = 60,000 − 36,000 = 24,000.00;
    // 9 = 105,000 − 60,000 = 45,000.00 (= Σ H 40,000 + line 5 5,000). 5a and 5b stay what is withheld before release.
    const f = applicationFigures([{ ...bidLine, retainage_released: '1500.00' }, coLine], TEN, '36000.00');
    expect(money({ 5: f.summary.totalRetainage, 6: f.summary.totalEarnedLessRetainage, 8: f.summary.currentPaymentDue, 9: f.summary.balanceToFinishIncludingRetainage }))
      .toEqual({ 5: '5000.00', 6: '60000.00', 8: '24000.00', 9: '45000.00' });
    expect(money({ a: f.summary.retainageCompletedWork, b: f.summary.retainageStoredMaterial })).toEqual({ a: '6000.00', b: '500.00' });
    // The final application releases all: I = 0 on every line, line 6 = line 4, 8 = 65,000 − 36,000 = 29,000.00.
    const final = applicationFigures([{ ...bidLine, retainage_released: '6500.00' }, coLine], TEN, '36000.00');
    expect(money({ 5: final.summary.totalRetainage, 8: final.summary.currentPaymentDue })).toEqual({ 5: '0.00', 8: '29000.00' });
  });

  it('line 7 counts a submitted, not yet certified application at its line 8', () => {
    expect(certificateOf(null, dec('22500.00')).toFixed(2)).toBe('22500.00');
    expect(certificateOf('20000.00', dec('22500.00')).toFixed(2)).toBe('20000.00');
  });
});

describe('the retainage release spread', () => {
  it('in proportion to each line\'s retainage, remainder to the largest; lines holding none get nothing', () => {
    // 100.00 over 6,500.00 and 3,500.00: 65.00 and 35.00 exactly.
    expect(spreadRelease('100.00', ['6500.00', '0.00', '3500.00']).map((d) => d.toFixed(2))).toEqual(['65.00', '0.00', '35.00']);
    // 2.00 over 1.00, 3.00, 1.00 (Σ 5.00): 0.40, 1.20, 0.40.
    expect(spreadRelease('2.00', ['1.00', '3.00', '1.00']).map((d) => d.toFixed(2))).toEqual(['0.40', '1.20', '0.40']);
    // 1.00 over 1.00, 1.00, 1.00: 0.33 each (0.333…), Σ 0.99, the cent left to the largest (the first of equals).
    expect(spreadRelease('1.00', ['1.00', '1.00', '1.00']).map((d) => d.toFixed(2))).toEqual(['0.34', '0.33', '0.33']);
    // 2.00 over the same: 0.67 each (0.666…), Σ 2.01: the largest gives the cent back.
    expect(spreadRelease('2.00', ['1.00', '1.00', '1.00']).map((d) => d.toFixed(2))).toEqual(['0.66', '0.67', '0.67']);
  });
});

describe('the schedule of values', () => {
  it("bid lines are the bids' shares of TotalCost; the last takes the rounding remainder; alternates left out", () => {
    // TotalCost 7,000.01 over sub totals 1,000, 2,000, 3,000 (Σ 6,000): 1,166.668… → 1,166.67; 2,333.336… → 2,333.34;
    // the last 7,000.01 − 3,500.01 = 3,500.00 (its exact share 3,500.005 would round to 3,500.01 and overshoot).
    expect(bidShares('7000.01', ['1000.00', '2000.00', '3000.00']).map((d) => d.toFixed(2))).toEqual(['1166.67', '2333.34', '3500.00']);
    // 1,000.00 in thirds: 333.33, 333.33, 333.34.
    const sov = scheduleOfValues('1000.00', [
      { id: 1, description: 'Concrete', subTotal: '100.00' }, { id: 9, description: 'Alternate', subTotal: '500.00', isAlternate: true },
      { id: 2, description: 'Masonry', subTotal: '100.00' }, { id: 3, description: 'Metals', subTotal: '100.00' },
    ], [
      { pcoId: 20, number: 2, title: 'Rock excavation', total: '-1200.00' }, { pcoId: 10, number: 1, title: 'Storefront doors', total: '5000.00' },
    ]);
    expect(sov.map((l) => [l.item_no, l.kind, l.bid_id, l.pco_id, l.description, l.scheduled_value.toFixed(2)])).toEqual([
      [1, 'BID', 1, null, 'Concrete', '333.33'], [2, 'BID', 2, null, 'Masonry', '333.33'], [3, 'BID', 3, null, 'Metals', '333.34'],
      [4, 'CO', null, 10, 'CO-001 Storefront doors', '5000.00'], [5, 'CO', null, 20, 'CO-002 Rock excavation', '-1200.00'],
    ]);
  });

  it("with the project's §8 TotalCost: overhead and profit spread in proportion to the sub totals", () => {
    // Sub totals 30,000.00 and 20,000.00, overhead 5,000.00 and 2,500.00, markup 10 %: TotalCost = 57,500 + 5,750 = 63,250.00;
    // shares 63,250 × 3/5 = 37,950.00 and 25,300.00.
    const bids = [{ subTotal: '30000.00', overhead: '5000.00' }, { subTotal: '20000.00', overhead: '2500.00' }];
    const total = projectTotals({ mode: 'fixed', totalMarkup: '10' }, bids).TotalCost;
    expect(total.toFixed(2)).toBe('63250.00');
    const sov = scheduleOfValues(total, bids.map((b, i) => ({ id: i + 1, description: `Bid ${i + 1}`, subTotal: b.subTotal })), []);
    expect(sov.map((l) => l.scheduled_value.toFixed(2))).toEqual(['37950.00', '25300.00']);
    // contract_moved: the same C values say no; a C that differs, or a line more, says yes.
    const billed = sov.map((l) => ({ ...l, scheduled_value: l.scheduled_value.toFixed(2) }));
    expect(contractMoved(billed, sov)).toBe(false);
    expect(contractMoved([billed[0]!, { ...billed[1]!, scheduled_value: '25300.01' }], sov)).toBe(true);
    expect(contractMoved(billed.slice(0, 1), sov)).toBe(true);
  });
});

describe('the change-order summary', () => {
  it("accepted before the period's start: previous months; the rest this month; additions and deductions apart; net = line 2", () => {
    const s = changeOrderSummary([
      { scheduled_value: '5000.00', acceptedOn: '2026-09-15' }, { scheduled_value: '-1200.00', acceptedOn: '2026-09-20' },
      { scheduled_value: '800.00', acceptedOn: '2026-10-01' }, { scheduled_value: '100.00', acceptedOn: null },
      { scheduled_value: '-50.00', acceptedOn: '2026-10-20' },
    ], '2026-10-01');
    // Previous: +5,000.00, −1,200.00. This month: +800.00 + 100.00 = 900.00, −50.00. Totals 5,900.00 and −1,250.00; net 4,650.00.
    expect(money({ ...s })).toEqual({
      previousAdditions: '5000.00', previousDeductions: '-1200.00', thisPeriodAdditions: '900.00', thisPeriodDeductions: '-50.00',
      totalAdditions: '5900.00', totalDeductions: '-1250.00', net: '4650.00',
    });
  });
});

describe('the line rules', () => {
  const line = (c: string, d: string, e: string, f: string) => ({ item_no: 3, scheduled_value: c, from_previous: d, this_period: e, stored_materials: f });
  it('refuses D + E < 0, F < 0 and G > C, naming the item; a deduction is billed down to its C', () => {
    expect(lineProblem(line('1000.00', '100.00', '-100.00', '0.00'))).toBeUndefined();
    expect(lineProblem(line('1000.00', '100.00', '-100.01', '0.00'))).toEqual({ field: 'this_period', message: 'Item 3: work completed (D + E) cannot be negative.' });
    expect(lineProblem(line('1000.00', '0.00', '0.00', '-0.01'))).toEqual({ field: 'stored_materials', message: 'Item 3: materials presently stored (F) cannot be negative.' });
    expect(lineProblem(line('1000.00', '500.00', '400.00', '100.00'))).toBeUndefined();
    expect(lineProblem(line('1000.00', '500.00', '400.01', '100.00'))?.message).toBe('Item 3: completed and stored to date (G) cannot exceed the scheduled value (C).');
    expect(lineProblem(line('-500.00', '0.00', '-500.00', '0.00'))).toBeUndefined();
    expect(lineProblem(line('-500.00', '0.00', '-500.01', '0.00'))?.field).toBe('this_period');
    expect(lineProblem(line('-500.00', '0.00', '1.00', '0.00'))?.message).toBe('Item 3: work completed (D + E) on a deduction cannot be positive.');
  });
});
