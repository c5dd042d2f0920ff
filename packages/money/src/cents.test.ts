import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addCents, centsToString, percentOf, toCents } from './cents.js';
import { dec, Decimal } from './decimal.js';
import { toMoneyString } from './wire.js';

describe('money: cents', () => {
  it('reads numeric(…,2) text and its sums', () => {
    expect(toCents('1234.5')).toBe(123450);
    expect(toCents('1234.50')).toBe(123450);
    expect(toCents('7.2500')).toBe(725);
    expect(toCents('-0.10')).toBe(-10);
    expect(toCents('0')).toBe(0);
    expect(Object.is(toCents('-0.00'), 0)).toBe(true);
    expect(toCents('999999999999.99')).toBe(99999999999999);
  });

  it('refuses a third place and anything that is not a plain decimal', () => {
    expect(() => toCents('1.005')).toThrow(RangeError);
    expect(() => toCents('1e5')).toThrow(TypeError);
    expect(() => toCents('')).toThrow(TypeError);
    expect(() => toCents('.5')).toThrow(TypeError);
    expect(() => toCents('-')).toThrow(TypeError);
    expect(() => toCents('+5')).toThrow(TypeError);
    expect(() => toCents('1.2.3')).toThrow(TypeError);
    expect(toCents('12.')).toBe(1200);
    expect(() => toCents('12,000.00')).toThrow(TypeError);
    expect(() => toCents('99999999999999999.00')).toThrow(RangeError);
  });

  it('writes two places, a zero without a sign', () => {
    expect(centsToString(123450)).toBe('1234.50');
    expect(centsToString(-5)).toBe('-0.05');
    expect(centsToString(-105)).toBe('-1.05');
    expect(centsToString(0)).toBe('0.00');
    expect(centsToString(-0)).toBe('0.00');
    expect(() => centsToString(0.5)).toThrow(RangeError);
  });

  it('percentOf rounds half away from zero to hundredths of a percent', () => {
    expect(percentOf(1, 3)).toBe(3333); // 33.333… %
    expect(percentOf(2, 3)).toBe(6667); // 66.666… %
    expect(percentOf(1, 8)).toBe(1250);
    expect(percentOf(1, 80000)).toBe(0); // 0.00125 %
    expect(percentOf(1, 40000)).toBe(0); // 0.0025 %
    expect(percentOf(1, 20000)).toBe(1); // 0.005 %: a true half rounds up
    expect(percentOf(-1, 20000)).toBe(-1);
    expect(percentOf(5, 4)).toBe(12500);
    expect(() => percentOf(1, 0)).toThrow(RangeError);
  });

  it('agrees with Decimal to the cent (property)', () => {
    const money = fc.bigInt({ min: -(10n ** 14n) + 1n, max: 10n ** 14n - 1n })
      .map((c) => new Decimal(c.toString()).div(100));
    fc.assert(fc.property(money, money, (a, b) => {
      const [ca, cb] = [toCents(a.toFixed(2)), toCents(b.toFixed(2))];
      expect(centsToString(ca)).toBe(toMoneyString(a));
      expect(centsToString(addCents(ca, cb))).toBe(toMoneyString(a.plus(b)));
      // Percentages of at most 100 % (percent complete): large magnitudes on both sides.
      if (!b.isZero() && a.abs().lte(b.abs())) {
        const expected = a.div(b).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
        expect(centsToString(percentOf(ca, cb))).toBe(toMoneyString(expected));
      }
    }), { numRuns: 2000 });
    expect(dec('0.1').plus('0.2').toString()).toBe('0.3');
  });
});
