import type { ReactNode } from 'react';
import type { ProColumns } from '@ant-design/pro-components';

/** A grid's 'Actions' column; `render` gives the row's links and buttons. */
export function actionsColumn<Row>(render: (row: Row) => ReactNode): ProColumns<Row> {
  return { title: 'Actions', key: 'actions', valueType: 'option', render: (_, row) => render(row) };
}
