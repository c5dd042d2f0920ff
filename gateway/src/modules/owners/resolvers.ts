import { GraphQLError } from 'graphql';
import { FormData } from 'undici';
import type { CsvImportResult } from '../../__generated__/graphql.js';
import type { Resolvers } from '../../__generated__/resolvers.js';
import type { GatewayContext } from '../../context.js';
import { importRefused, importSucceeded, isCsvRefusal } from '../employees/mapping.js';
import type { RestPath } from '../../rest-types.js';
import {
  GENERIC_KEY, OWNER_ADDRESS_FIELDS, OWNER_INPUT_FIELDS, OWNER_MANAGER_FIELDS, toGenericValue, toOwner, toOwnerAddress,
  toOwnerManager, toOwnerPayload, toRestAddress, toRestManager,
} from './mapping.js';

const PAGE_SIZE_MAX = 100;
const list = <T>(rows: T[] | undefined): T[] => (Array.isArray(rows) ? rows : []);
/** REST wants numeric ids in bodies; without one the API answers 400 'select an owner' itself. */
const numeric = (value: string) => (/^\d+$/.test(value) ? Number(value) : null);

/**
 * Sends CSV text to REST as a multipart file upload (like the employees uploads). A 400 (bad rows, wrong file,
 * missing columns) is an expected outcome: ok false with the refused rows; other failures stay errors.
 */
async function uploadCsv(ctx: GatewayContext, path: RestPath<'post'> & 'owner/uploadcsvdata', filename: string, csv: string): Promise<CsvImportResult> {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), filename);
  try {
    const res = await ctx.upstream.call('post', path, { form });
    return importSucceeded(res.data);
  } catch (err) {
    if (isCsvRefusal(err)) return importRefused(err.message, err.extensions.rows);
    throw err;
  }
}

export const ownerResolvers: Resolvers = {
  Query: {
    owners: async (_parent, { activeOnly, page, pageSize }, ctx) => {
      const res = await ctx.upstream.call('get', 'owners', {
        query: {
          active: activeOnly ? 'true' : undefined,
          page: Math.max(1, page ?? 1),
          pageSize: Math.min(PAGE_SIZE_MAX, Math.max(1, pageSize ?? 10)),
        },
      });
      const rows = list(res.data);
      return { items: rows.map(toOwner), total: typeof res.total === 'number' ? res.total : rows.length };
    },
    owner: async (_parent, args, ctx) => toOwner(await ctx.upstream.get('owner/{id}', { params: { id: args.id } })),
    ownerAddresses: async (_parent, { ownerId }, ctx) =>
      list(await ctx.upstream.get('owner/addresses', { query: { owner_id: ownerId } })).map(toOwnerAddress),
    ownerManagers: async (_parent, { ownerId }, ctx) =>
      list(await ctx.upstream.get('owner/managers', { query: { owner_id: ownerId } })).map(toOwnerManager),
    buildingTypes: async (_parent, _args, ctx) =>
      list(await ctx.upstream.get('generic/{key}', { params: { key: 'building_type' } })).map(toGenericValue),
    projectTypes: async (_parent, _args, ctx) =>
      list(await ctx.upstream.get('generic/{key}', { params: { key: 'project_type' } })).map(toGenericValue),
  },
  Mutation: {
    createOwner: async (_parent, { input }, ctx) =>
      toOwner(await ctx.upstream.post('owner', { body: toOwnerPayload(input), fields: OWNER_INPUT_FIELDS })),
    updateOwner: async (_parent, args, ctx) => toOwner(await ctx.upstream.put('owner/update/{id}', {
      params: { id: args.id }, body: toOwnerPayload(args.input), fields: OWNER_INPUT_FIELDS,
    })),
    setOwnerActive: async (_parent, args, ctx) => toOwner(await ctx.upstream.put('owner/is-active/{id}', {
      params: { id: args.id }, body: { is_active: args.isActive },
    })),
    deleteOwner: async (_parent, args, ctx) => (await ctx.upstream.delete('owner/{id}', { params: { id: args.id } })) === true,
    addOwnerAddress: async (_parent, { ownerId, address }, ctx) => {
      const rows = await ctx.upstream.post('owner/address', {
        body: { owner_id: numeric(ownerId), addresses: [toRestAddress(address)] }, fields: OWNER_ADDRESS_FIELDS,
      });
      const first = list(rows)[0];
      if (!first) throw new GraphQLError('The address was not added.', { extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
      return toOwnerAddress(first);
    },
    addOwnerManager: async (_parent, { ownerId, manager }, ctx) =>
      toOwnerManager(await ctx.upstream.post('owner/manager', {
        body: { owner_id: numeric(ownerId), ...toRestManager(manager) }, fields: OWNER_MANAGER_FIELDS,
      })),
    addGenericValue: async (_parent, { key, value }, ctx) =>
      toGenericValue(await ctx.upstream.post('generic', { body: { key: GENERIC_KEY[key], value } })),
    uploadOwnersCsv: (_parent, { csv }, ctx) => uploadCsv(ctx, 'owner/uploadcsvdata', 'owners.csv', csv),
  },
};
