import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { tenantOf, type RequestContext } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { HttpError, notFound } from '../../errors.js';
import { errorResponses } from '../auth/schemas.js';
import { MAX_MESSAGE_CHARS, MAX_PDF_BYTES, PROPOSAL_MESSAGES } from '../proposal/messages.js';
import { cleanFilename, isPdf } from '../proposal/pdf-upload.js';
import { PROPOSAL_REASONS } from '../proposal/reasons.js';
import { PdfResponse } from '../proposal/schemas.js';
import { awardNotification } from '../subcontractor-email/award.js';
import { bumpVersion, lockCommitment } from './guard.js';
import { SUBCONTRACT_REASONS as R } from './reasons.js';
import { saveWaiver } from './payments.js';
import { commitmentJson } from './repository.js';
import { answerCommitment, payWrite, scRead, scWrite } from './routes.js';
import { commitmentNumber, SC_MESSAGES } from './rules.js';
import { CommitmentResponse, IdParams, PaymentParams } from './schemas.js';

// The multipart calls of docs/subcontracts.md §4: a payment's signed lien waiver (upload and download) and the award
// email (the Award Notification template with the subcontract PDF the gateway rendered), recorded. A `version` field
// is checked when sent (409 SUBCONTRACT_VERSION_CONFLICT); without one the commitment's current version is taken.

const tags = ['Subcontracts'];
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const bad = (field: string, message: string) => new HttpError(400, message, { [field]: message });

async function readForm(request: FastifyRequest, fileField: string) {
  if (!request.isMultipart()) throw bad(fileField, PROPOSAL_MESSAGES.noFile);
  let file: { name: string; content: Buffer } | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === fileField && !file) file = { name: part.filename, content };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value.replace(/\r\n?/g, '\n').trim();
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw bad(fileField, PROPOSAL_MESSAGES.tooLarge);
    throw err;
  }
  if (!file || file.content.length === 0) throw bad(fileField, PROPOSAL_MESSAGES.noFile);
  if (file.content.length > MAX_PDF_BYTES) throw bad(fileField, PROPOSAL_MESSAGES.tooLarge);
  if (!isPdf(file.content)) throw bad(fileField, PROPOSAL_MESSAGES.notPdf);
  const message = fields.message ?? '';
  if (message.length > MAX_MESSAGE_CHARS || message.includes('\u0000')) throw bad('message', PROPOSAL_MESSAGES.messageTooLong);
  let version: number | undefined;
  if (fields.version !== undefined && fields.version !== '') {
    version = Number(fields.version);
    if (!Number.isInteger(version) || version < 0) throw bad('version', SC_MESSAGES.versionRequired);
  }
  return { file: { name: cleanFilename(file.name), content: file.content }, message, version };
}

async function currentVersion(ctx: RequestContext, db: Db, table: 'subcontracts' | 'subcontract_payments', id: number): Promise<number> {
  if (table === 'subcontracts') {
    const row = await db.selectFrom('subcontracts').select('version').where('tenant_id', '=', tenantOf(ctx)).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(SC_MESSAGES.notFound);
    return row.version;
  }
  const row = await db.selectFrom('subcontract_payments as y')
    .innerJoin('subcontracts as c', (j) => j.onRef('c.tenant_id', '=', 'y.tenant_id').onRef('c.id', '=', 'y.subcontract_id'))
    .select('c.version').where('y.tenant_id', '=', tenantOf(ctx)).where('y.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(SC_MESSAGES.paymentNotFound);
  return row.version;
}

export function subcontractFileRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  const db: Db = deps.db;
  return async (app) => {
    await app.register(multipart, { limits: { fileSize: MAX_PDF_BYTES, files: 1, fields: 5, fieldSize: 64 * 1024 } });

    app.post('/subcontract/payment/:paymentId/waiver', {
      config: { access: payWrite },
      schema: {
        tags, params: PaymentParams, consumes: ['multipart/form-data'],
        summary: "The payment's signed lien waiver (multipart `file`, a PDF; optional `version`); replaces an earlier upload",
        response: { 200: CommitmentResponse, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
    }, async (request) => {
      const { ctx } = request;
      // The payment first: another company's (or a missing) one is a 404 whatever the body.
      const current = await currentVersion(ctx, db, 'subcontract_payments', request.params.paymentId);
      const form = await readForm(request, 'file');
      const version = form.version ?? current;
      const id = await db.transaction().execute((trx) => saveWaiver(ctx, trx, request.params.paymentId, version, form.file));
      return answerCommitment(ctx, db, id);
    });

    app.get('/subcontract/payment/:paymentId/waiver', {
      config: { access: scRead },
      schema: { tags, params: PaymentParams, summary: "The payment's signed lien waiver (application/pdf); 404 while none is uploaded", produces: ['application/pdf'], response: { 200: PdfResponse, ...errorResponses(400, 401, 403, 404) } },
    }, async (request, reply) => {
      const row = await db.selectFrom('subcontract_payment_waivers').select(['file_name', 'content'])
        .where('tenant_id', '=', tenantOf(request.ctx)).where('payment_id', '=', request.params.paymentId).executeTakeFirst();
      if (!row) throw notFound('No signed waiver is uploaded for this payment.');
      const name = cleanFilename(row.file_name);
      const ascii = name.replace(/[^\x20-\x7e]/g, '_');
      return reply.type('application/pdf')
        .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('x-content-type-options', 'nosniff').header('cache-control', 'private, no-store')
        .send(Buffer.from(row.content));
    });

    app.post('/subcontract/:id/award-email', {
      config: { access: scWrite },
      schema: {
        tags, params: IdParams, consumes: ['multipart/form-data'],
        summary: 'Mail the Award Notification template with the subcontract PDF (multipart `pdf`, optional `message` and `version`) to the subcontractor (or vendor), and record it',
        response: { 200: CommitmentResponse, ...errorResponses(400, 401, 403, 404, 409, 413), 502: errorResponses(502)[502] },
      },
    }, async (request) => {
      const { ctx } = request;
      const id = request.params.id;
      const current = await currentVersion(ctx, db, 'subcontracts', id);
      const form = await readForm(request, 'pdf');
      const version = form.version ?? current;
      const commitment = await commitmentJson(ctx, db, id);
      if (!commitment) throw notFound(SC_MESSAGES.notFound);
      const party = commitment.kind === 'PO'
        ? await db.selectFrom('vendors').select('email').where('tenant_id', '=', tenantOf(ctx)).where('id', '=', commitment.vendor_id!).executeTakeFirst()
        : await db.selectFrom('subcontractors').select('email').where('tenant_id', '=', tenantOf(ctx)).where('id', '=', commitment.subcontractor_id!).executeTakeFirst();
      const to = party?.email.trim() ?? '';
      if (to === '') throw new HttpError(409, SC_MESSAGES.noEmail).because(R.emailMissing);
      const company = await db.selectFrom('companies').select(['company_name', 'company_email']).where('tenant_id', '=', tenantOf(ctx)).executeTakeFirstOrThrow();
      await db.transaction().execute(async (trx) => {
        const c = await lockCommitment(ctx, trx, id, version, false);
        const mail = await awardNotification(ctx, trx, c.project_id, commitment.party_name, `${deps.config.publicUrl}/`);
        const text = form.message ? `${form.message}\n\n${mail.text}` : mail.text;
        const fileName = `${commitmentNumber(c.kind, c.number)} ${commitment.project_uid}.pdf`;
        await trx.insertInto('subcontract_award_emails').values({
          tenant_id: tenantOf(ctx), subcontract_id: id, sent_by: ctx.user.id, to_email: to, file_name: fileName, bytes: form.file.content.length,
          message: form.message,
        }).execute();
        await bumpVersion(ctx, trx, id);
        try {
          await deps.mailer.send({
            to, fromName: company.company_name, fromAddress: company.company_email || undefined, replyTo: company.company_email || undefined, subject: mail.subject,
            text, html: form.message ? `<p>${escapeHtml(form.message).replace(/\n/g, '<br>\n')}</p>\n${mail.html}` : mail.html,
            attachments: [{ filename: fileName, content: form.file.content, contentType: 'application/pdf' }],
          });
        } catch (err) {
          request.log.error({ err, subcontractId: id }, 'could not send the award email');
          throw new HttpError(502, PROPOSAL_MESSAGES.sendFailed).because(PROPOSAL_REASONS.mailFailed);
        }
      });
      return answerCommitment(ctx, db, id);
    });
  };
}
