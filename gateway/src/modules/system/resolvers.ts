import type { Resolvers } from '../../__generated__/resolvers.js';
import { scalarKindResolvers } from '../../scalar-kinds.js';
import { scalarResolvers } from '../../scalars.js';

export const systemResolvers: Resolvers = {
  ...scalarResolvers,
  ...scalarKindResolvers,
  Query: {
    version: async (_parent, _args, ctx) => {
      const res = await ctx.upstream.callPublic('get', 'version');
      return String(res.data);
    },
  },
  Mutation: {
    _noop: () => null,
  },
};
