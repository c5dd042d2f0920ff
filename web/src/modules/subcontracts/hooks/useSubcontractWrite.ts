import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { refusalText, useVersionedWrite } from '../../../app/useVersionedWrite';
import { SubcontractsQuery } from '../graphql/operations';
import { SUBCONTRACT_MESSAGES, ERROR_SECONDS } from '../messages';

/** What a refused change says: the server's words for a rule it names, else the fallback. */
export function refusal(err: unknown, fallback: string = SUBCONTRACT_MESSAGES.failed): string {
  return refusalText(err, fallback);
}

/**
 * Runs a change to a commitment and reports a refusal: a stale version (SUBCONTRACT_VERSION_CONFLICT, docs/subcontracts.md §4) reloads
 * the ledger and says so; any other refusal shows the server's words in a toast. Answers whether the change went through.
 */
export function useSubcontractWrite(projectUid: string | null) {
  const client = useApolloClient();
  const reload = useCallback(
    () => client.query({ query: SubcontractsQuery, variables: { projectUid: projectUid! }, fetchPolicy: 'network-only' }),
    [client, projectUid],
  );
  return useVersionedWrite({ conflictReason: 'SUBCONTRACT_VERSION_CONFLICT', reload: projectUid ? reload : null, messages: SUBCONTRACT_MESSAGES, seconds: ERROR_SECONDS });
}
