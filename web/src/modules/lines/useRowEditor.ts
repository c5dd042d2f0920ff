import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/** What became of a change: saved; refused and the sheet reloaded (a row in edit leaves edit); refused otherwise. */
export type WriteOutcome = 'saved' | 'reloaded' | 'refused';

/** The key of a row added and not saved yet. */
export const NEW_ROW = 'new';

/** A line table's rows: its lines, and the added row while it is in edit. */
export type EditableRow<L> = L | { id: typeof NEW_ROW };

export const isNewRow = <L extends { id: string }>(r: EditableRow<L>): r is { id: typeof NEW_ROW } => r.id === NEW_ROW;

/** What an added row shows in a figure column before the server has computed it. */
export const NO_FIGURE = '—';

export interface RowEditor<D> {
  /** The row in edit (NEW_ROW for an added one) and its draft, or null. */
  editing: { key: string; draft: D } | null;
  isEditing: (key: string) => boolean;
  /** Puts a row in edit; refused (false) while another row is in edit (docs/projects.md §4: one row at a time). */
  start: (key: string, draft: D) => boolean;
  patch: (change: Partial<D>) => void;
  /** Leaves edit; an unsaved new row is simply gone. */
  cancel: () => void;
  /** After a save: leaves edit and holds Add Row back for `addDelayMs` (docs/projects.md §4 'another row may be added after…'). */
  saved: () => void;
  /** Whether Add Row may insert a row now. */
  canAdd: boolean;
  /** Enter saves and Escape cancels from any cell of the row in edit, unless a dropdown is open there. */
  onKeyDown: (e: KeyboardEvent, save: () => void) => void;
  /** A cell: the editor on the row in edit, a dash on the added row otherwise, else the line's value. */
  cell: (rowId: string, view: () => ReactNode, edit: (draft: D) => ReactNode) => ReactNode;
  /** The lines, with the added row after them while it is in edit. */
  rows: <L extends { id: string }>(lines: readonly L[]) => EditableRow<L>[];
  /** After a save: leaves edit when saved, or drops the draft when a version conflict reloaded the lines (it was made on a stale line). */
  settle: (outcome: WriteOutcome) => void;
}

export function useRowEditor<D>(addDelayMs: number): RowEditor<D> {
  const [editing, setEditing] = useState<{ key: string; draft: D } | null>(null);
  const [cooling, setCooling] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const start = useCallback((key: string, draft: D) => {
    if (editing) return false;
    setEditing({ key, draft });
    return true;
  }, [editing]);
  const patch = useCallback((change: Partial<D>) => setEditing((e) => (e ? { ...e, draft: { ...e.draft, ...change } } : e)), []);
  const cancel = useCallback(() => setEditing(null), []);
  const saved = useCallback(() => {
    setEditing(null);
    setCooling(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCooling(false), addDelayMs);
  }, [addDelayMs]);
  const onKeyDown = useCallback((e: KeyboardEvent, save: () => void) => {
    const target = e.target as HTMLElement;
    if (target.getAttribute('aria-expanded') === 'true' || target.tagName === 'TEXTAREA' || target.tagName === 'BUTTON') return;
    if (e.key === 'Enter') {
      e.preventDefault();
      save();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setEditing(null);
    }
  }, []);

  return {
    editing,
    isEditing: (key) => editing?.key === key,
    start,
    patch,
    cancel,
    saved,
    canAdd: !editing && !cooling,
    onKeyDown,
    cell: (rowId, view, edit) => (editing?.key === rowId ? edit(editing.draft) : rowId === NEW_ROW ? NO_FIGURE : view()),
    rows: (lines) => (editing?.key === NEW_ROW ? [...lines, { id: NEW_ROW }] : [...lines]),
    settle: (outcome) => {
      if (outcome === 'saved') saved();
      else if (outcome === 'reloaded') cancel();
    },
  };
}
