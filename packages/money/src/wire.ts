import { dec, fixed, parseDecimal, round2, round4, type DecimalInput } from './decimal.js';

// The text money and rates travel as between the tiers (REST JSON, GraphQL Decimal, database numeric).

/**
 * Exact decimal text of a user's or a service's value, commas and spaces removed, with the places it was
 * given (never rounded) and at least `minPlaces`: "1,234.50" → "1234.50", "007.1" → "7.1", 12 → "12"
 * ("12.00" with minPlaces 2). Undefined for blank or anything that is not a plain decimal.
 */
export function toDecimalString(value: unknown, minPlaces = 0): string | undefined {
  const parsed = parseDecimal(value);
  if (parsed === undefined) return undefined;
  const text = typeof value === 'string' ? value.replace(/,/g, '').trim() : parsed.toFixed();
  const dot = text.indexOf('.');
  const given = dot === -1 ? 0 : text.length - dot - 1;
  return fixed(parsed, Math.max(given, minPlaces));
}

/** Money text with exactly two places, rounded half away from zero: "1234.50" (docs/money.md §1). */
export function toMoneyString(value: DecimalInput): string {
  return fixed(round2(value), 2);
}

/** Rate text: rounded to 4 places, trailing zeros dropped but at least two places ("25.00", "27.8846"). */
export function toRateString(value: DecimalInput): string {
  return fixed(round4(value), 4).replace(/(\.\d\d\d*?)0+$/, '$1');
}

/** Shortest exact text, trailing zeros dropped: "12.5000" → "12.5", "1234.00" → "1234". */
export function toPlainString(value: DecimalInput): string {
  const d = dec(value);
  return d.isZero() ? '0' : d.toFixed();
}
