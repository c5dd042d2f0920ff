import { Button, Card, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { formatMoney, formatNumber, sum } from '@suite/money';
import { GRID_SCROLL } from '../../app/gridLayout';
import { useConfirmedAction } from '../../app/useConfirmedAction';
import type { OverheadServiceFieldsFragment as Service, OverheadServiceKind } from '../../gql/graphql';
import { LIST_TITLES, OVERHEAD_MESSAGES } from './messages';

const PERIOD_LABEL = { MONTHLY: 'Monthly', ANNUALLY: 'Annually' } as const;
const money = (v: string) => formatMoney(v);

export interface ServicesTableProps {
  kind: OverheadServiceKind;
  rows: readonly Service[];
  loading: boolean;
  /** Write on overhead: Add, Edit and Delete are offered. */
  editable: boolean;
  onAdd: (kind: OverheadServiceKind) => void;
  onEdit: (service: Service) => void;
  onDelete: (service: Service) => Promise<unknown>;
}

/** One list of the Overhead screen with each service's cost in five periods and the list's yearly total. */
export function ServicesTable({ kind, rows, loading, editable, onAdd, onEdit, onDelete }: ServicesTableProps) {
  const confirm = useConfirmedAction();
  const { title, singular } = LIST_TITLES[kind];
  const label = (s: Service) => s.name || `${singular} ${s.id}`;
  const columns: ColumnsType<Service> = [
    { title: 'Name', dataIndex: 'name', fixed: 'left', render: (_, s) => s.name || <Typography.Text type="secondary">(no name)</Typography.Text> },
    { title: 'Cost Per Unit', dataIndex: 'costPerUnit', align: 'right', render: money },
    { title: 'Units', dataIndex: 'units', align: 'right', render: (v: string) => formatNumber(v, 4) },
    { title: 'Period', dataIndex: 'period', render: (v: Service['period']) => PERIOD_LABEL[v] },
    { title: 'Hourly', key: 'hourly', align: 'right', render: (_, s) => money(s.figures.hourly) },
    { title: 'Daily', key: 'daily', align: 'right', render: (_, s) => money(s.figures.daily) },
    { title: 'Weekly', key: 'weekly', align: 'right', render: (_, s) => money(s.figures.weekly) },
    { title: 'Monthly', key: 'monthly', align: 'right', render: (_, s) => money(s.figures.monthly) },
    { title: 'Annually', key: 'annually', align: 'right', render: (_, s) => money(s.figures.annually) },
  ];
  if (editable) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      render: (_, s) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          <Tooltip title="Edit">
            <Button type="text" icon={<EditOutlined />} aria-label={`Edit ${label(s)}`} onClick={() => onEdit(s)} />
          </Tooltip>
          <Tooltip title="Delete">
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Delete ${label(s)}`}
              onClick={() => confirm({ question: OVERHEAD_MESSAGES.deleteService, run: () => onDelete(s), success: OVERHEAD_MESSAGES.deleted, failure: OVERHEAD_MESSAGES.failed })}
            />
          </Tooltip>
        </span>
      ),
    });
  }
  const yearly = sum(rows.map((s) => s.figures.annually));

  return (
    <Card
      title={<Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>{title}</Typography.Title>}
      extra={editable && <Button icon={<PlusOutlined />} onClick={() => onAdd(kind)} aria-label={`Add ${singular}`}>Add</Button>}
    >
      <Table<Service>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows as Service[]}
        loading={loading}
        pagination={false}
        scroll={GRID_SCROLL}
        locale={{ emptyText: loading ? ' ' : `No ${title.toLowerCase()} yet` }}
        summary={() => rows.length > 0 && (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={8}><strong>{kind === 'OTHER' ? 'Total per field employee' : 'Total'}</strong></Table.Summary.Cell>
            <Table.Summary.Cell index={8} align="right"><strong>{money(yearly.toFixed(2))}</strong></Table.Summary.Cell>
            {editable && <Table.Summary.Cell index={9} />}
          </Table.Summary.Row>
        )}
      />
    </Card>
  );
}
