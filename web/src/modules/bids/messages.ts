// The product's words for the bid screens (001 §4, §5, §8), verbatim.
export const BID_MESSAGES = {
  fillAll: 'Fill all the fields!',
  noDivision: 'no division or sub division',
  added: 'Bid sheet has been added successfully.',
  changeType: 'Are you sure you want to change this bid type?',
  deleteBid: 'Do you want to delete this bid?',
  labelFailed: 'Sorry! Couldn\'t update bid label.',
  subcontractorAdded: 'Subcontractor added successfully!',
  removeFailed: 'Unable to remove subcontractor. Reason : ',
  locked: 'Someone else is already modifying this bid. Kindly try after some time.',
  conflict: 'This bid was changed by someone else meanwhile. It has been reloaded: apply your change again.',
  pending: 'This project is Pending: its bids cannot change.',
  laborMandatory: 'Enter all mandatory fields.',
  tradeMandatory: 'Enter all mandatory fields.',
  deleteLabor: 'Do you want to delete this internal labor?',
  deleteTrade: 'Do you want to delete this direct trade?',
  totalsFailed: 'Sorry! Couldn\'t get bid totals.',
  projectTotalsFailed: 'Sorry! Couldn\'t get the project totals.',
  notFound: 'could not find bid',
  failed: 'Something went wrong.',
  selectSubdivision: 'Select a Sub Division.',
  positionsFailed: 'Unable to load the positions and levels, so labor lines cannot be added or changed here.',
} as const;

/** 001 §5, §9: scope of work and notes take 225 characters (the hint says 255). */
export const TEXT_LIMIT = 225;
/** 001 §9: error banners 2–4 s, the labor validation 3 s. */
export const FLASH_MS = 3000;
/** 001 §9: success banners 1.5–3 s. */
export const SUCCESS_SECONDS = 3;
/** 001 §4, §9: another row may be added about 1 s (labor) / 1.1 s (direct trade) after a save. */
export const LABOR_ADD_DELAY_MS = 1000;
export const TRADE_ADD_DELAY_MS = 1100;
/** The edit lease is renewed every 30 s while the editor is open (api bids README). */
export const LEASE_RENEW_MS = 30_000;
