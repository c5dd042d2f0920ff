import { GraphQLError } from 'graphql';
import type { Resolvers } from '../../__generated__/resolvers.js';
import { parseId, toTenantUser, toUserPayload, type RestUser } from './mapping.js';

const PAGE_SIZE_MAX = 100;
const UNKNOWN_USER = 'User not found.';

/** REST path segment for a user id; an id that cannot exist is NOT_FOUND without a REST call. */
function userPath(id: string): number {
  const n = parseId(id);
  if (n === null) throw new GraphQLError(UNKNOWN_USER, { extensions: { code: 'NOT_FOUND' } });
  return n;
}

export const userResolvers: Resolvers = {
  Query: {
    users: async (_parent, { page, pageSize }, ctx) => {
      const res = await ctx.upstream.call<RestUser[]>({
        method: 'GET',
        path: 'getall/Alluser',
        query: {
          page: Math.max(1, page ?? 1),
          pageSize: Math.min(PAGE_SIZE_MAX, Math.max(1, pageSize ?? 10)),
        },
      });
      const rows = Array.isArray(res.data) ? res.data : [];
      return { items: rows.map(toTenantUser), total: typeof res.total === 'number' ? res.total : rows.length };
    },
    user: async (_parent, { id }, ctx) => toTenantUser(await ctx.upstream.get<RestUser>(`getall/Alluser/${userPath(id)}`)),
  },
  Mutation: {
    // Full users and estimators are created by two REST calls (spec 000 §7).
    createUser: async (_parent, { input }, ctx) => {
      const path = input.role === 'ESTIMATOR' ? 'create/Estimator' : 'create/Fulluser';
      return toTenantUser(await ctx.upstream.post<RestUser>(path, { ...toUserPayload(input), is_active: true }));
    },
    updateUser: async (_parent, { id, input }, ctx) =>
      toTenantUser(await ctx.upstream.put<RestUser>(`update/alluser/${userPath(id)}`, toUserPayload(input))),
    setUserActive: async (_parent, { id, isActive }, ctx) =>
      toTenantUser(await ctx.upstream.put<RestUser>(`switchstatus/alluser/${userPath(id)}`, { is_active: isActive })),
  },
};
