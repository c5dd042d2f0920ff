import { useMemo } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { PcoFieldsFragment, TradeLineInput } from '../../../gql/graphql';
import type { LaborLineEntry, LaborLineView } from '../../lines/LaborTable';
import { lineCallbacks } from '../../lines/lineCallbacks';
import type { TradeLineView } from '../../lines/TradeTable';
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
    const versioned = <I>(line: I) => ({ ...line, expectedVersion: pco.version });
    const labor = lineCallbacks<LaborLineView, LaborLineEntry>(write, {
      add: (line) => client.mutate({ mutation: AddPcoLaborLineMutation, variables: { pcoId: pco.id, input: versioned(line) } }),
      update: (id, line) => client.mutate({ mutation: UpdatePcoLaborLineMutation, variables: { id, input: versioned(line) } }),
      remove: (id) => client.mutate({ mutation: DeletePcoLaborLineMutation, variables: { id, expectedVersion: pco.version } }),
    });
    const trades = lineCallbacks<TradeLineView, TradeLineInput>(write, {
      add: (line) => client.mutate({ mutation: AddPcoTradeLineMutation, variables: { pcoId: pco.id, input: versioned(line) } }),
      update: (id, line) => client.mutate({ mutation: UpdatePcoTradeLineMutation, variables: { id, input: versioned(line) } }),
      remove: (id) => client.mutate({ mutation: DeletePcoTradeLineMutation, variables: { id, expectedVersion: pco.version } }),
    });
    return { labor, trades };
  }, [pco, write, client]);
}
