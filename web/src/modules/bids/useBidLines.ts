import { useMemo } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { BidFieldsFragment, TradeLineInput } from '../../gql/graphql';
import type { LaborLineEntry, LaborLineView } from '../lines/LaborTable';
import { lineCallbacks } from '../lines/lineCallbacks';
import type { TradeLineView, TradeQuotes } from '../lines/TradeTable';
import {
  AddLaborLineMutation, AddTradeLineMutation, DeleteLaborLineMutation, DeleteTradeLineMutation, RemoveBidSubcontractorMutation,
  SelectBidSubcontractorMutation, UpdateLaborLineMutation, UpdateTradeLineMutation,
} from './operations';
import type { useBidWrite } from './useBidWrite';

/**
 * What the shared line tables do on a bid: its line mutations, sent with the bid's version (a lost update is
 * refused), each through the bid's `write` so a lock, a conflict or a refusal is reported the bid's way.
 */
export function useBidLines(bid: BidFieldsFragment | undefined, write: ReturnType<typeof useBidWrite>, onAddSubcontractor: () => void) {
  const client = useApolloClient();
  return useMemo(() => {
    if (!bid) return null;
    const versioned = <I>(line: I) => ({ ...line, expectedVersion: bid.version });
    const labor = lineCallbacks<LaborLineView, LaborLineEntry>(write, {
      add: (line) => client.mutate({ mutation: AddLaborLineMutation, variables: { bidId: bid.id, input: versioned(line) } }),
      update: (id, line) => client.mutate({ mutation: UpdateLaborLineMutation, variables: { id, input: versioned(line) } }),
      remove: (id) => client.mutate({ mutation: DeleteLaborLineMutation, variables: { id, expectedVersion: bid.version } }),
    });
    const trades = lineCallbacks<TradeLineView, TradeLineInput>(write, {
      add: (line) => client.mutate({ mutation: AddTradeLineMutation, variables: { bidId: bid.id, input: versioned(line) } }),
      update: (id, line) => client.mutate({ mutation: UpdateTradeLineMutation, variables: { id, input: versioned(line) } }),
      remove: (id) => client.mutate({ mutation: DeleteTradeLineMutation, variables: { id, expectedVersion: bid.version } }),
    });
    const quotes: TradeQuotes = {
      subcontractors: bid.subcontractors,
      onSelect: (subcontractorId) =>
        void write(() => client.mutate({ mutation: SelectBidSubcontractorMutation, variables: { bidId: bid.id, subcontractorId, expectedVersion: bid.version } })),
      onRemove: (subcontractorId) => client.mutate({ mutation: RemoveBidSubcontractorMutation, variables: { bidId: bid.id, subcontractorId, expectedVersion: bid.version } }),
      onAdd: onAddSubcontractor,
    };
    return { labor, trades, quotes };
  }, [bid, write, client, onAddSubcontractor]);
}
