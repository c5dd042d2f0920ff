import { useCallback } from 'react';
import { App } from 'antd';
import { useApolloClient } from '@apollo/client/react';
import { readError } from '../../../app/errors';
import type { WriteOutcome } from '../../lines/useRowEditor';
import { PcoQuery } from '../graphql/operations';
import { ERROR_SECONDS, PCO_MESSAGES } from '../messages';

/**
 * Runs a change to the open PCO and reports a refusal: PCO_VERSION_CONFLICT reloads the PCO and says so (the row in
 * edit leaves edit); PCO_ACCEPTED and PROJECT_PENDING say why nothing changed; a field refusal shows the server's words.
 */
export function usePcoWrite(pcoId: string) {
  const { message } = App.useApp();
  const client = useApolloClient();
  return useCallback(async (change: () => Promise<unknown>, fallback: string = PCO_MESSAGES.failed): Promise<WriteOutcome> => {
    try {
      await change();
      return 'saved';
    } catch (err) {
      const e = readError(err);
      if (e.reason === 'PCO_VERSION_CONFLICT') {
        await client.query({ query: PcoQuery, variables: { id: pcoId }, fetchPolicy: 'network-only' }).catch(() => undefined);
        message.warning(PCO_MESSAGES.conflict);
        return 'reloaded';
      }
      const text = e.reason === 'PROJECT_PENDING' ? PCO_MESSAGES.pending
        : e.reason === 'PCO_ACCEPTED' ? PCO_MESSAGES.accepted
          : e.code === 'BAD_USER_INPUT' ? e.message : fallback;
      message.error({ content: text, duration: ERROR_SECONDS });
      return 'refused';
    }
  }, [pcoId, client, message]);
}
