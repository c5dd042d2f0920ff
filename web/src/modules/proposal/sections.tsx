import type { SectionProps } from '../module';
import { BidUploadsCard } from './BidUploadsCard';
import { useProposalAccess } from './hooks/useProposalAccess';
import { UploadBidCard } from './UploadBidCard';

/**
 * The bid portal's part of the bid sheet (docs/projects.md §2.6, issue 14): role 13's 'Upload Your Bid' box (its whole page), or
 * for staff who read bids every subcontractor's uploaded bid.
 */
export function BidSheetUploads({ projectUid }: SectionProps) {
  const access = useProposalAccess();
  if (access.isSubcontractor) return <UploadBidCard projectUid={projectUid} />;
  return access.seesBidUploads ? <BidUploadsCard projectUid={projectUid} /> : null;
}

/** Issue 14: on a bid's details, the uploaded bids of the subcontractors quoting on it. */
export function BidDetailsUploads({ projectUid, subcontractorIds }: SectionProps) {
  const { seesBidUploads } = useProposalAccess();
  return seesBidUploads ? <BidUploadsCard projectUid={projectUid} subcontractorIds={subcontractorIds} /> : null;
}
