import { fitsNumeric, parseDecimal, round2, round4, type Decimal } from '@suite/money';
import { HttpError } from '../../errors.js';
import { INT32_MAX } from '../../input-limits.js';

// Form fields of priced lines and of the sheets that own them (docs/projects.md §5, §9): the spec's messages, naming the field.

export const LINE_MESSAGES = {
  mandatory: 'Enter all mandatory fields.',
  tooLong: 'At most 225 characters are allowed.',
  lineNotFound: 'Line not found.',
  projectNotFound: 'Project not found.',
  number: 'Enter a valid number.',
  amount: 'Enter a valid amount.',
} as const;

/** docs/projects.md §9: scope of work and notes, 225 characters enforced. */
export const TEXT_MAX = 225;
/** The most sheets (bids, PCOs, direct costs) one batch read of lines names. */
export const MAX_BATCH_IDS = 200;

export const badField = (field: string, message: string) => new HttpError(400, message, { [field]: message });

export const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';
export const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

/** At most 225 characters (docs/projects.md §5), else 400 naming the field. */
export function limitedText(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null) return value === null ? '' : undefined;
  const s = String(value).trim();
  if (s.length > TEXT_MAX) throw badField(field, LINE_MESSAGES.tooLong);
  return s;
}

/** A positive id given as a number or numeric text; undefined for blank, 0 or anything else. */
export function idOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 && value <= INT32_MAX ? value : undefined;
  if (typeof value === 'string' && /^\s*[1-9]\d{0,9}\s*$/.test(value)) {
    const n = Number(value.trim());
    return n <= INT32_MAX ? n : undefined;
  }
  return undefined;
}

/** Distinct ids of a batch read's comma-separated list (1 to MAX_BATCH_IDS), else 400 naming `field`. */
export function batchIdsOf(list: string | undefined, field: string, message: string): number[] {
  const parts = (list ?? '').split(',').map((s) => s.trim()).filter((s) => s !== '');
  const ids = parts.map(idOf);
  if (parts.length === 0 || parts.length > MAX_BATCH_IDS || ids.some((i) => i === undefined)) throw badField(field, message);
  return [...new Set(ids as number[])];
}

/**
 * A quantity, rate or amount from a form (commas allowed), rounded to its column's places: undefined when blank;
 * 400 naming the field when it is not a number or does not fit its column (numeric(14, scale)).
 */
export function decimalField(value: unknown, field: string, scale: 2 | 4, message: string = LINE_MESSAGES.number): Decimal | undefined {
  if (blank(value)) return undefined;
  const parsed = parseDecimal(value);
  if (parsed === undefined || !fitsNumeric(parsed, 14, scale)) throw badField(field, message);
  // Rounded to its column's places here, so a line is priced with exactly the figure it stores.
  return scale === 2 ? round2(parsed) : round4(parsed);
}
