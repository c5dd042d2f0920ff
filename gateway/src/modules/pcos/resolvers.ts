import type { GraphQLResolveInfo } from 'graphql';
import type { Resolvers } from '../../__generated__/resolvers.js';
import type { GatewayContext } from '../../context.js';
import { intId } from '../../ids.js';
import { asksFor } from '../../selection.js';
import { toPermissions } from '../auth/mapping.js';
import { VERSION_PATH } from '../lines/mapping.js';
import { projectLoaders } from '../projects/loaders.js';
import { settled } from '../../documents/sources.js';
import { pcoLoaders } from './loaders.js';
import {
  ADD_PCO_FIELDS, PCO_LABOR_LINE_FIELDS, PCO_STATUS_LABEL, PCO_TRADE_LINE_FIELDS, toAddPcoPayload, toPco, toPcoLaborLinePayload,
  toPcoTradeLinePayload, toUpdatePcoPayload, UPDATE_PCO_FIELDS, type PcoParent, type RestPco,
} from './mapping.js';

const LINE_FIELDS = ['laborLines', 'tradeLines'] as const;
const ACCESS_FIELDS = ['editable', 'deletable'] as const;

/**
 * `main` (a PCO read or answer) with what the query will ask of its PCOs, started beside it rather than after it: the
 * lines of a PCO whose id is known, and the caller's permissions and the project's status when `editable`/`deletable`
 * are asked for. Resolves once every one has ended (no call outlives the field), with `main`'s value or refusal; a
 * refused side read is reported by the field that asks for it.
 */
async function alongside<T>(main: Promise<T>, ctx: GatewayContext, info: GraphQLResolveInfo,
  known: { pcoId?: string; projectUid?: string }): Promise<T> {
  const loaders = pcoLoaders(ctx);
  const side: Promise<unknown>[] = [];
  if (known.pcoId && asksFor(info, LINE_FIELDS)) side.push(loaders.linesByPco.load(known.pcoId));
  // Deep: a change order's PCO sits one level down.
  if (asksFor(info, ACCESS_FIELDS, true)) {
    side.push(ctx.loaders.me());
    if (known.projectUid) side.push(projectLoaders(ctx).projectByUid.load(known.projectUid));
  }
  const [result] = await Promise.allSettled([main, ...side]);
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

/** A PCO written: what this request read of it and of its project is forgotten, the answer kept. */
function answer(row: RestPco, ctx: GatewayContext, info: GraphQLResolveInfo): Promise<PcoParent> {
  const pco = toPco(row);
  const loaders = pcoLoaders(ctx);
  // A write changes the PCO, its lines, the project's change orders and contract sum: never answer them from what
  // this request read before it (an operation may hold several mutations).
  loaders.forget(pco.id, pco.projectUid);
  loaders.pcoById.prime(pco.id, pco);
  projectLoaders(ctx).totalsByUid.clear(pco.projectUid);
  return alongside(Promise.resolve(pco), ctx, info, { pcoId: pco.id, projectUid: pco.projectUid });
}

/** pcos write (docs/roles.md), the project not Pending (docs/projects.md §4), and for `editable` the PCO not Accepted. */
async function mayChange(pco: PcoParent, ctx: GatewayContext): Promise<boolean> {
  const [me, project] = await Promise.all([ctx.loaders.me(), projectLoaders(ctx).projectByUid.load(pco.projectUid)]);
  const write = toPermissions(me.permissions).some((p) => p.area === 'pcos' && p.write);
  return write && project.status !== 'PENDING' && pco.status !== 'ACCEPTED';
}

// PCOs and change orders (schema/pcos.graphql; REST contract api/src/modules/pcos/README.md). Every write answers the PCO
// with its new totals and version (docs/money.md §9); deletePco answers the project.
export const pcoResolvers: Resolvers = {
  Query: {
    // Asked with their lines: the list and the lines of all its PCOs side by side, two calls whatever their number.
    pcos: (_p, { projectUid }, ctx, info) =>
      alongside(pcoLoaders(ctx).projectPcos(projectUid, asksFor(info, LINE_FIELDS)), ctx, info, { projectUid }),
    // The PCO and (when asked) its lines side by side: both are keyed by the PCO id.
    pco: (_p, { id }, ctx, info) => alongside(pcoLoaders(ctx).pcoById.load(id), ctx, info, { pcoId: id }),
    changeOrders: async (_p, { projectUid }, ctx, info) =>
      (await alongside(pcoLoaders(ctx).projectChangeOrders(projectUid, asksFor(info, LINE_FIELDS, true)), ctx, info, { projectUid })).changeOrders,
  },
  Mutation: {
    addPco: async (_p, { input }, ctx, info) =>
      answer(await ctx.upstream.post('change-order', { body: toAddPcoPayload(input), fields: ADD_PCO_FIELDS }), ctx, info),
    updatePco: async (_p, { id, input }, ctx, info) => answer(await ctx.upstream.put('change-order/update/{id}', {
      params: { id }, body: toUpdatePcoPayload(input), fields: UPDATE_PCO_FIELDS,
    }), ctx, info),
    // docs/projects.md §4: the list's status dropdown; accepting gives the next change-order number (REST).
    setPcoStatus: async (_p, { id, status, expectedVersion }, ctx, info) => answer(await ctx.upstream.put('change-order/update/{id}', {
      params: { id }, body: { status: PCO_STATUS_LABEL[status], version: expectedVersion }, fields: { status: 'status', ...VERSION_PATH },
    }), ctx, info),
    deletePco: async (_p, { id, expectedVersion }, ctx) => {
      // The answer names no project: its uid is read first; then the DELETE and the project row side by side (the row
      // does not change with its PCOs; its PCO fields resolve after, from fresh reads).
      const pco = await pcoLoaders(ctx).pcoById.load(id);
      pcoLoaders(ctx).forget(pco.id, pco.projectUid);
      projectLoaders(ctx).totalsByUid.clear(pco.projectUid);
      const [, project] = await settled([
        ctx.upstream.delete('change-order/delete/{id}', { params: { id }, query: { version: expectedVersion } }),
        projectLoaders(ctx).projectByUid.load(pco.projectUid),
      ] as const);
      return project;
    },

    addPcoLaborLine: async (_p, { pcoId, input }, ctx, info) => answer((await ctx.upstream.call('post', 'pco/internal-labor', {
      body: { pco_id: intId(pcoId, 'pcoId'), ...toPcoLaborLinePayload(input) }, fields: { ...PCO_LABOR_LINE_FIELDS, pco_id: 'pcoId' },
    })).pco, ctx, info),
    updatePcoLaborLine: async (_p, { id, input }, ctx, info) => answer((await ctx.upstream.call('put', 'pco/internal-labor/update/{id}', {
      params: { id }, body: toPcoLaborLinePayload(input), fields: PCO_LABOR_LINE_FIELDS,
    })).pco, ctx, info),
    deletePcoLaborLine: async (_p, { id, expectedVersion }, ctx, info) => answer((await ctx.upstream.call('delete', 'pco/internal-labor/delete/{id}', {
      params: { id }, query: { version: expectedVersion },
    })).pco, ctx, info),
    addPcoTradeLine: async (_p, { pcoId, input }, ctx, info) => answer((await ctx.upstream.call('post', 'pco/direct-trade', {
      body: { pco_id: intId(pcoId, 'pcoId'), ...toPcoTradeLinePayload(input) }, fields: { ...PCO_TRADE_LINE_FIELDS, pco_id: 'pcoId' },
    })).pco, ctx, info),
    updatePcoTradeLine: async (_p, { id, input }, ctx, info) => answer((await ctx.upstream.call('put', 'pco/direct-trade/update/{id}', {
      params: { id }, body: { types: 'BS', ...toPcoTradeLinePayload(input) }, fields: PCO_TRADE_LINE_FIELDS,
    })).pco, ctx, info),
    deletePcoTradeLine: async (_p, { id, expectedVersion }, ctx, info) => answer((await ctx.upstream.call('delete', 'pco/direct-trade/delete/{id}', {
      params: { id }, query: { version: expectedVersion },
    })).pco, ctx, info),
  },
  Project: {
    // The project row is at hand: `editable` needs no second read of it.
    pcos: (project, _a, ctx, info) => {
      projectLoaders(ctx).projectByUid.prime(project.uid, project);
      return alongside(pcoLoaders(ctx).projectPcos(project.uid, asksFor(info, LINE_FIELDS)), ctx, info, {});
    },
    changeOrders: async (project, _a, ctx, info) => {
      projectLoaders(ctx).projectByUid.prime(project.uid, project);
      return (await alongside(pcoLoaders(ctx).projectChangeOrders(project.uid, asksFor(info, LINE_FIELDS, true)), ctx, info, {})).changeOrders;
    },
    // The same answer as changeOrders (GET change-order/projectuid/{uid} carries `contract`): one call for both.
    contractSum: async (project, _a, ctx) => (await pcoLoaders(ctx).projectChangeOrders(project.uid)).contractSum,
    nextPcoName: async (project, _a, ctx) =>
      String((await ctx.upstream.get('change-order/pco-name/{projectUid}', { params: { projectUid: project.uid } }))?.pco_name ?? ''),
  },
  Pco: {
    // One batch read (GET pco/lines) for every PCO of the request whose lines were not read with its listing.
    laborLines: async (pco, _a, ctx) => (await pcoLoaders(ctx).linesByPco.load(pco.id)).labor,
    tradeLines: async (pco, _a, ctx) => (await pcoLoaders(ctx).linesByPco.load(pco.id)).trades,
    editable: (pco, _a, ctx) => mayChange(pco, ctx),
    // An Accepted PCO cannot be deleted ('Once accepted PCO can not be deleted.'): the same rule as editing.
    deletable: (pco, _a, ctx) => mayChange(pco, ctx),
  },
};
