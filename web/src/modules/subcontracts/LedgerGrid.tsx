import type { ReactNode } from 'react';
import { Space, Tag, Typography } from 'antd';
import { formatNumber, formatRate } from '@suite/money';
import { money } from '../../app/format';
import { ScrollTable } from '../lines/ScrollTable';
import { LEDGER_COLUMNS, ledgerRows, MONEY_KEYS, type LedgerCommitment, type LedgerFigures, type LedgerLine, type LedgerRow, type MoneyKey } from './model';

export interface LedgerGridProps<C extends LedgerCommitment> {
  commitments: readonly C[];
  /** A commitment's heading: its actions (view, edit, delete, change order…). */
  actions: (commitment: C) => ReactNode;
  /** A line's actions (a PO line's edit and delete), or nothing. */
  lineActions?: (commitment: C, line: LedgerLine) => ReactNode;
}

const isMoney = (key: string): key is MoneyKey => (MONEY_KEYS as readonly string[]).includes(key);
const SPAN = LEDGER_COLUMNS.length + 1;

function lineCell(line: LedgerLine, key: (typeof LEDGER_COLUMNS)[number]['key']) {
  if (key === 'costPerUnit') return formatRate(line.costPerUnit);
  if (key === 'units') return formatNumber(line.units, 4);
  if (isMoney(key)) return money(line[key]);
  return line[key] ?? '';
}

const figureCell = (figures: LedgerFigures, key: string) => (isMoney(key) ? <Typography.Text strong>{money(figures[key])}</Typography.Text> : null);

/**
 * The ledger grid of docs/projects.md §2.14: every column, grouped by subcontract or PO (a heading with the party, the
 * status and the actions; the lines; the commitment's totals), then the grand total of what the filters show.
 */
export function LedgerGrid<C extends LedgerCommitment>({ commitments, actions, lineActions }: LedgerGridProps<C>) {
  const rows = ledgerRows(commitments);
  const columns = [
    {
      title: 'Actions', key: 'actions', width: 90,
      onCell: (r: LedgerRow) => ({ colSpan: r.kind === 'group' ? SPAN : 1 }),
      render: (_: unknown, r: LedgerRow) => {
        if (r.kind === 'group') {
          const c = r.commitment as C;
          return (
            <Space wrap size={8} data-testid={`commitment-${c.number}`}>
              <Typography.Text strong>{`${c.number} · ${c.party.name}`}</Typography.Text>
              <Tag color={c.status.toUpperCase() === 'OPEN' ? 'blue' : 'green'} style={c.status.toUpperCase() === 'OPEN' ? undefined : { color: '#237804' /* green-8: 4.5:1 */ }}>{c.status.toUpperCase() === 'OPEN' ? 'Open' : 'Closed'}</Tag>
              {actions(c)}
            </Space>
          );
        }
        if (r.kind === 'line') return lineActions?.(r.commitment as C, r.line) ?? null;
        if (r.kind === 'total') return <Typography.Text strong>{`${r.commitment.number} Total`}</Typography.Text>;
        return <Typography.Text strong>Grand Total</Typography.Text>;
      },
    },
    ...LEDGER_COLUMNS.map((col) => ({
      title: col.title, key: col.key, align: col.kind === 'text' ? undefined : ('right' as const),
      onCell: (r: LedgerRow) => ({ colSpan: r.kind === 'group' ? 0 : 1 }),
      render: (_: unknown, r: LedgerRow) => {
        if (r.kind === 'line') return lineCell(r.line, col.key);
        if (r.kind === 'total' || r.kind === 'grand') return figureCell(r.figures, col.key);
        return null;
      },
    })),
  ];

  return (
    <ScrollTable<LedgerRow>
      label="Subcontracts ledger" rowKey="key" columns={columns} dataSource={rows}
      onRow={(r) => ({ 'data-kind': r.kind } as React.HTMLAttributes<HTMLElement>)}
      locale={{ emptyText: 'No subcontracts or purchase orders.' }}
    />
  );
}
