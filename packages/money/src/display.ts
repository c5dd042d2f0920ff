import { dec, fixed, round2, round4, type DecimalInput } from './decimal.js';

// What people read: en-US grouping, money in dollars with two decimals (docs/projects.md §9: "money is shown in US
// format with two decimals"), rounded half away from zero like every stored figure.

/** "1234567" → "1,234,567" (digits only; no sign, no decimals). */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Groups the integer part of fixed-point text and puts the sign before the prefix: "-$1,234.50". */
function grouped(text: string, prefix = '', suffix = ''): string {
  const negative = text.startsWith('-');
  const [intPart, frac] = (negative ? text.slice(1) : text).split('.');
  const body = groupThousands(intPart) + (frac === undefined ? '' : `.${frac}`);
  return `${negative ? '-' : ''}${prefix}${body}${suffix}`;
}

/** Money in en-US dollars: "$1,234.50", "-$1,234.50". */
export function formatMoney(value: DecimalInput): string {
  return grouped(fixed(round2(value), 2), '$');
}

/** A rate in dollars, two to four places: "$25.00", "$27.8846" (rates are numeric(14,4)). */
export function formatRate(value: DecimalInput): string {
  return grouped(fixed(round4(value), 4).replace(/(\.\d\d\d*?)0+$/, '$1'), '$');
}

/** A percentage with two places: "10.00%", "12.13%" for 12.125. */
export function formatPercent(value: DecimalInput): string {
  return grouped(fixed(round2(value), 2), '', '%');
}

/** What a figure with nothing to measure against shows, e.g. a percentage of a zero base. */
export const NO_FIGURE = '—';

/**
 * A percentage of `base` as the answer gives it: '—' when the base is zero, where the answer's 0 (docs/money.md
 * §8: 'OverheadPercentage … 0 when BidTotals is 0') would read as a real 0.00% (issue 10 item 8).
 */
export function formatPercentOfBase(percentage: DecimalInput, base: DecimalInput): string {
  return dec(base).isZero() ? NO_FIGURE : formatPercent(percentage);
}

/** A quantity, grouped, at most `maxPlaces` decimals and no trailing zeros: "1,234.5" (square feet). */
export function formatNumber(value: DecimalInput, maxPlaces = 2): string {
  const rounded = dec(value).toDecimalPlaces(maxPlaces);
  return grouped(rounded.isZero() ? '0' : rounded.toFixed());
}
