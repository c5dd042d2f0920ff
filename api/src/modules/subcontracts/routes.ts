import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { toRateString } from '@suite/money';
import type { Access } from '../../auth/access.js';
import { tenantOf, type RequestContext } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { todayIso } from '../employees/rules.js';
import { errorResponses } from '../auth/schemas.js';
import { badField } from '../lines/fields.js';
import type { ApiModule } from '../module.js';
import { projectOf } from '../payment-applications/routes.js';
import { awardFromBid, createPurchaseOrder } from './award.js';
import { approveBilling, bookCostFrom, rejectBilling, submitBilling } from './billings.js';
import { amountLinesOf, headerOf, lineOf, reasonOf } from './inputs.js';
import { recordPayment, releaseRetainage } from './payments.js';
import { commitmentJson, commitmentsJson } from './repository.js';
import { dateField, moneyField, REFERENCE_MAX, SC_MESSAGES, textField } from './rules.js';
import {
  AwardBody, BidParams, BillingBody, BillingParams, ChangeOrderBody, CommitmentResponse, HeaderBody, IdParams, LedgerResponse, LineBody,
  LineParams, PoBody, RejectBody, ReleaseBody, UidParams, VersionBody, VersionQuery, PaymentBody,
} from './schemas.js';
import { addChangeOrder, addLine, deleteCommitment, deleteLine, updateHeader, updateLine } from './writes.js';

const tags = ['Subcontracts'];
// docs/subcontracts.md §4: reads and award/edit take subcontract or subcontracts; POs subcontract_pos; SCOs
// subcontract_cos; billings, payments, releases and waivers subcontract_payment_applications. Never role 13 here
// (its portal is portal-routes.ts).
export const scRead: Access = { anyOf: ['subcontract', 'subcontracts'], mode: 'read', external: false };
export const scWrite: Access = { anyOf: ['subcontract', 'subcontracts'], mode: 'write', external: false };
const poWrite: Access = { anyOf: ['subcontract', 'subcontract_pos'], mode: 'write', external: false };
const coWrite: Access = { anyOf: ['subcontract', 'subcontract_cos'], mode: 'write', external: false };
export const payWrite: Access = { anyOf: ['subcontract', 'subcontract_payment_applications'], mode: 'write', external: false };

/** The commitment as answered after a read or write. */
export async function answerCommitment(ctx: RequestContext, db: Db, id: number) {
  const commitment = await commitmentJson(ctx, db, id);
  if (!commitment) throw notFound(SC_MESSAGES.notFound);
  return { data: commitment };
}

/** GET subcontract/projectuid/{uid}: the project's ledger. */
export async function ledgerJson(ctx: RequestContext, db: Db, uid: string, subcontractorId?: number) {
  const project = await projectOf(ctx, db, uid);
  const rate = await db.selectFrom('projects').select('retainage_work_rate').where('tenant_id', '=', tenantOf(ctx)).where('id', '=', project.id)
    .executeTakeFirstOrThrow();
  const commitments = await commitmentsJson(ctx, db, { projectId: project.id, ...(subcontractorId !== undefined ? { subcontractorId } : {}) });
  return { data: { project_uid: project.project_uid, retainage_rate: toRateString(rate.retainage_work_rate), commitments } };
}

export function subcontractRoutes(deps: AppDeps, modules: readonly ApiModule[]): FastifyPluginAsyncTypebox {
  const db: Db = deps.db;
  const book = bookCostFrom(modules);
  const errors = errorResponses(400, 401, 403, 404, 409);
  const reads = errorResponses(400, 401, 403, 404);
  return async (app) => {
    app.get('/subcontract/projectuid/:projectUid', {
      config: { access: scRead },
      schema: { tags, params: UidParams, summary: "The project's commitments (subcontracts, then POs) with every ledger figure, in one answer", response: { 200: LedgerResponse, ...reads } },
    }, async (request) => ledgerJson(request.ctx, db, request.params.projectUid));

    app.get('/subcontract/:id', {
      config: { access: scRead },
      schema: { tags, params: IdParams, summary: 'One commitment with its lines, change orders, billings and payments', response: { 200: CommitmentResponse, ...reads } },
    }, async (request) => answerCommitment(request.ctx, db, request.params.id));

    app.post('/subcontract/award/bid/:bidId', {
      config: { access: scWrite },
      schema: { tags, params: BidParams, body: AwardBody, summary: "Award a subcontract to the bid's selected subcontractor (409 SUBCONTRACT_EXISTS naming an existing one)", response: { 201: CommitmentResponse, ...errors } },
    }, async (request, reply) => {
      const { ctx } = request;
      const header = headerOf(request.body);
      const id = await db.transaction().execute((trx) => awardFromBid(ctx, trx, request.params.bidId, header));
      reply.code(201);
      return answerCommitment(ctx, db, id);
    });

    app.post('/subcontract/po/projectuid/:projectUid', {
      config: { access: poWrite },
      schema: { tags, params: UidParams, body: PoBody, summary: "A purchase order for a vendor: lines given, or copied from a bid's trade lines", response: { 201: CommitmentResponse, ...errors } },
    }, async (request, reply) => {
      const { ctx, body } = request;
      const header = headerOf(body);
      const lines = (body.lines ?? []).map((l, i) => lineOf(l, `lines.${i}.`));
      const project = await projectOf(ctx, db, request.params.projectUid);
      const id = await db.transaction().execute((trx) => createPurchaseOrder(ctx, trx, project.id, body.vendor_id, header, lines, body.from_bid_id));
      reply.code(201);
      return answerCommitment(ctx, db, id);
    });

    app.put('/subcontract/:id', {
      config: { access: scWrite },
      schema: { tags, params: IdParams, body: HeaderBody, summary: 'The header: retainage rate (fixed once a billing is approved), scope, dates', response: { 200: CommitmentResponse, ...errors } },
    }, async (request) => {
      const { ctx, body } = request;
      const header = headerOf(body);
      await db.transaction().execute((trx) => updateHeader(ctx, trx, request.params.id, body.version ?? undefined, header));
      return answerCommitment(ctx, db, request.params.id);
    });

    app.post('/subcontract/:id/lines', {
      config: { access: poWrite },
      schema: { tags, params: IdParams, body: LineBody, summary: 'A line entered by hand (the Add Row dialog)', response: { 200: CommitmentResponse, ...errors } },
    }, async (request) => {
      const { ctx, body } = request;
      const line = lineOf(body);
      await db.transaction().execute((trx) => addLine(ctx, trx, request.params.id, body.version ?? undefined, line));
      return answerCommitment(ctx, db, request.params.id);
    });

    app.put('/subcontract/line/:lineId', {
      config: { access: poWrite },
      schema: { tags, params: LineParams, body: LineBody, summary: 'Change a line; refused once it is billed (409 SUBCONTRACT_BILLED)', response: { 200: CommitmentResponse, ...errors } },
    }, async (request) => {
      const { ctx, body } = request;
      const line = lineOf(body);
      const id = await db.transaction().execute((trx) => updateLine(ctx, trx, request.params.lineId, body.version ?? undefined, line));
      return answerCommitment(ctx, db, id);
    });

    app.delete('/subcontract/line/:lineId', {
      config: { access: poWrite },
      schema: { tags, params: LineParams, querystring: VersionQuery, summary: 'Delete a line; refused once it is billed (409 SUBCONTRACT_BILLED)', response: { 200: CommitmentResponse, ...errors } },
    }, async (request) => {
      const { ctx } = request;
      if (request.query.version === undefined) throw badField('version', SC_MESSAGES.versionRequired);
      const id = await db.transaction().execute((trx) => deleteLine(ctx, trx, request.params.lineId, request.query.version));
      return answerCommitment(ctx, db, id);
    });

    app.delete('/subcontract/:id', {
      config: { access: scWrite },
      schema: { tags, params: IdParams, querystring: VersionQuery, summary: "Delete a commitment while nothing is billed (409 SUBCONTRACT_BILLED); answers the project's ledger", response: { 200: LedgerResponse, ...errors } },
    }, async (request) => {
      const { ctx } = request;
      if (request.query.version === undefined) throw badField('version', SC_MESSAGES.versionRequired);
      const projectId = await db.transaction().execute((trx) => deleteCommitment(ctx, trx, request.params.id, request.query.version));
      const project = await db.selectFrom('projects').select('project_uid').where('tenant_id', '=', tenantOf(ctx)).where('id', '=', projectId)
        .executeTakeFirstOrThrow();
      return ledgerJson(ctx, db, project.project_uid);
    });

    app.post('/subcontract/:id/change-orders', {
      config: { access: coWrite },
      schema: { tags, params: IdParams, body: ChangeOrderBody, summary: 'The next subcontract change order (SCO-nnn): an amount per line with a reason', response: { 200: CommitmentResponse, ...errors } },
    }, async (request) => {
      const { ctx, body } = request;
      const reason = textField(body.reason, 'reason');
      const date = body.date === undefined || body.date === '' ? todayIso() : dateField(body.date, 'date');
      const lines = amountLinesOf(body.lines);
      await db.transaction().execute((trx) => addChangeOrder(ctx, trx, request.params.id, body.version ?? undefined, reason, date, lines));
      return answerCommitment(ctx, db, request.params.id);
    });

    app.post('/subcontract/:id/billings', {
      config: { access: payWrite },
      schema: { tags, params: IdParams, body: BillingBody, summary: "A Submitted billing: an amount per line (at most the line's remaining balance; a negative one with a reason)", response: { 200: CommitmentResponse, ...errors } },
    }, async (request) => {
      const { ctx, body } = request;
      const billing = billingOf(body);
      await db.transaction().execute((trx) => submitBilling(ctx, trx, request.params.id, body.version ?? undefined, billing));
      return answerCommitment(ctx, db, request.params.id);
    });

    app.post('/subcontract/billing/:billingId/approve', {
      config: { access: payWrite },
      schema: { tags, params: BillingParams, body: VersionBody, summary: "Approve a Submitted billing: one direct cost per line on the line's tracker row, dated the billing date", response: { 200: CommitmentResponse, ...errors } },
    }, async (request) => {
      const { ctx, body } = request;
      const id = await db.transaction().execute((trx) => approveBilling(ctx, trx, request.params.billingId, body.version ?? undefined, book));
      return answerCommitment(ctx, db, id);
    });

    app.post('/subcontract/billing/:billingId/reject', {
      config: { access: payWrite },
      schema: { tags, params: BillingParams, body: RejectBody, summary: 'Reject a Submitted billing, with a reason', response: { 200: CommitmentResponse, ...errors } },
    }, async (request) => {
      const { ctx, body } = request;
      const reason = textField(reasonOf(body.reason), 'reason');
      const id = await db.transaction().execute((trx) => rejectBilling(ctx, trx, request.params.billingId, body.version ?? undefined, reason));
      return answerCommitment(ctx, db, id);
    });

    app.post('/subcontract/:id/payments', {
      config: { access: payWrite },
      schema: { tags, params: IdParams, body: PaymentBody, summary: 'A payment (at most the unpaid bills); the final one closes the commitment', response: { 200: CommitmentResponse, ...errors } },
    }, async (request) => {
      const { ctx, body } = request;
      const payment = {
        amount: moneyField(body.amount, 'amount'), paid_on: dateField(body.paid_on, 'paid_on'),
        reference: textField(body.reference, 'reference', REFERENCE_MAX), is_final: body.is_final === true,
      };
      await db.transaction().execute((trx) => recordPayment(ctx, trx, request.params.id, body.version ?? undefined, payment));
      return answerCommitment(ctx, db, request.params.id);
    });

    app.post('/subcontract/:id/release-retainage', {
      config: { access: payWrite },
      schema: { tags, params: IdParams, body: ReleaseBody, summary: 'Release part or all of the retainage held: it becomes payable', response: { 200: CommitmentResponse, ...errors } },
    }, async (request) => {
      const { ctx, body } = request;
      const release = body.all === true ? { all: true as const } : { amount: moneyField(body.amount, 'amount') };
      await db.transaction().execute((trx) => releaseRetainage(ctx, trx, request.params.id, body.version ?? undefined, release));
      return answerCommitment(ctx, db, request.params.id);
    });
  };
}

/** A billing body's fields (shared with the portal's route). */
export function billingOf(body: { period_from: string; period_to: string; billing_date: string; lines: { line_id: number; amount: string | number; reason?: string }[] }) {
  return {
    period_from: dateField(body.period_from, 'period_from'), period_to: dateField(body.period_to, 'period_to'),
    billing_date: dateField(body.billing_date, 'billing_date'), lines: amountLinesOf(body.lines),
  };
}
