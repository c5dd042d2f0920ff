import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { RequestContext } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { errorResponses } from '../auth/schemas.js';
import { badField } from '../lines/fields.js';
import { laborLineEditing } from '../lines/editing.js';
import { requireLineArea, sharedLineWrite, type SharedLineOwner } from '../lines/shared-paths.js';
import { BID_SHEET } from './guard.js';
import { laborLinesJson } from './lines.js';
import { projectOfBid } from './repository.js';
import { answerBid, bidRead } from './routes.js';
import { BID_MESSAGES } from './rules.js';
import { BidsheetParams, BillQuery, IdParams, LaborBody, LaborLineResponse, LaborListResponse, LineDeletedResponse, LineDeleteQuery } from './schemas.js';

// Internal labor lines of bid sheets (docs/projects.md §7 Internal labor; docs/money.md §5). The catalogue routes
// division/internallabour/positions|levels|costcode|position|level belong to the positions module; direct-cost
// lines on the same paths are handed to their owner (lines/shared-paths.ts: direct costs, from the module list).

const tags = ['bid sheets'];

const labor = laborLineEditing(BID_SHEET);

async function answer(ctx: RequestContext, db: Db, lineId: number, bidId: number) {
  const [line] = await laborLinesJson(ctx, db, { lineId });
  return { data: line!, bid: await answerBid(ctx, db, bidId) };
}

/** A line route of bids serves bill=BS (the default); bill=DC went to direct costs before this; anything else: 400. */
function checkBill(bill: string | undefined) {
  if (bill !== undefined && bill.trim().toUpperCase() !== 'BS') throw badField('bill', 'Only bid sheet (bill=BS) and direct cost (bill=DC) lines are served here.');
}

/** `other`: the other owner of the shared line paths (direct costs). */
export function laborRoutes(deps: AppDeps, other: SharedLineOwner): FastifyPluginAsyncTypebox {
  const db: Db = deps.db;
  const sharedWrite = sharedLineWrite('bid_sheets', other);
  const lineArea = requireLineArea('bid_sheets', other);
  return async (app) => {
    app.get('/division/internallabour/specific/BS/:bidsheetId', {
      config: { access: bidRead },
      schema: { tags, params: BidsheetParams, summary: "A bid's internal labor lines (docs/money.md §5)", response: { 200: LaborListResponse, ...errorResponses(400, 401, 403, 404) } },
    }, async (request) => {
      const { ctx } = request;
      const bidId = request.params.bidsheetId;
      if ((await projectOfBid(ctx, db, bidId)) === undefined) throw notFound(BID_MESSAGES.bidNotFound);
      return { data: await laborLinesJson(ctx, db, { bidIds: [bidId] }) };
    });

    // Add, edit and delete share their paths with direct-cost labor lines (direct-costs/README.md): `direct_cost_id`
    // or `bill=DC` hands the request to direct costs, after the write access of that area.
    app.post('/division/internallabour', {
      config: { access: sharedWrite },
      preValidation: lineArea,
      schema: { tags, body: LaborBody, summary: "Add a labor line: cost per unit defaults to the level's rate, burden read now, both stored (a direct cost's with direct_cost_id: 201)", response: { 200: Type.Union([LaborLineResponse, other.schemas.laborLine]), 201: other.schemas.laborLine, ...errorResponses(400, 401, 403, 404, 409) } },
    }, async (request, reply) => {
      const { ctx } = request;
      const body = request.body;
      if (other.claims(request)) return reply.code(201).send(await other.addLabor(ctx, db, body));
      const bidId = body.bidsheet_id;
      if (bidId === undefined) throw badField('bidsheet_id', BID_MESSAGES.mandatory);
      const id = await labor.add(ctx, db, bidId, body.version, body);
      return answer(ctx, db, id, bidId);
    });

    app.put('/division/internallabour/:id', {
      config: { access: sharedWrite },
      preValidation: lineArea,
      schema: { tags, params: IdParams, querystring: BillQuery, body: LaborBody, summary: 'Edit a labor line (fields left out keep their value; re-priced and burden re-read); bill=DC or direct_cost_id: a direct cost\'s', response: { 200: Type.Union([LaborLineResponse, other.schemas.laborLine]), ...errorResponses(400, 401, 403, 404, 409) } },
    }, async (request) => {
      const { ctx } = request;
      const { id } = request.params;
      if (other.claims(request)) return other.updateLabor(ctx, db, id, request.body);
      const line = await labor.update(ctx, db, id, request.body.version, request.body);
      return answer(ctx, db, id, line.parent_id);
    });

    for (const path of ['/division/internallabour/', '/division/internallabour']) {
      app.delete(path, {
        config: { access: sharedWrite },
        preValidation: lineArea,
        schema: { tags, querystring: LineDeleteQuery, summary: 'Delete a labor line of a bid (bill=BS) or of a direct cost (bill=DC)', response: { 200: Type.Union([LineDeletedResponse, other.schemas.lineDeleted]), ...errorResponses(400, 401, 403, 404, 409) } },
      }, async (request) => {
        const { ctx } = request;
        if (other.claims(request)) return other.deleteLabor(ctx, db, request.query.id);
        checkBill(request.query.bill);
        const { id, version } = request.query;
        const line = await labor.remove(ctx, db, id, version);
        return { data: { id }, bid: await answerBid(ctx, db, line.parent_id) };
      });
    }
  };
}

export { checkBill };
