// docs/projects.md §8 (Proposal and bids) verbatim where the specification has words; the rest follow its style.
export const PROPOSAL_MESSAGES = {
  projectNotFound: 'Unable to find project information, sorry!',
  sendFailed: "Sorry! Couldn't send email.",
  noFile: 'Select a PDF file to upload.',
  notPdf: 'Only PDF files can be uploaded.',
  tooLarge: 'The file is larger than 20 MB.',
  messageTooLong: 'The message can be at most 2,000 characters.',
  projectUidRequired: 'project_uid is required.',
  uploadNotFound: 'Bid file not found.',
  /** After the project's bid due date and time (issue 30 §2). */
  bidsClosed: (due: string) => `Bids for this project were due ${due}: a bid can no longer be uploaded.`,
  /** The short text of a proposal mail sent without a message of its own. */
  defaultMessage: (project: string, company: string) =>
    `Please find attached our proposal for ${project}.\n\nThank you,\n${company}`,
} as const;

/** A bid PDF and a proposal PDF both stay within this (README). */
export const MAX_PDF_BYTES = 20 * 1024 * 1024;
export const MAX_MESSAGE_CHARS = 2000;
