import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { tenantOf, type RequestContext } from '../../auth/context.js';
import type { Db, UserRow } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { conflict as conflictError, HttpError, isUniqueViolation, notFound } from '../../errors.js';
import { errorResponses } from '../auth/schemas.js';
import { findEmployeeLink, findUser, listUsers, toUserJson, updateUser } from './repository.js';
import { USER_REASONS } from './reasons.js';
import { isUserRoleId, USER_MESSAGES, validateUser, type UserPayload, type UserRoleId, type UserValues } from './rules.js';
import {
  ActiveBody, PageQuery, StatusParams, UserBody, UserIdParams, UserListResponse, UserResponse,
} from './schemas.js';
import { createStaffLogin, emailInUse, emailTaken } from './service.js';

const tags = ['users'];
const mandatory = { validationMessage: USER_MESSAGES.mandatory };

function validOrThrow(payload: UserPayload): UserValues {
  const { values, errors } = validateUser(payload);
  if (!values) throw new HttpError(400, errors.message!, errors.fields);
  return values;
}

/**
 * A Full User or Estimator of the caller's tenant. An id that is not a user of the caller's tenant
 * answers 404 whether or not it exists elsewhere (nothing is revealed), as does a login of the tenant that
 * is not staff (the company admin is not one of All Users).
 */
async function staffUser(ctx: RequestContext, db: Db, userId: number): Promise<UserRow> {
  const tenantId = tenantOf(ctx);
  const user = await findUser(db, userId);
  if (!user || user.tenant_id !== tenantId || !isUserRoleId(user.role_id)) throw notFound(USER_MESSAGES.notFound);
  return user;
}

function employeeLinked(): HttpError {
  return conflictError(USER_MESSAGES.employeeLinked, 'employee_id', USER_REASONS.employeeLinked);
}

/** The employee must be one of the tenant's and have no other login. */
async function assertEmployeeFree(ctx: RequestContext, db: Db, employeeId: number, exceptUserId?: number): Promise<void> {
  const employee = await findEmployeeLink(ctx, db, employeeId, exceptUserId);
  if (!employee) throw new HttpError(400, USER_MESSAGES.employee, { employee_id: USER_MESSAGES.employee });
  if (employee.linked) throw employeeLinked();
}

/** A unique-index race reads as the matching 409. */
function raceConflict(err: unknown): unknown {
  if (!isUniqueViolation(err)) return err;
  const constraint = String((err as { constraint?: string }).constraint ?? '');
  return constraint.includes('employee') ? employeeLinked() : emailTaken();
}

export function userRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  const db: Db = deps.db;

  const create = async (ctx: RequestContext, body: UserPayload, roleId: UserRoleId) => {
    const tenantId = tenantOf(ctx);
    const values = validOrThrow(body);
    let created;
    try {
      created = await db.transaction().execute(async (trx) => {
        if (values.employee_id != null) await assertEmployeeFree(ctx, trx, values.employee_id);
        return createStaffLogin(trx, deps, {
          tenantId,
          email: values.email,
          firstName: values.first_name,
          lastName: values.last_name,
          phone: values.phone,
          address1: values.address1,
          address2: values.address2,
          city: values.city,
          state: values.state,
          stateCode: values.state_code,
          zipcode: values.zipcode,
          roleId,
          employeeId: values.employee_id ?? null,
          isActive: values.is_active ?? true,
        });
      });
    } catch (err) {
      throw raceConflict(err);
    }
    // Mail only after commit: no invitation for a login that was rolled back.
    await created.sendInvitation();
    return { data: toUserJson(created.user) };
  };

  return async (app) => {
    app.get('/getall/Alluser', {
      config: { access: { area: 'all_users', mode: 'read' } },
      schema: {
        tags, summary: "The company's Full Users and Estimators, by name, a page at a time", querystring: PageQuery,
        response: { 200: UserListResponse, ...errorResponses(400, 401, 403) },
      },
    }, async (request) => {
      const { page = 1, pageSize = 10 } = request.query;
      const { rows, total } = await listUsers(request.ctx, db, page, pageSize);
      return { data: rows.map(toUserJson), total };
    });

    app.get('/getall/Alluser/:userId', {
      config: { access: { area: 'all_users', mode: 'read' } },
      schema: {
        tags, summary: 'One user of the company (Full User Details)', params: UserIdParams,
        response: { 200: UserResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const user = await staffUser(request.ctx, db, request.params.userId);
      return { data: toUserJson(user) };
    });

    const createSchema = (summary: string) => ({
      tags, summary, body: UserBody,
      response: { 200: UserResponse, ...errorResponses(400, 401, 403, 409) },
    });

    app.post('/create/Fulluser', {
      config: { access: { area: 'all_users', mode: 'write' }, ...mandatory },
      schema: createSchema('Create a Full User login in the company and email its set-password invitation'),
    }, async (request) => create(request.ctx, request.body, 3));

    app.post('/create/Estimator', {
      config: { access: { area: 'all_users', mode: 'write' }, ...mandatory },
      schema: createSchema('Create an Estimator login in the company and email its set-password invitation'),
    }, async (request) => create(request.ctx, request.body, 4));

    app.put('/update/alluser/:userId', {
      config: { access: { area: 'all_users', mode: 'write' }, ...mandatory },
      schema: {
        tags, summary: 'Edit a user of the company (email may change to an unused one)',
        params: UserIdParams, body: UserBody,
        response: { 200: UserResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    }, async (request) => {
      const auth = request.ctx;
      const values = validOrThrow(request.body);
      let user;
      try {
        user = await db.transaction().execute(async (trx) => {
          const existing = await staffUser(auth, trx, request.params.userId);
          const emailChanged = values.email.toLowerCase() !== existing.email.toLowerCase();
          if (emailChanged && await emailInUse(trx, values.email, existing.id)) throw emailTaken();
          const employeeId = values.employee_id === undefined ? existing.employee_id : values.employee_id;
          if (employeeId !== null && employeeId !== existing.employee_id) {
            await assertEmployeeFree(auth, trx, employeeId, existing.id);
          }
          const { role_id, is_active, employee_id: _ignored, ...profile } = values;
          return updateUser(trx, existing, {
            ...profile,
            role_id: role_id ?? existing.role_id,
            is_active: is_active ?? existing.is_active,
            employee_id: employeeId,
          });
        });
      } catch (err) {
        throw raceConflict(err);
      }
      return { data: toUserJson(user) };
    });

    app.put('/switchstatus/alluser/:ID', {
      config: { access: { area: 'all_users', mode: 'write' } },
      schema: {
        tags, summary: 'Activate or deactivate a user (a deactivated user cannot sign in; its tokens stop working)',
        params: StatusParams, body: ActiveBody,
        response: { 200: UserResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const auth = request.ctx;
      const user = await db.transaction().execute(async (trx) => {
        const existing = await staffUser(auth, trx, request.params.ID);
        return updateUser(trx, existing, { is_active: request.body.is_active });
      });
      return { data: toUserJson(user) };
    });
  };
}
