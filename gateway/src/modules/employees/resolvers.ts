import { GraphQLError } from 'graphql';
import { FormData } from 'undici';
import type { ActiveFilter, CsvImportResult, Resolvers } from '../../__generated__/resolvers.js';
import type { GatewayContext } from '../../context.js';
import { employeeLoaders } from './loaders.js';
import {
  importRefused, importSucceeded, toEmployee, toEmployeePayload, toLevel, toPosition, type PositionParent,
  type RestEmployee, type RestLevel, type RestPosition,
} from './mapping.js';

const PAGE_SIZE_MAX = 100;
const STATUS: Record<ActiveFilter, string> = { ALL: 'all', ACTIVE: 'active', INACTIVE: 'inactive' };
const id = (value: string) => encodeURIComponent(value);
const list = <T>(rows: T[] | undefined): T[] => (Array.isArray(rows) ? rows : []);

/**
 * Sends CSV text to REST as a multipart file upload. A 400 (bad rows, wrong file, missing columns) is an
 * expected outcome: a CsvImportResult with ok false and the refused rows; other failures stay errors.
 */
async function uploadCsv(ctx: GatewayContext, path: string, filename: string, csv: string): Promise<CsvImportResult> {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), filename);
  try {
    const res = await ctx.upstream.call<{ imported: number; message: string }>({ method: 'POST', path, form });
    return importSucceeded(res.data);
  } catch (err) {
    if (err instanceof GraphQLError && err.extensions.code === 'BAD_USER_INPUT' && err.extensions.reason === undefined) {
      return importRefused(err.message, err.extensions.rows);
    }
    throw err;
  }
}

// Position parents carry no levels: Position.levels fetches them through the loader.
const asPosition = (row: RestPosition) => toPosition(row) as PositionParent as never;

export const employeeResolvers: Resolvers = {
  Query: {
    employees: async (_parent, { filter, page, pageSize }, ctx) => {
      const res = await ctx.upstream.call<RestEmployee[]>({
        method: 'GET',
        path: 'employee',
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
    employee: async (_parent, args, ctx) => toEmployee(await ctx.upstream.get<RestEmployee>(`employee/${id(args.id)}`)),
    employeesWithoutRole: async (_parent, _args, ctx) =>
      list(await ctx.upstream.get<RestEmployee[]>('employee/withoutrole')).map(toEmployee),
    internalLabor: async (_parent, { positionId }, ctx) => {
      const path = positionId ? `employee/internallabor/${id(positionId)}` : 'employee/internallabor';
      return list(await ctx.upstream.get<RestEmployee[]>(path)).map(toEmployee);
    },
    positions: async (_parent, _args, ctx) =>
      list(await ctx.upstream.get<RestPosition[]>('division/internallabour/positions')).map(asPosition),
    levels: async (_parent, { positionId }, ctx) => {
      const rows = await ctx.upstream.get<RestLevel[]>('division/internallabour/levels', {
        position_id: positionId ?? undefined,
      });
      return list(rows).map(toLevel);
    },
    positionCostCode: async (_parent, { positionId }, ctx) => {
      const data = await ctx.upstream.get<{ CostCode: string }>(`division/internallabour/costcode/${id(positionId)}`);
      return String(data?.CostCode ?? '');
    },
  },
  Mutation: {
    createEmployee: async (_parent, { input }, ctx) =>
      toEmployee(await ctx.upstream.post<RestEmployee>('employee', toEmployeePayload(input, true))),
    updateEmployee: async (_parent, args, ctx) =>
      toEmployee(await ctx.upstream.put<RestEmployee>(`employee/${id(args.id)}`, toEmployeePayload(args.input, false))),
    setEmployeeActive: async (_parent, args, ctx) =>
      toEmployee(await ctx.upstream.put<RestEmployee>(`employee/active/${id(args.id)}`, { is_active: args.isActive })),
    createPosition: async (_parent, { name }, ctx) =>
      asPosition(await ctx.upstream.post<RestPosition>('division/internallabour/position', { position: name })),
    updatePosition: async (_parent, args, ctx) =>
      asPosition(await ctx.upstream.put<RestPosition>(`position/update/${id(args.id)}`, { position: args.name })),
    createLevel: async (_parent, { positionId, name, costCode }, ctx) => {
      // The REST body wants a number; anything else is answered 400 by the API itself.
      const numeric = /^\d+$/.test(positionId) ? Number(positionId) : positionId;
      return toLevel(await ctx.upstream.post<RestLevel>('division/internallabour/level', {
        position_id: numeric, position: '', level: name, cost_code: costCode,
      }));
    },
    updateLevel: async (_parent, args, ctx) => {
      const body: { level: string; cost_code?: string } = { level: args.name };
      if (args.costCode !== undefined && args.costCode !== null) body.cost_code = args.costCode;
      return toLevel(await ctx.upstream.put<RestLevel>(`level/update/${id(args.id)}`, body));
    },
    deleteLevel: async (_parent, args, ctx) => {
      await ctx.upstream.delete(`level/delete/${id(args.id)}`);
      return true;
    },
    uploadEmployeesCsv: (_parent, { csv }, ctx) => uploadCsv(ctx, 'employee/uploadcsvdata', 'employees.csv', csv),
    uploadPositionsCsv: (_parent, { csv }, ctx) => uploadCsv(ctx, 'position/uploadcsv', 'positions.csv', csv),
  },
  Position: {
    levels: (parent, _args, ctx) => employeeLoaders(ctx).levelsByPosition.load(String(parent.id)),
  },
};
