// Project totals (docs/money.md §8) for many projects in one call: the gateway asks for a page of 100
// projects' totals at once instead of one REST call per project (issue 9 §2).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sql, type SqlBool } from 'kysely';
import { toMoneyString, toRateString } from '@suite/money';
import type { Access } from '../../auth/access.js';
import { tenantIs, type RequestContext } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { HttpError } from '../../errors.js';
import { errorResponses } from '../auth/schemas.js';
import { acceptedTotalsOf, contractSumToDate } from './contract.js';
import { bidFiguresOf } from './repository.js';
import { projectTotals, storedMarkup, type ProjectTotals } from './project-totals.js';

export const MAX_TOTALS_UIDS = 100;
const read: Access = { area: 'all_projects', mode: 'read' };

/** The §8 figures as the REST API writes them: money with 2 places, percentages with 2 to 4. */
export function totalsJson(t: ProjectTotals) {
  return {
    BidTotals: toMoneyString(t.BidTotals), OverheadCost: toMoneyString(t.OverheadCost), OverheadPercentage: toRateString(t.OverheadPercentage),
    ProfitCost: toMoneyString(t.ProfitCost), ProfitPercentage: toRateString(t.ProfitPercentage), TotalCost: toMoneyString(t.TotalCost),
  };
}

/** A figure of §8 or §9: null for role 13, which sees no price (docs/roles.md; issue 30 §2). */
const Figure = (description = 'null for role 13') => Type.Unsafe<string | null>({ type: 'string', nullable: true, description });
const Str = Type.String();
const TotalsFields = {
  BidTotals: Figure(), OverheadCost: Figure(), OverheadPercentage: Figure(), ProfitCost: Figure(), ProfitPercentage: Figure(), TotalCost: Figure(),
};

/** The figures of the §8 totals and the §9 contract sum, each null: what role 13 gets instead of a price. */
export const HIDDEN_FIGURES = {
  BidTotals: null, OverheadCost: null, OverheadPercentage: null, ProfitCost: null, ProfitPercentage: null, TotalCost: null,
  ChangeOrdersTotal: null, ContractSumToDate: null,
} as const;
const BatchQuery = Type.Object({
  uids: Type.String({ minLength: 1, maxLength: 100 * 64, description: `Project IDs, comma-separated, 1 to ${MAX_TOTALS_UIDS}` }),
});
const BatchResponse = Type.Object({
  data: Type.Array(Type.Object({
    project_uid: Str, ...TotalsFields,
    ChangeOrdersTotal: Figure('docs/money.md §9: Σ total of the Accepted PCOs; null for role 13'),
    ContractSumToDate: Figure('docs/money.md §9: TotalCost + ChangeOrdersTotal; null for role 13'),
    completed_on: Type.Union([Type.String(), Type.Null()], { description: "'YYYY-MM-DD': the day the project became Completed (null unless Completed), as GET projectuid/{uid}" }),
  })),
});

/** The caller's projects among `uids` (an invited subcontractor: only those it is invited to). */
async function projectsByUids(ctx: RequestContext, db: Db, uids: string[]) {
  let query = db.selectFrom('projects as p')
    .select(['p.id', 'p.project_uid', 'p.total_markup', 'p.custom_price_amt', sql<string | null>`to_char(p.completed_on, 'YYYY-MM-DD')`.as('completed_on')])
    .where(tenantIs(ctx, 'p'))
    .where(sql<SqlBool>`lower(p.project_uid) = any(${uids.map((u) => u.toLowerCase())}::text[])`);
  if (ctx.external) {
    query = query.where(({ exists, selectFrom }) => exists(selectFrom('project_invitations as i').select('i.project_id')
      .whereRef('i.project_id', '=', 'p.id').where('i.user_id', '=', ctx.user.id)));
  }
  return query.execute();
}

export function projectTotalsRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  const { db } = deps;
  return async (app) => {
    app.get('/projects/totals', {
      config: { access: read },
      schema: {
        tags: ['projects'], querystring: BatchQuery,
        summary: `Totals (docs/money.md §8, and §9's change orders and contract sum) of up to ${MAX_TOTALS_UIDS} projects by ID; IDs not found are left out`,
        response: { 200: BatchResponse, ...errorResponses(400, 401, 403) },
      },
    }, async (request) => {
      const { ctx } = request;
      const uids = [...new Set(request.query.uids.split(',').map((u) => u.trim()).filter((u) => u !== ''))];
      if (uids.length === 0 || uids.length > MAX_TOTALS_UIDS) {
        const message = `Give 1 to ${MAX_TOTALS_UIDS} project IDs.`;
        throw new HttpError(400, message, { uids: message });
      }
      const rows = await projectsByUids(ctx, db, uids);
      if (ctx.external) return { data: rows.map((row) => ({ project_uid: row.project_uid, ...HIDDEN_FIGURES, completed_on: row.completed_on })) };
      const ids = rows.map((row) => row.id);
      const [figures, accepted] = await Promise.all([bidFiguresOf(ctx, db, ids), acceptedTotalsOf(ctx, db, ids)]);
      const data = rows.map((row) => {
        const totals = projectTotals(storedMarkup(row), figures.get(row.id) ?? []);
        // docs/money.md §9, as GET projectuid/{uid} answers it.
        const contract = contractSumToDate(totals.TotalCost, [accepted.get(row.id) ?? '0']);
        return {
          project_uid: row.project_uid, ...totalsJson(totals),
          ChangeOrdersTotal: toMoneyString(contract.changeOrders), ContractSumToDate: toMoneyString(contract.contractSumToDate),
          completed_on: row.completed_on,
        };
      });
      return { data };
    });
  };
}
