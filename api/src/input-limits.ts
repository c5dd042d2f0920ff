// Limits every route's input gets without its module having to remember them (issue 9 §4): hostile input is
// a 400 naming the field, never a 500 from the database.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { HttpError } from './errors.js';

export const INT32_MAX = 2_147_483_647;
/** Strings without a length of their own: fits any column and index (a btree entry holds about 2.7 kB). */
export const DEFAULT_MAX_STRING = 1000;
/** Plain numbers without a range of their own: inside numeric(14,2), the widest money column. */
export const DEFAULT_MAX_NUMBER = 999_999_999_999;
/** A path id: a positive 32-bit integer written plainly ('1.9', '0x2', '1e0', '01' are not ids). */
const PLAIN_POSITIVE = /^[1-9]\d{0,9}$/;
const PLAIN_INTEGER = /^-?\d{1,10}$/;

type Schema = Record<string, unknown>;

/** Gives every integer, number and string in a schema the bounds it lacks (in place; idempotent). */
export function boundSchema(schema: unknown): void {
  if (!schema || typeof schema !== 'object') return;
  const s = schema as Schema;
  if (s.type === 'integer') {
    s.maximum ??= INT32_MAX;
    s.minimum ??= -INT32_MAX - 1;
  } else if (s.type === 'number') {
    s.maximum ??= DEFAULT_MAX_NUMBER;
    s.minimum ??= -DEFAULT_MAX_NUMBER;
  } else if (s.type === 'string' && s.format === undefined && s.enum === undefined) {
    s.maxLength ??= DEFAULT_MAX_STRING;
  }
  for (const key of ['properties', 'patternProperties'] as const) {
    const members = s[key];
    if (members && typeof members === 'object') for (const member of Object.values(members)) boundSchema(member);
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = s[key];
    if (Array.isArray(list)) list.forEach(boundSchema);
  }
  if (s.items) boundSchema(s.items);
  if (s.additionalProperties && typeof s.additionalProperties === 'object') boundSchema(s.additionalProperties);
}

const isIntegerSchema = (schema: unknown) => (schema as Schema | undefined)?.type === 'integer';

function fail(field: string, message: string): never {
  throw new HttpError(400, message, { [field]: message });
}

/** The first string holding a NUL (PostgreSQL text cannot store one), as a field path. */
function nulPath(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = nulPath(value[i], `${path}[${i}]`);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, member] of Object.entries(value)) {
      const found = nulPath(member, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return undefined;
}

/** Path and query integers must be written as plain integers before fastify turns the text into a number. */
function checkPlainIntegers(request: FastifyRequest): void {
  const schema = request.routeOptions.schema as { params?: Schema; querystring?: Schema } | undefined;
  const parts = [
    [request.params, schema?.params, PLAIN_POSITIVE],
    [request.query, schema?.querystring, PLAIN_INTEGER],
  ] as const;
  for (const [values, partSchema, pattern] of parts) {
    const properties = (partSchema?.properties ?? {}) as Record<string, unknown>;
    for (const [name, raw] of Object.entries((values ?? {}) as Record<string, unknown>)) {
      if (typeof raw !== 'string' || !isIntegerSchema(properties[name])) continue;
      if (!pattern.test(raw) || Math.abs(Number(raw)) > INT32_MAX) fail(name, `${name} must be a whole number from 1 to ${INT32_MAX}.`);
    }
  }
}

/** Installs both rules: bounds on every route's schemas, and the checks before validation. */
export function installInputLimits(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema as { params?: unknown; querystring?: unknown; body?: unknown } | undefined;
    if (!schema) return;
    boundSchema(schema.params);
    boundSchema(schema.querystring);
    boundSchema(schema.body);
  });
  app.addHook('preValidation', async (request) => {
    const field = nulPath(request.params, '') ?? nulPath(request.query, '') ?? nulPath(request.body, '');
    if (field !== undefined) fail(field || 'body', `${field || 'The request'} contains a character that is not allowed.`);
    checkPlainIntegers(request);
  });
}
