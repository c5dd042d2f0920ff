// The cost of an operation counts list sizes: a field under a page of 100 costs 100, whether the query is
// written inline or with (named or inline) fragments. Computed with the variables' values, after validation.
import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError, Kind, SchemaMetaFieldDef, TypeMetaFieldDef, type FieldNode, type FragmentDefinitionNode, type GraphQLCompositeType, type GraphQLField,
  type GraphQLObjectType, type GraphQLSchema, type GraphQLType, type OperationDefinitionNode, type SelectionSetNode,
} from 'graphql';
import type { ErrorReason } from './__generated__/graphql.js';
import type { GatewayContext } from './context.js';

/** Assumed length of a list whose size no argument states (levels of a position, addresses of an owner). */
export const UNSIZED_LIST = 10;
/** Arguments that state how many items a field's list holds. */
const SIZE_ARGS = ['pageSize', 'limit', 'first'] as const;

// Types are told apart by their tag, not graphql's instanceof checks: Apollo's schema may come from graphql's
// ESM build and this module from its CJS build (as under vitest), and instanceof fails across the two.
const tagOf = (type: unknown) => Object.prototype.toString.call(type).slice(8, -1);
const ofType = (type: GraphQLType): GraphQLType => (type as { ofType: GraphQLType }).ofType;

function namedType(type: GraphQLType): GraphQLType {
  let t = type;
  while (tagOf(t) === 'GraphQLNonNull' || tagOf(t) === 'GraphQLList') t = ofType(t);
  return t;
}

function isListType(type: GraphQLType): boolean {
  return tagOf(tagOf(type) === 'GraphQLNonNull' ? ofType(type) : type) === 'GraphQLList';
}

const isComposite = (type: unknown): type is GraphQLCompositeType =>
  ['GraphQLObjectType', 'GraphQLInterfaceType', 'GraphQLUnionType'].includes(tagOf(type));
const hasFields = (type: unknown): type is GraphQLObjectType =>
  ['GraphQLObjectType', 'GraphQLInterfaceType'].includes(tagOf(type));

/** The schema's introspection fields, which no type lists among its own fields (graphql's meta field definitions). */
const META_FIELDS: Record<string, GraphQLField<unknown, unknown>> = { __schema: SchemaMetaFieldDef, __type: TypeMetaFieldDef };

interface Walk {
  schema: GraphQLSchema;
  fragments: Record<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  /** Counting the introspection (__schema, __type and below) instead of the data fields. */
  introspection: boolean;
}

function sizeArgument(walk: Walk, field: FieldNode, def: GraphQLField<unknown, unknown>): number | undefined {
  for (const name of SIZE_ARGS) {
    const arg = def.args.find((a) => a.name === name);
    if (!arg) continue;
    const node = field.arguments?.find((a) => a.name.value === name);
    const value = !node ? arg.defaultValue
      : node.value.kind === Kind.INT ? Number(node.value.value)
        : node.value.kind === Kind.VARIABLE ? walk.variables[node.value.name.value] ?? arg.defaultValue : undefined;
    if (typeof value === 'number' && Number.isFinite(value)) return Math.max(1, Math.floor(value));
  }
  return undefined;
}

/**
 * Sums 1 per field times the sizes of the lists above it. A field with a size argument passes its size on to
 * the first list below it (`projects(pageSize: 100) { items { … } }`), or is itself that list.
 */
function selectionCost(
  walk: Walk, set: SelectionSetNode, type: GraphQLCompositeType, multiplier: number, pending?: number, inMeta = false,
): number {
  let cost = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = walk.fragments[selection.name.value];
      if (!fragment) continue;
      const on = walk.schema.getType(fragment.typeCondition.name.value);
      if (on && isComposite(on)) cost += selectionCost(walk, fragment.selectionSet, on, multiplier, pending, inMeta);
      continue;
    }
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      const on = selection.typeCondition ? walk.schema.getType(selection.typeCondition.name.value) : type;
      if (on && isComposite(on)) cost += selectionCost(walk, selection.selectionSet, on, multiplier, pending, inMeta);
      continue;
    }
    const name = selection.name.value;
    if (name === '__typename') continue; // free: no resolver, no list
    const meta = META_FIELDS[name];
    // Two counts, each with its own limit: the data fields, and the introspection below __schema and __type.
    if (walk.introspection ? !inMeta && !meta : name.startsWith('__')) continue;
    if (!hasFields(type)) continue;
    const def = meta ?? type.getFields()[name];
    if (!def) continue;
    cost += multiplier;
    if (!selection.selectionSet) continue;
    const size = sizeArgument(walk, selection, def) ?? pending;
    let childMultiplier = multiplier;
    let childPending: number | undefined = size;
    if (isListType(def.type)) {
      childMultiplier *= size ?? UNSIZED_LIST;
      childPending = undefined;
    }
    const child = namedType(def.type);
    if (isComposite(child)) cost += selectionCost(walk, selection.selectionSet, child, childMultiplier, childPending, inMeta || !!meta);
  }
  return cost;
}

function costOf(
  schema: GraphQLSchema, operation: OperationDefinitionNode, fragments: Record<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>, introspection: boolean,
): number {
  const root = operation.operation === 'mutation' ? schema.getMutationType()
    : operation.operation === 'subscription' ? schema.getSubscriptionType() : schema.getQueryType();
  if (!root) return 0;
  return selectionCost({ schema, fragments, variables, introspection }, operation.selectionSet, root, 1);
}

/** The cost of the operation's data fields (introspection is counted apart). */
export function operationCost(
  schema: GraphQLSchema, operation: OperationDefinitionNode, fragments: Record<string, FragmentDefinitionNode>,
  variables: Record<string, unknown> = {},
): number {
  return costOf(schema, operation, fragments, variables, false);
}

/**
 * The cost of the operation's introspection, counted the same way: its lists (types, fields, args) multiply what
 * they hold, so a nesting of types in fields in types grows past the limit long before it costs the server much.
 */
export function introspectionCost(
  schema: GraphQLSchema, operation: OperationDefinitionNode, fragments: Record<string, FragmentDefinitionNode>,
): number {
  return costOf(schema, operation, fragments, {}, true);
}

const refusal = (message: string) => new GraphQLError(message, {
  extensions: { code: 'GRAPHQL_VALIDATION_FAILED', reason: 'QUERY_LIMIT' satisfies ErrorReason, http: { status: 400 } },
});

/**
 * Refuses an operation whose cost, counted with list sizes and the variables' values, passes the limit, or whose
 * introspection passes its own (docs/architecture.md §8.3).
 */
export function costLimit(maxCost: number, maxIntrospectionCost: number): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, request, schema }) {
          if (!operation) return;
          const fragments = Object.fromEntries(document.definitions
            .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
            .map((d) => [d.name.value, d]));
          const cost = operationCost(schema, operation, fragments, request.variables ?? {});
          if (cost > maxCost) throw refusal(`Query refused: cost ${cost} exceeds the limit of ${maxCost} (fields times list sizes).`);
          const introspection = introspectionCost(schema, operation, fragments);
          if (introspection > maxIntrospectionCost) {
            throw refusal(`Query refused: introspection cost ${introspection} exceeds the limit of ${maxIntrospectionCost} (fields times list sizes).`);
          }
        },
      };
    },
  };
}

