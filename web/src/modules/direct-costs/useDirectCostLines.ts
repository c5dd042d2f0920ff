import { useCallback, useMemo } from 'react';
import { App } from 'antd';
import { useApolloClient } from '@apollo/client/react';
import { readError } from '../../app/errors';
import type { DirectCostFieldsFragment, TradeLineInput } from '../../gql/graphql';
import type { LaborLineEntry, LaborLineView } from '../lines/LaborTable';
import { lineCallbacks } from '../lines/lineCallbacks';
import type { TradeLineView } from '../lines/TradeTable';
import type { WriteOutcome } from '../lines/useRowEditor';
import { DIRECT_COST_MESSAGES } from './messages';
import {
  AddDirectCostLaborLineMutation, AddDirectCostTradeLineMutation, DeleteDirectCostLaborLineMutation, DeleteDirectCostTradeLineMutation,
  UpdateDirectCostLaborLineMutation, UpdateDirectCostTradeLineMutation,
} from './operations';

/**
 * What the shared line tables do on a direct cost: its line mutations, each answering the direct cost with its new
 * total (the cache updates it in place). A refusal is told the direct cost's way: a Pending project, a field the
 * server names, or 'Something went wrong.'.
 */
export function useDirectCostLines(dc: DirectCostFieldsFragment | undefined) {
  const client = useApolloClient();
  const { message } = App.useApp();
  const write = useCallback(async (change: () => Promise<unknown>): Promise<WriteOutcome> => {
    try {
      await change();
      return 'saved';
    } catch (err) {
      const e = readError(err);
      if (e.reason === 'PROJECT_PENDING') message.error(DIRECT_COST_MESSAGES.pending);
      else message.error(e.code === 'BAD_USER_INPUT' ? e.message : DIRECT_COST_MESSAGES.failed);
      return 'refused';
    }
  }, [message]);

  return useMemo(() => {
    if (!dc) return null;
    // The table sends the date of a dated line; a direct cost's lines carry no version.
    const dated = (line: LaborLineEntry) => ({
      date: line.date ?? '', positionId: line.positionId, levelId: line.levelId, quantity: line.quantity, units: line.units,
      costPerUnit: line.costPerUnit, costCode: line.costCode, notes: line.notes,
    });
    const unquoted = ({ amounts: _quotes, expectedVersion: _version, ...input }: TradeLineInput) => input;
    const labor = lineCallbacks<LaborLineView, LaborLineEntry>(write, {
      add: (line) => client.mutate({ mutation: AddDirectCostLaborLineMutation, variables: { directCostId: dc.id, input: dated(line) } }),
      update: (id, line) => client.mutate({ mutation: UpdateDirectCostLaborLineMutation, variables: { id, input: dated(line) } }),
      remove: (id) => client.mutate({ mutation: DeleteDirectCostLaborLineMutation, variables: { id } }),
    });
    const trades = lineCallbacks<TradeLineView, TradeLineInput>(write, {
      add: (line) => client.mutate({ mutation: AddDirectCostTradeLineMutation, variables: { directCostId: dc.id, input: unquoted(line) } }),
      update: (id, line) => client.mutate({ mutation: UpdateDirectCostTradeLineMutation, variables: { id, input: unquoted(line) } }),
      remove: (id) => client.mutate({ mutation: DeleteDirectCostTradeLineMutation, variables: { id } }),
    });
    return { labor, trades };
  }, [dc, write, client]);
}
