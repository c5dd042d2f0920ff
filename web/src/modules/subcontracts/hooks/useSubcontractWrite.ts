import { useCallback } from 'react';
import { App } from 'antd';
import { useApolloClient } from '@apollo/client/react';
import { readError } from '../../../app/errors';
import { SubcontractsQuery } from '../graphql/operations';
import { ERROR_SECONDS, SUBCONTRACT_MESSAGES } from '../messages';

/** What a refused change says: the server's words for a rule it names (a 400 naming the line or field, a 409), else the fallback. */
export function refusal(err: unknown, fallback: string = SUBCONTRACT_MESSAGES.failed): string {
  const e = readError(err);
  return (e.code === 'BAD_USER_INPUT' || e.code === 'CONFLICT') && e.message ? e.message : fallback;
}

/**
 * Runs a change to a commitment and reports a refusal: a stale version (409 SUBCONTRACT_VERSION_CONFLICT,
 * docs/subcontracts.md §4) reloads the ledger and says so; any other refusal shows the server's words in a toast.
 * Answers whether the change went through.
 */
export function useSubcontractWrite(projectUid: string | null) {
  const { message } = App.useApp();
  const client = useApolloClient();
  return useCallback(async (change: () => Promise<unknown>): Promise<boolean> => {
    try {
      await change();
      return true;
    } catch (err) {
      // docs/subcontracts.md §4: a write made on a stale version is refused; the ledger is read again.
      if (readError(err).reason === 'SUBCONTRACT_VERSION_CONFLICT' && projectUid) {
        await client.query({ query: SubcontractsQuery, variables: { projectUid }, fetchPolicy: 'network-only' }).catch(() => undefined);
        message.warning({ content: SUBCONTRACT_MESSAGES.conflict, duration: ERROR_SECONDS });
      } else {
        message.error({ content: refusal(err), duration: ERROR_SECONDS });
      }
      return false;
    }
  }, [projectUid, client, message]);
}
