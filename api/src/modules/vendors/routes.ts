import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Access } from '../../auth/access.js';
import type { Db } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { HttpError, notFound } from '../../errors.js';
import { sendJsonText } from '../../json-text.js';
import { errorResponses } from '../auth/schemas.js';
import { addDirectoryRoutes, asList, divisionIds, type Directory } from '../contacts/directory.js';
import { knownSubdivisions } from '../catalogue/known.js';
import { listVendorsJson } from './list.js';
import {
  assertVendorOwned, findVendor, flipVendorActive, insertVendor, mapVendors, ownedVendorIds, replaceVendor, vendorsOfSubdivision,
} from './repository.js';
import { validateVendor, VENDOR_MESSAGES, type VendorValues } from './rules.js';
import { MapBody, MapResponse, VendorBody, VendorListQuery, VendorListResponse, VendorResponse } from './schemas.js';

const tags = ['vendors'];
// Suppliers live in the subcontractor directory (docs/projects.md §2.14 All Suppliers): the same permission area (docs/roles.md).
const read: Access = { area: 'all_subcontractors', mode: 'read' };
const write: Access = { area: 'all_subcontractors', mode: 'write' };

/** The directory's shared routes (contacts/directory.ts) over the vendors' tables, messages and shapes. */
function vendorDirectory(): Directory<typeof VendorBody, VendorValues> {
  return {
    tags, read, write, messages: VENDOR_MESSAGES, noun: 'vendor', details: 'Supplier Details',
    paths: { one: '/vendor/details/:id', bySubdivision: '/vendor/:subdivisionId', add: '/vendor', edit: '/vendor/:id', status: '/vendor/status/:id' },
    body: VendorBody, response: VendorResponse, validate: validateVendor,
    assertOwned: assertVendorOwned, find: findVendor, insert: insertVendor, replace: replaceVendor, flipActive: flipVendorActive,
    ofSubdivision: vendorsOfSubdivision,
  };
}

const idOf = (v: number | '' | null | undefined): number | undefined => (typeof v === 'number' ? v : undefined);

export function vendorRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  const db: Db = deps.db;
  return async (app) => {
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

    addDirectoryRoutes(app, db, vendorDirectory());

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
