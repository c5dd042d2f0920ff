import { describe, expect, it } from 'vitest';
import { dec, round2 } from './decimal.js';
import { toDecimalString, toMoneyString, toPlainString, toRateString } from './wire.js';

describe('wire text', () => {
  it('toDecimalString keeps every digit it was given, commas stripped, never a float', () => {
    expect(toDecimalString('0.105')).toBe('0.105');
    expect(toDecimalString('12345678901.99')).toBe('12345678901.99');
    expect(toDecimalString('1,234.50')).toBe('1234.50');
    expect(toDecimalString('99999999999999.9999')).toBe('99999999999999.9999');
    expect(toDecimalString(' 007.1 ')).toBe('7.1');
    expect(toDecimalString('.5')).toBe('0.5');
    expect(toDecimalString(12)).toBe('12');
    expect(toDecimalString(12n)).toBe('12');
    expect(toDecimalString(dec('2.50'))).toBe('2.5');
    expect(toDecimalString('-0')).toBe('0');
  });

  it('toDecimalString pads to minPlaces without rounding away extra places', () => {
    expect(toDecimalString('10', 2)).toBe('10.00');
    expect(toDecimalString('12.5', 2)).toBe('12.50');
    expect(toDecimalString('7.1250', 2)).toBe('7.1250');
    expect(toDecimalString('-0.5', 2)).toBe('-0.50');
    expect(toDecimalString(3, 2)).toBe('3.00');
  });

  it('toDecimalString refuses what is not a plain decimal', () => {
    for (const bad of ['', ' ', 'ten', '1e5', '1.2.3', '$5', null, undefined, true, {}, Number.NaN, Infinity]) {
      expect(toDecimalString(bad)).toBeUndefined();
    }
  });

  it('toMoneyString: two places, half away from zero ("0.105" → "0.11", "-0.105" → "-0.11")', () => {
    expect(toMoneyString('0.105')).toBe('0.11');
    expect(toMoneyString('-0.105')).toBe('-0.11');
    expect(toMoneyString('0.104999')).toBe('0.10');
    expect(toMoneyString('12345678901.99')).toBe('12345678901.99');
    expect(toMoneyString('1,234.50')).toBe('1234.50');
    expect(toMoneyString('-0.001')).toBe('0.00');
    // The float 0.105 is 0.10499999999999999…; parsed as its shortest text it is still a true half.
    expect(toMoneyString(0.105)).toBe('0.11');
    expect(round2('0.105').toString()).toBe('0.11');
  });

  it('toRateString: four places at most, two at least', () => {
    expect(toRateString('0.105')).toBe('0.105');
    expect(toRateString('0.10505')).toBe('0.1051');
    expect(toRateString('-0.00004')).toBe('0.00');
  });

  it('toPlainString drops trailing zeros only', () => {
    expect(toPlainString('12.5000')).toBe('12.5');
    expect(toPlainString('1234.00')).toBe('1234');
    expect(toPlainString('12345678901.99')).toBe('12345678901.99');
    expect(toPlainString('-0.000')).toBe('0');
  });
});
