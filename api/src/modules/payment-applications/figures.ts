import { Decimal, dec, round2, sum, type DecimalInput } from '@suite/money';

// docs/money.md §12, pure: a line's G, %, H and I, an application's totals, the G702 lines 1–9, the change-order
// summary, and the retainage release spread. Inputs are the stored rows' decimal strings; nothing here reads the
// database, so every figure is checked by hand in figures.test.ts.

export interface LineInput {
  kind: 'BID' | 'CO';
  /** C */
  scheduled_value: DecimalInput;
  /** D */
  from_previous: DecimalInput;
  /** E */
  this_period: DecimalInput;
  /** F */
  stored_materials: DecimalInput;
  /** Released on the line through this application (cumulative). */
  retainage_released: DecimalInput;
}

/** Retainage rates as percentages ('10.00' is 10 %). */
export interface Rates {
  work: DecimalInput;
  stored: DecimalInput;
}

export interface LineFigures {
  /** G = D + E + F */
  completedStored: Decimal;
  /** G / C × 100 (0 when C = 0), to 2 places. */
  percent: Decimal;
  /** H = C − G */
  balanceToFinish: Decimal;
  /** round2((D + E) × work rate) */
  retainageWork: Decimal;
  /** round2(F × stored rate) */
  retainageStored: Decimal;
  /** I = retainage on work + on stored − released */
  retainage: Decimal;
}

const percentOf = (part: Decimal, whole: Decimal) => (whole.isZero() ? new Decimal(0) : round2(part.div(whole).times(100)));

export function lineFigures(line: LineInput, rates: Rates): LineFigures {
  const work = dec(line.from_previous).plus(dec(line.this_period));
  const completedStored = work.plus(dec(line.stored_materials));
  const c = dec(line.scheduled_value);
  const retainageWork = round2(work.times(dec(rates.work)).div(100));
  const retainageStored = round2(dec(line.stored_materials).times(dec(rates.stored)).div(100));
  return {
    completedStored, percent: percentOf(completedStored, c), balanceToFinish: c.minus(completedStored),
    retainageWork, retainageStored, retainage: retainageWork.plus(retainageStored).minus(dec(line.retainage_released)),
  };
}

export interface Totals {
  scheduledValue: Decimal;
  fromPrevious: Decimal;
  thisPeriod: Decimal;
  storedMaterials: Decimal;
  completedStored: Decimal;
  percent: Decimal;
  balanceToFinish: Decimal;
  retainage: Decimal;
}

/** G702 lines 1–9 (docs/money.md §12 Summary). */
export interface Summary {
  originalContractSum: Decimal;
  netChangeByChangeOrders: Decimal;
  contractSumToDate: Decimal;
  completedStoredToDate: Decimal;
  retainageCompletedWork: Decimal;
  retainageStoredMaterial: Decimal;
  totalRetainage: Decimal;
  totalEarnedLessRetainage: Decimal;
  previousCertificates: Decimal;
  currentPaymentDue: Decimal;
  balanceToFinishIncludingRetainage: Decimal;
}

export interface ApplicationFigures {
  lines: LineFigures[];
  totals: Totals;
  summary: Summary;
}

/** Every figure of an application from its lines, its rates and line 7 (Σ of the earlier applications' certificates). */
export function applicationFigures(lines: readonly LineInput[], rates: Rates, previousCertificates: DecimalInput): ApplicationFigures {
  const figures = lines.map((l) => lineFigures(l, rates));
  const c = (kind?: 'BID' | 'CO') => sum(lines.filter((l) => kind === undefined || l.kind === kind).map((l) => l.scheduled_value));
  const totals: Totals = {
    scheduledValue: c(),
    fromPrevious: sum(lines.map((l) => l.from_previous)),
    thisPeriod: sum(lines.map((l) => l.this_period)),
    storedMaterials: sum(lines.map((l) => l.stored_materials)),
    completedStored: sum(figures.map((f) => f.completedStored)),
    percent: new Decimal(0),
    balanceToFinish: sum(figures.map((f) => f.balanceToFinish)),
    retainage: sum(figures.map((f) => f.retainage)),
  };
  totals.percent = percentOf(totals.completedStored, totals.scheduledValue);
  const line1 = c('BID');
  const line2 = c('CO');
  const line3 = line1.plus(line2);
  const line4 = totals.completedStored;
  const line5 = totals.retainage;
  const line6 = line4.minus(line5);
  const line7 = dec(previousCertificates);
  return {
    lines: figures,
    totals,
    summary: {
      originalContractSum: line1, netChangeByChangeOrders: line2, contractSumToDate: line3, completedStoredToDate: line4,
      retainageCompletedWork: sum(figures.map((f) => f.retainageWork)), retainageStoredMaterial: sum(figures.map((f) => f.retainageStored)),
      totalRetainage: line5, totalEarnedLessRetainage: line6, previousCertificates: line7, currentPaymentDue: line6.minus(line7),
      balanceToFinishIncludingRetainage: line3.minus(line6),
    },
  };
}

/** What an earlier application counts for in line 7: its certified amount, else (submitted, not certified yet) its line 8. */
export const certificateOf = (certifiedAmount: DecimalInput | null, currentPaymentDue: Decimal): Decimal =>
  certifiedAmount === null ? currentPaymentDue : dec(certifiedAmount);

export interface ChangeOrderSummary {
  previousAdditions: Decimal;
  previousDeductions: Decimal;
  thisPeriodAdditions: Decimal;
  thisPeriodDeductions: Decimal;
  totalAdditions: Decimal;
  totalDeductions: Decimal;
  net: Decimal;
}

/**
 * docs/money.md §12: change orders accepted before the period's start are the previous months', the rest this
 * month's (so every change-order line is counted once and net = line 2); deductions (negative C) are shown as
 * negative amounts. `acceptedOn` is 'YYYY-MM-DD' (null: this period).
 */
export function changeOrderSummary(lines: readonly { scheduled_value: DecimalInput; acceptedOn: string | null }[], periodFrom: string): ChangeOrderSummary {
  const previous = lines.filter((l) => l.acceptedOn !== null && l.acceptedOn < periodFrom).map((l) => dec(l.scheduled_value));
  const current = lines.filter((l) => l.acceptedOn === null || l.acceptedOn >= periodFrom).map((l) => dec(l.scheduled_value));
  const plus = (xs: Decimal[]) => sum(xs.filter((x) => x.isPositive() && !x.isZero()));
  const minus = (xs: Decimal[]) => sum(xs.filter((x) => x.isNegative() && !x.isZero()));
  const s = {
    previousAdditions: plus(previous), previousDeductions: minus(previous),
    thisPeriodAdditions: plus(current), thisPeriodDeductions: minus(current),
  };
  const totalAdditions = s.previousAdditions.plus(s.thisPeriodAdditions);
  const totalDeductions = s.previousDeductions.plus(s.thisPeriodDeductions);
  return { ...s, totalAdditions, totalDeductions, net: totalAdditions.plus(totalDeductions) };
}

/**
 * docs/billing.md §3 release-retainage: `amount` spread over the lines in proportion to the retainage each holds
 * (lines holding none get nothing), each share rounded to the cent, the remainder to the line holding the most.
 * The caller checks 0 < amount ≤ Σ held.
 */
export function spreadRelease(amount: DecimalInput, held: readonly DecimalInput[]): Decimal[] {
  const values = held.map((h) => dec(h));
  const positive = sum(values.filter((v) => v.isPositive() && !v.isZero()));
  const shares = values.map(() => new Decimal(0));
  if (positive.isZero()) return shares;
  const total = dec(amount);
  let largest = -1;
  values.forEach((v, i) => {
    if (!v.isPositive() || v.isZero()) return;
    shares[i] = round2(total.times(v).div(positive));
    if (largest === -1 || v.gt(values[largest]!)) largest = i;
  });
  shares[largest] = shares[largest]!.plus(total.minus(sum(shares)));
  return shares;
}
