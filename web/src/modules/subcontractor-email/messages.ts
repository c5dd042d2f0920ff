import type { EmailTemplateType } from '../../gql/graphql';

// docs/projects.md §8 (Subcontractors, Email) verbatim; §9 the email snackbar stays 2500 ms.
export const EMAIL_MESSAGES = {
  sent: 'Email sent to the selected subcontractors.',
  failed: 'Unable to send the email',
  systemError: 'Unable to send the email, system error',
  noSubs: 'No selected subs',
  template: 'Select a template.',
  saved: 'Template saved.',
  reset: 'Template reset to default.',
  saveFailed: 'Unable to save the template. Try again after some time.',
  resetConfirm: "Reset this template to the product's text? Your changes to it are lost.",
  previewFailed: 'Unable to preview the template.',
} as const;

export const EMAIL_SNACKBAR_SECONDS = 2.5;

/** docs/projects.md §2.14 / §9, in the order the template select lists them. */
export const TEMPLATE_OPTIONS: { value: EmailTemplateType; label: string }[] = [
  { value: 'INVITATION_TO_BID', label: 'Invitation To Bid' },
  { value: 'ADDENDUM_NOTIFICATION', label: 'Addendum Notification' },
  { value: 'LOSS_NOTIFICATION', label: 'Loss Notification' },
  { value: 'AWARD_NOTIFICATION', label: 'Award Notification' },
];
