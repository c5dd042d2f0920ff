import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { useSession } from '../../../app/session';
import { SubcontractsQuery } from '../graphql/operations';
import { filterCommitments, partyNames } from '../model';

/**
 * The project chosen in the switcher, its ledger (one query: every commitment with lines, change orders, billings and
 * payments; docs/subcontracts.md §6), and the filters and the viewed commitment kept in the URL (`?party=&status=&view=`).
 */
export function useLedger() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const projectUid = session.selectedProject ? String(session.selectedProject.ProjectUid) : null;
  const query = useQuery(SubcontractsQuery, { variables: { projectUid: projectUid ?? '' }, skip: !projectUid, fetchPolicy: 'cache-and-network' });
  const ledger = query.data?.subcontracts.projectUid === projectUid ? query.data?.subcontracts : undefined;
  const party = params.get('party');
  const status = params.get('status');
  const viewId = params.get('view');
  const all = useMemo(() => ledger?.commitments ?? [], [ledger]);
  const shown = useMemo(() => filterCommitments(all, { party, status }), [all, party, status]);
  const parties = useMemo(() => partyNames(all), [all]);
  const setParam = useCallback((key: 'party' | 'status' | 'view', value: string | null) => setParams((p) => {
    const next = new URLSearchParams(p);
    if (value) next.set(key, value);
    else next.delete(key);
    return next;
  }, { replace: true }), [setParams]);
  const viewed = all.find((c) => c.id === viewId) ?? null;
  return { projectUid, ledger, all, shown, parties, party, status, viewed, setParam, loading: query.loading, error: query.error };
}
