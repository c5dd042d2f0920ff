import { addCents, centsToString, percentOf, toCents, type Cents } from '@suite/money';

// The project tracker's arithmetic (docs/money.md §11; README.md Rows), pure: per-row figures from the summed
// line amounts and the entered scope transfer and holds, sums over rows, and percent complete. Every input is
// already a sum of stored (rounded) line totals, so nothing here rounds money twice. Every input is a sum of
// numeric(14,2) columns, so the figures are integer cents (@suite/money cents.ts: exact, and a read of 300 rows
// × 22 figures costs a fraction of what a Decimal per figure did); percent complete is in hundredths of a percent.

/** The numeric columns of a row, in the order the README lists them. */
export const FIGURE_KEYS = [
  'final_run', 'scope_transfer', 'adjusted_budget', 'change_order_totals', 'total_revenue', 'sub_contractors',
  'subcontractor_change_orders', 'holds', 'sub_contract_totals', 'direct_cost_totals', 'sub_billed', 'other_costs',
  'final_cost', 'over_under_budget', 'billing_to_date', 'payment_received', 'cost_to_date', 'net_profit_to_date',
  'percent_complete', 'revenue_remaining', 'cost_remaining', 'balance',
] as const;
export type FigureKey = (typeof FIGURE_KEYS)[number];
/** Money in cents; percent_complete in hundredths of a percent (2500 is 25.00 %). */
export type Figures = Record<FigureKey, Cents>;
/** Figures as they cross the API: decimal strings with two places. */
export type FiguresJson = Record<FigureKey, string>;

/** What a row's figures are computed from: sums of its lines' stored totals, and what a person entered (decimal text). */
export interface RowInputs {
  final_run: string;
  scope_transfer: string;
  holds: string;
  change_order_totals: string;
  sub_contractors: string;
  /** Σ subcontract change orders on the row (docs/money.md §15); 0 when left out (no commitment). */
  subcontractor_change_orders?: string;
  /** At least one of the row's bid trade lines is on a bid with a selected subcontractor, or a commitment line is on it. */
  committed: boolean;
  /** Σ direct costs of sheets of type Subcontractor. */
  sub_billed: string;
  /** Σ direct costs of sheets of type Vendor or Payroll. */
  other_costs: string;
  /** The row has a budget (a bid or Accepted-PCO line, or a scope transfer); true when left out. */
  budgeted?: boolean;
  /** What payment applications billed and received on the row, in cents (billing.ts); 0 when left out. */
  billing_to_date?: Cents;
  payment_received?: Cents;
}

const HUNDRED_PERCENT = 10000;

/** cost_to_date / final_cost × 100, rounded half away from zero to 2 places, within 0–100 (0 when final_cost ≤ 0). */
export function percentComplete(costToDate: Cents, finalCost: Cents): Cents {
  if (finalCost <= 0 || costToDate <= 0) return 0;
  return costToDate >= finalCost ? HUNDRED_PERCENT : percentOf(costToDate, finalCost);
}

/** The §11 columns of one row. */
export function rowFigures(input: RowInputs): Figures {
  const finalRun = toCents(input.final_run);
  const scopeTransfer = toCents(input.scope_transfer);
  const holds = toCents(input.holds);
  const changeOrders = toCents(input.change_order_totals);
  const subContractors = toCents(input.sub_contractors);
  const subBilled = toCents(input.sub_billed);
  const otherCosts = toCents(input.other_costs);
  const adjustedBudget = addCents(finalRun, scopeTransfer);
  const totalRevenue = addCents(adjustedBudget, changeOrders);
  // Subcontract change orders on the row's commitments (docs/money.md §11, §15; committed.ts).
  const subcontractorChangeOrders = toCents(input.subcontractor_change_orders ?? '0');
  const subContractTotals = addCents(subContractors, subcontractorChangeOrders);
  const directCostTotals = addCents(subBilled, otherCosts);
  // A commitment is expected to cost what it was let for (or what was billed, when more), plus the other costs;
  // an uncommitted budget is expected to be spent, unless already overspent.
  const finalCost = addCents(holds, input.committed
    ? addCents(Math.max(subContractTotals, subBilled), otherCosts)
    : Math.max(totalRevenue, directCostTotals));
  const costToDate = directCostTotals;
  // Billing and payments: the row's share of the latest submitted application (docs/money.md §12, last bullet).
  const billingToDate = input.billing_to_date ?? 0;
  const revenueRemaining = addCents(totalRevenue, -billingToDate);
  const costRemaining = addCents(finalCost, -costToDate);
  return {
    final_run: finalRun, scope_transfer: scopeTransfer, adjusted_budget: adjustedBudget, change_order_totals: changeOrders,
    total_revenue: totalRevenue, sub_contractors: subContractors, subcontractor_change_orders: subcontractorChangeOrders, holds,
    sub_contract_totals: subContractTotals, direct_cost_totals: directCostTotals, sub_billed: subBilled, other_costs: otherCosts,
    final_cost: finalCost, over_under_budget: addCents(totalRevenue, -finalCost), billing_to_date: billingToDate, payment_received: input.payment_received ?? 0,
    // An unbudgeted row is complete of no budget: 0, and flagged unbudgeted (docs/money.md §11), never "100 %".
    cost_to_date: costToDate, net_profit_to_date: addCents(billingToDate, -costToDate),
    percent_complete: input.budgeted === false ? 0 : percentComplete(costToDate, finalCost),
    revenue_remaining: revenueRemaining, cost_remaining: costRemaining, balance: addCents(revenueRemaining, -costRemaining),
  };
}

/** Every column summed over the rows; percent_complete recomputed from the sums' own cost_to_date and final_cost. */
export function sumFigures(rows: readonly Figures[]): Figures {
  // Summed in an array by column index: an object built key by key here went to dictionary mode, and its keyed
  // writes were the summaries' largest own cost in a CPU profile (docs/benchmarks.md §2.4).
  const sums = FIGURE_KEYS.map(() => 0);
  for (const row of rows) for (let k = 0; k < FIGURE_KEYS.length; k += 1) sums[k] = addCents(sums[k]!, row[FIGURE_KEYS[k]!]);
  const out = {} as Figures;
  FIGURE_KEYS.forEach((key, k) => { out[key] = sums[k]!; });
  out.percent_complete = percentComplete(out.cost_to_date, out.final_cost);
  return out;
}

/** A row may be deleted only when every money column is 0 (percent complete follows from them). */
export function isEmptyRow(figures: Figures): boolean {
  return FIGURE_KEYS.every((key) => figures[key] === 0);
}

/** Buyout savings of a committed DT row: adjusted_budget − sub_contract_totals (docs/money.md §11, figure 5). */
export function buyoutSaving(figures: Figures): Cents {
  return addCents(figures.adjusted_budget, -figures.sub_contract_totals);
}

export function figuresJson(figures: Figures): FiguresJson {
  const out = {} as FiguresJson;
  for (const key of FIGURE_KEYS) out[key] = centsToString(figures[key]);
  return out;
}
