import { Decimal, dec, round2, round4, sum, type DecimalInput } from '@suite/money';

// docs/money.md §15 and docs/subcontracts.md §2, pure: a commitment's figures per line and in total from its stored
// rows' decimal strings. Nothing here reads the database, so every figure is checked by hand in figures.test.ts.
// Retainage released and payments are held at commitment level and spread over the lines; the totals are the sums
// of the line columns, so Σ line = total holds to the cent.

export interface LineInput {
  id: number;
  total: DecimalInput;
}

export interface BillingInput {
  number: number;
  status: 'Submitted' | 'Approved' | 'Rejected';
  lines: readonly { line_id: number; amount: DecimalInput }[];
}

export interface CommitmentInput {
  /** A percentage: '10.00' is 10 %. */
  retainage_rate: DecimalInput;
  lines: readonly LineInput[];
  change_orders: readonly { lines: readonly { line_id: number; amount: DecimalInput }[] }[];
  billings: readonly BillingInput[];
  payments: readonly { amount: DecimalInput }[];
  releases: readonly { amount: DecimalInput }[];
}

export const MONEY_COLUMNS = [
  'total', 'change_orders', 'contract_total', 'billed_this_period', 'billed_to_date', 'retainage_held', 'payments_to_date',
  'unpaid_bills', 'remaining_balance',
] as const;
export type MoneyColumn = (typeof MONEY_COLUMNS)[number];
export type MoneyFigures = Record<MoneyColumn, Decimal>;

export interface CommitmentFigures {
  lines: Map<number, MoneyFigures>;
  totals: MoneyFigures;
  /** Σ retainage released. */
  retainage_released: Decimal;
  /** round2(Σ billed × rate) per line, before releases. */
  retainage_gross: Decimal;
}

/** cost per unit = round4(total / units); 0 when there are no units (docs/money.md §15). */
export function costPerUnit(total: DecimalInput, units: DecimalInput): Decimal {
  const u = dec(units);
  return u.isZero() ? new Decimal(0) : round4(dec(total).div(u));
}

/** round2(billed × rate %) */
export function retainageOn(billed: DecimalInput, rate: DecimalInput): Decimal {
  return round2(dec(billed).times(dec(rate)).div(100));
}

/**
 * Spreads `amount` over lines in proportion to `weight` (cents rounded down), no line above its `cap`; what the
 * rounding leaves goes to the largest weights first, within their caps (docs/subcontracts.md §2: "remainder to the
 * largest"). The caps keep a line's unpaid bills from going below zero; when the amount exceeds Σ caps (never, once
 * the writes are checked) the excess lands on the largest line so the sum still holds.
 */
export function spread(amount: DecimalInput, parts: readonly { id: number; weight: Decimal; cap: Decimal }[]): Map<number, Decimal> {
  const total = dec(amount);
  const shares = new Map<number, Decimal>(parts.map((p) => [p.id, new Decimal(0)]));
  if (parts.length === 0 || total.isZero()) return shares;
  const weights = sum(parts.map((p) => Decimal.max(p.weight, 0)));
  for (const p of parts) {
    if (weights.isZero() || !p.weight.isPositive()) continue;
    const share = total.times(p.weight).div(weights).toDecimalPlaces(2, Decimal.ROUND_DOWN);
    shares.set(p.id, Decimal.max(Decimal.min(share, p.cap), 0));
  }
  let left = total.minus(sum([...shares.values()]));
  const largestFirst = [...parts].sort((a, b) => b.weight.comparedTo(a.weight) || a.id - b.id);
  for (const p of largestFirst) {
    if (!left.isPositive()) break;
    const room = Decimal.max(p.cap.minus(shares.get(p.id)!), 0);
    const give = Decimal.min(room, left);
    shares.set(p.id, shares.get(p.id)!.plus(give));
    left = left.minus(give);
  }
  if (!left.isZero()) shares.set(largestFirst[0]!.id, shares.get(largestFirst[0]!.id)!.plus(left));
  return shares;
}

const zero = (): MoneyFigures => Object.fromEntries(MONEY_COLUMNS.map((c) => [c, new Decimal(0)])) as MoneyFigures;

/** Every §15 figure of a commitment, per line and summed. */
export function commitmentFigures(input: CommitmentInput): CommitmentFigures {
  const changeOrders = new Map<number, Decimal>();
  for (const co of input.change_orders) {
    for (const l of co.lines) changeOrders.set(l.line_id, (changeOrders.get(l.line_id) ?? new Decimal(0)).plus(dec(l.amount)));
  }
  const approved = input.billings.filter((b) => b.status === 'Approved');
  const latest = approved.reduce<BillingInput | undefined>((a, b) => (!a || b.number > a.number ? b : a), undefined);
  const billed = new Map<number, Decimal>();
  for (const b of approved) {
    for (const l of b.lines) billed.set(l.line_id, (billed.get(l.line_id) ?? new Decimal(0)).plus(dec(l.amount)));
  }
  const thisPeriod = new Map((latest?.lines ?? []).map((l) => [l.line_id, dec(l.amount)]));

  const gross = new Map(input.lines.map((l) => [l.id, retainageOn(billed.get(l.id) ?? 0, input.retainage_rate)]));
  const released = sum(input.releases.map((r) => r.amount));
  const releasedOn = spread(released, input.lines.map((l) => ({ id: l.id, weight: gross.get(l.id)!, cap: Decimal.max(gross.get(l.id)!, 0) })));
  const held = new Map(input.lines.map((l) => [l.id, gross.get(l.id)!.minus(releasedOn.get(l.id)!)]));
  const paid = sum(input.payments.map((p) => p.amount));
  const paidOn = spread(paid, input.lines.map((l) => {
    const b = billed.get(l.id) ?? new Decimal(0);
    return { id: l.id, weight: b, cap: Decimal.max(b.minus(held.get(l.id)!), 0) };
  }));

  const lines = new Map<number, MoneyFigures>();
  const totals = zero();
  for (const l of input.lines) {
    const total = dec(l.total);
    const co = changeOrders.get(l.id) ?? new Decimal(0);
    const billedToDate = billed.get(l.id) ?? new Decimal(0);
    const figures: MoneyFigures = {
      total, change_orders: co, contract_total: total.plus(co), billed_this_period: thisPeriod.get(l.id) ?? new Decimal(0),
      billed_to_date: billedToDate, retainage_held: held.get(l.id)!, payments_to_date: paidOn.get(l.id)!,
      unpaid_bills: billedToDate.minus(held.get(l.id)!).minus(paidOn.get(l.id)!), remaining_balance: total.plus(co).minus(billedToDate),
    };
    lines.set(l.id, figures);
    for (const c of MONEY_COLUMNS) totals[c] = totals[c].plus(figures[c]);
  }
  return { lines, totals, retainage_released: released, retainage_gross: sum([...gross.values()]) };
}
