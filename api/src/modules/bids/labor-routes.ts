import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { tenantOf, type RequestContext } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { errorResponses } from '../auth/schemas.js';
import { withBidWrite } from './guard.js';
import { laborLinesJson } from './lines.js';
import { pricedLaborLine } from './line-pricing.js';
import { projectOfBid } from './repository.js';
import { answerBid, bidRead, bidWrite, refuseExternal } from './routes.js';
import { BID_MESSAGES, badField } from './rules.js';
import { BidsheetParams, IdParams, LaborBody, LaborLineResponse, LaborListResponse, LineDeletedResponse, LineDeleteQuery } from './schemas.js';

// Internal labor lines of bid sheets (001 §7 Internal labor; calculations.md §5). The catalogue routes
// division/internallabour/positions|levels|costcode|position|level belong to the positions module.

const tags = ['bid sheets'];

async function lineOf(ctx: RequestContext, db: Db, id: number) {
  const line = await db.selectFrom('bid_labor_lines').selectAll().where('tenant_id', '=', tenantOf(ctx)).where('id', '=', id).executeTakeFirst();
  if (!line) throw notFound(BID_MESSAGES.lineNotFound);
  return line;
}

async function answer(ctx: RequestContext, db: Db, lineId: number, bidId: number) {
  const [line] = await laborLinesJson(ctx, db, { lineId });
  return { data: line!, bid: await answerBid(ctx, db, bidId) };
}

function checkBill(bill: string | undefined) {
  if (bill !== undefined && bill.trim().toUpperCase() !== 'BS') throw badField('bill', 'Only bid sheet lines (bill=BS) are served here.');
}

export function laborRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  const db: Db = deps.db;
  return async (app) => {
    // One hook guards the whole route tree: role 13 is refused before its body is validated (README).
    app.addHook('preValidation', refuseExternal);
    app.get('/division/internallabour/specific/BS/:bidsheetId', {
      config: { access: bidRead },
      schema: { tags, params: BidsheetParams, summary: "A bid's internal labor lines (calculations.md §5)", response: { 200: LaborListResponse, ...errorResponses(400, 401, 403, 404) } },
    }, async (request) => {
      const { ctx } = request;
      const bidId = request.params.bidsheetId;
      if ((await projectOfBid(ctx, db, bidId)) === undefined) throw notFound(BID_MESSAGES.bidNotFound);
      return { data: await laborLinesJson(ctx, db, { bidIds: [bidId] }) };
    });

    app.post('/division/internallabour', {
      config: { access: bidWrite },
      schema: { tags, body: LaborBody, summary: "Add a labor line: cost per unit defaults to the level's rate, burden read now, both stored", response: { 200: LaborLineResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    }, async (request) => {
      const { ctx } = request;
      const body = request.body;
      const bidId = body.bidsheet_id;
      if (bidId === undefined) throw badField('bidsheet_id', BID_MESSAGES.mandatory);
      const id = await withBidWrite(ctx, db, bidId, await projectOfBid(ctx, db, bidId), body.version, async (trx, bid) => {
        const row = await trx.insertInto('bid_labor_lines')
          .values({ tenant_id: tenantOf(ctx), bid_id: bidId, ...(await pricedLaborLine(ctx, trx, bid.hourly, body, undefined)) })
          .returning('id').executeTakeFirstOrThrow();
        return row.id;
      });
      return answer(ctx, db, id, bidId);
    });

    app.put('/division/internallabour/:id', {
      config: { access: bidWrite },
      schema: { tags, params: IdParams, body: LaborBody, summary: 'Edit a labor line (fields left out keep their value; re-priced and burden re-read)', response: { 200: LaborLineResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    }, async (request) => {
      const { ctx } = request;
      const { id } = request.params;
      const line = await lineOf(ctx, db, id);
      await withBidWrite(ctx, db, line.bid_id, await projectOfBid(ctx, db, line.bid_id), request.body.version, async (trx, bid) => {
        const stored = await lineOf(ctx, trx, id);
        await trx.updateTable('bid_labor_lines').set({ ...(await pricedLaborLine(ctx, trx, bid.hourly, request.body, stored)), updated_at: new Date() })
          .where('tenant_id', '=', tenantOf(ctx)).where('id', '=', id).execute();
      });
      return answer(ctx, db, id, line.bid_id);
    });

    for (const path of ['/division/internallabour/', '/division/internallabour']) {
      app.delete(path, {
        config: { access: bidWrite },
        schema: { tags, querystring: LineDeleteQuery, summary: 'Delete a labor line of a bid (bill=BS)', response: { 200: LineDeletedResponse, ...errorResponses(400, 401, 403, 404, 409) } },
      }, async (request) => {
        const { ctx } = request;
        checkBill(request.query.bill);
        const { id, version } = request.query;
        const line = await lineOf(ctx, db, id);
        await withBidWrite(ctx, db, line.bid_id, await projectOfBid(ctx, db, line.bid_id), version, async (trx) => {
          await trx.deleteFrom('bid_labor_lines').where('tenant_id', '=', tenantOf(ctx)).where('id', '=', id).execute();
        });
        return { data: { id }, bid: await answerBid(ctx, db, line.bid_id) };
      });
    }
  };
}

export { checkBill };
