// The product's words for the proposal and the bid portal (docs/projects.md §8 'Proposal and bids'), verbatim.
export const PROPOSAL_MESSAGES = {
  loading: 'Loading data',
  noProject: 'Unable to find project information, sorry!',
  // docs/projects.md §2.5 asks for a prompt to refresh and contact support; its wording is not given.
  refreshPrompt: 'Please refresh the page and try again. If the problem continues, contact support.',
  downloadFailed: 'Something went wrong.',
  sendQuestion: 'Do you want to send the proposal to the customer?',
  sent: 'Proposal has been sent to customer successfully.',
  sendFailed: 'Sorry! Couldn\'t send email.',
  uploaded: 'Bid uploaded successfully.',
  uploadFailed: 'Sorry! Couldn\'t load bid logs.',
  /** Followed by the refusal's reason ('Only PDF files can be uploaded.'); not a text of the spec (issue 31 item 8). */
  uploadRefused: 'Your bid was not uploaded:',
  bidLogsFailed: 'Unable to fetch bid logs.',
  chooseFile: 'Choose a PDF file first.',
  openFailed: 'Something went wrong.',
} as const;

/** docs/projects.md §8: the send banner and the upload success stay 3 s, the bid-log failure 2 s. */
export const SENT_BANNER_MS = 3000;
export const UPLOADED_SECONDS = 3;
export const BID_LOGS_FAILED_SECONDS = 2;

