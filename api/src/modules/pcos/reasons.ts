import type { ReasonTable } from '../../errors.js';

/** Reason codes of the PCO failures, each with what it means. */
export const PCO_REASONS = {
  accepted: {
    code: 'PCO_ACCEPTED',
    description: "A PCO is Accepted: it cannot be deleted ('Once accepted PCO can not be deleted.'), nor its lines changed.",
  },
  versionConflict: {
    code: 'PCO_VERSION_CONFLICT',
    description: 'The PCO changed since the version the client sent: reload it and apply the change again.',
  },
  nameTaken: { code: 'PCO_NAME_TAKEN', description: 'Another PCO of the project has this name.' },
  changeOrderBilled: {
    code: 'CHANGE_ORDER_BILLED',
    description: 'The change order is billed on a submitted payment application: it cannot leave Accepted nor have its lines changed.',
  },
} as const satisfies ReasonTable;
