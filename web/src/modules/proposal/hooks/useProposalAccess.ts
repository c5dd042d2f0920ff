import { useMemo } from 'react';
import { canRead, useSession } from '../../../app/session';
import { useBidAccess, type BidAccess } from '../../bids/useBidAccess';

export interface ProposalAccess extends BidAccess {
  /** The sendings list: all_projects read, not role 13 (api proposal README). */
  seesSendings: boolean;
  /** Staff reading the subcontractors' uploaded bids: bid_sheets read, not role 13. */
  seesBidUploads: boolean;
}

/** What the current user may do on the proposal and bid screens: the bid access and the proposal's own. */
export function useProposalAccess(): ProposalAccess {
  const { permissions } = useSession();
  const bids = useBidAccess();
  return useMemo(() => ({
    ...bids,
    seesSendings: !bids.isSubcontractor && canRead(permissions, 'all_projects'),
    seesBidUploads: !bids.isSubcontractor && (canRead(permissions, 'bid_sheets') || bids.writesBids),
  }), [bids, permissions]);
}
