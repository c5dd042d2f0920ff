import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { Access } from '../../auth/access.js';
import { tenantOf, type RequestContext } from '../../auth/context.js';
import { can } from '../../auth/permissions.js';
import type { Db } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { forbidden, notFound } from '../../errors.js';
import { errorResponses } from '../auth/schemas.js';
import { pricedLaborLine } from '../bids/line-pricing.js';
import { refuseExternal } from '../bids/routes.js';
import { badField, batchIdsOf, blank, MAX_BATCH_BIDS, text } from '../bids/rules.js';
import type { LaborBody } from '../bids/schemas.js';
import { projectByUid } from '../bids/repository.js';
import { withDirectCostWrite } from './guard.js';
import { laborLinesJson, projectOfDirectCost, tradeLinesJson } from './repository.js';
import { answerDirectCost, directCostRead } from './routes.js';
import { dateField, DC_MESSAGES } from './rules.js';
import { DirectCostIdParams, DirectCostLaborListResponse, DirectCostLinesQuery, DirectCostLinesResponse } from './schemas.js';

// Dated internal labor lines of direct costs (001 §7 Direct costs and direct-cost labor lines; calculations.md §5),
// priced per hour by bids' line-pricing.ts. The add, edit and delete share their paths with bid labor lines: the bids
// module's routes hand a direct-cost line to the functions here (README: `direct_cost_id` or `bill=DC`).

const tags = ['direct costs'];
type Body = Static<typeof LaborBody>;

/** The write access of a path shared by bid and direct-cost lines: either area's write; the handler checks which. */
export const sharedLineWrite: Access = { anyOf: ['bid_sheets', 'direct_costs'], mode: 'write' };

/** Whether a request on a shared line path names a direct-cost line (README: `bill=DC` or a `direct_cost_id`). */
export function isDirectCostLine(request: FastifyRequest): boolean {
  const bill = (request.query as { bill?: unknown } | undefined)?.bill;
  const body = request.body as { direct_cost_id?: unknown } | null | undefined;
  return text(bill).toUpperCase() === 'DC' || (typeof body === 'object' && body !== null && !blank(body.direct_cost_id));
}

/** preValidation of the shared paths: write on direct_costs for a direct-cost line, on bid_sheets for a bid's (403). */
export async function requireLineArea(request: FastifyRequest): Promise<void> {
  const area = isDirectCostLine(request) ? 'direct_costs' : 'bid_sheets';
  if (!can(request.ctx.permissions, area, 'write')) throw forbidden();
}

async function lineOf(ctx: RequestContext, db: Db, id: number) {
  const line = await db.selectFrom('direct_cost_labor_lines').selectAll().where('tenant_id', '=', tenantOf(ctx)).where('id', '=', id)
    .executeTakeFirst();
  if (!line) throw notFound(DC_MESSAGES.lineNotFound);
  return line;
}

async function answer(ctx: RequestContext, db: Db, lineId: number, directCostId: number) {
  const [line] = await laborLinesJson(ctx, db, { lineId });
  return { data: line!, direct_cost: await answerDirectCost(ctx, db, directCostId) };
}

/** POST division/internallabour with direct_cost_id: a dated line priced per hour (the date is required). */
export async function addDirectCostLaborLine(ctx: RequestContext, db: Db, body: Body) {
  const directCostId = body.direct_cost_id!;
  const id = await withDirectCostWrite(ctx, db, directCostId, async (trx) => {
    const date = dateField(body.date, 'date');
    if (date === undefined) throw badField('date', DC_MESSAGES.mandatory);
    const row = await trx.insertInto('direct_cost_labor_lines')
      .values({ tenant_id: tenantOf(ctx), direct_cost_id: directCostId, work_date: date, ...(await pricedLaborLine(ctx, trx, true, body, undefined)) })
      .returning('id').executeTakeFirstOrThrow();
    return row.id;
  });
  return answer(ctx, db, id, directCostId);
}

/** PUT division/internallabour/{id}?bill=DC: fields left out keep their value; re-priced and the burden re-read. */
export async function updateDirectCostLaborLine(ctx: RequestContext, db: Db, id: number, body: Body) {
  const line = await lineOf(ctx, db, id);
  if (body.direct_cost_id !== undefined && body.direct_cost_id !== line.direct_cost_id) throw notFound(DC_MESSAGES.lineNotFound);
  await withDirectCostWrite(ctx, db, line.direct_cost_id, async (trx) => {
    const stored = await lineOf(ctx, trx, id);
    const date = dateField(body.date, 'date');
    await trx.updateTable('direct_cost_labor_lines')
      .set({ ...(await pricedLaborLine(ctx, trx, true, body, stored)), ...(date ? { work_date: date } : {}), updated_at: new Date() })
      .where('tenant_id', '=', tenantOf(ctx)).where('id', '=', id).execute();
  });
  return answer(ctx, db, id, line.direct_cost_id);
}

/** DELETE division/internallabour/?bill=DC&id=: answers the direct cost with its new total. */
export async function deleteDirectCostLaborLine(ctx: RequestContext, db: Db, id: number) {
  const line = await lineOf(ctx, db, id);
  await withDirectCostWrite(ctx, db, line.direct_cost_id, async (trx) => {
    await trx.deleteFrom('direct_cost_labor_lines').where('tenant_id', '=', tenantOf(ctx)).where('id', '=', id).execute();
  });
  return { data: { id }, direct_cost: await answerDirectCost(ctx, db, line.direct_cost_id) };
}

export function directCostLaborRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  const db: Db = deps.db;
  return async (app) => {
    app.addHook('preValidation', refuseExternal);
    app.get('/internallabour/specific/DC/:directCostId', {
      config: { access: directCostRead },
      schema: { tags, params: DirectCostIdParams, summary: "A direct cost's labor lines, by date then id (calculations.md §5, per hour)", response: { 200: DirectCostLaborListResponse, ...errorResponses(400, 401, 403, 404) } },
    }, async (request) => {
      const { ctx } = request;
      const id = request.params.directCostId;
      if ((await projectOfDirectCost(ctx, db, id)) === undefined) throw notFound(DC_MESSAGES.notFound);
      return { data: await laborLinesJson(ctx, db, { directCostIds: [id] }) };
    });

    app.get('/directcostsheet/lines', {
      config: { access: directCostRead },
      schema: { tags, querystring: DirectCostLinesQuery, summary: `Labor and trade lines of a project's direct costs, or of up to ${MAX_BATCH_BIDS} direct costs, in one call`, response: { 200: DirectCostLinesResponse, ...errorResponses(400, 401, 403, 404) } },
    }, async (request) => {
      const { ctx } = request;
      const { project_uid: uid, direct_cost_ids: list } = request.query;
      let ids: number[];
      if (uid !== undefined) {
        const project = await projectByUid(ctx, db, uid);
        if (!project) throw notFound(DC_MESSAGES.projectNotFound);
        ids = (await db.selectFrom('direct_costs').select('id').where('tenant_id', '=', tenantOf(ctx)).where('project_id', '=', project.id).execute())
          .map((d) => d.id);
      } else {
        ids = batchIdsOf(list, 'direct_cost_ids', `Give a project_uid or 1 to ${MAX_BATCH_BIDS} direct cost ids.`);
      }
      const [labor, trades] = await Promise.all([laborLinesJson(ctx, db, { directCostIds: ids }), tradeLinesJson(ctx, db, { directCostIds: ids })]);
      return { data: { labor, trades } };
    });
  };
}
