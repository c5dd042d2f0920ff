import type { OverheadTotalsBlock } from '../../__generated__/graphql.js';
import type { Resolvers } from '../../__generated__/resolvers.js';
import type { GatewayContext } from '../../context.js';
import { type CompanyOverheadParent, SERVICE_INPUT_FIELDS, SERVICE_PATH, toOverheadEmployee, toService, toServicePayload, toTotalsBlock } from './mapping.js';

const list = <T>(rows: T[] | undefined): T[] => (Array.isArray(rows) ? rows : []);

// `totals` and `burdenRate` read the same REST answer: one call per request, however many fields ask.
const totalsPerRequest = new WeakMap<GatewayContext, Promise<OverheadTotalsBlock[]>>();

function overheadTotals(ctx: GatewayContext): Promise<OverheadTotalsBlock[]> {
  let pending = totalsPerRequest.get(ctx);
  if (!pending) {
    pending = ctx.upstream.get('overhead/totals').then((rows) => list(rows).map(toTotalsBlock));
    totalsPerRequest.set(ctx, pending);
  }
  return pending;
}

/** The parent of the CompanyOverhead fields: nothing is fetched until a field asks (each field one REST call). */
const COMPANY_OVERHEAD: CompanyOverheadParent = {};

export const overheadResolvers: Resolvers = {
  Query: {
    companyOverhead: () => COMPANY_OVERHEAD,
  },
  CompanyOverhead: {
    monthlyServices: async (_p, _a, ctx) => list(await ctx.upstream.get(SERVICE_PATH.MONTHLY)).map(toService),
    annualServices: async (_p, _a, ctx) => list(await ctx.upstream.get(SERVICE_PATH.ANNUAL)).map(toService),
    equipmentServices: async (_p, _a, ctx) => list(await ctx.upstream.get(SERVICE_PATH.EQUIPMENT)).map(toService),
    otherServices: async (_p, _a, ctx) => list(await ctx.upstream.get(SERVICE_PATH.OTHER)).map(toService),
    employees: async (_p, _a, ctx) => list(await ctx.upstream.get('overhead/labor')).map(toOverheadEmployee),
    totals: (_p, _a, ctx) => overheadTotals(ctx),
    burdenRate: async (_p, _a, ctx) => {
      const block = (await overheadTotals(ctx)).find((b) => b.key === 'COST_EACH_FIELD_EMPLOYEE_CARRIES');
      if (!block) throw new Error('The overhead totals came without the burden rate');
      return block;
    },
  },
  Mutation: {
    addOverheadService: async (_p, { kind, input }, ctx) =>
      toService(await ctx.upstream.post(SERVICE_PATH[kind], { body: toServicePayload(input), fields: SERVICE_INPUT_FIELDS })),
    updateOverheadService: async (_p, { id, input }, ctx) => toService(await ctx.upstream.put('overhead/update/{id}', {
      params: { id }, body: toServicePayload(input), fields: SERVICE_INPUT_FIELDS,
    })),
    deleteOverheadService: async (_p, { id }, ctx) =>
      (await ctx.upstream.delete('overhead/delete/{id}', { params: { id } })) === true,
  },
};
