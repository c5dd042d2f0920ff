import { useMemo } from 'react';
import { canWrite, SUBCONTRACTOR_ROLE, useSession } from '../../app/session';

export interface BidAccess {
  /** Master role 13, the external contractor (docs/projects.md §6). */
  isSubcontractor: boolean;
  /** bid_sheets write, never role 13 (docs/projects.md §6): bid edit, Make Alternate, Delete, Send to customer. */
  writesBids: boolean;
  /** Row actions on a project in this status: a Pending project's bids cannot change (docs/projects.md §2.4, §6). */
  bidsEditable: (status: string | null | undefined) => boolean;
}

/** What the current user may do on the bid screens, computed once from the session. */
export function useBidAccess(): BidAccess {
  const { user, permissions } = useSession();
  return useMemo(() => {
    const isSubcontractor = user?.roleId === SUBCONTRACTOR_ROLE;
    const writesBids = !isSubcontractor && canWrite(permissions, 'bid_sheets');
    return { isSubcontractor, writesBids, bidsEditable: (status) => writesBids && status !== 'PENDING' };
  }, [user, permissions]);
}
