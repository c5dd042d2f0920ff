// The product's words for the proposal and the bid portal (docs/projects.md §8 'Proposal and bids'), verbatim.
export const PROPOSAL_MESSAGES = {
  loading: 'Loading data',
  noProject: 'Unable to find project information, sorry!',
  // docs/projects.md §2.5 asks for a prompt to refresh and contact support; its wording is not given.
  refreshPrompt: 'Please refresh the page and try again. If the problem continues, contact support.',
  downloadFailed: 'Something went wrong.',
  sent: 'Proposal has been sent to customer successfully.',
  sendFailed: 'Sorry! Couldn\'t send email.',
  uploaded: 'Bid uploaded successfully.',
  uploadFailed: 'Sorry! Couldn\'t load bid logs.',
  /** Followed by the refusal's reason ('Only PDF files can be uploaded.'); not a text of the spec (issue 31 item 8). */
  uploadRefused: 'Your bid was not uploaded:',
  bidLogsFailed: 'Unable to fetch bid logs.',
  chooseFile: 'Choose a PDF file first.',
  openFailed: 'Something went wrong.',
  // Not worded by the specification: the Send dialog names where the proposal goes (issue 31).
  sendTo: (name: string, email: string, cc: string | null) =>
    `Send the proposal to ${name ? `${name} ` : ''}<${email}>${cc ? `, with a copy to <${cc}>` : ''}?`,
  noOwnerEmail: (name: string) => `The owner${name ? ` ${name}` : ''} has no email address: add one to the owner to send the proposal.`,
} as const;

/** docs/projects.md §8: the send banner and the upload success stay 3 s, the bid-log failure 2 s. */
export const SENT_BANNER_MS = 3000;
export const UPLOADED_SECONDS = 3;
export const BID_LOGS_FAILED_SECONDS = 2;

