import { useCallback } from 'react';
import { App } from 'antd';
import { useApolloClient } from '@apollo/client/react';
import { readError } from '../../../app/errors';
import { PaymentApplicationsQuery } from '../graphql/operations';
import { BILLING_MESSAGES, ERROR_SECONDS } from '../messages';


/** What a refused change says: the server's words for a rule it names (a 400 naming the line, a 409), else the fallback. */
export function refusal(err: unknown, fallback: string = BILLING_MESSAGES.failed): string {
  const e = readError(err);
  return (e.code === 'BAD_USER_INPUT' || e.code === 'CONFLICT') && e.message ? e.message : fallback;
}

/**
 * Runs a change to the project's billing and reports a refusal: a version conflict reloads the billing and says so; any
 * other refusal shows the server's words in a toast. Answers whether the change went through.
 */
export function useApplicationWrite(projectUid: string | null) {
  const { message } = App.useApp();
  const client = useApolloClient();
  return useCallback(async (change: () => Promise<unknown>): Promise<boolean> => {
    try {
      await change();
      return true;
    } catch (err) {
      // docs/billing.md §3: a write made on a stale version is refused; the billing is read again.
      if (readError(err).reason === 'PAYMENT_APPLICATION_VERSION_CONFLICT' && projectUid) {
        await client.query({ query: PaymentApplicationsQuery, variables: { projectUid }, fetchPolicy: 'network-only' }).catch(() => undefined);
        message.warning({ content: BILLING_MESSAGES.conflict, duration: ERROR_SECONDS });
      } else {
        message.error({ content: refusal(err), duration: ERROR_SECONDS });
      }
      return false;
    }
  }, [projectUid, client, message]);
}
