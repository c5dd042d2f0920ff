import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import { makeExecutableSchema } from '@graphql-tools/schema';
import {
  getNamedType, getVariableValues, GraphQLError, isEnumType, isSpecifiedScalarType, Kind, printSchema, TypeInfo, visit,
  visitWithTypeInfo, type DocumentNode, type ExecutionResult, type GraphQLSchema,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Resolvers } from './__generated__/resolvers.js';

/** How many compiled operations are kept (saved queries, the client's operations and integrators' own). */
const MAX_COMPILED = 500;

/**
 * Executes operations with graphql-jit (each operation compiled once to JavaScript, then run without graphql-js's
 * per-field interpretation), through Apollo's gateway hook: parsing, validation (depth, cost and armor limits),
 * plugins and error formatting stay Apollo's. A bid sheet answer holds ~50,000 fields, where graphql-js's own
 * execution cost more than the REST calls it waits for (issue 13 bench).
 */
/**
 * graphql-jit's errors have read-only fields; Apollo plugins (graphql-armor's suggestion masking) rewrite messages.
 * Rebuilt as graphql-js errors with the same message, path, locations, extensions and original error.
 */
function withPlainErrors(result: ExecutionResult): ExecutionResult {
  if (!result.errors) return result;
  const errors = result.errors.map((e) => {
    const plain = new GraphQLError(e.message, { path: e.path, originalError: e.originalError ?? undefined, extensions: e.extensions });
    return Object.assign(plain, { locations: e.locations });
  });
  return { ...result, errors };
}

/**
 * Whether every ID, String, Int, Float, Boolean and enum field the operation selects lies on one of `types`, object
 * types whose parents hold those values already as GraphQL serializes them (a module's mapping guarantees it). Such an
 * operation is compiled without those leaves' serializer calls (graphql-jit's disableLeafSerialization: null checks
 * stay, custom scalars such as Money are still serialized): graphql-jit builds a location and a path array for every
 * serialized leaf, and a bid sheet answer holds ~30,000 of these leaves (issue 13 bench). Any other field keeps the
 * whole operation on the serializing path.
 */
export function leavesServedAsIs(schema: GraphQLSchema, document: DocumentNode, types: ReadonlySet<string>): boolean {
  if (types.size === 0) return false;
  const typeInfo = new TypeInfo(schema);
  let asIs = true;
  visit(document, visitWithTypeInfo(typeInfo, {
    Field(node) {
      if (node.name.value === '__typename') return undefined;
      const type = typeInfo.getType();
      const parent = typeInfo.getParentType();
      const named = type ? getNamedType(type) : undefined;
      if (!named || !parent) { asIs = false; return false; }
      if ((isSpecifiedScalarType(named) || isEnumType(named)) && !types.has(parent.name)) asIs = false;
      return undefined;
    },
    // Fragments are visited where they are defined; an operation naming one is checked with it.
    [Kind.DIRECTIVE]: () => false,
  }));
  return asIs;
}

/** `servedAsIs`: the object types whose resolvers give leaves already serialized (see `leavesServedAsIs`). */
export function jitGateway(typeDefs: string[], resolvers: Resolvers, servedAsIs: ReadonlySet<string> = new Set()): GatewayInterface {
  const schema: GraphQLSchema = makeExecutableSchema({ typeDefs, resolvers: resolvers as never });
  // Insertion-ordered Map as a small LRU: a hit moves the entry to the end; the oldest goes first.
  const compiled = new Map<string, CompiledQuery>();
  const executor: GatewayExecutor = async (rc) => {
    // Variables are coerced by graphql-js first, for its messages (a scalar's own) and for Apollo, which answers
    // these errors (their node is the variable's definition) as BAD_USER_INPUT with status 400.
    const variables = rc.request.variables ?? {};
    const coerced = getVariableValues(schema, rc.operation.variableDefinitions ?? [], variables, { maxErrors: 50 });
    if (coerced.errors) return { errors: coerced.errors };
    const key = `${rc.queryHash}:${rc.operationName ?? ''}`;
    let query = compiled.get(key);
    if (query) {
      compiled.delete(key);
    } else {
      const result = compileQuery(schema, rc.document, rc.operationName ?? undefined, {
        disableLeafSerialization: leavesServedAsIs(schema, rc.document, servedAsIs),
      });
      if (!isCompiledQuery(result)) return result;
      query = result;
      if (compiled.size >= MAX_COMPILED) compiled.delete(compiled.keys().next().value!);
    }
    compiled.set(key, query);
    return withPlainErrors(await query.query(undefined, rc.context, variables));
  };
  return {
    async load() {
      return { executor };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => undefined;
    },
    async stop() {},
  };
}
