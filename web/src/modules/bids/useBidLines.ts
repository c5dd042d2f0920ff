import { useMemo } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { BidFieldsFragment } from '../../gql/graphql';
import type { LaborTableProps } from '../lines/LaborTable';
import {
  AddLaborLineMutation, AddTradeLineMutation, DeleteLaborLineMutation, DeleteTradeLineMutation, RemoveBidSubcontractorMutation,
  SelectBidSubcontractorMutation, UpdateLaborLineMutation, UpdateTradeLineMutation,
} from './operations';
import type { TradeQuotes, TradeTableProps } from '../lines/TradeTable';
import type { useBidWrite } from './useBidWrite';

type Callbacks<P> = Pick<P, Extract<keyof P, 'onSave' | 'onDelete'>>;

/**
 * What the shared line tables do on a bid: its line mutations, sent with the bid's version (a lost update is
 * refused), each through the bid's `write` so a lock, a conflict or a refusal is reported the bid's way.
 */
export function useBidLines(bid: BidFieldsFragment | undefined, write: ReturnType<typeof useBidWrite>, onAddSubcontractor: () => void) {
  const client = useApolloClient();
  return useMemo(() => {
    if (!bid) return null;
    const labor: Callbacks<LaborTableProps> = {
      onSave: (id, line) => {
        const input = { ...line, expectedVersion: bid.version };
        return write(() => (id
          ? client.mutate({ mutation: UpdateLaborLineMutation, variables: { id, input } })
          : client.mutate({ mutation: AddLaborLineMutation, variables: { bidId: bid.id, input } })));
      },
      onDelete: (line) => write(() => client.mutate({ mutation: DeleteLaborLineMutation, variables: { id: line.id } })),
    };
    const trades: Callbacks<TradeTableProps> = {
      onSave: (id, line) => {
        const input = { ...line, expectedVersion: bid.version };
        return write(() => (id
          ? client.mutate({ mutation: UpdateTradeLineMutation, variables: { id, input } })
          : client.mutate({ mutation: AddTradeLineMutation, variables: { bidId: bid.id, input } })));
      },
      onDelete: (line) => write(() => client.mutate({ mutation: DeleteTradeLineMutation, variables: { id: line.id } })),
    };
    const quotes: TradeQuotes = {
      subcontractors: bid.subcontractors,
      onSelect: (subcontractorId) =>
        void write(() => client.mutate({ mutation: SelectBidSubcontractorMutation, variables: { bidId: bid.id, subcontractorId } })),
      onRemove: (subcontractorId) => client.mutate({ mutation: RemoveBidSubcontractorMutation, variables: { bidId: bid.id, subcontractorId } }),
      onAdd: onAddSubcontractor,
    };
    return { labor, trades, quotes };
  }, [bid, write, client, onAddSubcontractor]);
}
