import { useCallback } from 'react';
import { App } from 'antd';
import { useApolloClient } from '@apollo/client/react';
import { readError } from '../../app/errors';
import type { WriteOutcome } from '../lines/useRowEditor';
import { BID_MESSAGES } from './messages';
import { BidQuery } from './operations';

/**
 * Runs a change to the open bid and reports a refusal the way docs/projects.md §8 asks: BID_LOCKED shows the concurrent-edit
 * modal and turns the page read-only; BID_VERSION_CONFLICT reloads the bid and tells the user; a field refusal shows
 * the server's words.
 */
export function useBidWrite(bidId: string, onLocked: (holderName: string, message: string) => void) {
  const { modal, message } = App.useApp();
  const client = useApolloClient();
  return useCallback(async (change: () => Promise<unknown>, fallback: string = BID_MESSAGES.failed): Promise<WriteOutcome> => {
    try {
      await change();
      return 'saved';
    } catch (err) {
      const e = readError(err);
      if (e.reason === 'BID_LOCKED') {
        onLocked('', BID_MESSAGES.locked);
        modal.warning({ title: 'Bid in use', content: BID_MESSAGES.locked, okText: 'OK' });
      } else if (e.reason === 'BID_VERSION_CONFLICT') {
        await client.query({ query: BidQuery, variables: { id: bidId }, fetchPolicy: 'network-only' }).catch(() => undefined);
        message.warning(BID_MESSAGES.conflict);
        return 'reloaded';
      } else if (e.reason === 'PROJECT_PENDING') {
        message.error(BID_MESSAGES.pending);
      } else {
        message.error(e.code === 'BAD_USER_INPUT' ? e.message : fallback);
      }
      return 'refused';
    }
  }, [bidId, client, modal, message, onLocked]);
}
