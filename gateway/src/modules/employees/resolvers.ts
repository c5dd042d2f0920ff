import { FormData } from 'undici';
import type { ActiveFilter, CsvImportResult } from '../../__generated__/graphql.js';
import type { Resolvers } from '../../__generated__/resolvers.js';
import type { GatewayContext } from '../../context.js';
import { employeeLoaders } from './loaders.js';
import {
  EMPLOYEE_INPUT_FIELDS, importRefused, importSucceeded, isCsvRefusal, toEmployee, toEmployeePayload, toLevel, toPosition,
} from './mapping.js';

const PAGE_SIZE_MAX = 100;
const STATUS: Record<ActiveFilter, string> = { ALL: 'all', ACTIVE: 'active', INACTIVE: 'inactive' };
const list = <T>(rows: T[] | undefined): T[] => (Array.isArray(rows) ? rows : []);

/**
 * Sends CSV text to REST as a multipart file upload. A 400 (bad rows, wrong file, missing columns) is an
 * expected outcome: a CsvImportResult with ok false and the refused rows; other failures stay errors.
 */
type UploadPath = 'employee/uploadcsvdata' | 'position/uploadcsv';

async function uploadCsv(ctx: GatewayContext, path: UploadPath, filename: string, csv: string): Promise<CsvImportResult> {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), filename);
  try {
    const res = await ctx.upstream.call('post', path, { form });
    return importSucceeded(res.data);
  } catch (err) {
    if (isCsvRefusal(err)) return importRefused(err.message, err.extensions.rows);
    throw err;
  }
}


// Positions and levels take their values as plain arguments.
const POSITION_FIELDS = { position: 'name' };
const LEVEL_FIELDS = { position_id: 'positionId', level: 'name', cost_code: 'costCode' };

export const employeeResolvers: Resolvers = {
  Query: {
    employees: async (_parent, { filter, page, pageSize }, ctx) => {
      const res = await ctx.upstream.call('get', 'employee', {
        query: {
          status: STATUS[filter ?? 'ALL'],
          page: Math.max(1, page ?? 1),
          pageSize: Math.min(PAGE_SIZE_MAX, Math.max(1, pageSize ?? 10)),
        },
      });
      const rows = list(res.data);
      return {
        items: rows.map(toEmployee),
        total: typeof res.total === 'number' ? res.total : rows.length,
        billableCount: Number(res.billable_count ?? 0),
        nonBillableCount: Number(res.non_billable_count ?? 0),
      };
    },
    employee: async (_parent, args, ctx) => toEmployee(await ctx.upstream.get('employee/{ID}', { params: { ID: args.id } })),
    employeesWithoutRole: async (_parent, _args, ctx) =>
      list(await ctx.upstream.get('employee/withoutrole')).map(toEmployee),
    internalLabor: async (_parent, { positionId }, ctx) => {
      const rows = positionId
        ? await ctx.upstream.get('employee/internallabor/{position}', { params: { position: positionId } })
        : await ctx.upstream.get('employee/internallabor');
      return list(rows).map(toEmployee);
    },
    positions: async (_parent, _args, ctx) =>
      list(await ctx.upstream.get('division/internallabour/positions')).map(toPosition),
    levels: async (_parent, { positionId }, ctx) => {
      const rows = await ctx.upstream.get('division/internallabour/levels', {
        query: { position_id: positionId ?? undefined },
      });
      return list(rows).map(toLevel);
    },
    positionCostCode: async (_parent, { positionId }, ctx) => {
      const data = await ctx.upstream.get('division/internallabour/costcode/{positionId}', { params: { positionId } });
      return String(data?.CostCode ?? '');
    },
  },
  Mutation: {
    createEmployee: async (_parent, { input }, ctx) =>
      toEmployee(await ctx.upstream.post('employee', { body: toEmployeePayload(input, true), fields: EMPLOYEE_INPUT_FIELDS })),
    updateEmployee: async (_parent, args, ctx) => toEmployee(await ctx.upstream.put('employee/{ID}', {
      params: { ID: args.id }, body: toEmployeePayload(args.input, false), fields: EMPLOYEE_INPUT_FIELDS,
    })),
    setEmployeeActive: async (_parent, args, ctx) => toEmployee(await ctx.upstream.put('employee/active/{ID}', {
      params: { ID: args.id }, body: { is_active: args.isActive },
    })),
    deleteEmployee: async (_parent, args, ctx) =>
      (await ctx.upstream.delete('employee/{ID}', { params: { ID: args.id } })) === true,
    createPosition: async (_parent, { name }, ctx) => toPosition(await ctx.upstream.post('division/internallabour/position', {
      body: { position: name }, fields: POSITION_FIELDS,
    })),
    updatePosition: async (_parent, args, ctx) => toPosition(await ctx.upstream.put('position/update/{id}', {
      params: { id: args.id }, body: { position: args.name }, fields: POSITION_FIELDS,
    })),
    createLevel: async (_parent, { positionId, name, costCode }, ctx) => {
      // The REST body wants a number; a non-numeric id becomes NaN, sent as null, and the API answers 400 itself.
      const numeric = /^\d+$/.test(positionId) ? Number(positionId) : Number.NaN;
      return toLevel(await ctx.upstream.post('division/internallabour/level', {
        body: { position_id: numeric, position: '', level: name, cost_code: costCode }, fields: LEVEL_FIELDS,
      }));
    },
    updateLevel: async (_parent, args, ctx) => {
      const body: { level: string; cost_code?: string } = { level: args.name };
      if (args.costCode !== undefined && args.costCode !== null) body.cost_code = args.costCode;
      return toLevel(await ctx.upstream.put('level/update/{id}', { params: { id: args.id }, body, fields: LEVEL_FIELDS }));
    },
    deleteLevel: async (_parent, args, ctx) => {
      await ctx.upstream.delete('level/delete/{id}', { params: { id: args.id } });
      return true;
    },
    uploadEmployeesCsv: (_parent, { csv }, ctx) => uploadCsv(ctx, 'employee/uploadcsvdata', 'employees.csv', csv),
    uploadPositionsCsv: (_parent, { csv }, ctx) => uploadCsv(ctx, 'position/uploadcsv', 'positions.csv', csv),
  },
  Position: {
    levels: (parent, _args, ctx) => employeeLoaders(ctx).levelsByPosition.load(String(parent.id)),
  },
};
