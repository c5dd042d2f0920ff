import { sendReusedJson } from '../../json-text.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { Access } from '../../auth/access.js';
import { tenantOf, type RequestContext } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { conflict, forbidden, HttpError, isUniqueViolation, notFound } from '../../errors.js';
import { parseDecimal } from '@suite/money';
import { FieldErrors, isBlank } from '../../validation.js';
import { errorResponses } from '../auth/schemas.js';
import type { ApiModule } from '../module.js';
import {
  bidFigures, companyOf, copyProject, currentTotal, deleteProject, employeeIds, findProject, findProjectByUid, insertProject,
  isInvited, listProjects, listProjectsJson, maxUidNumber, ownerSnapshot, setProjectStatus, toProjectJson,
  uidTaken, updateProject, type ProjectJson, type ProjectRecord,
} from './repository.js';
import { projectListCache } from './list-cache.js';
import { PROJECT_REASONS } from './reasons.js';
import { contractJson } from './contract.js';
import { recalculateProject } from './recalculate.js';
import { HIDDEN_FIGURES, totalsJson } from './totals.js';
import {
  composeUid, isBidding, nextUidNumber, parseDate, parseStatus, parseTime, PROJECT_MESSAGES as M, text, uidNumberPart,
  type ProjectStatus,
} from './rules.js';
import { markupMode, validateProject, type ProjectInfoInput } from './validation.js';
import { projectTotals, storedMarkup } from './project-totals.js';
import {
  CompanyParams, DeletedResponse, DuplicateBody, DuplicateQuery, IdParams, NextUidResponse, ProjectArrayResponse,
  NotModifiedResponse, ProjectBody, ProjectListQuery, ProjectListResponse, ProjectResponse, StatusBody, TotalsResponse, UidParams,
} from './schemas.js';

const tags = ['projects'];

const read: Access = { area: 'all_projects', mode: 'read' };
const write: Access = { area: 'all_projects', mode: 'write' };
const create: Access = { area: 'create_project', mode: 'write' };
// A copy opens on Edit Project for the blanked fields (docs/projects.md §2.2), so copying needs the write that editing needs too
// (issue 10 item 2): an estimator, who may create but not edit, is refused before a half-empty copy exists.
const copy: Access = { allOf: ['create_project', 'all_projects'], mode: 'write' };

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

/** Validates a project body against the tenant's records (400 with docs/projects.md §5's messages in order). */
async function projectInput(ctx: RequestContext, db: Db, body: Body, mode: 'create' | 'edit') {
  const info = (body.project_info ?? {}) as ProjectInfoInput & Record<string, unknown>;
  const refs = ownerRefs(body);
  const company = await companyOf(ctx, db);
  const snapshot = await ownerSnapshot(ctx, db, refs.ownerId, refs.addressId, refs.managerId);
  const people = { estimator: info.estimator, project_manager: info.project_manager, site_super: info.site_super };
  const peopleIds = Object.fromEntries(Object.entries(people).map(([k, v]) => [k, isBlank(v) ? null : pickId(v) ?? -1])) as
    Record<keyof typeof people, number | null>;
  const known = await employeeIds(ctx, db, Object.values(peopleIds).filter((id): id is number => id !== null && id > 0));
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

/**
 * A project of the caller's tenant: 404 when the tenant has none by that id, whether or not another tenant does
 * (issue 9 §6: a 403 told that the id exists elsewhere); 403 for role 13 not invited to it.
 */
async function loadProject(ctx: RequestContext, db: Db, id: number): Promise<{ row: ProjectRecord; external: boolean }> {
  const { external } = ctx;
  const row = await findProject(ctx, db, id);
  if (!row) throw notFound(M.notFound);
  if (external && !(await isInvited(ctx, db, id, ctx.user.id))) throw forbidden();
  return { row, external };
}

async function loadProjectByUid(ctx: RequestContext, db: Db, uid: string) {
  const { external } = ctx;
  const row = await findProjectByUid(ctx, db, uid);
  if (!row) throw notFound(M.notFound);
  if (external && !(await isInvited(ctx, db, row.id, ctx.user.id))) throw forbidden();
  return { row, external };
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

/** A status change keeps the bids' profits and the stored total in step, under the project lock (docs/money.md §8). */
async function setStatus(ctx: RequestContext, db: Db, row: ProjectRecord, status: ProjectStatus): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await setProjectStatus(ctx, trx, row.id, status, currentTotal(row, await bidFigures(ctx, trx, row.id)));
    await recalculateProject(ctx, trx, row.id);
  });
}

const uidExists = () => conflict(M.uidTaken, 'project_info.project_uid', PROJECT_REASONS.uidTaken);

/** GET projects and GET projects/{id} (v2; also mounted under v1 for clients of that base). */
export function projectV2Routes(deps: AppDeps): FastifyPluginAsyncTypebox {
  const db = deps.db;
  const listCache = projectListCache(deps.config.projectListCacheBytes);
  return async (app) => {
    app.get('/projects', {
      config: { access: read },
      schema: {
        tags, querystring: ProjectListQuery,
        summary: 'A page of projects (newest first) with owner and people names; role 13 gets only its invited projects',
        response: { 200: ProjectListResponse, 304: NotModifiedResponse, ...errorResponses(400, 401, 403) },
      },
    }, async (request, reply) => {
      const { ctx } = request;
      const { page = 1, pageSize = 100, q, uid, status } = request.query;
      const statuses = parseStatusList(status);
      const invitedUserId = ctx.external ? ctx.user.id : undefined;
      const { etag, answer } = await listCache.page(ctx, db, { page, pageSize, q, uid, statuses, invitedUserId, external: ctx.external },
        () => listProjectsJson(ctx, db, { statuses, q, uid, invitedUserId }, page, pageSize, ctx.external),
        request.headers['if-none-match']);
      // A conditional GET (the gateway's) for a page the client holds: 304, after the guard has checked the caller.
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      // No body and no length: a 304 has none (a content-length here makes HTTP clients drop the connection).
      if (!answer) return (reply as FastifyReply).code(304).send();
      // The database wrote the rows' JSON (list-json.ts): it is sent as it is, never parsed here.
      return sendReusedJson(request, reply, answer);
    });

    app.get('/projects/:id', {
      config: { access: read },
      schema: {
        tags, params: IdParams, summary: 'One project',
        response: { 200: ProjectResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const { row, external } = await loadProject(request.ctx, db, request.params.id);
      return { data: toProjectJson(row, { external }) };
    });
  };
}

/** `modules`: the app's module list, whose project rows a copy takes along (bids: the estimate). */
export function projectRoutes(deps: AppDeps, modules: readonly ApiModule[]): FastifyPluginAsyncTypebox {
  const db = deps.db;
  return async (app) => {
    app.get('/project/uid', {
      config: { access: read },
      schema: {
        tags, summary: "The next project ID: the company's prefix and one past the highest number in use (at least its start number)",
        response: { 200: NextUidResponse, ...errorResponses(401, 403) },
      },
    }, async (request) => {
      const { ctx } = request;
      if (ctx.external) throw forbidden();
      const company = await companyOf(ctx, db);
      const next = nextUidNumber(await maxUidNumber(ctx, db), company.start_project_id);
      return { data: { Next_UID: composeUid(company.prefix_project_id, next) } };
    });

    app.post('/project', {
      config: { access: create },
      schema: {
        tags, body: ProjectBody,
        summary: 'Create a project (status Bidding); docs/projects.md §5 checks in order, first failure as error, all in fields',
        response: { 200: ProjectResponse, ...errorResponses(400, 401, 403, 409) },
      },
    }, async (request) => {
      const { ctx } = request;
      const { values, uid, refs } = await projectInput(ctx, db, request.body as Body, 'create');
      try {
        const id = await db.transaction().execute(async (trx) => {
          if (await uidTaken(ctx, trx, uid)) throw uidExists();
          return insertProject(ctx, trx, values, refs, uid);
        });
        return { data: toProjectJson((await findProject(ctx, db, id))!) };
      } catch (err) {
        throw isUniqueViolation(err) ? uidExists() : err;
      }
    });

    app.put('/project/:id', {
      config: { access: write },
      schema: {
        tags, params: IdParams, body: ProjectBody,
        summary: 'Edit a project (only at Bidding, else 409); a body that differs from the project only in status changes the status at any status',
        response: { 200: ProjectResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    }, async (request) => {
      const { ctx } = request;
      const { row } = await loadProject(ctx, db, request.params.id);
      const body = request.body as Body;
      const statusGiven = body.project_info?.status;
      if (!isBlank(statusGiven)) {
        const status = parseStatus(statusGiven);
        if (!status) throw new HttpError(400, M.status, { 'project_info.status': M.status });
        const company = await companyOf(ctx, db);
        if (status !== row.status && onlyStatusDiffers(body, toProjectJson(row), company.prefix_project_id)) {
          await setStatus(ctx, db, row, status);
          return { data: toProjectJson((await findProject(ctx, db, row.id))!) };
        }
      }
      if (!isBidding(row.status)) throw conflict(M.notBidding, undefined, PROJECT_REASONS.notBidding);
      const { values, uid, refs } = await projectInput(ctx, db, body, 'edit');
      try {
        await db.transaction().execute(async (trx) => {
          if (await uidTaken(ctx, trx, uid, row.id)) throw uidExists();
          await updateProject(ctx, trx, row.id, values, refs, uid);
          // A new markup or custom price re-prices every bid's profit and the TotalCost (docs/money.md §8).
          await recalculateProject(ctx, trx, row.id);
        });
      } catch (err) {
        throw isUniqueViolation(err) ? uidExists() : err;
      }
      return { data: toProjectJson((await findProject(ctx, db, row.id))!) };
    });

    app.put('/project/:id/status', {
      config: { access: write },
      schema: {
        tags, params: IdParams, body: StatusBody,
        summary: 'Extension: change the status (any value, at any status)',
        response: { 200: ProjectResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const { ctx } = request;
      const { row } = await loadProject(ctx, db, request.params.id);
      const status = parseStatus(request.body.status);
      if (!status) throw new HttpError(400, M.status, { status: M.status });
      if (status !== row.status) await setStatus(ctx, db, row, status);
      return { data: toProjectJson((await findProject(ctx, db, row.id))!) };
    });

    app.delete('/project/:id', {
      config: { access: write },
      schema: {
        tags, params: IdParams, summary: 'Delete a project (only at Bidding, else 409)',
        response: { 200: DeletedResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    }, async (request) => {
      const { ctx } = request;
      const { row } = await loadProject(ctx, db, request.params.id);
      if (!isBidding(row.status)) throw conflict(M.notBidding, undefined, PROJECT_REASONS.notBidding);
      await deleteProject(ctx, db, row.id);
      return { data: true };
    });

    app.get('/projectuid/:uid', {
      config: { access: read },
      schema: {
        tags, params: UidParams, summary: 'Project totals (docs/money.md §8) over its non-alternate bids, with the change orders and contract sum to date (§9); every figure null for role 13',
        response: { 200: TotalsResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const { ctx } = request;
      const { row } = await loadProjectByUid(ctx, db, request.params.uid);
      if (ctx.external) return { data: { ...HIDDEN_FIGURES, completed_on: row.completed_on } };
      const totals = projectTotals(storedMarkup(row), await bidFigures(ctx, db, row.id));
      // docs/money.md §9: the change orders and the contract sum to date beside the §8 figures.
      return { data: { ...totalsJson(totals), ...(await contractJson(ctx, db, row.id, totals.TotalCost)), completed_on: row.completed_on } };
    });

    app.post('/duplicate-project', {
      config: { access: copy },
      schema: {
        tags, querystring: DuplicateQuery, body: DuplicateBody,
        summary: "Copy a project under a new ID and name (status Bidding, name with the ' copy' suffix)",
        response: { 200: ProjectResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    }, async (request) => {
      const { ctx } = request;
      const company = await companyOf(ctx, db);
      const errors = new FieldErrors();
      const newUid = text(request.body.newProjectUid);
      const name = text(request.body.projectName);
      if (newUid === '' || /null/i.test(newUid)) errors.add('newProjectUid', M.copyId);
      if (name === '') errors.add('projectName', M.copyName);
      const number = uidNumberPart(newUid, company.prefix_project_id);
      if (errors.fields.newProjectUid === undefined && number === undefined) errors.add('newProjectUid', M.projectIdNumber);
      if (!errors.empty) throw new HttpError(400, errors.message!, errors.fields);
      const { row: source } = await loadProjectByUid(request.ctx, db, request.query.oldProjectUid);
      const uid = composeUid(company.prefix_project_id, number!);
      const copyExists = () => conflict(M.uidTaken, 'newProjectUid', PROJECT_REASONS.uidTaken);
      try {
        const id = await db.transaction().execute(async (trx) => {
          if (await uidTaken(ctx, trx, uid)) throw copyExists();
          const copyId = await copyProject(ctx, trx, source, uid, number!, name);
          for (const module of modules) await module.copyProjectRows?.(ctx, trx, source.id, copyId);
          return copyId;
        });
        return { data: toProjectJson((await findProject(ctx, db, id))!) };
      } catch (err) {
        throw isUniqueViolation(err) ? copyExists() : err;
      }
    });

    app.get('/invited/projects/:companyId', {
      config: { access: read },
      schema: {
        tags, params: CompanyParams,
        summary: 'Role 13 acting in that company: the projects it was invited to (read-only, no owner data)',
        response: { 200: ProjectArrayResponse, ...errorResponses(400, 401, 403) },
      },
    }, async (request) => {
      const { ctx } = request;
      if (!ctx.external || tenantOf(ctx) !== request.params.companyId) throw forbidden();
      const { items } = await listProjects(ctx, db, { invitedUserId: ctx.user.id }, 1, 10_000);
      return { data: items.map((row) => toProjectJson(row, { external: true })) };
    });
  };
}
