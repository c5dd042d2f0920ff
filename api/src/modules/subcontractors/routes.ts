import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Access } from '../../auth/access.js';
import type { RequestContext } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { CsvRejected, MAX_CSV_BYTES, sendRejected } from '../../csv/index.js';
import { HttpError, notFound } from '../../errors.js';
import { INT32_MAX } from '../../input-limits.js';
import { sendJsonText } from '../../json-text.js';
import { errorResponses } from '../auth/schemas.js';
import { stateCodes as states } from '../contacts/states.js';
import { CsvErrorResponse, ImportResponse } from '../employees/schemas.js';
import { listSubcontractorsJson } from './list.js';
import {
  assertSubOwned, findSubcontractor, flipActive, insertSubcontractor, knownDivisions, knownSubdivisions, mapToSubdivision,
  ownedSubIds, replaceSubcontractor, subcontractorsOfSubdivision,
} from './repository.js';
import { catalogueLookup, readSheetRows, readSpreadsheetUpload, SUB_UPLOAD_COLUMNS, validateUploadRows } from './upload.js';
import { SUB_MESSAGES, validateSubcontractor, type SubPayload, type SubValues } from './rules.js';
import {
  BySubdivisionResponse, IdParams, MapBody, MapResponse, SubBody, SubcontractorResponse, SubdivisionParams, SubListQuery,
  SubListResponse,
} from './schemas.js';

const tags = ['subcontractors'];
const read: Access = { area: 'all_subcontractors', mode: 'read' };
const write: Access = { area: 'all_subcontractors', mode: 'write' };

/** 001 §5 plus the catalogue: every division and subdivision is the tenant's, each subdivision in a chosen division. */
async function subInput(ctx: RequestContext, db: Db, body: SubPayload): Promise<SubValues> {
  const { values, errors } = validateSubcontractor(body, await states());
  if (!values) throw new HttpError(400, errors.message!, errors.fields);
  const [divisions, subdivisions] = await Promise.all([
    knownDivisions(ctx, db, values.divisionIds), knownSubdivisions(ctx, db, values.subdivisionIds),
  ]);
  const fields: Record<string, string> = {};
  (body.divisions ?? []).forEach((d, i) => {
    if (!divisions.has(d.division_id!)) fields[`divisions.${i}.division_id`] ??= SUB_MESSAGES.division;
  });
  (body.subdivisions ?? []).forEach((s, i) => {
    const found = subdivisions.get(s.subdivision_id!);
    const field = `subdivisions.${i}.subdivision_id`;
    if (!found) fields[field] ??= SUB_MESSAGES.subdivision;
    else if (!values.divisionIds.includes(found.division_id)) fields[field] ??= SUB_MESSAGES.subdivisionOutside;
  });
  const first = Object.values(fields)[0];
  if (first) throw new HttpError(400, first, fields);
  return values;
}

const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** Division ids of the list filter: positive int32 (the pattern allows up to 10 digits). */
function divisionIds(values: string[]): number[] {
  const ids = values.map(Number);
  if (ids.some((id) => id > INT32_MAX)) throw new HttpError(400, 'Not a valid division id.', { 'divisions[]': 'Not a valid division id.' });
  return ids;
}

/** GET contractors (v2; also answered under v1 like the project list). */
export function subcontractorV2Routes(deps: AppDeps): FastifyPluginAsyncTypebox {
  const db: Db = deps.db;
  return async (app) => {
    app.get('/contractors', {
      config: { access: read },
      schema: {
        tags, querystring: SubListQuery,
        summary: 'A page of subcontractors by company name, filtered (states, divisions, labor/design, national, active) and searched',
        response: { 200: SubListResponse, ...errorResponses(400, 401, 403) },
      },
    }, async (request, reply) => {
      const { page = 1, pageSize = 25, q, national, active = 'all' } = request.query;
      const query = request.query;
      const { json, total } = await listSubcontractorsJson(request.ctx, db, {
        states: asList(query['states[]']).map((s) => s.trim().toUpperCase()).filter((s) => s !== ''),
        divisionIds: divisionIds(asList(query['divisions[]'])),
        laborOrDesign: asList(query['laborOrDesign[]']),
        national: national === true, q, active,
      }, page, pageSize);
      return sendJsonText(reply, `{"rows":${json},"meta":{"total":${total},"page":${page},"pageSize":${pageSize}}}`);
    });
  };
}

export function subcontractorRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  const db: Db = deps.db;
  return async (app) => {
    // Multipart only for the routes of this plugin (the spreadsheet upload).
    await app.register(multipart, { limits: { fileSize: MAX_CSV_BYTES, files: 1, fields: 10 } });
    const answer = async (ctx: RequestContext, id: number) => ({ data: (await findSubcontractor(ctx, db, id))! });

    app.get('/contractor/:id', {
      config: { access: read },
      schema: {
        tags, params: IdParams, summary: 'One subcontractor with addresses, managers, divisions and subdivisions (Subcontractor Details)',
        response: { 200: SubcontractorResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      await assertSubOwned(request.ctx, db, request.params.id);
      return answer(request.ctx, request.params.id);
    });

    app.get('/contractor/subdivision/:subdivisionId', {
      config: { access: read },
      schema: {
        tags, params: SubdivisionParams, summary: 'The subcontractors mapped to a subdivision, by company name',
        response: { 200: BySubdivisionResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const { ctx } = request;
      const id = request.params.subdivisionId;
      if (!(await knownSubdivisions(ctx, db, [id])).has(id)) throw notFound(SUB_MESSAGES.subdivisionNotFound);
      return { data: await subcontractorsOfSubdivision(ctx, db, id) };
    });

    app.post('/contractor', {
      config: { access: write, validationMessage: SUB_MESSAGES.mandatory },
      schema: {
        tags, body: SubBody, summary: 'Add a subcontractor with addresses, managers, divisions and subdivisions in one transaction',
        response: { 200: SubcontractorResponse, ...errorResponses(400, 401, 403) },
      },
    }, async (request) => {
      const { ctx } = request;
      const values = await subInput(ctx, db, request.body);
      const id = await db.transaction().execute((trx) => insertSubcontractor(ctx, trx, values));
      return answer(ctx, id);
    });

    app.put('/contractor/:id', {
      config: { access: write, validationMessage: SUB_MESSAGES.mandatory },
      schema: {
        tags, params: IdParams, body: SubBody,
        summary: 'Edit a subcontractor (same body); its addresses, managers and mappings become the given lists',
        response: { 200: SubcontractorResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const { ctx } = request;
      const id = request.params.id;
      await assertSubOwned(ctx, db, id);
      const values = await subInput(ctx, db, request.body);
      await db.transaction().execute((trx) => replaceSubcontractor(ctx, trx, id, values));
      return answer(ctx, id);
    });

    app.put('/contractor/status/:id', {
      config: { access: write },
      schema: {
        tags, params: IdParams, summary: 'Activate or deactivate a subcontractor (flips is_active; empty body)',
        response: { 200: SubcontractorResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const { ctx } = request;
      await assertSubOwned(ctx, db, request.params.id);
      await flipActive(ctx, db, request.params.id);
      return answer(ctx, request.params.id);
    });

    app.post('/contractoradd/subdivision', {
      config: { access: write },
      schema: {
        tags, body: MapBody,
        summary: 'Map subcontractors to a subdivision (and its division); already mapped ones stay as they are',
        response: { 200: MapResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const { ctx } = request;
      const { subdivision_id: subdivisionId, division_id: divisionId } = request.body;
      const ids = [...new Set(request.body.subcontractor_id)];
      if (ids.length === 0) throw new HttpError(400, SUB_MESSAGES.selectSubs, { subcontractor_id: SUB_MESSAGES.selectSubs });
      const subdivision = (await knownSubdivisions(ctx, db, [subdivisionId])).get(subdivisionId);
      if (!subdivision) throw notFound(SUB_MESSAGES.subdivisionNotFound);
      if (divisionId !== undefined && divisionId !== null && divisionId !== subdivision.division_id) {
        throw new HttpError(400, SUB_MESSAGES.subdivisionOutside, { subdivision_id: SUB_MESSAGES.subdivisionOutside });
      }
      const owned = await ownedSubIds(ctx, db, ids);
      if (owned.size !== ids.length) throw notFound(SUB_MESSAGES.notFound);
      await db.transaction().execute((trx) => mapToSubdivision(ctx, trx, subdivisionId, subdivision.division_id, ids));
      return { data: { mapped: ids.length, subdivision_id: subdivisionId } };
    });

    app.post('/contractor/uploadcsvdata', {
      config: { access: write },
      schema: {
        tags, consumes: ['multipart/form-data'],
        summary: 'Import subcontractors from a .csv, .xls or .xlsx file (multipart field "file"; first sheet, header row), '
          + `all rows or none. Columns: ${SUB_UPLOAD_COLUMNS.join(',')}; lists separated by ";"`,
        response: { 200: ImportResponse, 400: CsvErrorResponse, ...errorResponses(401, 403, 413) },
      },
    }, async (request, reply) => {
      const { ctx } = request;
      const { filename, content } = await readSpreadsheetUpload(request);
      const rows = readSheetRows(filename, content);
      let valid;
      try {
        valid = validateUploadRows(rows, await catalogueLookup(ctx, db), await states());
      } catch (err) {
        if (err instanceof CsvRejected) return sendRejected(reply, err);
        throw err;
      }
      const imported = await db.transaction().execute(async (trx) => {
        for (const values of valid) await insertSubcontractor(ctx, trx, values);
        return valid.length;
      });
      return { data: { imported, message: `${imported} ${imported === 1 ? 'subcontractor has' : 'subcontractors have'} been imported.` } };
    });
  };
}
