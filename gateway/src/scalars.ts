import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { GraphQLDateTimeISO, GraphQLLocalDate } from 'graphql-scalars';
import { toDecimalString } from '@suite/money';

// All three cross the wire as strings so money keeps its exact digits and dates keep no time zone.

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

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
