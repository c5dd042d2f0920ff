import { GraphQLError, type GraphQLResolveInfo } from 'graphql';
import type { Resolvers } from '../../__generated__/resolvers.js';
import type { GatewayContext } from '../../context.js';
import { intId, restId } from '../../ids.js';
import { asksFor } from '../../selection.js';
import { toVersionedLaborLinePayload as toLaborLinePayload, VERSION_PATH } from '../lines/mapping.js';
import { projectLoaders } from '../projects/loaders.js';
import { toTotals as toProjectTotals } from '../projects/mapping.js';
import { bidLoaders } from './loaders.js';
import {
  ADD_BID_FIELDS, LABOR_LINE_FIELDS, toAddBidPayload, toBid, toTradeLinePayload, toUpdateBidPayload,
  TRADE_LINE_FIELDS, UPDATE_BID_FIELDS, type BidParent, type RestBid,
} from './mapping.js';

const LOCKED_MESSAGE = 'Someone else is already modifying this bid. Kindly try after some time.';

/** A bid read or written: when the query asks for its lines, they are fetched at once (no chained call later). */
function answer(row: RestBid, ctx: GatewayContext, info: GraphQLResolveInfo): BidParent {
  const bid = toBid(row);
  const loaders = bidLoaders(ctx);
  // A write changes the lines and the project's totals: never answer them from what this request read before it
  // (an operation may hold several mutations).
  loaders.linesByBid.clear(bid.id);
  loaders.forgetProject(bid.projectUid);
  projectLoaders(ctx).forget(bid.projectUid);
  if (asksFor(info, ['laborLines', 'tradeLines'])) void loaders.linesByBid.load(bid.id).catch(() => undefined);
  return bid;
}

/**
 * The bid of a line answer. The labor and trade line paths are shared with direct costs (a direct cost's line answers
 * `direct_cost`, api/src/modules/direct-costs/README.md); a bid line's answer always carries its bid.
 */
function bidOfLine(res: { bid: RestBid } | { direct_cost: unknown }): RestBid {
  if (!('bid' in res)) throw new GraphQLError('Internal server error', { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  return res.bid;
}

function isLocked(err: unknown): err is GraphQLError {
  return err instanceof GraphQLError && err.extensions.reason === 'BID_LOCKED';
}

// Bid sheets (schema/bids.graphql; REST contract api/src/modules/bids/README.md). Every write answers the bid with its
// new totals and version; `Bid.project` carries the project's §8 totals after it (docs/money.md §7, §8).
export const bidResolvers: Resolvers = {
  Query: {
    bids: (_p, { projectUid }, ctx) => bidLoaders(ctx).projectBids(projectUid),
    bid: async (_p, { id }, ctx, info) => {
      // The bid and (when asked) its lines side by side: both are keyed by the bid id.
      const loaders = bidLoaders(ctx);
      if (asksFor(info, ['laborLines', 'tradeLines'])) void loaders.linesByBid.load(id).catch(() => undefined);
      return toBid(await ctx.upstream.get('setup/bid/{id}', { params: { id } }));
    },
  },
  Mutation: {
    addBid: async (_p, { input }, ctx, info) =>
      answer(await ctx.upstream.post('setup/bid', { body: toAddBidPayload(input), fields: ADD_BID_FIELDS }), ctx, info),
    updateBid: async (_p, { id, input }, ctx, info) => answer(await ctx.upstream.put('setup/bid/{id}', {
      params: { id }, body: toUpdateBidPayload(input), fields: UPDATE_BID_FIELDS,
    }), ctx, info),
    setBidAlternate: async (_p, { id, isAlternate, expectedVersion }, ctx, info) => answer(await ctx.upstream.put('setup/bid/{id}', {
      params: { id }, body: { is_alternate: isAlternate, version: expectedVersion },
      fields: { is_alternate: 'isAlternate', version: 'expectedVersion' },
    }), ctx, info),
    deleteBid: async (_p, { id, expectedVersion }, ctx) => {
      // The answer names no project: its uid is read first, then the DELETE's §8 totals serve Project.totals.
      const bid = await ctx.upstream.get('setup/bid/{id}', { params: { id } });
      const res = await ctx.upstream.call('delete', 'setup/bid', { query: { id, version: expectedVersion } });
      const uid = bid.project_uid;
      bidLoaders(ctx).forgetProject(uid);
      projectLoaders(ctx).forget(uid);
      if (res.project_totals) projectLoaders(ctx).totalsByUid.prime(uid, toProjectTotals(res.project_totals));
      return projectLoaders(ctx).projectByUid.load(uid);
    },
    addBidSubcontractors: async (_p, { bidId, subcontractorIds, expectedVersion }, ctx, info) => answer(await ctx.upstream.put('bidsheet/addsubcontractor/{id}', {
      params: { id: bidId }, body: { sub_contractor: subcontractorIds.map((id) => ({ id: restId(id) })), version: expectedVersion },
      fields: { sub_contractor: 'subcontractorIds', 'sub_contractor.*.id': 'subcontractorIds.*', ...VERSION_PATH },
    }), ctx, info),
    removeBidSubcontractor: async (_p, { bidId, subcontractorId, expectedVersion }, ctx, info) => answer(await ctx.upstream.put('contractorremove/bidsheet', {
      body: { bidsheet_id: intId(bidId, 'bidId'), subcontractor_id: intId(subcontractorId, 'subcontractorId'), version: expectedVersion },
      fields: { bidsheet_id: 'bidId', subcontractor_id: 'subcontractorId', ...VERSION_PATH },
    }), ctx, info),
    selectBidSubcontractor: async (_p, { bidId, subcontractorId, expectedVersion }, ctx, info) => answer(await ctx.upstream.post('bidsheet/selectedsubcontractor', {
      body: {
        bidsheet_id: intId(bidId, 'bidId'), selected_subcontractor_id: subcontractorId ? intId(subcontractorId, 'subcontractorId') : null,
        version: expectedVersion,
      },
      fields: { bidsheet_id: 'bidId', selected_subcontractor_id: 'subcontractorId', ...VERSION_PATH },
    }), ctx, info),
    setBidPricingMode: async (_p, { bidId, mode, expectedVersion }, ctx, info) => answer(await ctx.upstream.put('bidsheet/switchstatus/{id}', {
      params: { id: bidId }, body: { hourly: mode === 'HOURLY', version: expectedVersion }, fields: { hourly: 'mode', ...VERSION_PATH },
    }), ctx, info),

    addLaborLine: async (_p, { bidId, input }, ctx, info) => answer(bidOfLine(await ctx.upstream.call('post', 'division/internallabour', {
      body: { bidsheet_id: intId(bidId, 'bidId'), ...toLaborLinePayload(input) }, fields: { ...LABOR_LINE_FIELDS, bidsheet_id: 'bidId' },
    })), ctx, info),
    updateLaborLine: async (_p, { id, input }, ctx, info) => answer(bidOfLine(await ctx.upstream.call('put', 'division/internallabour/{id}', {
      params: { id }, body: toLaborLinePayload(input), fields: LABOR_LINE_FIELDS,
    })), ctx, info),
    deleteLaborLine: async (_p, { id, expectedVersion }, ctx, info) => answer(bidOfLine(await ctx.upstream.call('delete', 'division/internallabour/', {
      query: { bill: 'BS', id, version: expectedVersion },
    })), ctx, info),
    addTradeLine: async (_p, { bidId, input }, ctx, info) => answer((await ctx.upstream.call('post', 'directtrade', {
      body: { bidsheet_id: intId(bidId, 'bidId'), ...toTradeLinePayload(input) }, fields: { ...TRADE_LINE_FIELDS, bidsheet_id: 'bidId' },
    })).bid, ctx, info),
    updateTradeLine: async (_p, { id, input }, ctx, info) => answer((await ctx.upstream.call('put', 'directtrade/{id}', {
      params: { id }, body: { types: 'BS', ...toTradeLinePayload(input) }, fields: TRADE_LINE_FIELDS,
    })).bid, ctx, info),
    deleteTradeLine: async (_p, { id, expectedVersion }, ctx, info) => answer(bidOfLine(await ctx.upstream.call('delete', 'directtrade/delete', {
      query: { bill: 'BS', id, version: expectedVersion },
    })), ctx, info),

    openBidForEdit: async (_p, { bidId }, ctx, info) => {
      try {
        const bid = answer(await ctx.upstream.post('setup/bid/{id}/lease', { params: { id: bidId } }), ctx, info);
        return { __typename: 'BidLeaseGranted', bid, lease: bid.lease! } as never;
      } catch (err) {
        if (!isLocked(err)) throw err;
        // The refusal names the holder; when it expires is read from the bid itself (one more call, only when refused).
        const lease = toBid(await ctx.upstream.get('setup/bid/{id}', { params: { id: bidId } })).lease;
        return {
          __typename: 'BidLocked', message: err.message || LOCKED_MESSAGE,
          holderName: lease?.holderName ?? '', expiresAt: lease?.expiresAt ?? new Date().toISOString(),
        } as never;
      }
    },
    releaseBid: async (_p, { bidId }, ctx) => {
      await ctx.upstream.delete('setup/bid/{id}/lease', { params: { id: bidId } });
      return true;
    },
  },
  Project: {
    bids: (project, _a, ctx) => bidLoaders(ctx).projectBids(project.uid),
    bidDivisionNames: async (project, _a, ctx) => {
      const names = await ctx.upstream.get('setup/bid/divisionname/{projectUid}', { params: { projectUid: project.uid } });
      return (Array.isArray(names) ? names : []).map(String);
    },
  },
  Bid: {
    // A listed bid carries its lines (answered at once: 120 fewer promises for 60 bids); any other through the loader.
    laborLines: (bid, _a, ctx) => bid.lines?.labor ?? bidLoaders(ctx).linesByBid.load(bid.id).then((l) => l.labor),
    tradeLines: (bid, _a, ctx) => bid.lines?.trades ?? bidLoaders(ctx).linesByBid.load(bid.id).then((l) => l.trades),
    project: (bid, _a, ctx) => projectLoaders(ctx).projectByUid.load(bid.projectUid),
  },
  BidLease: {
    mine: async (lease, _a, ctx) => String((await ctx.loaders.me()).user.id) === lease.holderUserId,
  },
  BidLeaseResult: {
    __resolveType: (result) => (result as { __typename: 'BidLeaseGranted' | 'BidLocked' }).__typename,
  },
};
