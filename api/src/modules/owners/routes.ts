import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Area } from '../../auth/areas.js';
import { authOf } from '../../auth/guard.js';
import { can } from '../../auth/permissions.js';
import { CsvRejected, MAX_CSV_BYTES, parseCsv, readCsvUpload, sendRejected } from '../../csv/index.js';
import type { Db } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { forbidden, HttpError, notFound } from '../../errors.js';
import { CsvErrorResponse, ImportResponse } from '../employees/schemas.js';
import { errorResponses } from '../auth/schemas.js';
import { OWNER_COLUMNS, OWNER_OPTIONAL_COLUMNS, validateOwnerRows } from './csv.js';
import {
  assertOwnerOwned, conflict, findOwner, genericValueTaken, insertAddresses, insertManager, insertOwner, insertOwners,
  isUniqueViolation, listAddresses, listGeneric, listManagers, listOwners, managerEmailTaken, ownerEmailTaken,
  replaceAddresses, replaceManagers, toAddressJson, toGenericJson, toManagerJson, updateOwnerInfo,
} from './repository.js';
import {
  duplicateManagerEmail, GENERIC_MESSAGES, OWNER_MESSAGES, text, validateAddresses, validateManager, validateOwner,
  type OwnerMode, type OwnerPayload,
} from './rules.js';
import {
  ActiveBody, AddAddressBody, AddManagerBody, AddressListResponse, GenericBody, GenericListResponse, GenericParams,
  GenericResponse, IdParams, ManagerListResponse, ManagerResponse, OwnerBody, OwnerIdQuery, OwnerListQuery,
  OwnerListResponse, OwnerResponse,
} from './schemas.js';

const security = [{ bearerAuth: [] }];
const ownerTags = ['owners'];
const genericTags = ['generic lists'];

/** The tenant the caller acts in (from the token); owners exist only inside a tenant. */
function tenantOf(request: FastifyRequest): number {
  const auth = authOf(request);
  if (auth.tenantId === null) throw forbidden();
  return auth.tenantId;
}

function ownerInput(body: OwnerPayload, mode: OwnerMode) {
  const { values, errors } = validateOwner(body, mode);
  if (!values || !errors.empty) throw new HttpError(400, errors.message!, errors.fields);
  const duplicate = duplicateManagerEmail(body.managers);
  if (duplicate) throw conflict(OWNER_MESSAGES.emailTaken, duplicate);
  return values;
}

const ownerExists = () => conflict(OWNER_MESSAGES.emailTaken, 'owner_info.email');

export function ownerRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  const db: Db = deps.db;

  return async (app) => {
    // Multipart only for the routes of this plugin (the CSV upload).
    await app.register(multipart, { limits: { fileSize: MAX_CSV_BYTES, files: 1, fields: 10 } });
    const read = app.requirePermission('all_owners', 'read');
    const write = app.requirePermission('all_owners', 'write');
    // Building and project types feed the project forms as well as the owner screens.
    const anyOf = (areas: Area[], mode: 'read' | 'write'): preHandlerAsyncHookHandler =>
      async function anyAreaHook(request, reply) {
        await app.authenticate.call(this, request, reply);
        if (!areas.some((area) => can(request.auth!.permissions, area, mode))) throw forbidden();
      };
    const genericRead = anyOf(['all_owners', 'create_project'], 'read');
    const genericWrite = anyOf(['all_owners', 'create_project'], 'write');

    /** The owner a child route names (owner_id, required): 400 without one, 404/403 unless the tenant holds it. */
    const namedOwner = async (tenantId: number, ownerId: number | null | undefined): Promise<number> => {
      if (ownerId === undefined || ownerId === null) {
        throw new HttpError(400, OWNER_MESSAGES.selectOwner, { owner_id: OWNER_MESSAGES.selectOwner });
      }
      await assertOwnerOwned(db, tenantId, ownerId);
      return ownerId;
    };
    /** The owner ids a child list is narrowed to: the one named (checked), or every owner of the tenant. */
    const ownerScope = async (tenantId: number, ownerId: number | undefined): Promise<number[] | undefined> => {
      if (ownerId === undefined) return undefined;
      await assertOwnerOwned(db, tenantId, ownerId);
      return [ownerId];
    };

    app.get('/owners', {
      preHandler: read,
      schema: {
        tags: ownerTags, security, summary: 'Owners of the tenant by name, each with its addresses and managers',
        querystring: OwnerListQuery,
        response: { 200: OwnerListResponse, ...errorResponses(400, 401, 403) },
      },
    }, async (request) => {
      const { page = 1, pageSize = 10, active = false } = request.query;
      const { items, total } = await listOwners(db, tenantOf(request), active, page, pageSize);
      return { data: items, total };
    });

    app.get('/owner/addresses', {
      preHandler: read,
      schema: {
        tags: ownerTags, security, summary: "An owner's addresses (all of the tenant's without owner_id)", querystring: OwnerIdQuery,
        response: { 200: AddressListResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const tenantId = tenantOf(request);
      return { data: (await listAddresses(db, tenantId, await ownerScope(tenantId, request.query.owner_id))).map(toAddressJson) };
    });

    app.get('/owner/managers', {
      preHandler: read,
      schema: {
        tags: ownerTags, security, summary: "An owner's managers (all of the tenant's without owner_id)", querystring: OwnerIdQuery,
        response: { 200: ManagerListResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const tenantId = tenantOf(request);
      return { data: (await listManagers(db, tenantId, await ownerScope(tenantId, request.query.owner_id))).map(toManagerJson) };
    });

    app.get('/owner/:id', {
      preHandler: read,
      schema: {
        tags: ownerTags, security, summary: 'One owner with its addresses and managers (Owner Details; an extension of the spec)',
        params: IdParams,
        response: { 200: OwnerResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const tenantId = tenantOf(request);
      await assertOwnerOwned(db, tenantId, request.params.id);
      const owner = await findOwner(db, tenantId, request.params.id);
      if (!owner) throw notFound(OWNER_MESSAGES.notFound);
      return { data: owner };
    });

    app.post('/owner', {
      preHandler: write,
      config: { validationMessage: OWNER_MESSAGES.createMandatory },
      schema: {
        tags: ownerTags, security, body: OwnerBody,
        summary: "Add an owner with its addresses and managers in one transaction; 409 'This email ID already exists.'",
        response: { 200: OwnerResponse, ...errorResponses(400, 401, 403, 409) },
      },
    }, async (request) => {
      const tenantId = tenantOf(request);
      const values = ownerInput(request.body, 'create');
      let id: number;
      try {
        id = await db.transaction().execute(async (trx) => {
          if (await ownerEmailTaken(trx, tenantId, values.info.email)) throw ownerExists();
          return insertOwner(trx, tenantId, values.info, values.addresses, values.managers);
        });
      } catch (err) {
        // Racing requests: the unique index on the owner email decides.
        throw isUniqueViolation(err) ? ownerExists() : err;
      }
      return { data: (await findOwner(db, tenantId, id))! };
    });

    app.put('/owner/update/:id', {
      preHandler: write,
      config: { validationMessage: OWNER_MESSAGES.updateMandatory },
      schema: {
        tags: ownerTags, security, params: IdParams, body: OwnerBody,
        summary: 'Edit an owner. Addresses and managers carrying their id are updated in place, new ones added, and '
          + 'the ones left out deleted unless a project still references them',
        response: { 200: OwnerResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    }, async (request) => {
      const tenantId = tenantOf(request);
      const id = request.params.id;
      await assertOwnerOwned(db, tenantId, id);
      const values = ownerInput(request.body, 'update');
      try {
        await db.transaction().execute(async (trx) => {
          if (await ownerEmailTaken(trx, tenantId, values.info.email, id)) throw ownerExists();
          await updateOwnerInfo(trx, tenantId, id, values.info);
          await replaceAddresses(trx, tenantId, id, values.addresses);
          await replaceManagers(trx, tenantId, id, values.managers);
        });
      } catch (err) {
        throw isUniqueViolation(err) ? ownerExists() : err;
      }
      return { data: (await findOwner(db, tenantId, id))! };
    });

    app.put('/owner/is-active/:id', {
      preHandler: write,
      schema: {
        tags: ownerTags, security, summary: 'Activate or deactivate an owner', params: IdParams, body: ActiveBody,
        response: { 200: OwnerResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const tenantId = tenantOf(request);
      const id = request.params.id;
      await assertOwnerOwned(db, tenantId, id);
      await updateOwnerInfo(db, tenantId, id, { is_active: request.body.is_active });
      return { data: (await findOwner(db, tenantId, id))! };
    });

    app.post('/owner/address', {
      preHandler: write,
      config: { validationMessage: OWNER_MESSAGES.addressMandatory },
      schema: {
        tags: ownerTags, security, body: AddAddressBody,
        summary: "Add addresses to an owner; each needs address_1, city, state and zip ('Enter all the mandatory fields.')",
        response: { 200: AddressListResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const tenantId = tenantOf(request);
      const ownerId = await namedOwner(tenantId, request.body.owner_id);
      const { values, errors } = validateAddresses(request.body.addresses);
      if (!values) throw new HttpError(400, errors.message!, errors.fields);
      const rows = await insertAddresses(db, tenantId, ownerId, values);
      return { data: rows.map(toAddressJson) };
    });

    app.post('/owner/manager', {
      preHandler: write,
      config: { validationMessage: OWNER_MESSAGES.managerMandatory },
      schema: {
        tags: ownerTags, security, body: AddManagerBody,
        summary: "Add a manager to an owner; 409 'This email ID already exists.' when a manager of that owner has the email",
        response: { 200: ManagerResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    }, async (request) => {
      const tenantId = tenantOf(request);
      const ownerId = await namedOwner(tenantId, request.body.owner_id);
      const { values, errors } = validateManager(request.body);
      if (!values) throw new HttpError(400, errors.message!, errors.fields);
      const row = await db.transaction().execute(async (trx) => {
        if (await managerEmailTaken(trx, tenantId, ownerId, values.email)) throw conflict(OWNER_MESSAGES.emailTaken, 'email');
        return insertManager(trx, tenantId, ownerId, values);
      });
      return { data: toManagerJson(row) };
    });

    app.post('/owner/uploadcsvdata', {
      preHandler: write,
      schema: {
        tags: ownerTags, security, consumes: ['multipart/form-data'],
        summary: 'Import owners (one row each, with its first address and manager) from a CSV file (multipart field '
          + `"file"), all rows or none. Columns: ${OWNER_COLUMNS.join(',')}`,
        response: { 200: ImportResponse, 400: CsvErrorResponse, ...errorResponses(401, 403, 409, 413) },
      },
    }, async (request, reply) => {
      const tenantId = tenantOf(request);
      const rows = parseCsv(await readCsvUpload(request), OWNER_COLUMNS, OWNER_OPTIONAL_COLUMNS);
      const emails = await db.selectFrom('owners').select('email').where('tenant_id', '=', tenantId).execute();
      let valid;
      try {
        valid = validateOwnerRows(rows, new Set(emails.map((e) => e.email.toLowerCase())));
      } catch (err) {
        if (err instanceof CsvRejected) return sendRejected(reply, err);
        throw err;
      }
      let imported: number;
      try {
        imported = await db.transaction().execute((trx) => insertOwners(trx, tenantId, valid));
      } catch (err) {
        throw isUniqueViolation(err) ? ownerExists() : err;
      }
      return { data: { imported, message: `${imported} ${imported === 1 ? 'owner has' : 'owners have'} been imported.` } };
    });

    // ---------- generic lists ----------

    app.get('/generic/:key', {
      preHandler: genericRead,
      schema: {
        tags: genericTags, security, params: GenericParams,
        summary: "The tenant's building types or project types, by value (read on all_owners or create_project)",
        response: { 200: GenericListResponse, ...errorResponses(400, 401, 403) },
      },
    }, async (request) => ({ data: (await listGeneric(db, tenantOf(request), request.params.key)).map(toGenericJson) }));

    app.post('/generic', {
      preHandler: genericWrite,
      schema: {
        tags: genericTags, security, body: GenericBody,
        summary: "Add a building type or project type (write on all_owners or create_project); 409 when it exists",
        response: { 200: GenericResponse, ...errorResponses(400, 401, 403, 409) },
      },
    }, async (request) => {
      const tenantId = tenantOf(request);
      const { key } = request.body;
      const value = text(request.body.value);
      const messages = GENERIC_MESSAGES[key];
      if (value === '') throw new HttpError(400, messages.blank, { value: messages.blank });
      const exists = () => conflict(messages.exists, 'value');
      try {
        const row = await db.transaction().execute(async (trx) => {
          if (await genericValueTaken(trx, tenantId, key, value)) throw exists();
          return trx.insertInto('generic_values').values({ tenant_id: tenantId, key, value })
            .returning(['id', 'key', 'value']).executeTakeFirstOrThrow();
        });
        return { data: toGenericJson(row) };
      } catch (err) {
        throw isUniqueViolation(err) ? exists() : err;
      }
    });
  };
}
