import { useMemo } from 'react';
import { App, Button, Card, Select, Skeleton, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import { readError } from '../../app/errors';
import { fixFirstColumn, GRID_SCROLL } from '../../app/gridLayout';
import { useConfirmedAction } from '../../app/useConfirmedAction';
import { CATALOGUE_MESSAGES, deleteQuestion, LEVELS, type Level } from './messages';
import { RowActions } from './RowActions';
import { SearchBox } from './SearchBox';

export interface ParentFilter<Row> {
  label: string;
  options: { value: string; label: string }[];
  /** The chosen parent's id, '' for all (kept in the URL). */
  value: string;
  onChange: (value: string) => void;
  parentOf: (row: Row) => string;
}

export interface LevelTableProps<Row extends { id: string }> {
  level: Level;
  rows: readonly Row[];
  loading: boolean;
  columns: ColumnsType<Row>;
  name: (row: Row) => string;
  filter?: ParentFilter<Row>;
  search: { value: string; onChange: (q: string) => void };
  /** Write on bid_sheets: Create, Edit and Delete are offered. */
  editable: boolean;
  onCreate: () => void;
  onEdit: (row: Row) => void;
  remove: (row: Row) => Promise<unknown>;
  onRemoved: () => unknown;
}

/** One small grid of Custom Parts (docs/projects.md §2.18), filtered by its parent and searched by name on the client. */
export function LevelTable<Row extends { id: string }>(props: LevelTableProps<Row>) {
  const { level, rows, loading, columns, name, filter, search, editable, onCreate, onEdit, remove, onRemoved } = props;
  const confirm = useConfirmedAction();
  const { message } = App.useApp();
  const { title, singular } = LEVELS[level];
  const q = search.value.toLowerCase();
  const shown = useMemo(() => rows.filter((row) => (!filter?.value || filter.parentOf(row) === filter.value)
    && (!q || name(row).toLowerCase().includes(q))), [rows, filter, q, name]);

  const all: ColumnsType<Row> = [...columns];
  if (editable) {
    all.push({
      title: 'Actions',
      key: 'actions',
      render: (_, row) => (
        <RowActions
          name={name(row)}
          onEdit={() => onEdit(row)}
          onDelete={() => confirm({
            question: deleteQuestion(level, name(row)),
            danger: true,
            run: () => remove(row),
            success: CATALOGUE_MESSAGES.deleted,
            onSuccess: onRemoved,
            // The server's words: a 409 names what uses the row ('… is used by 3 parts').
            failure: (err) => message.error({ content: readError(err).message || CATALOGUE_MESSAGES.failed, duration: 4 }),
          })}
        />
      ),
    });
  }

  return (
    <Card
      title={<Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>{title}</Typography.Title>}
      extra={editable && <Button icon={<PlusOutlined />} aria-label={`Create ${singular}`} onClick={onCreate}>Create {singular}</Button>}
    >
      <Space wrap style={{ marginBottom: 12 }}>
        {filter && (
          <Select
            aria-label={filter.label}
            placeholder={filter.label}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            value={filter.value || undefined}
            options={filter.options}
            onChange={(v?: string) => filter.onChange(v ?? '')}
            style={{ minWidth: 280 }}
          />
        )}
        <SearchBox label={`Search ${title.toLowerCase()}`} value={search.value} onChange={search.onChange} />
      </Space>
      <Table<Row>
        rowKey="id"
        size="small"
        columns={fixFirstColumn(all)}
        dataSource={shown as Row[]}
        loading={loading}
        scroll={GRID_SCROLL}
        pagination={{ defaultPageSize: 10, showSizeChanger: true, pageSizeOptions: [10, 25, 50, 100] }}
        locale={{ emptyText: loading ? <Skeleton active title={false} paragraph={{ rows: 3 }} /> : `No ${title.toLowerCase()}` }}
      />
    </Card>
  );
}
