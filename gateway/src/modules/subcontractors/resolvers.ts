import { GraphQLError } from 'graphql';
import { FormData } from 'undici';
import type { Resolvers } from '../../__generated__/resolvers.js';
import { importRefused, importSucceeded, isCsvRefusal } from '../employees/mapping.js';
import {
  ACTIVE_FILTER, MAP_FIELDS, restId, SUBCONTRACTOR_INPUT_FIELDS, toSubcontractor, toSubcontractorPayload, toSubcontractorRow,
  toSubcontractorSummary,
} from './mapping.js';

// docs/projects.md §9: the grid offers 10, 25, 50 and 100 a page (default 25); other sizes snap to the nearest offered one.
const PAGE_SIZES = [10, 25, 50, 100] as const;
const SEARCH_MAX = 255;
const SPREADSHEET_TYPES: Record<string, string> = {
  csv: 'text/csv', xls: 'application/vnd.ms-excel', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
const pageSizeOf = (n: number | null | undefined) =>
  PAGE_SIZES.reduce((best, size) => (Math.abs(size - (n ?? 25)) < Math.abs(best - (n ?? 25)) ? size : best), 25 as number);

export const subcontractorResolvers: Resolvers = {
  Query: {
    subcontractors: async (_parent, { page, pageSize, filter }, ctx) => {
      const search = filter?.search?.trim() ?? '';
      if (search.length > SEARCH_MAX) {
        const message = `Search text can be at most ${SEARCH_MAX} characters.`;
        throw new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields: { 'filter.search': message } } });
      }
      // ONE REST call: the page, its divisions and locations and the total come together.
      const res = await ctx.upstream.call('get', 'contractors', {
        query: {
          page: Math.max(1, page ?? 1),
          pageSize: pageSizeOf(pageSize) as 10 | 25 | 50 | 100,
          'states[]': filter?.states?.length ? filter.states : undefined,
          'divisions[]': filter?.divisionIds?.length ? filter.divisionIds : undefined,
          'laborOrDesign[]': filter?.laborOrDesign?.length ? filter.laborOrDesign : undefined,
          national: filter?.nationalOnly ? true : undefined,
          q: search || undefined,
          active: ACTIVE_FILTER[filter?.active ?? 'ALL'],
        },
      });
      const rows = Array.isArray(res.rows) ? res.rows : [];
      return { items: rows.map(toSubcontractorRow), total: res.meta?.total ?? rows.length };
    },
    subcontractor: async (_parent, { id }, ctx) => toSubcontractor(await ctx.upstream.get('contractor/{id}', { params: { id } })),
    subcontractorsBySubdivision: async (_parent, { subdivisionId }, ctx) =>
      (await ctx.upstream.get('contractor/subdivision/{subdivisionId}', { params: { subdivisionId } })).map(toSubcontractorSummary),
  },
  Mutation: {
    createSubcontractor: async (_parent, { input }, ctx) =>
      toSubcontractor(await ctx.upstream.post('contractor', { body: toSubcontractorPayload(input), fields: SUBCONTRACTOR_INPUT_FIELDS })),
    updateSubcontractor: async (_parent, { id, input }, ctx) => toSubcontractor(await ctx.upstream.put('contractor/{id}', {
      params: { id }, body: toSubcontractorPayload(input), fields: SUBCONTRACTOR_INPUT_FIELDS,
    })),
    // REST flips the state (PUT contractor/status/{id}, empty body); a set is a read and, when it differs, a flip.
    setSubcontractorActive: async (_parent, { id, isActive }, ctx) => {
      const current = await ctx.upstream.get('contractor/{id}', { params: { id } });
      if (current.sub_cont_info.is_active === isActive) return toSubcontractor(current);
      return toSubcontractor(await ctx.upstream.put('contractor/status/{id}', { params: { id } }));
    },
    mapSubcontractorsToSubdivision: async (_parent, { subdivisionId, subcontractorIds }, ctx) => {
      const data = await ctx.upstream.post('contractoradd/subdivision', {
        body: { subdivision_id: restId(subdivisionId), subcontractor_id: subcontractorIds.map(restId) }, fields: MAP_FIELDS,
      });
      return { subdivisionId: String(data.subdivision_id), mapped: data.mapped };
    },
    // The file goes to REST as multipart with its name; REST checks the type (docs/projects.md §5). A 400 is an outcome: ok false.
    uploadSubcontractors: async (_parent, { fileName, contentBase64 }, ctx) => {
      const type = SPREADSHEET_TYPES[/\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? ''] ?? 'application/octet-stream';
      const form = new FormData();
      form.append('file', new Blob([Buffer.from(contentBase64, 'base64')], { type }), fileName.slice(0, 255));
      try {
        return importSucceeded((await ctx.upstream.call('post', 'contractor/uploadcsvdata', { form })).data);
      } catch (err) {
        if (isCsvRefusal(err)) return importRefused(err.message, err.extensions.rows);
        throw err;
      }
    },
  },
};
