import type { Resolvers } from '../../__generated__/resolvers.js';
import { COMPANY_INPUT_FIELDS, toCompany, toCompanyPayload } from './mapping.js';

const PAGE_SIZE_MAX = 100;

export const companyResolvers: Resolvers = {
  Query: {
    companies: async (_parent, { page, pageSize }, ctx) => {
      const res = await ctx.upstream.call('get', 'companies', {
        query: {
          page: Math.max(1, page ?? 1),
          pageSize: Math.min(PAGE_SIZE_MAX, Math.max(1, pageSize ?? 10)),
        },
      });
      const rows = Array.isArray(res.data) ? res.data : [];
      return { items: rows.map(toCompany), total: typeof res.total === 'number' ? res.total : rows.length };
    },
    company: (_parent, { id }, ctx) => ctx.loaders.companyById.load(id),
    invitedCompanies: async (_parent, _args, ctx) => {
      const me = await ctx.loaders.me();
      const rows = await ctx.upstream.get('companies/subcontractor/{username}', { params: { username: me.user.username } });
      return (Array.isArray(rows) ? rows : []).map(toCompany);
    },
  },
  Mutation: {
    createCompany: async (_parent, { input }, ctx) =>
      toCompany(await ctx.upstream.post('company', { body: toCompanyPayload(input), fields: COMPANY_INPUT_FIELDS })),
    updateCompany: async (_parent, { id, input }, ctx) => toCompany(await ctx.upstream.put('company/{company_id}', {
      params: { company_id: id }, body: toCompanyPayload(input), fields: COMPANY_INPUT_FIELDS,
    })),
    setCompanyActive: async (_parent, { id, isActive }, ctx) => toCompany(await ctx.upstream.put('company/active/{company_id}', {
      params: { company_id: id }, body: { is_active: isActive },
    })),
    deleteCompany: async (_parent, { id }, ctx) => {
      await ctx.upstream.delete('company/{company}', { params: { company: id } });
      return true;
    },
  },
};
