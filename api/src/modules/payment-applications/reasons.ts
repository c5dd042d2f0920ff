import type { ReasonTable } from '../../errors.js';

/** Reason codes of the payment-application failures (docs/billing.md §3), each with what it means. */
export const PAYMENT_APPLICATION_REASONS = {
  versionConflict: {
    code: 'PAYMENT_APPLICATION_VERSION_CONFLICT',
    description: 'The payment application changed since the version the client sent: reload it and apply the change again.',
  },
  submitted: {
    code: 'PAYMENT_APPLICATION_SUBMITTED',
    description: 'The payment application is submitted (or certified, or paid): it can no longer change.',
  },
  draftExists: {
    code: 'PAYMENT_APPLICATION_DRAFT_EXISTS',
    description: 'The project already has a Draft payment application: only the latest application may be a Draft.',
  },
  notSubmitted: {
    code: 'PAYMENT_APPLICATION_NOT_SUBMITTED',
    description: 'The payment application is not at the status this step needs (certify a Submitted one, record payments on a Certified one).',
  },
} as const satisfies ReasonTable;
