// Introspection is for signed-in users (docs/architecture.md §8.3): the playground and an integrator with a token
// read the schema; an anonymous caller does not learn every type, field and argument of the product. Its depth and
// cost are bounded like any operation's (server.ts, query-cost.ts).
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import type { GatewayContext } from './context.js';

export const INTROSPECTION_SIGN_IN = 'Sign in to read the schema.';

/** Whether the root selection asks for __schema or __type, also through fragments. */
export function selectsIntrospection(set: SelectionSetNode, fragments: Record<string, FragmentDefinitionNode>, seen = new Set<string>()): boolean {
  return set.selections.some((selection) => {
    if (selection.kind === Kind.FIELD) return selection.name.value === '__schema' || selection.name.value === '__type';
    if (selection.kind === Kind.INLINE_FRAGMENT) return selectsIntrospection(selection.selectionSet, fragments, seen);
    const name = selection.name.value;
    if (seen.has(name) || !fragments[name]) return false;
    seen.add(name);
    return selectsIntrospection(fragments[name].selectionSet, fragments, seen);
  });
}

const signInFirst = () => new GraphQLError(INTROSPECTION_SIGN_IN, { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });

/** Refuses an introspecting operation without a token the REST API accepts (one auth/me call, shared with viewer). */
export function introspectionForSignedIn(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, contextValue }) {
          if (!operation) return;
          const fragments = Object.fromEntries(document.definitions
            .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
            .map((d) => [d.name.value, d]));
          if (!selectsIntrospection((operation as OperationDefinitionNode).selectionSet, fragments)) return;
          if (!contextValue.upstream.authorization) throw signInFirst();
          try {
            await contextValue.loaders.me();
          } catch (error) {
            if (error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED') throw signInFirst();
            throw error;
          }
        },
      };
    },
  };
}
