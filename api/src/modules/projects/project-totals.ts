import { dec, Decimal, round2, round4, sum, type DecimalInput } from '@suite/money';

// docs/money.md §8, Project totals (`GET projectuid/{uid}`): the bids' sums, overhead and markup of a project.

/** One bid's figures (docs/money.md §7): its sub total and calculated overhead, already rounded money. */
export interface BidFigures {
  subTotal: DecimalInput;
  overhead: DecimalInput;
  /** Alternate bids never enter the project totals. */
  isAlternate?: boolean;
}

export type MarkupInput = { mode: 'fixed'; totalMarkup: DecimalInput } | { mode: 'custom'; customPrice: DecimalInput };

export interface ProjectTotals {
  BidTotals: Decimal;
  OverheadCost: Decimal;
  OverheadPercentage: Decimal;
  ProfitCost: Decimal;
  ProfitPercentage: Decimal;
  TotalCost: Decimal;
}

/**
 * docs/money.md §8 over the non-alternate bids. Fixed markup: profit = round2((bids + overhead) × markup %).
 * Custom price: total = the price, profit = total − bids − overhead (may be negative), profit % = profit /
 * (bids + overhead) × 100. Percentages are rounded to 4 places (numeric(7,4)); 0 when their base is 0.
 */
export function projectTotals(markup: MarkupInput, bids: readonly BidFigures[]): ProjectTotals {
  const counted = bids.filter((b) => !b.isAlternate);
  const bidTotals = sum(counted.map((b) => b.subTotal));
  const overhead = sum(counted.map((b) => b.overhead));
  const overheadPct = bidTotals.isZero() ? new Decimal(0) : round4(overhead.div(bidTotals).times(100));
  const base = bidTotals.plus(overhead);
  let profit: Decimal;
  let profitPct: Decimal;
  let total: Decimal;
  if (markup.mode === 'fixed') {
    profitPct = dec(markup.totalMarkup);
    profit = round2(base.times(profitPct).div(100));
    total = base.plus(profit);
  } else {
    total = round2(markup.customPrice);
    profit = total.minus(base);
    profitPct = base.isZero() ? new Decimal(0) : round4(profit.div(base).times(100));
  }
  return { BidTotals: bidTotals, OverheadCost: overhead, OverheadPercentage: overheadPct, ProfitCost: profit, ProfitPercentage: profitPct, TotalCost: total };
}

/** The markup of a stored project: custom price when custom_price_amt is nonzero (docs/projects.md §4). */
export function storedMarkup(row: { total_markup: DecimalInput; custom_price_amt: DecimalInput }): MarkupInput {
  const custom = dec(row.custom_price_amt);
  return custom.isZero() ? { mode: 'fixed', totalMarkup: row.total_markup } : { mode: 'custom', customPrice: custom };
}
