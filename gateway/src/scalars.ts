import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { GraphQLDateTimeISO, GraphQLLocalDate } from 'graphql-scalars';
import { toDecimalString } from '@suite/money';

// All three cross the wire as strings so money keeps its exact digits and dates keep no time zone.

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * What toDecimalString(value, 2) gives for plain decimal text ("2" → "2.00", "6.5" → "6.50"), without a parse:
 * the text must be -?(0|[1-9]\d*)(\.\d+)? and not a negative zero ("-0", "-0.00"), else undefined (the exact path).
 * A character scan rather than two regular expressions: a bid sheet answer serializes ~15,000 of them (issue 13 bench).
 */
export function withTwoPlaces(value: string): string | undefined {
  const n = value.length;
  const negative = value.charCodeAt(0) === 45; // '-'
  let i = negative ? 1 : 0;
  if (i >= n) return undefined;
  let zero = true;
  const first = value.charCodeAt(i);
  if (first === 48) {
    i += 1;
  } else if (first > 48 && first <= 57) {
    zero = false;
    for (i += 1; i < n; i++) {
      const c = value.charCodeAt(i);
      if (c < 48 || c > 57) break;
    }
  } else {
    return undefined;
  }
  if (i === n) return negative && zero ? undefined : `${value}.00`;
  if (value.charCodeAt(i) !== 46 || i === n - 1) return undefined; // '.' and at least one digit after it
  const dot = i;
  for (i += 1; i < n; i++) {
    const c = value.charCodeAt(i);
    if (c < 48 || c > 57) return undefined;
    if (c !== 48) zero = false;
  }
  if (negative && zero) return undefined;
  return n - dot - 1 >= 2 ? value : `${value}0`;
}

function invalid(type: string, value: unknown): GraphQLError {
  return new GraphQLError(`${type} cannot represent value: ${JSON.stringify(value)}`, {
    extensions: { code: 'BAD_USER_INPUT' },
  });
}

export const DecimalScalar = new GraphQLScalarType<string, string>({
  name: 'Decimal',
  description: 'Money or percentage as an exact decimal string with two places, e.g. "1234.50".',
  // At least two places out ("10" → "10.00"), more kept as given ("7.1250"): never rounded, never a float.
  serialize(value) {
    // The REST API's own decimal text ("1234.50", "2", "6.5") needs no parse on the way out (a bid sheet answer
    // holds ~15,000 of them); anything else takes the exact path.
    const plain = typeof value === 'string' ? withTwoPlaces(value) : undefined;
    if (plain !== undefined) return plain;
    const s = toDecimalString(value, 2);
    if (s === undefined) throw invalid('Decimal', value);
    return s;
  },
  parseValue(value) {
    const s = toDecimalString(value);
    if (s === undefined) throw invalid('Decimal', value);
    return s;
  },
  parseLiteral(ast: ValueNode) {
    if (ast.kind === Kind.STRING || ast.kind === Kind.INT || ast.kind === Kind.FLOAT) {
      const s = toDecimalString(ast.value);
      if (s !== undefined) return s;
    }
    throw invalid('Decimal', 'value' in ast ? ast.value : ast.kind);
  },
});

/** A Date object or a timestamp sent where a date belongs: its calendar part, for LocalDate to check. */
function calendarDay(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? value : value.toISOString().slice(0, 10);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return value.slice(0, 10);
  return value;
}

/** Wraps a graphql-scalars failure in the gateway's own text and code (BAD_USER_INPUT). */
function checked<T>(type: string, value: unknown, check: () => T): T {
  try {
    return check();
  } catch {
    throw invalid(type, value);
  }
}

// graphql-scalars' LocalDate: YYYY-MM-DD, impossible dates refused; the value stays a string (no time zone).
export const DateScalar = new GraphQLScalarType<string, string>({
  name: 'Date',
  description: 'Calendar date, YYYY-MM-DD.',
  serialize(value) {
    const day = calendarDay(value);
    return checked('Date', value, () => GraphQLLocalDate.serialize(day) as string);
  },
  parseValue(value) {
    return checked('Date', value, () => GraphQLLocalDate.parseValue(value) as string);
  },
  parseLiteral(ast) {
    return checked('Date', 'value' in ast ? ast.value : ast.kind, () => GraphQLLocalDate.parseLiteral(ast) as string);
  },
});

/** An RFC 3339 instant with a time zone; graphql-scalars checks it, the caller's string goes on unchanged. */
function dateTimeString(value: unknown): string {
  if (typeof value !== 'string' || !DATE_TIME.test(value) || !DATE.test(value.slice(0, 10))) throw invalid('DateTime', value);
  checked('DateTime', value, () => GraphQLDateTimeISO.parseValue(value));
  return value;
}

export const DateTimeScalar = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  description: 'Instant, ISO 8601 with time zone.',
  serialize(value) {
    if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString();
    return dateTimeString(value);
  },
  parseValue: dateTimeString,
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw invalid('DateTime', 'value' in ast ? ast.value : ast.kind);
    return dateTimeString(ast.value);
  },
});

export const scalarResolvers = {
  Decimal: DecimalScalar,
  Date: DateScalar,
  DateTime: DateTimeScalar,
};
