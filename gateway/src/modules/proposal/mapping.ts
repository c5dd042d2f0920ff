import type { BidLogEntry, BidUpload, ProposalSending } from '../../__generated__/graphql.js';
import type { RestData } from '../../rest-types.js';

// REST rows of api/src/modules/proposal (schemas.ts) → schema/proposal.graphql.
type RestSending = RestData<'proposal/sendings/{projectUid}', 'get'>[number];
type RestBidLogEntry = RestData<'contractor/bidlogs/{userId}', 'get'>[number];
type RestBidUpload = RestData<'contractor/bids', 'get'>[number];

/** The gateway path serving an uploaded bid PDF (documents.ts), fetched with the bearer token. */
export const bidUploadUrl = (id: number | string) => `/documents/bid-uploads/${id}`;

export const toProposalSending = (row: RestSending): ProposalSending => ({
  id: String(row.id), sentAt: row.sent_at, sentBy: row.sent_by.name, to: row.to_email, cc: row.cc_email,
  fileName: row.filename, bytes: row.bytes,
});

const entry = (row: RestBidLogEntry) => ({
  id: String(row.id), version: row.version, bidDate: row.bid_date, fileName: row.filename, bytes: row.bytes, url: bidUploadUrl(row.id),
});

export const toBidLogEntry = (row: RestBidLogEntry): BidLogEntry => entry(row);

export const toBidUpload = (row: RestBidUpload): BidUpload => ({
  ...entry(row),
  uploadedBy: row.uploaded_by.name,
  uploaderEmail: row.uploaded_by.email,
  subcontractorId: row.subcontractor ? String(row.subcontractor.id) : null,
  subcontractorName: row.subcontractor?.company_name ?? null,
});
