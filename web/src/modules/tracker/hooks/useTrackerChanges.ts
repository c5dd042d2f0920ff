import { useMemo } from 'react';
import { App } from 'antd';
import type { ApolloCache } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { readError } from '../../../app/errors';
import type { LaborScopeTransferInput, TradeScopeTransferInput } from '../../../gql/graphql';
import {
  AddLaborScopeTransferMutation, AddTradeScopeTransferMutation, DeleteTrackerRowMutation, ProjectTrackerQuery,
  UpdateTrackerRowMutation,
} from '../graphql/operations';
import { TRACKER_MESSAGES } from '../messages';
import type { ProjectTracker, TrackerRow } from '../model';

/**
 * Writes a change's tracker over the screen's query: rows keep their ids, so Apollo keeps the objects of rows that
 * did not change and only the touched rows and the totals re-render.
 */
export function writeTracker(cache: ApolloCache, tracker: ProjectTracker | undefined) {
  if (!tracker) return;
  cache.writeQuery({ query: ProjectTrackerQuery, variables: { projectUid: tracker.projectUid }, data: { projectTracker: tracker } });
}

/** A refusal the API words for a person (a field rule, a conflict), else the screen's own fallback. */
export function refusal(err: unknown, fallback: string): string {
  const e = readError(err);
  return (e.code === 'BAD_USER_INPUT' || e.code === 'CONFLICT') && e.message ? e.message : fallback;
}

export type EditableField = 'scopeTransfer' | 'holds';

/** The tracker's four changes, each answering the whole tracker (schema/tracker.graphql TrackerChange). */
export function useTrackerChanges() {
  const client = useApolloClient();
  const { message } = App.useApp();
  return useMemo(() => ({
    /** Saves one entered figure; false (and a toast) when refused, so the cell shows the stored value again. */
    async save(row: TrackerRow, field: EditableField, amount: string): Promise<boolean> {
      try {
        await client.mutate({
          mutation: UpdateTrackerRowMutation,
          variables: { id: row.id, input: { [field]: amount } },
          update: (cache, { data }) => writeTracker(cache, data?.updateTrackerRow.tracker),
        });
        return true;
      } catch (err) {
        message.error(refusal(err, TRACKER_MESSAGES.updateFailed));
        return false;
      }
    },
    remove: (row: TrackerRow) => client.mutate({
      mutation: DeleteTrackerRowMutation,
      variables: { id: row.id },
      update: (cache, { data }) => {
        writeTracker(cache, data?.deleteTrackerRow.tracker);
        cache.evict({ id: cache.identify({ __typename: 'TrackerRow', id: row.id }) });
        cache.gc();
      },
    }),
    addLabor: (input: LaborScopeTransferInput) => client.mutate({
      mutation: AddLaborScopeTransferMutation,
      variables: { input },
      update: (cache, { data }) => writeTracker(cache, data?.addLaborScopeTransfer.tracker),
    }),
    addTrade: (input: TradeScopeTransferInput) => client.mutate({
      mutation: AddTradeScopeTransferMutation,
      variables: { input },
      update: (cache, { data }) => writeTracker(cache, data?.addTradeScopeTransfer.tracker),
    }),
  }), [client, message]);
}
