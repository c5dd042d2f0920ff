import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Access } from '../../auth/access.js';
import type { RequestContext } from '../../auth/context.js';
import { CsvRejected, MAX_CSV_BYTES, parseCsv, readCsvUpload, sendRejected } from '../../csv/index.js';
import type { Db } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { conflict, HttpError, isForeignKeyViolation, isUniqueViolation, notFound } from '../../errors.js';
import { declaredUses, type ApiModule } from '../module.js';
import { CsvErrorResponse, ImportResponse } from '../../csv/schemas.js';
import { errorResponses } from '../auth/schemas.js';
import { OWNER_COLUMNS, OWNER_OPTIONAL_COLUMNS, validateOwnerRows } from './csv.js';
import {
  assertOwnerOwned, deleteOwner, findOwner, genericValueTaken, insertAddresses, insertGeneric, insertManager, insertOwner, insertOwners,
  listAddresses, listGeneric, listManagers, listOwners, managerEmailTaken, ownerEmailTaken, ownerEmails, ownerUses,
  replaceAddresses, replaceManagers, toAddressJson, toGenericJson, toManagerJson, updateOwnerInfo,
} from './repository.js';
import { OWNER_REASONS } from './reasons.js';
import {
  duplicateManagerEmail, GENERIC_MESSAGES, OWNER_MESSAGES, text, validateAddresses, validateManager, validateOwner,
  type OwnerMode, type OwnerPayload,
} from './rules.js';
import {
  ActiveBody, AddAddressBody, DeletedResponse, AddManagerBody, AddressListResponse, GenericBody, GenericListResponse, GenericParams,
  GenericResponse, IdParams, ManagerListResponse, ManagerResponse, OwnerBody, OwnerIdQuery, OwnerListQuery,
  OwnerListResponse, OwnerResponse,
} from './schemas.js';

const ownerTags = ['owners'];
const genericTags = ['generic lists'];

const read: Access = { area: 'all_owners', mode: 'read' };
const write: Access = { area: 'all_owners', mode: 'write' };
// The owners CSV upload has its own area (docs/roles.md §1: an area a role's defaults do not name is not writable).
const upload: Access = { area: 'upload_owners', mode: 'write' };
// Building and project types feed the project forms as well as the owner screens.
const genericRead: Access = { anyOf: ['all_owners', 'create_project'], mode: 'read' };
const genericWrite: Access = { anyOf: ['all_owners', 'create_project'], mode: 'write' };

function ownerInput(body: OwnerPayload, mode: OwnerMode) {
  const { values, errors } = validateOwner(body, mode);
  if (!values || !errors.empty) throw new HttpError(400, errors.message!, errors.fields);
  const duplicate = duplicateManagerEmail(body.managers);
  if (duplicate) throw conflict(OWNER_MESSAGES.emailTaken, duplicate, OWNER_REASONS.emailTaken);
  return values;
}

const ownerExists = () => conflict(OWNER_MESSAGES.emailTaken, 'owner_info.email', OWNER_REASONS.emailTaken);

export function ownerRoutes(deps: AppDeps, modules: readonly ApiModule[] = []): FastifyPluginAsyncTypebox {
  const db: Db = deps.db;
  // What names an owner (projects), declared by the later modules (docs/modules.md §4).
  const uses = declaredUses(modules, 'owner');
  const inUse = (found: readonly string[]) =>
    conflict(`${OWNER_MESSAGES.inUse} ${found.join(' and ')}.`, undefined, OWNER_REASONS.ownerInUse);

  return async (app) => {
    // Multipart only for the routes of this plugin (the CSV upload).
    await app.register(multipart, { limits: { fileSize: MAX_CSV_BYTES, files: 1, fields: 10 } });

    /** The owner a child route names (owner_id, required): 400 without one, 404/403 unless the tenant holds it. */
    const namedOwner = async (ctx: RequestContext, ownerId: number | null | undefined): Promise<number> => {
      if (ownerId === undefined || ownerId === null) {
        throw new HttpError(400, OWNER_MESSAGES.selectOwner, { owner_id: OWNER_MESSAGES.selectOwner });
      }
      await assertOwnerOwned(ctx, db, ownerId);
      return ownerId;
    };
    /** The owner ids a child list is narrowed to: the one named (checked), or every owner of the tenant. */
    const ownerScope = async (ctx: RequestContext, ownerId: number | undefined): Promise<number[] | undefined> => {
      if (ownerId === undefined) return undefined;
      await assertOwnerOwned(ctx, db, ownerId);
      return [ownerId];
    };

    app.get('/owners', {
      config: { access: read },
      schema: {
        tags: ownerTags, summary: 'Owners of the tenant by name, each with its addresses and managers',
        querystring: OwnerListQuery,
        response: { 200: OwnerListResponse, ...errorResponses(400, 401, 403) },
      },
    }, async (request) => {
      const { page = 1, pageSize = 10, active = false } = request.query;
      const { items, total } = await listOwners(request.ctx, db, active, page, pageSize);
      return { data: items, total };
    });

    app.get('/owner/addresses', {
      config: { access: read },
      schema: {
        tags: ownerTags, summary: "An owner's addresses (all of the tenant's without owner_id)", querystring: OwnerIdQuery,
        response: { 200: AddressListResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const { ctx } = request;
      return { data: (await listAddresses(ctx, db, await ownerScope(ctx, request.query.owner_id))).map(toAddressJson) };
    });

    app.get('/owner/managers', {
      config: { access: read },
      schema: {
        tags: ownerTags, summary: "An owner's managers (all of the tenant's without owner_id)", querystring: OwnerIdQuery,
        response: { 200: ManagerListResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const { ctx } = request;
      return { data: (await listManagers(ctx, db, await ownerScope(ctx, request.query.owner_id))).map(toManagerJson) };
    });

    app.get('/owner/:id', {
      config: { access: read },
      schema: {
        tags: ownerTags, summary: 'One owner with its addresses and managers (Owner Details; an extension of the spec)',
        params: IdParams,
        response: { 200: OwnerResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const { ctx } = request;
      await assertOwnerOwned(ctx, db, request.params.id);
      const owner = await findOwner(ctx, db, request.params.id);
      if (!owner) throw notFound(OWNER_MESSAGES.notFound);
      return { data: owner };
    });

    app.post('/owner', {
      config: { access: write, validationMessage: OWNER_MESSAGES.createMandatory },
      schema: {
        tags: ownerTags, body: OwnerBody,
        summary: "Add an owner with its addresses and managers in one transaction; 409 'This email ID already exists.'",
        response: { 200: OwnerResponse, ...errorResponses(400, 401, 403, 409) },
      },
    }, async (request) => {
      const { ctx } = request;
      const values = ownerInput(request.body, 'create');
      let id: number;
      try {
        id = await db.transaction().execute(async (trx) => {
          if (await ownerEmailTaken(ctx, trx, values.info.email)) throw ownerExists();
          return insertOwner(ctx, trx, values.info, values.addresses, values.managers);
        });
      } catch (err) {
        // Racing requests: the unique index on the owner email decides.
        throw isUniqueViolation(err) ? ownerExists() : err;
      }
      return { data: (await findOwner(ctx, db, id))! };
    });

    app.put('/owner/update/:id', {
      config: { access: write, validationMessage: OWNER_MESSAGES.updateMandatory },
      schema: {
        tags: ownerTags, params: IdParams, body: OwnerBody,
        summary: 'Edit an owner. Addresses and managers carrying their id are updated in place, new ones added, and '
          + 'the ones left out deleted unless a project still references them',
        response: { 200: OwnerResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    }, async (request) => {
      const { ctx } = request;
      const id = request.params.id;
      await assertOwnerOwned(ctx, db, id);
      const values = ownerInput(request.body, 'update');
      try {
        await db.transaction().execute(async (trx) => {
          if (await ownerEmailTaken(ctx, trx, values.info.email, id)) throw ownerExists();
          await updateOwnerInfo(ctx, trx, id, values.info);
          await replaceAddresses(ctx, trx, id, values.addresses);
          await replaceManagers(ctx, trx, id, values.managers);
        });
      } catch (err) {
        throw isUniqueViolation(err) ? ownerExists() : err;
      }
      return { data: (await findOwner(ctx, db, id))! };
    });

    app.put('/owner/is-active/:id', {
      config: { access: write },
      schema: {
        tags: ownerTags, summary: 'Activate or deactivate an owner', params: IdParams, body: ActiveBody,
        response: { 200: OwnerResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const { ctx } = request;
      const id = request.params.id;
      await assertOwnerOwned(ctx, db, id);
      await updateOwnerInfo(ctx, db, id, { is_active: request.body.is_active });
      return { data: (await findOwner(ctx, db, id))! };
    });

    app.delete('/owner/:id', {
      config: { access: write },
      schema: {
        tags: ownerTags, params: IdParams,
        summary: "Deletes an owner with its addresses and managers; 409 OWNER_IN_USE while a project names it",
        response: { 200: DeletedResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    }, async (request) => {
      const { ctx } = request;
      const id = request.params.id;
      await assertOwnerOwned(ctx, db, id);
      try {
        await db.transaction().execute(async (trx) => {
          const found = await ownerUses(ctx, trx, uses, id);
          if (found.length > 0) throw inUse(found);
          await deleteOwner(ctx, trx, id);
        });
      } catch (err) {
        // A project that named the owner after the check above: the foreign key refuses the delete.
        if (isForeignKeyViolation(err)) throw inUse(['a project']);
        throw err;
      }
      return { data: true };
    });

    app.post('/owner/address', {
      config: { access: write, validationMessage: OWNER_MESSAGES.addressMandatory },
      schema: {
        tags: ownerTags, body: AddAddressBody,
        summary: "Add addresses to an owner; each needs address_1, city, state and zip ('Enter all the mandatory fields.')",
        response: { 200: AddressListResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const { ctx } = request;
      const ownerId = await namedOwner(ctx, request.body.owner_id);
      const { values, errors } = validateAddresses(request.body.addresses);
      if (!values) throw new HttpError(400, errors.message!, errors.fields);
      const rows = await insertAddresses(ctx, db, ownerId, values);
      return { data: rows.map(toAddressJson) };
    });

    app.post('/owner/manager', {
      config: { access: write, validationMessage: OWNER_MESSAGES.managerMandatory },
      schema: {
        tags: ownerTags, body: AddManagerBody,
        summary: "Add a manager to an owner; 409 'This email ID already exists.' when a manager of that owner has the email",
        response: { 200: ManagerResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    }, async (request) => {
      const { ctx } = request;
      const ownerId = await namedOwner(ctx, request.body.owner_id);
      const { values, errors } = validateManager(request.body);
      if (!values) throw new HttpError(400, errors.message!, errors.fields);
      const row = await db.transaction().execute(async (trx) => {
        if (await managerEmailTaken(ctx, trx, ownerId, values.email)) throw conflict(OWNER_MESSAGES.emailTaken, 'email', OWNER_REASONS.emailTaken);
        return insertManager(ctx, trx, ownerId, values);
      });
      return { data: toManagerJson(row) };
    });

    app.post('/owner/uploadcsvdata', {
      config: { access: upload },
      schema: {
        tags: ownerTags, consumes: ['multipart/form-data'],
        summary: 'Import owners (one row each, with its first address and manager) from a CSV file (multipart field '
          + `"file"), all rows or none. Columns: ${OWNER_COLUMNS.join(',')}`,
        response: { 200: ImportResponse, 400: CsvErrorResponse, ...errorResponses(401, 403, 409, 413) },
      },
    }, async (request, reply) => {
      const { ctx } = request;
      const rows = await parseCsv(await readCsvUpload(request), OWNER_COLUMNS, OWNER_OPTIONAL_COLUMNS);
      const emails = await ownerEmails(ctx, db);
      let valid;
      try {
        valid = validateOwnerRows(rows, emails);
      } catch (err) {
        if (err instanceof CsvRejected) return sendRejected(reply, err);
        throw err;
      }
      let imported: number;
      try {
        imported = await db.transaction().execute((trx) => insertOwners(ctx, trx, valid));
      } catch (err) {
        throw isUniqueViolation(err) ? ownerExists() : err;
      }
      return { data: { imported, message: `${imported} ${imported === 1 ? 'owner has' : 'owners have'} been imported.` } };
    });

    // ---------- generic lists ----------

    app.get('/generic/:key', {
      config: { access: genericRead },
      schema: {
        tags: genericTags, params: GenericParams,
        summary: "The tenant's building types or project types, by value (read on all_owners or create_project)",
        response: { 200: GenericListResponse, ...errorResponses(400, 401, 403) },
      },
    }, async (request) => ({ data: (await listGeneric(request.ctx, db, request.params.key)).map(toGenericJson) }));

    app.post('/generic', {
      config: { access: genericWrite },
      schema: {
        tags: genericTags, body: GenericBody,
        summary: "Add a building type or project type (write on all_owners or create_project); 409 when it exists",
        response: { 200: GenericResponse, ...errorResponses(400, 401, 403, 409) },
      },
    }, async (request) => {
      const { ctx } = request;
      const { key } = request.body;
      const value = text(request.body.value);
      const messages = GENERIC_MESSAGES[key];
      if (value === '') throw new HttpError(400, messages.blank, { value: messages.blank });
      const exists = () => conflict(messages.exists, 'value', OWNER_REASONS.genericValueExists);
      try {
        const row = await db.transaction().execute(async (trx) => {
          if (await genericValueTaken(ctx, trx, key, value)) throw exists();
          return insertGeneric(ctx, trx, key, value);
        });
        return { data: toGenericJson(row) };
      } catch (err) {
        throw isUniqueViolation(err) ? exists() : err;
      }
    });
  };
}
