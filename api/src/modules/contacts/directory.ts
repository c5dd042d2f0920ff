import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static, TSchema } from 'typebox';
import type { Access } from '../../auth/access.js';
import type { RequestContext } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { HttpError, notFound } from '../../errors.js';
import { INT32_MAX } from '../../input-limits.js';
import type { FieldErrors } from '../../validation.js';
import { errorResponses } from '../auth/schemas.js';
import { knownDivisions, knownSubdivisions } from '../catalogue/known.js';
import { stateCodes } from './states.js';
import { DirectoryBySubdivisionResponse as BySubdivisionResponse, DirectoryIdParams as IdParams, DirectorySubdivisionParams as SubdivisionParams } from './schemas.js';

// The company directories of docs/projects.md §2.13–§2.14 (subcontractors and suppliers): the same five routes over each module's
// own tables, messages and shapes. Each module registers its list, mapping and import routes itself, where they differ.

/** The messages a directory's routes answer with (each module words them as its screen does). */
export interface DirectoryMessages {
  mandatory: string;
  division: string;
  subdivision: string;
  subdivisionOutside: string;
  subdivisionNotFound: string;
}

/** What a directory's entry validates to: at least its chosen divisions and subdivisions. */
export interface DirectoryValues {
  divisionIds: number[];
  subdivisionIds: number[];
}

/** A directory's body: the divisions and subdivisions it maps to, by id, as the form sends them. */
export interface DirectoryPayload {
  divisions?: { division_id?: unknown }[] | null;
  subdivisions?: { subdivision_id?: unknown }[] | null;
}

export interface Directory<B extends TSchema, V extends DirectoryValues> {
  tags: string[];
  read: Access;
  write: Access;
  messages: DirectoryMessages;
  /** 'subcontractor' or 'vendor', in the routes' summaries; `details`: the screen one entry answers. */
  noun: string;
  details: string;
  paths: { one: string; bySubdivision: string; add: string; edit: string; status: string };
  body: B;
  response: TSchema;
  validate(body: Static<B>, states: Map<string, string>): { values?: V; errors: FieldErrors };
  assertOwned(ctx: RequestContext, db: Db, id: number): Promise<void>;
  find(ctx: RequestContext, db: Db, id: number): Promise<unknown>;
  insert(ctx: RequestContext, trx: Db, values: V): Promise<number>;
  replace(ctx: RequestContext, trx: Db, id: number, values: V): Promise<void>;
  flipActive(ctx: RequestContext, db: Db, id: number): Promise<void>;
  ofSubdivision(ctx: RequestContext, db: Db, subdivisionId: number): Promise<unknown[]>;
}

/** docs/projects.md §5 plus the catalogue: every division and subdivision is the tenant's, each subdivision in a chosen division. */
export async function directoryInput<B extends TSchema, V extends DirectoryValues>(
  ctx: RequestContext, db: Db, dir: Directory<B, V>, body: Static<B>,
): Promise<V> {
  const { values, errors } = dir.validate(body, await stateCodes());
  if (!values) throw new HttpError(400, errors.message!, errors.fields);
  const [divisions, subdivisions] = await Promise.all([
    knownDivisions(ctx, db, values.divisionIds), knownSubdivisions(ctx, db, values.subdivisionIds),
  ]);
  const fields: Record<string, string> = {};
  const payload = body as DirectoryPayload;
  (payload.divisions ?? []).forEach((d, i) => {
    if (!divisions.has(d.division_id as number)) fields[`divisions.${i}.division_id`] ??= dir.messages.division;
  });
  (payload.subdivisions ?? []).forEach((s, i) => {
    const found = subdivisions.get(s.subdivision_id as number);
    const field = `subdivisions.${i}.subdivision_id`;
    if (!found) fields[field] ??= dir.messages.subdivision;
    else if (!values.divisionIds.includes(found.division_id)) fields[field] ??= dir.messages.subdivisionOutside;
  });
  const first = Object.values(fields)[0];
  if (first) throw new HttpError(400, first, fields);
  return values;
}

/** A repeated query parameter as a list (one value arrives alone). */
export const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** Division ids of a list filter: positive int32 (the pattern allows up to 10 digits). */
export function divisionIds(values: string[]): number[] {
  const ids = values.map(Number);
  if (ids.some((id) => id > INT32_MAX)) throw new HttpError(400, 'Not a valid division id.', { 'divisions[]': 'Not a valid division id.' });
  return ids;
}

type App = Parameters<FastifyPluginAsyncTypebox>[0];

/** Registers one entry, the entries of a subdivision, add, edit (the lists replaced), and the active switch. */
export function addDirectoryRoutes<B extends TSchema, V extends DirectoryValues>(app: App, db: Db, dir: Directory<B, V>): void {
  const { tags, read, write, messages, noun, paths, response } = dir;
  const answer = async (ctx: RequestContext, id: number) => ({ data: await dir.find(ctx, db, id) });
  app.get(paths.one, {
    config: { access: read },
    schema: {
      tags, params: IdParams, summary: `One ${noun} with addresses, managers, divisions and subdivisions (${dir.details})`,
      response: { 200: response, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    await dir.assertOwned(request.ctx, db, request.params.id);
    return answer(request.ctx, request.params.id);
  });

  app.get(paths.bySubdivision, {
    config: { access: read },
    schema: {
      tags, params: SubdivisionParams, summary: `The ${noun}s mapped to a subdivision, by company name`,
      response: { 200: BySubdivisionResponse, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const { ctx } = request;
    const id = request.params.subdivisionId;
    if (!(await knownSubdivisions(ctx, db, [id])).has(id)) throw notFound(messages.subdivisionNotFound);
    return { data: await dir.ofSubdivision(ctx, db, id) as Static<typeof BySubdivisionResponse>['data'] };
  });

  app.post(paths.add, {
    config: { access: write, validationMessage: messages.mandatory },
    schema: {
      tags, body: dir.body, summary: `Add a ${noun} with addresses, managers, divisions and subdivisions in one transaction`,
      response: { 200: response, ...errorResponses(400, 401, 403) },
    },
  }, async (request) => {
    const { ctx } = request;
    const values = await directoryInput(ctx, db, dir, request.body as Static<B>);
    const id = await db.transaction().execute((trx) => dir.insert(ctx, trx, values));
    return answer(ctx, id);
  });

  app.put(paths.edit, {
    config: { access: write, validationMessage: messages.mandatory },
    schema: {
      tags, params: IdParams, body: dir.body,
      summary: `Edit a ${noun} (same body); its addresses, managers and mappings become the given lists`,
      response: { 200: response, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const { ctx } = request;
    const id = request.params.id;
    await dir.assertOwned(ctx, db, id);
    const values = await directoryInput(ctx, db, dir, request.body as Static<B>);
    await db.transaction().execute((trx) => dir.replace(ctx, trx, id, values));
    return answer(ctx, id);
  });

  app.put(paths.status, {
    config: { access: write },
    schema: {
      tags, params: IdParams, summary: `Activate or deactivate a ${noun} (flips is_active; empty body)`,
      response: { 200: response, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const { ctx } = request;
    await dir.assertOwned(ctx, db, request.params.id);
    await dir.flipActive(ctx, db, request.params.id);
    return answer(ctx, request.params.id);
  });
}
