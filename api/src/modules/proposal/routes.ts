import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Access } from '../../auth/access.js';
import type { Db } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { HttpError, notFound } from '../../errors.js';
import { errorResponses } from '../auth/schemas.js';
import { MAX_MESSAGE_CHARS, MAX_PDF_BYTES, PROPOSAL_MESSAGES as M } from './messages.js';
import { PROPOSAL_REASONS } from './reasons.js';
import { readPdfUpload } from './pdf-upload.js';
import { insertSending, proposalProject, sendingsJson } from './repository.js';
import { ProjectUidParams, ProposalSendingListResponse, ProposalSendingResponse } from './schemas.js';

const tags = ['proposal'];
// README: sending is the estimate's authors' act (bid_sheets write); the list is for whoever reads the project.
// Role 13 never (external: false), whatever its grants.
const send: Access = { area: 'bid_sheets', mode: 'write', external: false };
const readSendings: Access = { area: 'all_projects', mode: 'read', external: false };

/** docs/projects.md §2.4 Send to customer: the file is named like the download, 'Proposal {project id} - {project name}.pdf'. */
export function proposalTitle(projectUid: string, projectName: string): string {
  return `Proposal ${projectUid} - ${projectName}`;
}

/** The file name of an attachment: the title without characters a file name cannot hold. */
const fileNameOf = (title: string) => `${title.replace(/[\\/:*?"<>|\u0000-\u001f]/g, ' ').replace(/\s+/g, ' ').trim()}.pdf`;

export function proposalRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  const db: Db = deps.db;
  return async (app) => {
    // Multipart only for this plugin's routes: one PDF and the message.
    await app.register(multipart, { limits: { fileSize: MAX_PDF_BYTES, files: 1, fields: 5, fieldSize: 64 * 1024 } });

    app.post('/proposal/send/:projectUid', {
      config: { access: send },
      schema: {
        tags, params: ProjectUidParams, consumes: ['multipart/form-data'],
        summary: "Mail the proposal PDF (multipart `file`, at most 20 MB; optional `message`, at most 2,000 characters) to the "
          + "project owner's email with its CC email copied, from the company, and record the sending",
        response: { 200: ProposalSendingResponse, ...errorResponses(400, 401, 403, 404, 409, 413), 502: errorResponses(502)[502] },
      },
    }, async (request) => {
      const { ctx } = request;
      // The project first: another company's ID answers 404 before its body is even read.
      const project = await proposalProject(ctx, db, request.params.projectUid);
      if (!project) throw notFound(M.projectNotFound);
      const upload = await readPdfUpload(request, { message: { maxLength: MAX_MESSAGE_CHARS, tooLong: M.messageTooLong } });
      const to = project.owner_email.trim();
      if (to === '') throw new HttpError(409, M.sendFailed).because(PROPOSAL_REASONS.ownerEmailMissing);
      const cc = project.owner_cc_email?.trim() || null;
      const title = proposalTitle(project.project_uid, project.project_name);
      const filename = fileNameOf(title);
      const text = upload.fields.message || M.defaultMessage(`${project.project_name} (${project.project_uid})`, project.company_name);
      // One transaction: the record commits only once the mail server took the message (a refusal records nothing).
      const id = await db.transaction().execute(async (trx) => {
        const sendingId = await insertSending(ctx, trx, {
          projectId: project.id, sentBy: ctx.user.id, to, cc, filename, bytes: upload.content.length, message: upload.fields.message ?? '',
        });
        try {
          await deps.mailer.send({
            to, ...(cc ? { cc } : {}), fromName: project.company_name, fromAddress: project.company_email || undefined,
            replyTo: project.company_email || undefined, subject: title, text,
            attachments: [{ filename, content: upload.content, contentType: 'application/pdf' }],
          });
        } catch (err) {
          request.log.error({ err, projectId: project.id }, 'could not send the proposal');
          throw new HttpError(502, M.sendFailed).because(PROPOSAL_REASONS.mailFailed);
        }
        return sendingId;
      });
      return { data: (await sendingsJson(ctx, db, project.id, id))[0]! };
    });

    app.get('/proposal/sendings/:projectUid', {
      config: { access: readSendings },
      schema: {
        tags, params: ProjectUidParams, summary: "The project's proposal sendings (when, by whom, to whom), newest first",
        response: { 200: ProposalSendingListResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const { ctx } = request;
      const project = await proposalProject(ctx, db, request.params.projectUid);
      if (!project) throw notFound(M.projectNotFound);
      return { data: await sendingsJson(ctx, db, project.id) };
    });
  };
}
