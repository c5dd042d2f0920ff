import { dec, fixed, parseDecimal, round2, toMoneyString, type Decimal, type DecimalInput } from '@suite/money';
import { formatDisplayDate, parseDisplayDate } from '../../app/format';
import type { PaymentApplicationStatus, SovLineInput, SovLineKind } from '../../gql/graphql';
import { maskSignedMoney } from '../tracker/model';

// The figures of a payment application as the screen recomputes them while E and F are typed (docs/money.md §12).
// The server computes the same and has the last word; these keep the grid honest between keystrokes.

/** What a G703 line carries before its computed columns: C, D, E, F and what was released on it. */
export interface SovLineBase {
  id: string;
  itemNo: number;
  kind: SovLineKind;
  scheduledValue: string;
  fromPrevious: string;
  thisPeriod: string;
  storedMaterials: string;
  retainageReleased: string;
}

/** The application's retainage rates, in percent ("10.00"). */
export interface Rates {
  workRate: string;
  storedRate: string;
}

/** The computed columns of one line: G, %, H and I with its two parts (money strings, % with two places). */
export interface LineFigures {
  completedStored: string;
  percent: string;
  balanceToFinish: string;
  retainageWork: string;
  retainageStored: string;
  retainage: string;
}

const percentOf = (part: Decimal, whole: Decimal) => (whole.isZero() ? dec(0) : part.div(whole).times(100));
const ofRate = (amount: Decimal, rate: string) => round2(amount.times(dec(rate)).div(100));

/**
 * docs/money.md §12, per line: G = D + E + F; % = G / C × 100 (0 when C = 0); H = C − G;
 * I = round2((D + E) × work rate) + round2(F × stored rate) − released.
 */
export function lineFigures(line: SovLineBase, rates: Rates): LineFigures {
  const [c, d, e, f] = [dec(line.scheduledValue), dec(line.fromPrevious), dec(line.thisPeriod), dec(line.storedMaterials)];
  const g = d.plus(e).plus(f);
  const work = ofRate(d.plus(e), rates.workRate);
  const stored = ofRate(f, rates.storedRate);
  return {
    completedStored: toMoneyString(g),
    percent: fixed(round2(percentOf(g, c)), 2),
    balanceToFinish: toMoneyString(c.minus(g)),
    retainageWork: toMoneyString(work),
    retainageStored: toMoneyString(stored),
    retainage: toMoneyString(work.plus(stored).minus(dec(line.retainageReleased))),
  };
}

export type FiguredLine<L extends SovLineBase = SovLineBase> = L & LineFigures;

const total = <T>(items: readonly T[], pick: (t: T) => DecimalInput) => items.reduce((s, t) => s.plus(dec(pick(t))), dec(0));

/** The G703's totals row: Σ of each money column, and % = Σ G / Σ C × 100. */
export function sovTotals(lines: readonly FiguredLine[]) {
  const c = total(lines, (l) => l.scheduledValue);
  const g = total(lines, (l) => l.completedStored);
  return {
    scheduledValue: toMoneyString(c),
    fromPrevious: toMoneyString(total(lines, (l) => l.fromPrevious)),
    thisPeriod: toMoneyString(total(lines, (l) => l.thisPeriod)),
    storedMaterials: toMoneyString(total(lines, (l) => l.storedMaterials)),
    completedStored: toMoneyString(g),
    percent: fixed(round2(percentOf(g, c)), 2),
    balanceToFinish: toMoneyString(total(lines, (l) => l.balanceToFinish)),
    retainage: toMoneyString(total(lines, (l) => l.retainage)),
  };
}

/** docs/money.md §12 Summary (G702), lines 1–9, from the lines and line 7 (the earlier applications' certificates). */
export function g702Summary(lines: readonly FiguredLine[], previousCertificates: string) {
  const original = total(lines.filter((l) => l.kind === 'BID'), (l) => l.scheduledValue);
  const changes = total(lines.filter((l) => l.kind === 'CHANGE_ORDER'), (l) => l.scheduledValue);
  const sumToDate = original.plus(changes);
  const completed = total(lines, (l) => l.completedStored);
  const retainage = total(lines, (l) => l.retainage);
  const earned = completed.minus(retainage);
  return {
    originalContractSum: toMoneyString(original),
    netChangeByChangeOrders: toMoneyString(changes),
    contractSumToDate: toMoneyString(sumToDate),
    completedStoredToDate: toMoneyString(completed),
    retainageCompletedWork: toMoneyString(total(lines, (l) => l.retainageWork)),
    retainageStoredMaterial: toMoneyString(total(lines, (l) => l.retainageStored)),
    totalRetainage: toMoneyString(retainage),
    totalEarnedLessRetainage: toMoneyString(earned),
    previousCertificates: toMoneyString(previousCertificates),
    currentPaymentDue: toMoneyString(earned.minus(dec(previousCertificates))),
    balanceToFinishIncludingRetainage: toMoneyString(sumToDate.minus(earned)),
  };
}

/** What was typed in a line's E and F cells (masked text), when it differs from the stored figure. */
export interface LineEntry {
  thisPeriod?: string;
  storedMaterials?: string;
}
export type Entries = Readonly<Record<string, LineEntry>>;

/** Typed text as an amount, or undefined when it is not one ('', '-', '1.2.3'). */
export const amountOf = (text: string | undefined): Decimal | undefined => {
  const d = parseDecimal((text ?? '').trim());
  return d && d.decimalPlaces() <= 2 ? d : undefined;
};

/** The text an E or F cell shows for a stored figure: separators, no '$'. */
export const entryText = (value: string) => maskSignedMoney(toMoneyString(value));

/** The lines with what was typed (an entry that is not an amount keeps the stored figure) and their figures. */
export function figuredLines<L extends SovLineBase>(lines: readonly L[], entries: Entries, rates: Rates): FiguredLine<L>[] {
  return lines.map((line) => {
    const entry = entries[line.id];
    const e = amountOf(entry?.thisPeriod);
    const f = amountOf(entry?.storedMaterials);
    const typed = { ...line, thisPeriod: e ? toMoneyString(e) : line.thisPeriod, storedMaterials: f ? toMoneyString(f) : line.storedMaterials };
    return { ...typed, ...lineFigures(typed, rates) };
  });
}

/** docs/money.md §12: what the server would refuse on a line, in the words of its 400 (naming the item), or null. */
export function lineProblem(line: FiguredLine, entry: LineEntry | undefined): string | null {
  if (entry?.thisPeriod !== undefined && !amountOf(entry.thisPeriod)) return `Item ${line.itemNo}: this period is not an amount.`;
  if (entry?.storedMaterials !== undefined && !amountOf(entry.storedMaterials)) return `Item ${line.itemNo}: materials presently stored is not an amount.`;
  if (dec(line.fromPrevious).plus(dec(line.thisPeriod)).isNegative()) return `Item ${line.itemNo}: work completed (D + E) cannot be below 0.`;
  if (dec(line.storedMaterials).isNegative()) return `Item ${line.itemNo}: materials presently stored cannot be below 0.`;
  if (dec(line.completedStored).gt(dec(line.scheduledValue))) return `Item ${line.itemNo}: completed and stored exceeds the scheduled value.`;
  return null;
}

/** updateSovLines' lines: each typed E or F that is an amount and differs from the stored one. */
export function changedLines(lines: readonly SovLineBase[], entries: Entries): SovLineInput[] {
  const out: SovLineInput[] = [];
  for (const line of lines) {
    const entry = entries[line.id];
    if (!entry) continue;
    const e = amountOf(entry.thisPeriod);
    const f = amountOf(entry.storedMaterials);
    const change: SovLineInput = { id: line.id };
    if (e && !e.equals(dec(line.thisPeriod))) change.thisPeriod = toMoneyString(e);
    if (f && !f.equals(dec(line.storedMaterials))) change.storedMaterials = toMoneyString(f);
    if (change.thisPeriod !== undefined || change.storedMaterials !== undefined) out.push(change);
  }
  return out;
}

/** The typing mask of E (signed: a correction may lower the work) and F (a balance, never below 0). */
export const maskEntry = (field: keyof LineEntry, text: string) =>
  maskSignedMoney(field === 'storedMaterials' ? text.replace(/-/g, '') : text);

/** docs/billing.md §1: the statuses, with their tag colours (each dark enough on its tint for axe's contrast). */
// Paid's green text is green-8: antd's green tag (#389e0d on its tint) is 3.37:1, under the 4.5:1 axe asks.
export const APPLICATION_STATUSES: Readonly<Record<PaymentApplicationStatus, { label: string; color: string; style?: { color: string } }>> = {
  DRAFT: { label: 'Draft', color: 'blue' },
  SUBMITTED: { label: 'Submitted', color: 'geekblue' },
  CERTIFIED: { label: 'Certified', color: 'purple' },
  PAID: { label: 'Paid', color: 'green', style: { color: '#237804' } },
};

/** The selector's label of an application: 'Application 3 (Draft) · 10/01/2026 – 10/31/2026'. */
export function applicationLabel(a: { number: number; status: PaymentApplicationStatus; periodFrom: string; periodTo: string }, show: (iso: string) => string) {
  return `Application ${a.number} (${APPLICATION_STATUSES[a.status].label}) · ${show(a.periodFrom)} – ${show(a.periodTo)}`;
}

/** The file a document is saved as: 'DC_1007 Payment Application 2 G702.pdf'. */
export const documentFileName = (projectUid: string, number: number, form: 'G702' | 'G703') =>
  `${projectUid} Payment Application ${number} ${form}.pdf`.replace(/[\\/:*?"<>|]/g, '');

/**
 * A new application's dates (MM/DD/YYYY): the month after the last application's period (from the day after its end
 * to that month's end), or the current month for the first; dated on its period's end.
 */
export function nextPeriod(lastPeriodTo: string | null | undefined, today: Date = new Date()) {
  const last = lastPeriodTo ? parseDisplayDate(isoToDisplay(lastPeriodTo)) : null;
  const from = last !== null ? last + 86_400_000 : Date.UTC(today.getFullYear(), today.getMonth(), 1);
  const start = new Date(from);
  const to = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0);
  return { periodFrom: formatDisplayDate(from), periodTo: formatDisplayDate(to), applicationDate: formatDisplayDate(to) };
}

function isoToDisplay(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : '';
}

/** An amount typed in a dialog that lies within 0 < amount ≤ max (0 ≤ amount when `zeroAllowed`), as money text. */
export function amountWithin(text: string | undefined, max: DecimalInput, zeroAllowed = false): string | undefined {
  const d = amountOf((text ?? '').replace(/,/g, ''));
  if (!d || d.isNegative() || (!zeroAllowed && d.isZero()) || d.gt(dec(max))) return undefined;
  return toMoneyString(d);
}

/** A rate typed for Project Retainage: 0–100 with at most two places, as "10.00"; undefined otherwise. */
export function rateText(text: string | undefined): string | undefined {
  const d = amountOf((text ?? '').replace(/%/g, ''));
  return d && !d.isNegative() && d.lte(100) ? fixed(d, 2) : undefined;
}
