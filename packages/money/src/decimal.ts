import { Decimal as DecimalJs } from 'decimal.js';

/**
 * Exact decimal arithmetic for money, rates and quantities (docs/money.md §1). Never use JavaScript
 * floats for these figures: build a Decimal with `dec()` and round with `round2` / `round4`.
 * A private clone keeps our settings from leaking into (or being changed by) other users of decimal.js.
 */
export const Decimal = DecimalJs.clone({
  // 40 significant digits: far beyond numeric(14,4), so intermediate results never lose a cent.
  precision: 40,
  // Half away from zero, e.g. 2.345 → 2.35 and −2.345 → −2.35.
  rounding: DecimalJs.ROUND_HALF_UP,
  toExpNeg: -30,
  toExpPos: 30,
});
export type Decimal = InstanceType<typeof Decimal>;

export type DecimalInput = Decimal | string | number;

const NUMBER_TEXT = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * Parses a user's number: thousands separators (commas) and surrounding spaces are removed
 * (docs/accounts.md §5 "Numbers have commas removed"). Undefined for blank or anything that is not a plain decimal.
 */
export function parseDecimal(value: unknown): Decimal | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Decimal) return value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(String(value)) : undefined;
  if (typeof value === 'bigint') return new Decimal(value.toString());
  if (typeof value !== 'string') return undefined;
  const cleaned = value.replace(/,/g, '').trim();
  if (!NUMBER_TEXT.test(cleaned)) return undefined;
  return new Decimal(cleaned);
}

/** A Decimal from a trusted value (database numeric strings, constants); throws on garbage. */
export function dec(value: DecimalInput): Decimal {
  const parsed = parseDecimal(value);
  if (parsed === undefined) throw new TypeError(`Not a decimal number: ${JSON.stringify(value)}`);
  return parsed;
}

/** Round half away from zero to cents. */
export function round2(value: DecimalInput): Decimal {
  return dec(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** Round half away from zero to 4 places (rates and quantities: numeric(14,4)). */
export function round4(value: DecimalInput): Decimal {
  return dec(value).toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
}

/** Fixed-point text with exactly `places` decimals; a zero never carries a minus sign ("-0.00" → "0.00"). */
export function fixed(value: Decimal, places: number): string {
  const text = value.toFixed(places);
  return text.startsWith('-') && /^-[0.]+$/.test(text) ? text.slice(1) : text;
}

/** Σ of the values (exact); 0 for none. */
export function sum(values: Iterable<DecimalInput>): Decimal {
  let total = new Decimal(0);
  for (const v of values) total = total.plus(dec(v));
  return total;
}

/** Whether the value fits a numeric(precision, scale) column once rounded to its scale. */
export function fitsNumeric(value: DecimalInput, precision = 14, scale = 2): boolean {
  const rounded = dec(value).toDecimalPlaces(scale, Decimal.ROUND_HALF_UP).abs();
  return rounded.lt(new Decimal(10).pow(precision - scale));
}
