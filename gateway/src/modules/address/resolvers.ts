import type { Resolvers } from '../../__generated__/resolvers.js';
import type { PlacesProvider } from './provider.js';
import { createPlacesProvider, placesConfigFromEnv } from './select.js';

export const DEFAULT_SUGGESTIONS = 8;
export const MAX_SUGGESTIONS = 20;

export function createAddressResolvers(places: PlacesProvider): Resolvers {
  return {
    Query: {
      addressSuggestions: async (_parent, { query, limit }, ctx) => {
        // Signed-in users only: the REST API decides whether the token is good (UNAUTHENTICATED otherwise).
        await ctx.loaders.me();
        const n = Math.min(MAX_SUGGESTIONS, Math.max(1, limit ?? DEFAULT_SUGGESTIONS));
        if (query.trim() === '') return [];
        return places.suggest(query, n);
      },
      states: async (_parent, _args, ctx) => {
        const rows = await ctx.upstream.get('loc/states');
        return (Array.isArray(rows) ? rows : []).map((s) => ({ name: s.name, code: s.code }));
      },
    },
  };
}

export const addressResolvers: Resolvers = createAddressResolvers(createPlacesProvider(placesConfigFromEnv()));
