import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
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

function validDate(s: string): boolean {
  const m = DATE.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

function dateOut(value: unknown): string | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10);
  if (typeof value !== 'string') return undefined;
  // A timestamp sent where a date belongs: keep the calendar part.
  const s = /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value;
  return validDate(s) ? s : undefined;
}

export const DateScalar = new GraphQLScalarType<string, string>({
  name: 'Date',
  description: 'Calendar date, YYYY-MM-DD.',
  serialize(value) {
    const s = dateOut(value);
    if (s === undefined) throw invalid('Date', value);
    return s;
  },
  parseValue(value) {
    if (typeof value !== 'string' || !validDate(value)) throw invalid('Date', value);
    return value;
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING || !validDate(ast.value)) throw invalid('Date', 'value' in ast ? ast.value : ast.kind);
    return ast.value;
  },
});

function validDateTime(s: string): boolean {
  return DATE_TIME.test(s) && !Number.isNaN(Date.parse(s)) && validDate(s.slice(0, 10));
}

export const DateTimeScalar = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  description: 'Instant, ISO 8601 with time zone.',
  serialize(value) {
    if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString();
    if (typeof value === 'string' && validDateTime(value)) return value;
    throw invalid('DateTime', value);
  },
  parseValue(value) {
    if (typeof value !== 'string' || !validDateTime(value)) throw invalid('DateTime', value);
    return value;
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING || !validDateTime(ast.value)) {
      throw invalid('DateTime', 'value' in ast ? ast.value : ast.kind);
    }
    return ast.value;
  },
});

export const scalarResolvers = {
  Decimal: DecimalScalar,
  Date: DateScalar,
  DateTime: DateTimeScalar,
};
