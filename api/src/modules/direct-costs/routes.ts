import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { sql, type SqlBool } from 'kysely';
import type { Access } from '../../auth/access.js';
import { tenantOf, type RequestContext } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { HttpError, notFound } from '../../errors.js';
import { errorResponses } from '../auth/schemas.js';
import { todayIso } from '../employees/rules.js';
import { resolveDivision } from '../catalogue/division-choice.js';
import { badField, blank, idOf, limitedText, text } from '../lines/fields.js';
import { lockProject, projectByUid } from '../projects/lookup.js';
import type { ApiModule } from '../module.js';
import { chargeColumnsOf, chargeRowsFrom } from './charges.js';
import { lockDirectCost, recalculateDirectCost } from './guard.js';
import { directCostsJson, projectOfDirectCost } from './repository.js';
import { amountField, contractorTypeOf, dateField, DC_MESSAGES, SHEET_NAME_MAX } from './rules.js';
import {
  ChargeRowsResponse, DirectCostBody, DirectCostDeletedResponse, DirectCostListResponse, DirectCostParams, DirectCostResponse, ProjectQuery,
  SheetNameBody, SheetNameListResponse, SheetNameResponse,
} from './schemas.js';

// Direct cost sheets and their names (docs/projects.md §2.8, §3 Direct cost sheet, §4 Direct cost form, §7 Direct costs; README.md).

const tags = ['direct costs'];
/** README: role 13 reads nothing here, refused before its body is read. */
export const directCostRead: Access = { area: 'direct_costs', mode: 'read', external: false };
export const directCostWrite: Access = { area: 'direct_costs', mode: 'write', external: false };

type Body = Static<typeof DirectCostBody>;

/** The direct cost as answered after a read or a write (its stored §10 figures). */
export async function answerDirectCost(ctx: RequestContext, db: Db, id: number) {
  const [row] = await directCostsJson(ctx, db, { ids: [id] });
  if (!row) throw notFound(DC_MESSAGES.notFound);
  return row;
}

/** A sheet name: required, at most 255 characters; 400 naming `field`. */
function sheetNameOf(value: unknown, field: string): string {
  const name = text(value);
  if (name === '') throw badField(field, DC_MESSAGES.mandatory);
  if (name.length > SHEET_NAME_MAX) throw badField(field, DC_MESSAGES.nameTooLong);
  return name;
}

/** Adds a sheet name to the company's names unless it has it (any case); answers the stored one and whether it is new. */
async function rememberSheetName(ctx: RequestContext, db: Db, name: string): Promise<{ row: { id: number; direct_cost_sheet_name: string }; created: boolean }> {
  const tenantId = tenantOf(ctx);
  const inserted = await sql<{ id: number; direct_cost_sheet_name: string }>`
    insert into direct_cost_sheet_names (tenant_id, direct_cost_sheet_name) values (${tenantId}, ${name})
    on conflict (tenant_id, lower(direct_cost_sheet_name)) do nothing
    returning id, direct_cost_sheet_name`.execute(db);
  if (inserted.rows[0]) return { row: inserted.rows[0], created: true };
  const existing = await db.selectFrom('direct_cost_sheet_names').select(['id', 'direct_cost_sheet_name']).where('tenant_id', '=', tenantId)
    .where(sql<SqlBool>`lower(direct_cost_sheet_name) = ${name.toLowerCase()}`).executeTakeFirstOrThrow();
  return { row: existing, created: false };
}

/**
 * The division and subdivision by id or name, the subdivision inside the division (bids' resolveDivision), a missing
 * or unknown one answered 'You must enter all mandatory fields.' naming the field the body used.
 */
async function divisionOf(ctx: RequestContext, db: Db, body: Body) {
  const divisionField = !blank(body.division) ? 'division' : 'division_id';
  const subdivisionField = !blank(body.sub_division) ? 'sub_division' : 'subdivision_id';
  const division = !blank(body.division) ? body.division : body.division_id;
  const subdivision = !blank(body.sub_division) ? body.sub_division : body.subdivision_id;
  const byId = (v: unknown) => typeof v === 'number' || idOf(v) !== undefined;
  try {
    return await resolveDivision(ctx, db, {
      ...(byId(division) ? { division_id: division } : { division_name: division }),
      ...(byId(subdivision) ? { subdivision_id: subdivision } : { subdivision_name: subdivision }),
    }, undefined, DC_MESSAGES.mandatory);
  } catch (err) {
    if (err instanceof HttpError && err.fields) {
      const field = Object.keys(err.fields)[0]!;
      throw badField(field.startsWith('division') ? divisionField : subdivisionField, DC_MESSAGES.mandatory);
    }
    throw err;
  }
}

/** docs/projects.md §4 Direct cost form: the columns of a new direct cost, every rule checked before anything is written. */
async function directCostColumns(ctx: RequestContext, db: Db, body: Body) {
  const tenantId = tenantOf(ctx);
  const missing: Record<string, string> = {};
  if (text(body.sheet_name) === '') missing.sheet_name = DC_MESSAGES.mandatory;
  if (blank(body.division) && blank(body.division_id)) missing.division = DC_MESSAGES.mandatory;
  if (blank(body.sub_division) && blank(body.subdivision_id)) missing.sub_division = DC_MESSAGES.mandatory;
  let type: ReturnType<typeof contractorTypeOf> | undefined;
  try {
    type = contractorTypeOf(body);
  } catch {
    missing.contractor_type = DC_MESSAGES.mandatory;
  }
  // Vendor keeps only the vendor, Subcontractor only the subcontractor, Payroll neither (README).
  const vendor = type === 'Vendor' ? idOf(body.vendor) : undefined;
  const subcontractor = type === 'Subcontractor' ? idOf(body.sub_contractor) : undefined;
  if (type === 'Vendor' && vendor === undefined) missing.vendor = DC_MESSAGES.mandatory;
  if (type === 'Subcontractor' && subcontractor === undefined) missing.sub_contractor = DC_MESSAGES.mandatory;
  // docs/money.md §10: a direct cost is charged to a budget row, or to a new cost line chosen as such.
  if (blank(body.charge_row)) missing.charge_row = DC_MESSAGES.mandatory;
  if (Object.keys(missing).length > 0) throw new HttpError(400, DC_MESSAGES.mandatory, missing);
  const sheetName = sheetNameOf(body.sheet_name, 'sheet_name');
  const notes = limitedText(body.notes, 'notes') ?? '';
  const amount = amountField(body.total, 'total');
  const date = dateField(body.date, 'date') ?? todayIso();
  const { divisionId, subdivisionId } = await divisionOf(ctx, db, body);
  if (vendor !== undefined) {
    // The vendor must be the company's and mapped to the subdivision (the form lists only those, docs/projects.md §4).
    const mapped = await db.selectFrom('vendor_subdivisions').select('vendor_id').where('tenant_id', '=', tenantId)
      .where('vendor_id', '=', vendor).where('subdivision_id', '=', subdivisionId).executeTakeFirst();
    if (!mapped) throw badField('vendor', DC_MESSAGES.vendorNotMapped);
  }
  if (subcontractor !== undefined) {
    // Active or not: a bill can come from a subcontractor deactivated since.
    const known = await db.selectFrom('subcontractors').select('id').where('tenant_id', '=', tenantId).where('id', '=', subcontractor).executeTakeFirst();
    if (!known) throw badField('sub_contractor', DC_MESSAGES.subcontractorNotFound);
  }
  return {
    sheet_name: sheetName, division_id: divisionId, subdivision_id: subdivisionId, contractor_type: type!,
    vendor_id: vendor ?? null, subcontractor_id: subcontractor ?? null, cost_date: date, notes, amount: amount.toFixed(2),
  };
}

export function directCostRoutes(deps: AppDeps, modules: readonly ApiModule[]): FastifyPluginAsyncTypebox {
  const db: Db = deps.db;
  const chargeRows = chargeRowsFrom(modules);
  return async (app) => {

    app.get('/directcostsheetname', {
      config: { access: directCostRead },
      schema: { tags, summary: "The company's direct cost sheet names, by name", response: { 200: SheetNameListResponse, ...errorResponses(401, 403) } },
    }, async (request) => {
      const rows = await db.selectFrom('direct_cost_sheet_names').select(['id', 'direct_cost_sheet_name'])
        .where('tenant_id', '=', tenantOf(request.ctx)).orderBy(sql`lower(direct_cost_sheet_name)`).orderBy('id').execute();
      return { data: rows };
    });

    app.post('/directcostsheetname', {
      config: { access: directCostWrite },
      schema: { tags, body: SheetNameBody, summary: 'Add a sheet name (201); an existing name, whatever its case, is answered with 200', response: { 200: SheetNameResponse, 201: SheetNameResponse, ...errorResponses(400, 401, 403) } },
    }, async (request, reply) => {
      const name = sheetNameOf(request.body.direct_cost_sheet_name, 'direct_cost_sheet_name');
      const { row, created } = await rememberSheetName(request.ctx, db, name);
      return reply.code(created ? 201 : 200).send({ data: row });
    });

    app.get('/directcostsheet', {
      config: { access: directCostRead },
      schema: { tags, querystring: ProjectQuery, summary: "A project's direct costs, newest date first, with their §10 totals", response: { 200: DirectCostListResponse, ...errorResponses(400, 401, 403, 404) } },
    }, async (request) => {
      const { ctx } = request;
      const project = await projectByUid(ctx, db, request.query.project_uid);
      if (!project) throw notFound(DC_MESSAGES.projectNotFound);
      return { data: await directCostsJson(ctx, db, { projectId: project.id }) };
    });

    app.get('/directcostsheet/charge-rows', {
      config: { access: directCostRead },
      schema: { tags, querystring: ProjectQuery, summary: "The project's budget rows (the tracker's rows with a budget) a direct cost may be charged to (docs/money.md §10)", response: { 200: ChargeRowsResponse, ...errorResponses(400, 401, 403, 404) } },
    }, async (request) => {
      const { ctx } = request;
      const project = await projectByUid(ctx, db, request.query.project_uid);
      if (!project) throw notFound(DC_MESSAGES.projectNotFound);
      return { data: await chargeRows(ctx, db, project.id) };
    });

    app.get('/directcostsheet/:ID', {
      config: { access: directCostRead },
      schema: { tags, params: DirectCostParams, summary: 'A direct cost with its §10 totals', response: { 200: DirectCostResponse, ...errorResponses(400, 401, 403, 404) } },
    }, async (request) => ({ data: await answerDirectCost(request.ctx, db, request.params.ID) }));

    app.post('/directcostsheet', {
      config: { access: directCostWrite },
      schema: { tags, body: DirectCostBody, summary: "Add a direct cost ('You must enter all mandatory fields.'); its sheet name joins the company's names", response: { 200: DirectCostResponse, 201: DirectCostResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    }, async (request, reply) => {
      const { ctx } = request;
      const body = request.body;
      if (text(body.project_uid) === '') throw badField('project_uid', DC_MESSAGES.mandatory);
      const project = await projectByUid(ctx, db, text(body.project_uid));
      if (!project) throw notFound(DC_MESSAGES.projectNotFound);
      const columns = await directCostColumns(ctx, db, body);
      const id = await db.transaction().execute(async (trx) => {
        await lockProject(ctx, trx, project.id, DC_MESSAGES.pending);
        // The budget row it is charged to, read under the project's lock (docs/money.md §10).
        const charge = await chargeColumnsOf(ctx, trx, chargeRows, project.id, body.charge_row);
        await rememberSheetName(ctx, trx, columns.sheet_name);
        const row = await trx.insertInto('direct_costs').values({
          tenant_id: tenantOf(ctx), project_id: project.id, ...columns, ...charge, labor_total: '0', burden_total: '0', trades_total: '0', total: '0',
        }).returning('id').executeTakeFirstOrThrow();
        await recalculateDirectCost(ctx, trx, row.id);
        return row.id;
      });
      return reply.code(201).send({ data: await answerDirectCost(ctx, db, id) });
    });

    app.delete('/directcostsheet/:ID', {
      config: { access: directCostWrite },
      schema: { tags, params: DirectCostParams, summary: 'Delete a direct cost and its lines', response: { 200: DirectCostDeletedResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    }, async (request) => {
      const { ctx } = request;
      const id = request.params.ID;
      const projectId = await projectOfDirectCost(ctx, db, id);
      if (projectId === undefined) throw notFound(DC_MESSAGES.notFound);
      await db.transaction().execute(async (trx) => {
        await lockDirectCost(ctx, trx, projectId, id);
        await trx.deleteFrom('direct_costs').where('tenant_id', '=', tenantOf(ctx)).where('id', '=', id).execute();
      });
      return { data: { id } };
    });
  };
}
