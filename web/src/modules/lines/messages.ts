// The product's words for the line tables of bids, PCOs and direct costs (docs/projects.md §4, §5, §9), verbatim.
export const LINE_MESSAGES = {
  laborMandatory: 'Enter all mandatory fields.',
  tradeMandatory: 'Enter all mandatory fields.',
  /** A dated line whose date is typed but not a calendar date (issue 31 item 5). */
  invalidDate: 'Invalid date: enter the date as MM/DD/YYYY.',
  deleteLabor: 'Do you want to delete this internal labor?',
  deleteTrade: 'Do you want to delete this direct trade?',
  positionsFailed: 'Unable to load the positions and levels, so labor lines cannot be added or changed here.',
  removeFailed: 'Unable to remove subcontractor. Reason : ',
  failed: 'Something went wrong.',
} as const;

/** docs/projects.md §5, §9: scope of work and notes take 225 characters (the hint says 255). */
export const TEXT_LIMIT = 225;
/** docs/projects.md §9: error banners 2–4 s, the labor validation 3 s. */
export const FLASH_MS = 3000;
/** docs/projects.md §4, §9: another row may be added about 1 s (labor) / 1.1 s (direct trade) after a save. */
export const LABOR_ADD_DELAY_MS = 1000;
export const TRADE_ADD_DELAY_MS = 1100;
