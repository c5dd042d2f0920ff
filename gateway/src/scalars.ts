import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { GraphQLDateTimeISO, GraphQLLocalDate } from 'graphql-scalars';

// All three cross the wire as strings so money keeps its exact digits and dates keep no time zone.

const DECIMAL = /^-?\d+(\.\d+)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

function invalid(type: string, value: unknown): GraphQLError {
  return new GraphQLError(`${type} cannot represent value: ${JSON.stringify(value)}`, {
    extensions: { code: 'BAD_USER_INPUT' },
  });
}

/** Normalises "1,234.5" / 1234.5 / " 12 " to a plain decimal string; undefined when it is not one. */
export function toDecimalString(value: unknown): string | undefined {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? String(value) : undefined;
  }
  if (typeof value === 'bigint') return value.toString();
  if (typeof value !== 'string') return undefined;
  const s = value.trim().replace(/,/g, '');
  return DECIMAL.test(s) ? s : undefined;
}

/** Money and percentages always carry two places on output ("10.00"); exact string arithmetic, no floats. */
export function formatDecimal(value: string): string {
  const negative = value.startsWith('-');
  const [intPart = '0', frac = ''] = value.replace(/^-/, '').split('.');
  if (frac.length > 2) return (negative ? '-' : '') + `${intPart}.${frac}`; // more precision: keep it
  return (negative ? '-' : '') + `${intPart.replace(/^0+(?=\d)/, '')}.${frac.padEnd(2, '0')}`;
}

export const DecimalScalar = new GraphQLScalarType<string, string>({
  name: 'Decimal',
  description: 'Money or percentage as an exact decimal string with two places, e.g. "1234.50".',
  serialize(value) {
    const s = toDecimalString(value);
    if (s === undefined) throw invalid('Decimal', value);
    return formatDecimal(s);
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
