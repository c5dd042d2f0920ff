import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { centsToString } from '@suite/money';
import type { Access } from '../../auth/access.js';
import { tenantOf, type RequestContext } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { conflict, notFound } from '../../errors.js';
import { errorResponses } from '../auth/schemas.js';
import type { ApiModule } from '../module.js';
import { projectByUid } from '../projects/lookup.js';
import { billingFrom } from './billed.js';
import { commitmentsFrom } from './committed.js';
import { overallJson } from './overall.js';
import {
  buyoutSavings, expectedOverheadCost, projectMoneyOf, projectTotalJson, rowSumsJson, trackerFigures, trackerRowById, trackerRowJson,
  trackerRows, withModules, type ProjectMoney, type RowFigures, type TrackerHooks,
} from './repository.js';
import { expectedOverheadJson, feeJson, overheadJson, trackerSnapshotJson } from './snapshot.js';
import { TRACKER_REASONS } from './reasons.js';
import { moneyInput, requiredId, statusList, TRACKER_MESSAGES, transferAmount } from './rules.js';
import {
  BuyoutResponse, DeletedResponse, ExpectedOverheadResponse, FeeResponse, IdParams, LaborTransferBody, OverallQuery, OverallResponse,
  OverheadResponse, ProjectTotalResponse, RowResponse, RowsResponse, SnapshotResponse, SumsResponse, TradeTransferBody, UidParams, UpdateBody,
} from './schemas.js';
import { addScopeTransfer, laborKey, lockTrackerProject, tradeKey } from './transfers.js';

const tags = ['Project tracker'];
/**
 * README: reads need project_tracker read (the overall route overall_project_tracker read); changes write. Role 13
 * (the invited subcontractor) is refused whatever its grants: the tracker is the contractor's budget and cost.
 */
export const trackerRead: Access = { area: 'project_tracker', mode: 'read', external: false };
export const trackerWrite: Access = { area: 'project_tracker', mode: 'write', external: false };
export const overallRead: Access = { area: 'overall_project_tracker', mode: 'read', external: false };

async function projectOf(ctx: RequestContext, db: Db, uid: string) {
  const project = await projectByUid(ctx, db, uid);
  if (!project) throw notFound(TRACKER_MESSAGES.projectNotFound);
  return project;
}

/**
 * The project's rows' figures (no names or order: what the summaries sum) and its money, with what it billed
 * (docs/billing.md §4; billed.ts).
 */
async function figuresOf(ctx: RequestContext, db: Db, hooks: TrackerHooks, projectId: number): Promise<{ rows: RowFigures[]; money: ProjectMoney }> {
  const [byProject, money] = await Promise.all([trackerFigures(ctx, db, { projectId }), projectMoneyOf(ctx, db, [projectId])]);
  await withModules(ctx, db, hooks, byProject, money);
  return { rows: byProject.get(projectId) ?? [], money: money.get(projectId)! };
}

/** The row as answered after a write (its figures recomputed from the sources as they are now). */
async function answerRow(ctx: RequestContext, db: Db, hooks: TrackerHooks, id: number) {
  const found = await trackerRowById(ctx, db, id, hooks);
  if (!found) throw notFound(TRACKER_MESSAGES.rowNotFound);
  return trackerRowJson(found.row, found.projectUid);
}

export function trackerRoutes(deps: AppDeps, modules: readonly ApiModule[]): FastifyPluginAsyncTypebox {
  const db: Db = deps.db;
  // The commitment and billing columns come from the modules declaring `commitments` and `billing`
  // (docs/subcontracts.md §5, docs/billing.md §4), read from the list.
  const hooks: TrackerHooks = { commitments: commitmentsFrom(modules), billing: billingFrom(modules) };
  const { commitments, billing } = hooks;
  return async (app) => {
    app.get('/project-tracker/projectuid/:projectUid', {
      config: { access: trackerRead },
      schema: { tags, params: UidParams, summary: "A project's tracker rows (docs/money.md §11), each with its stable tracker_rows id", response: { 200: RowsResponse, ...errorResponses(400, 401, 403, 404) } },
    }, async (request) => {
      const { ctx } = request;
      const project = await projectOf(ctx, db, request.params.projectUid);
      const byProject = await trackerRows(ctx, db, { projectId: project.id }, true);
      await withModules(ctx, db, hooks, byProject);
      const rows = byProject.get(project.id) ?? [];
      return { data: rows.map((r) => trackerRowJson(r, project.project_uid)) };
    });

    app.get('/calculate-project-tracker/projectuid/:projectUid', {
      config: { access: trackerRead },
      schema: { tags, params: UidParams, summary: 'Summary 1: every column summed over all rows, DT rows (Total Direct Trades) and IL rows (General Conditions)', response: { 200: SumsResponse, ...errorResponses(400, 401, 403, 404) } },
    }, async (request) => {
      const project = await projectOf(request.ctx, db, request.params.projectUid);
      return { data: rowSumsJson((await figuresOf(request.ctx, db, hooks, project.id)).rows) };
    });

    app.get('/calculate-project-tracker/ccllc-fee/projectuid/:projectUid', {
      config: { access: trackerRead },
      schema: { tags, params: UidParams, summary: 'Summary 2: Contractor Fee = project ProfitCost + Σ ProfitCost of Accepted PCOs', response: { 200: FeeResponse, ...errorResponses(400, 401, 403, 404) } },
    }, async (request) => {
      const project = await projectOf(request.ctx, db, request.params.projectUid);
      const { money } = await figuresOf(request.ctx, db, hooks, project.id);
      return { data: feeJson(money) };
    });

    app.get('/calculate-project-tracker/overhead/projectuid/:projectUid', {
      config: { access: trackerRead },
      schema: { tags, params: UidParams, summary: "Summary 3: project OverheadCost + Σ labor overhead (burden) of Accepted PCOs", response: { 200: OverheadResponse, ...errorResponses(400, 401, 403, 404) } },
    }, async (request) => {
      const project = await projectOf(request.ctx, db, request.params.projectUid);
      const { money } = await figuresOf(request.ctx, db, hooks, project.id);
      return { data: overheadJson(money) };
    });

    app.get('/calculate-project-tracker/expected-overhead-cost/projectuid/:projectUid', {
      config: { access: trackerRead },
      schema: { tags, params: UidParams, summary: "Summary 4: the labor of the bids and Accepted PCOs priced at today's burden rate, and its drift from the overhead", response: { 200: ExpectedOverheadResponse, ...errorResponses(400, 401, 403, 404) } },
    }, async (request) => {
      const { ctx } = request;
      const project = await projectOf(ctx, db, request.params.projectUid);
      const [expected, money] = await Promise.all([
        expectedOverheadCost(ctx, db, project.id), projectMoneyOf(ctx, db, [project.id]).then((m) => m.get(project.id)!),
      ]);
      return { data: expectedOverheadJson(expected, money) };
    });

    app.get('/calculate-project-tracker/buyout-savings/projectuid/:projectUid', {
      config: { access: trackerRead },
      schema: { tags, params: UidParams, summary: 'Summary 5: Σ over committed DT rows of (adjusted_budget − sub_contract_totals)', response: { 200: BuyoutResponse, ...errorResponses(400, 401, 403, 404) } },
    }, async (request) => {
      const project = await projectOf(request.ctx, db, request.params.projectUid);
      const byProject = await trackerFigures(request.ctx, db, { projectId: project.id });
      // Buyout savings follow the commitments (docs/money.md §11 figure 5, §15); billing changes none of its figures.
      await withModules(request.ctx, db, { commitments }, byProject);
      const rows = byProject.get(project.id) ?? [];
      return { data: { buyout_savings: centsToString(buyoutSavings(rows)) } };
    });

    app.get('/project-tracker/total-project-cost/projectuid/:projectUid', {
      config: { access: trackerRead },
      schema: { tags, params: UidParams, summary: 'Summary 6: Project Total (Σ total revenue + overhead + contractor fee) against the contract sum to date', response: { 200: ProjectTotalResponse, ...errorResponses(400, 401, 403, 404) } },
    }, async (request) => {
      const { ctx } = request;
      const project = await projectOf(ctx, db, request.params.projectUid);
      const { rows, money } = await figuresOf(ctx, db, hooks, project.id);
      return { data: projectTotalJson(rows, money) };
    });

    // The seven reads above in one call and one snapshot (snapshot.ts): what the gateway's tracker query uses; the
    // seven stay for integrators (docs/projects.md §7).
    app.get('/project-tracker/snapshot/projectuid/:projectUid', {
      config: { access: trackerRead },
      schema: {
        tags, params: UidParams,
        summary: 'The rows and the six summaries of a project in one answer, read from one database snapshot',
        description: 'Each part equals what its own route answers (rows: GET project-tracker/projectuid/{projectUid}; totals, '
          + 'contractor_fee, overhead, expected_overhead, buyout_savings: GET calculate-project-tracker/…; project_total: GET '
          + 'project-tracker/total-project-cost/projectuid/{projectUid}), but all are read in one REPEATABLE READ transaction, so '
          + 'they agree with each other even while the project changes. Access as the seven: project_tracker read; another '
          + "company's project: 404.",
        response: { 200: SnapshotResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => ({ data: await trackerSnapshotJson(request.ctx, db, request.params.projectUid, billing, commitments) }));

    app.get('/project-tracker/overall', {
      config: { access: overallRead },
      schema: { tags, querystring: OverallQuery, summary: "The Overall Project Tracker: every project's rows summed, in one pass over the company", response: { 200: OverallResponse, ...errorResponses(400, 401, 403) } },
    }, async (request) => ({ data: await overallJson(request.ctx, db, statusList(request.query.status), billing, commitments) }));

    app.put('/project-tracker/update/:id', {
      config: { access: trackerWrite },
      schema: { tags, params: IdParams, body: UpdateBody, summary: "Edit a row's scope transfer and holds (fields left out keep their value)", response: { 200: RowResponse, ...errorResponses(400, 401, 403, 404) } },
    }, async (request) => {
      const { ctx } = request;
      const { id } = request.params;
      const scopeTransfer = moneyInput(request.body.scope_transfer, 'scope_transfer');
      const holds = moneyInput(request.body.holds, 'holds');
      const t = tenantOf(ctx);
      const stored = await db.selectFrom('tracker_rows').select('project_id').where('tenant_id', '=', t).where('id', '=', id).executeTakeFirst();
      if (!stored) throw notFound(TRACKER_MESSAGES.rowNotFound);
      await db.transaction().execute(async (trx) => {
        await lockTrackerProject(ctx, trx, stored.project_id);
        const updated = await trx.updateTable('tracker_rows').set({
          ...(scopeTransfer ? { scope_transfer: scopeTransfer.toFixed(2) } : {}), ...(holds ? { holds: holds.toFixed(2) } : {}),
          updated_at: sql<Date>`now()`,
        }).where('tenant_id', '=', t).where('id', '=', id).returning('id').executeTakeFirst();
        if (!updated) throw notFound(TRACKER_MESSAGES.rowNotFound);
      });
      return { data: await answerRow(ctx, db, hooks, id) };
    });

    app.delete('/project-tracker/delete/:id', {
      config: { access: trackerWrite },
      schema: { tags, params: IdParams, summary: "Delete a row whose figures are all zero (else 409 TRACKER_ROW_NOT_EMPTY)", response: { 200: DeletedResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    }, async (request) => {
      const { ctx } = request;
      const { id } = request.params;
      const found = await trackerRowById(ctx, db, id, hooks);
      if (!found) throw notFound(TRACKER_MESSAGES.rowNotFound);
      await db.transaction().execute(async (trx) => {
        await lockTrackerProject(ctx, trx, found.projectId);
        // Checked again under the lock: the figures as they are now.
        const current = await trackerRowById(ctx, trx, id, hooks);
        if (!current) throw notFound(TRACKER_MESSAGES.rowNotFound);
        if (!trackerRowJson(current.row, current.projectUid).deletable) {
          throw conflict(TRACKER_MESSAGES.notEmpty, undefined, TRACKER_REASONS.notEmpty);
        }
        await trx.deleteFrom('tracker_rows').where('tenant_id', '=', tenantOf(ctx)).where('id', '=', id).execute();
      });
      return { data: { id, project_uid: found.projectUid } };
    });

    app.post('/project-tracker/internal-labor/add-scope-transfer/projectuid/:projectUid', {
      config: { access: trackerWrite },
      schema: { tags, params: UidParams, body: LaborTransferBody, summary: "Add to the scope transfer of an internal-labor row (position, level), created when new", response: { 200: RowResponse, 201: RowResponse, ...errorResponses(400, 401, 403, 404) } },
    }, async (request, reply) => {
      const { ctx } = request;
      const body = request.body;
      const position = requiredId(body.position, 'position', 'position');
      const level = requiredId(body.trade, 'trade', 'level');
      const amount = transferAmount(body.scopeTransfer);
      const project = await projectOf(ctx, db, request.params.projectUid);
      const key = await laborKey(ctx, db, position, level);
      const id = await addScopeTransfer(ctx, db, project.id, key, amount);
      reply.code(201);
      return { data: await answerRow(ctx, db, hooks, id) };
    });

    app.post('/project-tracker/direct-trade/add-scope-transfer/projectuid/:projectUid', {
      config: { access: trackerWrite },
      schema: { tags, params: UidParams, body: TradeTransferBody, summary: 'Add to the scope transfer of a direct-trade row (division, subdivision, category, part), created when new', response: { 200: RowResponse, 201: RowResponse, ...errorResponses(400, 401, 403, 404) } },
    }, async (request, reply) => {
      const { ctx } = request;
      const body = request.body;
      const division = requiredId(body.division, 'division', 'division');
      const subdivision = requiredId(body.subDivision, 'subDivision', 'subdivision');
      const category = requiredId(body.trade, 'trade', 'category');
      const part = requiredId(body.part, 'part', 'part');
      const amount = transferAmount(body.scopeTransfer);
      const project = await projectOf(ctx, db, request.params.projectUid);
      const key = await tradeKey(ctx, db, division, subdivision, category, part);
      const id = await addScopeTransfer(ctx, db, project.id, key, amount);
      reply.code(201);
      return { data: await answerRow(ctx, db, hooks, id) };
    });
  };
}
