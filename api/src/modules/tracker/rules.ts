import { fitsNumeric, parseDecimal, round2, type Decimal } from '@suite/money';
import { badField, blank, idOf } from '../lines/fields.js';
import { parseStatus, PROJECT_MESSAGES, type ProjectStatus } from '../projects/rules.js';

// Input rules of the tracker's writes (README.md; docs/projects.md §5 Scope transfer, §8 Tracker): the spec's words.

export const TRACKER_MESSAGES = {
  mandatory: 'Kindly fill all the mandatory fields.',
  amount: 'Enter a valid amount.',
  nonZero: 'Enter an amount other than zero.',
  notEmpty: 'Only a record whose figures are all zero can be deleted.',
  rowNotFound: 'Tracker row not found.',
  projectNotFound: 'Project not found.',
  tooLarge: 'The amount is out of range.',
  notYours: (what: string) => `Not a valid ${what}.`,
} as const;

/**
 * Money a person enters on a row: a number or a decimal string (commas refused, README.md), within the column's
 * ±999,999,999,999.99, rounded to cents. Undefined when left out; 400 naming the field otherwise.
 */
export function moneyInput(value: unknown, field: string): Decimal | undefined {
  if (value === undefined) return undefined;
  if (value === null || (typeof value === 'string' && value.trim() === '')) throw badField(field, TRACKER_MESSAGES.amount);
  if (typeof value === 'string' && value.includes(',')) throw badField(field, TRACKER_MESSAGES.amount);
  const parsed = parseDecimal(value);
  if (parsed === undefined || !fitsNumeric(parsed, 14, 2)) throw badField(field, TRACKER_MESSAGES.amount);
  return round2(parsed);
}

/** A required id of a scope transfer: missing → 'Kindly fill all the mandatory fields.', not an id → 400 too. */
export function requiredId(value: unknown, field: string, what: string): number {
  if (blank(value)) throw badField(field, TRACKER_MESSAGES.mandatory);
  const id = idOf(value);
  if (id === undefined) throw badField(field, TRACKER_MESSAGES.notYours(what));
  return id;
}

/** The non-zero amount of a scope transfer. */
export function transferAmount(value: unknown): Decimal {
  if (blank(value)) throw badField('scopeTransfer', TRACKER_MESSAGES.mandatory);
  const amount = moneyInput(value, 'scopeTransfer')!;
  if (amount.isZero()) throw badField('scopeTransfer', TRACKER_MESSAGES.nonZero);
  return amount;
}

/** The overall route's status list, as GET projects takes it (display values, comma-separated). */
export function statusList(value: string | undefined): ProjectStatus[] {
  if (value === undefined || value.trim() === '') return [];
  const out: ProjectStatus[] = [];
  for (const part of value.split(',').map((s) => s.trim()).filter(Boolean)) {
    const status = parseStatus(part);
    if (!status) throw badField('status', PROJECT_MESSAGES.status);
    if (!out.includes(status)) out.push(status);
  }
  return out;
}
