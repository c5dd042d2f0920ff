import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';
import type { TrackerRow } from '../../__generated__/graphql.js';
import type { Resolvers } from '../../__generated__/resolvers.js';
import type { GatewayContext } from '../../context.js';
import { intId, restId } from '../../ids.js';
import { PART_OF_FIELD, trackerLoaders, type TrackerPart } from './loaders.js';
import {
  LABOR_TRANSFER_FIELDS, overallStatusQuery, toOverallTracker, toTrackerRow, TRADE_TRANSFER_FIELDS, UPDATE_ROW_FIELDS,
  type ProjectTrackerParent,
} from './mapping.js';

/**
 * The tracker parts a selection asks for: the ProjectTracker fields under the resolved field (a query's
 * projectTracker), or under its `through` field (a TrackerChange's `tracker`), through fragments.
 */
export function trackerPartsAsked(info: GraphQLResolveInfo, through?: string): Set<TrackerPart> {
  const parts = new Set<TrackerPart>();
  const visit = (set: SelectionSetNode | undefined, depth: number): void => {
    for (const s of set?.selections ?? []) {
      if (s.kind === 'InlineFragment') visit(s.selectionSet, depth);
      else if (s.kind === 'FragmentSpread') visit(info.fragments[s.name.value]?.selectionSet, depth);
      else if (depth === 0 && through !== undefined) {
        if (s.name.value === through) visit(s.selectionSet, 1);
      } else {
        const part = PART_OF_FIELD[s.name.value];
        if (part) parts.add(part);
      }
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet, 0);
  return parts;
}

/** A write's answer: the row it answered, and the whole tracker re-read after it (its calls side by side again). */
async function change(ctx: GatewayContext, info: GraphQLResolveInfo, uid: string, row: TrackerRow | null) {
  const loaders = trackerLoaders(ctx);
  // An operation may hold several writes: never answer one from what this request read before it.
  loaders.forget(uid);
  return { row, tracker: await loaders.read(uid, trackerPartsAsked(info, 'tracker')) };
}

const part = <P extends TrackerPart>(t: ProjectTrackerParent, ctx: GatewayContext, p: P) => trackerLoaders(ctx).part(t.projectUid, p);

// The project tracker (schema/tracker.graphql; REST contract api/src/modules/tracker/README.md; README.md here): 001
// §2.11, §2.12, §7 Project tracker, §8 Tracker; calculations.md §11. Scope transfers and holds are the only figures a
// person enters; every other figure is REST's.
export const trackerResolvers: Resolvers = {
  Query: {
    projectTracker: (_p, { projectUid }, ctx, info) => trackerLoaders(ctx).read(projectUid, trackerPartsAsked(info)),
    // 001 §2.12: every project's tracker summed in one call (status display values as GET projects takes them).
    overallProjectTracker: async (_p, { statuses }, ctx) =>
      toOverallTracker(await ctx.upstream.get('project-tracker/overall', { query: { status: overallStatusQuery(statuses) } })),
  },
  Mutation: {
    // 001 §8: a row's scope transfer and holds; fields left out keep their value.
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
    // 001 §5 Scope transfer: added to the key's row (created when new).
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
  // Each field reads the part its parent's resolver already started (loaders.ts): never a second call.
  ProjectTracker: {
    rows: (t, _a, ctx) => part(t, ctx, 'rows'),
    totals: (t, _a, ctx) => part(t, ctx, 'sums'),
    overhead: async (t, _a, ctx) => (await part(t, ctx, 'overhead')).overhead,
    contractorFee: (t, _a, ctx) => part(t, ctx, 'fee'),
    expectedOverhead: async (t, _a, ctx) => (await part(t, ctx, 'expected')).expected_overhead_cost,
    overheadDrift: async (t, _a, ctx) => (await part(t, ctx, 'expected')).drift,
    buyoutSavings: (t, _a, ctx) => part(t, ctx, 'buyout'),
    projectTotal: (t, _a, ctx) => part(t, ctx, 'projectTotal'),
  },
};
