import type { EmailTemplate, EmailTemplateType } from '../../__generated__/graphql.js';
import type { Resolvers } from '../../__generated__/resolvers.js';
import { byRule, underArgument, type FieldPathMap } from '../../field-paths.js';
import type { RestRow } from '../../rest-types.js';

// Email to subcontractors (docs/projects.md §2.14, §7, §9): each operation is ONE REST call (api/src/modules/subcontractor-email).

const REST_TYPE: Record<EmailTemplateType, string> = {
  INVITATION_TO_BID: 'invitation_to_bid',
  ADDENDUM_NOTIFICATION: 'addendum_notification',
  LOSS_NOTIFICATION: 'loss_notification',
  AWARD_NOTIFICATION: 'award_notification',
};
const GRAPHQL_TYPE = Object.fromEntries(Object.entries(REST_TYPE).map(([k, v]) => [v, k])) as Record<string, EmailTemplateType>;

type RestTemplate = RestRow<'email-templates', 'get'>;

export function toEmailTemplate(row: RestTemplate): EmailTemplate {
  return {
    type: GRAPHQL_TYPE[row.template_type]!, name: row.name, subject: row.subject, body: row.body,
    isDefault: row.is_default, updatedAt: row.updated_at,
  };
}

const TEMPLATE_FIELDS: FieldPathMap = underArgument('input', byRule(['subject', 'body']));
const DRAFT_FIELDS: FieldPathMap = {
  ...underArgument('draft', byRule(['subject', 'body'])), ...byRule(['project_id', 'recipient_email'], { template_type: 'type' }),
};
const SEND_FIELDS: FieldPathMap = underArgument('input', byRule(['company_id', 'project_uid'], {
  template_type: 'type', email_list: 'emails', 'email_list.*': 'emails.*',
}));

export const subcontractorEmailResolvers: Resolvers = {
  Query: {
    emailTemplates: async (_p, _a, ctx) => {
      const res = await ctx.upstream.call('get', 'email-templates');
      return {
        templates: (Array.isArray(res.data) ? res.data : []).map(toEmailTemplate),
        placeholders: Array.isArray(res.placeholders) ? res.placeholders : [],
      };
    },
    renderEmailTemplate: async (_p, { projectId, type, draft, recipientEmail }, ctx) => {
      const data = await ctx.upstream.post('email-templates/render', {
        body: {
          template_type: REST_TYPE[type],
          project_id: projectId ? Number(projectId) : undefined,
          recipient_email: recipientEmail ?? undefined,
          subject: draft?.subject, body: draft?.body,
        },
        fields: DRAFT_FIELDS,
      });
      return { type: GRAPHQL_TYPE[data.template_type] ?? type, subject: data.subject, text: data.text, html: data.html };
    },
  },
  Mutation: {
    updateEmailTemplate: async (_p, { type, input }, ctx) => toEmailTemplate(await ctx.upstream.put('email-templates/{type}', {
      params: { type: REST_TYPE[type] }, body: { subject: input.subject, body: input.body }, fields: TEMPLATE_FIELDS,
    })),
    resetEmailTemplate: async (_p, { type }, ctx) =>
      toEmailTemplate(await ctx.upstream.post('email-templates/{type}/reset', { params: { type: REST_TYPE[type] } })),
    sendSubcontractorEmail: async (_p, { input }, ctx) => {
      const data = await ctx.upstream.put('contractors/sendemail', {
        body: {
          company_id: Number(input.companyId), project_uid: input.projectUid, template_type: REST_TYPE[input.type], email_list: input.emails,
        },
        fields: SEND_FIELDS,
      });
      return {
        message: data.message, type: GRAPHQL_TYPE[data.template_type] ?? input.type, sent: data.sent,
        recipients: data.recipients.map((r) => ({
          email: r.email, subcontractorId: String(r.subcontractor_id), invited: r.invited, loginCreated: r.login_created,
        })),
      };
    },
  },
};
