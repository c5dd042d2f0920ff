import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { MAX_CSV_BYTES, readCsvUpload, sendRejected } from '../../csv/index.js';
import { authOf } from '../../auth/guard.js';
import type { Db } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { forbidden, HttpError, notFound } from '../../errors.js';
import { errorResponses } from '../auth/schemas.js';
import { createStaffLogin, type StaffLogin } from '../users/service.js';
import {
  CsvRejected, EMPLOYEE_COLUMNS, EMPLOYEE_OPTIONAL_COLUMNS, parseCsv, POSITION_COLUMNS,
  validateEmployeeRows, validatePositionRows, type LevelCatalog,
} from './csv.js';
import {
  assertOwned, conflict, employeeColumns, employeeEmailTaken, findEmployee, findLevel, findPosition, insertEmployee,
  insertEmployees, isUniqueViolation, levelInUse, levelNameTaken, listActiveEmployees, listEmployees,
  listEmployeesWithoutLogin, listLevels, listPositions, positionCostCodes, positionNameTaken, recomputeLevels,
  syncEmployeeCostCodes, toEmployeeJson, toLevelJson, toPositionJson, updateEmployee,
} from './repository.js';
import {
  EMPLOYEE_MESSAGES, nextCostCode, POSITION_MESSAGES, ROLE_BY_NAME, todayIso, validateEmployee, type EmployeeMode,
  type EmployeePayload,
} from './rules.js';
import {
  ActiveBody, CostCodeResponse, CsvErrorResponse, DeletedResponse, EmployeeArrayResponse, EmployeeBody,
  EmployeeListQuery, EmployeeListResponse, EmployeeResponse, IdParams, ImportResponse, LevelBody, LevelListResponse, LevelResponse,
  LevelsQuery, LevelUpdateBody, NumericIdParams, PositionBody, PositionIdParams, PositionListResponse, PositionParams,
  PositionResponse,
} from './schemas.js';

const employeeTags = ['employees'];
const positionTags = ['positions and levels'];

/** The tenant the caller acts in (from the token); employees exist only inside a tenant. */
function tenantOf(request: FastifyRequest): number {
  const auth = request.ctx;
  if (auth.tenantId === null) throw forbidden();
  return auth.tenantId;
}

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value).trim());

function toId(value: unknown): number | undefined {
  const s = text(value);
  if (!/^\d{1,9}$/.test(s)) return undefined;
  const n = Number(s);
  return n >= 1 ? n : undefined;
}

/** Validates the body and resolves its position and level within the tenant (400 with the spec's messages). */
async function employeeInput(db: Db, tenantId: number, body: EmployeePayload, mode: EmployeeMode) {
  const { values, errors } = validateEmployee(body, mode);
  const positionId = toId(body.position);
  const levelId = toId(body.level);
  const position = positionId === undefined ? undefined : await findPosition(ctx, db, positionId);
  const level = levelId === undefined ? undefined : await findLevel(ctx, db, levelId);
  if (errors.fields.position === undefined && !position) errors.add('position', EMPLOYEE_MESSAGES.position);
  if (errors.fields.level === undefined && (!level || level.position_id !== position?.id)) {
    errors.add('level', EMPLOYEE_MESSAGES.level);
  }
  if (!values || !errors.empty) throw new HttpError(400, errors.message!, errors.fields);
  return { values, level: level! };
}

const employeeExists = () => conflict(EMPLOYEE_MESSAGES.employeeExists, 'email');

export function employeeRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  const db: Db = deps.db;

  return async (app) => {
    // Multipart only for the routes of this plugin (the CSV uploads).
    await app.register(multipart, { limits: { fileSize: MAX_CSV_BYTES, files: 1, fields: 10 } });
    const read = app.requirePermission('all_employees', 'read');
    const write = app.requirePermission('all_employees', 'write');

    // ---------- employees ----------

    app.get('/employee', {
      config: { access: read },
      schema: {
        tags: employeeTags, summary: 'Employees of the tenant, by name, with billable/non-billable counts',
        querystring: EmployeeListQuery,
        response: { 200: EmployeeListResponse, ...errorResponses(400, 401, 403) },
      },
    }, async (request) => {
      const { ctx } = request;
      const tenantId = tenantOf(ctx);
      const { page = 1, pageSize = 10, status = 'all' } = request.query;
      const { items, total, billable, nonBillable } = await listEmployees(ctx, db, status, page, pageSize);
      const today = todayIso();
      return { data: items.map((row) => toEmployeeJson(row, today)), total, billable_count: billable, non_billable_count: nonBillable };
    });

    app.get('/employee/internallabor', {
      config: { access: read },
      schema: {
        tags: employeeTags, summary: 'Internal labour: the active employees',
        response: { 200: EmployeeArrayResponse, ...errorResponses(401, 403) },
      },
    }, async (request) => {
      const rows = await listActiveEmployees(db, tenantOf(request.ctx));
      const today = todayIso();
      return { data: rows.map((row) => toEmployeeJson(row, today)) };
    });

    app.get('/employee/internallabor/:position', {
      config: { access: read },
      schema: {
        tags: employeeTags, summary: 'Internal labour: the active employees of one position', params: PositionParams,
        response: { 200: EmployeeArrayResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const { ctx } = request;
      const tenantId = tenantOf(ctx);
      await assertOwned(db, 'positions', tenantId, request.params.position, POSITION_MESSAGES.positionNotFound);
      const rows = await listActiveEmployees(ctx, db, request.params.position);
      const today = todayIso();
      return { data: rows.map((row) => toEmployeeJson(row, today)) };
    });

    app.get('/employee/withoutrole', {
      config: { access: read },
      schema: {
        tags: employeeTags,
        summary: 'Active employees without a login (the Create New User employee picker; an extension of the spec)',
        response: { 200: EmployeeArrayResponse, ...errorResponses(401, 403) },
      },
    }, async (request) => {
      const rows = await listEmployeesWithoutLogin(db, tenantOf(request.ctx));
      const today = todayIso();
      return { data: rows.map((row) => toEmployeeJson(row, today)) };
    });

    app.get('/employee/:ID', {
      config: { access: read },
      schema: {
        tags: employeeTags, summary: 'One employee (Employee Details)', params: IdParams,
        response: { 200: EmployeeResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const { ctx } = request;
      const tenantId = tenantOf(ctx);
      await assertOwned(db, 'employees', tenantId, request.params.ID, EMPLOYEE_MESSAGES.notFound);
      const row = await findEmployee(ctx, db, request.params.ID);
      if (!row) throw notFound(EMPLOYEE_MESSAGES.notFound);
      return { data: toEmployeeJson(row) };
    });

    app.post('/employee', {
      config: { access: write, validationMessage: EMPLOYEE_MESSAGES.createMandatory },
      schema: {
        tags: employeeTags, body: EmployeeBody,
        summary: "Add an employee; with role 'Fulluser' or 'Estimator' also its login and invitation email",
        response: { 200: EmployeeResponse, ...errorResponses(400, 401, 403, 409) },
      },
    }, async (request) => {
      const { ctx } = request;
      const tenantId = tenantOf(ctx);
      const { values, level } = await employeeInput(db, tenantId, request.body, 'create');
      let login: StaffLogin | undefined;
      let id: number;
      try {
        id = await db.transaction().execute(async (trx) => {
          if (await employeeEmailTaken(ctx, trx, values.email)) throw employeeExists();
          const newId = await insertEmployee(trx, employeeColumns(tenantId, values, level));
          if (values.role) {
            login = await createStaffLogin(trx, deps, {
              tenantId,
              email: values.email,
              firstName: values.first_name,
              lastName: values.last_name,
              phone: values.phone_number,
              address1: values.address1,
              address2: values.address2,
              city: values.city,
              state: values.state,
              stateCode: values.state_code,
              zipcode: values.zipcode,
              roleId: ROLE_BY_NAME[values.role],
              employeeId: newId,
              emailField: 'email',
            });
          }
          await recomputeLevels(ctx, trx, [level.id]);
          return newId;
        });
      } catch (err) {
        // Racing requests: the unique index on the employee email decides.
        throw isUniqueViolation(err) ? employeeExists() : err;
      }
      // Mail only after commit: a rolled-back login gets no invitation.
      if (login) await login.sendInvitation();
      return { data: toEmployeeJson((await findEmployee(ctx, db, id))!) };
    });

    app.put('/employee/:ID', {
      config: { access: write, validationMessage: EMPLOYEE_MESSAGES.editMandatory },
      schema: {
        tags: employeeTags, params: IdParams, body: EmployeeBody,
        summary: 'Edit an employee (role and is_active are not changed here; state_code kept when absent)',
        response: { 200: EmployeeResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    }, async (request) => {
      const { ctx } = request;
      const tenantId = tenantOf(ctx);
      const id = request.params.ID;
      await assertOwned(db, 'employees', tenantId, id, EMPLOYEE_MESSAGES.notFound);
      const existing = await findEmployee(ctx, db, id);
      if (!existing) throw notFound(EMPLOYEE_MESSAGES.notFound);
      const body = { ...request.body, role: undefined };
      if (body.state_code === undefined) body.state_code = existing.state_code;
      const { values, level } = await employeeInput(db, tenantId, body, 'edit');
      try {
        await db.transaction().execute(async (trx) => {
          if (await employeeEmailTaken(ctx, trx, values.email, id)) throw employeeExists();
          await updateEmployee(ctx, trx, id, employeeColumns(tenantId, values, level));
          await recomputeLevels(ctx, trx, [existing.level_id, level.id]);
        });
      } catch (err) {
        throw isUniqueViolation(err) ? employeeExists() : err;
      }
      return { data: toEmployeeJson((await findEmployee(ctx, db, id))!) };
    });

    app.put('/employee/active/:ID', {
      config: { access: write },
      schema: {
        tags: employeeTags, summary: "Activate or deactivate an employee (its level's rates follow)",
        params: IdParams, body: ActiveBody,
        response: { 200: EmployeeResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const { ctx } = request;
      const tenantId = tenantOf(ctx);
      const id = request.params.ID;
      await assertOwned(db, 'employees', tenantId, id, EMPLOYEE_MESSAGES.notFound);
      await db.transaction().execute(async (trx) => {
        const existing = await findEmployee(ctx, trx, id);
        if (!existing) throw notFound(EMPLOYEE_MESSAGES.notFound);
        await updateEmployee(ctx, trx, id, { is_active: request.body.is_active });
        await recomputeLevels(ctx, trx, [existing.level_id]);
      });
      return { data: toEmployeeJson((await findEmployee(ctx, db, id))!) };
    });

    app.post('/employee/uploadcsvdata', {
      config: { access: write },
      schema: {
        tags: employeeTags, consumes: ['multipart/form-data'],
        summary: `Import employees from a CSV file (multipart field "file"), all rows or none. Columns: ${EMPLOYEE_COLUMNS.join(',')}`,
        response: { 200: ImportResponse, 400: CsvErrorResponse, ...errorResponses(401, 403, 409, 413) },
      },
    }, async (request, reply) => {
      const { ctx } = request;
      const tenantId = tenantOf(ctx);
      const rows = parseCsv(await readCsvUpload(request), EMPLOYEE_COLUMNS, EMPLOYEE_OPTIONAL_COLUMNS);
      const catalog = await loadCatalog(db, tenantId);
      const emails = await db.selectFrom('employees').select('email').where('tenant_id', '=', tenantId).execute();
      let valid;
      try {
        valid = validateEmployeeRows(rows, catalog, new Set(emails.map((e) => e.email.toLowerCase())), todayIso());
      } catch (err) {
        if (err instanceof CsvRejected) return sendRejected(reply, err);
        throw err;
      }
      let imported: number;
      try {
        imported = await db.transaction().execute(async (trx) => {
          const count = await insertEmployees(trx, valid.map((row) => employeeColumns(tenantId, row.values, row.level)));
          await recomputeLevels(ctx, trx, valid.map((row) => row.level.id));
          return count;
        });
      } catch (err) {
        throw isUniqueViolation(err) ? employeeExists() : err;
      }
      return { data: { imported, message: `${imported} ${imported === 1 ? 'employee has' : 'employees have'} been imported.` } };
    });

    // ---------- positions and levels ----------

    app.get('/division/internallabour/positions', {
      config: { access: read },
      schema: {
        tags: positionTags, summary: "The tenant's positions, by name",
        response: { 200: PositionListResponse, ...errorResponses(401, 403) },
      },
    }, async (request) => ({ data: (await listPositions(db, tenantOf(request.ctx))).map(toPositionJson) }));

    app.get('/division/internallabour/levels', {
      config: { access: read },
      schema: {
        tags: positionTags, summary: "The tenant's levels with their rates, by position and name; optionally of one position",
        querystring: LevelsQuery,
        response: { 200: LevelListResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const { ctx } = request;
      const tenantId = tenantOf(ctx);
      const positionId = request.query.position_id;
      if (positionId !== undefined) await assertOwned(db, 'positions', tenantId, positionId, POSITION_MESSAGES.positionNotFound);
      return { data: (await listLevels(ctx, db, positionId)).map(toLevelJson) };
    });

    app.get('/division/internallabour/costcode/:positionId', {
      config: { access: read },
      schema: {
        tags: positionTags, params: PositionIdParams,
        summary: "Cost code for a position: its first level's, else the next after the tenant's highest numbered code",
        response: { 200: CostCodeResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const { ctx } = request;
      const tenantId = tenantOf(ctx);
      const { positionId } = request.params;
      await assertOwned(db, 'positions', tenantId, positionId, POSITION_MESSAGES.positionNotFound);
      const own = await positionCostCodes(ctx, db, positionId);
      const CostCode = own[0] ?? nextCostCode(await positionCostCodes(ctx, db));
      return { data: { CostCode } };
    });

    app.post('/division/internallabour/position', {
      config: { access: write },
      schema: {
        tags: positionTags, summary: 'Add a position', body: PositionBody,
        response: { 200: PositionResponse, ...errorResponses(400, 401, 403, 409) },
      },
    }, async (request) => {
      const { ctx } = request;
      const tenantId = tenantOf(ctx);
      const name = text(request.body.position);
      if (name === '') throw new HttpError(400, POSITION_MESSAGES.positionName, { position: POSITION_MESSAGES.positionName });
      const positionExists = () => conflict(POSITION_MESSAGES.positionExists, 'position');
      try {
        const row = await db.transaction().execute(async (trx) => {
          if (await positionNameTaken(ctx, trx, name)) throw positionExists();
          return trx.insertInto('positions').values({ tenant_id: tenantId, name }).returningAll().executeTakeFirstOrThrow();
        });
        return { data: toPositionJson(row) };
      } catch (err) {
        throw isUniqueViolation(err) ? positionExists() : err;
      }
    });

    app.put('/position/update/:id', {
      config: { access: write },
      schema: {
        tags: positionTags, summary: 'Rename a position', params: NumericIdParams, body: PositionBody,
        response: { 200: PositionResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    }, async (request) => {
      const { ctx } = request;
      const tenantId = tenantOf(ctx);
      const { id } = request.params;
      await assertOwned(db, 'positions', tenantId, id, POSITION_MESSAGES.positionNotFound);
      const name = text(request.body.position);
      if (name === '') throw new HttpError(400, POSITION_MESSAGES.positionName, { position: POSITION_MESSAGES.positionName });
      const positionExists = () => conflict(POSITION_MESSAGES.positionExists, 'position');
      try {
        const row = await db.transaction().execute(async (trx) => {
          if (await positionNameTaken(ctx, trx, name, id)) throw positionExists();
          return trx.updateTable('positions').set({ name, updated_at: new Date() })
            .where('tenant_id', '=', tenantId).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
        });
        return { data: toPositionJson(row) };
      } catch (err) {
        throw isUniqueViolation(err) ? positionExists() : err;
      }
    });

    app.post('/division/internallabour/level', {
      config: { access: write },
      schema: {
        tags: positionTags, summary: 'Add a level to a position (rates start at 0: no employees yet)', body: LevelBody,
        response: { 200: LevelResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    }, async (request) => {
      const { ctx } = request;
      const tenantId = tenantOf(ctx);
      const positionId = request.body.position_id;
      await assertOwned(db, 'positions', tenantId, positionId, POSITION_MESSAGES.positionNotFound);
      const name = text(request.body.level);
      const costCode = text(request.body.cost_code);
      if (name === '' || costCode === '') {
        const fields: Record<string, string> = {};
        if (name === '') fields.level = POSITION_MESSAGES.levelNeeds;
        if (costCode === '') fields.cost_code = POSITION_MESSAGES.levelNeeds;
        throw new HttpError(400, POSITION_MESSAGES.levelNeeds, fields);
      }
      const levelExists = () => conflict(POSITION_MESSAGES.levelExists, 'level');
      try {
        const id = await db.transaction().execute(async (trx) => {
          if (await levelNameTaken(ctx, trx, positionId, name)) throw levelExists();
          const row = await trx.insertInto('levels').values({
            tenant_id: tenantId, position_id: positionId, name, cost_code: costCode,
            rate_per_hour: '0', rate_per_week: '0', cost_per_unit: '0',
          }).returning('id').executeTakeFirstOrThrow();
          return row.id;
        });
        return { data: toLevelJson((await findLevel(ctx, db, id))!) };
      } catch (err) {
        throw isUniqueViolation(err) ? levelExists() : err;
      }
    });

    app.put('/level/update/:id', {
      config: { access: write },
      schema: {
        tags: positionTags, params: NumericIdParams, body: LevelUpdateBody,
        summary: "Rename a level and optionally change its cost code (its employees' cost codes follow)",
        response: { 200: LevelResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    }, async (request) => {
      const { ctx } = request;
      const tenantId = tenantOf(ctx);
      const { id } = request.params;
      await assertOwned(db, 'levels', tenantId, id, POSITION_MESSAGES.levelNotFound);
      const name = text(request.body.level);
      const costCodeGiven = request.body.cost_code !== undefined && request.body.cost_code !== null;
      const costCode = text(request.body.cost_code);
      if (name === '' || (costCodeGiven && costCode === '')) {
        const fields: Record<string, string> = {};
        if (name === '') fields.level = POSITION_MESSAGES.levelNeeds;
        if (costCodeGiven && costCode === '') fields.cost_code = POSITION_MESSAGES.levelNeeds;
        throw new HttpError(400, POSITION_MESSAGES.levelNeeds, fields);
      }
      const levelExists = () => conflict(POSITION_MESSAGES.levelExists, 'level');
      try {
        await db.transaction().execute(async (trx) => {
          const level = await findLevel(ctx, trx, id);
          if (!level) throw notFound(POSITION_MESSAGES.levelNotFound);
          if (await levelNameTaken(ctx, trx, level.position_id, name, id)) throw levelExists();
          await trx.updateTable('levels').set({ name, ...(costCodeGiven ? { cost_code: costCode } : {}), updated_at: new Date() })
            .where('tenant_id', '=', tenantId).where('id', '=', id).execute();
          if (costCodeGiven) await syncEmployeeCostCodes(ctx, trx, id, costCode);
          await recomputeLevels(ctx, trx, [id]);
        });
      } catch (err) {
        throw isUniqueViolation(err) ? levelExists() : err;
      }
      return { data: toLevelJson((await findLevel(ctx, db, id))!) };
    });

    app.delete('/level/delete/:id', {
      config: { access: write },
      schema: {
        tags: positionTags, params: NumericIdParams,
        summary: "Delete a level; 409 'This employee level already exists' while employees hold it",
        response: { 200: DeletedResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    }, async (request) => {
      const { ctx } = request;
      const tenantId = tenantOf(ctx);
      const { id } = request.params;
      await assertOwned(db, 'levels', tenantId, id, POSITION_MESSAGES.levelNotFound);
      await db.transaction().execute(async (trx) => {
        if (await levelInUse(ctx, trx, id)) throw conflict(POSITION_MESSAGES.levelInUse);
        await trx.deleteFrom('levels').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
      });
      return { data: true };
    });

    app.post('/position/uploadcsv', {
      config: { access: write },
      schema: {
        tags: positionTags, consumes: ['multipart/form-data'],
        summary: `Import positions and levels from a CSV file (multipart field "file"), all rows or none. Columns: ${POSITION_COLUMNS.join(',')}`,
        response: { 200: ImportResponse, 400: CsvErrorResponse, ...errorResponses(401, 403, 409, 413) },
      },
    }, async (request, reply) => {
      const { ctx } = request;
      const tenantId = tenantOf(ctx);
      const rows = parseCsv(await readCsvUpload(request), POSITION_COLUMNS);
      let valid;
      try {
        valid = validatePositionRows(rows);
      } catch (err) {
        if (err instanceof CsvRejected) return sendRejected(reply, err);
        throw err;
      }
      const result = await db.transaction().execute((trx) => importPositions(trx, tenantId, valid));
      const message = `${valid.length} ${valid.length === 1 ? 'row' : 'rows'} imported: ${result.positions} new `
        + `${result.positions === 1 ? 'position' : 'positions'}, ${result.levels} new ${result.levels === 1 ? 'level' : 'levels'}, `
        + `${result.updated} cost ${result.updated === 1 ? 'code' : 'codes'} updated.`;
      return { data: { imported: valid.length, message } };
    });
  };
}

/** A tenant's positions and levels by lower-cased name. */
async function loadCatalog(db: Db, tenantId: number): Promise<LevelCatalog> {
  const positions = await listPositions(ctx, db);
  const levels = await listLevels(ctx, db);
  const catalog: LevelCatalog = { positions: new Map() };
  const byId = new Map<number, LevelCatalog['positions'] extends Map<string, infer V> ? V : never>();
  for (const p of positions) {
    const entry = { id: p.id, levels: new Map() };
    catalog.positions.set(p.name.toLowerCase(), entry);
    byId.set(p.id, entry);
  }
  for (const l of levels) byId.get(l.position_id)?.levels.set(l.name.toLowerCase(), { id: l.id, position_id: l.position_id, cost_code: l.cost_code });
  return catalog;
}

/**
 * Creates the positions and levels a file names (matching existing ones case-insensitively) with
 * batched inserts; an existing level gets the file's cost code (and its employees with it).
 */
async function importPositions(trx: Db, tenantId: number, rows: { position: string; level: string; cost_code: string }[]) {
  const catalog = await loadCatalog(trx, tenantId);
  const newPositions = new Map<string, string>();
  for (const row of rows) {
    const key = row.position.toLowerCase();
    if (!catalog.positions.has(key) && !newPositions.has(key)) newPositions.set(key, row.position);
  }
  const BATCH = 500;
  const names = [...newPositions.values()];
  for (let i = 0; i < names.length; i += BATCH) {
    const created = await trx.insertInto('positions')
      .values(names.slice(i, i + BATCH).map((name) => ({ tenant_id: tenantId, name })))
      .returning(['id', 'name']).execute();
    for (const p of created) catalog.positions.set(p.name.toLowerCase(), { id: p.id, levels: new Map() });
  }
  const newLevels: { tenant_id: number; position_id: number; name: string; cost_code: string; rate_per_hour: string; rate_per_week: string; cost_per_unit: string }[] = [];
  let updated = 0;
  const touched: number[] = [];
  for (const row of rows) {
    const position = catalog.positions.get(row.position.toLowerCase())!;
    const existing = position.levels.get(row.level.toLowerCase());
    if (!existing) {
      newLevels.push({ tenant_id: tenantId, position_id: position.id, name: row.level, cost_code: row.cost_code, rate_per_hour: '0', rate_per_week: '0', cost_per_unit: '0' });
    } else if (existing.cost_code !== row.cost_code) {
      await trx.updateTable('levels').set({ cost_code: row.cost_code, updated_at: new Date() })
        .where('tenant_id', '=', tenantId).where('id', '=', existing.id).execute();
      await syncEmployeeCostCodes(ctx, trx, existing.id, row.cost_code);
      touched.push(existing.id);
      updated += 1;
    }
  }
  for (let i = 0; i < newLevels.length; i += BATCH) {
    await trx.insertInto('levels').values(newLevels.slice(i, i + BATCH)).execute();
  }
  await recomputeLevels(ctx, trx, touched);
  return { positions: names.length, levels: newLevels.length, updated };
}
