import type { ReasonTable } from '../../errors.js';

/** Reason codes of the subcontract failures (docs/subcontracts.md §4), each with what it means. */
export const SUBCONTRACT_REASONS = {
  exists: {
    code: 'SUBCONTRACT_EXISTS',
    description: 'The bid is already awarded to its selected subcontractor: the message names the existing subcontract.',
  },
  billed: {
    code: 'SUBCONTRACT_BILLED',
    description: 'The commitment (or the line) has billings: it can no longer be deleted, and a billed line no longer changes.',
  },
  versionConflict: {
    code: 'SUBCONTRACT_VERSION_CONFLICT',
    description: 'The commitment changed since the version the client sent: reload it and apply the change again.',
  },
  closed: {
    code: 'SUBCONTRACT_CLOSED',
    description: 'The commitment is Closed (its final payment was made): it takes no more billings, change orders or payments.',
  },
  billingNotSubmitted: {
    code: 'SUBCONTRACT_BILLING_NOT_SUBMITTED',
    description: 'The billing was already approved or rejected: only a Submitted billing can be approved or rejected.',
  },
  emailMissing: {
    code: 'SUBCONTRACT_EMAIL_MISSING',
    description: 'Sending the award email: the subcontractor (or vendor) has no email address; nothing was sent or recorded.',
  },
} as const satisfies ReasonTable;
