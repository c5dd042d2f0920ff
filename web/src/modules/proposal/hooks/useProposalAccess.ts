import { useMemo } from 'react';
import { canRead, canWrite, SUBCONTRACTOR_ROLE, useSession } from '../../../app/session';

export interface ProposalAccess {
  /** Master role 13, the external contractor (001 §6). */
  isSubcontractor: boolean;
  /** bid_sheets write, never role 13 (001 §6): bid edit, Make Alternate, Delete, Send to customer. */
  writesBids: boolean;
  /** The sendings list: all_projects read, not role 13 (api proposal README). */
  seesSendings: boolean;
  /** Staff reading the subcontractors' uploaded bids: bid_sheets read, not role 13. */
  seesBidUploads: boolean;
  /** Row actions on a project in this status: a Pending project's bids cannot change (001 §2.4, §6). */
  bidsEditable: (status: string | null | undefined) => boolean;
}

/** What the current user may do on the proposal and bid screens, computed once from the session. */
export function useProposalAccess(): ProposalAccess {
  const { user, permissions } = useSession();
  return useMemo(() => {
    const isSubcontractor = user?.roleId === SUBCONTRACTOR_ROLE;
    const writesBids = !isSubcontractor && canWrite(permissions, 'bid_sheets');
    return {
      isSubcontractor,
      writesBids,
      seesSendings: !isSubcontractor && canRead(permissions, 'all_projects'),
      seesBidUploads: !isSubcontractor && (canRead(permissions, 'bid_sheets') || writesBids),
      bidsEditable: (status) => writesBids && status !== 'PENDING',
    };
  }, [user, permissions]);
}
