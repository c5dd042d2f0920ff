import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Access } from '../../auth/access.js';
import { tenantOf, type RequestContext } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { errorResponses } from '../auth/schemas.js';
import { recipientsByEmail } from '../subcontractor-email/repository.js';
import { submitBilling } from './billings.js';
import { answerCommitment, billingOf, ledgerJson } from './routes.js';
import { SC_MESSAGES } from './rules.js';
import { BillingBody, CommitmentResponse, IdParams, LedgerResponse, UidParams } from './schemas.js';

// Role 13's portal (docs/subcontracts.md §4 Role 13): the invited subcontractor sees its own subcontracts (its lines at
// its own amounts, SCOs, billings, payments; never another subcontractor's, and the ledger carries none of the
// contractor's prices to the owner) and submits its billing; staff approve it. Its grants are read-only
// (subcontractor_logs, as the bid upload), so both routes are declared on subcontractor_logs read, role 13 only.

const tags = ['Subcontracts'];
const portal: Access = { area: 'subcontractor_logs', mode: 'read', external: 'only' };

/** The caller's subcontractor in the company it acts in: the one whose email, or a manager's, is the user's. */
async function callersSubcontractor(ctx: RequestContext, db: Db): Promise<number | undefined> {
  return (await recipientsByEmail(ctx, db, [ctx.user.email])).get(ctx.user.email.toLowerCase())?.subcontractorId;
}

export function subcontractPortalRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  const db: Db = deps.db;
  return async (app) => {
    app.get('/subcontract/mine/projectuid/:projectUid', {
      config: { access: portal },
      schema: { tags, params: UidParams, summary: "Role 13: its own subcontracts on the project (none of another subcontractor's)", response: { 200: LedgerResponse, ...errorResponses(400, 401, 403, 404) } },
    }, async (request) => {
      const { ctx } = request;
      const subcontractor = await callersSubcontractor(ctx, db);
      // -1 names no subcontractor: the list is empty, the project still checked.
      return ledgerJson(ctx, db, request.params.projectUid, subcontractor ?? -1);
    });

    app.post('/subcontract/mine/:id/billings', {
      config: { access: portal },
      schema: { tags, params: IdParams, body: BillingBody, summary: 'Role 13: submit a billing on its own subcontract (staff approve it)', response: { 200: CommitmentResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    }, async (request) => {
      const { ctx, body } = request;
      const subcontractor = await callersSubcontractor(ctx, db);
      const own = subcontractor === undefined ? undefined : await db.selectFrom('subcontracts').select('id')
        .where('tenant_id', '=', tenantOf(ctx)).where('id', '=', request.params.id).where('kind', '=', 'Subcontract')
        .where('subcontractor_id', '=', subcontractor).executeTakeFirst();
      // Another subcontractor's is answered as a missing one.
      if (!own) throw notFound(SC_MESSAGES.notFound);
      const billing = billingOf(body);
      await db.transaction().execute((trx) => submitBilling(ctx, trx, own.id, body.version ?? undefined, billing));
      return answerCommitment(ctx, db, own.id);
    });
  };
}

