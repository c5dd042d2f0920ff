import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import type { RequestContext } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { errorResponses } from '../auth/schemas.js';
import { tradeLineEditing } from '../lines/editing.js';
import { badField } from '../lines/fields.js';
import { DIRECT_COST_SHEET } from './guard.js';
import { projectOfDirectCost, tradeLinesJson } from './repository.js';
import { answerDirectCost, directCostRead, directCostWrite } from './routes.js';
import { DC_MESSAGES } from './rules.js';
import {
  DirectCostIdParams, DirectCostTradeBody, DirectCostTradeLineResponse, DirectCostTradeListResponse, LineIdParams,
} from './schemas.js';

// Direct-trade lines of direct costs (docs/projects.md §7; docs/money.md §6): bids' line columns and pricing, without
// subcontractor amounts. Their delete shares DELETE directtrade/delete with bid lines (bill=DC, bids/trade-routes.ts).

const tags = ['direct costs'];
type Body = Static<typeof DirectCostTradeBody>;
const trades = tradeLineEditing(DIRECT_COST_SHEET);

async function answer(ctx: RequestContext, db: Db, lineId: number, directCostId: number) {
  const [line] = await tradeLinesJson(ctx, db, { lineId });
  return { data: line!, direct_cost: await answerDirectCost(ctx, db, directCostId) };
}

/** DELETE directtrade/delete?bill=DC&id=: answers the direct cost with its new total. */
export async function deleteDirectCostTradeLine(ctx: RequestContext, db: Db, id: number) {
  const line = await trades.remove(ctx, db, id, undefined);
  return { data: { id }, direct_cost: await answerDirectCost(ctx, db, line.parent_id) };
}

export function directCostTradeRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  const db: Db = deps.db;
  return async (app) => {
    app.get('/directtrade/specific/DC/:directCostId', {
      config: { access: directCostRead },
      schema: { tags, params: DirectCostIdParams, summary: "A direct cost's direct-trade lines (docs/money.md §6)", response: { 200: DirectCostTradeListResponse, ...errorResponses(400, 401, 403, 404) } },
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
      const id = await trades.add(ctx, db, directCostId, undefined, body);
      return reply.code(201).send(await answer(ctx, db, id, directCostId));
    });

    app.put('/directtrade/DC/:id', {
      config: { access: directCostWrite },
      schema: { tags, params: LineIdParams, body: DirectCostTradeBody, summary: 'Edit a direct-trade line of a direct cost (fields left out keep their value)', response: { 200: DirectCostTradeLineResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    }, async (request) => {
      const { ctx } = request;
      const { id } = request.params;
      const body = request.body;
      const line = await trades.update(ctx, db, id, undefined, body, {
        check: (stored) => {
          if (body.direct_cost_id !== undefined && body.direct_cost_id !== stored.parent_id) throw notFound(DC_MESSAGES.lineNotFound);
        },
      });
      return answer(ctx, db, id, line.parent_id);
    });
  };
}
