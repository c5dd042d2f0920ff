import type { ApolloCache, Reference, TypePolicies } from '@apollo/client';

/**
 * A BidRef names a division, sub division, position, level, category or part, whose ids overlap; a BidSubcontractor's
 * total and selection belong to one bid. Neither is an entity of its own: the cache keeps them inside their bid.
 */
export const BID_TYPE_POLICIES: TypePolicies = {
  BidRef: { keyFields: false },
  BidSubcontractor: { keyFields: false },
};

/** A bid just added joins its project's list in the cache (Project.bids), so both grids show it without a refetch. */
export function appendBid(cache: ApolloCache, bid: { id: string; project: { id: string } }) {
  cache.modify<{ bids: Reference[] }>({
    id: cache.identify({ __typename: 'Project', id: bid.project.id }),
    fields: {
      bids(existing, { toReference }) {
        const ref = toReference({ __typename: 'Bid', id: bid.id });
        const list = Array.isArray(existing) ? (existing as readonly Reference[]) : [];
        if (!ref || list.some((r) => r.__ref === ref.__ref)) return list as Reference[];
        return [...list, ref];
      },
    },
  });
}

/** A deleted bid leaves its project's list and the cache. */
export function dropBid(cache: ApolloCache, bidId: string) {
  cache.evict({ id: cache.identify({ __typename: 'Bid', id: bidId }) });
  cache.gc();
}
