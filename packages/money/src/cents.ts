// Two-place money as integer cents in a JavaScript number, for figures computed in bulk from database sums of
// numeric(14,2) columns (the project tracker: 22 columns × hundreds of rows per read), where a Decimal per figure
// costs more than the SQL that produced them. Integers below 2^53 add and subtract exactly: a cent figure is exact up
// to ±90 trillion dollars, and every operation here checks that it stays so (a RangeError otherwise, never a wrong
// cent). Anything that divides or multiplies by a non-integer stays with Decimal (decimal.ts).

/** Money in cents: an integer, |value| ≤ Number.MAX_SAFE_INTEGER. */
export type Cents = number;

const MONEY_TEXT = /^(-?)(\d+)(?:\.(\d*))?$/;

function safe(value: number, what: string): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} is beyond exact cents: ${value}`);
  return value;
}

/**
 * Cents of a decimal text with at most two non-zero places ("1234.5" → 123450, "-0.10" → -10, "7.2500" → 725), as
 * PostgreSQL writes numeric(…,2) and its sums. Throws on anything else: a third non-zero place would need rounding,
 * which is never done silently here.
 */
export function toCents(text: string): Cents {
  const m = MONEY_TEXT.exec(text);
  if (!m) throw new TypeError(`Not a decimal number: ${JSON.stringify(text)}`);
  const places = m[3] ?? '';
  if (/[1-9]/.test(places.slice(2))) throw new RangeError(`More than two places: ${text}`);
  const cents = Number(m[2]) * 100 + Number(places.slice(0, 2).padEnd(2, '0'));
  return safe(m[1] === '-' ? -cents : cents, text) || 0;
}

/** Money text with exactly two places: 123450 → "1234.50", -5 → "-0.05", 0 and -0 → "0.00". */
export function centsToString(cents: Cents): string {
  safe(cents, 'cents');
  const abs = Math.abs(cents);
  const units = Math.floor(abs / 100);
  const rest = abs - units * 100;
  return `${cents < 0 ? '-' : ''}${units}.${rest < 10 ? '0' : ''}${rest}`;
}

/** a + b, exact. */
export function addCents(a: Cents, b: Cents): Cents {
  return safe(a + b, 'a sum');
}

/**
 * part / whole × 100, rounded half away from zero to two places, in hundredths of a percent (2500 is 25.00 %): the
 * exact quotient of the two integers, never a float's.
 */
export function percentOf(part: Cents, whole: Cents): Cents {
  if (whole === 0) throw new RangeError('percent of 0');
  const negative = (part < 0) !== (whole < 0);
  const n = BigInt(Math.abs(part)) * 10000n;
  const d = BigInt(Math.abs(whole));
  const q = n / d;
  const rounded = (n - q * d) * 2n >= d ? q + 1n : q;
  return safe(Number(negative ? -rounded : rounded), 'a percent') || 0;
}
