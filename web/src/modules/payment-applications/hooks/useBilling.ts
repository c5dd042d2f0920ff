import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { useSession } from '../../../app/session';
import { PaymentApplicationsQuery } from '../graphql/operations';

/**
 * The project chosen in the switcher, its billing (one query: retainage, dates, every application with lines, summary and
 * payments; docs/billing.md §5) and the application chosen in `?application=` (the latest when none is).
 */
export function useBilling() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const projectUid = session.selectedProject ? String(session.selectedProject.ProjectUid) : null;
  const query = useQuery(PaymentApplicationsQuery, { variables: { projectUid: projectUid ?? '' }, skip: !projectUid, fetchPolicy: 'cache-and-network' });
  const billing = query.data?.paymentApplications.projectUid === projectUid ? query.data?.paymentApplications : undefined;
  const applications = billing?.applications ?? [];
  const chosen = params.get('application');
  const application = applications.find((a) => a.id === chosen) ?? applications.at(-1);
  const choose = useCallback((id: string) => setParams({ application: id }, { replace: true }), [setParams]);
  return { projectUid, billing, application, applications, choose, loading: query.loading, error: query.error, refetch: query.refetch };
}
