import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { tenantOf, type RequestContext } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { errorResponses } from '../auth/schemas.js';
import { tradeLineEditing } from '../lines/editing.js';
import { badField, batchIdsOf, decimalField, MAX_BATCH_IDS } from '../lines/fields.js';
import { requireLineArea, sharedLineWrite, type SharedLineOwner } from '../lines/shared-paths.js';
import { projectByUid } from '../projects/lookup.js';
import { BID_SHEET } from './guard.js';
import { checkBill } from './labor-routes.js';
import { laborLinesJson, tradeLinesJson } from './lines.js';
import { projectOfBid, subcontractorsOnBid } from './repository.js';
import { answerBid, bidRead, bidWrite } from './routes.js';
import { BID_MESSAGES } from './rules.js';
import {
  BidsheetParams, IdParams, LineDeletedResponse, LineDeleteQuery, LinesQuery, LinesResponse, TradeBody, TradeLineResponse, TradeListResponse,
} from './schemas.js';

// Direct-trade lines of bid sheets with each subcontractor's amount (docs/projects.md §7 Direct trades; docs/money.md §6), and
// the batch read of a project's lines for the gateway.

const tags = ['bid sheets'];
type Body = Static<typeof TradeBody>;

/** §6: the quoted amounts, only for subcontractors on the bid (400 naming the entry); those left out keep theirs. */
async function writeAmounts(ctx: RequestContext, trx: Db, bidId: number, lineId: number, body: Body): Promise<void> {
  const list = body.subcontractor ?? [];
  if (list.length === 0) return;
  const onBid = await subcontractorsOnBid(ctx, trx, bidId);
  const values = list.map((entry, i) => {
    if (!onBid.includes(entry.subcontractor_id)) throw badField(`subcontractor[${i}].subcontractor_id`, BID_MESSAGES.notOnBid);
    const amount = decimalField(entry.subcontractor_amount, `subcontractor[${i}].subcontractor_amount`, 2, BID_MESSAGES.amount);
    return { tenant_id: tenantOf(ctx), bid_id: bidId, trade_line_id: lineId, subcontractor_id: entry.subcontractor_id, amount: (amount ?? '0').toString() };
  });
  await trx.insertInto('bid_trade_amounts').values(values)
    .onConflict((oc) => oc.columns(['tenant_id', 'trade_line_id', 'subcontractor_id']).doUpdateSet((eb) => ({ amount: eb.ref('excluded.amount') })))
    .execute();
}

const trades = tradeLineEditing(BID_SHEET);

async function answer(ctx: RequestContext, db: Db, lineId: number, bidId: number) {
  const [line] = await tradeLinesJson(ctx, db, { lineId });
  return { data: line!, bid: await answerBid(ctx, db, bidId) };
}

/** `other`: the other owner of the shared line paths (direct costs). */
export function tradeRoutes(deps: AppDeps, other: SharedLineOwner): FastifyPluginAsyncTypebox {
  const db: Db = deps.db;
  return async (app) => {
    app.get('/directtrade/specific/BS/:bidsheetId', {
      config: { access: bidRead },
      schema: { tags, params: BidsheetParams, summary: "A bid's direct-trade lines with each subcontractor's amount (docs/money.md §6)", response: { 200: TradeListResponse, ...errorResponses(400, 401, 403, 404) } },
    }, async (request) => {
      const { ctx } = request;
      const bidId = request.params.bidsheetId;
      if ((await projectOfBid(ctx, db, bidId)) === undefined) throw notFound(BID_MESSAGES.bidNotFound);
      return { data: await tradeLinesJson(ctx, db, { bidIds: [bidId] }) };
    });

    app.post('/directtrade', {
      config: { access: bidWrite },
      schema: { tags, body: TradeBody, summary: "Add a direct-trade line on a part (cost per unit and U/M default to the part's)", response: { 200: TradeLineResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    }, async (request) => {
      const { ctx } = request;
      const body = request.body;
      const bidId = body.bidsheet_id;
      if (bidId === undefined) throw badField('bidsheet_id', BID_MESSAGES.mandatory);
      const id = await trades.add(ctx, db, bidId, body.version, body, { after: (trx, _bid, lineId) => writeAmounts(ctx, trx, bidId, lineId, body) });
      return answer(ctx, db, id, bidId);
    });

    app.put('/directtrade/:id', {
      config: { access: bidWrite },
      schema: { tags, params: IdParams, body: TradeBody, summary: 'Edit a direct-trade line and its subcontractor amounts (fields left out keep their value)', response: { 200: TradeLineResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    }, async (request) => {
      const { ctx } = request;
      const { id } = request.params;
      const line = await trades.update(ctx, db, id, request.body.version, request.body, {
        after: (trx, bidId) => writeAmounts(ctx, trx, bidId, id, request.body),
      });
      return answer(ctx, db, id, line.parent_id);
    });

    // Shared with direct-cost trade lines (bill=DC, lines/shared-paths.ts), after the write access of that area.
    app.delete('/directtrade/delete', {
      config: { access: sharedLineWrite('bid_sheets', other) },
      preValidation: requireLineArea('bid_sheets', other),
      schema: { tags, querystring: LineDeleteQuery, summary: 'Delete a direct-trade line of a bid (bill=BS) with its amounts, or of a direct cost (bill=DC)', response: { 200: Type.Union([LineDeletedResponse, other.schemas.lineDeleted]), ...errorResponses(400, 401, 403, 404, 409) } },
    }, async (request) => {
      const { ctx } = request;
      if (other.claims(request)) return other.deleteTrade(ctx, db, request.query.id);
      checkBill(request.query.bill);
      const { id, version } = request.query;
      const line = await trades.remove(ctx, db, id, version);
      return { data: { id }, bid: await answerBid(ctx, db, line.parent_id) };
    });

    app.get('/bidsheet/lines', {
      config: { access: bidRead },
      schema: { tags, querystring: LinesQuery, summary: `Labor and trade lines of a project's bids, or of up to ${MAX_BATCH_IDS} bids, in one call`, response: { 200: LinesResponse, ...errorResponses(400, 401, 403, 404) } },
    }, async (request) => {
      const { ctx } = request;
      const { project_uid: uid, bid_ids: list } = request.query;
      let bidIds: number[];
      if (uid !== undefined) {
        const project = await projectByUid(ctx, db, uid);
        if (!project) throw notFound(BID_MESSAGES.projectNotFound);
        bidIds = (await db.selectFrom('bids').select('id').where('tenant_id', '=', tenantOf(ctx)).where('project_id', '=', project.id).execute())
          .map((b) => b.id);
      } else {
        bidIds = batchIdsOf(list, 'bid_ids', BID_MESSAGES.bidIds);
      }
      const [labor, trades] = await Promise.all([laborLinesJson(ctx, db, { bidIds }), tradeLinesJson(ctx, db, { bidIds })]);
      return { data: { labor, trades } };
    });
  };
}
