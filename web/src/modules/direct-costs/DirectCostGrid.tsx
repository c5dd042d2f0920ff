import { App, Button, Card, Empty, Space, Table, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { readError } from '../../app/errors';
import { fixFirstColumn } from '../../app/gridLayout';
import { useConfirmedAction } from '../../app/useConfirmedAction';
import type { DirectCostRowFieldsFragment } from '../../gql/graphql';
import { money } from '../projects/model';
import { dropDirectCost } from './cache';
import { DIRECT_COST_MESSAGES, GRID_MAX_HEIGHT } from './messages';
import { DeleteDirectCostMutation } from './operations';

type Row = DirectCostRowFieldsFragment;

export const directCostPath = (id: string) => `/admin/add-direct-cost?id=${encodeURIComponent(id)}`;
const yesNo = (on: boolean) => (on ? 'Yes' : 'No');

export interface DirectCostGridProps {
  directCosts: Row[];
  /** direct_costs write on a project that is not Pending (docs/projects.md §4, §6): Delete. */
  writable: boolean;
}

/**
 * The Direct Cost grid of docs/projects.md §2.8 (at most 700 px high): a row, or its View, opens Direct Cost Details; Delete asks
 * 'Are you sure you want to delete this Direct Cost?' with Skip/Delete (docs/projects.md §5).
 */
export function DirectCostGrid({ directCosts, writable }: DirectCostGridProps) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const confirm = useConfirmedAction();
  const { message } = App.useApp();

  const remove = (row: Row) => confirm({
    question: DIRECT_COST_MESSAGES.confirmDelete,
    okText: 'Delete',
    cancelText: 'Skip',
    danger: true,
    run: () => client.mutate({ mutation: DeleteDirectCostMutation, variables: { id: row.id }, update: (cache) => dropDirectCost(cache, row.id) }),
    success: DIRECT_COST_MESSAGES.deleted,
    failure: (err) => {
      const e = readError(err);
      message.error(e.reason === 'PROJECT_PENDING' ? DIRECT_COST_MESSAGES.pending : DIRECT_COST_MESSAGES.failed);
    },
  });

  const columns = fixFirstColumn([
    { title: 'Sheet Name', dataIndex: 'sheetName', key: 'sheetName' },
    { title: 'Division', key: 'division', render: (_: unknown, r: Row) => r.division.name },
    { title: 'Sub Division', key: 'subdivision', render: (_: unknown, r: Row) => r.subdivision.name },
    { title: 'Vendor / Subcontractor', dataIndex: 'contractorName', key: 'contractor' },
    { title: 'Vendor Status', key: 'vendorStatus', render: (_: unknown, r: Row) => yesNo(r.contractorType === 'VENDOR') },
    { title: 'Subcontractor Status', key: 'subcontractorStatus', render: (_: unknown, r: Row) => yesNo(r.contractorType === 'SUBCONTRACTOR') },
    { title: 'Notes', dataIndex: 'notes', key: 'notes', ellipsis: true },
    { title: 'Total', key: 'total', align: 'right' as const, render: (_: unknown, r: Row) => money(r.total) },
    {
      title: 'Actions', key: 'actions',
      render: (_: unknown, r: Row) => (
        <Space size={0}>
          <Link to={directCostPath(r.id)} aria-label={`View ${r.sheetName}`} style={{ padding: '0 7px' }}>View</Link>
          {writable && <Button type="link" size="small" danger aria-label={`Delete ${r.sheetName}`} onClick={() => remove(r)}>Delete</Button>}
        </Space>
      ),
    },
  ]);

  return (
    <Card title={<Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>Direct Costs</Typography.Title>}>
      <Table<Row>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={directCosts}
        pagination={false}
        scroll={{ x: 'max-content', y: GRID_MAX_HEIGHT }}
        // docs/projects.md §2.8: selecting a row opens it, as View does; the row's own buttons and links keep their meaning.
        onRow={(r) => ({
          onClick: (e) => { if (!(e.target as HTMLElement).closest('a, button')) void navigate(directCostPath(r.id)); },
          style: { cursor: 'pointer' },
        })}
        locale={{ emptyText: <Empty description="No direct costs have been added to this project yet." /> }}
      />
    </Card>
  );
}
