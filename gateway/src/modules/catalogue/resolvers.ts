import { FormData } from 'undici';
import type { CsvImportResult } from '../../__generated__/graphql.js';
import type { Resolvers } from '../../__generated__/resolvers.js';
import { importRefused, importSucceeded, isCsvRefusal } from '../employees/mapping.js';
import {
  CATEGORY_FIELDS, DIVISION_FIELDS, PART_FIELDS, SUBDIVISION_FIELDS, toCategory, toCategoryPayload, toDivision,
  toDivisionPayload, toPart, toPartPayload, toSubdivision, toSubdivisionPayload, toTree, toUnit, toUnitPayload, UNIT_FIELDS,
} from './mapping.js';

const PAGE_SIZE_MAX = 100;
const list = <T>(rows: T[] | undefined): T[] => (Array.isArray(rows) ? rows : []);

// The cost catalogue (schema/catalogue.graphql; api/src/modules/catalogue/README.md for the REST routes).
export const catalogueResolvers: Resolvers = {
  Query: {
    divisions: async (_p, _a, ctx) => list(await ctx.upstream.get('divisionname')).map(toDivision),
    subdivisions: async (_p, { divisionId }, ctx) => list(divisionId
      ? await ctx.upstream.get('division/subdivisions/{divisionId}', { params: { divisionId } })
      : await ctx.upstream.get('division/subdivision')).map(toSubdivision),
    categories: async (_p, { subdivisionId }, ctx) => list(subdivisionId
      ? await ctx.upstream.get('division/category/subdivision/{subdivisionId}', { params: { subdivisionId } })
      : await ctx.upstream.get('division/category')).map(toCategory),
    parts: async (_p, { page, pageSize, divisionId, subdivisionId, categoryId, q }, ctx) => {
      const res = await ctx.upstream.call('get', 'directtrade/parts', {
        query: {
          page: Math.max(1, page ?? 1),
          pageSize: Math.min(PAGE_SIZE_MAX, Math.max(1, pageSize ?? 25)),
          division_id: divisionId ?? undefined,
          subdivision_id: subdivisionId ?? undefined,
          category_id: categoryId ?? undefined,
          q: q?.trim() || undefined,
        },
      });
      return { items: list(res.data).map(toPart), total: res.total };
    },
    unitsOfMeasure: async (_p, _a, ctx) => list(await ctx.upstream.get('directtrade/uperm')).map(toUnit),
    // Five REST calls side by side, whatever the size of the catalogue: never one per division or category.
    catalogueTree: async (_p, _a, ctx) => {
      const [divisions, subdivisions, categories, parts, units] = await Promise.all([
        ctx.upstream.get('divisionname'),
        ctx.upstream.get('division/subdivision'),
        ctx.upstream.get('division/category'),
        ctx.upstream.get('directtrade/parts', { query: { all: 'true' } }),
        ctx.upstream.get('directtrade/uperm'),
      ]);
      return {
        divisions: toTree(list(divisions), list(subdivisions), list(categories), list(parts)),
        parts: list(parts).map(toPart),
        units: list(units).map(toUnit),
      };
    },
  },
  Mutation: {
    createDivision: async (_p, { input }, ctx) =>
      toDivision(await ctx.upstream.post('divisionname', { body: toDivisionPayload(input), fields: DIVISION_FIELDS })),
    updateDivision: async (_p, { id, input }, ctx) =>
      toDivision(await ctx.upstream.put('divisionname/{id}', { params: { id }, body: toDivisionPayload(input), fields: DIVISION_FIELDS })),
    deleteDivision: async (_p, { id }, ctx) => (await ctx.upstream.delete('divisionname/{id}', { params: { id } })) === true,

    createSubdivision: async (_p, { input }, ctx) =>
      toSubdivision(await ctx.upstream.post('division/subdivision', { body: toSubdivisionPayload(input), fields: SUBDIVISION_FIELDS })),
    updateSubdivision: async (_p, { id, input }, ctx) => toSubdivision(await ctx.upstream.put('division/subdivision/{id}', {
      params: { id }, body: toSubdivisionPayload(input), fields: SUBDIVISION_FIELDS,
    })),
    deleteSubdivision: async (_p, { id }, ctx) => (await ctx.upstream.delete('division/subdivision/{id}', { params: { id } })) === true,

    createCategory: async (_p, { input }, ctx) =>
      toCategory(await ctx.upstream.post('division/category', { body: toCategoryPayload(input), fields: CATEGORY_FIELDS })),
    updateCategory: async (_p, { id, input }, ctx) => toCategory(await ctx.upstream.put('division/category/{id}', {
      params: { id }, body: toCategoryPayload(input), fields: CATEGORY_FIELDS,
    })),
    deleteCategory: async (_p, { id }, ctx) => (await ctx.upstream.delete('division/category/{id}', { params: { id } })) === true,

    createPart: async (_p, { input }, ctx) =>
      toPart(await ctx.upstream.post('directtrade/parts', { body: toPartPayload(input), fields: PART_FIELDS })),
    updatePart: async (_p, { id, input }, ctx) =>
      toPart(await ctx.upstream.put('directtrade/parts/{id}', { params: { id }, body: toPartPayload(input), fields: PART_FIELDS })),
    deletePart: async (_p, { id }, ctx) => (await ctx.upstream.delete('directtrade/parts/{id}', { params: { id } })) === true,

    createUnitOfMeasure: async (_p, { input }, ctx) =>
      toUnit(await ctx.upstream.post('directtrade/uperm', { body: toUnitPayload(input), fields: UNIT_FIELDS })),
    updateUnitOfMeasure: async (_p, { id, input }, ctx) =>
      toUnit(await ctx.upstream.put('directtrade/uperm/{id}', { params: { id }, body: toUnitPayload(input), fields: UNIT_FIELDS })),
    deleteUnitOfMeasure: async (_p, { id }, ctx) => (await ctx.upstream.delete('directtrade/uperm/{id}', { params: { id } })) === true,

    // A refused file (bad rows, wrong file, missing columns) is an expected outcome: ok false with the rows.
    uploadPartsCsv: async (_p, { csv }, ctx): Promise<CsvImportResult> => {
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'parts.csv');
      try {
        return importSucceeded((await ctx.upstream.call('post', 'directtrade/parts/uploadcsvdata', { form })).data);
      } catch (err) {
        if (isCsvRefusal(err)) return importRefused(err.message, err.extensions.rows);
        throw err;
      }
    },
  },
};

