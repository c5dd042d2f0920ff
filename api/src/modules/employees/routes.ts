import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Access } from '../../auth/access.js';
import { tenantOf, type RequestContext } from '../../auth/context.js';
import { MAX_CSV_BYTES, readCsvUpload, sendRejected } from '../../csv/index.js';
import { CsvErrorResponse, ImportResponse } from '../../csv/schemas.js';
import { assertOwned } from '../../db/owned.js';
import type { Db } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { conflict, HttpError, isForeignKeyViolation, isUniqueViolation, notFound } from '../../errors.js';
import { errorResponses } from '../auth/schemas.js';
import { findLevel, findPosition, loadCatalog } from '../positions/repository.js';
import { POSITION_MESSAGES } from '../positions/rules.js';
import { createStaffLogin, type StaffLogin } from '../users/service.js';
import { CsvRejected, EMPLOYEE_COLUMNS, EMPLOYEE_OPTIONAL_COLUMNS, parseCsv, validateEmployeeRows } from './csv.js';
import {
  deleteEmployee, employeeColumns, employeeUses, employeeEmails, employeeEmailTaken, findEmployee, insertEmployee, insertEmployees,
  listActiveEmployees, listEmployees, listEmployeesWithoutLogin, recomputeLevels, toEmployeeJson, updateEmployee,
} from './repository.js';
import { EMPLOYEE_REASONS } from './reasons.js';
import {
  EMPLOYEE_MESSAGES, employeeInUse, ROLE_BY_NAME, todayIso, validateEmployee, type EmployeeMode,
  type EmployeePayload,
} from './rules.js';
import {
  ActiveBody, DeletedResponse, EmployeeArrayResponse, EmployeeBody, EmployeeListQuery, EmployeeListResponse, EmployeeResponse,
  IdParams, PositionParams,
} from './schemas.js';

const tags = ['employees'];
const read: Access = { area: 'all_employees', mode: 'read' };
const write: Access = { area: 'all_employees', mode: 'write' };

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value).trim());

function toId(value: unknown): number | undefined {
  const s = text(value);
  if (!/^\d{1,9}$/.test(s)) return undefined;
  const n = Number(s);
  return n >= 1 ? n : undefined;
}

/** Validates the body and resolves its position and level within the tenant (400 with the spec's messages). */
async function employeeInput(ctx: RequestContext, db: Db, body: EmployeePayload, mode: EmployeeMode) {
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

const employeeExists = () => conflict(EMPLOYEE_MESSAGES.employeeExists, 'email', EMPLOYEE_REASONS.emailTaken);

export function employeeRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  const db: Db = deps.db;

  return async (app) => {
    // Multipart only for the routes of this plugin (the CSV upload).
    await app.register(multipart, { limits: { fileSize: MAX_CSV_BYTES, files: 1, fields: 10 } });

    app.get('/employee', {
      config: { access: read },
      schema: {
        tags, summary: 'Employees of the tenant, by name, with billable/non-billable counts',
        querystring: EmployeeListQuery,
        response: { 200: EmployeeListResponse, ...errorResponses(400, 401, 403) },
      },
    }, async (request) => {
      const { ctx } = request;
      const { page = 1, pageSize = 10, status = 'all' } = request.query;
      const { items, total, billable, nonBillable } = await listEmployees(ctx, db, status, page, pageSize);
      const today = todayIso();
      return { data: items.map((row) => toEmployeeJson(row, today)), total, billable_count: billable, non_billable_count: nonBillable };
    });

    app.get('/employee/internallabor', {
      config: { access: read },
      schema: {
        tags, summary: 'Internal labour: the active employees',
        response: { 200: EmployeeArrayResponse, ...errorResponses(401, 403) },
      },
    }, async (request) => {
      const rows = await listActiveEmployees(request.ctx, db);
      const today = todayIso();
      return { data: rows.map((row) => toEmployeeJson(row, today)) };
    });

    app.get('/employee/internallabor/:position', {
      config: { access: read },
      schema: {
        tags, summary: 'Internal labour: the active employees of one position', params: PositionParams,
        response: { 200: EmployeeArrayResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const { ctx } = request;
      await assertOwned(ctx, db, 'positions', request.params.position, POSITION_MESSAGES.positionNotFound);
      const rows = await listActiveEmployees(ctx, db, request.params.position);
      const today = todayIso();
      return { data: rows.map((row) => toEmployeeJson(row, today)) };
    });

    app.get('/employee/withoutrole', {
      config: { access: read },
      schema: {
        tags,
        summary: 'Active employees without a login (the Create New User employee picker; an extension of the spec)',
        response: { 200: EmployeeArrayResponse, ...errorResponses(401, 403) },
      },
    }, async (request) => {
      const rows = await listEmployeesWithoutLogin(request.ctx, db);
      const today = todayIso();
      return { data: rows.map((row) => toEmployeeJson(row, today)) };
    });

    app.get('/employee/:ID', {
      config: { access: read },
      schema: {
        tags, summary: 'One employee (Employee Details)', params: IdParams,
        response: { 200: EmployeeResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const { ctx } = request;
      await assertOwned(ctx, db, 'employees', request.params.ID, EMPLOYEE_MESSAGES.notFound);
      const row = await findEmployee(ctx, db, request.params.ID);
      if (!row) throw notFound(EMPLOYEE_MESSAGES.notFound);
      return { data: toEmployeeJson(row) };
    });

    app.post('/employee', {
      config: { access: write, validationMessage: EMPLOYEE_MESSAGES.createMandatory },
      schema: {
        tags, body: EmployeeBody,
        summary: "Add an employee; with role 'Fulluser' or 'Estimator' also its login and invitation email",
        response: { 200: EmployeeResponse, ...errorResponses(400, 401, 403, 409) },
      },
    }, async (request) => {
      const { ctx } = request;
      const tenantId = tenantOf(ctx);
      const { values, level } = await employeeInput(ctx, db, request.body, 'create');
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
        tags, params: IdParams, body: EmployeeBody,
        summary: 'Edit an employee (role and is_active are not changed here; state_code kept when absent)',
        response: { 200: EmployeeResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    }, async (request) => {
      const { ctx } = request;
      const tenantId = tenantOf(ctx);
      const id = request.params.ID;
      await assertOwned(ctx, db, 'employees', id, EMPLOYEE_MESSAGES.notFound);
      const existing = await findEmployee(ctx, db, id);
      if (!existing) throw notFound(EMPLOYEE_MESSAGES.notFound);
      const body = { ...request.body, role: undefined };
      if (body.state_code === undefined) body.state_code = existing.state_code;
      const { values, level } = await employeeInput(ctx, db, body, 'edit');
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
        tags, summary: "Activate or deactivate an employee (its level's rates follow)",
        params: IdParams, body: ActiveBody,
        response: { 200: EmployeeResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const { ctx } = request;
      const id = request.params.ID;
      await assertOwned(ctx, db, 'employees', id, EMPLOYEE_MESSAGES.notFound);
      await db.transaction().execute(async (trx) => {
        const existing = await findEmployee(ctx, trx, id);
        if (!existing) throw notFound(EMPLOYEE_MESSAGES.notFound);
        await updateEmployee(ctx, trx, id, { is_active: request.body.is_active });
        await recomputeLevels(ctx, trx, [existing.level_id]);
      });
      return { data: toEmployeeJson((await findEmployee(ctx, db, id))!) };
    });

    app.delete('/employee/:ID', {
      config: { access: write },
      schema: {
        tags, summary: "Deletes an employee nothing uses (no login, on no project's staff); its level's rates follow",
        params: IdParams,
        response: { 200: DeletedResponse, ...errorResponses(401, 403, 404, 409) },
      },
    }, async (request) => {
      const { ctx } = request;
      const id = request.params.ID;
      await assertOwned(ctx, db, 'employees', id, EMPLOYEE_MESSAGES.notFound);
      try {
        await db.transaction().execute(async (trx) => {
          const existing = await findEmployee(ctx, trx, id);
          if (!existing) throw notFound(EMPLOYEE_MESSAGES.notFound);
          const uses = await employeeUses(ctx, trx, id);
          if (uses.length > 0) throw conflict(employeeInUse(uses), undefined, EMPLOYEE_REASONS.inUse);
          await deleteEmployee(ctx, trx, id);
          await recomputeLevels(ctx, trx, [existing.level_id]);
        });
      } catch (err) {
        // A login or project that named the employee after the check above: the database refuses the delete.
        if (isForeignKeyViolation(err)) throw conflict(employeeInUse(['in use']), undefined, EMPLOYEE_REASONS.inUse);
        throw err;
      }
      return { data: true };
    });

    app.post('/employee/uploadcsvdata', {
      config: { access: write },
      schema: {
        tags, consumes: ['multipart/form-data'],
        summary: `Import employees from a CSV file (multipart field "file"), all rows or none. Columns: ${EMPLOYEE_COLUMNS.join(',')}`,
        response: { 200: ImportResponse, 400: CsvErrorResponse, ...errorResponses(401, 403, 409, 413) },
      },
    }, async (request, reply) => {
      const { ctx } = request;
      const tenantId = tenantOf(ctx);
      const rows = await parseCsv(await readCsvUpload(request), EMPLOYEE_COLUMNS, EMPLOYEE_OPTIONAL_COLUMNS);
      const catalog = await loadCatalog(ctx, db);
      const emails = await employeeEmails(ctx, db);
      let valid;
      try {
        valid = validateEmployeeRows(rows, catalog, emails, todayIso());
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
  };
}
