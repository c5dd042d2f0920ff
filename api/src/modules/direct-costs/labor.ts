import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { tenantOf, type RequestContext } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { errorResponses } from '../auth/schemas.js';
import { laborLineEditing } from '../lines/editing.js';
import { badField, batchIdsOf, blank, MAX_BATCH_IDS, text } from '../lines/fields.js';
import type { SharedLaborBody } from '../lines/shared-paths.js';
import { projectByUid } from '../projects/lookup.js';
import { DIRECT_COST_SHEET } from './guard.js';
import { laborLinesJson, projectOfDirectCost, tradeLinesJson } from './repository.js';
import { answerDirectCost, directCostRead } from './routes.js';
import { dateField, DC_MESSAGES } from './rules.js';
import { DirectCostIdParams, DirectCostLaborListResponse, DirectCostLinesQuery, DirectCostLinesResponse } from './schemas.js';

// Dated internal labor lines of direct costs (docs/projects.md §7 Direct costs and direct-cost labor lines; docs/money.md §5),
// priced per hour by bids' line-pricing.ts. The add, edit and delete share their paths with bid labor lines: the bids
// module's routes hand a direct-cost line to the functions here (shared-lines.ts; README: `direct_cost_id` or `bill=DC`).

const tags = ['direct costs'];
type Body = SharedLaborBody;
const labor = laborLineEditing(DIRECT_COST_SHEET);

/** Whether a request on a shared line path names a direct-cost line (README: `bill=DC` or a `direct_cost_id`). */
export function isDirectCostLine(request: FastifyRequest): boolean {
  const bill = (request.query as { bill?: unknown } | undefined)?.bill;
  const body = request.body as { direct_cost_id?: unknown } | null | undefined;
  return text(bill).toUpperCase() === 'DC' || (typeof body === 'object' && body !== null && !blank(body.direct_cost_id));
}

async function answer(ctx: RequestContext, db: Db, lineId: number, directCostId: number) {
  const [line] = await laborLinesJson(ctx, db, { lineId });
  return { data: line!, direct_cost: await answerDirectCost(ctx, db, directCostId) };
}

/** POST division/internallabour with direct_cost_id: a dated line priced per hour (the date is required). */
export async function addDirectCostLaborLine(ctx: RequestContext, db: Db, body: Body) {
  const directCostId = body.direct_cost_id!;
  const id = await labor.add(ctx, db, directCostId, undefined, body, {
    extra: () => {
      const date = dateField(body.date, 'date');
      if (date === undefined) throw badField('date', DC_MESSAGES.mandatory);
      return { work_date: date };
    },
  });
  return answer(ctx, db, id, directCostId);
}

/** PUT division/internallabour/{id}?bill=DC: fields left out keep their value; re-priced and the burden re-read. */
export async function updateDirectCostLaborLine(ctx: RequestContext, db: Db, id: number, body: Body) {
  const line = await labor.update(ctx, db, id, undefined, body, {
    check: (stored) => {
      if (body.direct_cost_id !== undefined && body.direct_cost_id !== stored.parent_id) throw notFound(DC_MESSAGES.lineNotFound);
    },
    extra: () => {
      const date = dateField(body.date, 'date');
      return date ? { work_date: date } : {};
    },
  });
  return answer(ctx, db, id, line.parent_id);
}

/** DELETE division/internallabour/?bill=DC&id=: answers the direct cost with its new total. */
export async function deleteDirectCostLaborLine(ctx: RequestContext, db: Db, id: number) {
  const line = await labor.remove(ctx, db, id, undefined);
  return { data: { id }, direct_cost: await answerDirectCost(ctx, db, line.parent_id) };
}

export function directCostLaborRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  const db: Db = deps.db;
  return async (app) => {
    app.get('/internallabour/specific/DC/:directCostId', {
      config: { access: directCostRead },
      schema: { tags, params: DirectCostIdParams, summary: "A direct cost's labor lines, by date then id (docs/money.md §5, per hour)", response: { 200: DirectCostLaborListResponse, ...errorResponses(400, 401, 403, 404) } },
    }, async (request) => {
      const { ctx } = request;
      const id = request.params.directCostId;
      if ((await projectOfDirectCost(ctx, db, id)) === undefined) throw notFound(DC_MESSAGES.notFound);
      return { data: await laborLinesJson(ctx, db, { directCostIds: [id] }) };
    });

    app.get('/directcostsheet/lines', {
      config: { access: directCostRead },
      schema: { tags, querystring: DirectCostLinesQuery, summary: `Labor and trade lines of a project's direct costs, or of up to ${MAX_BATCH_IDS} direct costs, in one call`, response: { 200: DirectCostLinesResponse, ...errorResponses(400, 401, 403, 404) } },
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
        ids = batchIdsOf(list, 'direct_cost_ids', `Give a project_uid or 1 to ${MAX_BATCH_IDS} direct cost ids.`);
      }
      const [labor, trades] = await Promise.all([laborLinesJson(ctx, db, { directCostIds: ids }), tradeLinesJson(ctx, db, { directCostIds: ids })]);
      return { data: { labor, trades } };
    });
  };
}
