import { DeleteOutlined, EditOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Space, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { GRID_SCROLL, fixFirstColumn } from '../../app/gridLayout';
import type { PcoRowFieldsFragment, PcoStatus } from '../../gql/graphql';
import { fromApiDate, money } from '../projects/model';
import { PCO_MESSAGES } from './messages';
import { PcoStatusSelect } from './PcoStatusSelect';

export interface PcoRowActions {
  onStatus: (pco: PcoRowFieldsFragment, status: PcoStatus) => void;
  onEdit: (pco: PcoRowFieldsFragment) => void;
  onDelete: (pco: PcoRowFieldsFragment) => void;
}

export interface PcoTableProps {
  pcos: readonly PcoRowFieldsFragment[];
  /** Absent: View and PDF only (no pcos write, or a Pending project: docs/projects.md §4). */
  actions?: PcoRowActions;
  onDownload: (pco: PcoRowFieldsFragment) => void;
  /** The PCO whose status change is on its way. */
  statusBusyId?: string | null;
  /** The PCO whose PDF is on its way. */
  downloadingId?: string | null;
}

/**
 * The Potential Change Order grid (docs/projects.md §2.9, §4 PCO status): name, title, date, status dropdown, total and actions.
 * An Accepted PCO offers neither Edit nor Delete.
 */
export function PcoTable({ pcos, actions, onDownload, statusBusyId, downloadingId }: PcoTableProps) {
  const columns = fixFirstColumn([
    { title: 'PCO Name', dataIndex: 'name', key: 'name' },
    { title: 'Title', dataIndex: 'title', key: 'title', ellipsis: true },
    { title: 'Date', key: 'date', render: (_: unknown, p: PcoRowFieldsFragment) => fromApiDate(p.date) },
    {
      title: 'Status', key: 'status',
      render: (_: unknown, p: PcoRowFieldsFragment) => (
        <PcoStatusSelect pcoId={p.id} pcoName={p.name} status={p.status} busy={statusBusyId === p.id} onChange={actions ? (s) => actions.onStatus(p, s) : undefined} />
      ),
    },
    { title: 'Total', key: 'total', align: 'right' as const, render: (_: unknown, p: PcoRowFieldsFragment) => money(p.totals.pcoTotalCost) },
    {
      title: 'Actions', key: 'actions',
      render: (_: unknown, p: PcoRowFieldsFragment) => {
        const accepted = p.status === 'ACCEPTED';
        return (
          <Space size={0} wrap>
            <Link to={`/admin/pco-division-details?id=${encodeURIComponent(p.id)}`} aria-label={`View ${p.name}`} style={{ padding: '0 7px' }}>View</Link>
            {/* docs/projects.md §4: once Accepted, the edit label is hidden. */}
            {actions && !accepted && (
              <Button type="link" size="small" icon={<EditOutlined />} aria-label={`Edit ${p.name}`} onClick={() => actions.onEdit(p)}>Edit</Button>
            )}
            {/* An Accepted PCO is a change order: it cannot be deleted (the server refuses it), so Delete is not offered. */}
            {actions && !accepted && (
              <Button type="link" size="small" danger icon={<DeleteOutlined />} aria-label={`Delete ${p.name}`} onClick={() => actions.onDelete(p)}>Delete</Button>
            )}
            <Button
              type="link" size="small" icon={<FilePdfOutlined />} aria-label={`Download PDF of ${p.name}`} loading={downloadingId === p.id}
              onClick={() => onDownload(p)}
            >
              PDF
            </Button>
          </Space>
        );
      },
    },
  ]);
  return (
    <Card title={<Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>Potential Change Order</Typography.Title>}>
      <Table<PcoRowFieldsFragment>
        rowKey="id" size="middle" columns={columns} dataSource={[...pcos]} pagination={false} scroll={GRID_SCROLL}
        locale={{ emptyText: <Empty description={PCO_MESSAGES.noPcos} /> }}
      />
    </Card>
  );
}
