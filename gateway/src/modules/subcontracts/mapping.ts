import type { ProjectSubcontracts } from '../../__generated__/graphql.js';

// Subcontracts and purchase orders (schema/subcontracts.graphql) over the REST contract of docs/subcontracts.md §4. The
// gateway computes no figure: every amount is REST's text (docs/money.md §15), passed through.

/** A project's commitments as mapped; `canWrite` resolves from the caller's permissions when asked. */
export type ProjectSubcontractsParent = Omit<ProjectSubcontracts, 'canWrite'>;

/** The gateway paths serving a commitment's PDF and a payment's waivers (documents.ts), fetched with the bearer token. */
export const subcontractPdfUrl = (id: number | string) => `/documents/subcontracts/${id}`;
export const waiverPdfUrl = (paymentId: number | string) => `/documents/subcontract-payments/${paymentId}/waiver`;
export const signedWaiverUrl = (paymentId: number | string) => `/documents/subcontract-payments/${paymentId}/signed-waiver`;
