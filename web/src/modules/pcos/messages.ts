// The product's words for the PCO and change-order screens (docs/projects.md §4 PCO status, §5 PCO, §8 PCOs), verbatim where the
// specification has them.
export const PCO_MESSAGES = {
  listFailed: 'Unable to fetch PCOs. Try after some time.',
  createFailed: 'Unable to create PCO. Try again after some time.',
  nameFailed: 'Unable to fetch lates PCO name. Try after some time.',
  updateFailed: 'Sorry! Couldn\'t update PCO details.',
  deleteFailed: 'Sorry! Could\'t delete PCO',
  added: 'PCO added successfully.',
  statusChanged: 'Status changed successfully.',
  deleted: 'PCO deleted successfully.',
  deletePco: 'Are you sure you want to delete this PCO?',
  acceptedNoDelete: 'Once accepted PCO can not be deleted.',
  nameRequired: 'PCO name is required.',
  titleLimit: 'At most 255 characters are allowed.',
  scopeLimit: 'At most 4096 characters are allowed.',
  failed: 'Something went wrong. Try after some time.',
  // Not worded by the specification: the screen's own.
  updated: 'PCO updated successfully.',
  profitInvalid: 'Enter a profit percentage between 0 and 100.',
  pending: 'This project is Pending: its PCOs cannot change.',
  accepted: 'This PCO is Accepted: its lines cannot change.',
  conflict: 'This PCO was changed by someone else meanwhile. It has been reloaded: apply your change again.',
  notFound: 'could not find PCO',
  notChangeOrder: 'This PCO is not accepted: it is not a change order.',
  noPcos: 'No PCOs have been added to this project yet.',
  noChangeOrders: 'No change orders yet: an accepted PCO becomes one.',
  downloadFailed: 'Unable to download the PCO PDF. Try after some time.',
} as const;

/** docs/projects.md §5, §9: PCO title at most 255 characters, scope of work at most 4096. */
export const TITLE_LIMIT = 255;
export const SCOPE_LIMIT = 4096;
/** docs/projects.md §9: success banners 1.5–3 s, error banners 2–4 s. */
export const SUCCESS_SECONDS = 3;
export const ERROR_SECONDS = 4;
