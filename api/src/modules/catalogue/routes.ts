import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Access } from '../../auth/access.js';
import { tenantOf, type TenantScope } from '../../auth/context.js';
import { CsvRejected, MAX_CSV_BYTES, parseCsv, readCsvUpload, sendRejected } from '../../csv/index.js';
import type { Db } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { conflict, HttpError, isForeignKeyViolation, isUniqueViolation } from '../../errors.js';
import { CsvErrorResponse, ImportResponse } from '../../csv/schemas.js';
import { errorResponses } from '../auth/schemas.js';
import { PART_COLUMNS, PART_OPTIONAL_COLUMNS, validatePartRows } from './csv.js';
import { csvLookups, findPart, insertPart, insertParts, listParts, partNameTaken, partsOfCategory, toPartJson, updatePart } from './parts.js';
import { CATALOGUE_REASONS } from './reasons.js';
import {
  categoryNameTaken, deleteRow, divisionClash, findCategory, findDivision, findSubdivision, findUnit, insertCategory,
  insertDivision, insertSubdivision, insertUnit, listCategories, listDivisions, listSubdivisions, listUnits,
  subdivisionNameTaken, toDivisionJson, toUnitJson, unitNameTaken, updateCategory, updateDivision, updateSubdivision, updateUnit,
} from './repository.js';
import {
  CATALOGUE_MESSAGES, inUseMessage, validateCategory, validateDivision, validatePart, validateSubdivision, validateUnit,
  type CatalogueLevel,
} from './rules.js';
import {
  CategoryBody, CategoryListResponse, CategoryParams, CategoryResponse, DeletedResponse, DivisionBody, DivisionListResponse,
  DivisionParams, DivisionResponse, IdParams, PartArrayResponse, PartBody, PartListQuery, PartListResponse, PartResponse,
  SubdivisionBody, SubdivisionListResponse, SubdivisionParams, SubdivisionResponse, UnitBody, UnitListResponse, UnitResponse,
} from './schemas.js';
import type { ApiModule } from '../module.js';
import { useChecks, usesOf } from './uses.js';

// The cost catalogue (docs/projects.md §2.18 Custom Parts, §3, §7 "Divisions" and "Direct trades and parts: lookups"). The spec's
// paths for reads and the two creates it names; the other changes on paths listed in README.md. Read: bid_sheets
// read; changes: bid_sheets write; the parts CSV upload: upload_parts write. Always the caller's tenant.

const tags = ['catalogue'];
const read: Access = { area: 'bid_sheets', mode: 'read' };
const write: Access = { area: 'bid_sheets', mode: 'write' };
const upload: Access = { area: 'upload_parts', mode: 'write' };

/** The values of a body, or 400 naming every bad field. */
function valid<T>({ values, errors }: { values?: T; errors: { empty: boolean; message?: string; fields: Record<string, string> } }): T {
  if (!values || !errors.empty) throw new HttpError(400, errors.message!, errors.fields);
  return values;
}

const exists = (message: string, field: string) => conflict(message, field, CATALOGUE_REASONS.nameExists);

/**
 * Runs a create or change in a transaction: `check` answers 409 for a name taken in the parent; a unique index
 * catching a race answers the same, and a parent deleted meanwhile reads as missing.
 */
async function save<T>(db: Db, taken: () => HttpError, parentMissing: () => HttpError, work: (trx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    if (isForeignKeyViolation(err)) throw parentMissing();
    throw err;
  }
}

/** `modules`: the module list, whose declared uses keep a catalogue row from deletion (uses.ts). */
export function catalogueRoutes(deps: AppDeps, modules: readonly ApiModule[]): FastifyPluginAsyncTypebox {
  const db: Db = deps.db;
  const checks = useChecks(modules);
  const missing = (message: string) => () => new HttpError(404, message);

  /** DELETE of any level: 404 for a row the tenant lacks, 409 naming every use, else gone. */
  async function remove(ctx: TenantScope, level: CatalogueLevel, id: number, nameOf: (trx: Db) => Promise<string>) {
    let name = '';
    try {
      await db.transaction().execute(async (trx) => {
        name = await nameOf(trx);
        const uses = await usesOf(checks, ctx, trx, level, id);
        if (uses.length > 0) throw conflict(inUseMessage(level, name, uses), undefined, CATALOGUE_REASONS.inUse);
        await deleteRow(ctx, trx, level, id);
      });
    } catch (err) {
      // A child added after the check above: the foreign key refuses the delete.
      if (isForeignKeyViolation(err)) throw conflict(inUseMessage(level, name, ['other rows']), undefined, CATALOGUE_REASONS.inUse);
      throw err;
    }
    return { data: true };
  }

  return async (app) => {
    await app.register(multipart, { limits: { fileSize: MAX_CSV_BYTES, files: 1, fields: 10 } });
    // Every catalogue route works in the caller's tenant: a platform admin that has opened no company gets its 403
    // before a body is validated.
    app.addHook('preHandler', async (request) => {
      tenantOf(request.ctx);
    });

    // A route's schema: its parts, with the error envelope for each refusal status.
    const schema = <S extends { response: { 200: unknown } }>(summary: string, parts: S, codes: number[]) => ({
      tags, summary, ...parts, response: { 200: parts.response[200] as S['response'][200], ...errorResponses(...codes) },
    });

    // ---------- divisions ----------
    app.get('/divisionname', {
      config: { access: read },
      schema: schema('The divisions, by CSI number', { response: { 200: DivisionListResponse } }, [401, 403]),
    }, async (request) => ({ data: (await listDivisions(request.ctx, db)).map(toDivisionJson) }));

    const divisionSave = (ctx: TenantScope, id: number | undefined, body: Record<string, unknown>) => {
      const values = valid(validateDivision(body));
      return save(db, () => exists(CATALOGUE_MESSAGES.divisionExists, 'division_name'), missing(CATALOGUE_MESSAGES.divisionNotFound), async (trx) => {
        if (id !== undefined) await findDivision(ctx, trx, id);
        const clash = await divisionClash(ctx, trx, values, id);
        if (clash === 'division_name') throw exists(CATALOGUE_MESSAGES.divisionExists, 'division_name');
        if (clash === 'division_id') throw exists(CATALOGUE_MESSAGES.divisionNumberExists, 'division_id');
        return toDivisionJson(id === undefined ? await insertDivision(ctx, trx, values) : await updateDivision(ctx, trx, id, values));
      });
    };
    app.post('/divisionname', {
      config: { access: write },
      schema: schema('Adds a division {division_name, division_id (CSI number, optional)}; 409 when the name or number exists',
        { body: DivisionBody, response: { 200: DivisionResponse } }, [400, 401, 403, 409]),
    }, async (request) => ({ data: await divisionSave(request.ctx, undefined, request.body) }));
    app.put('/divisionname/:id', {
      config: { access: write },
      schema: schema('Changes a division', { params: IdParams, body: DivisionBody, response: { 200: DivisionResponse } }, [400, 401, 403, 404, 409]),
    }, async (request) => ({ data: await divisionSave(request.ctx, request.params.id, request.body) }));
    app.delete('/divisionname/:id', {
      config: { access: write },
      schema: schema('Deletes a division nothing uses; 409 naming its uses', { params: IdParams, response: { 200: DeletedResponse } }, [401, 403, 404, 409]),
    }, async (request) => remove(request.ctx, 'division', request.params.id,
      async (trx) => (await findDivision(request.ctx, trx, request.params.id)).division_name));

    // ---------- subdivisions ----------
    app.get('/division/subdivisions/:divisionId', {
      config: { access: read },
      schema: schema("A division's sub divisions", { params: DivisionParams, response: { 200: SubdivisionListResponse } }, [400, 401, 403, 404]),
    }, async (request) => {
      await findDivision(request.ctx, db, request.params.divisionId);
      return { data: await listSubdivisions(request.ctx, db, request.params.divisionId) };
    });
    app.get('/division/subdivision', {
      config: { access: read },
      schema: schema('Every sub division, by division', { response: { 200: SubdivisionListResponse } }, [401, 403]),
    }, async (request) => ({ data: await listSubdivisions(request.ctx, db) }));

    const subdivisionSave = (ctx: TenantScope, id: number | undefined, body: Record<string, unknown>) => {
      const values = valid(validateSubdivision(body));
      const taken = () => exists(CATALOGUE_MESSAGES.subdivisionExists, 'subdivision_name');
      return save(db, taken, missing(CATALOGUE_MESSAGES.divisionNotFound), async (trx) => {
        if (id !== undefined) await findSubdivision(ctx, trx, id);
        await findDivision(ctx, trx, values.division_id);
        if (await subdivisionNameTaken(ctx, trx, values, id)) throw taken();
        return id === undefined ? insertSubdivision(ctx, trx, values) : updateSubdivision(ctx, trx, id, values);
      });
    };
    app.post('/division/subdivision', {
      config: { access: write },
      schema: schema("Adds a sub division {division_name, subdivision_name, division_id}: the division by its id (the name is not read); 409 when the division has one by that name",
        { body: SubdivisionBody, response: { 200: SubdivisionResponse } }, [400, 401, 403, 404, 409]),
    }, async (request) => ({ data: await subdivisionSave(request.ctx, undefined, request.body) }));
    app.put('/division/subdivision/:id', {
      config: { access: write },
      schema: schema('Changes (or moves) a sub division', { params: IdParams, body: SubdivisionBody, response: { 200: SubdivisionResponse } }, [400, 401, 403, 404, 409]),
    }, async (request) => ({ data: await subdivisionSave(request.ctx, request.params.id, request.body) }));
    app.delete('/division/subdivision/:id', {
      config: { access: write },
      schema: schema('Deletes a sub division nothing uses; 409 naming its uses', { params: IdParams, response: { 200: DeletedResponse } }, [401, 403, 404, 409]),
    }, async (request) => remove(request.ctx, 'subdivision', request.params.id,
      async (trx) => (await findSubdivision(request.ctx, trx, request.params.id)).subdivision_name));

    // ---------- categories ----------
    app.get('/division/category/subdivision/:subdivisionId', {
      config: { access: read },
      schema: schema("A sub division's categories", { params: SubdivisionParams, response: { 200: CategoryListResponse } }, [400, 401, 403, 404]),
    }, async (request) => {
      await findSubdivision(request.ctx, db, request.params.subdivisionId);
      return { data: await listCategories(request.ctx, db, request.params.subdivisionId) };
    });
    app.get('/division/category', {
      config: { access: read },
      schema: schema('Every category, by division and sub division', { response: { 200: CategoryListResponse } }, [401, 403]),
    }, async (request) => ({ data: await listCategories(request.ctx, db) }));

    const categorySave = (ctx: TenantScope, id: number | undefined, body: Record<string, unknown>) => {
      const values = valid(validateCategory(body));
      const taken = () => exists(CATALOGUE_MESSAGES.categoryExists, 'category_name');
      return save(db, taken, missing(CATALOGUE_MESSAGES.subdivisionNotFound), async (trx) => {
        if (id !== undefined) await findCategory(ctx, trx, id);
        await findSubdivision(ctx, trx, values.subdivision_id);
        if (await categoryNameTaken(ctx, trx, values, id)) throw taken();
        return id === undefined ? insertCategory(ctx, trx, values) : updateCategory(ctx, trx, id, values);
      });
    };
    app.post('/division/category', {
      config: { access: write },
      schema: schema('Adds a category {category_name, subdivision_id}; 409 when the sub division has one by that name',
        { body: CategoryBody, response: { 200: CategoryResponse } }, [400, 401, 403, 404, 409]),
    }, async (request) => ({ data: await categorySave(request.ctx, undefined, request.body) }));
    app.put('/division/category/:id', {
      config: { access: write },
      schema: schema('Changes (or moves) a category', { params: IdParams, body: CategoryBody, response: { 200: CategoryResponse } }, [400, 401, 403, 404, 409]),
    }, async (request) => ({ data: await categorySave(request.ctx, request.params.id, request.body) }));
    app.delete('/division/category/:id', {
      config: { access: write },
      schema: schema('Deletes a category nothing uses; 409 naming its uses', { params: IdParams, response: { 200: DeletedResponse } }, [401, 403, 404, 409]),
    }, async (request) => remove(request.ctx, 'category', request.params.id,
      async (trx) => (await findCategory(request.ctx, trx, request.params.id)).category_name));

    // ---------- units of measure ----------
    app.get('/directtrade/uperm', {
      config: { access: read },
      schema: schema('The units of measure', { response: { 200: UnitListResponse } }, [401, 403]),
    }, async (request) => ({ data: (await listUnits(request.ctx, db)).map(toUnitJson) }));

    const unitSave = (ctx: TenantScope, id: number | undefined, body: Record<string, unknown>) => {
      const values = valid(validateUnit(body));
      const taken = () => exists(CATALOGUE_MESSAGES.unitExists, 'u_per_m');
      return save(db, taken, missing(CATALOGUE_MESSAGES.unitNotFound), async (trx) => {
        if (id !== undefined) await findUnit(ctx, trx, id);
        if (await unitNameTaken(ctx, trx, values, id)) throw taken();
        return toUnitJson(id === undefined ? await insertUnit(ctx, trx, values) : await updateUnit(ctx, trx, id, values));
      });
    };
    app.post('/directtrade/uperm', {
      config: { access: write },
      schema: schema('Adds a unit of measure {u_per_m}; 409 when it exists', { body: UnitBody, response: { 200: UnitResponse } }, [400, 401, 403, 409]),
    }, async (request) => ({ data: await unitSave(request.ctx, undefined, request.body) }));
    app.put('/directtrade/uperm/:id', {
      config: { access: write },
      schema: schema('Renames a unit of measure', { params: IdParams, body: UnitBody, response: { 200: UnitResponse } }, [400, 401, 403, 404, 409]),
    }, async (request) => ({ data: await unitSave(request.ctx, request.params.id, request.body) }));
    app.delete('/directtrade/uperm/:id', {
      config: { access: write },
      schema: schema('Deletes a unit of measure no part uses; 409 naming its uses', { params: IdParams, response: { 200: DeletedResponse } }, [401, 403, 404, 409]),
    }, async (request) => remove(request.ctx, 'unit', request.params.id,
      async (trx) => (await findUnit(request.ctx, trx, request.params.id)).u_per_m));

    // ---------- parts ----------
    app.get('/directtrade/subsubdivision/:categoryId', {
      config: { access: read },
      schema: schema("A category's parts", { params: CategoryParams, response: { 200: PartArrayResponse } }, [400, 401, 403, 404]),
    }, async (request) => {
      await findCategory(request.ctx, db, request.params.categoryId);
      return { data: (await partsOfCategory(request.ctx, db, request.params.categoryId)).map((r) => toPartJson(r, request.ctx.external)) };
    });
    app.get('/directtrade/parts', {
      config: { access: read },
      schema: schema('Parts by division, sub division, category and name: one page with the total, or every match with all=true; filters by id and q (name or cost code contains)',
        { querystring: PartListQuery, response: { 200: PartListResponse } }, [400, 401, 403]),
    }, async (request) => {
      const { page = 1, pageSize = 25, all = false, ...filter } = request.query;
      const { items, total } = await listParts(request.ctx, db, filter, all ? 'all' : { page, pageSize });
      return { data: items.map((r) => toPartJson(r, request.ctx.external)), total };
    });

    const partSave = (ctx: TenantScope, id: number | undefined, body: Record<string, unknown>) => {
      const values = valid(validatePart(body));
      const taken = () => exists(CATALOGUE_MESSAGES.partExists, 'part_hold');
      return save(db, taken, missing(CATALOGUE_MESSAGES.categoryNotFound), async (trx) => {
        if (id !== undefined) await findPart(ctx, trx, id);
        await findCategory(ctx, trx, values.category_id);
        await findUnit(ctx, trx, values.unit_id);
        if (await partNameTaken(ctx, trx, values, id)) throw taken();
        return toPartJson(id === undefined ? await insertPart(ctx, trx, values) : await updatePart(ctx, trx, id, values));
      });
    };
    app.post('/directtrade/parts', {
      config: { access: write },
      schema: schema('Adds a part {part_hold, category_id, cost_per_unit, u_per_m_id, cost_code}; 409 when the category has one by that name',
        { body: PartBody, response: { 200: PartResponse } }, [400, 401, 403, 404, 409]),
    }, async (request) => ({ data: await partSave(request.ctx, undefined, request.body) }));
    app.put('/directtrade/parts/:id', {
      config: { access: write },
      schema: schema('Changes (or moves) a part', { params: IdParams, body: PartBody, response: { 200: PartResponse } }, [400, 401, 403, 404, 409]),
    }, async (request) => ({ data: await partSave(request.ctx, request.params.id, request.body) }));
    app.delete('/directtrade/parts/:id', {
      config: { access: write },
      schema: schema('Deletes a part nothing uses; 409 naming its uses', { params: IdParams, response: { 200: DeletedResponse } }, [401, 403, 404, 409]),
    }, async (request) => remove(request.ctx, 'part', request.params.id,
      async (trx) => (await findPart(request.ctx, trx, request.params.id)).part_hold));

    app.post('/directtrade/parts/uploadcsvdata', {
      config: { access: upload },
      schema: {
        tags, consumes: ['multipart/form-data'],
        summary: `Import parts from a CSV file (multipart field "file"), all rows or none; the division, sub division, category and unit must exist. Columns: ${PART_COLUMNS.join(',')}`,
        response: { 200: ImportResponse, 400: CsvErrorResponse, ...errorResponses(401, 403, 409, 413) },
      },
    }, async (request, reply) => {
      const { ctx } = request;
      const rows = await parseCsv(await readCsvUpload(request), PART_COLUMNS, PART_OPTIONAL_COLUMNS);
      let imported: number;
      try {
        imported = await db.transaction().execute(async (trx) => insertParts(ctx, trx, validatePartRows(rows, await csvLookups(ctx, trx))));
      } catch (err) {
        if (err instanceof CsvRejected) return sendRejected(reply, err);
        if (isUniqueViolation(err)) throw exists(CATALOGUE_MESSAGES.partExists, 'part');
        throw err;
      }
      return { data: { imported, message: `${imported} ${imported === 1 ? 'part has' : 'parts have'} been imported.` } };
    });
  };
}
