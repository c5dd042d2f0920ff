import { describe, expect, it } from 'vitest';
import { displayPhone, formatInteger, formatPhone, formatZip, isValidPhone, maskMoney, stripCommas } from './masks';

describe('masks', () => {
  it('phone (#00) 000-0000, first digit 1-9', () => {
    expect(formatPhone('2125550100')).toBe('(212) 555-0100');
    expect(formatPhone('0212')).toBe('(212');
    expect(formatPhone('212555')).toBe('(212) 555');
    expect(formatPhone('21255501009999')).toBe('(212) 555-0100');
    expect(isValidPhone('(212) 555-0100')).toBe(true);
    expect(isValidPhone('(212) 555-01')).toBe(false);
  });
  it('zip 5 digits, money with separators and 2 decimals, no negatives', () => {
    expect(formatZip('12a3456')).toBe('12345');
    expect(maskMoney('-1234567.891')).toBe('1,234,567.89');
    expect(maskMoney('10')).toBe('10');
    expect(maskMoney('.5')).toBe('0.5');
    expect(formatInteger('1000000')).toBe('1,000,000');
  });
  it('the money mask keeps every typed digit: no float on the way', () => {
    expect(maskMoney('12345678901.99')).toBe('12,345,678,901.99');
    expect(maskMoney('1,234.50')).toBe('1,234.50');
    // 0.105 is typed as far as the mask's two places allow: cut, not rounded through a float.
    expect(maskMoney('0.105')).toBe('0.10');
    expect(maskMoney('9007199254740993')).toBe('9,007,199,254,740,993');
    expect(stripCommas(maskMoney('12345678901.99'))).toBe('12345678901.99');
  });

  it("displayPhone: a stored phone reads '(512) 555-1001' whatever its punctuation; anything else as stored", () => {
    expect(displayPhone('5125551001')).toBe('(512) 555-1001');
    expect(displayPhone('(512) 555-1001')).toBe('(512) 555-1001');
    expect(displayPhone('512 555 1001')).toBe('(512) 555-1001');
    expect(displayPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(displayPhone(null)).toBe('');
  });
});
