import { describe, expect, it } from 'vitest';
import {
  amountWithin, changedLines, figuredLines, g702Summary, lineFigures, lineProblem, nextPeriod, rateText, sovTotals, type SovLineBase,
} from './model';

const line = (over: Partial<SovLineBase> = {}): SovLineBase => ({
  id: '1', itemNo: 1, kind: 'BID', scheduledValue: '0.00', fromPrevious: '0.00', thisPeriod: '0.00', storedMaterials: '0.00',
  retainageReleased: '0.00', ...over,
});
const ten = { workRate: '10.00', storedRate: '10.00' };

describe('payment application figures (docs/money.md §12)', () => {
  it("issue 32's worked example: C 100,000.00 and a 5,000.00 change order; D 40,000, E 20,000, F 5,000 at 10 %, 36,000.00 certified before → lines 1–9", () => {
    const lines = figuredLines([
      line({ scheduledValue: '100000.00', fromPrevious: '40000.00', thisPeriod: '20000.00', storedMaterials: '5000.00' }),
      line({ id: '2', itemNo: 2, kind: 'CHANGE_ORDER', scheduledValue: '5000.00' }),
    ], {}, ten);
    expect(g702Summary(lines, '36000.00')).toEqual({
      originalContractSum: '100000.00', netChangeByChangeOrders: '5000.00', contractSumToDate: '105000.00',
      completedStoredToDate: '65000.00', retainageCompletedWork: '6000.00', retainageStoredMaterial: '500.00',
      totalRetainage: '6500.00', totalEarnedLessRetainage: '58500.00', previousCertificates: '36000.00',
      currentPaymentDue: '22500.00', balanceToFinishIncludingRetainage: '46500.00',
    });
    // Line 9 = Σ H + line 5: 35,000 + 5,000 + 6,500.
    expect(sovTotals(lines)).toEqual({
      scheduledValue: '105000.00', fromPrevious: '40000.00', thisPeriod: '20000.00', storedMaterials: '5000.00',
      completedStored: '65000.00', percent: '61.90', balanceToFinish: '40000.00', retainage: '6500.00',
    });
  });

  it('per line: G = D + E + F, % of C to two places, H = C − G, each retainage part rounded half up to the cent, less what was released', () => {
    expect(lineFigures(line({ scheduledValue: '1000.00', thisPeriod: '333.33', storedMaterials: '0.05', retainageReleased: '10.00' }), { workRate: '10.00', storedRate: '5.00' })).toEqual({
      // 333.38 / 1,000 = 33.338 %; 333.33 × 10 % = 33.333 → 33.33; 0.05 × 5 % = 0.0025 → 0.00; 33.33 − 10.00 released.
      completedStored: '333.38', percent: '33.34', balanceToFinish: '666.62', retainageWork: '33.33', retainageStored: '0.00', retainage: '23.33',
    });
    // 0.05 × 10 % = 0.005 → 0.01 (half away from zero).
    expect(lineFigures(line({ scheduledValue: '100.00', thisPeriod: '0.05' }), ten).retainageWork).toBe('0.01');
    // A zero scheduled value gives 0 %, not a division by zero.
    expect(lineFigures(line(), ten).percent).toBe('0.00');
  });

  it('what is typed replaces E and F in the figures (commas allowed); text that is not an amount keeps the stored figure', () => {
    const [typed] = figuredLines([line({ scheduledValue: '50000.00', fromPrevious: '10000.00' })], { 1: { thisPeriod: '12,500.50', storedMaterials: '2,000' } }, ten);
    expect(typed).toMatchObject({ thisPeriod: '12500.50', storedMaterials: '2000.00', completedStored: '24500.50', percent: '49.00', balanceToFinish: '25499.50', retainage: '2450.05' });
    const [kept] = figuredLines([line({ thisPeriod: '7.00' })], { 1: { thisPeriod: '-' } }, ten);
    expect(kept.thisPeriod).toBe('7.00');
  });

  it("names the item the server would refuse: D + E < 0, F < 0, G > C, text that is not money", () => {
    const check = (over: Partial<SovLineBase>, entry = {}) => lineProblem(figuredLines([line({ itemNo: 3, scheduledValue: '1000.00', ...over })], {}, ten)[0], entry);
    expect(check({ fromPrevious: '100.00', thisPeriod: '-150.00' })).toBe('Item 3: work completed (D + E) cannot be below 0.');
    expect(check({ storedMaterials: '-1.00' })).toBe('Item 3: materials presently stored cannot be below 0.');
    expect(check({ fromPrevious: '900.00', thisPeriod: '100.00', storedMaterials: '0.01' })).toBe('Item 3: completed and stored exceeds the scheduled value.');
    expect(check({}, { thisPeriod: '1.234' })).toBe('Item 3: this period is not an amount.');
    expect(check({ fromPrevious: '900.00', thisPeriod: '100.00' })).toBeNull();
  });

  it('sends only the E and F that changed, as money strings', () => {
    const lines = [line({ thisPeriod: '100.00' }), line({ id: '2', itemNo: 2 }), line({ id: '3', itemNo: 3 })];
    expect(changedLines(lines, { 1: { thisPeriod: '100', storedMaterials: '1,250.5' }, 2: { thisPeriod: '100.00' }, 3: { thisPeriod: 'x' } })).toEqual([
      { id: '1', storedMaterials: '1250.50' }, { id: '2', thisPeriod: '100.00' },
    ]);
  });

  it('dialog amounts: within 0 < amount ≤ the limit (0 allowed for a certificate), rates 0–100', () => {
    expect(amountWithin('22,500.00', '22500.00')).toBe('22500.00');
    expect(amountWithin('22,500.01', '22500.00')).toBeUndefined();
    expect(amountWithin('0', '10.00')).toBeUndefined();
    expect(amountWithin('0', '10.00', true)).toBe('0.00');
    expect(rateText('7.5')).toBe('7.50');
    expect(rateText('100.01')).toBeUndefined();
  });

  it("a new application's period: the month after the last one's end, or the current month for the first", () => {
    expect(nextPeriod('2026-10-31')).toEqual({ periodFrom: '11/01/2026', periodTo: '11/30/2026', applicationDate: '11/30/2026' });
    expect(nextPeriod(null, new Date(2028, 1, 10))).toEqual({ periodFrom: '02/01/2028', periodTo: '02/29/2028', applicationDate: '02/29/2028' });
  });
});
