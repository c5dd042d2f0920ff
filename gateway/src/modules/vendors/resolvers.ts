import { GraphQLError } from 'graphql';
import type { Resolvers } from '../../__generated__/resolvers.js';
import { ACTIVE_FILTER, restId } from '../subcontractors/mapping.js';
import { toVendor, toVendorPayload, toVendorRow, toVendorSummary, VENDOR_INPUT_FIELDS, VENDOR_MAP_FIELDS } from './mapping.js';

// The same grid contract as All Subcontractors (docs/projects.md §9): 10, 25, 50 or 100 a page; other sizes snap to the nearest.
const PAGE_SIZES = [10, 25, 50, 100] as const;
const SEARCH_MAX = 255;
const pageSizeOf = (n: number | null | undefined) =>
  PAGE_SIZES.reduce((best, size) => (Math.abs(size - (n ?? 25)) < Math.abs(best - (n ?? 25)) ? size : best), 25 as number);

export const vendorResolvers: Resolvers = {
  Query: {
    vendors: async (_parent, { page, pageSize, filter }, ctx) => {
      const search = filter?.search?.trim() ?? '';
      if (search.length > SEARCH_MAX) {
        const message = `Search text can be at most ${SEARCH_MAX} characters.`;
        throw new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields: { 'filter.search': message } } });
      }
      // ONE REST call: the page, its divisions and locations and the total come together.
      const res = await ctx.upstream.call('get', 'vendor', {
        query: {
          page: Math.max(1, page ?? 1),
          pageSize: pageSizeOf(pageSize) as 10 | 25 | 50 | 100,
          'states[]': filter?.states?.length ? filter.states : undefined,
          'divisions[]': filter?.divisionIds?.length ? filter.divisionIds : undefined,
          national: filter?.nationalOnly ? true : undefined,
          q: search || undefined,
          active: ACTIVE_FILTER[filter?.active ?? 'ALL'],
        },
      });
      const rows = Array.isArray(res.rows) ? res.rows : [];
      return { items: rows.map(toVendorRow), total: res.meta?.total ?? rows.length };
    },
    vendor: async (_parent, { id }, ctx) => toVendor(await ctx.upstream.get('vendor/details/{id}', { params: { id } })),
    vendorsBySubdivision: async (_parent, { subdivisionId }, ctx) =>
      (await ctx.upstream.get('vendor/{subdivisionId}', { params: { subdivisionId } })).map(toVendorSummary),
  },
  Mutation: {
    createVendor: async (_parent, { input }, ctx) =>
      toVendor(await ctx.upstream.post('vendor', { body: toVendorPayload(input), fields: VENDOR_INPUT_FIELDS })),
    updateVendor: async (_parent, { id, input }, ctx) =>
      toVendor(await ctx.upstream.put('vendor/{id}', { params: { id }, body: toVendorPayload(input), fields: VENDOR_INPUT_FIELDS })),
    // REST flips the state (PUT vendor/status/{id}, empty body); a set is a read and, when it differs, a flip.
    setVendorActive: async (_parent, { id, isActive }, ctx) => {
      const current = await ctx.upstream.get('vendor/details/{id}', { params: { id } });
      if (current.vendor_details.is_active === isActive) return toVendor(current);
      return toVendor(await ctx.upstream.put('vendor/status/{id}', { params: { id } }));
    },
    // docs/projects.md §7: one entry per chosen vendor, each naming the subdivision.
    mapVendorsToSubdivision: async (_parent, { subdivisionId, vendorIds }, ctx) => {
      const body = vendorIds.map((vendorId) => ({ subdivision_id: restId(subdivisionId), vendor_id: restId(vendorId) }));
      const data = await ctx.upstream.post('vendor/subdivision', { body, fields: VENDOR_MAP_FIELDS });
      return { subdivisionId: String(subdivisionId), mapped: data.mapped };
    },
  },
};
