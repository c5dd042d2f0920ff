import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Access } from '../../auth/access.js';
import type { Db } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { CsvRejected, MAX_CSV_BYTES, sendRejected } from '../../csv/index.js';
import { HttpError, notFound } from '../../errors.js';
import { sendJsonText } from '../../json-text.js';
import { CsvErrorResponse, ImportResponse } from '../../csv/schemas.js';
import { errorResponses } from '../auth/schemas.js';
import { knownSubdivisions } from '../catalogue/known.js';
import { addDirectoryRoutes, asList, divisionIds, type Directory } from '../contacts/directory.js';
import { stateCodes as states } from '../contacts/states.js';
import { listSubcontractorsJson } from './list.js';
import {
  assertSubOwned, findSubcontractor, flipActive, insertSubcontractor, mapToSubdivision, ownedSubIds, replaceSubcontractor,
  subcontractorsOfSubdivision,
} from './repository.js';
import { catalogueLookup, readSheetRows, readSpreadsheetUpload, SUB_UPLOAD_COLUMNS, validateUploadRows } from './upload.js';
import { SUB_MESSAGES, validateSubcontractor, type SubValues } from './rules.js';
import { MapBody, MapResponse, SubBody, SubcontractorResponse, SubListQuery, SubListResponse } from './schemas.js';

const tags = ['subcontractors'];
const read: Access = { area: 'all_subcontractors', mode: 'read' };
const write: Access = { area: 'all_subcontractors', mode: 'write' };

/** The directory's shared routes (contacts/directory.ts) over the subcontractors' tables, messages and shapes. */
function subcontractorDirectory(): Directory<typeof SubBody, SubValues> {
  return {
    tags, read, write, messages: SUB_MESSAGES, noun: 'subcontractor', details: 'Subcontractor Details',
    paths: { one: '/contractor/:id', bySubdivision: '/contractor/subdivision/:subdivisionId', add: '/contractor', edit: '/contractor/:id', status: '/contractor/status/:id' },
    body: SubBody, response: SubcontractorResponse, validate: validateSubcontractor,
    assertOwned: assertSubOwned, find: findSubcontractor, insert: insertSubcontractor, replace: replaceSubcontractor, flipActive,
    ofSubdivision: subcontractorsOfSubdivision,
  };
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
    addDirectoryRoutes(app, db, subcontractorDirectory());

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
      // Its own area, as the parts upload has upload_parts (docs/roles.md §1).
      config: { access: { area: 'upload_subcontractors', mode: 'write' } },
      schema: {
        tags, consumes: ['multipart/form-data'],
        summary: 'Import subcontractors from a .csv, .xls or .xlsx file (multipart field "file"; first sheet, header row), '
          + `all rows or none. Columns: ${SUB_UPLOAD_COLUMNS.join(',')}; lists separated by ";"`,
        response: { 200: ImportResponse, 400: CsvErrorResponse, ...errorResponses(401, 403, 413) },
      },
    }, async (request, reply) => {
      const { ctx } = request;
      const { filename, content } = await readSpreadsheetUpload(request);
      const rows = await readSheetRows(filename, content);
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
