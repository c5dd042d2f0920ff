import { graphql } from '../../gql';

export const EmailTemplateFields = graphql(`
  fragment EmailTemplateFields on EmailTemplate { type name subject body isDefault updatedAt }
`);

/** The company's four templates and the placeholders they may use: one REST call. */
export const EmailTemplatesQuery = graphql(`
  query EmailTemplates {
    emailTemplates {
      templates { ...EmailTemplateFields }
      placeholders { name description }
    }
  }
`);

/** The preview: the stored template (or a draft) filled with the project's details. */
export const RenderEmailTemplateQuery = graphql(`
  query RenderEmailTemplate($projectId: ID, $type: EmailTemplateType!, $draft: EmailTemplateInput, $recipientEmail: String) {
    renderEmailTemplate(projectId: $projectId, type: $type, draft: $draft, recipientEmail: $recipientEmail) { type subject text }
  }
`);

export const UpdateEmailTemplateMutation = graphql(`
  mutation UpdateEmailTemplate($type: EmailTemplateType!, $input: EmailTemplateInput!) {
    updateEmailTemplate(type: $type, input: $input) { ...EmailTemplateFields }
  }
`);

export const ResetEmailTemplateMutation = graphql(`
  mutation ResetEmailTemplate($type: EmailTemplateType!) {
    resetEmailTemplate(type: $type) { ...EmailTemplateFields }
  }
`);

export const SendSubcontractorEmailMutation = graphql(`
  mutation SendSubcontractorEmail($input: SendSubcontractorEmailInput!) {
    sendSubcontractorEmail(input: $input) { message sent recipients { email invited loginCreated } }
  }
`);
