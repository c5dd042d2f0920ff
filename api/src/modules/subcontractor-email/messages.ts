// docs/projects.md §8 (Subcontractors, Email) verbatim where the specification has words; the rest follow its style.
export const EMAIL_MESSAGES = {
  sent: 'Email sent to the selected subcontractors.',
  failed: 'Unable to send the email',
  systemError: 'Unable to send the email, system error',
  noSubs: 'No selected subs',
  template: 'Select a template.',
  templateNotFound: 'Email template not found.',
  projectNotFound: 'Project not found.',
  companyNotFound: 'Company not found.',
  email: 'This is not a valid email address.',
  notSubcontractor: (email: string) => `${email} is not one of this company's subcontractors.`,
  staffLogin: (email: string) => `${email} belongs to a staff login and cannot be invited as a subcontractor.`,
  subject: 'Subject is required.',
  body: 'Body is required.',
} as const;
