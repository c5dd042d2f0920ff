import type { Resolvers } from '../../__generated__/resolvers.js';
import { scalarResolvers } from '../../scalars.js';

export const systemResolvers: Resolvers = {
  ...scalarResolvers,
  Query: {
    version: async (_parent, _args, ctx) => {
      const res = await ctx.upstream.callPublic<unknown>({ method: 'GET', path: 'version' });
      return String(res.data);
    },
  },
  Mutation: {
    _noop: () => null,
  },
};
