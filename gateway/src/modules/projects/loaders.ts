import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import type { OwnerAddress, OwnerManager, ProjectTotals } from '../../__generated__/graphql.js';
import type { GatewayContext } from '../../context.js';
import type { RequestUpstream } from '../../request-upstream.js';
import { toOwnerAddress, toOwnerManager } from '../owners/mapping.js';
import { toProject, toTotals, type ProjectParent } from './mapping.js';

export interface ProjectLoaders {
  /** Totals of projects by uid: one GET projects/totals per 100 uids (a page of projects costs one call). */
  totalsByUid: DataLoader<string, ProjectTotals>;
  /** An owner's addresses: one call for the whole request (one owner: ?owner_id=; several: all of the tenant's). */
  addressesByOwner: DataLoader<string, OwnerAddress[]>;
  managersByOwner: DataLoader<string, OwnerManager[]>;
  /** The project row by its uid (a bid's, a PCO's project); its totals come from totalsByUid. */
  projectByUid: DataLoader<string, ProjectParent>;
  /** Forgets the project's row and totals this request read, after a write changed them. */
  forget: (uid: string) => void;
}

function groupByOwner<T extends { ownerId: string }>(rows: T[], ownerIds: readonly string[]): T[][] {
  const byOwner = new Map<string, T[]>();
  for (const row of rows) {
    const list = byOwner.get(row.ownerId);
    if (list) list.push(row);
    else byOwner.set(row.ownerId, [row]);
  }
  return ownerIds.map((id) => byOwner.get(id) ?? []);
}

const asList = <T>(rows: T[] | undefined): T[] => (Array.isArray(rows) ? rows : []);
/** The REST API's own bound for GET projects/totals. */
const MAX_TOTALS_PER_CALL = 100;

export function createProjectLoaders(upstream: RequestUpstream): ProjectLoaders {
  const totalsByUid = new DataLoader<string, ProjectTotals>(async (uids) => {
    const rows = await upstream.get('projects/totals', { query: { uids: uids.join(',') } });
    const byUid = new Map(asList(rows).map((row) => [row.project_uid.toLowerCase(), toTotals(row)]));
    // A uid left out is not the caller's (or gone): the same answer the single call gives.
    return uids.map((uid) => byUid.get(uid.toLowerCase())
      ?? new GraphQLError('Project not found.', { extensions: { code: 'NOT_FOUND' } }));
  }, { maxBatchSize: MAX_TOTALS_PER_CALL });
  const ownerQuery = (ownerIds: readonly string[]) => ({ query: ownerIds.length === 1 ? { owner_id: ownerIds[0] } : undefined });
  const addressesByOwner = new DataLoader<string, OwnerAddress[]>(async (ownerIds) => {
    const rows = await upstream.get('owner/addresses', ownerQuery(ownerIds));
    return groupByOwner(asList(rows).map(toOwnerAddress), ownerIds);
  });
  const managersByOwner = new DataLoader<string, OwnerManager[]>(async (ownerIds) => {
    const rows = await upstream.get('owner/managers', ownerQuery(ownerIds));
    return groupByOwner(asList(rows).map(toOwnerManager), ownerIds);
  });
  // GET projects?uid= finds a project by its exact uid (one call, zero or one row).
  const projectByUid = new DataLoader<string, ProjectParent>(async (uids) => Promise.all(uids.map(async (uid) => {
    const rows = await upstream.get('projects', { query: { uid } });
    const row = asList(rows)[0];
    return row ? toProject(row) : new GraphQLError('Project not found.', { extensions: { code: 'NOT_FOUND' } });
  })), { cacheKeyFn: (uid) => uid.toLowerCase() });
  const forget = (uid: string) => {
    projectByUid.clear(uid);
    totalsByUid.clear(uid);
  };
  return { totalsByUid, addressesByOwner, managersByOwner, projectByUid, forget };
}

// Loaders live and die with the request's context object (never shared between requests); kept beside it
// so this module needs no change to the shared context.
const perRequest = new WeakMap<GatewayContext, ProjectLoaders>();

export function projectLoaders(ctx: GatewayContext): ProjectLoaders {
  let loaders = perRequest.get(ctx);
  if (!loaders) {
    loaders = createProjectLoaders(ctx.upstream);
    perRequest.set(ctx, loaders);
  }
  return loaders;
}
