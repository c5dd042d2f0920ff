import { Decimal, dec, round2, round4, type DecimalInput } from '@suite/money';
import { HOURS_PER_YEAR } from '../employees/rules.js';

// Pure pricing of a priced line (docs/money.md §5–§6). Plain inputs, not rows: bids, PCOs and direct costs price
// their labor and trade lines with the same functions.

/** 2,080 hours a year = 52 weeks × 40 hours (docs/money.md §5). */
export const HOURS_PER_WEEK = 40;

// ---------------- §5 internal labor line ----------------

export interface LaborLineInput {
  quantity: DecimalInput;
  /** Hours on an hourly sheet, weeks otherwise. */
  units: DecimalInput;
  /** The sheet's mode: units are hours (true) or weeks. */
  hourly: boolean;
  /** Per hour or per week, by the sheet's mode. */
  costPerUnit: DecimalInput;
  /** The burden rate's annual figure, stored with the line (docs/money.md §5). */
  burdenAnnual: DecimalInput;
}

export interface LaborLineFigures {
  total: Decimal;
  overhead: Decimal;
  budgetTotal: Decimal;
}

/** §5: a line's hours, its units on an hourly sheet and units × 40 on a weekly one. */
export function laborHours(units: DecimalInput, hourly: boolean): Decimal {
  return hourly ? dec(units) : dec(units).times(HOURS_PER_WEEK);
}

/**
 * §5: total = round2(q × u × cost), overhead = round2(q × hours × burden annual / 2080), budget_total = total +
 * overhead. The overhead comes from the annual figure, never from a period figure already rounded to cents, so it is
 * the same whether the sheet is priced in hours or in weeks.
 */
export function laborLineFigures(line: LaborLineInput): LaborLineFigures {
  const quantity = dec(line.quantity);
  const total = round2(quantity.times(dec(line.units)).times(dec(line.costPerUnit)));
  const overhead = round2(quantity.times(laborHours(line.units, line.hourly)).times(dec(line.burdenAnnual)).div(HOURS_PER_YEAR));
  return { total, overhead, budgetTotal: total.plus(overhead) };
}

export interface LevelRates {
  ratePerHour: DecimalInput;
  ratePerWeek: DecimalInput;
}

/** §5: the default cost per unit, the level's hourly rate on an hourly sheet, its weekly rate otherwise. */
export function levelRate(level: LevelRates, hourly: boolean): Decimal {
  return dec(hourly ? level.ratePerHour : level.ratePerWeek);
}

/** The burden rate's figures a line is priced with: its period figures (shown) and its annual figure (priced). */
export interface BurdenFigures {
  hourly: DecimalInput;
  weekly: DecimalInput;
  annually: DecimalInput;
}

/** §5: the burden figure a line shows, the burden rate's hourly or weekly figure by the sheet's mode. */
export function burdenFigure(burden: Pick<BurdenFigures, 'hourly' | 'weekly'>, hourly: boolean): Decimal {
  return dec(hourly ? burden.hourly : burden.weekly);
}

/** §5: hours ÷ 40 = weeks, weeks × 40 = hours; kept to the 4 places of numeric(14,4). */
export function convertUnits(units: DecimalInput, toHourly: boolean): Decimal {
  return round4(toHourly ? dec(units).times(HOURS_PER_WEEK) : dec(units).div(HOURS_PER_WEEK));
}

/**
 * §5: a line after its sheet switched to hours (toHourly) or weeks: units converted, cost per unit re-priced from
 * the level and the burden from the burden rate, in the new mode. A line priced from its level keeps its total
 * (rate_per_week = 40 × rate_per_hour since 2,080 = 52 × 40) and its overhead (priced from the annual figure).
 */
export function switchedLaborLine(
  line: { quantity: DecimalInput; units: DecimalInput }, toHourly: boolean, level: LevelRates, burden: BurdenFigures,
): { quantity: Decimal; units: Decimal; costPerUnit: Decimal; burden: Decimal; burdenAnnual: Decimal } & LaborLineFigures {
  const priced = {
    quantity: dec(line.quantity), units: convertUnits(line.units, toHourly), hourly: toHourly,
    costPerUnit: levelRate(level, toHourly), burden: burdenFigure(burden, toHourly), burdenAnnual: dec(burden.annually),
  };
  return { ...priced, ...laborLineFigures(priced) };
}

// ---------------- §6 direct-trade line ----------------

/** §6: total = round2(cost_per_unit × units). */
export function tradeLineTotal(costPerUnit: DecimalInput, units: DecimalInput): Decimal {
  return round2(dec(costPerUnit).times(dec(units)));
}

/** §6: each subcontractor's total on a bid, Σ its amounts on the bid's trade lines (0 for one that quoted nothing). */
export function subcontractorTotals(
  subcontractorIds: readonly number[], amounts: readonly { subcontractorId: number; amount: DecimalInput }[],
): Map<number, Decimal> {
  const totals = new Map<number, Decimal>(subcontractorIds.map((id) => [id, new Decimal(0)]));
  for (const a of amounts) totals.set(a.subcontractorId, (totals.get(a.subcontractorId) ?? new Decimal(0)).plus(dec(a.amount)));
  return totals;
}
