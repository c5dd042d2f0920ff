import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Access } from '../../auth/access.js';
import type { RequestContext } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { HttpError, notFound } from '../../errors.js';
import { INT32_MAX } from '../../input-limits.js';
import { sendJsonText } from '../../json-text.js';
import { errorResponses } from '../auth/schemas.js';
import { stateCodes } from '../contacts/states.js';
import { knownDivisions, knownSubdivisions } from '../subcontractors/repository.js';
import { listVendorsJson } from './list.js';
import {
  assertVendorOwned, findVendor, flipVendorActive, insertVendor, mapVendors, ownedVendorIds, replaceVendor, vendorsOfSubdivision,
} from './repository.js';
import { validateVendor, VENDOR_MESSAGES, type VendorPayload, type VendorValues } from './rules.js';
import {
  BySubdivisionResponse, IdParams, MapBody, MapResponse, SubdivisionParams, VendorBody, VendorListQuery, VendorListResponse,
  VendorResponse,
} from './schemas.js';

const tags = ['vendors'];
// Suppliers live in the subcontractor directory (001 §2.14 All Suppliers): the same permission area (roles.md).
const read: Access = { area: 'all_subcontractors', mode: 'read' };
const write: Access = { area: 'all_subcontractors', mode: 'write' };

/** 001 §5 plus the catalogue: every division and subdivision is the tenant's, each subdivision in a chosen division. */
async function vendorInput(ctx: RequestContext, db: Db, body: VendorPayload): Promise<VendorValues> {
  const { values, errors } = validateVendor(body, await stateCodes());
  if (!values) throw new HttpError(400, errors.message!, errors.fields);
  const [divisions, subdivisions] = await Promise.all([
    knownDivisions(ctx, db, values.divisionIds), knownSubdivisions(ctx, db, values.subdivisionIds),
  ]);
  const fields: Record<string, string> = {};
  (body.divisions ?? []).forEach((d, i) => {
    if (!divisions.has(d.division_id!)) fields[`divisions.${i}.division_id`] ??= VENDOR_MESSAGES.division;
  });
  (body.subdivisions ?? []).forEach((s, i) => {
    const found = subdivisions.get(s.subdivision_id!);
    const field = `subdivisions.${i}.subdivision_id`;
    if (!found) fields[field] ??= VENDOR_MESSAGES.subdivision;
    else if (!values.divisionIds.includes(found.division_id)) fields[field] ??= VENDOR_MESSAGES.subdivisionOutside;
  });
  const first = Object.values(fields)[0];
  if (first) throw new HttpError(400, first, fields);
  return values;
}

const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

function divisionIds(values: string[]): number[] {
  const ids = values.map(Number);
  if (ids.some((id) => id > INT32_MAX)) throw new HttpError(400, 'Not a valid division id.', { 'divisions[]': 'Not a valid division id.' });
  return ids;
}

const idOf = (v: number | '' | null | undefined): number | undefined => (typeof v === 'number' ? v : undefined);

export function vendorRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  const db: Db = deps.db;
  return async (app) => {
    const answer = async (ctx: RequestContext, id: number) => ({ data: (await findVendor(ctx, db, id))! });

    app.get('/vendor', {
      config: { access: read },
      schema: {
        tags, querystring: VendorListQuery,
        summary: 'A page of vendors by company name, filtered (states, divisions, national, active) and searched (All Suppliers)',
        response: { 200: VendorListResponse, ...errorResponses(400, 401, 403) },
      },
    }, async (request, reply) => {
      const { page = 1, pageSize = 25, q, national, active = 'all' } = request.query;
      const query = request.query;
      const { json, total } = await listVendorsJson(request.ctx, db, {
        states: asList(query['states[]']).map((s) => s.trim().toUpperCase()).filter((s) => s !== ''),
        divisionIds: divisionIds(asList(query['divisions[]'])),
        national: national === true, q, active,
      }, page, pageSize);
      return sendJsonText(reply, `{"rows":${json},"meta":{"total":${total},"page":${page},"pageSize":${pageSize}}}`);
    });

    app.get('/vendor/details/:id', {
      config: { access: read },
      schema: {
        tags, params: IdParams, summary: 'One vendor with addresses, managers, divisions and subdivisions (Supplier Details)',
        response: { 200: VendorResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      await assertVendorOwned(request.ctx, db, request.params.id);
      return answer(request.ctx, request.params.id);
    });

    app.get('/vendor/:subdivisionId', {
      config: { access: read },
      schema: {
        tags, params: SubdivisionParams, summary: 'The vendors mapped to a subdivision, by company name',
        response: { 200: BySubdivisionResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const { ctx } = request;
      const id = request.params.subdivisionId;
      if (!(await knownSubdivisions(ctx, db, [id])).has(id)) throw notFound(VENDOR_MESSAGES.subdivisionNotFound);
      return { data: await vendorsOfSubdivision(ctx, db, id) };
    });

    app.post('/vendor', {
      config: { access: write, validationMessage: VENDOR_MESSAGES.mandatory },
      schema: {
        tags, body: VendorBody, summary: 'Add a vendor with addresses, managers, divisions and subdivisions in one transaction',
        response: { 200: VendorResponse, ...errorResponses(400, 401, 403) },
      },
    }, async (request) => {
      const { ctx } = request;
      const values = await vendorInput(ctx, db, request.body);
      const id = await db.transaction().execute((trx) => insertVendor(ctx, trx, values));
      return answer(ctx, id);
    });

    app.put('/vendor/:id', {
      config: { access: write, validationMessage: VENDOR_MESSAGES.mandatory },
      schema: {
        tags, params: IdParams, body: VendorBody,
        summary: 'Edit a vendor (same body); its addresses, managers and mappings become the given lists',
        response: { 200: VendorResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const { ctx } = request;
      const id = request.params.id;
      await assertVendorOwned(ctx, db, id);
      const values = await vendorInput(ctx, db, request.body);
      await db.transaction().execute((trx) => replaceVendor(ctx, trx, id, values));
      return answer(ctx, id);
    });

    app.put('/vendor/status/:id', {
      config: { access: write },
      schema: {
        tags, params: IdParams, summary: 'Activate or deactivate a vendor (flips is_active; empty body)',
        response: { 200: VendorResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const { ctx } = request;
      await assertVendorOwned(ctx, db, request.params.id);
      await flipVendorActive(ctx, db, request.params.id);
      return answer(ctx, request.params.id);
    });

    app.post('/vendor/subdivision', {
      config: { access: write },
      schema: {
        tags, body: MapBody,
        summary: 'Map vendors to subdivisions (one entry per vendor; entries without a vendor, like the blank first one, are skipped); already mapped ones stay as they are',
        response: { 200: MapResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const { ctx } = request;
      const entries = request.body.map((e, i) => ({ i, vendorId: idOf(e.vendor_id), subdivisionId: idOf(e.subdivision_id), divisionId: idOf(e.division_id) }))
        .filter((e) => e.vendorId !== undefined);
      const fields: Record<string, string> = {};
      for (const e of entries) if (e.subdivisionId === undefined) fields[`${e.i}.subdivision_id`] ??= VENDOR_MESSAGES.mandatory;
      if (entries.length === 0) fields.vendor_id = VENDOR_MESSAGES.selectVendors;
      const firstError = Object.values(fields)[0];
      if (firstError) throw new HttpError(400, firstError, fields);

      const subdivisionIds = [...new Set(entries.map((e) => e.subdivisionId!))];
      const subdivisions = await knownSubdivisions(ctx, db, subdivisionIds);
      if (subdivisions.size !== subdivisionIds.length) throw notFound(VENDOR_MESSAGES.subdivisionNotFound);
      for (const e of entries) {
        if (e.divisionId !== undefined && e.divisionId !== subdivisions.get(e.subdivisionId!)!.division_id) {
          throw new HttpError(400, VENDOR_MESSAGES.subdivisionOutside, { [`${e.i}.subdivision_id`]: VENDOR_MESSAGES.subdivisionOutside });
        }
      }
      const vendorIds = [...new Set(entries.map((e) => e.vendorId!))];
      if ((await ownedVendorIds(ctx, db, vendorIds)).size !== vendorIds.length) throw notFound(VENDOR_MESSAGES.notFound);
      const pairs = [...new Map(entries.map((e) => [`${e.vendorId}:${e.subdivisionId}`, {
        vendorId: e.vendorId!, subdivisionId: e.subdivisionId!, divisionId: subdivisions.get(e.subdivisionId!)!.division_id,
      }])).values()];
      await db.transaction().execute((trx) => mapVendors(ctx, trx, pairs));
      return { data: { mapped: pairs.length, subdivision_ids: subdivisionIds } };
    });
  };
}
