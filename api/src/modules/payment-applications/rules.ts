import { dec, type Decimal, fitsNumeric, parseDecimal } from '@suite/money';
import { badField, blank, text } from '../lines/fields.js';

// Input rules and messages of payment applications (docs/billing.md §3, docs/money.md §12).

export const PA_MESSAGES = {
  notFound: 'Payment application not found.',
  versionRequired: 'Send the version of the payment application you last read.',
  versionConflict: 'This payment application was changed meanwhile. Reload it and try again.',
  submitted: (n: number) => `Payment application ${n} is submitted: it can no longer change.`,
  draftExists: (n: number) => `Payment application ${n} is a Draft: submit or delete it before starting the next one.`,
  notSubmitted: (n: number) => `Payment application ${n} is not Submitted: only a Submitted application can be certified.`,
  notCertified: (n: number) => `Payment application ${n} is not Certified: payments are recorded on a Certified application.`,
  pending: 'The project is Pending: it cannot be billed.',
  date: 'Enter a valid date.',
  periodOrder: 'The period cannot end before it starts.',
  rate: 'Enter a rate from 0 to 100.',
  money: 'Enter an amount of money.',
  lineUnknown: (id: number) => `Line ${id} is not a line of this payment application.`,
  workNegative: (item: number) => `Item ${item}: work completed (D + E) cannot be negative.`,
  workPositiveOnDeduction: (item: number) => `Item ${item}: work completed (D + E) on a deduction cannot be positive.`,
  storedNegative: (item: number) => `Item ${item}: materials presently stored (F) cannot be negative.`,
  overScheduled: (item: number) => `Item ${item}: completed and stored to date (G) cannot exceed the scheduled value (C).`,
  releaseTooMuch: (held: string) => `At most the retainage held (${held}) can be released.`,
  releasePositive: 'Enter an amount greater than 0, or release all.',
  certifiedRange: (due: string) => `The certified amount must be from 0 to the current payment due (${due}).`,
  paymentPositive: 'Enter an amount greater than 0.',
  paymentTooMuch: (left: string) => `The payments cannot exceed the certified amount: at most ${left} is left to receive.`,
  referenceTooLong: 'At most 255 characters are allowed.',
} as const;

export const STATUSES = ['Draft', 'Submitted', 'Certified', 'Paid'] as const;
export type ApplicationStatus = (typeof STATUSES)[number];

/** 'YYYY-MM-DD' (a timestamp's day accepted), else 400 naming the field. */
export function dateField(value: unknown, field: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(T.*)?$/.exec(text(value));
  const day = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
  if (!match || !day || day.getUTCMonth() !== Number(match[2]) - 1 || day.getUTCDate() !== Number(match[3])) throw badField(field, PA_MESSAGES.date);
  return `${match[1]}-${match[2]}-${match[3]}`;
}

/** A retainage rate: 0 to 100 with at most 2 places (numeric(5,2)), else 400 naming the field. */
export function rateField(value: unknown, field: string): Decimal {
  const parsed = blank(value) ? undefined : parseDecimal(value);
  if (parsed === undefined || parsed.isNegative() || parsed.gt(100) || parsed.decimalPlaces() > 2) throw badField(field, PA_MESSAGES.rate);
  return parsed;
}

/** Money with at most 2 places that fits numeric(14,2), else 400 naming the field. */
export function moneyField(value: unknown, field: string, message: string = PA_MESSAGES.money): Decimal {
  const parsed = blank(value) ? undefined : parseDecimal(value);
  if (parsed === undefined || parsed.decimalPlaces() > 2 || !fitsNumeric(parsed, 14, 2)) throw badField(field, message);
  return parsed;
}

/** The version the client read: required on every write (400 naming `version`). */
export function versionField(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw badField('version', PA_MESSAGES.versionRequired);
  return value;
}

/**
 * docs/money.md §12: a line is refused when D + E < 0, F < 0 or G > C. A deduction (C < 0) is billed down to its
 * C: there D + E may not be positive and G may not go below C. The problem's field and message, or undefined.
 */
export function lineProblem(
  line: { item_no: number; scheduled_value: string; from_previous: string; this_period: string; stored_materials: string },
): { field: 'this_period' | 'stored_materials'; message: string } | undefined {
  const c = dec(line.scheduled_value);
  const work = dec(line.from_previous).plus(dec(line.this_period));
  const stored = dec(line.stored_materials);
  const g = work.plus(stored);
  if (stored.isNegative() && !stored.isZero()) return { field: 'stored_materials', message: PA_MESSAGES.storedNegative(line.item_no) };
  if (c.isNegative()) {
    if (work.isPositive() && !work.isZero()) return { field: 'this_period', message: PA_MESSAGES.workPositiveOnDeduction(line.item_no) };
    if (g.lt(c)) return { field: 'this_period', message: PA_MESSAGES.overScheduled(line.item_no) };
    return undefined;
  }
  if (work.isNegative() && !work.isZero()) return { field: 'this_period', message: PA_MESSAGES.workNegative(line.item_no) };
  if (g.gt(c)) return { field: stored.isZero() ? 'this_period' : 'stored_materials', message: PA_MESSAGES.overScheduled(line.item_no) };
  return undefined;
}
