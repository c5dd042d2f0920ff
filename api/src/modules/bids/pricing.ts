import { dec, sum, type Decimal, type DecimalInput } from '@suite/money';

// Pure §7 figures of a bid sheet (docs/money.md §7) from its lines' stored §5–§6 figures (lines/pricing.ts).

export interface BidLines {
  labor: readonly { total: DecimalInput; overhead: DecimalInput }[];
  trades: readonly { total: DecimalInput }[];
  /** The selected subcontractor's §6 total, or null/undefined when none is selected. */
  selectedSubcontractorTotal?: DecimalInput | null;
}

export interface BidCost {
  labor: Decimal;
  burden: Decimal;
  trades: Decimal;
  /** labor + trades: the bid's cost on the proposal. */
  subTotal: Decimal;
}

/** §7: labor, burden, trades (the selected subcontractor's total replaces the lines' total) and the sub total. */
export function bidCost(lines: BidLines): BidCost {
  const labor = sum(lines.labor.map((l) => l.total));
  const burden = sum(lines.labor.map((l) => l.overhead));
  const selected = lines.selectedSubcontractorTotal;
  const trades = selected === null || selected === undefined ? sum(lines.trades.map((t) => t.total)) : dec(selected);
  return { labor, burden, trades, subTotal: labor.plus(trades) };
}
