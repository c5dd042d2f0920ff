import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { tenantOf } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { HttpError, notFound } from '../../errors.js';
import { errorResponses } from '../auth/schemas.js';
import { MAX_MESSAGE_CHARS, MAX_PDF_BYTES, PROPOSAL_MESSAGES } from '../proposal/messages.js';
import { isPdf } from '../proposal/pdf-upload.js';
import { PROPOSAL_REASONS } from '../proposal/reasons.js';
import { proposalProject } from '../proposal/repository.js';
import { logAction } from './guard.js';
import { insertSending, sendingsJson } from './log.js';
import { PA_MESSAGES } from './rules.js';
import { IdParams, SendingListResponse, SendingResponse } from './schemas.js';
import { paRead, paWrite } from './routes.js';

// POST payment-application/{id}/send (docs/billing.md §3): the gateway renders the G702 and G703 PDFs and posts them
// here with a message; the owner gets both, as the proposal is mailed (proposal/routes.ts: same owner emails, same
// sender, one transaction so a refused mail records nothing).

const tags = ['Payment applications'];
const FILES = ['g702', 'g703'] as const;
const bad = (field: string, message: string) => new HttpError(400, message, { [field]: message });

async function readPdfs(request: FastifyRequest) {
  if (!request.isMultipart()) throw bad('g702', PROPOSAL_MESSAGES.noFile);
  const files: Partial<Record<(typeof FILES)[number], Buffer>> = {};
  let message = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        const name = part.fieldname as (typeof FILES)[number];
        if (FILES.includes(name) && !files[name]) files[name] = content;
      } else if (part.fieldname === 'message' && typeof part.value === 'string') {
        // A form sends line breaks as CRLF (RFC 7578); the mail and the record keep the text's own.
        message = part.value.replace(/\r\n?/g, '\n').trim();
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw bad('g702', PROPOSAL_MESSAGES.tooLarge);
    throw err;
  }
  for (const name of FILES) {
    const content = files[name];
    if (!content || content.length === 0) throw bad(name, PROPOSAL_MESSAGES.noFile);
    if (content.length > MAX_PDF_BYTES) throw bad(name, PROPOSAL_MESSAGES.tooLarge);
    if (!isPdf(content)) throw bad(name, PROPOSAL_MESSAGES.notPdf);
  }
  if (message.length > MAX_MESSAGE_CHARS) throw bad('message', PROPOSAL_MESSAGES.messageTooLong);
  if (message.includes('\u0000')) throw bad('message', PROPOSAL_MESSAGES.messageTooLong);
  return { g702: files.g702!, g703: files.g703!, message };
}

const fileName = (text: string) => `${text.replace(/[\\/:*?"<>|\u0000-\u001f]/g, ' ').replace(/\s+/g, ' ').trim()}.pdf`;

export function paymentApplicationSendRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  const db: Db = deps.db;
  return async (app) => {
    await app.register(multipart, { limits: { fileSize: MAX_PDF_BYTES, files: 2, fields: 5, fieldSize: 64 * 1024 } });

    app.post('/payment-application/:id/send', {
      config: { access: paWrite },
      schema: {
        tags, params: IdParams, consumes: ['multipart/form-data'],
        summary: "Mail the application's G702 and G703 PDFs (multipart `g702`, `g703`; optional `message`) to the project owner, and record the sending",
        response: { 200: SendingResponse, ...errorResponses(400, 401, 403, 404, 409, 413), 502: errorResponses(502)[502] },
      },
    }, async (request) => {
      const { ctx } = request;
      const application = await db.selectFrom('payment_applications as a')
        .innerJoin('projects as p', (j) => j.onRef('p.tenant_id', '=', 'a.tenant_id').onRef('p.id', '=', 'a.project_id'))
        .select(['a.id', 'a.number', 'a.status', 'a.project_id', 'p.project_uid'])
        .where('a.tenant_id', '=', tenantOf(ctx)).where('a.id', '=', request.params.id).executeTakeFirst();
      if (!application) throw notFound(PA_MESSAGES.notFound);
      const project = (await proposalProject(ctx, db, application.project_uid))!;
      const upload = await readPdfs(request);
      const to = project.owner_email.trim();
      if (to === '') throw new HttpError(409, PROPOSAL_MESSAGES.sendFailed).because(PROPOSAL_REASONS.ownerEmailMissing);
      const cc = project.owner_cc_email?.trim() || null;
      const title = `Payment Application ${application.number} ${project.project_uid} - ${project.project_name}`;
      const g702 = fileName(`G702 ${title}`);
      const g703 = fileName(`G703 ${title}`);
      const text = upload.message
        || `Please find attached our payment application ${application.number} for ${project.project_name} (${project.project_uid}).\n\nThank you,\n${project.company_name}`;
      const id = await db.transaction().execute(async (trx) => {
        const sendingId = await insertSending(ctx, trx, {
          applicationId: application.id, sentBy: ctx.user.id, to, cc, g702, g703, bytes: upload.g702.length + upload.g703.length, message: upload.message,
        });
        await logAction(ctx, trx, { project_id: application.project_id, id: application.id, number: application.number }, 'sent',
          `Payment application ${application.number} sent to ${to}${cc ? ` (cc ${cc})` : ''}.`);
        try {
          await deps.mailer.send({
            to, ...(cc ? { cc } : {}), fromName: project.company_name, fromAddress: project.company_email || undefined,
            replyTo: project.company_email || undefined, subject: title, text,
            attachments: [
              { filename: g702, content: upload.g702, contentType: 'application/pdf' },
              { filename: g703, content: upload.g703, contentType: 'application/pdf' },
            ],
          });
        } catch (err) {
          request.log.error({ err, applicationId: application.id }, 'could not send the payment application');
          throw new HttpError(502, PROPOSAL_MESSAGES.sendFailed).because(PROPOSAL_REASONS.mailFailed);
        }
        return sendingId;
      });
      return { data: (await sendingsJson(ctx, db, application.id, id))[0]! };
    });

    app.get('/payment-application/:id/sendings', {
      config: { access: paRead },
      schema: { tags, params: IdParams, summary: "The application's sendings to the owner, newest first", response: { 200: SendingListResponse, ...errorResponses(400, 401, 403, 404) } },
    }, async (request) => {
      const { ctx } = request;
      const found = await db.selectFrom('payment_applications').select('id').where('tenant_id', '=', tenantOf(ctx))
        .where('id', '=', request.params.id).executeTakeFirst();
      if (!found) throw notFound(PA_MESSAGES.notFound);
      return { data: await sendingsJson(ctx, db, found.id) };
    });
  };
}
