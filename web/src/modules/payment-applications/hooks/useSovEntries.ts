import { useCallback, useMemo, useState } from 'react';
import { App } from 'antd';
import { useApolloClient } from '@apollo/client/react';
import type { PaymentApplicationFieldsFragment } from '../../../gql/graphql';
import { UpdateSovLinesMutation } from '../graphql/operations';
import { BILLING_MESSAGES, ERROR_SECONDS, SUCCESS_SECONDS } from '../messages';
import { changedLines, figuredLines, lineProblem, maskEntry, type Entries, type LineEntry } from '../model';
import type { useApplicationWrite } from './useApplicationWrite';

export type EntryField = keyof LineEntry;

/**
 * What is typed in a Draft's E and F cells, the lines recomputed with it (docs/money.md §12) and the save: every changed
 * line in one updateSovLines (all or nothing, docs/billing.md §3), sent with the application's version. The typed text
 * of the lines sent is dropped once saved: the answer's figures then show.
 */
export function useSovEntries(application: PaymentApplicationFieldsFragment, write: ReturnType<typeof useApplicationWrite>) {
  const client = useApolloClient();
  const { message } = App.useApp();
  const [state, setState] = useState<{ id: string; entries: Entries }>({ id: application.id, entries: {} });
  // Another application chosen: what was typed on the previous one is not carried over.
  const entries = state.id === application.id ? state.entries : {};
  const [saving, setSaving] = useState(false);

  const { workRate, storedRate } = application;
  const lines = useMemo(() => figuredLines(application.lines, entries, { workRate, storedRate }), [application.lines, entries, workRate, storedRate]);
  const problems = useMemo(() => lines.map((l) => lineProblem(l, entries[l.id])).filter((p): p is string => !!p), [lines, entries]);
  const changes = useMemo(() => changedLines(application.lines, entries), [application.lines, entries]);

  const type = useCallback((lineId: string, field: EntryField, text: string) => setState((s) => {
    const base = s.id === application.id ? s.entries : {};
    return { id: application.id, entries: { ...base, [lineId]: { ...base[lineId], [field]: maskEntry(field, text) } } };
  }), [application.id]);

  /** Escape: the cell shows the stored figure again. */
  const revert = useCallback((lineId: string, field: EntryField) => setState((s) => {
    if (s.id !== application.id || !s.entries[lineId]) return s;
    const { [field]: _dropped, ...rest } = s.entries[lineId];
    const next = { ...s.entries, [lineId]: rest };
    if (Object.keys(rest).length === 0) delete next[lineId];
    return { id: s.id, entries: next };
  }), [application.id]);

  const discard = useCallback(() => setState({ id: application.id, entries: {} }), [application.id]);

  const save = useCallback(async () => {
    if (saving || changes.length === 0) return true;
    if (problems.length > 0) {
      message.error({ content: problems[0], duration: ERROR_SECONDS });
      return false;
    }
    const sent = entries;
    setSaving(true);
    const ok = await write(() => client.mutate({
      mutation: UpdateSovLinesMutation, variables: { applicationId: application.id, expectedVersion: application.version, lines: changes },
    }));
    setSaving(false);
    if (ok) {
      message.success({ content: BILLING_MESSAGES.saved, duration: SUCCESS_SECONDS });
      // What was typed meanwhile (after the save started) stays.
      setState((s) => ({ id: s.id, entries: Object.fromEntries(Object.entries(s.entries).filter(([id, e]) => e !== sent[id])) }));
    }
    return ok;
  }, [saving, changes, problems, entries, write, client, application.id, application.version, message]);

  return { entries, lines, problems, pending: changes.length > 0, saving, type, revert, discard, save };
}
