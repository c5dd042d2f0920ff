import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Access } from '../../auth/access.js';
import type { Db } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { conflict, forbidden, notFound } from '../../errors.js';
import { PROPOSAL_REASONS } from './reasons.js';
import { errorResponses } from '../auth/schemas.js';
import { notify } from '../notifications/service.js';
import { MAX_PDF_BYTES, PROPOSAL_MESSAGES as M } from './messages.js';
import { cleanFilename, readPdfUpload } from './pdf-upload.js';
import {
  bidLog, estimatorEmail, insertUpload, portalProject, projectStaffUsers, projectUploads, uploadFile,
} from './repository.js';
import {
  BidLogEntryResponse, BidLogResponse, BidUploadListResponse, PdfResponse, ProjectUidQuery, UploadIdParams, UserIdParams,
} from './schemas.js';

const tags = ['subcontractor bid portal'];
// docs/projects.md §6: role 13 may upload a bid PDF and see its bid logs. Its grants are read-only (docs/roles.md: subcontractor_logs,
// all_projects, bid_sheets), so its own routes are declared on subcontractor_logs read and refuse every other role.
const portal: Access = { area: 'subcontractor_logs', mode: 'read' };
// Staff reading the uploaded bids on the bid sheet; the uploader may also open its own files.
const staffRead: Access = { area: 'bid_sheets', mode: 'read' };

export const BID_UPLOADED = 'bid_uploaded';

/** README: the portal's routes are role 13's own, for `{userId}` = the caller only (another id: 403). */
function portalCaller(request: FastifyRequest & { params: { userId: number } }): void {
  if (!request.ctx.external) throw forbidden();
  if (request.params.userId !== request.ctx.user.id) throw forbidden();
}

export function bidPortalRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  const db: Db = deps.db;
  return async (app) => {
    await app.register(multipart, { limits: { fileSize: MAX_PDF_BYTES, files: 1, fields: 5, fieldSize: 1024 } });

    app.post('/contractor/bidupload/:userId', {
      config: { access: portal },
      schema: {
        tags, params: UserIdParams, consumes: ['multipart/form-data'],
        summary: 'Role 13: upload a bid PDF (multipart `file`, at most 20 MB, checked by content; `project_uid` of a project it '
          + 'was invited to, until its bid due date and time: then 409 BIDS_CLOSED); each upload is the next version. Mails the estimator and tells the project staff',
        response: { 200: BidLogEntryResponse, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
    }, async (request) => {
      const { ctx } = request;
      portalCaller(request);
      const upload = await readPdfUpload(request, { project_uid: { required: true, maxLength: 64, missing: M.projectUidRequired } });
      const project = await portalProject(ctx, db, upload.fields.project_uid!, ctx.user.id);
      if (!project) throw notFound(M.projectNotFound);
      if (project.bids_closed) throw conflict(M.bidsClosed(project.bids_due ?? ''), undefined, PROPOSAL_REASONS.bidsClosed);
      const uploader = [ctx.user.first_name, ctx.user.last_name].filter(Boolean).join(' ') || ctx.user.email;
      // The upload and the staff's bell in one transaction; the estimator's mail after commit.
      const entry = await db.transaction().execute(async (trx) => {
        const id = await insertUpload(ctx, trx, { projectId: project.id, userId: ctx.user.id, filename: upload.filename, content: upload.content });
        const [saved] = await bidLog(ctx, trx, project.id, ctx.user.id, id);
        await notify(ctx, trx, {
          recipients: await projectStaffUsers(ctx, trx, [project.estimator_id, project.project_manager_id, project.site_super_id]),
          kind: BID_UPLOADED, title: `${uploader} uploaded Bid ${saved!.version}`,
          body: `Project ${project.project_uid} · ${project.project_name}`, link: '/admin/project-details',
        });
        return saved!;
      });
      const to = await estimatorEmail(ctx, db, project.estimator_id);
      if (to) {
        // A mail server that is down must not undo a stored bid: the mail goes after the answer, and a failure is logged.
        deps.background.run('bid upload mail to the estimator', () => deps.mailer.send({
          to, subject: `Bid ${entry.version} uploaded: ${project.project_name} (${project.project_uid})`,
          text: `${uploader} (${ctx.user.email}) uploaded Bid ${entry.version} for ${project.project_name} (${project.project_uid}): `
            + `${entry.filename}.\n\nOpen it from the project's proposal page:\n${deps.config.publicUrl}/admin/project-details\n`,
          link: `${deps.config.publicUrl}/admin/project-details`,
        }));
      }
      return { data: entry };
    });

    app.get('/contractor/bidlogs/:userId', {
      config: { access: portal },
      schema: {
        tags, params: UserIdParams, querystring: ProjectUidQuery,
        summary: "Role 13: its own uploaded bid versions for a project it was invited to ('Bid N', date), in version order",
        response: { 200: BidLogResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const { ctx } = request;
      portalCaller(request);
      const project = await portalProject(ctx, db, request.query.project_uid, ctx.user.id);
      if (!project) throw notFound(M.projectNotFound);
      return { data: await bidLog(ctx, db, project.id, ctx.user.id) };
    });

    app.get('/contractor/bids', {
      config: { access: staffRead },
      schema: {
        tags, querystring: ProjectUidQuery,
        summary: "Staff: every subcontractor's uploaded bid versions for the project, newest first, with the matched subcontractor",
        response: { 200: BidUploadListResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const { ctx } = request;
      if (ctx.external) throw forbidden();
      const project = await portalProject(ctx, db, request.query.project_uid);
      if (!project) throw notFound(M.projectNotFound);
      return { data: await projectUploads(ctx, db, project.id) };
    });

    app.get('/contractor/bidupload/file/:id', {
      config: { access: staffRead },
      schema: {
        tags, params: UploadIdParams, produces: ['application/pdf'],
        summary: 'One uploaded bid PDF (staff with bid_sheets read, or the subcontractor that uploaded it)',
        response: { 200: PdfResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request, reply) => {
      const { ctx } = request;
      const file = await uploadFile(ctx, db, request.params.id);
      // Role 13 learns nothing of other uploaders' files: answered as a missing one.
      if (!file || (ctx.external && file.user_id !== ctx.user.id)) throw notFound(M.uploadNotFound);
      // A download, never rendered in the product's origin, and never sniffed as anything but a PDF (issue 30 §8); names
      // stored before cleanFilename kept markup, so the header's name is cleaned again.
      const name = cleanFilename(file.filename);
      const ascii = name.replace(/[^\x20-\x7e]/g, '_');
      return reply.type('application/pdf')
        .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.content);
    });
  };
}
