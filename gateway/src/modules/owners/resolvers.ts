import { GraphQLError } from 'graphql';
import { FormData } from 'undici';
import type { CsvImportResult, Resolvers } from '../../__generated__/resolvers.js';
import type { GatewayContext } from '../../context.js';
import { importRefused, importSucceeded } from '../employees/mapping.js';
import {
  GENERIC_KEY, toGenericValue, toOwner, toOwnerAddress, toOwnerManager, toOwnerPayload, toRestAddress, toRestManager,
  type RestGenericValue, type RestOwner, type RestOwnerAddress, type RestOwnerManager,
} from './mapping.js';

const PAGE_SIZE_MAX = 100;
const id = (value: string) => encodeURIComponent(value);
const list = <T>(rows: T[] | undefined): T[] => (Array.isArray(rows) ? rows : []);
/** REST wants numeric ids in bodies; anything else is answered 400 by the API itself. */
const numeric = (value: string) => (/^\d+$/.test(value) ? Number(value) : value);

/**
 * Sends CSV text to REST as a multipart file upload (like the employees uploads). A 400 (bad rows, wrong file,
 * missing columns) is an expected outcome: ok false with the refused rows; other failures stay errors.
 */
async function uploadCsv(ctx: GatewayContext, path: string, filename: string, csv: string): Promise<CsvImportResult> {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), filename);
  try {
    const res = await ctx.upstream.call<{ imported: number; message: string }>({ method: 'POST', path, form });
    return importSucceeded(res.data);
  } catch (err) {
    if (err instanceof GraphQLError && err.extensions.code === 'BAD_USER_INPUT' && err.extensions.reason === undefined) {
      return importRefused(err.message, err.extensions.rows);
    }
    throw err;
  }
}

export const ownerResolvers: Resolvers = {
  Query: {
    owners: async (_parent, { activeOnly, page, pageSize }, ctx) => {
      const res = await ctx.upstream.call<RestOwner[]>({
        method: 'GET',
        path: 'owners',
        query: {
          active: activeOnly ? 'true' : undefined,
          page: Math.max(1, page ?? 1),
          pageSize: Math.min(PAGE_SIZE_MAX, Math.max(1, pageSize ?? 10)),
        },
      });
      const rows = list(res.data);
      return { items: rows.map(toOwner), total: typeof res.total === 'number' ? res.total : rows.length };
    },
    owner: async (_parent, args, ctx) => toOwner(await ctx.upstream.get<RestOwner>(`owner/${id(args.id)}`)),
    ownerAddresses: async (_parent, { ownerId }, ctx) =>
      list(await ctx.upstream.get<RestOwnerAddress[]>('owner/addresses', { owner_id: ownerId })).map(toOwnerAddress),
    ownerManagers: async (_parent, { ownerId }, ctx) =>
      list(await ctx.upstream.get<RestOwnerManager[]>('owner/managers', { owner_id: ownerId })).map(toOwnerManager),
    buildingTypes: async (_parent, _args, ctx) =>
      list(await ctx.upstream.get<RestGenericValue[]>('generic/building_type')).map(toGenericValue),
    projectTypes: async (_parent, _args, ctx) =>
      list(await ctx.upstream.get<RestGenericValue[]>('generic/project_type')).map(toGenericValue),
  },
  Mutation: {
    createOwner: async (_parent, { input }, ctx) => toOwner(await ctx.upstream.post<RestOwner>('owner', toOwnerPayload(input))),
    updateOwner: async (_parent, args, ctx) =>
      toOwner(await ctx.upstream.put<RestOwner>(`owner/update/${id(args.id)}`, toOwnerPayload(args.input))),
    setOwnerActive: async (_parent, args, ctx) =>
      toOwner(await ctx.upstream.put<RestOwner>(`owner/is-active/${id(args.id)}`, { is_active: args.isActive })),
    addOwnerAddress: async (_parent, { ownerId, address }, ctx) => {
      const rows = await ctx.upstream.post<RestOwnerAddress[]>('owner/address', {
        owner_id: numeric(ownerId), addresses: [toRestAddress(address)],
      });
      const first = list(rows)[0];
      if (!first) throw new GraphQLError('The address was not added.', { extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
      return toOwnerAddress(first);
    },
    addOwnerManager: async (_parent, { ownerId, manager }, ctx) =>
      toOwnerManager(await ctx.upstream.post<RestOwnerManager>('owner/manager', { owner_id: numeric(ownerId), ...toRestManager(manager) })),
    addGenericValue: async (_parent, { key, value }, ctx) =>
      toGenericValue(await ctx.upstream.post<RestGenericValue>('generic', { key: GENERIC_KEY[key], value })),
    uploadOwnersCsv: (_parent, { csv }, ctx) => uploadCsv(ctx, 'owner/uploadcsvdata', 'owners.csv', csv),
  },
};
