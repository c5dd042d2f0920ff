import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Access } from '../../auth/access.js';
import { tenantOf } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { HttpError } from '../../errors.js';
import { errorResponses } from '../auth/schemas.js';
import {
  deleteService, findService, insertService, listOverheadLabor, listServices, overheadInputs, toServiceJson,
  updateService,
} from './repository.js';
import { SERVICE_KINDS, validateService, type ServiceKind, type ServicePayload, type ServicePath } from './rules.js';
import {
  DeletedResponse, OverheadLaborResponse, ServiceBody, ServiceIdParams, ServiceListResponse, ServiceResponse,
  TotalsBlockResponse, TotalsSummaryResponse,
} from './schemas.js';
import { overheadTotals, TOTALS_BLOCKS, type TotalsBlock } from './totals.js';

// Company overhead (docs/projects.md §2.16, §7 Overhead; docs/money.md §2–§3). Permission area `overhead`: read for GETs,
// write for changes; always the caller's tenant from the token.

const tags = ['overhead'];
const read: Access = { area: 'overhead', mode: 'read' };
const write: Access = { area: 'overhead', mode: 'write' };

function serviceInput(body: ServicePayload, kind: ServiceKind) {
  const { values, errors } = validateService(body, kind);
  if (!values || !errors.empty) throw new HttpError(400, errors.message!, errors.fields);
  return values;
}

function toBlockJson(block: TotalsBlock) {
  return {
    id: TOTALS_BLOCKS.indexOf(block.key) + 1,
    forCostUnit: block.label,
    types: block.key,
    hourly: block.hourly,
    daily: block.daily,
    weekly: block.weekly,
    monthly: block.monthly,
    annually: block.annually,
    field_employees: block.fieldEmployees,
    no_field_employee: block.noFieldEmployee,
  };
}

export function overheadRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  const db: Db = deps.db;

  return async (app) => {
    // Every overhead route works in the caller's tenant: a platform admin that has opened no company gets its
    // 403 before a body is validated (never a 400 about fields it could not save anyway).
    app.addHook('preHandler', async (request) => {
      tenantOf(request.ctx);
    });

    for (const [path, kind] of Object.entries(SERVICE_KINDS) as [ServicePath, ServiceKind][]) {
      app.get(`/overhead/${path}`, {
        config: { access: read },
        schema: {
          tags, summary: `The company's ${kind} overhead services, with their figures in five periods`,
          response: { 200: ServiceListResponse, ...errorResponses(401, 403) },
        },
      }, async (request) => ({ data: (await listServices(request.ctx, db, kind)).map(toServiceJson) }));

      app.post(`/overhead/${path}`, {
        config: { access: write },
        schema: {
          tags, summary: `Adds a ${kind} overhead service {name, cost_per_unit, units, period}`,
          body: ServiceBody,
          response: { 200: ServiceResponse, ...errorResponses(400, 401, 403) },
        },
      }, async (request) => {
        const values = serviceInput(request.body, kind);
        return { data: toServiceJson(await insertService(request.ctx, db, kind, values)) };
      });
    }

    app.put('/overhead/update/:id', {
      config: { access: write },
      schema: {
        tags, summary: 'Changes a service {name, period, cost_per_unit, units}; the rules of its list apply',
        params: ServiceIdParams, body: ServiceBody,
        response: { 200: ServiceResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const { ctx } = request;
      const existing = await findService(ctx, db, request.params.id);
      const values = serviceInput(request.body, existing.kind);
      return { data: toServiceJson(await updateService(ctx, db, existing.id, values)) };
    });

    app.delete('/overhead/delete/:id', {
      config: { access: write },
      schema: {
        tags, summary: 'Deletes a service',
        params: ServiceIdParams,
        response: { 200: DeletedResponse, ...errorResponses(401, 403, 404) },
      },
    }, async (request) => {
      await deleteService(request.ctx, db, request.params.id);
      return { data: true };
    });

    app.get('/overhead/labor', {
      config: { access: read },
      schema: {
        tags, summary: 'Active employees with their level and loaded cost per hour, day, week, month and year',
        response: { 200: OverheadLaborResponse, ...errorResponses(401, 403) },
      },
    }, async (request) => ({ data: await listOverheadLabor(request.ctx, db) }));

    for (const key of TOTALS_BLOCKS) {
      app.get(`/overhead/${key}`, {
        config: { access: read },
        schema: {
          tags, summary: `Totals block '${key}' in five periods (docs/money.md §3)`,
          response: { 200: TotalsBlockResponse, ...errorResponses(401, 403) },
        },
      }, async (request) => ({ data: toBlockJson(overheadTotals(await overheadInputs(request.ctx, db))[key]) }));
    }

    app.get('/overhead/totals', {
      config: { access: read },
      schema: {
        tags, summary: 'Extension: the five totals blocks from one reading of the data, in summary order',
        response: { 200: TotalsSummaryResponse, ...errorResponses(401, 403) },
      },
    }, async (request) => {
      const totals = overheadTotals(await overheadInputs(request.ctx, db));
      return { data: TOTALS_BLOCKS.map((key) => toBlockJson(totals[key])) };
    });
  };
}
