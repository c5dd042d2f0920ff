import { GraphQLError, type GraphQLResolveInfo } from 'graphql';
import type { Resolvers } from '../../__generated__/resolvers.js';
import type { GatewayContext } from '../../context.js';
import { intId } from '../../ids.js';
import { asksFor } from '../../selection.js';
import { directCostLoaders } from './loaders.js';
import {
  ADD_DIRECT_COST_FIELDS, LABOR_LINE_FIELDS, toAddDirectCostPayload, toChargeRow, toDirectCost, toLaborLinePayload, toSheetName, toTradeLinePayload,
  TRADE_LINE_FIELDS, type DirectCostParent, type RestDirectCost,
} from './mapping.js';

const LINES = ['laborLines', 'tradeLines'] as const;

/** A direct cost written: when the selection asks for its lines they are fetched at once, after the write. */
function answer(row: RestDirectCost, ctx: GatewayContext, info: GraphQLResolveInfo): DirectCostParent {
  const directCost = toDirectCost(row);
  const loaders = directCostLoaders(ctx);
  // A write changes the lines and the project's list: never answer them from what this request read before it.
  loaders.linesById.clear(directCost.id);
  loaders.forgetProject(directCost.projectUid);
  if (asksFor(info, LINES)) void loaders.linesById.load(directCost.id).catch(() => undefined);
  return directCost;
}

/** A line write's answer: the direct cost with its new total (the shared line paths answer a bid's for bid lines). */
function directCostOf(res: { direct_cost: RestDirectCost } | { bid: unknown }): RestDirectCost {
  if (!('direct_cost' in res)) throw new GraphQLError('Internal server error', { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  return res.direct_cost;
}

// Direct costs (schema/direct-costs.graphql; REST contract api/src/modules/direct-costs/README.md; README.md here).
export const directCostResolvers: Resolvers = {
  Query: {
    directCosts: (_p, { projectUid }, ctx, info) => directCostLoaders(ctx).projectDirectCosts(projectUid, asksFor(info, LINES)),
    directCost: async (_p, { id }, ctx, info) => {
      // The direct cost and (when asked) its lines side by side: both are keyed by its id.
      const loaders = directCostLoaders(ctx);
      if (asksFor(info, LINES)) void loaders.linesById.load(id).catch(() => undefined);
      return toDirectCost(await ctx.upstream.get('directcostsheet/{ID}', { params: { ID: id } }));
    },
    directCostChargeRows: async (_p, { projectUid }, ctx) =>
      (await ctx.upstream.get('directcostsheet/charge-rows', { query: { project_uid: projectUid } })).map(toChargeRow),
    directCostSheetNames: async (_p, _a, ctx) => {
      const rows = await ctx.upstream.get('directcostsheetname');
      return (Array.isArray(rows) ? rows : []).map(toSheetName);
    },
  },
  Mutation: {
    addDirectCost: async (_p, { input }, ctx, info) =>
      answer(await ctx.upstream.post('directcostsheet', { body: toAddDirectCostPayload(input), fields: ADD_DIRECT_COST_FIELDS }), ctx, info),
    deleteDirectCost: async (_p, { id }, ctx) => {
      const res = await ctx.upstream.call('delete', 'directcostsheet/{ID}', { params: { ID: id } });
      // The answer names no project: every listing this request read is stale.
      const loaders = directCostLoaders(ctx);
      loaders.linesById.clear(id);
      loaders.forgetAll();
      return String(res.data.id);
    },
    addDirectCostSheetName: async (_p, { name }, ctx) => toSheetName(await ctx.upstream.post('directcostsheetname', {
      body: { direct_cost_sheet_name: name }, fields: { direct_cost_sheet_name: 'name' },
    })),
    addDirectCostLaborLine: async (_p, { directCostId, input }, ctx, info) => answer(directCostOf(await ctx.upstream.call('post', 'division/internallabour', {
      body: { direct_cost_id: intId(directCostId, 'directCostId'), ...toLaborLinePayload(input) },
      fields: { ...LABOR_LINE_FIELDS, direct_cost_id: 'directCostId' },
    })), ctx, info),
    updateDirectCostLaborLine: async (_p, { id, input }, ctx, info) => answer(directCostOf(await ctx.upstream.call('put', 'division/internallabour/{id}', {
      params: { id }, query: { bill: 'DC' }, body: toLaborLinePayload(input), fields: LABOR_LINE_FIELDS,
    })), ctx, info),
    deleteDirectCostLaborLine: async (_p, { id }, ctx, info) => answer(directCostOf(await ctx.upstream.call('delete', 'division/internallabour/', {
      query: { bill: 'DC', id },
    })), ctx, info),
    addDirectCostTradeLine: async (_p, { directCostId, input }, ctx, info) => answer((await ctx.upstream.call('post', 'directtrade/DC', {
      body: { direct_cost_id: intId(directCostId, 'directCostId'), ...toTradeLinePayload(input) },
      fields: { ...TRADE_LINE_FIELDS, direct_cost_id: 'directCostId' },
    })).direct_cost, ctx, info),
    updateDirectCostTradeLine: async (_p, { id, input }, ctx, info) => answer((await ctx.upstream.call('put', 'directtrade/DC/{id}', {
      params: { id }, body: toTradeLinePayload(input), fields: TRADE_LINE_FIELDS,
    })).direct_cost, ctx, info),
    deleteDirectCostTradeLine: async (_p, { id }, ctx, info) => answer(directCostOf(await ctx.upstream.call('delete', 'directtrade/delete', {
      query: { bill: 'DC', id },
    })), ctx, info),
  },
  Project: {
    directCosts: (project, _a, ctx, info) => directCostLoaders(ctx).projectDirectCosts(project.uid, asksFor(info, LINES)),
  },
  DirectCost: {
    // A listed direct cost carries its lines when they were asked for; any other through the loader.
    laborLines: (dc, _a, ctx) => dc.lines?.labor ?? directCostLoaders(ctx).linesById.load(dc.id).then((l) => l.labor),
    tradeLines: (dc, _a, ctx) => dc.lines?.trades ?? directCostLoaders(ctx).linesById.load(dc.id).then((l) => l.trades),
  },
};
