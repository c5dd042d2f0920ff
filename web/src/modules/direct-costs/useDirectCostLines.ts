import { useCallback, useMemo } from 'react';
import { App } from 'antd';
import { useApolloClient } from '@apollo/client/react';
import { readError } from '../../app/errors';
import type { DirectCostFieldsFragment } from '../../gql/graphql';
import type { LaborTableProps } from '../lines/LaborTable';
import type { TradeTableProps } from '../lines/TradeTable';
import type { WriteOutcome } from '../lines/useRowEditor';
import { DIRECT_COST_MESSAGES } from './messages';
import {
  AddDirectCostLaborLineMutation, AddDirectCostTradeLineMutation, DeleteDirectCostLaborLineMutation, DeleteDirectCostTradeLineMutation,
  UpdateDirectCostLaborLineMutation, UpdateDirectCostTradeLineMutation,
} from './operations';

type Callbacks<P> = Required<Pick<P, Extract<keyof P, 'onSave' | 'onDelete'>>>;

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
    const labor: Callbacks<LaborTableProps> = {
      onSave: (id, line) => {
        // The table sends the date of a dated line; a direct cost's lines carry no version.
        const input = {
          date: line.date ?? '', positionId: line.positionId, levelId: line.levelId, quantity: line.quantity, units: line.units,
          costPerUnit: line.costPerUnit, costCode: line.costCode, notes: line.notes,
        };
        return write(() => (id
          ? client.mutate({ mutation: UpdateDirectCostLaborLineMutation, variables: { id, input } })
          : client.mutate({ mutation: AddDirectCostLaborLineMutation, variables: { directCostId: dc.id, input } })));
      },
      onDelete: (line) => write(() => client.mutate({ mutation: DeleteDirectCostLaborLineMutation, variables: { id: line.id } })),
    };
    const trades: Callbacks<TradeTableProps> = {
      onSave: (id, line) => {
        const { amounts: _quotes, expectedVersion: _version, ...input } = line;
        return write(() => (id
          ? client.mutate({ mutation: UpdateDirectCostTradeLineMutation, variables: { id, input } })
          : client.mutate({ mutation: AddDirectCostTradeLineMutation, variables: { directCostId: dc.id, input } })));
      },
      onDelete: (line) => write(() => client.mutate({ mutation: DeleteDirectCostTradeLineMutation, variables: { id: line.id } })),
    };
    return { labor, trades };
  }, [dc, write, client]);
}
