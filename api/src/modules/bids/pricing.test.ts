import { describe, expect, it } from 'vitest';
import { toMoneyString, toRateString } from '@suite/money';
import {
  burdenFigure, convertUnits, laborHours, laborLineFigures, levelRate, subcontractorTotals, switchedLaborLine, tradeLineTotal,
} from '../lines/pricing.js';
import { bidProfits } from '../projects/profits.js';
import { bidCost } from './pricing.js';

// Every figure below was worked out by hand from docs/money.md §5–§8.
const money = (d: { toString(): string }) => toMoneyString(d.toString());

describe('§5 internal labor line', () => {
  it('total = round2(quantity × units × cost), overhead = round2(quantity × hours × burden annual / 2080), budget_total their sum', () => {
    // 2 × 37.5 = 75 hours; 75 × 45.25 = 3393.75; 75 × 25,678.85 / 2080 = 925.9200… → 925.92; 3393.75 + 925.92 = 4319.67
    const f = laborLineFigures({ quantity: '2', units: '37.5', hourly: true, costPerUnit: '45.25', burdenAnnual: '25678.85' });
    expect([money(f.total), money(f.overhead), money(f.budgetTotal)]).toEqual(['3393.75', '925.92', '4319.67']);
    // 3 × 1.3333 × 10 = 39.999 → 40.00; 3 × 1.3333 × 3.12 / 2080 = 0.0059998… → 0.01
    const r = laborLineFigures({ quantity: '3', units: '1.3333', hourly: true, costPerUnit: '10', burdenAnnual: '3.12' });
    expect([money(r.total), money(r.overhead), money(r.budgetTotal)]).toEqual(['40.00', '0.01', '40.01']);
    // A weekly line: 2 × 0.75 weeks × 1200 = 1800.00; hours 0.75 × 40 = 30, 2 × 30 × 10,000 / 2080 = 288.4615… → 288.46
    const w = laborLineFigures({ quantity: '2', units: '0.75', hourly: false, costPerUnit: '1200', burdenAnnual: '10000' });
    expect([money(w.total), money(w.overhead), money(w.budgetTotal)]).toEqual(['1800.00', '288.46', '2088.46']);
  });

  it('the same line costs the same priced in hours or in weeks: the overhead comes from the annual burden, not a rounded period figure', () => {
    // Burden 160,640.00 a year: 77.2307… → 77.23 an hour, 3,089.2307… → 3,089.23 a week. Journeyman 30.00/h, 1,200.00/wk.
    // 2 people × 26 weeks = 2 × 1,040 hours. Priced from the rounded period figures the overhead was
    // 2 × 1,040 × 77.23 = 160,638.40 hourly but 2 × 26 × 3,089.23 = 160,639.96 weekly (1.56 apart);
    // from the annual figure it is 2 × 1,040 × 160,640.00 / 2080 = 160,640.00 in both modes.
    const hourly = laborLineFigures({ quantity: '2', units: '1040', hourly: true, costPerUnit: '30', burdenAnnual: '160640.00' });
    const weekly = laborLineFigures({ quantity: '2', units: '26', hourly: false, costPerUnit: '1200', burdenAnnual: '160640.00' });
    for (const f of [hourly, weekly]) {
      expect([money(f.total), money(f.overhead), money(f.budgetTotal)]).toEqual(['62400.00', '160640.00', '223040.00']);
    }
  });

  it("cost per unit defaults to the level's hourly or weekly rate; the burden figure shown by the same mode", () => {
    const level = { ratePerHour: '30', ratePerWeek: '1200' };
    expect(levelRate(level, true).toString()).toBe('30');
    expect(levelRate(level, false).toString()).toBe('1200');
    expect(burdenFigure({ hourly: '4.81', weekly: '192.31' }, true).toString()).toBe('4.81');
    expect(burdenFigure({ hourly: '4.81', weekly: '192.31' }, false).toString()).toBe('192.31');
    expect(laborHours('2.5', false).toString()).toBe('100');
    expect(laborHours('2.5', true).toString()).toBe('2.5');
  });

  it('hours ÷ 40 = weeks and weeks × 40 = hours', () => {
    expect(convertUnits('80', false).toString()).toBe('2');
    expect(convertUnits('30', false).toString()).toBe('0.75');
    expect(convertUnits('0.75', true).toString()).toBe('30');
    expect(convertUnits('1', false).toString()).toBe('0.025');
  });

  it('switching hours ⇄ weeks keeps the total and the overhead of a line priced from its level and re-prices the burden shown', () => {
    const level = { ratePerHour: '30', ratePerWeek: '1200' };
    // A burden rate of 10,000 a year: 10000 / 2080 = 4.8077 → 4.81 an hour, 10000 / 52 = 192.3077 → 192.31 a week.
    const burden = { hourly: '4.81', weekly: '192.31', annually: '10000.00' };
    const priced = laborLineFigures({ quantity: '2', units: '30', hourly: true, costPerUnit: '30', burdenAnnual: '10000.00' });
    const hourly = { quantity: '2', units: '30', ...priced };
    // 2 × 30 h × 30 = 1800.00; overhead 2 × 30 × 10,000 / 2080 = 288.4615… → 288.46
    expect([money(hourly.total), money(hourly.overhead)]).toEqual(['1800.00', '288.46']);
    const weekly = switchedLaborLine(hourly, false, level, burden);
    // 30 h = 0.75 weeks; 2 × 0.75 × 1200 = 1800.00 (kept); overhead 2 × 0.75 × 40 × 10,000 / 2080 = 288.46 (kept)
    expect(weekly.units.toString()).toBe('0.75');
    expect(weekly.costPerUnit.toString()).toBe('1200');
    expect(weekly.burden.toString()).toBe('192.31');
    expect([money(weekly.total), money(weekly.overhead), money(weekly.budgetTotal)]).toEqual(['1800.00', '288.46', '2088.46']);
    const back = switchedLaborLine(weekly, true, level, burden);
    expect([back.units.toString(), back.burden.toString()]).toEqual(['30', '4.81']);
    expect([money(back.total), money(back.overhead)]).toEqual(['1800.00', '288.46']);
  });

  it('a switched line with a hand-typed cost per unit is re-priced from its level', () => {
    const line = { quantity: '1', units: '2' }; // 2 weeks typed at 999 a week
    const hourly = switchedLaborLine(line, true, { ratePerHour: '25.5', ratePerWeek: '1020' }, { hourly: '1', weekly: '40', annually: '2080' });
    // 80 hours × 25.50 = 2040.00; overhead 80 × 2080 / 2080 = 80.00
    expect([hourly.units.toString(), hourly.costPerUnit.toString(), money(hourly.total), money(hourly.overhead)])
      .toEqual(['80', '25.5', '2040.00', '80.00']);
  });
});

describe('§6 direct-trade line and subcontractor totals', () => {
  it('total = round2(cost per unit × units)', () => {
    expect(money(tradeLineTotal('12.345', '3'))).toBe('37.04'); // 37.035 → 37.04 (half away from zero)
    expect(money(tradeLineTotal('0.3333', '3'))).toBe('1.00'); // 0.9999
    expect(money(tradeLineTotal('19.99', '0.5'))).toBe('10.00'); // 9.995
  });

  it("a subcontractor's total is Σ its amounts on the bid's lines; 0 when it quoted nothing", () => {
    const totals = subcontractorTotals([4, 7, 9], [
      { subcontractorId: 4, amount: '100.10' }, { subcontractorId: 7, amount: '50' }, { subcontractorId: 4, amount: '200.20' },
    ]);
    expect([...totals].map(([id, t]) => [id, money(t)])).toEqual([[4, '300.30'], [7, '50.00'], [9, '0.00']]);
  });
});

describe('§7 bid sheet figures', () => {
  const labor = [{ total: '4800.00', overhead: '880.00' }, { total: '1393.75', overhead: '123.45' }];
  const trades = [{ total: '37.04' }, { total: '962.96' }];

  it('labor, burden, trades from the lines; sub total = labor + trades', () => {
    const c = bidCost({ labor, trades });
    expect([money(c.labor), money(c.burden), money(c.trades), money(c.subTotal)]).toEqual(['6193.75', '1003.45', '1000.00', '7193.75']);
  });

  it("a selected subcontractor's total replaces the trade lines' total", () => {
    const c = bidCost({ labor, trades, selectedSubcontractorTotal: '850.50' });
    expect([money(c.trades), money(c.subTotal)]).toEqual(['850.50', '7044.25']);
    // A selected subcontractor that quoted nothing makes the trades 0.
    expect(money(bidCost({ labor: [], trades, selectedSubcontractorTotal: '0' }).subTotal)).toBe('0.00');
  });
});

describe('§7–§8 profit of each bid and the project totals', () => {
  it('fixed markup: profit = round2((sub total + burden) × markup) per bid; alternates excluded from the project', () => {
    const { project, bids } = bidProfits({ mode: 'fixed', totalMarkup: '10' }, [
      { subTotal: '1000.00', overhead: '100.00' },
      { subTotal: '333.33', overhead: '0' },
      { subTotal: '500.00', overhead: '50.00', isAlternate: true },
    ]);
    // BidTotals 1333.33, overhead 100.00 (7.5000 %), profit round2(1433.33 × 10 %) = 143.33, total 1576.66
    expect([money(project.BidTotals), money(project.OverheadCost), toRateString(project.OverheadPercentage)])
      .toEqual(['1333.33', '100.00', '7.50']);
    expect([money(project.ProfitCost), money(project.TotalCost)]).toEqual(['143.33', '1576.66']);
    // 1100 × 10 % = 110.00; 333.33 × 10 % = 33.333 → 33.33; the alternate 550 × 10 % = 55.00, outside the project
    expect(bids.map((b) => [money(b.profit), money(b.totalCost)])).toEqual([['110.00', '1210.00'], ['33.33', '366.66'], ['55.00', '605.00']]);
  });

  it('each bid is rounded on its own (§7); the proposal adds up from sub totals, Overhead and Profit (§8)', () => {
    // Three bids of 0.05: each round2(0.005) = 0.01, while the project's profit is round2(0.015) = 0.02.
    const { project, bids } = bidProfits({ mode: 'fixed', totalMarkup: '10' }, [
      { subTotal: '0.05', overhead: '0' }, { subTotal: '0.05', overhead: '0' }, { subTotal: '0.05', overhead: '0' },
    ]);
    expect(bids.map((b) => money(b.profit))).toEqual(['0.01', '0.01', '0.01']);
    expect([money(project.BidTotals), money(project.ProfitCost), money(project.TotalCost)]).toEqual(['0.15', '0.02', '0.17']);
    expect(money(project.BidTotals.plus(project.OverheadCost).plus(project.ProfitCost))).toBe(money(project.TotalCost));
  });

  it('custom price below cost: a negative profit, shown and shared; total = the price', () => {
    const { project, bids } = bidProfits({ mode: 'custom', customPrice: '1000.00' }, [
      { subTotal: '800.00', overhead: '100.00' },
      { subTotal: '250.00', overhead: '0' },
      { subTotal: '100.00', overhead: '0', isAlternate: true },
    ]);
    // 1000 − 1050 − 100 = −150.00; −150 / 1150 × 100 = −13.0435 %
    expect([money(project.ProfitCost), toRateString(project.ProfitPercentage), money(project.TotalCost)])
      .toEqual(['-150.00', '-13.0435', '1000.00']);
    // effective % = −150 / 1150 exactly: 900 → −117.3913 → −117.39; 250 → −32.6087 → −32.61; the alternate 100 → −13.04
    expect(bids.map((b) => [money(b.profit), money(b.totalCost)]))
      .toEqual([['-117.39', '782.61'], ['-32.61', '217.39'], ['-13.04', '86.96']]);
  });

  it('custom price over zero-cost bids: the project is the price, the effective % is 0 so no bid carries a profit; no bids, no profits', () => {
    const { project, bids } = bidProfits({ mode: 'custom', customPrice: '500' }, [
      { subTotal: '0', overhead: '0', isAlternate: true }, { subTotal: '0', overhead: '0' }, { subTotal: '0', overhead: '0' },
    ]);
    expect([money(project.ProfitCost), money(project.TotalCost)]).toEqual(['500.00', '500.00']);
    expect(bids.map((b) => money(b.totalCost))).toEqual(['0.00', '0.00', '0.00']);
    expect(bidProfits({ mode: 'fixed', totalMarkup: '10' }, []).bids).toEqual([]);
  });

  it('an alternate bid changes no project total, whatever its size', () => {
    const normal = [{ subTotal: '1234.56', overhead: '78.90' }];
    const without = bidProfits({ mode: 'fixed', totalMarkup: '12.5' }, normal).project;
    const withAlt = bidProfits({ mode: 'fixed', totalMarkup: '12.5' }, [...normal, { subTotal: '99999.99', overhead: '1', isAlternate: true }]).project;
    expect(withAlt).toEqual(without);
    // (1234.56 + 78.90) × 12.5 % = 164.1825 → 164.18; total 1477.64
    expect([money(without.ProfitCost), money(without.TotalCost)]).toEqual(['164.18', '1477.64']);
  });
});
