import type { ReasonTable } from '../../errors.js';

/** Reason codes of sending a proposal and of uploading a bid, each with what it means. */
export const PROPOSAL_REASONS = {
  ownerEmailMissing: {
    code: 'OWNER_EMAIL_MISSING',
    description: "Sending the proposal: the project's owner has no email (sendProposal answers ProposalNotSent with it).",
  },
  mailFailed: { code: 'MAIL_FAILED', description: 'Sending the proposal: the mail server refused the message; nothing was recorded.' },
  bidsClosed: {
    code: 'BIDS_CLOSED',
    description: "Uploading a bid (role 13): the project's bid due date and time have passed; nothing was stored.",
  },
} as const satisfies ReasonTable;
