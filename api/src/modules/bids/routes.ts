import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Access } from '../../auth/access.js';
import { tenantOf, type RequestContext } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { errorResponses } from '../auth/schemas.js';
import { resolveDivision } from '../catalogue/division-choice.js';
import { badField, limitedText, text } from '../lines/fields.js';
import { switchPricingMode } from '../lines/queries.js';
import { lockProject, projectByUid } from '../projects/lookup.js';
import { recalculateProject } from '../projects/recalculate.js';
import { totalsJson } from '../projects/totals.js';
import { deleteBidLocked, LEASE_SECONDS, releaseLease, takeLease, withBidWrite } from './guard.js';
import { BID_LINES } from './lines.js';
import { recalculateBid } from './recalculate.js';
import {
  addBidSubcontractors, assertActiveSubcontractors, bidJson, bidsJson, projectOfBid, removeBidSubcontractors, subcontractorsOnBid,
} from './repository.js';
import { BID_MESSAGES, NEW_BID_STATUS, subcontractorIds } from './rules.js';
import {
  AddSubcontractorBody, BidBody, BidDeletedResponse, BidListResponse, BidResponse, DivisionNamesResponse, IdParams, IdQuery,
  RemoveSubcontractorBody, SelectBody, SwitchBody, UidParams,
} from './schemas.js';

const tags = ['bid sheets'];
/** README: role 13 reads nothing here (it uploads a bid PDF instead, docs/projects.md §2.6), refused before its body is read. */
export const bidRead: Access = { area: 'bid_sheets', mode: 'read', external: false };
export const bidWrite: Access = { area: 'bid_sheets', mode: 'write', external: false };

/** The project of a bid of the caller's tenant; 404 before any check of the body, as for a missing bid. */
export async function bidProject(ctx: RequestContext, db: Db, bidId: number): Promise<number> {
  const projectId = await projectOfBid(ctx, db, bidId);
  if (projectId === undefined) throw notFound(BID_MESSAGES.bidNotFound);
  return projectId;
}

/** The bid as answered after a write (its new totals and version). */
export async function answerBid(ctx: RequestContext, db: Db, id: number) {
  const bid = await bidJson(ctx, db, id);
  if (!bid) throw notFound(BID_MESSAGES.bidNotFound);
  return bid;
}

export function bidRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  const db: Db = deps.db;
  return async (app) => {
    app.get('/setup/bid/projectuid/:projectUid', {
      config: { access: bidRead },
      schema: { tags, params: UidParams, summary: "A project's bids (normal and alternate), oldest first, with their §7 totals", response: { 200: BidListResponse, ...errorResponses(400, 401, 403, 404) } },
    }, async (request) => {
      const { ctx } = request;
      const project = await projectByUid(ctx, db, request.params.projectUid);
      if (!project) throw notFound(BID_MESSAGES.projectNotFound);
      return { data: await bidsJson(ctx, db, { projectId: project.id }) };
    });

    app.get('/setup/bid/divisionname/:projectUid', {
      config: { access: bidRead },
      schema: { tags, params: UidParams, summary: "Division names of the project's non-alternate bids, in bid order, each once", response: { 200: DivisionNamesResponse, ...errorResponses(400, 401, 403, 404) } },
    }, async (request) => {
      const { ctx } = request;
      const project = await projectByUid(ctx, db, request.params.projectUid);
      if (!project) throw notFound(BID_MESSAGES.projectNotFound);
      const rows = await db.selectFrom('bids as b')
        .innerJoin('catalogue_divisions as d', (j) => j.onRef('d.tenant_id', '=', 'b.tenant_id').onRef('d.id', '=', 'b.division_id'))
        .select('d.division_name').where('b.tenant_id', '=', tenantOf(ctx)).where('b.project_id', '=', project.id)
        .where('b.is_alternate', '=', false).orderBy('b.id').execute();
      return { data: [...new Set(rows.map((r) => r.division_name))] };
    });

    app.get('/setup/bid/:id', {
      config: { access: bidRead },
      schema: { tags, params: IdParams, summary: 'A bid with its totals (calculated_overhead, calculated_profit, bidsheet_total_cost)', response: { 200: BidResponse, ...errorResponses(400, 401, 403, 404) } },
    }, async (request) => {
      return { data: await answerBid(request.ctx, db, request.params.id) };
    });

    app.post('/setup/bid', {
      config: { access: bidWrite },
      schema: { tags, body: BidBody, summary: "Add a bid (status 'pending'); division and subdivision by name or id ('Fill all the fields!')", response: { 200: BidResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    }, async (request) => {
      const { ctx } = request;
      const body = request.body;
      if (text(body.project_uid) === '') throw badField('project_uid', BID_MESSAGES.fillAll);
      const project = await projectByUid(ctx, db, text(body.project_uid));
      if (!project) throw notFound(BID_MESSAGES.projectNotFound);
      const { divisionId, subdivisionId } = await resolveDivision(ctx, db, body, undefined, BID_MESSAGES.fillAll);
      const scope = limitedText(body.scope_of_work, 'scope_of_work') ?? '';
      const subs = subcontractorIds(body.subcontractor ?? body.SubContractor, body.subcontractor ? 'subcontractor' : 'SubContractor');
      await assertActiveSubcontractors(ctx, db, subs);
      const id = await db.transaction().execute(async (trx) => {
        await lockProject(ctx, trx, project.id, BID_MESSAGES.pending);
        const row = await trx.insertInto('bids').values({
          tenant_id: tenantOf(ctx), project_id: project.id, division_id: divisionId, subdivision_id: subdivisionId,
          label: text(body.label), scope_of_work: scope, is_alternate: body.is_alternate === true,
          division_status: NEW_BID_STATUS, version: 0,
        }).returning('id').executeTakeFirstOrThrow();
        await addBidSubcontractors(ctx, trx, row.id, subs);
        await recalculateBid(ctx, trx, row.id);
        await recalculateProject(ctx, trx, project.id);
        return row.id;
      });
      return { data: await answerBid(ctx, db, id) };
    });

    app.put('/setup/bid/:id', {
      config: { access: bidWrite },
      schema: { tags, params: IdParams, body: BidBody, summary: 'Edit a bid (both body shapes of docs/projects.md §7): division, subdivision, label, scope of work, alternate, subcontractors', response: { 200: BidResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    }, async (request) => {
      const { ctx } = request;
      const { id } = request.params;
      const body = request.body;
      const projectId = await bidProject(ctx, db, id);
      const scope = limitedText(body.scope_of_work, 'scope_of_work');
      const listField = body.SubContractor !== undefined && body.SubContractor !== null ? 'SubContractor' : 'subcontractor';
      const list = body.SubContractor ?? body.subcontractor;
      const wanted = list === undefined || list === null ? undefined : subcontractorIds(list, listField);
      await withBidWrite(ctx, db, id, projectId, body.version, async (trx, bid) => {
        const changesDivision = [body.division_id, body.division_name, body.subdivision_id, body.subdivision_name]
          .some((v) => v !== undefined && v !== null && String(v).trim() !== '');
        const { divisionId, subdivisionId } = changesDivision
          ? await resolveDivision(ctx, trx, body, bid, BID_MESSAGES.fillAll) : { divisionId: bid.division_id, subdivisionId: bid.subdivision_id };
        const set: Record<string, unknown> = { division_id: divisionId, subdivision_id: subdivisionId };
        if (body.label !== undefined) set.label = text(body.label);
        if (scope !== undefined) set.scope_of_work = scope;
        if (body.is_alternate !== undefined && body.is_alternate !== null) set.is_alternate = body.is_alternate;
        if (text(body.division_status) !== '') set.division_status = text(body.division_status);
        await trx.updateTable('bids').set(set).where('tenant_id', '=', tenantOf(ctx)).where('id', '=', id).execute();
        if (wanted !== undefined) {
          // The list is the bid's subcontractors: new ones must be active, missing ones leave with their amounts.
          const current = await subcontractorsOnBid(ctx, trx, id);
          const added = wanted.filter((s) => !current.includes(s));
          await assertActiveSubcontractors(ctx, trx, added);
          await removeBidSubcontractors(ctx, trx, id, current.filter((s) => !wanted.includes(s)));
          await addBidSubcontractors(ctx, trx, id, added);
        }
      });
      return { data: await answerBid(ctx, db, id) };
    });

    app.delete('/setup/bid', {
      config: { access: bidWrite },
      schema: { tags, querystring: IdQuery, summary: "Delete a bid with its lines; answers the project's new totals (docs/money.md §8)", response: { 200: BidDeletedResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    }, async (request) => {
      const { ctx } = request;
      const { id, version } = request.query;
      const totals = await deleteBidLocked(ctx, db, id, await projectOfBid(ctx, db, id), version);
      return { data: { id }, project_totals: totalsJson(totals) };
    });

    app.put('/bidsheet/addsubcontractor/:id', {
      config: { access: bidWrite },
      schema: { tags, params: IdParams, body: AddSubcontractorBody, summary: 'Add active subcontractors to a bid', response: { 200: BidResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    }, async (request) => {
      const { ctx } = request;
      const { id } = request.params;
      const body = request.body;
      const projectId = await bidProject(ctx, db, id);
      const ids = subcontractorIds(body.sub_contractor ?? body.subcontractor, body.sub_contractor ? 'sub_contractor' : 'subcontractor');
      if (ids.length === 0) throw badField('sub_contractor', BID_MESSAGES.fillAll);
      await assertActiveSubcontractors(ctx, db, ids);
      await withBidWrite(ctx, db, id, projectId, body.version, (trx) => addBidSubcontractors(ctx, trx, id, ids));
      return { data: await answerBid(ctx, db, id) };
    });

    app.put('/bidsheet/switchstatus/:id', {
      config: { access: bidWrite },
      schema: { tags, params: IdParams, body: SwitchBody, summary: 'Hours ⇄ weeks: converts every labor line and re-prices it from its level and the burden (docs/money.md §5)', response: { 200: BidResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    }, async (request) => {
      const { ctx } = request;
      const { id } = request.params;
      const { hourly, version } = request.body;
      await withBidWrite(ctx, db, id, await projectOfBid(ctx, db, id), version, async (trx, bid) => {
        if (bid.hourly === hourly) return;
        await trx.updateTable('bids').set({ hourly }).where('tenant_id', '=', tenantOf(ctx)).where('id', '=', id).execute();
        await switchPricingMode(ctx, trx, BID_LINES, id, hourly);
      });
      return { data: await answerBid(ctx, db, id) };
    });

    app.put('/contractorremove/bidsheet', {
      config: { access: bidWrite },
      schema: { tags, body: RemoveSubcontractorBody, summary: 'Remove a subcontractor and its amounts from a bid; clears the selection when it was the selected one', response: { 200: BidResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    }, async (request) => {
      const { ctx } = request;
      const { bidsheet_id: id, subcontractor_id: sub, version } = request.body;
      await withBidWrite(ctx, db, id, await projectOfBid(ctx, db, id), version, async (trx) => {
        if (!(await subcontractorsOnBid(ctx, trx, id)).includes(sub)) throw badField('subcontractor_id', BID_MESSAGES.notOnBid);
        await removeBidSubcontractors(ctx, trx, id, [sub]);
      });
      return { data: await answerBid(ctx, db, id) };
    });

    app.post('/bidsheet/selectedsubcontractor', {
      config: { access: bidWrite },
      schema: { tags, body: SelectBody, summary: "Select the subcontractor whose total replaces the trade lines' total (null or 0 clears)", response: { 200: BidResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    }, async (request) => {
      const { ctx } = request;
      const { bidsheet_id: id, selected_subcontractor_id: chosen, version } = request.body;
      const selected = chosen === undefined || chosen === null || chosen === 0 ? null : chosen;
      await withBidWrite(ctx, db, id, await projectOfBid(ctx, db, id), version, async (trx) => {
        if (selected !== null && !(await subcontractorsOnBid(ctx, trx, id)).includes(selected)) {
          throw badField('selected_subcontractor_id', BID_MESSAGES.notOnBid);
        }
        await trx.updateTable('bids').set({ selected_subcontractor_id: selected }).where('tenant_id', '=', tenantOf(ctx)).where('id', '=', id).execute();
      });
      return { data: await answerBid(ctx, db, id) };
    });

    app.post('/setup/bid/:id/lease', {
      config: { access: bidWrite },
      schema: { tags, params: IdParams, summary: `Take or renew the edit lease for ${LEASE_SECONDS} s; 409 BID_LOCKED with holder while another user holds it`, response: { 200: BidResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    }, async (request) => {
      const { ctx } = request;
      await takeLease(ctx, db, request.params.id);
      return { data: await answerBid(ctx, db, request.params.id) };
    });

    app.delete('/setup/bid/:id/lease', {
      config: { access: bidWrite },
      schema: { tags, params: IdParams, summary: "Release the caller's edit lease (leaving the editor); 409 BID_LOCKED with holder while another user holds it", response: { 200: BidResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    }, async (request) => {
      const { ctx } = request;
      await releaseLease(ctx, db, request.params.id);
      return { data: await answerBid(ctx, db, request.params.id) };
    });
  };
}
