import DataLoader from 'dataloader';
import type { GatewayContext } from '../../context.js';
import type { RequestUpstream } from '../../request-upstream.js';
import { groupLines, linesByDirectCost, toDirectCost, type DirectCostLines, type DirectCostParent } from './mapping.js';

/** The REST API's own bound for GET directcostsheet/lines?direct_cost_ids= (README: at most 200 ids). */
const MAX_IDS_PER_LINES_CALL = 200;

export interface DirectCostLoaders {
  /** A direct cost's lines: one GET directcostsheet/lines?direct_cost_ids= for every direct cost of the request. */
  linesById: DataLoader<string, DirectCostLines>;
  /**
   * A project's direct costs (GET directcostsheet?project_uid=); with their lines when asked, fetched side by side in
   * one more call whatever their number.
   */
  projectDirectCosts: (uid: string, withLines: boolean) => Promise<DirectCostParent[]>;
  /** Forgets what this request read of a project's direct costs, after a write changed them. */
  forgetProject: (uid: string) => void;
  /** Forgets every project's direct costs read (a delete's answer names no project). */
  forgetAll: () => void;
}

export function createDirectCostLoaders(upstream: RequestUpstream): DirectCostLoaders {
  const linesById = new DataLoader<string, DirectCostLines>(async (ids) => {
    const data = await upstream.get('directcostsheet/lines', { query: { direct_cost_ids: ids.join(',') } });
    return groupLines(data, ids);
  }, { maxBatchSize: MAX_IDS_PER_LINES_CALL });

  const listings = new Map<string, Promise<DirectCostParent[]>>();
  const projectDirectCosts = (uid: string, withLines: boolean) => {
    const key = `${uid.toLowerCase()}:${withLines}`;
    let pending = listings.get(key);
    if (!pending) {
      pending = (async () => {
        const [rows, lines] = await Promise.all([
          upstream.get('directcostsheet', { query: { project_uid: uid } }),
          withLines ? upstream.get('directcostsheet/lines', { query: { project_uid: uid } }) : undefined,
        ]);
        const parents = (Array.isArray(rows) ? rows : []).map(toDirectCost);
        if (lines) {
          const byId = linesByDirectCost(lines, parents.map((p) => p.id));
          for (const parent of parents) {
            parent.lines = byId.get(parent.id)!;
            linesById.clear(parent.id).prime(parent.id, parent.lines);
          }
        }
        return parents;
      })();
      listings.set(key, pending);
    }
    return pending;
  };

  const forgetProject = (uid: string) => {
    for (const withLines of [true, false]) listings.delete(`${uid.toLowerCase()}:${withLines}`);
  };
  return { linesById, projectDirectCosts, forgetProject, forgetAll: () => listings.clear() };
}

// Request-scoped like the other modules' loaders: kept beside the context object, never shared between requests.
const perRequest = new WeakMap<GatewayContext, DirectCostLoaders>();

export function directCostLoaders(ctx: GatewayContext): DirectCostLoaders {
  let loaders = perRequest.get(ctx);
  if (!loaders) {
    loaders = createDirectCostLoaders(ctx.upstream);
    perRequest.set(ctx, loaders);
  }
  return loaders;
}
