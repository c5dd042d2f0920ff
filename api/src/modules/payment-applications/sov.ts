import { Decimal, dec, round2, sum, type DecimalInput } from '@suite/money';
import { changeOrderName } from '../pcos/rules.js';

// docs/money.md §12 Schedule of values, pure: one line per non-alternate bid with its share of the project's
// TotalCost (overhead and profit spread in proportion to the bids' sub totals, the last line taking the rounding
// remainder so the bid lines add up exactly to TotalCost), then one line per Accepted change order by number.

export interface SovBid {
  id: number;
  description: string;
  subTotal: DecimalInput;
  isAlternate?: boolean;
}

export interface SovChangeOrder {
  pcoId: number;
  number: number;
  title: string;
  /** PCOTotalCost */
  total: DecimalInput;
}

export interface SovLine {
  item_no: number;
  kind: 'BID' | 'CO';
  bid_id: number | null;
  pco_id: number | null;
  description: string;
  scheduled_value: Decimal;
}

/** The bids' shares of TotalCost: round2(TotalCost × sub total / Σ sub totals), the last one the remainder. */
export function bidShares(totalCost: DecimalInput, subTotals: readonly DecimalInput[]): Decimal[] {
  if (subTotals.length === 0) return [];
  const total = dec(totalCost);
  const base = sum(subTotals);
  const shares = subTotals.map((s) => (base.isZero() ? new Decimal(0) : round2(total.times(dec(s)).div(base))));
  const last = shares.length - 1;
  shares[last] = total.minus(sum(shares.slice(0, last)));
  return shares;
}

/** The SOV the project gives now: bid lines (in the given order) then change-order lines by CO number. */
export function scheduleOfValues(totalCost: DecimalInput, bids: readonly SovBid[], changeOrders: readonly SovChangeOrder[]): SovLine[] {
  const counted = bids.filter((b) => !b.isAlternate);
  const shares = bidShares(totalCost, counted.map((b) => b.subTotal));
  const lines: SovLine[] = counted.map((b, i) => ({
    item_no: i + 1, kind: 'BID', bid_id: b.id, pco_id: null, description: b.description, scheduled_value: shares[i]!,
  }));
  const orders = [...changeOrders].sort((a, b) => a.number - b.number);
  for (const co of orders) {
    lines.push({
      item_no: lines.length + 1, kind: 'CO', bid_id: null, pco_id: co.pcoId,
      description: `${changeOrderName(co.number)} ${co.title}`.trim(), scheduled_value: round2(co.total),
    });
  }
  return lines;
}

/** A line's identity across applications: its bid or its change order. */
export const lineKey = (l: { kind: 'BID' | 'CO'; bid_id: number | null; pco_id: number | null }) =>
  l.kind === 'BID' ? `BID:${l.bid_id}` : `CO:${l.pco_id}`;

/** Whether an application's C values differ from the SOV the project gives now (docs/billing.md §3 contract_moved). */
export function contractMoved(
  billed: readonly { kind: 'BID' | 'CO'; bid_id: number | null; pco_id: number | null; scheduled_value: DecimalInput }[],
  now: readonly SovLine[],
): boolean {
  if (billed.length !== now.length) return true;
  return billed.some((l, i) => lineKey(l) !== lineKey(now[i]!) || !dec(l.scheduled_value).eq(now[i]!.scheduled_value));
}
