import { useSearchParams } from 'react-router';
import { useSession } from '../../app/session';

// The company a details/edit screen shows: ?id= from the list, else the session's company.
export function useCompanyId(): number | null {
  const [params] = useSearchParams();
  const session = useSession();
  const fromQuery = Number(params.get('id'));
  if (Number.isInteger(fromQuery) && fromQuery > 0) return fromQuery;
  const stored = session.selectedComp?.id ?? session.company?.id ?? session.user?.tenantId;
  return typeof stored === 'number' ? stored : null;
}
