import DataLoader from 'dataloader';
import type { GatewayContext } from '../../context.js';
import type { RequestUpstream } from '../../request-upstream.js';
import { groupLines, linesByBid, toBid, type BidLines, type BidParent } from './mapping.js';

/** The REST API's own bound for GET bidsheet/lines?bid_ids= (README: at most 200 ids). */
const MAX_BIDS_PER_LINES_CALL = 200;

export interface BidLoaders {
  /** A bid's lines: one GET bidsheet/lines?bid_ids= for every bid of the request; primed by a project's listing. */
  linesByBid: DataLoader<string, BidLines>;
  /** A project's bids (GET setup/bid/projectuid/{uid}) with all their lines fetched side by side (two REST calls). */
  projectBids: (uid: string) => Promise<BidParent[]>;
  /** Forgets what this request read of the project's bid listing, after a write changed it. */
  forgetProject: (uid: string) => void;
}

export function createBidLoaders(upstream: RequestUpstream): BidLoaders {
  const linesLoader = new DataLoader<string, BidLines>(async (ids) => {
    const data = await upstream.get('bidsheet/lines', { query: { bid_ids: ids.join(',') } });
    return groupLines(data, ids);
  }, { maxBatchSize: MAX_BIDS_PER_LINES_CALL });

  const projectListings = new Map<string, Promise<BidParent[]>>();
  const projectBids = (uid: string) => {
    const key = uid.toLowerCase();
    let pending = projectListings.get(key);
    if (!pending) {
      pending = (async () => {
        // Side by side, never chained: the lines of the whole project come in one call whatever the number of bids.
        // The bids are mapped while the (slower) lines call is still under way.
        const [parents, lines] = await Promise.all([
          upstream.get('setup/bid/projectuid/{projectUid}', { params: { projectUid: uid } })
            .then((bids) => (Array.isArray(bids) ? bids : []).map(toBid)),
          upstream.get('bidsheet/lines', { query: { project_uid: uid } }),
        ]);
        const byBid = linesByBid(lines);
        for (const bid of parents) {
          bid.lines = byBid.get(bid.id) ?? { labor: [], trades: [] };
          linesLoader.prime(bid.id, bid.lines);
        }
        return parents;
      })();
      projectListings.set(key, pending);
    }
    return pending;
  };

  const forgetProject = (uid: string) => {
    projectListings.delete(uid.toLowerCase());
  };
  return { linesByBid: linesLoader, projectBids, forgetProject };
}

// Request-scoped like the projects module's loaders: kept beside the context object, never shared between requests.
const perRequest = new WeakMap<GatewayContext, BidLoaders>();

export function bidLoaders(ctx: GatewayContext): BidLoaders {
  let loaders = perRequest.get(ctx);
  if (!loaders) {
    loaders = createBidLoaders(ctx.upstream);
    perRequest.set(ctx, loaders);
  }
  return loaders;
}
