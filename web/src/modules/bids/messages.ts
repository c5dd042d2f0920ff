import { LINE_MESSAGES } from '../lines/messages';

// The product's words for the bid screens (docs/projects.md §4, §5, §8), verbatim.
export const BID_MESSAGES = {
  fillAll: 'Fill all the fields!',
  noDivision: 'no division or sub division',
  added: 'Bid sheet has been added successfully.',
  changeType: 'Are you sure you want to change this bid type?',
  deleteBid: 'Do you want to delete this bid?',
  labelFailed: 'Sorry! Couldn\'t update bid label.',
  subcontractorAdded: 'Subcontractor added successfully!',
  locked: 'Someone else is already modifying this bid. Kindly try after some time.',
  conflict: 'This bid was changed by someone else meanwhile. It has been reloaded: apply your change again.',
  pending: 'This project is Pending: its bids cannot change.',
  totalsFailed: 'Sorry! Couldn\'t get bid totals.',
  projectTotalsFailed: 'Sorry! Couldn\'t get the project totals.',
  notFound: 'could not find bid',
  failed: LINE_MESSAGES.failed,
  selectSubdivision: 'Select a Sub Division.',
} as const;

/** docs/projects.md §9: success banners 1.5–3 s. */
export const SUCCESS_SECONDS = 3;
/** The edit lease is renewed every 30 s while the editor is open (api bids README). */
export const LEASE_RENEW_MS = 30_000;
