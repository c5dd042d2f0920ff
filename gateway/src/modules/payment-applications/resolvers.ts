import type { GraphQLResolveInfo } from 'graphql';
import type { Resolvers } from '../../__generated__/resolvers.js';
import type { GatewayContext } from '../../context.js';
import { intId } from '../../ids.js';
import { asksFor } from '../../selection.js';
import { toPermissions } from '../auth/mapping.js';
import { paymentApplicationLoaders } from './loaders.js';
import {
  CERTIFY_FIELDS, CREATE_FIELDS, linesFields, PAYMENT_FIELDS, RELEASE_FIELDS, RETAINAGE_FIELDS, toLinesPayload, toLogEntry, toSending,
  toUpdatePayload, UPDATE_FIELDS, type PaymentApplicationParent,
} from './mapping.js';
import { sendPaymentApplication } from './send.js';

// Billing the owner (schema/payment-applications.graphql; REST contract docs/billing.md §3). The project's billing is one
// REST call; every change answers the application as REST gives it back (create and delete the project's billing), so a
// normalized cache updates the grid and the summary without a refetch.

const ACCESS_FIELDS = ['canWrite', 'editable'] as const;

/**
 * `main` with the caller's permissions read beside it (never after it) when the query asks `canWrite`/`editable`. Ends once
 * both have (no call outlives the field), with `main`'s value or refusal; a refused permissions read is the access field's.
 */
async function alongside<T>(main: Promise<T>, ctx: GatewayContext, info: GraphQLResolveInfo): Promise<T> {
  const side = asksFor(info, ACCESS_FIELDS, true) ? [ctx.loaders.me()] : [];
  const [result] = await Promise.allSettled([main, ...side]);
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

/** payment_applications write (docs/billing.md §3). */
async function mayWrite(ctx: GatewayContext): Promise<boolean> {
  const me = await ctx.loaders.me();
  return toPermissions(me.permissions).some((p) => p.area === 'payment_applications' && p.write);
}

const loaders = paymentApplicationLoaders;
const applicationId = (id: string, field = 'id') => ({ id: String(intId(id, field)) });

export const paymentApplicationResolvers: Resolvers = {
  Query: {
    paymentApplications: (_p, { projectUid }, ctx, info) => alongside(loaders(ctx).projectBilling(projectUid), ctx, info),
    paymentApplication: async (_p, { id }, ctx, info) =>
      (await alongside(loaders(ctx).applicationById.load(applicationId(id).id), ctx, info)).application,
    paymentApplicationLog: async (_p, { projectUid }, ctx) =>
      (await ctx.upstream.get('payment-application/log/projectuid/{projectUid}', { params: { projectUid } })).map(toLogEntry),
  },
  Mutation: {
    setProjectRetainage: async (_p, { projectUid, workRate, storedRate }, ctx, info) => alongside(Promise.resolve(loaders(ctx).writtenBilling(
      await ctx.upstream.put('payment-application/retainage/projectuid/{projectUid}', {
        params: { projectUid }, body: { work_rate: workRate, stored_rate: storedRate ?? null }, fields: RETAINAGE_FIELDS,
      }))), ctx, info),
    // REST answers the new Draft (201); the contract answers the project's billing, read after it (docs/billing.md §5).
    createPaymentApplication: async (_p, { input }, ctx, info) => {
      const created = await ctx.upstream.post('payment-application/projectuid/{projectUid}', {
        params: { projectUid: input.projectUid },
        body: { period_from: input.periodFrom, period_to: input.periodTo, application_date: input.applicationDate },
        fields: CREATE_FIELDS,
      });
      loaders(ctx).written(created);
      return alongside(loaders(ctx).projectBilling(created.project_uid), ctx, info);
    },
    updatePaymentApplication: async (_p, { id, input }, ctx, info) => answer(ctx, info, await ctx.upstream.put('payment-application/{id}', {
      params: applicationId(id), body: toUpdatePayload(input), fields: UPDATE_FIELDS,
    })),
    updateSovLines: async (_p, { applicationId: id, expectedVersion, lines }, ctx, info) => {
      lines.forEach((l, i) => intId(l.id, `lines.${i}.id`));
      return answer(ctx, info, await ctx.upstream.put('payment-application/{id}/lines', {
        params: applicationId(id, 'applicationId'), body: { version: expectedVersion, lines: toLinesPayload(lines) }, fields: linesFields(lines.length),
      }));
    },
    releaseRetainage: async (_p, { id, expectedVersion, amount, all }, ctx, info) => answer(ctx, info,
      await ctx.upstream.post('payment-application/{id}/release-retainage', {
        params: applicationId(id), fields: RELEASE_FIELDS,
        body: all ? { version: expectedVersion, all: true } : { version: expectedVersion, amount: amount ?? '' },
      })),
    submitPaymentApplication: async (_p, { id, expectedVersion }, ctx, info) => answer(ctx, info,
      await ctx.upstream.post('payment-application/{id}/submit', { params: applicationId(id), body: { version: expectedVersion }, fields: { version: 'expectedVersion' } })),
    certifyPaymentApplication: async (_p, { id, expectedVersion, amount, certifiedOn }, ctx, info) => answer(ctx, info,
      await ctx.upstream.post('payment-application/{id}/certify', {
        params: applicationId(id), body: { version: expectedVersion, certified_amount: amount, certified_on: certifiedOn }, fields: CERTIFY_FIELDS,
      })),
    recordPayment: async (_p, { applicationId: id, expectedVersion, input }, ctx, info) => answer(ctx, info,
      await ctx.upstream.post('payment-application/{id}/payments', {
        params: applicationId(id, 'applicationId'), fields: PAYMENT_FIELDS,
        body: { version: expectedVersion, amount: input.amount, received_on: input.receivedOn, reference: input.reference },
      })),
    deletePaymentApplication: async (_p, { id, expectedVersion }, ctx, info) => {
      const billing = await ctx.upstream.delete('payment-application/{id}', { params: applicationId(id), query: { version: expectedVersion } });
      loaders(ctx).applicationById.clear(id);
      return alongside(Promise.resolve(loaders(ctx).writtenBilling(billing)), ctx, info);
    },
    sendPaymentApplication: (_p, { id, message }, ctx) => sendPaymentApplication(ctx, applicationId(id).id, message) as never,
  },
  ProjectBilling: {
    canWrite: (_b, _a, ctx) => mayWrite(ctx),
  },
  PaymentApplication: {
    // docs/money.md §12: only a Draft changes.
    editable: async (a, _x, ctx) => a.status === 'DRAFT' && mayWrite(ctx),
    // One call per application asked (schema header): ask it of one application.
    sendings: async (a, _x, ctx) =>
      (await ctx.upstream.get('payment-application/{id}/sendings', { params: { id: a.id } })).map(toSending),
  },
  Project: {
    billing: (project, _a, ctx, info) => alongside(loaders(ctx).projectBilling(project.uid), ctx, info),
  },
};

/** A write's answer: the application as REST gave it back, replacing what this request read of it and its project. */
function answer(ctx: GatewayContext, info: GraphQLResolveInfo, rest: Parameters<ReturnType<typeof loaders>['written']>[0]): Promise<PaymentApplicationParent> {
  return alongside(Promise.resolve(loaders(ctx).written(rest)), ctx, info);
}
