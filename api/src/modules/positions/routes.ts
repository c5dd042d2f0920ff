import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Access } from '../../auth/access.js';
import { CsvRejected, MAX_CSV_BYTES, parseCsv, readCsvUpload, sendRejected } from '../../csv/index.js';
import type { Db } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { conflict, HttpError, isUniqueViolation, notFound } from '../../errors.js';
import { CsvErrorResponse, ImportResponse } from '../../csv/schemas.js';
import { assertOwned } from '../../db/owned.js';
import { errorResponses } from '../auth/schemas.js';
import { POSITION_COLUMNS, validatePositionRows } from './csv.js';
import { nextCostCode, POSITION_MESSAGES } from './rules.js';
import {
  CostCodeResponse, DeletedResponse, LevelBody, LevelListResponse, LevelResponse, LevelsQuery, LevelUpdateBody,
  NumericIdParams, PositionBody, PositionIdParams, PositionListResponse, PositionResponse,
} from './schemas.js';
import {
  deleteLevel, findLevel, importPositions, insertLevel, insertPosition, levelInUse, levelNameTaken, levelStepsOf, listLevels,
  listPositions, positionCostCodes, positionNameTaken, renamePosition, toLevelJson, toPositionJson, updateLevel,
} from './repository.js';
import { POSITION_REASONS } from './reasons.js';
import { declaredUses, type ApiModule } from '../module.js';

// Positions and levels (Internal Labour, docs/accounts.md): split from the employee routes; paths unchanged.

const tags = ['positions and levels'];
const write: Access = { area: 'all_employees', mode: 'write' };
// The labor-line pickers of bid sheets, PCOs and direct costs read positions, levels and cost codes (docs/projects.md §7 Internal
// labor: Catalogue), so an estimator with bid_sheets but no all_employees can price labor.
// Not role 13's: the levels carry the company's labour rates, a price it must not see (issue 30 §2).
const lookup: Access = { anyOf: ['all_employees', 'bid_sheets', 'pcos', 'direct_costs'], mode: 'read', external: false };

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value).trim());

/** `modules`: the module list, whose declared uses of a level keep it from deletion. */
export function positionRoutes(deps: AppDeps, modules: readonly ApiModule[]): FastifyPluginAsyncTypebox {
  const levelUses = declaredUses(modules, 'level');
  const levelSteps = levelStepsOf(modules);
  const db: Db = deps.db;

  return async (app) => {
    // Multipart only for the routes of this plugin (the CSV upload).
    await app.register(multipart, { limits: { fileSize: MAX_CSV_BYTES, files: 1, fields: 10 } });

    app.get('/division/internallabour/positions', {
      config: { access: lookup },
      schema: {
        tags, summary: "The tenant's positions, by name",
        response: { 200: PositionListResponse, ...errorResponses(401, 403) },
      },
    }, async (request) => ({ data: (await listPositions(request.ctx, db)).map(toPositionJson) }));

    app.get('/division/internallabour/levels', {
      config: { access: lookup },
      schema: {
        tags, summary: "The tenant's levels with their rates, by position and name; optionally of one position",
        querystring: LevelsQuery,
        response: { 200: LevelListResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const { ctx } = request;
      const positionId = request.query.position_id;
      if (positionId !== undefined) await assertOwned(ctx, db, 'positions', positionId, POSITION_MESSAGES.positionNotFound);
      return { data: (await listLevels(ctx, db, positionId)).map(toLevelJson) };
    });

    app.get('/division/internallabour/costcode/:positionId', {
      config: { access: lookup },
      schema: {
        tags, params: PositionIdParams,
        summary: "Cost code for a position: its first level's, else the next after the tenant's highest numbered code",
        response: { 200: CostCodeResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const { ctx } = request;
      const { positionId } = request.params;
      await assertOwned(ctx, db, 'positions', positionId, POSITION_MESSAGES.positionNotFound);
      const own = await positionCostCodes(ctx, db, positionId);
      const CostCode = own[0] ?? nextCostCode(await positionCostCodes(ctx, db));
      return { data: { CostCode } };
    });

    app.post('/division/internallabour/position', {
      config: { access: write },
      schema: {
        tags, summary: 'Add a position', body: PositionBody,
        response: { 200: PositionResponse, ...errorResponses(400, 401, 403, 409) },
      },
    }, async (request) => {
      const { ctx } = request;
      const name = text(request.body.position);
      if (name === '') throw new HttpError(400, POSITION_MESSAGES.positionName, { position: POSITION_MESSAGES.positionName });
      const positionExists = () => conflict(POSITION_MESSAGES.positionExists, 'position', POSITION_REASONS.positionExists);
      try {
        const row = await db.transaction().execute(async (trx) => {
          if (await positionNameTaken(ctx, trx, name)) throw positionExists();
          return insertPosition(ctx, trx, name);
        });
        return { data: toPositionJson(row) };
      } catch (err) {
        throw isUniqueViolation(err) ? positionExists() : err;
      }
    });

    app.put('/position/update/:id', {
      config: { access: write },
      schema: {
        tags, summary: 'Rename a position', params: NumericIdParams, body: PositionBody,
        response: { 200: PositionResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    }, async (request) => {
      const { ctx } = request;
      const { id } = request.params;
      await assertOwned(ctx, db, 'positions', id, POSITION_MESSAGES.positionNotFound);
      const name = text(request.body.position);
      if (name === '') throw new HttpError(400, POSITION_MESSAGES.positionName, { position: POSITION_MESSAGES.positionName });
      const positionExists = () => conflict(POSITION_MESSAGES.positionExists, 'position', POSITION_REASONS.positionExists);
      try {
        const row = await db.transaction().execute(async (trx) => {
          if (await positionNameTaken(ctx, trx, name, id)) throw positionExists();
          return renamePosition(ctx, trx, id, name);
        });
        return { data: toPositionJson(row) };
      } catch (err) {
        throw isUniqueViolation(err) ? positionExists() : err;
      }
    });

    app.post('/division/internallabour/level', {
      config: { access: write },
      schema: {
        tags, summary: 'Add a level to a position (rates start at 0: no employees yet)', body: LevelBody,
        response: { 200: LevelResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    }, async (request) => {
      const { ctx } = request;
      const positionId = request.body.position_id;
      await assertOwned(ctx, db, 'positions', positionId, POSITION_MESSAGES.positionNotFound);
      const name = text(request.body.level);
      const costCode = text(request.body.cost_code);
      if (name === '' || costCode === '') {
        const fields: Record<string, string> = {};
        if (name === '') fields.level = POSITION_MESSAGES.levelNeeds;
        if (costCode === '') fields.cost_code = POSITION_MESSAGES.levelNeeds;
        throw new HttpError(400, POSITION_MESSAGES.levelNeeds, fields);
      }
      const levelExists = () => conflict(POSITION_MESSAGES.levelExists, 'level', POSITION_REASONS.levelExists);
      try {
        const id = await db.transaction().execute(async (trx) => {
          if (await levelNameTaken(ctx, trx, positionId, name)) throw levelExists();
          return insertLevel(ctx, trx, positionId, name, costCode);
        });
        return { data: toLevelJson((await findLevel(ctx, db, id))!) };
      } catch (err) {
        throw isUniqueViolation(err) ? levelExists() : err;
      }
    });

    app.put('/level/update/:id', {
      config: { access: write },
      schema: {
        tags, params: NumericIdParams, body: LevelUpdateBody,
        summary: "Rename a level and optionally change its cost code (its employees' cost codes follow)",
        response: { 200: LevelResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    }, async (request) => {
      const { ctx } = request;
      const { id } = request.params;
      await assertOwned(ctx, db, 'levels', id, POSITION_MESSAGES.levelNotFound);
      const name = text(request.body.level);
      const costCodeGiven = request.body.cost_code !== undefined && request.body.cost_code !== null;
      const costCode = text(request.body.cost_code);
      if (name === '' || (costCodeGiven && costCode === '')) {
        const fields: Record<string, string> = {};
        if (name === '') fields.level = POSITION_MESSAGES.levelNeeds;
        if (costCodeGiven && costCode === '') fields.cost_code = POSITION_MESSAGES.levelNeeds;
        throw new HttpError(400, POSITION_MESSAGES.levelNeeds, fields);
      }
      const levelExists = () => conflict(POSITION_MESSAGES.levelExists, 'level', POSITION_REASONS.levelExists);
      try {
        await db.transaction().execute(async (trx) => {
          const level = await findLevel(ctx, trx, id);
          if (!level) throw notFound(POSITION_MESSAGES.levelNotFound);
          if (await levelNameTaken(ctx, trx, level.position_id, name, id)) throw levelExists();
          await updateLevel(ctx, trx, id, { name, ...(costCodeGiven ? { cost_code: costCode } : {}) });
          if (costCodeGiven) await levelSteps.costCodeChanged(ctx, trx, id, costCode);
          await levelSteps.changed(ctx, trx, [id]);
        });
      } catch (err) {
        throw isUniqueViolation(err) ? levelExists() : err;
      }
      return { data: toLevelJson((await findLevel(ctx, db, id))!) };
    });

    app.delete('/level/delete/:id', {
      config: { access: write },
      schema: {
        tags, params: NumericIdParams,
        summary: "Delete a level; 409 'This employee level already exists' while employees hold it",
        response: { 200: DeletedResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    }, async (request) => {
      const { ctx } = request;
      const { id } = request.params;
      await assertOwned(ctx, db, 'levels', id, POSITION_MESSAGES.levelNotFound);
      await db.transaction().execute(async (trx) => {
        if (await levelInUse(ctx, trx, levelUses, id)) throw conflict(POSITION_MESSAGES.levelInUse, undefined, POSITION_REASONS.levelInUse);
        await deleteLevel(ctx, trx, id);
      });
      return { data: true };
    });

    app.post('/position/uploadcsv', {
      config: { access: write },
      schema: {
        tags, consumes: ['multipart/form-data'],
        summary: `Import positions and levels from a CSV file (multipart field "file"), all rows or none. Columns: ${POSITION_COLUMNS.join(',')}`,
        response: { 200: ImportResponse, 400: CsvErrorResponse, ...errorResponses(401, 403, 409, 413) },
      },
    }, async (request, reply) => {
      const { ctx } = request;
      const rows = await parseCsv(await readCsvUpload(request), POSITION_COLUMNS);
      let valid;
      try {
        valid = validatePositionRows(rows);
      } catch (err) {
        if (err instanceof CsvRejected) return sendRejected(reply, err);
        throw err;
      }
      const result = await db.transaction().execute((trx) => importPositions(ctx, trx, valid, levelSteps));
      const message = `${valid.length} ${valid.length === 1 ? 'row' : 'rows'} imported: ${result.positions} new `
        + `${result.positions === 1 ? 'position' : 'positions'}, ${result.levels} new ${result.levels === 1 ? 'level' : 'levels'}, `
        + `${result.updated} cost ${result.updated === 1 ? 'code' : 'codes'} updated.`;
      return { data: { imported: valid.length, message } };
    });
  };
}
