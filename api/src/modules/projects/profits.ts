import { Decimal, dec, round2, type DecimalInput } from '@suite/money';
import { projectTotals, type MarkupInput, type ProjectTotals } from './project-totals.js';

// The profit part of docs/money.md §7 with §8: every bid's profit follows from its project's markup.

export interface BidForProfit {
  subTotal: DecimalInput;
  /** calculated_overhead (= burden). */
  overhead: DecimalInput;
  isAlternate?: boolean;
}

export interface BidProfit {
  profit: Decimal;
  /** bidsheet_total_cost = sub total + overhead + profit. */
  totalCost: Decimal;
}

/**
 * §7–§8: every bid's calculated_profit and bidsheet_total_cost, with the project's totals.
 * calculated_profit = round2((sub total + burden) × the project's effective profit %), each bid rounded on its own
 * as §7 says (so the bids' profits may differ from the project's ProfitCost, rounded once, by a few cents; the
 * proposal adds up from the bids' sub totals, Overhead and Profit, never from the bids' profits). The effective % is
 * the fixed markup, or under a custom price ProfitCost / (BidTotals + OverheadCost), taken exactly (not the 4-place
 * percentage shown), so a large bid is not off by the percentage's rounding; 0 when that base is 0. Alternates use
 * the same % and never enter the project totals.
 */
export function bidProfits(markup: MarkupInput, bids: readonly BidForProfit[]): { project: ProjectTotals; bids: BidProfit[] } {
  const project = projectTotals(markup, bids.map((b) => ({ subTotal: b.subTotal, overhead: b.overhead, isAlternate: b.isAlternate })));
  const base = project.BidTotals.plus(project.OverheadCost);
  let rate: Decimal;
  if (markup.mode === 'fixed') rate = dec(markup.totalMarkup).div(100);
  else rate = base.isZero() ? new Decimal(0) : project.ProfitCost.div(base);
  return {
    project,
    bids: bids.map((b) => {
      const bidBase = dec(b.subTotal).plus(dec(b.overhead));
      const profit = round2(bidBase.times(rate));
      return { profit, totalCost: bidBase.plus(profit) };
    }),
  };
}
