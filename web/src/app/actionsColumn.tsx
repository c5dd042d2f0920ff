import type { ReactNode } from 'react';

/** A grid's 'Actions' column; `render` gives the row's links and buttons. Fits both PagedTable and ProTable columns. */
export interface ActionsColumn<Row> {
  title: string;
  key: string;
  valueType: 'option';
  render: (_: unknown, row: Row) => ReactNode;
}

export function actionsColumn<Row>(render: (row: Row) => ReactNode): ActionsColumn<Row> {
  return { title: 'Actions', key: 'actions', valueType: 'option', render: (_, row) => render(row) };
}
