// Two-place money as integer cents in a JavaScript number, for figures computed in bulk from database sums of
// numeric(14,2) columns (the project tracker: 22 columns × hundreds of rows per read), where a Decimal per figure
// costs more than the SQL that produced them. Integers below 2^53 add and subtract exactly: a cent figure is exact up
// to ±90 trillion dollars, and every operation here checks that it stays so (a RangeError otherwise, never a wrong
// cent). Anything that divides or multiplies by a non-integer stays with Decimal (decimal.ts).

/** Money in cents: an integer, |value| ≤ Number.MAX_SAFE_INTEGER. */
export type Cents = number;

const ZERO = 48;

function safe(value: number, what: string): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} is beyond exact cents: ${value}`);
  return value;
}

/**
 * Cents of a decimal text with at most two non-zero places ("1234.5" → 123450, "-0.10" → -10, "7.2500" → 725), as
 * PostgreSQL writes numeric(…,2) and its sums. Throws on anything else: a third non-zero place would need rounding,
 * which is never done silently here. One pass over the characters (a regular expression per figure was a tenth of
 * the tracker's API CPU).
 */
export function toCents(text: string): Cents {
  const negative = text.charCodeAt(0) === 45; // '-'
  let i = negative ? 1 : 0;
  let units = 0;
  let digits = 0;
  for (; i < text.length; i += 1) {
    const d = text.charCodeAt(i) - ZERO;
    if (d < 0 || d > 9) break;
    units = units * 10 + d;
    digits += 1;
  }
  let cents = 0;
  if (i < text.length) {
    if (text.charCodeAt(i) !== 46) throw new TypeError(`Not a decimal number: ${JSON.stringify(text)}`); // '.'
    for (let place = 0, j = i + 1; j < text.length; j += 1, place += 1) {
      const d = text.charCodeAt(j) - ZERO;
      if (d < 0 || d > 9) throw new TypeError(`Not a decimal number: ${JSON.stringify(text)}`);
      if (place === 0) cents += d * 10;
      else if (place === 1) cents += d;
      else if (d !== 0) throw new RangeError(`More than two places: ${text}`);
    }
  }
  if (digits === 0) throw new TypeError(`Not a decimal number: ${JSON.stringify(text)}`);
  const value = safe(units * 100 + cents, text);
  return negative ? -value || 0 : value;
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
