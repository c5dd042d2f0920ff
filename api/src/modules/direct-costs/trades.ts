import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { tenantOf, type RequestContext } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { errorResponses } from '../auth/schemas.js';
import { tradeColumns } from '../bids/line-columns.js';
import { refuseExternal } from '../bids/routes.js';
import { badField } from '../bids/rules.js';
import { withDirectCostWrite } from './guard.js';
import { projectOfDirectCost, tradeLinesJson } from './repository.js';
import { answerDirectCost, directCostRead, directCostWrite } from './routes.js';
import { DC_MESSAGES } from './rules.js';
import {
  DirectCostIdParams, DirectCostTradeBody, DirectCostTradeLineResponse, DirectCostTradeListResponse, LineIdParams,
} from './schemas.js';

// Direct-trade lines of direct costs (001 §7; calculations.md §6): bids' line columns and pricing, without
// subcontractor amounts. Their delete shares DELETE directtrade/delete with bid lines (bill=DC, bids/trade-routes.ts).

const tags = ['direct costs'];
type Body = Static<typeof DirectCostTradeBody>;

async function lineOf(ctx: RequestContext, db: Db, id: number) {
  const line = await db.selectFrom('direct_cost_trade_lines').selectAll().where('tenant_id', '=', tenantOf(ctx)).where('id', '=', id)
    .executeTakeFirst();
  if (!line) throw notFound(DC_MESSAGES.lineNotFound);
  return line;
}

async function answer(ctx: RequestContext, db: Db, lineId: number, directCostId: number) {
  const [line] = await tradeLinesJson(ctx, db, { lineId });
  return { data: line!, direct_cost: await answerDirectCost(ctx, db, directCostId) };
}

/** DELETE directtrade/delete?bill=DC&id=: answers the direct cost with its new total. */
export async function deleteDirectCostTradeLine(ctx: RequestContext, db: Db, id: number) {
  const line = await lineOf(ctx, db, id);
  await withDirectCostWrite(ctx, db, line.direct_cost_id, async (trx) => {
    await trx.deleteFrom('direct_cost_trade_lines').where('tenant_id', '=', tenantOf(ctx)).where('id', '=', id).execute();
  });
  return { data: { id }, direct_cost: await answerDirectCost(ctx, db, line.direct_cost_id) };
}

export function directCostTradeRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  const db: Db = deps.db;
  return async (app) => {
    app.addHook('preValidation', refuseExternal);
    app.get('/directtrade/specific/DC/:directCostId', {
      config: { access: directCostRead },
      schema: { tags, params: DirectCostIdParams, summary: "A direct cost's direct-trade lines (calculations.md §6)", response: { 200: DirectCostTradeListResponse, ...errorResponses(400, 401, 403, 404) } },
    }, async (request) => {
      const { ctx } = request;
      const id = request.params.directCostId;
      if ((await projectOfDirectCost(ctx, db, id)) === undefined) throw notFound(DC_MESSAGES.notFound);
      return { data: await tradeLinesJson(ctx, db, { directCostIds: [id] }) };
    });

    app.post('/directtrade/DC', {
      config: { access: directCostWrite },
      schema: { tags, body: DirectCostTradeBody, summary: "Add a direct-trade line on a part (cost per unit and U/M default to the part's)", response: { 200: DirectCostTradeLineResponse, 201: DirectCostTradeLineResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    }, async (request, reply) => {
      const { ctx } = request;
      const body: Body = request.body;
      const directCostId = body.direct_cost_id;
      if (directCostId === undefined) throw badField('direct_cost_id', DC_MESSAGES.mandatory);
      const id = await withDirectCostWrite(ctx, db, directCostId, async (trx) => {
        const row = await trx.insertInto('direct_cost_trade_lines')
          .values({ tenant_id: tenantOf(ctx), direct_cost_id: directCostId, ...(await tradeColumns(ctx, trx, body, undefined)) })
          .returning('id').executeTakeFirstOrThrow();
        return row.id;
      });
      return reply.code(201).send(await answer(ctx, db, id, directCostId));
    });

    app.put('/directtrade/DC/:id', {
      config: { access: directCostWrite },
      schema: { tags, params: LineIdParams, body: DirectCostTradeBody, summary: 'Edit a direct-trade line of a direct cost (fields left out keep their value)', response: { 200: DirectCostTradeLineResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    }, async (request) => {
      const { ctx } = request;
      const { id } = request.params;
      const line = await lineOf(ctx, db, id);
      if (request.body.direct_cost_id !== undefined && request.body.direct_cost_id !== line.direct_cost_id) throw notFound(DC_MESSAGES.lineNotFound);
      await withDirectCostWrite(ctx, db, line.direct_cost_id, async (trx) => {
        const stored = await lineOf(ctx, trx, id);
        await trx.updateTable('direct_cost_trade_lines').set({ ...(await tradeColumns(ctx, trx, request.body, stored)), updated_at: new Date() })
          .where('tenant_id', '=', tenantOf(ctx)).where('id', '=', id).execute();
      });
      return answer(ctx, db, id, line.direct_cost_id);
    });
  };
}
