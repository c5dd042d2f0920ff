import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { ROLE_IDS } from '../../auth/areas.js';
import { authOf, type AuthContext } from '../../auth/guard.js';
import type { Db } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { forbidden, HttpError, notFound } from '../../errors.js';
import { parseDecimal, toMoneyString, toRateString } from '@suite/money';
import { FieldErrors, isBlank } from '../../validation.js';
import { errorResponses } from '../auth/schemas.js';
import {
  bidFigures, companyOf, conflict, currentTotal, employeeIds, findProject, findProjectByUid, isInvited, isUniqueViolation,
  listProjects, maxUidNumber, ownerSnapshot, projectColumns, projectTenant, projectTenantByUid, toProjectJson, uidTaken,
  type ProjectJson, type ProjectRecord,
} from './repository.js';
import {
  composeUid, copyName, isBidding, markupMode, nextUidNumber, parseDate, parseStatus, parseTime, PROJECT_MESSAGES as M,
  projectTotals, storedMarkup, text, uidNumberPart, validateProject, type ProjectInfoInput, type ProjectStatus,
} from './rules.js';
import {
  CompanyParams, DeletedResponse, DuplicateBody, DuplicateQuery, IdParams, NextUidResponse, ProjectArrayResponse,
  ProjectBody, ProjectListQuery, ProjectListResponse, ProjectResponse, StatusBody, TotalsResponse, UidParams,
} from './schemas.js';

const security = [{ bearerAuth: [] }];
const tags = ['projects'];

/** The tenant the caller acts in (from the token); projects exist only inside a tenant. */
function tenantOf(request: FastifyRequest): { auth: AuthContext; tenantId: number; external: boolean } {
  const auth = authOf(request);
  if (auth.tenantId === null) throw forbidden();
  return { auth, tenantId: auth.tenantId, external: auth.roleId === ROLE_IDS.subcontractor };
}

/** An id given as a number, digits, `{ id }` or `[{ id }]`; undefined when absent or not an id. */
export function pickId(value: unknown): number | undefined {
  let v = value;
  if (Array.isArray(v)) v = v[0];
  if (v && typeof v === 'object' && 'id' in v) v = (v as { id?: unknown }).id;
  const s = text(v);
  if (!/^\d{1,9}$/.test(s)) return undefined;
  const n = Number(s);
  return n >= 1 ? n : undefined;
}

type Body = { project_info?: Record<string, unknown>; project_owner_info?: Record<string, unknown> };

function ownerRefs(body: Body) {
  const o = body.project_owner_info ?? {};
  const addressRaw = o.owner_address_id ?? o.addresses;
  const managerRaw = o.owner_manager_id ?? o.owner_manager;
  return {
    ownerId: pickId(o.owner_id), addressId: pickId(addressRaw), managerId: pickId(managerRaw),
    ownerGiven: !isBlank(o.owner_id), addressGiven: !isBlank(addressRaw), managerGiven: !isBlank(managerRaw),
  };
}

/** Validates a project body against the tenant's records (400 with 001 §5's messages in order). */
async function projectInput(db: Db, tenantId: number, body: Body, mode: 'create' | 'edit') {
  const info = (body.project_info ?? {}) as ProjectInfoInput & Record<string, unknown>;
  const refs = ownerRefs(body);
  const company = await companyOf(db, tenantId);
  const snapshot = await ownerSnapshot(db, tenantId, refs.ownerId, refs.addressId, refs.managerId);
  const people = { estimator: info.estimator, project_manager: info.project_manager, site_super: info.site_super };
  const peopleIds = Object.fromEntries(Object.entries(people).map(([k, v]) => [k, isBlank(v) ? null : pickId(v) ?? -1])) as
    Record<keyof typeof people, number | null>;
  const known = await employeeIds(db, tenantId, Object.values(peopleIds).filter((id): id is number => id !== null && id > 0));
  const ok = (id: number | null) => id === null || known.has(id);
  const { values, errors } = validateProject(info, snapshot, {
    mode,
    prefix: company.prefix_project_id,
    companyMarkup: company.default_markup,
    ownerGiven: refs.ownerGiven && refs.ownerId !== undefined,
    addressGiven: refs.addressGiven && refs.addressId !== undefined,
    managerGiven: refs.managerGiven && refs.managerId !== undefined,
    people: { estimator: ok(peopleIds.estimator), project_manager: ok(peopleIds.project_manager), site_super: ok(peopleIds.site_super) },
  });
  if (!values) throw new HttpError(400, errors.message!, errors.fields);
  return {
    values,
    uid: composeUid(company.prefix_project_id, values.uid_number),
    refs: {
      owner_id: refs.ownerId!, owner_address_id: refs.addressId!, owner_manager_id: refs.managerId!,
      estimator_id: peopleIds.estimator, project_manager_id: peopleIds.project_manager, site_super_id: peopleIds.site_super,
    },
  };
}

/** A project of the caller's tenant: 404 when no tenant has it, 403 when another does (or role 13 is not invited). */
async function loadProject(db: Db, request: FastifyRequest, id: number): Promise<{ row: ProjectRecord; external: boolean; tenantId: number }> {
  const { auth, tenantId, external } = tenantOf(request);
  const row = await findProject(db, tenantId, id);
  if (!row) {
    if ((await projectTenant(db, id)) === undefined) throw notFound(M.notFound);
    throw forbidden();
  }
  if (external && !(await isInvited(db, tenantId, id, auth.user.id))) throw forbidden();
  return { row, external, tenantId };
}

async function loadProjectByUid(db: Db, request: FastifyRequest, uid: string) {
  const { auth, tenantId, external } = tenantOf(request);
  const row = await findProjectByUid(db, tenantId, uid);
  if (!row) {
    if ((await projectTenantByUid(db, uid)).length === 0) throw notFound(M.notFound);
    throw forbidden();
  }
  if (external && !(await isInvited(db, tenantId, row.id, auth.user.id))) throw forbidden();
  return { row, external, tenantId };
}

function parseStatusList(value: string | undefined): ProjectStatus[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const out: ProjectStatus[] = [];
  for (const part of value.split(',').map((s) => s.trim()).filter(Boolean)) {
    const status = parseStatus(part);
    if (!status) throw new HttpError(400, M.status, { status: M.status });
    if (!out.includes(status)) out.push(status);
  }
  return out;
}

const NUMERIC_KEYS = new Set(['duration', 'area', 'custom_price_amt', 'total_markup', 'pco_profit_percentage']);
const DATE_KEYS = new Set(['bid_due_date', 'construction_start_date', 'estimated_completion_date', 'start_date']);

/** Whether a field a body carries equals the stored project's (numbers by value, dates by calendar day). */
function sameValue(key: string, given: unknown, current: unknown): boolean {
  if (isBlank(given) && isBlank(current)) return true;
  if (current !== null && typeof current === 'object') return pickId(given) === pickId(current);
  if (typeof current === 'boolean') {
    const g = typeof given === 'boolean' ? given : ['true', 'yes', '1'].includes(text(given).toLowerCase());
    return g === current;
  }
  if (NUMERIC_KEYS.has(key)) {
    const g = parseDecimal(given);
    const c = parseDecimal(current);
    return g !== undefined && c !== undefined && g.eq(c);
  }
  if (DATE_KEYS.has(key)) return parseDate(given) !== undefined && parseDate(given) === parseDate(current);
  if (key === 'time_due') return parseTime(given) !== undefined && parseTime(given) === parseTime(current);
  return text(given) === text(current);
}

function onlyStatusDiffers(body: Body, current: ProjectJson, prefix: string | null): boolean {
  const info = body.project_info ?? {};
  const stored = current.Input.project_info as Record<string, unknown>;
  for (const [key, value] of Object.entries(info)) {
    if (key === 'status' || value === undefined) continue;
    if (key === 'project_uid') {
      if (uidNumberPart(value, prefix) !== stored.uid_number && text(value).toLowerCase() !== current.ProjectUid.toLowerCase()) return false;
      continue;
    }
    if (key === 'markup_type') {
      if (!isBlank(value) && markupMode(value, info.custom_price_amt) !== stored.markup_type) return false;
      continue;
    }
    if (!(key in stored)) continue;
    if (!sameValue(key, value, stored[key])) return false;
  }
  const refs = ownerRefs(body);
  const owner = current.Input.project_owner_info!;
  if (refs.ownerGiven && refs.ownerId !== owner.owner_id) return false;
  if (refs.addressGiven && refs.addressId !== owner.addresses.id) return false;
  if (refs.managerGiven && refs.managerId !== owner.owner_manager.id) return false;
  return true;
}

async function setStatus(db: Db, tenantId: number, row: ProjectRecord, status: ProjectStatus): Promise<void> {
  const total = currentTotal(row, await bidFigures(db, tenantId, row.id));
  await db.updateTable('projects').set({ status, total_cost: total, updated_at: sql<Date>`now()` })
    .where('tenant_id', '=', tenantId).where('id', '=', row.id).execute();
}

const uidExists = () => conflict(M.uidTaken, 'project_info.project_uid');

/** GET projects and GET projects/{id} (v2; also mounted under v1 for clients of that base). */
export function projectV2Routes(deps: AppDeps): FastifyPluginAsyncTypebox {
  const db = deps.db;
  return async (app) => {
    const read = app.requirePermission('all_projects', 'read');

    app.get('/projects', {
      preHandler: read,
      schema: {
        tags, security, querystring: ProjectListQuery,
        summary: 'A page of projects (newest first) with owner and people names; role 13 gets only its invited projects',
        response: { 200: ProjectListResponse, ...errorResponses(400, 401, 403) },
      },
    }, async (request) => {
      const { auth, tenantId, external } = tenantOf(request);
      const { page = 1, pageSize = 100, q, status } = request.query;
      const statuses = parseStatusList(status);
      const { items, total } = await listProjects(db, tenantId, {
        statuses, q, invitedUserId: external ? auth.user.id : undefined,
      }, page, pageSize);
      return { data: items.map((row) => toProjectJson(row, { hideOwner: external })), total };
    });

    app.get('/projects/:id', {
      preHandler: read,
      schema: {
        tags, security, params: IdParams, summary: 'One project',
        response: { 200: ProjectResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const { row, external } = await loadProject(db, request, request.params.id);
      return { data: toProjectJson(row, { hideOwner: external }) };
    });
  };
}

export function projectRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  const db = deps.db;
  return async (app) => {
    const read = app.requirePermission('all_projects', 'read');
    const write = app.requirePermission('all_projects', 'write');
    const create = app.requirePermission('create_project', 'write');

    app.get('/project/uid', {
      preHandler: read,
      schema: {
        tags, security, summary: "The next project ID: the company's prefix and one past the highest number in use (at least its start number)",
        response: { 200: NextUidResponse, ...errorResponses(401, 403) },
      },
    }, async (request) => {
      const { tenantId, external } = tenantOf(request);
      if (external) throw forbidden();
      const company = await companyOf(db, tenantId);
      const next = nextUidNumber(await maxUidNumber(db, tenantId), company.start_project_id);
      return { data: { Next_UID: composeUid(company.prefix_project_id, next) } };
    });

    app.post('/project', {
      preHandler: create,
      schema: {
        tags, security, body: ProjectBody,
        summary: 'Create a project (status Bidding); 001 §5 checks in order, first failure as error, all in fields',
        response: { 200: ProjectResponse, ...errorResponses(400, 401, 403, 409) },
      },
    }, async (request) => {
      const { tenantId } = tenantOf(request);
      const { values, uid, refs } = await projectInput(db, tenantId, request.body as Body, 'create');
      try {
        const id = await db.transaction().execute(async (trx) => {
          if (await uidTaken(trx, tenantId, uid)) throw uidExists();
          const row = await trx.insertInto('projects')
            .values({ tenant_id: tenantId, ...projectColumns(values, refs, uid), status: 'Bidding' })
            .returning('id').executeTakeFirstOrThrow();
          return row.id;
        });
        return { data: toProjectJson((await findProject(db, tenantId, id))!) };
      } catch (err) {
        throw isUniqueViolation(err) ? uidExists() : err;
      }
    });

    app.put('/project/:id', {
      preHandler: write,
      schema: {
        tags, security, params: IdParams, body: ProjectBody,
        summary: 'Edit a project (only at Bidding, else 409); a body that differs from the project only in status changes the status at any status',
        response: { 200: ProjectResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    }, async (request) => {
      const { row, tenantId } = await loadProject(db, request, request.params.id);
      const body = request.body as Body;
      const statusGiven = body.project_info?.status;
      if (!isBlank(statusGiven)) {
        const status = parseStatus(statusGiven);
        if (!status) throw new HttpError(400, M.status, { 'project_info.status': M.status });
        const company = await companyOf(db, tenantId);
        if (status !== row.status && onlyStatusDiffers(body, toProjectJson(row), company.prefix_project_id)) {
          await setStatus(db, tenantId, row, status);
          return { data: toProjectJson((await findProject(db, tenantId, row.id))!) };
        }
      }
      if (!isBidding(row.status)) throw conflict(M.notBidding);
      const { values, uid, refs } = await projectInput(db, tenantId, body, 'edit');
      try {
        await db.transaction().execute(async (trx) => {
          if (await uidTaken(trx, tenantId, uid, row.id)) throw uidExists();
          await trx.updateTable('projects')
            .set({ ...projectColumns(values, refs, uid), ...(values.status ? { status: values.status } : {}), updated_at: sql<Date>`now()` })
            .where('tenant_id', '=', tenantId).where('id', '=', row.id).execute();
        });
      } catch (err) {
        throw isUniqueViolation(err) ? uidExists() : err;
      }
      return { data: toProjectJson((await findProject(db, tenantId, row.id))!) };
    });

    app.put('/project/:id/status', {
      preHandler: write,
      schema: {
        tags, security, params: IdParams, body: StatusBody,
        summary: 'Extension: change the status (any value, at any status)',
        response: { 200: ProjectResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const { row, tenantId } = await loadProject(db, request, request.params.id);
      const status = parseStatus(request.body.status);
      if (!status) throw new HttpError(400, M.status, { status: M.status });
      if (status !== row.status) await setStatus(db, tenantId, row, status);
      return { data: toProjectJson((await findProject(db, tenantId, row.id))!) };
    });

    app.delete('/project/:id', {
      preHandler: write,
      schema: {
        tags, security, params: IdParams, summary: 'Delete a project (only at Bidding, else 409)',
        response: { 200: DeletedResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    }, async (request) => {
      const { row, tenantId } = await loadProject(db, request, request.params.id);
      if (!isBidding(row.status)) throw conflict(M.notBidding);
      await db.deleteFrom('projects').where('tenant_id', '=', tenantId).where('id', '=', row.id).execute();
      return { data: true };
    });

    app.get('/projectuid/:uid', {
      preHandler: read,
      schema: {
        tags, security, params: UidParams, summary: 'Project totals (calculations.md §8) over its non-alternate bids',
        response: { 200: TotalsResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const { row, tenantId } = await loadProjectByUid(db, request, request.params.uid);
      const t = projectTotals(storedMarkup(row), await bidFigures(db, tenantId, row.id));
      return {
        data: {
          BidTotals: toMoneyString(t.BidTotals), OverheadCost: toMoneyString(t.OverheadCost), OverheadPercentage: toRateString(t.OverheadPercentage),
          ProfitCost: toMoneyString(t.ProfitCost), ProfitPercentage: toRateString(t.ProfitPercentage), TotalCost: toMoneyString(t.TotalCost),
        },
      };
    });

    app.post('/duplicate-project', {
      preHandler: create,
      schema: {
        tags, security, querystring: DuplicateQuery, body: DuplicateBody,
        summary: "Copy a project under a new ID and name (status Bidding, name with the ' copy' suffix)",
        response: { 200: ProjectResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    }, async (request) => {
      const { tenantId } = tenantOf(request);
      const company = await companyOf(db, tenantId);
      const errors = new FieldErrors();
      const newUid = text(request.body.newProjectUid);
      const name = text(request.body.projectName);
      if (newUid === '' || /null/i.test(newUid)) errors.add('newProjectUid', M.copyId);
      if (name === '') errors.add('projectName', M.copyName);
      const number = uidNumberPart(newUid, company.prefix_project_id);
      if (errors.fields.newProjectUid === undefined && number === undefined) errors.add('newProjectUid', M.projectIdNumber);
      if (!errors.empty) throw new HttpError(400, errors.message!, errors.fields);
      const { row: source } = await loadProjectByUid(db, request, request.query.oldProjectUid);
      const uid = composeUid(company.prefix_project_id, number!);
      const copyExists = () => conflict(M.uidTaken, 'newProjectUid');
      try {
        const id = await db.transaction().execute(async (trx) => {
          if (await uidTaken(trx, tenantId, uid)) throw copyExists();
          const copied = await sql<{ id: number }>`
            insert into projects (tenant_id, project_uid, uid_number, project_name, status, owner_id, owner_address_id,
              owner_manager_id, estimator_id, project_manager_id, site_super_id, address1, address2, city, state, state_code,
              zipcode, building_type, project_type, duration, area, drawing_link, bid_due_date, time_due,
              construction_start_date, estimated_completion_date, total_markup, custom_price_amt, power, water,
              pco_profit_percentage, total_cost)
            select tenant_id, ${uid}, ${number!}::bigint, ${copyName(name)}, 'Bidding', owner_id, owner_address_id,
              owner_manager_id, estimator_id, project_manager_id, site_super_id, address1, address2, city, state, state_code,
              zipcode, building_type, project_type, duration, area, drawing_link, bid_due_date, time_due,
              construction_start_date, estimated_completion_date, total_markup, custom_price_amt, power, water,
              pco_profit_percentage, ${currentTotal(source, [])}::numeric
            from projects where tenant_id = ${tenantId} and id = ${source.id}
            returning id`.execute(trx);
          return copied.rows[0]!.id;
        });
        return { data: toProjectJson((await findProject(db, tenantId, id))!) };
      } catch (err) {
        throw isUniqueViolation(err) ? copyExists() : err;
      }
    });

    app.get('/invited/projects/:companyId', {
      preHandler: read,
      schema: {
        tags, security, params: CompanyParams,
        summary: 'Role 13 acting in that company: the projects it was invited to (read-only, no owner data)',
        response: { 200: ProjectArrayResponse, ...errorResponses(400, 401, 403) },
      },
    }, async (request) => {
      const { auth, tenantId, external } = tenantOf(request);
      if (!external || tenantId !== request.params.companyId) throw forbidden();
      const { items } = await listProjects(db, tenantId, { invitedUserId: auth.user.id }, 1, 10_000);
      return { data: items.map((row) => toProjectJson(row, { hideOwner: true })) };
    });
  };
}
