import { Type } from 'typebox';

// Shapes of the email templates and of PUT contractors/sendemail (docs/projects.md §7). Text members are loose strings so
// the handlers give the specification's messages naming the field (400), never a schema's wording.
const Text = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

export const TemplateTypeParams = Type.Object({
  type: Type.String({ maxLength: 60, description: 'invitation_to_bid, addendum_notification, loss_notification or award_notification' }),
});

export const TemplateBody = Type.Object({
  subject: Text(255),
  body: Text(10_000),
});

const TemplateJsonSchema = Type.Object({
  template_type: Type.String(),
  name: Type.String({ description: 'As docs/projects.md §9 names it, e.g. Invitation To Bid' }),
  subject: Type.String(),
  body: Type.String(),
  is_default: Type.Boolean({ description: "True while the company uses the product's text" }),
  updated_at: Type.Union([Type.String(), Type.Null()]),
});

export const TemplateResponse = Type.Object({ data: TemplateJsonSchema });

export const TemplateListResponse = Type.Object({
  data: Type.Array(TemplateJsonSchema),
  placeholders: Type.Array(Type.Object({ name: Type.String({ description: 'Written {{name}}' }), description: Type.String() })),
});

export const RenderBody = Type.Object({
  template_type: Type.String({ maxLength: 60 }),
  project_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
    description: "The caller's project whose details fill the template; sample values without one",
  })),
  recipient_email: Type.Optional(Type.Union([Type.String({ maxLength: 254 }), Type.Null()], {
    description: "One of the caller's subcontractors' emails: its company name fills {{subcontractor_name}}",
  })),
  subject: Text(255),
  body: Text(10_000),
});

export const RenderResponse = Type.Object({
  data: Type.Object({ template_type: Type.String(), subject: Type.String(), text: Type.String(), html: Type.String() }),
});

export const SendBody = Type.Object({
  company_id: Type.Integer({ minimum: 1, description: 'The company the caller acts in' }),
  project_uid: Type.String({ maxLength: 60 }),
  template_type: Type.String({ maxLength: 60, description: 'A template key or its name, e.g. Invitation To Bid' }),
  email_list: Type.Optional(Type.Union([Type.Array(Type.String({ maxLength: 254 }), { maxItems: 500 }), Type.Null()], {
    description: "Emails of the caller's subcontractors (their own or a manager's)",
  })),
});

export const SendResponse = Type.Object({
  data: Type.Object({
    message: Type.String(),
    template_type: Type.String(),
    sent: Type.Integer({ description: 'One message per distinct recipient' }),
    recipients: Type.Array(Type.Object({
      email: Type.String(),
      subcontractor_id: Type.Integer(),
      invited: Type.Boolean({ description: 'Invitation To Bid: linked to the company and invited to the project' }),
      login_created: Type.Boolean(),
    })),
  }),
});
