import { groupThousands } from '@suite/money';

// Input masks of docs/accounts.md §5 and 001 "Inputs": they work on the typed text and never turn it into a number.

/** Phone '(#00) 000-0000': 10 digits, the first 1 to 9. */
export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, '').replace(/^0+/, '').slice(0, 10);
  if (!digits) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * A stored phone as every read-only screen shows it: '(512) 555-1001', also for one saved before phones were stored
 * in that form (a CSV's '5125551001'); a value that is not a 10-digit phone is shown as it is (issue 10 item 8).
 */
export function displayPhone(value: string | null | undefined): string {
  if (!value) return '';
  return isValidPhone(value) ? formatPhone(value) : value;
}

export function phoneDigits(value: string): string {
  return value.replace(/[()\-\s]/g, '');
}

export function isValidPhone(value: string): boolean {
  return /^\d{10}$/.test(phoneDigits(value));
}

/** Zip: 5 digits. */
export function formatZip(input: string): string {
  return input.replace(/\D/g, '').slice(0, 5);
}

/** Money: thousands separators, at most 2 decimals, no negatives; the digits stay exactly as typed. */
export function maskMoney(input: string): string {
  const clean = input.replace(/[^\d.]/g, '');
  if (!clean) return '';
  const dot = clean.indexOf('.');
  const intRaw = dot === -1 ? clean : clean.slice(0, dot);
  const intPart = intRaw.replace(/^0+(?=\d)/, '');
  const grouped = groupThousands(intPart || (dot === -1 ? '' : '0'));
  if (dot === -1) return grouped;
  const dec = clean.slice(dot + 1).replace(/\./g, '').slice(0, 2);
  return `${grouped}.${dec}`;
}

/** Whole number with thousands separators (project start number). */
export function formatInteger(input: string): string {
  const digits = input.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  return groupThousands(digits);
}

export function stripCommas(value: string): string {
  return value.replace(/,/g, '');
}
