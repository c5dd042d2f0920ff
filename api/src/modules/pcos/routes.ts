import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { dec, toMoneyString, toRateString } from '@suite/money';
import type { Access } from '../../auth/access.js';
import { tenantOf, type RequestContext } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { isUniqueViolation, notFound } from '../../errors.js';
import { errorResponses } from '../auth/schemas.js';
import { badField, blank, text } from '../lines/fields.js';
import { projectContract } from '../projects/contract.js';
import { lockProject, projectByUid, PROJECT_NOT_FOUND } from '../projects/lookup.js';
import { assertNotBilled, withPcoWrite, type BilledCheck } from './guard.js';
import { nextPcoName, pcoJson, pcosJson, recalculatePco } from './repository.js';
import { ACCEPTED, PCO_MESSAGES, boundedText, NOTES_MAX, pcoDate, pcoStatus, profitPercentage, TITLE_MAX } from './rules.js';
import {
  ChangeOrderListResponse, IdParams, NextNameResponse, PcoBody, PcoDeletedResponse, PcoListResponse, PcoResponse, PcoTotalsResponse,
  TotalParams, UidParams, VersionQuery,
} from './schemas.js';
import { applyPcoUpdate, assertNameFree, nameTaken, type PcoFields } from './update.js';

const tags = ['PCOs'];
/** README: reads need pcos read or cos read (the change-order screens are gated by cos); changes pcos write. */
export const pcoRead: Access = { anyOf: ['pcos', 'cos'], mode: 'read', external: false };
export const pcoWrite: Access = { area: 'pcos', mode: 'write', external: false };

type Body = Static<typeof PcoBody>;

/** The PCO as answered after a read or write. */
export async function answerPco(ctx: RequestContext, db: Db, id: number) {
  const pco = await pcoJson(ctx, db, id);
  if (!pco) throw notFound(PCO_MESSAGES.pcoNotFound);
  return pco;
}

async function projectOf(ctx: RequestContext, db: Db, uid: string) {
  const project = await projectByUid(ctx, db, uid);
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  return project;
}

/** The checked fields of a PCO body (400 naming the field), before any lock is taken. */
export function pcoFields(body: Body): PcoFields {
  return {
    title: boundedText(body.title, 'title', TITLE_MAX, PCO_MESSAGES.titleTooLong),
    notes: boundedText(body.notes, 'notes', NOTES_MAX, PCO_MESSAGES.notesTooLong),
    date: pcoDate(body.date),
    profit: profitPercentage(body.pco_profit_percentage),
    status: pcoStatus(body.status),
    changeOrderName: body.change_order_name === undefined ? undefined : text(body.change_order_name),
  };
}

export function pcoRoutes(deps: AppDeps, billed?: BilledCheck): FastifyPluginAsyncTypebox {
  const db: Db = deps.db;
  return async (app) => {

    app.get('/change-order/:projectUid/PCO', {
      config: { access: pcoRead },
      schema: { tags, params: UidParams, summary: "A project's PCOs (all statuses), oldest first", response: { 200: PcoListResponse, ...errorResponses(400, 401, 403, 404) } },
    }, async (request) => {
      const project = await projectOf(request.ctx, db, request.params.projectUid);
      return { data: await pcosJson(request.ctx, db, { projectId: project.id }) };
    });

    app.get('/change-order/projectuid/:projectUid', {
      config: { access: pcoRead },
      schema: { tags, params: UidParams, summary: "A project's change orders (Accepted PCOs, by number) with the running contract sum (docs/money.md §9)", response: { 200: ChangeOrderListResponse, ...errorResponses(400, 401, 403, 404) } },
    }, async (request) => {
      const { ctx } = request;
      const project = await projectOf(ctx, db, request.params.projectUid);
      const orders = await pcosJson(ctx, db, { projectId: project.id, accepted: true });
      const contract = await projectContract(ctx, db, project.id);
      let running = contract.original;
      const data = orders.map((o) => {
        running = running.plus(dec(o.total));
        return { ...o, running_contract_sum: toMoneyString(running) };
      });
      return {
        data,
        contract: {
          original: toMoneyString(contract.original), change_orders_total: toMoneyString(contract.changeOrders),
          contract_sum_to_date: toMoneyString(contract.contractSumToDate),
        },
      };
    });

    app.get('/change-order/pco-name/:projectUid', {
      config: { access: pcoRead },
      schema: { tags, params: UidParams, summary: "The project's next PCO name (PCO-001, …; never one used before)", response: { 200: NextNameResponse, ...errorResponses(400, 401, 403, 404) } },
    }, async (request) => {
      const project = await projectOf(request.ctx, db, request.params.projectUid);
      return { data: { pco_name: await nextPcoName(request.ctx, db, project.id) } };
    });

    app.get('/change-order-total/:projectUid/:pcoId', {
      config: { access: pcoRead },
      schema: { tags, params: TotalParams, summary: "A PCO's totals (docs/money.md §9), also under the details page's names", response: { 200: PcoTotalsResponse, ...errorResponses(400, 401, 403, 404) } },
    }, async (request) => {
      const { ctx } = request;
      const project = await projectOf(ctx, db, request.params.projectUid);
      const pco = await pcoJson(ctx, db, request.params.pcoId);
      if (!pco || pco.project_uid !== project.project_uid) throw notFound(PCO_MESSAGES.pcoNotFound);
      const percent = toRateString(pco.pco_profit_percentage);
      return {
        data: {
          TotalCost: pco.total_cost, ProfitCost: pco.profit_cost, ProfitPercentage: percent, PCOTotalCost: pco.total,
          pco_total: pco.total_cost, profit_cost: pco.profit_cost, profit_percent: percent, total: pco.total,
        },
      };
    });

    app.get('/change-order/:id', {
      config: { access: pcoRead },
      schema: { tags, params: IdParams, summary: 'One PCO with its stored totals', response: { 200: PcoResponse, ...errorResponses(400, 401, 403, 404) } },
    }, async (request) => ({ data: await answerPco(request.ctx, db, request.params.id) }));

    app.post('/change-order', {
      config: { access: pcoWrite },
      schema: { tags, body: PcoBody, summary: "Add a PCO (status 'Pending', type 'PCO', total 0; profit % defaults to the project's)", response: { 201: PcoResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    }, async (request, reply) => {
      const { ctx } = request;
      const body = request.body;
      if (blank(body.project_uid)) throw badField('project_uid', PCO_MESSAGES.projectRequired);
      if (blank(body.pco_name)) throw badField('pco_name', PCO_MESSAGES.nameRequired);
      const name = text(body.pco_name);
      if (name.length > 100) throw badField('pco_name', PCO_MESSAGES.nameRequired);
      const fields = pcoFields(body);
      const project = await projectOf(ctx, db, text(body.project_uid));
      try {
        const id = await db.transaction().execute(async (trx) => {
          await lockProject(ctx, trx, project.id, PCO_MESSAGES.pending);
          await assertNameFree(ctx, trx, project.id, name);
          const projectRow = await trx.selectFrom('projects').select('pco_profit_percentage').where('tenant_id', '=', tenantOf(ctx))
            .where('id', '=', project.id).executeTakeFirstOrThrow();
          const row = await trx.insertInto('pcos').values({
            tenant_id: tenantOf(ctx), project_id: project.id, pco_name: name, title: fields.title ?? '', notes: fields.notes ?? '',
            ...(fields.date ? { date: fields.date } : {}), status: 'Pending', type: 'PCO',
            pco_profit_percentage: (fields.profit ?? dec(projectRow.pco_profit_percentage)).toFixed(),
            hourly: body.hourly === true, version: 0,
            change_order_name: fields.changeOrderName ? fields.changeOrderName : null,
          }).returning('id').executeTakeFirstOrThrow();
          await recalculatePco(ctx, trx, row.id);
          return row.id;
        });
        reply.code(201);
        return { data: await answerPco(ctx, db, id) };
      } catch (err) {
        if (isUniqueViolation(err)) throw nameTaken();
        throw err;
      }
    });

    app.put('/change-order/update/:id', {
      config: { access: pcoWrite },
      schema: { tags, params: IdParams, body: PcoBody, summary: 'Edit a PCO: status (Accepted takes the next change-order number), title, notes, profit %, pricing mode; fields left out keep their value', response: { 200: PcoResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    }, async (request) => {
      const { ctx } = request;
      const { id } = request.params;
      const body = request.body;
      if (body.pco_name !== undefined && blank(body.pco_name)) throw badField('pco_name', PCO_MESSAGES.nameRequired);
      const fields = pcoFields(body);
      try {
        await withPcoWrite(ctx, db, id, body.version, async (trx, pco) => {
          // docs/billing.md §3: a change order billed on a submitted application stays Accepted.
          if (pco.status === ACCEPTED && fields.status !== undefined && fields.status !== ACCEPTED) await assertNotBilled(ctx, trx, id, billed);
          await applyPcoUpdate(ctx, trx, pco, body, fields);
        }, { acceptedAllowed: true });
      } catch (err) {
        if (isUniqueViolation(err)) throw nameTaken();
        throw err;
      }
      return { data: await answerPco(ctx, db, id) };
    });

    app.delete('/change-order/delete/:id', {
      config: { access: pcoWrite },
      schema: { tags, params: IdParams, querystring: VersionQuery, summary: "Delete a PCO that is not Accepted ('Once accepted PCO can not be deleted.')", response: { 200: PcoDeletedResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    }, async (request) => {
      const { ctx } = request;
      const { id } = request.params;
      await withPcoWrite(ctx, db, id, request.query.version, async (trx) => {
        await trx.deleteFrom('pcos').where('tenant_id', '=', tenantOf(ctx)).where('id', '=', id).execute();
      }, { recalculate: false });
      return { data: { id } };
    });
  };
}
