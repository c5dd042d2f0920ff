import { useMemo } from 'react';
import { canWrite, SUBCONTRACTOR_ROLE, useSession } from '../../app/session';

export interface DirectCostAccess {
  /** Changes in a project of this status: direct_costs write, never role 13, never a Pending project (docs/projects.md §4, §6). */
  editable: (status: string | null | undefined) => boolean;
  /** The company the user works in: the contractor of a Payroll direct cost (docs/projects.md §2.8). */
  companyName: string;
}

export function useDirectCostAccess(): DirectCostAccess {
  const { user, permissions, selectedComp, company } = useSession();
  return useMemo(() => {
    const writes = user?.roleId !== SUBCONTRACTOR_ROLE && canWrite(permissions, 'direct_costs');
    return {
      editable: (status) => writes && status !== 'PENDING',
      // Only a company admin's session holds the company; others see it named generically (the server names it on save).
      companyName: String(selectedComp?.name ?? company?.name ?? '') || 'Your company',
    };
  }, [user, permissions, selectedComp, company]);
}
