import DataLoader from 'dataloader';
import type { Level } from '../../__generated__/graphql.js';
import type { GatewayContext } from '../../context.js';
import type { RequestUpstream } from '../../request-upstream.js';
import { toLevel } from './mapping.js';

export interface EmployeeLoaders {
  /** Levels of a position. One REST call (all the tenant's levels) serves every position of the request. */
  levelsByPosition: DataLoader<string, Level[]>;
}

export function createEmployeeLoaders(upstream: RequestUpstream): EmployeeLoaders {
  const levelsByPosition = new DataLoader<string, Level[]>(async (positionIds) => {
    const rows = await upstream.get('division/internallabour/levels');
    const byPosition = new Map<string, Level[]>();
    for (const row of Array.isArray(rows) ? rows : []) {
      const level = toLevel(row);
      const list = byPosition.get(level.positionId);
      if (list) list.push(level);
      else byPosition.set(level.positionId, [level]);
    }
    return positionIds.map((id) => byPosition.get(id) ?? []);
  });
  return { levelsByPosition };
}

// The loaders live and die with the request's context object (never shared between requests);
// kept beside it so this module needs no change to the shared context.
const perRequest = new WeakMap<GatewayContext, EmployeeLoaders>();

export function employeeLoaders(ctx: GatewayContext): EmployeeLoaders {
  let loaders = perRequest.get(ctx);
  if (!loaders) {
    loaders = createEmployeeLoaders(ctx.upstream);
    perRequest.set(ctx, loaders);
  }
  return loaders;
}
