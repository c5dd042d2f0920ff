import { type Decimal } from '@suite/money';
import { badField, blank, text } from '../lines/fields.js';

// Input rules and messages of subcontracts and purchase orders (docs/subcontracts.md §2, §4; docs/money.md §15).
// Dates, money and rates are read as payment applications read them.
export { dateField, moneyField, rateField } from '../payment-applications/rules.js';

export const SC_MESSAGES = {
  notFound: 'Subcontract not found.',
  lineNotFound: 'Subcontract line not found.',
  billingNotFound: 'Billing not found.',
  paymentNotFound: 'Payment not found.',
  bidNotFound: 'Bid not found.',
  vendorNotFound: 'Vendor not found.',
  noSelected: 'The bid has no selected subcontractor: select one before awarding.',
  alternate: 'An alternate bid cannot be awarded.',
  exists: (number: string, party: string) => `This bid is already awarded to ${party}: ${number}.`,
  versionRequired: 'Send the version of the subcontract you last read.',
  versionConflict: 'This subcontract was changed meanwhile. Reload it and try again.',
  billed: (number: string) => `${number} has billings: it can no longer be deleted.`,
  lineBilled: 'This line is billed: it can no longer change.',
  rateFixed: (number: string) => `${number} has approved billings: its retainage rate can no longer change.`,
  notPo: 'Lines are entered by hand on purchase orders only.',
  closed: (number: string) => `${number} is closed: it takes no more changes.`,
  pending: 'The project is Pending: it has no commitments yet.',
  mandatory: 'You must enter all mandatory fields.',
  units: 'Enter a number of units (0 or more, at most 4 decimal places).',
  lineUnknown: (id: number) => `Line ${id} is not a line of this subcontract.`,
  lineTwice: (id: number) => `Line ${id} is listed twice.`,
  noLines: 'Enter an amount on at least one line.',
  reason: 'Enter a reason.',
  negativeNoReason: (label: string) => `${label}: a negative billing needs a reason.`,
  overRemaining: (label: string, remaining: string) => `${label}: the billing cannot exceed the line's remaining balance (${remaining}).`,
  belowBilled: (label: string, billed: string) => `${label}: the contract total cannot go below the billed to date (${billed}).`,
  billedNegative: (label: string) => `${label}: the billed to date cannot go below 0.`,
  overPaid: (label: string) => `${label}: the billed to date cannot go below what is already paid and held.`,
  periodOrder: 'The period cannot end before it starts.',
  datesOrder: 'The end date cannot be before the start date.',
  billingDone: (n: number, status: string) => `Billing ${n} is ${status}: only a Submitted billing can be approved or rejected.`,
  paymentPositive: 'Enter an amount greater than 0.',
  paymentTooMuch: (left: string) => `The payment cannot exceed the unpaid bills (${left}).`,
  releasePositive: 'Enter an amount greater than 0, or release all.',
  releaseTooMuch: (held: string) => `At most the retainage held (${held}) can be released.`,
  textTooLong: 'At most 2000 characters are allowed.',
  referenceTooLong: 'At most 255 characters are allowed.',
  noEmail: 'The subcontractor has no email address.',
} as const;

export const SCOPE_MAX = 2000;
export const REFERENCE_MAX = 255;

/** Optional text of at most `max` characters (400 naming the field). */
export function textField(value: unknown, field: string, max: number = SCOPE_MAX): string {
  const t = blank(value) ? '' : text(value);
  if (t.length > max || t.includes('\u0000')) throw badField(field, max === REFERENCE_MAX ? SC_MESSAGES.referenceTooLong : SC_MESSAGES.textTooLong);
  return t;
}

/** 'SC-001' / 'PO-001' (docs/subcontracts.md §1). */
export function commitmentNumber(kind: 'Subcontract' | 'PO', n: number): string {
  return `${kind === 'PO' ? 'PO' : 'SC'}-${String(n).padStart(3, '0')}`;
}

/** 'SCO-001' */
export const scoNumber = (n: number) => `SCO-${String(n).padStart(3, '0')}`;

/** How a refusal names a line: its position on the commitment and its part. */
export const lineLabel = (index: number, part: string) => `Line ${index + 1}${part ? ` (${part})` : ''}`;

export type Money = Decimal;
