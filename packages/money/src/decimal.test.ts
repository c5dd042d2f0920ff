import { describe, expect, it } from 'vitest';
import { dec, Decimal, fitsNumeric, parseDecimal, round2, round4, sum } from './decimal.js';
import { toMoneyString, toRateString } from './wire.js';

describe('money: exact decimals', () => {
  it('0.1 + 0.2 is exactly 0.3 (floats give 0.30000000000000004)', () => {
    expect(dec('0.1').plus('0.2').toString()).toBe('0.3');
  });

  it('round2 rounds half away from zero', () => {
    expect(round2('2.345').toFixed(2)).toBe('2.35');
    expect(round2('-2.345').toFixed(2)).toBe('-2.35');
    expect(round2('2.344999').toFixed(2)).toBe('2.34');
    expect(round2('0.005').toFixed(2)).toBe('0.01');
    expect(round2('-0.005').toFixed(2)).toBe('-0.01');
    // 1.005 is 1.00499999999999989… as a float; as a decimal it is a true half.
    expect(round2('1.005').toFixed(2)).toBe('1.01');
    expect(round2(10).toFixed(2)).toBe('10.00');
  });

  it('round4 rounds half away from zero to 4 places: 58000 / 2080 = 27.884615… → 27.8846', () => {
    expect(round4(dec(58000).div(2080)).toFixed(4)).toBe('27.8846');
    expect(round4('1.23455').toFixed(4)).toBe('1.2346');
    expect(round4('-1.23455').toFixed(4)).toBe('-1.2346');
  });

  it('divides without float error: 100 / 3 × 3 rounds back to 100.00', () => {
    expect(round2(dec(100).div(3).times(3)).toFixed(2)).toBe('100.00');
    // 58000 / 12 = 4833.3333… → 4833.33
    expect(toMoneyString(dec(58000).div(12))).toBe('4833.33');
  });

  it('parseDecimal strips commas and spaces, refuses anything else', () => {
    expect(parseDecimal('1,234.50')?.toString()).toBe('1234.5');
    expect(parseDecimal(' 52,000 ')?.toString()).toBe('52000');
    expect(parseDecimal(12.5)?.toString()).toBe('12.5');
    expect(parseDecimal('.5')?.toString()).toBe('0.5');
    expect(parseDecimal('')).toBeUndefined();
    expect(parseDecimal('abc')).toBeUndefined();
    expect(parseDecimal('1e5')).toBeUndefined();
    expect(parseDecimal('1.2.3')).toBeUndefined();
    expect(parseDecimal(null)).toBeUndefined();
    expect(parseDecimal(Number.NaN)).toBeUndefined();
    expect(() => dec('x')).toThrow(TypeError);
  });

  it('sum adds exactly: 0.10 + 0.20 + 0.30 = 0.60; none = 0', () => {
    expect(sum(['0.10', '0.20', '0.30']).toFixed(2)).toBe('0.60');
    expect(sum([]).toFixed(2)).toBe('0.00');
  });

  it('money text has two places, rate text at least two and at most four', () => {
    expect(toMoneyString('1234.5')).toBe('1234.50');
    expect(toMoneyString('0')).toBe('0.00');
    expect(toRateString('25')).toBe('25.00');
    expect(toRateString('25.5000')).toBe('25.50');
    expect(toRateString('27.884615')).toBe('27.8846');
    expect(toRateString('1157.6920')).toBe('1157.692');
  });

  it('fitsNumeric: numeric(14,2) holds up to 999,999,999,999.99', () => {
    expect(fitsNumeric('999999999999.99')).toBe(true);
    expect(fitsNumeric('999999999999.995')).toBe(false);
    expect(fitsNumeric('1000000000000')).toBe(false);
    expect(fitsNumeric('9999999999.9999', 14, 4)).toBe(true);
    expect(fitsNumeric('10000000000', 14, 4)).toBe(false);
  });

  it('keeps its own settings: the shared decimal.js default is untouched', () => {
    expect(Decimal.rounding).toBe(Decimal.ROUND_HALF_UP);
    expect(Decimal.precision).toBe(40);
  });
});
