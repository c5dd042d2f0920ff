import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec, toMoneyString } from '@suite/money';
import { decimalText } from '../../test-support.js';
import { laborLineFigures, switchedLaborLine } from './pricing.js';

// Property (docs/money.md §5): a labor line priced from its level costs the same, to the cent, whether its sheet is
// priced in hours or in weeks: total, overhead and budget_total alike, and after switching the sheet either way.

const money = (d: { toString(): string }) => toMoneyString(d.toString());
const figures = (f: { total: unknown; overhead: unknown; budgetTotal: unknown }) =>
  [money(f.total as string), money(f.overhead as string), money(f.budgetTotal as string)];

const line = fc.record({
  quantity: decimalText(1, 5_000_000, 4),
  // Weeks to 4 places, so the hours (× 40) and the weeks both fit numeric(14,4) exactly.
  weeks: decimalText(1, 5_000_000, 4),
  ratePerHour: decimalText(0, 50_000_000, 4),
  annual: decimalText(0, 2_000_000_000, 2),
});

describe('a labor line priced from its level (property)', () => {
  it('totals the same hourly and weekly: total, overhead and budget_total, and after a switch either way', () => {
    fc.assert(fc.property(line, ({ quantity, weeks, ratePerHour, annual }) => {
      const level = { ratePerHour, ratePerWeek: dec(ratePerHour).times(40) };
      const hours = dec(weeks).times(40);
      const burden = { hourly: dec(annual).div(2080).toFixed(2), weekly: dec(annual).div(52).toFixed(2), annually: annual };
      const hourly = laborLineFigures({ quantity, units: hours, hourly: true, costPerUnit: level.ratePerHour, burdenAnnual: annual });
      const weekly = laborLineFigures({ quantity, units: weeks, hourly: false, costPerUnit: level.ratePerWeek, burdenAnnual: annual });
      expect(figures(weekly)).toEqual(figures(hourly));
      expect(figures(switchedLaborLine({ quantity, units: hours }, false, level, burden))).toEqual(figures(hourly));
      expect(figures(switchedLaborLine({ quantity, units: weeks }, true, level, burden))).toEqual(figures(hourly));
    }), { numRuns: 2000 });
  });
});
