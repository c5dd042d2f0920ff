import type { Cents } from '@suite/money';
import { toCents } from '@suite/money';
import type { BilledLine, ProjectBilling } from '../module.js';

// What payment applications billed and received, spread over the tracker (docs/money.md §12, last bullet;
// docs/billing.md §4), pure: each SOV line's G over the rows that line feeds, in proportion to each row's amount on
// it, and what it carries for overhead and profit onto the Overhead and Contractor Fee summary rows; the payments
// received the same way, in proportion to what was billed. Every split gives its rounding remainder to the largest
// share, so the parts add up exactly: Project Total billing_to_date = line 4 to the cent.

/** Where billed money lands: a tracker row by its key (billingKey), or one of the two summary rows. */
export const OVERHEAD = 'overhead';
export const FEE = 'contractor_fee';

/** A project's amounts behind its SOV lines, in cents (what the weights are). */
export interface BillingBasis {
  /** Per non-alternate bid: its rows' final_run coming from that bid, by row key. */
  bidRows: ReadonlyMap<number, ReadonlyMap<string, Cents>>;
  /** Per change order: its rows' change_order_totals coming from it, by row key. */
  coRows: ReadonlyMap<number, ReadonlyMap<string, Cents>>;
  /**
   * The project's §8 BidTotals, OverheadCost and ProfitCost: a bid line's C is its bid's sub total plus its share of
   * overhead and profit in proportion to the sub totals (§12), so its work, overhead and profit are as these three.
   */
  bidTotals: Cents;
  overhead: Cents;
  profit: Cents;
  /** Per change order: its labor overhead (burden_total) and ProfitCost (§9). */
  coParts: ReadonlyMap<number, { overhead: Cents; profit: Cents }>;
}

/** Billed and received on one row (or summary row), in cents. */
export interface Billed {
  billing_to_date: Cents;
  payment_received: Cents;
}

export const NOTHING_BILLED: Billed = Object.freeze({ billing_to_date: 0, payment_received: 0 });

/** What the Overhead and Contractor Fee summary rows billed and received, on a project's money. */
export interface SummaryBilled {
  overhead: Billed;
  contractor_fee: Billed;
}

export const NOTHING_ON_SUMMARIES: SummaryBilled = Object.freeze({ overhead: NOTHING_BILLED, contractor_fee: NOTHING_BILLED });

/**
 * `amount` split over `weights` in proportion (each part truncated toward zero, exact in bigint), the remainder to
 * the largest weight by size (the first of equals), so the parts add up to `amount`. All weights 0: everything on
 * `fallback` (an index), or nothing anywhere when `amount` is 0.
 */
export function spreadCents(amount: Cents, weights: readonly bigint[], fallback = 0): Cents[] {
  const parts = weights.map(() => 0);
  if (amount === 0 || weights.length === 0) return parts;
  const whole = weights.reduce((s, w) => s + w, 0n);
  if (whole === 0n) {
    parts[fallback] = amount;
    return parts;
  }
  const size = (w: bigint) => (w < 0n ? -w : w);
  let largest = 0;
  let given = 0;
  weights.forEach((w, i) => {
    const part = Number((BigInt(amount) * w) / whole);
    parts[i] = part;
    given += part;
    if (size(w) > size(weights[largest]!)) largest = i;
  });
  parts[largest] = parts[largest]! + amount - given;
  return parts;
}

/** The targets of one SOV line and their weights: its rows' amounts, and its overhead and profit. */
function lineWeights(line: BilledLine, basis: BillingBasis): Map<string, bigint> {
  const weights = new Map<string, bigint>();
  if (line.kind === 'BID') {
    const rows = (line.bid_id !== null ? basis.bidRows.get(line.bid_id) : undefined) ?? new Map<string, Cents>();
    // The work (Σ rows), overhead and profit of a bid line stand as BidTotals : OverheadCost : ProfitCost; in one
    // integer scale: row r weighs a_r × BidTotals, overhead OverheadCost × Σ a, profit ProfitCost × Σ a.
    const rowsTotal = BigInt([...rows.values()].reduce((s, a) => s + a, 0));
    for (const [key, amount] of rows) weights.set(key, BigInt(amount) * BigInt(basis.bidTotals));
    weights.set(OVERHEAD, BigInt(basis.overhead) * rowsTotal);
    weights.set(FEE, BigInt(basis.profit) * rowsTotal);
  } else {
    // A change order's C (PCOTotalCost, §9) = its lines' totals (the rows' change_order_totals) + burden + profit.
    const rows = (line.pco_id !== null ? basis.coRows.get(line.pco_id) : undefined) ?? new Map<string, Cents>();
    const parts = (line.pco_id !== null ? basis.coParts.get(line.pco_id) : undefined) ?? { overhead: 0, profit: 0 };
    for (const [key, amount] of rows) weights.set(key, BigInt(amount));
    weights.set(OVERHEAD, BigInt(parts.overhead));
    weights.set(FEE, BigInt(parts.profit));
  }
  return weights;
}

/**
 * The project's billing spread over its tracker rows (by key) and the OVERHEAD and FEE summary rows. A line whose
 * weights are all 0 (its bid or change order no longer carries any amount) is billed against the Contractor Fee, so
 * nothing billed goes missing. Σ billing_to_date = Σ G of the lines (line 4); Σ payment_received = payments_received.
 */
export function spreadBilling(billing: ProjectBilling, basis: BillingBasis): Map<string, Billed> {
  const billed = new Map<string, Cents>();
  for (const line of billing.lines) {
    const weights = lineWeights(line, basis);
    const targets = [...weights.keys()];
    const parts = spreadCents(toCents(line.completed_stored), [...weights.values()], targets.indexOf(FEE));
    targets.forEach((target, i) => billed.set(target, (billed.get(target) ?? 0) + parts[i]!));
  }
  if (!billed.has(FEE)) billed.set(FEE, 0);
  // Payments in proportion to what each target billed (remainder to the largest); none billed: the Contractor Fee.
  const targets = [...billed.keys()];
  const received = spreadCents(toCents(billing.payments_received), targets.map((t) => BigInt(billed.get(t)!)), targets.indexOf(FEE));
  const out = new Map<string, Billed>();
  targets.forEach((target, i) => out.set(target, { billing_to_date: billed.get(target)!, payment_received: received[i]! }));
  return out;
}

/** The key billed money is spread by: the row's type and the ids of its budget key (the division follows the subdivision). */
export function billingKey(row: {
  typee: 'IL' | 'DT'; position_id: number | null; level_id: number | null; subdivision_id: number | null;
  category_id: number | null; part_id: number | null;
}): string {
  return row.typee === 'IL' ? `IL:${row.position_id}:${row.level_id}`
    : `DT:${row.subdivision_id}:${row.category_id ?? ''}:${row.part_id ?? ''}`;
}
