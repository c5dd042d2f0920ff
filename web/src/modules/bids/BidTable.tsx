import { Button, Card, Empty, Space, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { GRID_SCROLL, fixFirstColumn } from '../../app/gridLayout';
import type { BidRowFieldsFragment } from '../../gql/graphql';
import { money } from '../projects/model';
import { bidName } from './model';

export interface BidRowActions {
  onEdit: (bid: BidRowFieldsFragment) => void;
  onAddSubcontractor: (bid: BidRowFieldsFragment) => void;
  onToggleAlternate: (bid: BidRowFieldsFragment) => void;
  onDelete: (bid: BidRowFieldsFragment) => void;
}

export interface BidTableProps {
  /** 'Bid Sheets' or 'Alternate': the card title and the anchor the jump links go to. */
  title: string;
  anchor: string;
  bids: BidRowFieldsFragment[];
  loading: boolean;
  /** Absent: View only (a Pending project or a user without bid_sheets write, docs/projects.md §2.4/§6). */
  actions?: BidRowActions;
}

/** A grid of bids (docs/projects.md §2.4 columns): division, label, sub division, subcontractors, scope of work, cost, actions. */
export function BidTable({ title, anchor, bids, loading, actions }: BidTableProps) {
  const alternate = anchor === 'alternates';
  const columns = fixFirstColumn([
    { title: 'Division Name', key: 'division', render: (_: unknown, b: BidRowFieldsFragment) => b.division.name },
    { title: 'Label', dataIndex: 'label', key: 'label' },
    { title: 'Sub Division', key: 'subdivision', render: (_: unknown, b: BidRowFieldsFragment) => b.subdivision.name },
    {
      title: 'Subcontractors', key: 'subcontractors',
      render: (_: unknown, b: BidRowFieldsFragment) => b.subcontractors.map((s) => s.name).join(', ') || '-',
    },
    { title: 'Scope of Work', dataIndex: 'scopeOfWork', key: 'scope', ellipsis: true },
    // The bid's cost on the proposal is its §7 sub total.
    { title: alternate ? 'Alternate Cost' : 'Cost', key: 'cost', align: 'right' as const, render: (_: unknown, b: BidRowFieldsFragment) => money(b.totals.subTotal) },
    {
      title: 'Actions', key: 'actions',
      render: (_: unknown, b: BidRowFieldsFragment) => {
        const name = bidName(b);
        return (
          <Space size={0} wrap>
            <Link to={`/admin/division-details?id=${encodeURIComponent(b.id)}`} aria-label={`View ${name}`} style={{ padding: '0 7px' }}>View</Link>
            {actions && (
              <>
                <Button type="link" size="small" aria-label={`Edit ${name}`} onClick={() => actions.onEdit(b)}>Edit</Button>
                <Button type="link" size="small" aria-label={`Add subcontractor to ${name}`} onClick={() => actions.onAddSubcontractor(b)}>Add Subcontractor</Button>
                <Button type="link" size="small" aria-label={`${alternate ? 'Make Normal' : 'Make Alternate'} ${name}`} onClick={() => actions.onToggleAlternate(b)}>
                  {alternate ? 'Make Normal' : 'Make Alternate'}
                </Button>
                <Button type="link" size="small" danger aria-label={`Delete ${name}`} onClick={() => actions.onDelete(b)}>Delete</Button>
              </>
            )}
          </Space>
        );
      },
    },
  ]);
  return (
    <Card
      id={anchor}
      title={<Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>{title}</Typography.Title>}
    >
      <Table<BidRowFieldsFragment>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={bids}
        loading={loading}
        pagination={false}
        scroll={GRID_SCROLL}
        locale={{ emptyText: <Empty description={alternate ? 'No alternate bids.' : 'No bids have been added to this project yet.'} /> }}
      />
    </Card>
  );
}
