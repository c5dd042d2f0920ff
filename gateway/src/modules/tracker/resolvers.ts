import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';
import type { TrackerRow } from '../../__generated__/graphql.js';
import type { Resolvers } from '../../__generated__/resolvers.js';
import type { GatewayContext } from '../../context.js';
import { intId, restId } from '../../ids.js';
import { trackerLoaders } from './loaders.js';
import {
  LABOR_TRANSFER_FIELDS, overallStatusQuery, toOverallTracker, toTrackerRow, TRADE_TRANSFER_FIELDS, UPDATE_ROW_FIELDS,
  type ProjectTrackerParent,
} from './mapping.js';

/**
 * Whether a selection asks for any ProjectTracker field besides the project ID: under the resolved field (a query's
 * projectTracker), or under its `through` field (a TrackerChange's `tracker`), through fragments.
 */
export function trackerAsked(info: GraphQLResolveInfo, through?: string): boolean {
  const visit = (set: SelectionSetNode | undefined, depth: number): boolean => (set?.selections ?? []).some((s) => {
    if (s.kind === 'InlineFragment') return visit(s.selectionSet, depth);
    if (s.kind === 'FragmentSpread') return visit(info.fragments[s.name.value]?.selectionSet, depth);
    if (depth === 0 && through !== undefined) return s.name.value === through && visit(s.selectionSet, 1);
    return s.name.value !== 'projectUid' && s.name.value !== '__typename';
  });
  return info.fieldNodes.some((node) => visit(node.selectionSet, 0));
}

/** A write's answer: the row it answered, and the whole tracker re-read after it (its calls side by side again). */
async function change(ctx: GatewayContext, info: GraphQLResolveInfo, uid: string, row: TrackerRow | null) {
  const loaders = trackerLoaders(ctx);
  // An operation may hold several writes: never answer one from what this request read before it.
  loaders.forget(uid);
  return { row, tracker: await loaders.read(uid, trackerAsked(info, 'tracker')) };
}

const snapshot = (t: ProjectTrackerParent, ctx: GatewayContext) => trackerLoaders(ctx).tracker(t.projectUid);

// The project tracker (schema/tracker.graphql; REST contract api/src/modules/tracker/README.md; README.md here): 001
// §2.11, §2.12, §7 Project tracker, §8 Tracker; docs/money.md §11. Scope transfers and holds are the only figures a
// person enters; every other figure is REST's.
export const trackerResolvers: Resolvers = {
  Query: {
    projectTracker: (_p, { projectUid }, ctx, info) => trackerLoaders(ctx).read(projectUid, trackerAsked(info)),
    // docs/projects.md §2.12: every project's tracker summed in one call (status display values as GET projects takes them).
    overallProjectTracker: async (_p, { statuses }, ctx) =>
      toOverallTracker(await ctx.upstream.get('project-tracker/overall', { query: { status: overallStatusQuery(statuses) } })),
  },
  Mutation: {
    // docs/projects.md §8: a row's scope transfer and holds; fields left out keep their value.
    updateTrackerRow: async (_p, { id, input }, ctx, info) => {
      const row = await ctx.upstream.put('project-tracker/update/{id}', {
        params: { id: intId(id, 'id') },
        body: { scope_transfer: input.scopeTransfer ?? undefined, holds: input.holds ?? undefined },
        fields: UPDATE_ROW_FIELDS,
      });
      return change(ctx, info, row.project_uid, toTrackerRow(row));
    },
    // 'Do you want to delete this record?': REST refuses a row with any non-zero figure (409 TRACKER_ROW_NOT_EMPTY).
    deleteTrackerRow: async (_p, { id }, ctx, info) => {
      const gone = await ctx.upstream.delete('project-tracker/delete/{id}', { params: { id: intId(id, 'id') } });
      return change(ctx, info, gone.project_uid, null);
    },
    // docs/projects.md §5 Scope transfer: added to the key's row (created when new).
    addLaborScopeTransfer: async (_p, { input }, ctx, info) => {
      const row = await ctx.upstream.post('project-tracker/internal-labor/add-scope-transfer/projectuid/{projectUid}', {
        params: { projectUid: input.projectUid },
        body: { position: restId(input.positionId), trade: restId(input.levelId), scopeTransfer: input.amount },
        fields: LABOR_TRANSFER_FIELDS,
      });
      return change(ctx, info, row.project_uid, toTrackerRow(row));
    },
    addTradeScopeTransfer: async (_p, { input }, ctx, info) => {
      const row = await ctx.upstream.post('project-tracker/direct-trade/add-scope-transfer/projectuid/{projectUid}', {
        params: { projectUid: input.projectUid },
        body: {
          division: restId(input.divisionId), subDivision: restId(input.subdivisionId), trade: restId(input.categoryId),
          part: restId(input.partId), scopeTransfer: input.amount,
        },
        fields: TRADE_TRANSFER_FIELDS,
      });
      return change(ctx, info, row.project_uid, toTrackerRow(row));
    },
  },
  // Each field reads the snapshot its parent's resolver already started (loaders.ts): never a second call.
  ProjectTracker: {
    rows: async (t, _a, ctx) => (await snapshot(t, ctx)).rows,
    totals: async (t, _a, ctx) => (await snapshot(t, ctx)).totals,
    overhead: async (t, _a, ctx) => (await snapshot(t, ctx)).overhead,
    contractorFee: async (t, _a, ctx) => (await snapshot(t, ctx)).contractorFee,
    overheadBilled: async (t, _a, ctx) => (await snapshot(t, ctx)).overheadBilled,
    contractorFeeBilled: async (t, _a, ctx) => (await snapshot(t, ctx)).contractorFeeBilled,
    expectedOverhead: async (t, _a, ctx) => (await snapshot(t, ctx)).expectedOverhead,
    overheadDrift: async (t, _a, ctx) => (await snapshot(t, ctx)).overheadDrift,
    buyoutSavings: async (t, _a, ctx) => (await snapshot(t, ctx)).buyoutSavings,
    projectTotal: async (t, _a, ctx) => (await snapshot(t, ctx)).projectTotal,
  },
};
