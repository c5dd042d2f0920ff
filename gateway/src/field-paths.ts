import { GraphQLError } from 'graphql';

/**
 * REST field path → GraphQL argument path, e.g. 'details.company_email' → 'input.details.email'.
 * `*` stands for an array index on both sides ('addresses.*.address_1' → 'input.addresses.*.address1').
 * Each module's mapping.ts exports one beside the function that builds the REST body, so field errors
 * reach the client under the names it sent.
 */
export type FieldPathMap = Readonly<Record<string, string>>;

function matchPath(pattern: string[], path: string[]): string[] | undefined {
  if (pattern.length !== path.length) return undefined;
  const indexes: string[] = [];
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i] === '*') {
      if (!/^\d+$/.test(path[i]!)) return undefined;
      indexes.push(path[i]!);
    } else if (pattern[i] !== path[i]) {
      return undefined;
    }
  }
  return indexes;
}

/** One REST field path in GraphQL terms; a path the map does not know stays as the API named it. */
export function toGraphQLPath(restPath: string, map: FieldPathMap): string {
  const exact = map[restPath];
  if (exact !== undefined) return exact;
  const parts = restPath.split('.');
  for (const [pattern, target] of Object.entries(map)) {
    if (!pattern.includes('*')) continue;
    const indexes = matchPath(pattern.split('.'), parts);
    if (indexes) return target.split('.').map((seg) => (seg === '*' ? indexes.shift() ?? seg : seg)).join('.');
  }
  return restPath;
}

/** Field errors keyed by GraphQL paths (the first message wins when two REST paths land on one field). */
export function translateFields(fields: Record<string, string>, map: FieldPathMap): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) out[toGraphQLPath(path, map)] ??= message;
  return out;
}

/** The same error with its extensions.fields under GraphQL names; other errors pass unchanged. */
export function withGraphQLFields(err: unknown, map: FieldPathMap | undefined): unknown {
  if (!map || !(err instanceof GraphQLError)) return err;
  const fields = err.extensions.fields;
  if (!fields || typeof fields !== 'object') return err;
  return new GraphQLError(err.message, {
    extensions: { ...err.extensions, fields: translateFields(fields as Record<string, string>, map) },
  });
}

/** A REST path in GraphQL's camelCase, segment by segment: 'details.state_code' → 'details.stateCode' ('*' stays). */
export const camelPath = (restPath: string): string => restPath.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/**
 * A map by rule: each REST field named goes to its camelCase GraphQL name ('first_name' → 'firstName'), and only
 * the fields the schema calls differently are written out (`renames`, e.g. phone_number → phone).
 */
export function byRule(restFields: readonly string[], renames: FieldPathMap = {}): FieldPathMap {
  return { ...Object.fromEntries(restFields.map((field) => [field, camelPath(field)])), ...renames };
}

/** Prefixes every target of a map with the argument it sits under, e.g. withArgument('input', ...). */
export function underArgument(argument: string, map: FieldPathMap): FieldPathMap {
  return Object.fromEntries(Object.entries(map).map(([rest, gql]) => [rest, `${argument}.${gql}`]));
}
