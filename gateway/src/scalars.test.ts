import { describe, expect, it } from 'vitest';
import { Kind } from 'graphql';
import { toDecimalString } from '@suite/money';
import { DateScalar, DateTimeScalar, DecimalScalar, withTwoPlaces } from './scalars.js';

describe('Decimal', () => {
  it('serializes REST strings and numbers with two places', () => {
    expect(DecimalScalar.serialize('10.00')).toBe('10.00');
    expect(DecimalScalar.serialize('10')).toBe('10.00');
    expect(DecimalScalar.serialize('12.5')).toBe('12.50');
    expect(DecimalScalar.serialize('7.1250')).toBe('7.1250');
    expect(DecimalScalar.serialize(3)).toBe('3.00');
    expect(DecimalScalar.serialize('-0.5')).toBe('-0.50');
    expect(DecimalScalar.serialize('007.1')).toBe('7.10');
  });

  it('the quick path for plain decimal text gives exactly what the exact path gives', () => {
    const texts = ['0', '-0', '-0.0', '-0.00', '2', '6.5', '-6.5', '2430.768', '1234.50', '0.05', '-0.001', '123456789012345678901234.5'];
    for (const text of texts) expect(DecimalScalar.serialize(text), text).toBe(toDecimalString(text, 2));
    expect(DecimalScalar.serialize('-0')).toBe('0.00');
  });

  it('the quick path takes exactly the plain decimal texts, negative zeros left to the exact path', () => {
    // The definition the character scan replaced: -?(0|[1-9]\d*)(\.\d+)? and not -0(\.0*)?.
    const reference = (v: string) => {
      if (!/^-?(0|[1-9]\d*)(\.\d+)?$/.test(v) || /^-0(\.0*)?$/.test(v)) return undefined;
      const dot = v.indexOf('.');
      if (dot === -1) return `${v}.00`;
      return v.length - dot - 1 >= 2 ? v : `${v}0`;
    };
    const texts = ['', '-', '.', '-.', '0', '-0', '00', '01', '-01', '0.', '1.', '.5', '-.5', '0.0', '-0.0', '-0.000', '-0.001', '-0.10',
      '1', '9', '10', '6.5', '6.50', '6.500', '-6.5', '1e5', '1E5', '+1', ' 1', '1 ', '1,000', '1.2.3', '1..2', '1.-2', 'abc', '1a', '١',
      '123456789012345678901234.5', '0.05', '2430.768', '-9999999.99'];
    for (const text of texts) expect(withTwoPlaces(text), JSON.stringify(text)).toBe(reference(text));
    // Every text over a small alphabet up to four characters.
    const alphabet = ['0', '1', '9', '.', '-', 'x'];
    let all = [''];
    for (let len = 1; len <= 4; len++) {
      all = all.flatMap((t) => alphabet.map((c) => t + c));
      for (const text of all) expect(withTwoPlaces(text), JSON.stringify(text)).toBe(reference(text));
    }
  });

  it('accepts strings (commas stripped) and numbers as input, refuses the rest', () => {
    expect(DecimalScalar.parseValue('1,234.50')).toBe('1234.50');
    expect(DecimalScalar.parseValue(12)).toBe('12');
    expect(DecimalScalar.parseLiteral({ kind: Kind.FLOAT, value: '2.5' })).toBe('2.5');
    expect(() => DecimalScalar.parseValue('ten')).toThrow(/Decimal cannot represent/);
    expect(() => DecimalScalar.parseValue('1e5')).toThrow();
    expect(() => DecimalScalar.parseValue(true)).toThrow();
    expect(() => DecimalScalar.serialize(Number.NaN)).toThrow();
  });
});

describe('Decimal keeps money exact (docs/money.md §1)', () => {
  it('parseValue and parseLiteral keep every digit: "0.105", "12345678901.99", "1,234.50"', () => {
    expect(DecimalScalar.parseValue('0.105')).toBe('0.105');
    expect(DecimalScalar.parseValue('12345678901.99')).toBe('12345678901.99');
    expect(DecimalScalar.parseValue('1,234.50')).toBe('1234.50');
    expect(DecimalScalar.parseLiteral({ kind: Kind.STRING, value: '0.105' })).toBe('0.105');
    expect(DecimalScalar.parseLiteral({ kind: Kind.FLOAT, value: '12345678901.99' })).toBe('12345678901.99');
    expect(DecimalScalar.parseLiteral({ kind: Kind.STRING, value: '1,234.50' })).toBe('1234.50');
    // 2^53 + 1 is no float; the text survives.
    expect(DecimalScalar.parseLiteral({ kind: Kind.INT, value: '9007199254740993' })).toBe('9007199254740993');
  });

  it('serialize pads to two places and never rounds or floats what the API computed', () => {
    expect(DecimalScalar.serialize('0.105')).toBe('0.105');
    expect(DecimalScalar.serialize('12345678901.99')).toBe('12345678901.99');
    expect(DecimalScalar.serialize('1,234.50')).toBe('1234.50');
    expect(DecimalScalar.serialize('9007199254740993.1')).toBe('9007199254740993.10');
    expect(DecimalScalar.serialize('-0')).toBe('0.00');
  });
});

describe('Date', () => {
  it('keeps YYYY-MM-DD and refuses impossible dates', () => {
    expect(DateScalar.parseValue('2024-02-29')).toBe('2024-02-29');
    expect(() => DateScalar.parseValue('2023-02-29')).toThrow();
    expect(() => DateScalar.parseValue('2024-2-1')).toThrow();
    expect(() => DateScalar.parseLiteral({ kind: Kind.INT, value: '20240101' })).toThrow();
  });

  it('serializes Date objects and timestamps as the calendar day', () => {
    expect(DateScalar.serialize(new Date('2024-05-06T00:00:00Z'))).toBe('2024-05-06');
    expect(DateScalar.serialize('2024-05-06T00:00:00.000Z')).toBe('2024-05-06');
    expect(() => DateScalar.serialize('yesterday')).toThrow();
  });
});

describe('DateTime', () => {
  it('needs a time zone', () => {
    expect(DateTimeScalar.parseValue('2024-05-06T10:20:30Z')).toBe('2024-05-06T10:20:30Z');
    expect(DateTimeScalar.parseValue('2024-05-06T10:20:30.123+02:00')).toBe('2024-05-06T10:20:30.123+02:00');
    expect(() => DateTimeScalar.parseValue('2024-05-06T10:20:30')).toThrow();
    expect(() => DateTimeScalar.parseValue('2024-13-06T10:20:30Z')).toThrow();
    expect(DateTimeScalar.serialize(new Date('2024-05-06T10:20:30Z'))).toBe('2024-05-06T10:20:30.000Z');
  });
});
