import { Card, Empty, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { GRID_SCROLL, fixFirstColumn } from '../../app/gridLayout';
import { fromApiDate, money } from '../projects/model';
import { PCO_MESSAGES } from './messages';

/** A change order as the grids show it: an Accepted PCO under its change-order number. */
export interface ChangeOrderRow {
  pcoId: string;
  number: number | null | undefined;
  name: string;
  pcoName: string;
  title: string;
  date: string;
  amount: string;
  /** docs/money.md §9: the project's TotalCost plus this and every earlier change order. */
  runningContractSum?: string;
}

export interface ChangeOrderTableProps {
  rows: readonly ChangeOrderRow[];
  /** The change-order page adds the running contract sum and a View to Change Order Details. */
  withContractSum?: boolean;
}

/** The Change Order grid (docs/projects.md §2.9 'accepted PCOs only', §2.10): CO number and name, PCO, title, date, amount. */
export function ChangeOrderTable({ rows, withContractSum = false }: ChangeOrderTableProps) {
  const columns = fixFirstColumn([
    { title: 'CO #', key: 'number', render: (_: unknown, r: ChangeOrderRow) => r.number ?? '' },
    { title: 'Change Order', dataIndex: 'name', key: 'name' },
    { title: 'PCO Name', dataIndex: 'pcoName', key: 'pcoName' },
    { title: 'Title', dataIndex: 'title', key: 'title', ellipsis: true },
    { title: 'Date', key: 'date', render: (_: unknown, r: ChangeOrderRow) => fromApiDate(r.date) },
    { title: 'Amount', key: 'amount', align: 'right' as const, render: (_: unknown, r: ChangeOrderRow) => money(r.amount) },
    ...(withContractSum ? [
      { title: 'Contract Sum', key: 'running', align: 'right' as const, render: (_: unknown, r: ChangeOrderRow) => money(r.runningContractSum) },
      {
        title: 'Actions', key: 'actions',
        render: (_: unknown, r: ChangeOrderRow) => (
          <Link to={`/admin/change-order-details?id=${encodeURIComponent(r.pcoId)}`} aria-label={`View ${r.name}`}>View</Link>
        ),
      },
    ] : []),
  ]);
  return (
    <Card title={<Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>Change Order</Typography.Title>}>
      <Table<ChangeOrderRow>
        rowKey="pcoId" size="middle" columns={columns} dataSource={[...rows]} pagination={false} scroll={GRID_SCROLL}
        locale={{ emptyText: <Empty description={PCO_MESSAGES.noChangeOrders} /> }}
      />
    </Card>
  );
}

/** The Accepted PCOs of a list as change orders, in change-order number order (docs/projects.md §4: accepted ones only). */
export function acceptedAsChangeOrders(pcos: readonly {
  id: string; name: string; title: string; date: string; status: string; changeOrderNumber?: number | null;
  changeOrderName?: string | null; totals: { pcoTotalCost: string };
}[]): ChangeOrderRow[] {
  return pcos
    .filter((p) => p.status === 'ACCEPTED')
    .sort((a, b) => (a.changeOrderNumber ?? Infinity) - (b.changeOrderNumber ?? Infinity))
    .map((p) => ({
      pcoId: p.id, number: p.changeOrderNumber, name: p.changeOrderName ?? '', pcoName: p.name, title: p.title, date: p.date,
      amount: p.totals.pcoTotalCost,
    }));
}
