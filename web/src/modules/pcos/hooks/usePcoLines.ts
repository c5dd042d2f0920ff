import { useMemo } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { PcoFieldsFragment } from '../../../gql/graphql';
import type { LaborTableProps } from '../../lines/LaborTable';
import type { TradeTableProps } from '../../lines/TradeTable';
import {
  AddPcoLaborLineMutation, AddPcoTradeLineMutation, DeletePcoLaborLineMutation, DeletePcoTradeLineMutation,
  UpdatePcoLaborLineMutation, UpdatePcoTradeLineMutation,
} from '../graphql/operations';
import type { usePcoWrite } from './usePcoWrite';

/**
 * What the shared line tables do on a PCO: its line mutations, sent with the PCO's version (a lost update is
 * refused with PCO_VERSION_CONFLICT), each through `write` so a refusal is reported the PCO's way.
 */
export function usePcoLines(pco: PcoFieldsFragment | undefined, write: ReturnType<typeof usePcoWrite>) {
  const client = useApolloClient();
  return useMemo(() => {
    if (!pco) return null;
    const labor: Pick<LaborTableProps, 'onSave' | 'onDelete'> = {
      onSave: (id, line) => {
        const input = { ...line, expectedVersion: pco.version };
        return write(() => (id
          ? client.mutate({ mutation: UpdatePcoLaborLineMutation, variables: { id, input } })
          : client.mutate({ mutation: AddPcoLaborLineMutation, variables: { pcoId: pco.id, input } })));
      },
      onDelete: (line) => write(() => client.mutate({ mutation: DeletePcoLaborLineMutation, variables: { id: line.id } })),
    };
    const trades: Pick<TradeTableProps, 'onSave' | 'onDelete'> = {
      onSave: (id, line) => {
        const input = { ...line, expectedVersion: pco.version };
        return write(() => (id
          ? client.mutate({ mutation: UpdatePcoTradeLineMutation, variables: { id, input } })
          : client.mutate({ mutation: AddPcoTradeLineMutation, variables: { pcoId: pco.id, input } })));
      },
      onDelete: (line) => write(() => client.mutate({ mutation: DeletePcoTradeLineMutation, variables: { id: line.id } })),
    };
    return { labor, trades };
  }, [pco, write, client]);
}
