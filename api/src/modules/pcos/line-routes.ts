import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { tenantOf, type RequestContext } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { errorResponses } from '../auth/schemas.js';
import { laborLineEditing, tradeLineEditing } from '../lines/editing.js';
import { badField, batchIdsOf, MAX_BATCH_IDS } from '../lines/fields.js';
import { projectByUid, PROJECT_NOT_FOUND } from '../projects/lookup.js';
import { pcoSheet, type BilledCheck } from './guard.js';
import { pcoLaborLinesJson, pcoTradeLinesJson } from './lines.js';
import { projectOfPco } from './repository.js';
import { answerPco, pcoRead, pcoWrite } from './routes.js';
import { PCO_MESSAGES } from './rules.js';
import {
  IdParams, PcoIdParams, PcoLaborBody, PcoLaborLineResponse, PcoLaborListResponse, PcoLineDeletedResponse, PcoLinesQuery,
  PcoLinesResponse, PcoTradeBody, PcoTradeLineResponse, PcoTradeListResponse, VersionQuery,
} from './schemas.js';

// Internal labor and direct-trade lines of PCOs (docs/projects.md §7 PCO lines; docs/money.md §5, §6): the bid lines' rules,
// messages and defaults (bids/line-pricing.ts), priced by the PCO's pricing mode, under the PCO's write guard
// (Pending project, Accepted PCO, version) with its §9 figures recomputed in the same transaction (lines/editing.ts). Also the batch
// read of many PCOs' lines for the gateway (as bids' `bidsheet/lines`), so a project's PCOs cost one call, not 2×N.

const tags = ['PCOs'];

async function assertPco(ctx: RequestContext, db: Db, pcoId: number) {
  if ((await projectOfPco(ctx, db, pcoId)) === undefined) throw notFound(PCO_MESSAGES.pcoNotFound);
}

const pcoIdOf = (pcoId: number | undefined) => {
  if (pcoId === undefined) throw badField('pco_id', PCO_MESSAGES.mandatory);
  return pcoId;
};

export function pcoLineRoutes(deps: AppDeps, billed?: BilledCheck): FastifyPluginAsyncTypebox {
  const db: Db = deps.db;
  const labor = laborLineEditing(pcoSheet(billed));
  const trades = tradeLineEditing(pcoSheet(billed));
  return async (app) => {

    const laborAnswer = async (ctx: RequestContext, lineId: number, pcoId: number) =>
      ({ data: (await pcoLaborLinesJson(ctx, db, { lineId }))[0]!, pco: await answerPco(ctx, db, pcoId) });
    const tradeAnswer = async (ctx: RequestContext, lineId: number, pcoId: number) =>
      ({ data: (await pcoTradeLinesJson(ctx, db, { lineId }))[0]!, pco: await answerPco(ctx, db, pcoId) });

    app.get('/pco/internal-labor/pcoid/:pcoId', {
      config: { access: pcoRead },
      schema: { tags, params: PcoIdParams, summary: "A PCO's internal labor lines (docs/money.md §5)", response: { 200: PcoLaborListResponse, ...errorResponses(400, 401, 403, 404) } },
    }, async (request) => {
      await assertPco(request.ctx, db, request.params.pcoId);
      return { data: await pcoLaborLinesJson(request.ctx, db, { pcoId: request.params.pcoId }) };
    });

    app.post('/pco/internal-labor', {
      config: { access: pcoWrite },
      schema: { tags, body: PcoLaborBody, summary: "Add a labor line to a PCO: cost per unit defaults to the level's rate by the PCO's mode, burden read now", response: { 201: PcoLaborLineResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    }, async (request, reply) => {
      const { ctx, body } = request;
      const pcoId = pcoIdOf(body.pco_id);
      const id = await labor.add(ctx, db, pcoId, body.version, body);
      reply.code(201);
      return laborAnswer(ctx, id, pcoId);
    });

    app.put('/pco/internal-labor/update/:id', {
      config: { access: pcoWrite },
      schema: { tags, params: IdParams, body: PcoLaborBody, summary: 'Edit a labor line of a PCO (fields left out keep their value; re-priced and burden re-read)', response: { 200: PcoLaborLineResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    }, async (request) => {
      const { ctx, body } = request;
      const { id } = request.params;
      const line = await labor.update(ctx, db, id, body.version, body);
      return laborAnswer(ctx, id, line.parent_id);
    });

    app.delete('/pco/internal-labor/delete/:id', {
      config: { access: pcoWrite },
      schema: { tags, params: IdParams, querystring: VersionQuery, summary: 'Delete a labor line of a PCO', response: { 200: PcoLineDeletedResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    }, async (request) => {
      const { ctx } = request;
      const { id } = request.params;
      const line = await labor.remove(ctx, db, id, request.query.version);
      return { data: { id }, pco: await answerPco(ctx, db, line.parent_id) };
    });

    app.get('/pco/direct-trade/pcoid/:pcoId', {
      config: { access: pcoRead },
      schema: { tags, params: PcoIdParams, summary: "A PCO's direct-trade lines (docs/money.md §6)", response: { 200: PcoTradeListResponse, ...errorResponses(400, 401, 403, 404) } },
    }, async (request) => {
      await assertPco(request.ctx, db, request.params.pcoId);
      return { data: await pcoTradeLinesJson(request.ctx, db, { pcoId: request.params.pcoId }) };
    });

    app.post('/pco/direct-trade', {
      config: { access: pcoWrite },
      schema: { tags, body: PcoTradeBody, summary: "Add a direct-trade line to a PCO (cost per unit, U/M and cost code default to the part's)", response: { 201: PcoTradeLineResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    }, async (request, reply) => {
      const { ctx, body } = request;
      const pcoId = pcoIdOf(body.pco_id);
      if ((body.subcontractor ?? []).length > 0) throw badField('subcontractor', PCO_MESSAGES.noSubcontractors);
      const id = await trades.add(ctx, db, pcoId, body.version, body);
      reply.code(201);
      return tradeAnswer(ctx, id, pcoId);
    });

    app.put('/pco/direct-trade/update/:id', {
      config: { access: pcoWrite },
      schema: { tags, params: IdParams, body: PcoTradeBody, summary: "Edit a direct-trade line of a PCO (fields left out keep their value; types 'BS' ignored)", response: { 200: PcoTradeLineResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    }, async (request) => {
      const { ctx, body } = request;
      const { id } = request.params;
      if ((body.subcontractor ?? []).length > 0) throw badField('subcontractor', PCO_MESSAGES.noSubcontractors);
      const line = await trades.update(ctx, db, id, body.version, body);
      return tradeAnswer(ctx, id, line.parent_id);
    });

    app.delete('/pco/direct-trade/delete/:id', {
      config: { access: pcoWrite },
      schema: { tags, params: IdParams, querystring: VersionQuery, summary: 'Delete a direct-trade line of a PCO', response: { 200: PcoLineDeletedResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    }, async (request) => {
      const { ctx } = request;
      const { id } = request.params;
      const line = await trades.remove(ctx, db, id, request.query.version);
      return { data: { id }, pco: await answerPco(ctx, db, line.parent_id) };
    });

    app.get('/pco/lines', {
      config: { access: pcoRead },
      schema: { tags, querystring: PcoLinesQuery, summary: `Labor and trade lines of a project's PCOs, or of up to ${MAX_BATCH_IDS} PCOs, in one call`, response: { 200: PcoLinesResponse, ...errorResponses(400, 401, 403, 404) } },
    }, async (request) => {
      const { ctx } = request;
      const { project_uid: uid, pco_ids: list } = request.query;
      let pcoIds: number[];
      if (uid !== undefined) {
        const project = await projectByUid(ctx, db, uid);
        if (!project) throw notFound(PROJECT_NOT_FOUND);
        pcoIds = (await db.selectFrom('pcos').select('id').where('tenant_id', '=', tenantOf(ctx)).where('project_id', '=', project.id).execute())
          .map((p) => p.id);
      } else {
        // Another company's ids are left out by the tenant filter of the line reads, not refused.
        pcoIds = batchIdsOf(list, 'pco_ids', PCO_MESSAGES.pcoIds);
      }
      const [labor, trades] = await Promise.all([pcoLaborLinesJson(ctx, db, { pcoIds }), pcoTradeLinesJson(ctx, db, { pcoIds })]);
      return { data: { labor, trades } };
    });
  };
}
