import { Decimal, dec, toMoneyString, type DecimalInput } from '@suite/money';

// The project tracker's arithmetic (calculations.md §11; README.md Rows), pure: per-row figures from the summed
// line amounts and the entered scope transfer and holds, sums over rows, and percent complete. Every input is
// already a sum of stored (rounded) line totals, so nothing here rounds money twice.

/** The numeric columns of a row, in the order the README lists them. */
export const FIGURE_KEYS = [
  'final_run', 'scope_transfer', 'adjusted_budget', 'change_order_totals', 'total_revenue', 'sub_contractors',
  'subcontractor_change_orders', 'holds', 'sub_contract_totals', 'direct_cost_totals', 'sub_billed', 'other_costs',
  'final_cost', 'over_under_budget', 'billing_to_date', 'payment_received', 'cost_to_date', 'net_profit_to_date',
  'percent_complete', 'revenue_remaining', 'cost_remaining', 'balance',
] as const;
export type FigureKey = (typeof FIGURE_KEYS)[number];
export type Figures = Record<FigureKey, Decimal>;
/** Figures as they cross the API: decimal strings with two places. */
export type FiguresJson = Record<FigureKey, string>;

/** What a row's figures are computed from: sums of its lines' stored totals, and what a person entered. */
export interface RowInputs {
  final_run: DecimalInput;
  scope_transfer: DecimalInput;
  holds: DecimalInput;
  change_order_totals: DecimalInput;
  sub_contractors: DecimalInput;
  /** At least one of the row's bid trade lines is on a bid with a selected subcontractor. */
  committed: boolean;
  /** Σ direct costs of sheets of type Subcontractor. */
  sub_billed: DecimalInput;
  /** Σ direct costs of sheets of type Vendor or Payroll. */
  other_costs: DecimalInput;
}

const ZERO = new Decimal(0);
const HUNDRED = new Decimal(100);

/** cost_to_date / final_cost × 100, rounded half away from zero to 2 places, within 0–100 (0 when final_cost ≤ 0). */
export function percentComplete(costToDate: DecimalInput, finalCost: DecimalInput): Decimal {
  const cost = dec(finalCost);
  if (cost.lte(0)) return ZERO;
  const percent = dec(costToDate).div(cost).times(HUNDRED).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return Decimal.min(HUNDRED, Decimal.max(ZERO, percent));
}

/** The §11 columns of one row. */
export function rowFigures(input: RowInputs): Figures {
  const finalRun = dec(input.final_run);
  const scopeTransfer = dec(input.scope_transfer);
  const holds = dec(input.holds);
  const changeOrders = dec(input.change_order_totals);
  const subContractors = dec(input.sub_contractors);
  const subBilled = dec(input.sub_billed);
  const otherCosts = dec(input.other_costs);
  const adjustedBudget = finalRun.plus(scopeTransfer);
  const totalRevenue = adjustedBudget.plus(changeOrders);
  // Subcontractor change orders: 0 until subcontracts exist (calculations.md §11).
  const subcontractorChangeOrders = ZERO;
  const subContractTotals = subContractors.plus(subcontractorChangeOrders);
  const directCostTotals = subBilled.plus(otherCosts);
  // A commitment is expected to cost what it was let for (or what was billed, when more), plus the other costs;
  // an uncommitted budget is expected to be spent, unless already overspent.
  const finalCost = holds.plus(input.committed
    ? Decimal.max(subContractTotals, subBilled).plus(otherCosts)
    : Decimal.max(totalRevenue, directCostTotals));
  const costToDate = directCostTotals;
  // Billing and payments: 0 until payment applications exist.
  const billingToDate = ZERO;
  const revenueRemaining = totalRevenue.minus(billingToDate);
  const costRemaining = finalCost.minus(costToDate);
  return {
    final_run: finalRun, scope_transfer: scopeTransfer, adjusted_budget: adjustedBudget, change_order_totals: changeOrders,
    total_revenue: totalRevenue, sub_contractors: subContractors, subcontractor_change_orders: subcontractorChangeOrders, holds,
    sub_contract_totals: subContractTotals, direct_cost_totals: directCostTotals, sub_billed: subBilled, other_costs: otherCosts,
    final_cost: finalCost, over_under_budget: totalRevenue.minus(finalCost), billing_to_date: billingToDate, payment_received: ZERO,
    cost_to_date: costToDate, net_profit_to_date: billingToDate.minus(costToDate), percent_complete: percentComplete(costToDate, finalCost),
    revenue_remaining: revenueRemaining, cost_remaining: costRemaining, balance: revenueRemaining.minus(costRemaining),
  };
}

/** Every column summed over the rows; percent_complete recomputed from the sums' own cost_to_date and final_cost. */
export function sumFigures(rows: readonly Figures[]): Figures {
  const out = Object.fromEntries(FIGURE_KEYS.map((key) => [key, ZERO])) as Figures;
  for (const row of rows) for (const key of FIGURE_KEYS) out[key] = out[key].plus(row[key]);
  out.percent_complete = percentComplete(out.cost_to_date, out.final_cost);
  return out;
}

/** A row may be deleted only when every money column is 0 (percent complete follows from them). */
export function isEmptyRow(figures: Figures): boolean {
  return FIGURE_KEYS.every((key) => figures[key].isZero());
}

/** Buyout savings of a committed DT row: adjusted_budget − sub_contract_totals (calculations.md §11, figure 5). */
export function buyoutSaving(figures: Figures): Decimal {
  return figures.adjusted_budget.minus(figures.sub_contract_totals);
}

export function figuresJson(figures: Figures): FiguresJson {
  return Object.fromEntries(FIGURE_KEYS.map((key) => [key, toMoneyString(figures[key])])) as FiguresJson;
}
