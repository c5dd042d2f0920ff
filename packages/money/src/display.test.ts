import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, formatPercent, formatPercentOfBase, formatRate, groupThousands, NO_FIGURE } from './display.js';

describe('display', () => {
  it('formatMoney: en-US dollars, two places, half away from zero', () => {
    expect(formatMoney('12345678901.99')).toBe('$12,345,678,901.99');
    expect(formatMoney('1,234.50')).toBe('$1,234.50');
    expect(formatMoney('1234.5')).toBe('$1,234.50');
    expect(formatMoney('0.105')).toBe('$0.11');
    expect(formatMoney('-0.105')).toBe('-$0.11');
    expect(formatMoney('-1234.5')).toBe('-$1,234.50');
    expect(formatMoney('999.995')).toBe('$1,000.00');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney('-0.004')).toBe('$0.00');
    expect(() => formatMoney('ten')).toThrow(TypeError);
  });

  it('formatRate: dollars with two to four places', () => {
    expect(formatRate('25')).toBe('$25.00');
    expect(formatRate('27.884615')).toBe('$27.8846');
    expect(formatRate('1157.6920')).toBe('$1,157.692');
    expect(formatRate('0.105')).toBe('$0.105');
    expect(formatRate('-0.00005')).toBe('-$0.0001');
  });

  it("formatPercentOfBase: '—' when the base is zero, the percentage otherwise", () => {
    expect(NO_FIGURE).toBe('—');
    expect(formatPercentOfBase('0', '0.00')).toBe('—');
    expect(formatPercentOfBase('0', '0')).toBe('—');
    expect(formatPercentOfBase('12.5', '1,000.00')).toBe('12.50%');
    expect(formatPercentOfBase('-3.456', '250')).toBe('-3.46%');
  });

  it('formatPercent: two places and a percent sign', () => {
    expect(formatPercent('10')).toBe('10.00%');
    expect(formatPercent('10.0000')).toBe('10.00%');
    expect(formatPercent('12.125')).toBe('12.13%');
    expect(formatPercent('-0.105')).toBe('-0.11%');
  });

  it('formatNumber: grouped, at most maxPlaces, trailing zeros dropped', () => {
    expect(formatNumber('1234.50')).toBe('1,234.5');
    expect(formatNumber('12345678901.99')).toBe('12,345,678,901.99');
    expect(formatNumber('2500.00')).toBe('2,500');
    expect(formatNumber('0.105')).toBe('0.11');
    expect(formatNumber('1.234567', 4)).toBe('1.2346');
  });

  it('groupThousands groups digits only', () => {
    expect(groupThousands('1234567')).toBe('1,234,567');
    expect(groupThousands('123')).toBe('123');
    expect(groupThousands('')).toBe('');
  });
});
