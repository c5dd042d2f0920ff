import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import type { Access } from '../../auth/access.js';
import type { RequestContext } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { errorResponses } from '../auth/schemas.js';
import { badField } from '../lines/fields.js';
import { projectByUid, PROJECT_NOT_FOUND } from '../projects/lookup.js';
import { certifyApplication, recordPayment, submitApplication } from './life.js';
import { logJson } from './log.js';
import { oneApplicationJson, projectBillingJson } from './repository.js';
import { dateField, moneyField, PA_MESSAGES, rateField } from './rules.js';
import {
  ApplicationResponse, CertifyBody, CreateBody, HeaderBody, IdParams, LinesBody, LogResponse, PaymentBody, ProjectBillingResponse,
  ReleaseBody, RetainageBody, UidParams, VersionBody, VersionQuery,
} from './schemas.js';
import { createApplication, deleteApplication, releaseRetainage, setProjectRetainage, updateApplication, updateLines, type HeaderChange } from './writes.js';

const tags = ['Payment applications'];
// docs/billing.md §3: reads payment_applications read, writes payment_applications write, the log its own area;
// never role 13.
export const paRead: Access = { area: 'payment_applications', mode: 'read', external: false };
export const paWrite: Access = { area: 'payment_applications', mode: 'write', external: false };
const logRead: Access = { area: 'payment_application_logs', mode: 'read', external: false };

export async function projectOf(ctx: RequestContext, db: Db, uid: string) {
  const project = await projectByUid(ctx, db, uid);
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  return project;
}

/** The application as answered after a read or write. */
export async function answerApplication(ctx: RequestContext, db: Db, id: number) {
  const app = await oneApplicationJson(ctx, db, id);
  if (!app) throw notFound(PA_MESSAGES.notFound);
  return app;
}

function headerChange(body: Static<typeof HeaderBody>): HeaderChange {
  return {
    ...(body.period_from !== undefined ? { period_from: dateField(body.period_from, 'period_from') } : {}),
    ...(body.period_to !== undefined ? { period_to: dateField(body.period_to, 'period_to') } : {}),
    ...(body.application_date !== undefined ? { application_date: dateField(body.application_date, 'application_date') } : {}),
    ...(body.work_rate !== undefined ? { work_rate: rateField(body.work_rate, 'work_rate') } : {}),
    ...(body.stored_rate !== undefined ? { stored_rate: body.stored_rate === null ? null : rateField(body.stored_rate, 'stored_rate') } : {}),
    ...(body.is_final !== undefined ? { is_final: body.is_final } : {}),
  };
}

export function paymentApplicationRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  const db: Db = deps.db;
  const errors = errorResponses(400, 401, 403, 404, 409);
  return async (app) => {
    app.get('/payment-application/projectuid/:projectUid', {
      config: { access: paRead },
      schema: { tags, params: UidParams, summary: "The project's billing: retainage, dates, contract sum to date and every application by number", response: { 200: ProjectBillingResponse, ...errorResponses(400, 401, 403, 404) } },
    }, async (request) => {
      const project = await projectOf(request.ctx, db, request.params.projectUid);
      return { data: await projectBillingJson(request.ctx, db, project.id) };
    });

    app.get('/payment-application/log/projectuid/:projectUid', {
      config: { access: logRead },
      schema: { tags, params: UidParams, summary: "The log of the project's payment applications, newest first", response: { 200: LogResponse, ...errorResponses(400, 401, 403, 404) } },
    }, async (request) => {
      const project = await projectOf(request.ctx, db, request.params.projectUid);
      return { data: await logJson(request.ctx, db, project.id) };
    });

    app.get('/payment-application/:id', {
      config: { access: paRead },
      schema: { tags, params: IdParams, summary: 'One payment application with its lines, totals, G702 summary and payments', response: { 200: ApplicationResponse, ...errorResponses(400, 401, 403, 404) } },
    }, async (request) => ({ data: await answerApplication(request.ctx, db, request.params.id) }));

    app.put('/payment-application/retainage/projectuid/:projectUid', {
      config: { access: paWrite },
      schema: { tags, params: UidParams, body: RetainageBody, summary: 'Set the Project Retainage (copied onto each new application)', response: { 200: ProjectBillingResponse, ...errors } },
    }, async (request) => {
      const { ctx, body } = request;
      const work = rateField(body.work_rate, 'work_rate');
      const stored = body.stored_rate === undefined || body.stored_rate === null ? null : rateField(body.stored_rate, 'stored_rate');
      const project = await projectOf(ctx, db, request.params.projectUid);
      await db.transaction().execute((trx) => setProjectRetainage(ctx, trx, project.id, work, stored));
      return { data: await projectBillingJson(ctx, db, project.id) };
    });

    app.post('/payment-application/projectuid/:projectUid', {
      config: { access: paWrite },
      schema: { tags, params: UidParams, body: CreateBody, summary: 'Start the next application (a Draft) from the last one, its SOV built now', response: { 201: ApplicationResponse, ...errors } },
    }, async (request, reply) => {
      const { ctx, body } = request;
      const input = {
        period_from: dateField(body.period_from, 'period_from'), period_to: dateField(body.period_to, 'period_to'),
        application_date: dateField(body.application_date, 'application_date'),
      };
      const project = await projectOf(ctx, db, request.params.projectUid);
      const id = await db.transaction().execute((trx) => createApplication(ctx, trx, project.id, input));
      reply.code(201);
      return { data: await answerApplication(ctx, db, id) };
    });

    app.put('/payment-application/:id', {
      config: { access: paWrite },
      schema: { tags, params: IdParams, body: HeaderBody, summary: "A Draft's header: period, date, retainage rates, final", response: { 200: ApplicationResponse, ...errors } },
    }, async (request) => {
      const { ctx, body } = request;
      const change = headerChange(body);
      await db.transaction().execute((trx) => updateApplication(ctx, trx, request.params.id, body.version, change));
      return { data: await answerApplication(ctx, db, request.params.id) };
    });

    app.put('/payment-application/:id/lines', {
      config: { access: paWrite },
      schema: { tags, params: IdParams, body: LinesBody, summary: "E and F of some of a Draft's lines, all or nothing", response: { 200: ApplicationResponse, ...errors } },
    }, async (request) => {
      const { ctx, body } = request;
      await db.transaction().execute((trx) => updateLines(ctx, trx, request.params.id, body.version, body.lines));
      return { data: await answerApplication(ctx, db, request.params.id) };
    });

    app.post('/payment-application/:id/release-retainage', {
      config: { access: paWrite },
      schema: { tags, params: IdParams, body: ReleaseBody, summary: "Release part or all of a Draft's retainage, spread over its lines", response: { 200: ApplicationResponse, ...errors } },
    }, async (request) => {
      const { ctx, body } = request;
      const release = body.all === true ? { all: true as const } : { amount: moneyField(body.amount, 'amount') };
      await db.transaction().execute((trx) => releaseRetainage(ctx, trx, request.params.id, body.version, release));
      return { data: await answerApplication(ctx, db, request.params.id) };
    });

    app.post('/payment-application/:id/submit', {
      config: { access: paWrite },
      schema: { tags, params: IdParams, body: VersionBody, summary: 'Submit a Draft: from now on it never changes', response: { 200: ApplicationResponse, ...errors } },
    }, async (request) => {
      const { ctx, body } = request;
      await db.transaction().execute((trx) => submitApplication(ctx, trx, request.params.id, body.version));
      return { data: await answerApplication(ctx, db, request.params.id) };
    });

    app.post('/payment-application/:id/certify', {
      config: { access: paWrite },
      schema: { tags, params: IdParams, body: CertifyBody, summary: "The owner's certified amount (0 to line 8) on a Submitted application", response: { 200: ApplicationResponse, ...errors } },
    }, async (request) => {
      const { ctx, body } = request;
      const amount = moneyField(body.certified_amount, 'certified_amount');
      const on = dateField(body.certified_on, 'certified_on');
      await db.transaction().execute((trx) => certifyApplication(ctx, trx, request.params.id, body.version, amount, on));
      return { data: await answerApplication(ctx, db, request.params.id) };
    });

    app.post('/payment-application/:id/payments', {
      config: { access: paWrite },
      schema: { tags, params: IdParams, body: PaymentBody, summary: 'A payment received on a Certified application; reaching the certified amount makes it Paid', response: { 200: ApplicationResponse, ...errors } },
    }, async (request) => {
      const { ctx, body } = request;
      const payment = { amount: moneyField(body.amount, 'amount'), received_on: dateField(body.received_on, 'received_on'), reference: body.reference ?? '' };
      await db.transaction().execute((trx) => recordPayment(ctx, trx, request.params.id, body.version, payment));
      return { data: await answerApplication(ctx, db, request.params.id) };
    });

    app.delete('/payment-application/:id', {
      config: { access: paWrite },
      schema: { tags, params: IdParams, querystring: VersionQuery, summary: "Delete a Draft; answers the project's billing", response: { 200: ProjectBillingResponse, ...errors } },
    }, async (request) => {
      const { ctx } = request;
      if (request.query.version === undefined) throw badField('version', PA_MESSAGES.versionRequired);
      const projectId = await db.transaction().execute((trx) => deleteApplication(ctx, trx, request.params.id, request.query.version));
      return { data: await projectBillingJson(ctx, db, projectId) };
    });
  };
}
