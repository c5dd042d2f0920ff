import { useCallback, useState } from 'react';

/** State of a grid's add/edit dialog: closed, open to add (no row), or open to edit a row. */
export function useRowDialog<Row>() {
  const [state, setState] = useState<{ open: boolean; row: Row | null }>({ open: false, row: null });
  const openNew = useCallback(() => setState({ open: true, row: null }), []);
  const openEdit = useCallback((row: Row) => setState({ open: true, row }), []);
  const close = useCallback(() => setState({ open: false, row: null }), []);
  return { open: state.open, row: state.row, openNew, openEdit, close };
}
