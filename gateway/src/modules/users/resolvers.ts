import { GraphQLError } from 'graphql';
import type { Resolvers } from '../../__generated__/resolvers.js';
import { parseId, toTenantUser, toUserPayload, USER_INPUT_FIELDS } from './mapping.js';

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
      const res = await ctx.upstream.call('get', 'getall/Alluser', {
        query: {
          page: Math.max(1, page ?? 1),
          pageSize: Math.min(PAGE_SIZE_MAX, Math.max(1, pageSize ?? 10)),
        },
      });
      const rows = Array.isArray(res.data) ? res.data : [];
      return { items: rows.map(toTenantUser), total: typeof res.total === 'number' ? res.total : rows.length };
    },
    user: async (_parent, { id }, ctx) => toTenantUser(await ctx.upstream.get('getall/Alluser/{userId}', { params: { userId: userPath(id) } })),
  },
  Mutation: {
    // Full users and estimators are created by two REST calls (docs/accounts.md §7).
    createUser: async (_parent, { input }, ctx) => {
      const path = input.role === 'ESTIMATOR' ? 'create/Estimator' : 'create/Fulluser';
      return toTenantUser(await ctx.upstream.post(path, {
        body: { ...toUserPayload(input), is_active: true }, fields: USER_INPUT_FIELDS,
      }));
    },
    updateUser: async (_parent, { id, input }, ctx) => toTenantUser(await ctx.upstream.put('update/alluser/{userId}', {
      params: { userId: userPath(id) }, body: toUserPayload(input), fields: USER_INPUT_FIELDS,
    })),
    setUserActive: async (_parent, { id, isActive }, ctx) => toTenantUser(await ctx.upstream.put('switchstatus/alluser/{ID}', {
      params: { ID: userPath(id) }, body: { is_active: isActive },
    })),
  },
};
