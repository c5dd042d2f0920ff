import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { refusalText, useVersionedWrite } from '../../../app/useVersionedWrite';
import { PaymentApplicationsQuery } from '../graphql/operations';
import { BILLING_MESSAGES, ERROR_SECONDS } from '../messages';

/** What a refused change says: the server's words for a rule it names, else the fallback. */
export function refusal(err: unknown, fallback: string = BILLING_MESSAGES.failed): string {
  return refusalText(err, fallback);
}

/**
 * Runs a change to the project's billing and reports a refusal: a stale version (PAYMENT_APPLICATION_VERSION_CONFLICT, docs/billing.md §3) reloads
 * the billing and says so; any other refusal shows the server's words in a toast. Answers whether the change went through.
 */
export function useApplicationWrite(projectUid: string | null) {
  const client = useApolloClient();
  const reload = useCallback(
    () => client.query({ query: PaymentApplicationsQuery, variables: { projectUid: projectUid! }, fetchPolicy: 'network-only' }),
    [client, projectUid],
  );
  return useVersionedWrite({ conflictReason: 'PAYMENT_APPLICATION_VERSION_CONFLICT', reload: projectUid ? reload : null, messages: BILLING_MESSAGES, seconds: ERROR_SECONDS });
}
