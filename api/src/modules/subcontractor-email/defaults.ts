// The four subcontractor email templates of docs/projects.md §9 (Invitation To Bid, Addendum Notification, Loss Notification,
// Award Notification) as the product ships them. Each company may edit its own copy (subject and body); these
// are what it starts with and what reset-to-default brings back.

export const TEMPLATE_TYPES = ['invitation_to_bid', 'addendum_notification', 'loss_notification', 'award_notification'] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

/** The names of docs/projects.md §2.14 / §9, as the template select shows them. */
export const TEMPLATE_NAMES: Record<TemplateType, string> = {
  invitation_to_bid: 'Invitation To Bid',
  addendum_notification: 'Addendum Notification',
  loss_notification: 'Loss Notification',
  award_notification: 'Award Notification',
};

/** A type key or its display name (the original client sent names) → the key; undefined when neither. */
export function templateTypeOf(value: string): TemplateType | undefined {
  const v = value.trim().toLowerCase();
  return TEMPLATE_TYPES.find((t) => t === v || TEMPLATE_NAMES[t].toLowerCase() === v);
}

/** The placeholders a subject or body may use, written `{{name}}`, with what each becomes. */
export const PLACEHOLDERS = {
  project_name: 'The project name',
  project_uid: 'The project ID, e.g. AB-1001',
  project_address: 'The project address (address, city, state and zip)',
  company_name: 'Your company name',
  due_date: 'The bid due date and time, e.g. 12/15/2026 2:00 PM',
  subcontractor_name: 'The recipient subcontractor company name',
  link: 'Where the recipient signs in (a new login gets its set-password link here)',
} as const;
export type Placeholder = keyof typeof PLACEHOLDERS;

export interface TemplateText {
  subject: string;
  body: string;
}

const closing = ['', 'Thank you,', '{{company_name}}'];

export const DEFAULT_TEMPLATES: Record<TemplateType, TemplateText> = {
  invitation_to_bid: {
    subject: 'Invitation To Bid: {{project_name}} ({{project_uid}})',
    body: [
      'Hello {{subcontractor_name}},',
      '',
      '{{company_name}} invites you to bid on {{project_name}} ({{project_uid}}) at {{project_address}}.',
      '',
      'Bids are due by {{due_date}}.',
      '',
      'Sign in to see the project and its bid documents:',
      '{{link}}',
      ...closing,
    ].join('\n'),
  },
  addendum_notification: {
    subject: 'Addendum Notification: {{project_name}} ({{project_uid}})',
    body: [
      'Hello {{subcontractor_name}},',
      '',
      'An addendum has been issued for {{project_name}} ({{project_uid}}) at {{project_address}}.',
      'Please review it and include it in your bid. Bids are due by {{due_date}}.',
      '',
      'Sign in to see the addendum:',
      '{{link}}',
      ...closing,
    ].join('\n'),
  },
  loss_notification: {
    subject: 'Loss Notification: {{project_name}} ({{project_uid}})',
    body: [
      'Hello {{subcontractor_name}},',
      '',
      'We regret to inform you that {{company_name}} was not awarded {{project_name}} ({{project_uid}}).',
      'Thank you for the time and effort you put into your bid; we look forward to bidding with you again.',
      ...closing,
    ].join('\n'),
  },
  award_notification: {
    subject: 'Award Notification: {{project_name}} ({{project_uid}})',
    body: [
      'Hello {{subcontractor_name}},',
      '',
      '{{company_name}} has been awarded {{project_name}} ({{project_uid}}) at {{project_address}}.',
      '',
      // docs/projects.md §9: the Award template states both of these.
      'Subcontracts are awarded within 14 days. Bid updates are due within 3 business days.',
      '',
      'Sign in to update your bid:',
      '{{link}}',
      ...closing,
    ].join('\n'),
  },
};
