import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import type { Access } from '../../auth/access.js';
import type { RequestContext } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { HttpError, notFound } from '../../errors.js';
import type { MailMessage } from '../../mail/mailer.js';
import { isEmail } from '../../validation.js';
import { errorResponses } from '../auth/schemas.js';
import { PLACEHOLDERS, templateTypeOf, type TemplateText, type TemplateType } from './defaults.js';
import { inviteToProject, staffEmails, type Invited } from './invitations.js';
import { EMAIL_MESSAGES as M } from './messages.js';
import { dueDateText, placeholderProblem, renderTemplate, type PlaceholderValues } from './render.js';
import {
  mailProject, recipientsByEmail, resetTemplate, saveTemplate, tenantCompanyName, tenantTemplate, tenantTemplates,
  type MailProject, type Recipient,
} from './repository.js';
import {
  RenderBody, RenderResponse, SendBody, SendResponse, TemplateBody, TemplateListResponse, TemplateResponse, TemplateTypeParams,
} from './schemas.js';

const tags = ['subcontractor email'];
// Editing the company's templates is company setup (docs/roles.md: company admins); the send dialog's readers are the
// directory's users, so reading and previewing take either area.
const readTemplates: Access = { anyOf: ['company_setup_edit_dashboard', 'all_subcontractors'], mode: 'read' };
const editTemplates: Access = { area: 'company_setup_edit_dashboard', mode: 'write' };
const send: Access = { area: 'all_subcontractors', mode: 'write' };

const bad = (field: string, message: string) => new HttpError(400, message, { [field]: message });

function typeParam(value: string): TemplateType {
  const type = templateTypeOf(value);
  if (!type) throw notFound(M.templateNotFound);
  return type;
}

/** Subject and body given, within bounds, naming only known placeholders (400 naming the field). */
function templateText(body: { subject?: string | null; body?: string | null }): TemplateText {
  const subject = (body.subject ?? '').trim();
  const text = (body.body ?? '').replace(/\r\n/g, '\n').trim();
  if (subject === '') throw bad('subject', M.subject);
  if (text === '') throw bad('body', M.body);
  for (const [field, value] of [['subject', subject], ['body', text]] as const) {
    const problem = placeholderProblem(value);
    if (problem) throw bad(field, problem);
  }
  return { subject, body: text };
}

function addressOf(p: MailProject): string {
  const region = [p.state_code || p.state, p.zipcode].filter(Boolean).join(' ');
  return [p.address1, p.city, region].filter(Boolean).join(', ');
}

const SAMPLE: Omit<PlaceholderValues, 'company_name' | 'link'> = {
  project_name: 'Sample Project', project_uid: 'AB-1000', project_address: '100 Congress Ave, Austin, TX 78701',
  due_date: '12/15/2026 2:00 PM', subcontractor_name: 'Sample Subcontractor Co',
};

export function valuesFor(project: MailProject | undefined, company: string, link: string, subName?: string): PlaceholderValues {
  const base = project
    ? { project_name: project.project_name, project_uid: project.project_uid, project_address: addressOf(project),
      due_date: dueDateText(project.bid_due_date, project.time_due) }
    : SAMPLE;
  return { ...SAMPLE, ...base, subcontractor_name: subName ?? SAMPLE.subcontractor_name, company_name: company, link };
}

/** Sends each message (a few at a time) and answers the recipients whose message failed. */
async function deliver(deps: AppDeps, messages: readonly MailMessage[]): Promise<string[]> {
  const failed: string[] = [];
  const queue = [...messages];
  const worker = async () => {
    for (let m = queue.shift(); m; m = queue.shift()) {
      try {
        await deps.mailer.send(m);
      } catch (err) {
        deps.log.error({ err, to: m.to }, 'could not send a subcontractor email');
        failed.push(m.to);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, messages.length) }, worker));
  return failed;
}

interface SendInput {
  type: TemplateType;
  project: MailProject;
  recipients: Recipient[];
}

/** docs/projects.md §7 PUT contractors/sendemail, checked before anything is written (every failure names its field). */
async function sendInput(ctx: RequestContext, db: Db, body: Static<typeof SendBody>): Promise<SendInput> {
  if (ctx.tenantId === null || body.company_id !== ctx.tenantId) throw notFound(M.companyNotFound);
  const type = templateTypeOf(body.template_type);
  if (!type) throw bad('template_type', M.template);
  const list = (body.email_list ?? []).map((e) => e.trim());
  if (list.filter((e) => e !== '').length === 0) throw bad('email_list', M.noSubs);
  const fields: Record<string, string> = {};
  list.forEach((email, i) => {
    if (!isEmail(email)) fields[`email_list.${i}`] = M.email;
  });
  const project = await mailProject(ctx, db, { uid: body.project_uid });
  if (!project) throw notFound(M.projectNotFound);
  const found = await recipientsByEmail(ctx, db, list.filter(isEmail));
  list.forEach((email, i) => {
    if (isEmail(email) && !found.has(email.toLowerCase())) fields[`email_list.${i}`] ??= M.notSubcontractor(email);
  });
  if (type === 'invitation_to_bid') {
    const staff = await staffEmails(db, [...found.keys()]);
    list.forEach((email, i) => {
      if (staff.has(email.toLowerCase())) fields[`email_list.${i}`] ??= M.staffLogin(email);
    });
  }
  const first = Object.values(fields)[0];
  if (first) throw new HttpError(400, first, fields);
  // One message per distinct recipient, whatever the case or repetitions of the list.
  const recipients = [...new Map(list.map((e) => [e.toLowerCase(), found.get(e.toLowerCase())!])).values()];
  return { type, project, recipients };
}

export function subcontractorEmailRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  const db: Db = deps.db;
  const signIn = `${deps.config.publicUrl}/`;
  return async (app) => {
    app.get('/email-templates', {
      config: { access: readTemplates },
      schema: {
        tags, summary: "The company's four subcontractor email templates (docs/projects.md §9): its own text or the product's default",
        response: { 200: TemplateListResponse, ...errorResponses(401, 403) },
      },
    }, async (request) => ({
      data: await tenantTemplates(request.ctx, db),
      placeholders: Object.entries(PLACEHOLDERS).map(([name, description]) => ({ name, description })),
    }));

    app.put('/email-templates/:type', {
      config: { access: editTemplates },
      schema: {
        tags, params: TemplateTypeParams, body: TemplateBody,
        summary: "Edit one of the company's templates (subject and body with {{placeholders}})",
        response: { 200: TemplateResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const { ctx } = request;
      const type = typeParam(request.params.type);
      await saveTemplate(ctx, db, type, templateText(request.body), ctx.user.id);
      return { data: await tenantTemplate(ctx, db, type) };
    });

    app.post('/email-templates/:type/reset', {
      config: { access: editTemplates },
      schema: {
        tags, params: TemplateTypeParams, summary: "Back to the product's text for one template",
        response: { 200: TemplateResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const type = typeParam(request.params.type);
      await resetTemplate(request.ctx, db, type);
      return { data: await tenantTemplate(request.ctx, db, type) };
    });

    app.post('/email-templates/render', {
      config: { access: readTemplates },
      schema: {
        tags, body: RenderBody,
        summary: 'A template (the stored one, or the given draft subject and body) filled with a project\'s details: the preview',
        response: { 200: RenderResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const { ctx } = request;
      const type = templateTypeOf(request.body.template_type);
      if (!type) throw bad('template_type', M.template);
      const draft = request.body.subject != null || request.body.body != null;
      const id = request.body.project_id;
      const email = request.body.recipient_email?.trim() || undefined;
      const [stored, project, company, recipients] = await Promise.all([
        draft ? undefined : tenantTemplate(ctx, db, type),
        id ? mailProject(ctx, db, { id }) : undefined,
        tenantCompanyName(ctx, db),
        email ? recipientsByEmail(ctx, db, [email]) : undefined,
      ]);
      if (id && !project) throw notFound(M.projectNotFound);
      const recipient = email ? recipients?.get(email.toLowerCase()) : undefined;
      if (email && !recipient) throw bad('recipient_email', M.notSubcontractor(email));
      const text = draft ? templateText(request.body) : stored!;
      const mail = renderTemplate(text, valuesFor(project, company, signIn, recipient?.companyName));
      return { data: { template_type: type, ...mail } };
    });

    app.put('/contractors/sendemail', {
      config: { access: send },
      schema: {
        tags, body: SendBody,
        summary: "Mail a template filled with the project's details to the chosen subcontractors, one message each; "
          + 'Invitation To Bid also gives each a subcontractor login, links it to the company and invites it to the project',
        response: { 200: SendResponse, ...errorResponses(400, 401, 403, 404), 502: errorResponses(502)[502] },
      },
    }, async (request) => {
      const { ctx } = request;
      const input = await sendInput(ctx, db, request.body);
      const { type, project, recipients } = input;
      const [template, company] = await Promise.all([tenantTemplate(ctx, db, type), tenantCompanyName(ctx, db)]);
      let invited = new Map<string, Invited>();
      if (type === 'invitation_to_bid') {
        // One transaction for every login, link and invitation; mail only after it committed.
        invited = await db.transaction().execute((trx) => inviteToProject(ctx, trx, deps.config.publicUrl, project.id, recipients, {
          title: `${company} invited you to bid on ${project.project_name}`,
          body: `Project ${project.project_uid} · bids due ${dueDateText(project.bid_due_date, project.time_due)}`,
        }));
      }
      const messages = recipients.map((r): MailMessage => {
        const setPassword = invited.get(r.email)?.setPasswordLink;
        const mail = renderTemplate(template, valuesFor(project, company, setPassword ?? signIn, r.companyName));
        // A new login always gets its set-password link, even from a template that dropped {{link}}.
        if (setPassword && !mail.text.includes(setPassword)) {
          mail.text += `\n\nAn account has been created for you. Set your password (valid for 7 days):\n${setPassword}\n`;
          mail.html += `<p>An account has been created for you. <a href="${setPassword}">Set your password</a> (valid for 7 days)</p>`;
        }
        return { to: r.email, subject: mail.subject, text: mail.text, html: mail.html, link: setPassword ?? signIn };
      });
      const failed = await deliver(deps, messages);
      if (failed.length > 0) {
        const index = (email: string) => (request.body.email_list ?? []).findIndex((e) => e.trim().toLowerCase() === email);
        throw new HttpError(502, M.systemError, Object.fromEntries(failed.map((email) => [`email_list.${index(email)}`, M.failed])));
      }
      return {
        data: {
          message: M.sent, template_type: type, sent: messages.length,
          recipients: recipients.map((r) => ({
            email: r.email, subcontractor_id: r.subcontractorId, invited: invited.has(r.email),
            login_created: invited.get(r.email)?.created ?? false,
          })),
        },
      };
    });
  };
}
