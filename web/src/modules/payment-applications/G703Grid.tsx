import { useRef, type KeyboardEvent } from 'react';
import { Input, Table, Typography } from 'antd';
import { formatPercent } from '@suite/money';
import { money } from '../../app/format';
import { ScrollTable } from '../lines/ScrollTable';
import type { EntryField } from './hooks/useSovEntries';
import { entryText, sovTotals, type Entries, type FiguredLine, type SovLineBase } from './model';

export interface G703GridProps {
  lines: readonly FiguredLine<SovLineBase & { description: string }>[];
  /** Absent: read-only (a submitted application, or no payment_applications write). */
  edit?: {
    entries: Entries;
    type: (lineId: string, field: EntryField, text: string) => void;
    revert: (lineId: string, field: EntryField) => void;
    /** Enter: saves what was typed (the grid moves on at once). */
    commit: () => void;
  };
}

type Line = G703GridProps['lines'][number];

const COLUMN_LETTER: Record<EntryField, string> = { thisPeriod: 'E', storedMaterials: 'F' };
const CELL_LABEL: Record<EntryField, string> = { thisPeriod: 'This period', storedMaterials: 'Materials presently stored' };

/**
 * The G703 continuation sheet (docs/projects.md §2.13; docs/money.md §12): columns A–I, a totals row. On a Draft E and F are
 * typed in place and G, %, H and I follow as you type; Tab moves across, Enter saves and moves down, Escape puts the
 * stored figure back.
 */
export function G703Grid({ lines, edit }: G703GridProps) {
  const box = useRef<HTMLDivElement>(null);
  const totals = sovTotals(lines);

  const focusCell = (field: EntryField, row: number) =>
    box.current?.querySelector<HTMLInputElement>(`input[data-cell="${COLUMN_LETTER[field]}-${row}"]`)?.focus();

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>, line: Line, field: EntryField, row: number) => {
    if (!edit) return;
    if (e.key === 'Enter') {
      e.preventDefault();
      edit.commit();
      focusCell(field, e.shiftKey ? row - 1 : row + 1);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      edit.revert(line.id, field);
    }
  };

  const entryCell = (field: EntryField) => (_: unknown, line: Line, row: number) => {
    if (!edit) return money(line[field]);
    const typed = edit.entries[line.id]?.[field];
    return (
      <Input
        size="small" inputMode="decimal" data-cell={`${COLUMN_LETTER[field]}-${row}`}
        aria-label={`${CELL_LABEL[field]} of item ${line.itemNo}`} style={{ textAlign: 'right', minWidth: 120 }}
        value={typed ?? entryText(line[field])}
        onFocus={(ev) => ev.target.select()}
        onChange={(ev) => edit.type(line.id, field, ev.target.value)}
        onKeyDown={(ev) => onKeyDown(ev, line, field, row)}
      />
    );
  };

  const figure = (key: 'scheduledValue' | 'fromPrevious' | 'completedStored' | 'balanceToFinish' | 'retainage') =>
    (_: unknown, line: Line) => money(line[key]);

  const columns = [
    { title: 'A Item No.', key: 'itemNo', dataIndex: 'itemNo', width: 70 },
    { title: 'B Description of Work', key: 'description', dataIndex: 'description' },
    { title: 'C Scheduled Value', key: 'c', align: 'right' as const, render: figure('scheduledValue') },
    { title: 'D From Previous Application', key: 'd', align: 'right' as const, render: figure('fromPrevious') },
    { title: 'E This Period', key: 'e', align: 'right' as const, render: entryCell('thisPeriod') },
    { title: 'F Materials Presently Stored', key: 'f', align: 'right' as const, render: entryCell('storedMaterials') },
    { title: 'G Total Completed and Stored to Date', key: 'g', align: 'right' as const, render: figure('completedStored') },
    { title: '% (G ÷ C)', key: 'percent', align: 'right' as const, render: (_: unknown, l: Line) => formatPercent(l.percent) },
    { title: 'H Balance to Finish (C − G)', key: 'h', align: 'right' as const, render: figure('balanceToFinish') },
    { title: 'I Retainage', key: 'i', align: 'right' as const, render: figure('retainage') },
  ];

  const totalCells = [
    totals.scheduledValue, totals.fromPrevious, totals.thisPeriod, totals.storedMaterials, totals.completedStored,
  ].map(money).concat(formatPercent(totals.percent), money(totals.balanceToFinish), money(totals.retainage));

  return (
    <div ref={box}>
      <ScrollTable<Line>
        label="Continuation sheet (G703)" rowKey="id" columns={columns} dataSource={[...lines]}
        locale={{ emptyText: 'No schedule of values lines.' }}
        summary={() => (
          <Table.Summary.Row data-summary="totals">
            <Table.Summary.Cell index={0} />
            <Table.Summary.Cell index={1}><Typography.Text strong>Grand Total</Typography.Text></Table.Summary.Cell>
            {totalCells.map((text, i) => (
              <Table.Summary.Cell key={i} index={i + 2} align="right"><Typography.Text strong>{text}</Typography.Text></Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        )}
      />
    </div>
  );
}
