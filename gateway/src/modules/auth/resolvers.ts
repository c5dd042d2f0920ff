import { GraphQLError } from 'graphql';
import type { Resolvers } from '../../__generated__/resolvers.js';
import { loadLetterhead } from '../../documents/sources.js';
import { toPermissions, toSession, toUser } from './mapping.js';

export const authResolvers: Resolvers = {
  Query: {
    viewer: async (_parent, _args, ctx) => {
      const me = await ctx.loaders.me();
      return { user: toUser(me.user), permissions: toPermissions(me.permissions) };
    },
  },
  Viewer: {
    company: async (viewer, _args, ctx) => {
      const tenantId = viewer.user.tenantId;
      if (tenantId === null || tenantId === undefined) return null;
      try {
        return await ctx.loaders.companyById.load(tenantId);
      } catch (err) {
        // Users without read on their company's setup (e.g. estimators) simply have no company to show.
        if (err instanceof GraphQLError && err.extensions.code === 'FORBIDDEN') return null;
        throw err;
      }
    },
    // Every role reads the letterhead, so the side menu names the company alike for all (issue 31 item 13).
    companyName: async (viewer, _args, ctx) =>
      viewer.user.tenantId === null || viewer.user.tenantId === undefined ? null : (await loadLetterhead(ctx))?.name ?? null,
  },
  Mutation: {
    login: async (_parent, { username, password, rememberMe }, ctx) => {
      const data = await ctx.upstream.callPublic('post', 'auth/login', {
        body: { username, password, remember: rememberMe ?? true },
        // docs/accounts.md §7 names login field errors Username / Password.
        fields: { Username: 'username', Password: 'password' },
        reasons: { 401: 'INVALID_CREDENTIALS', 403: 'ACCOUNT_INACTIVE', 429: 'LOGIN_THROTTLED' },
      });
      return toSession(data.data);
    },
    forgotPassword: async (_parent, { username }, ctx) => {
      const res = await ctx.upstream.callPublic('post', 'auth/forgotpassword', {
        body: { username }, fields: { username: 'username' }, reasons: { 429: 'RESET_THROTTLED' },
      });
      return typeof res.data === 'string' ? res.data : 'If the entered email is valid, you will receive the email shortly.';
    },
    resetPassword: async (_parent, { token, password }, ctx) => {
      await ctx.upstream.callPublic('post', 'auth/resetpassword', {
        body: { token, password }, fields: { password: 'password' }, reasons: { 412: 'RESET_LINK_INVALID' },
      });
      return true;
    },
    changePassword: async (_parent, { oldPassword, newPassword }, ctx) => {
      await ctx.upstream.post('auth/changepassword', {
        body: { old_password: oldPassword, password: newPassword },
        fields: { old_password: 'oldPassword', password: 'newPassword' },
        reasons: { 412: 'WRONG_CURRENT_PASSWORD' },
      });
      return true;
    },
    selectCompany: async (_parent, { companyId }, ctx) => {
      return toSession(await ctx.upstream.post('auth/tenant', { body: { company_id: companyId }, fields: { company_id: 'companyId' } }));
    },
  },
};
