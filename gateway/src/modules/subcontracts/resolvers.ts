import type { GraphQLResolveInfo } from 'graphql';
import type { Commitment } from '../../__generated__/graphql.js';
import type { Resolvers } from '../../__generated__/resolvers.js';
import type { GatewayContext } from '../../context.js';
import { intId } from '../../ids.js';
import { asksFor } from '../../selection.js';
import { toPermissions } from '../auth/mapping.js';
import { subcontractLoaders } from './loaders.js';
import {
  AWARD_FIELDS, billingFields, changeOrderFields, LINE_FIELDS, PAYMENT_FIELDS, poFields, REJECT_FIELDS, RELEASE_FIELDS, toAwardPayload,
  toBillingPayload, toCommitment, toLinePayload, toUpdatePayload, UPDATE_FIELDS, type RestCommitment,
} from './mapping.js';
import { sendAwardNotification } from './send.js';

// Subcontracts and purchase orders (schema/subcontracts.graphql; REST contract docs/subcontracts.md §4). The ledger is one
// REST call; every change answers the commitment as REST gives it back (create and delete the project's ledger), so a
// normalized cache updates the grid without a refetch. REST decides every access (role 13 only through the mine routes).

/** `main` with the caller's permissions read beside it (never after it) when the query asks `canWrite`. */
async function alongside<T>(main: Promise<T>, ctx: GatewayContext, info: GraphQLResolveInfo): Promise<T> {
  const side = asksFor(info, ['canWrite'], true) ? [ctx.loaders.me()] : [];
  const [result] = await Promise.allSettled([main, ...side]);
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

/** docs/subcontracts.md §4: award and edit need subcontract or subcontracts write. */
async function mayWrite(ctx: GatewayContext): Promise<boolean> {
  const me = await ctx.loaders.me();
  return toPermissions(me.permissions).some((p) => (p.area === 'subcontract' || p.area === 'subcontracts') && p.write);
}

const loaders = subcontractLoaders;
const param = (value: string, field: string) => String(intId(value, field));
const answer = (ctx: GatewayContext, rest: RestCommitment): Commitment => loaders(ctx).written(rest);

export const subcontractResolvers: Resolvers = {
  Query: {
    subcontracts: (_p, { projectUid }, ctx, info) => alongside(loaders(ctx).ledger(projectUid), ctx, info),
    subcontract: async (_p, { id }, ctx) => (await loaders(ctx).commitmentById.load(param(id, 'id'))).commitment,
    // Role 13 (docs/subcontracts.md §4): REST answers its own commitments only.
    mySubcontracts: async (_p, { projectUid }, ctx) =>
      (await ctx.upstream.get('subcontract/mine/projectuid/{projectUid}', { params: { projectUid } })).commitments.map(toCommitment),
  },
  Mutation: {
    awardSubcontract: async (_p, { bidId, input }, ctx) => answer(ctx, await ctx.upstream.post('subcontract/award/bid/{bidId}', {
      params: { bidId: param(bidId, 'bidId') }, body: toAwardPayload(input), fields: AWARD_FIELDS,
    })),
    // REST answers the new PO (201); the contract answers the project's ledger, read after it.
    createPurchaseOrder: async (_p, { input }, ctx, info) => {
      const created = await ctx.upstream.post('subcontract/po/projectuid/{projectUid}', {
        params: { projectUid: input.projectUid },
        body: {
          vendor_id: intId(input.vendorId, 'input.vendorId'),
          ...toAwardPayload({ retainageRate: input.retainageRate, scope: input.scope }),
          ...(input.lines ? { lines: input.lines.map(toLinePayload) } : {}),
          ...(input.fromBidId ? { from_bid_id: intId(input.fromBidId, 'input.fromBidId') } : {}),
        },
        fields: poFields(input.lines?.length ?? 0),
      });
      answer(ctx, created);
      return alongside(loaders(ctx).ledger(created.project_uid), ctx, info);
    },
    updateSubcontract: async (_p, { id, input }, ctx) => answer(ctx, await ctx.upstream.put('subcontract/{id}', {
      params: { id: param(id, 'id') }, body: toUpdatePayload(input), fields: UPDATE_FIELDS,
    })),
    addSubcontractLine: async (_p, { id, expectedVersion, input }, ctx) => answer(ctx, await ctx.upstream.post('subcontract/{id}/lines', {
      params: { id: param(id, 'id') }, body: { version: expectedVersion, ...toLinePayload(input) }, fields: LINE_FIELDS,
    })),
    updateSubcontractLine: async (_p, { lineId, expectedVersion, input }, ctx) => answer(ctx, await ctx.upstream.put('subcontract/line/{lineId}', {
      params: { lineId: param(lineId, 'lineId') }, body: { version: expectedVersion, ...toLinePayload(input) }, fields: LINE_FIELDS,
    })),
    deleteSubcontractLine: async (_p, { lineId, expectedVersion }, ctx) => answer(ctx, await ctx.upstream.delete('subcontract/line/{lineId}', {
      params: { lineId: param(lineId, 'lineId') }, query: { version: expectedVersion },
    })),
    deleteSubcontract: async (_p, { id, expectedVersion }, ctx, info) => {
      const key = param(id, 'id');
      const ledger = await ctx.upstream.delete('subcontract/{id}', { params: { id: key }, query: { version: expectedVersion } });
      loaders(ctx).forget(key);
      return alongside(Promise.resolve(loaders(ctx).writtenLedger(ledger)), ctx, info);
    },
    addSubcontractChangeOrder: async (_p, { id, input }, ctx) => answer(ctx, await ctx.upstream.post('subcontract/{id}/change-orders', {
      params: { id: param(id, 'id') }, fields: changeOrderFields(input.lines.length),
      body: {
        version: input.expectedVersion, reason: input.reason, ...(input.date ? { date: input.date } : {}),
        lines: input.lines.map((l, i) => ({ line_id: intId(l.lineId, `input.lines.${i}.lineId`), amount: l.amount })),
      },
    })),
    submitSubcontractBilling: async (_p, { id, input }, ctx) => answer(ctx, await ctx.upstream.post('subcontract/{id}/billings', {
      params: { id: param(id, 'id') }, body: toBillingPayload(input), fields: billingFields(input.lines.length),
    })),
    approveSubcontractBilling: async (_p, { billingId, expectedVersion }, ctx) => answer(ctx,
      await ctx.upstream.post('subcontract/billing/{billingId}/approve', {
        params: { billingId: param(billingId, 'billingId') }, body: { version: expectedVersion }, fields: { version: 'expectedVersion' },
      })),
    rejectSubcontractBilling: async (_p, { billingId, expectedVersion, reason }, ctx) => answer(ctx,
      await ctx.upstream.post('subcontract/billing/{billingId}/reject', {
        params: { billingId: param(billingId, 'billingId') }, body: { version: expectedVersion, reason }, fields: REJECT_FIELDS,
      })),
    recordSubcontractPayment: async (_p, { id, input }, ctx) => answer(ctx, await ctx.upstream.post('subcontract/{id}/payments', {
      params: { id: param(id, 'id') }, fields: PAYMENT_FIELDS,
      body: { version: input.expectedVersion, amount: input.amount, paid_on: input.paidOn, reference: input.reference, ...(input.isFinal != null ? { is_final: input.isFinal } : {}) },
    })),
    releaseSubcontractRetainage: async (_p, { id, expectedVersion, amount, all }, ctx) => answer(ctx,
      await ctx.upstream.post('subcontract/{id}/release-retainage', {
        params: { id: param(id, 'id') }, fields: RELEASE_FIELDS,
        body: all ? { version: expectedVersion, all: true } : { version: expectedVersion, amount: amount ?? '' },
      })),
    sendAwardNotification: (_p, { id, message }, ctx) => sendAwardNotification(ctx, param(id, 'id'), message),
    submitMySubcontractBilling: async (_p, { id, input }, ctx) => answer(ctx, await ctx.upstream.post('subcontract/mine/{id}/billings', {
      params: { id: param(id, 'id') }, body: toBillingPayload(input), fields: billingFields(input.lines.length),
    })),
  },
  ProjectSubcontracts: {
    canWrite: (_s, _a, ctx) => mayWrite(ctx),
  },
};
