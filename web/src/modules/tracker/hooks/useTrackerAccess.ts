import { useMemo } from 'react';
import { canWrite, SUBCONTRACTOR_ROLE, useSession } from '../../../app/session';

/**
 * project_tracker write, never role 13 (docs/projects.md §6): edit scope transfers and holds, delete empty rows, add scope
 * transfers. The tracker is a cost record, so a Pending project is not refused (tracker README).
 */
export function useTrackerAccess(): { writable: boolean } {
  const { user, permissions } = useSession();
  return useMemo(() => ({ writable: user?.roleId !== SUBCONTRACTOR_ROLE && canWrite(permissions, 'project_tracker') }), [user, permissions]);
}
