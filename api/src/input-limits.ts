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
/**
 * How deep arrays and objects may nest in a JSON body (docs/architecture.md §8.2): the deepest body a route takes
 * nests 4 levels; 100,000 levels overflowed the stack of the checks below (a 500).
 */
export const MAX_JSON_DEPTH = 32;
export const JSON_TOO_DEEP = `The request body nests arrays or objects more than ${MAX_JSON_DEPTH} levels deep.`;

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

/**
 * Whether JSON text nests arrays or objects deeper than `max`: one pass over the characters, skipping strings,
 * without parsing and without recursion, so any body is measured before anything walks it.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return false;
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

/**
 * Fastify's own JSON parser (with its prototype-poisoning refusals), behind the depth check: a body nested deeper
 * than MAX_JSON_DEPTH is a 400 naming the limit before JSON.parse or any check walks it.
 */
function installDepthLimitedJson(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8'); // parseAs 'string': always text
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new HttpError(400, JSON_TOO_DEEP, { body: JSON_TOO_DEEP }), undefined);
      return;
    }
    parse(request, text, done);
  });
}

/** Installs the rules: bounded JSON depth, bounds on every route's schemas, and the checks before validation. */
export function installInputLimits(app: FastifyInstance): void {
  installDepthLimitedJson(app);
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
