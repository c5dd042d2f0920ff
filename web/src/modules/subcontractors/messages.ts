// Texts of docs/projects.md §4, §8 and §9 for the subcontractor screens.
export const SUB_MESSAGES = {
  statusConfirm: 'Do you want to change the subcontractor status?',
  statusFailed: 'Unable to change subcontractor status. Try again after some time.',
  statusChanged: 'success',
  loadFailed: 'Unable to get subcontractor details. Reason : ',
  listFailed: 'Unable to fetch subconractors. Try again after some time.',
  noRows: 'No subcontractors found.',
} as const;

/** docs/projects.md §9 */
export const LABOR_DESIGN_OPTIONS = ['Union', 'Open Shop', 'Union/Open Shop', 'Supplier', 'Architect', 'MEP', 'Civil', 'Structural'];
export const SUB_PAGE_SIZES = [10, 25, 50, 100];
export const DEFAULT_SUB_PAGE_SIZE = 25;
/** docs/projects.md §9: subcontractor success toasts stay 6 s. */
export const SUCCESS_SECONDS = 6;
