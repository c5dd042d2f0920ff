import { memo, useCallback, useMemo, type ReactNode } from 'react';
import { Button, Empty, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { AmountCell } from './AmountCell';
import { useGridAlignedOnFocus } from './hooks/useGridAlignedOnFocus';
import { TRACKER_FIGURE_COLUMNS, type TrackerFigureKey } from './columns';
import type { EditableField } from './hooks/useTrackerChanges';
import { GRID_HEIGHT, TRACKER_MESSAGES } from './messages';
import {
  figureText, isEditableRow, isOverBudget, rowDetail, rowName, summaryValue, type Figures, type SummaryRow, type TrackerRow,
} from './model';

/** Cost code and trade (or project id and name) come first; each figure column is this wide (virtual needs widths). */
const FIGURE_WIDTH = 150;
const LEAD_WIDTH = 140;
const ACTIONS_WIDTH = 90;

/**
 * A figure as shown: right-aligned by its column, red when over budget. Memoized on its text: antd draws every row in
 * view again whenever the table renders (its rows answer to the table's render count, not to their record), so after
 * an edit only the figures that changed are formatted and updated.
 */
export const Figure = memo(function Figure({ k, value }: { k: TrackerFigureKey; value: string }) {
  const text = figureText(k, value);
  return isOverBudget(k, value) ? <Typography.Text type="danger">{text}</Typography.Text> : <>{text}</>;
});

export interface FigureGridProps<R extends { figures: Figures }> {
  rows: R[];
  rowKey: keyof R & string;
  /** The two lead columns: cost code and trade, or project id and name. */
  leadTitles: readonly [string, string];
  lead: (row: R) => readonly [ReactNode, ReactNode];
  summary: SummaryRow[];
  /** The figure cell of an entered column, when it is edited in place; undefined shows the figure. */
  editor?: (row: R, key: EditableField) => ReactNode | undefined;
  /** What a figure cell shows in place of its figure (an unbudgeted row's percent complete); undefined shows the figure. */
  flag?: (row: R, key: TrackerFigureKey) => ReactNode | undefined;
  /** The Actions column (delete), when there is one. */
  actions?: (row: R) => ReactNode;
  onOpen?: (row: R) => void;
  emptyText: string;
  label: string;
}

/**
 * The tracker grid shared by both trackers (docs/projects.md §2.11, §2.12): two lead columns, TRACKER_FIGURE_COLUMNS, summary rows
 * pinned at the bottom. 800 px high and virtualized: only the rows in view are drawn, so hundreds of rows stay quick.
 */
export function FigureGrid<R extends { figures: Figures }>({ rows, rowKey, leadTitles, lead, summary, editor, flag, actions, onOpen, emptyText, label }: FigureGridProps<R>) {
  const columns = useMemo<ColumnsType<R>>(() => [
    { title: leadTitles[0], key: 'lead0', width: LEAD_WIDTH, fixed: 'left', render: (_: unknown, r: R) => lead(r)[0] },
    { title: leadTitles[1], key: 'lead1', width: LEAD_WIDTH + 60, fixed: 'left', render: (_: unknown, r: R) => lead(r)[1] },
    ...TRACKER_FIGURE_COLUMNS.map((c) => ({
      title: c.title, key: c.key, width: FIGURE_WIDTH, align: 'right' as const,
      render: (_: unknown, r: R) => {
        const edited = (c.key === 'scopeTransfer' || c.key === 'holds') && editor ? editor(r, c.key) : undefined;
        return edited ?? flag?.(r, c.key) ?? <Figure k={c.key} value={r.figures[c.key]} />;
      },
    })),
    ...(actions ? [{ title: 'Actions', key: 'actions', width: ACTIONS_WIDTH, fixed: 'right' as const, render: (_: unknown, r: R) => actions(r) }] : []),
  ], [leadTitles, lead, editor, flag, actions]);
  const width = 2 * LEAD_WIDTH + 60 + TRACKER_FIGURE_COLUMNS.length * FIGURE_WIDTH + (actions ? ACTIONS_WIDTH : 0);

  const renderSummary = useCallback(() => (
    <Table.Summary fixed="bottom">
      {summary.map((s) => (
        <Table.Summary.Row key={s.key} data-summary={s.key}>
          <Table.Summary.Cell index={0} />
          <Table.Summary.Cell index={1}><Typography.Text strong>{s.label}</Typography.Text></Table.Summary.Cell>
          {TRACKER_FIGURE_COLUMNS.map((c, i) => {
            const value = summaryValue(s, c.key);
            return (
              <Table.Summary.Cell key={c.key} index={i + 2} align="right">
                {value !== undefined && <Typography.Text strong><Figure k={c.key} value={value} /></Typography.Text>}
              </Table.Summary.Cell>
            );
          })}
          {actions && <Table.Summary.Cell index={TRACKER_FIGURE_COLUMNS.length + 2} />}
        </Table.Summary.Row>
      ))}
    </Table.Summary>
  ), [summary, actions]);

  const alignedRef = useGridAlignedOnFocus<HTMLDivElement>();

  return (
    <div ref={alignedRef}>
      <Table<R>
        aria-label={label}
        rowKey={rowKey}
        size="small"
        bordered
        virtual
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: width, y: GRID_HEIGHT }}
        summary={renderSummary}
        onRow={onOpen ? (r) => ({
          onClick: (e) => { if (!(e.target as HTMLElement).closest('a, button, input')) onOpen(r); },
          style: { cursor: 'pointer' },
        }) : undefined}
        locale={{ emptyText: <Empty description={emptyText || TRACKER_MESSAGES.noRows} /> }}
      />
    </div>
  );
}

export const editorLabel = (key: EditableField, trade: string) => `${key === 'holds' ? 'Holds' : 'Scope transfer'} of ${trade}`;

const LEAD_TITLES = ['Cost Code', 'Trade'] as const;
/**
 * docs/money.md §11: a row without a budget (a new cost line) is complete of nothing: its percent complete reads
 * "Unbudgeted", never "100 %".
 */
const unbudgetedFlag = (r: TrackerRow, key: TrackerFigureKey) => (key === 'percentComplete' && r.unbudgeted
  ? <Tag color="warning" style={{ marginInlineEnd: 0 }}>{TRACKER_MESSAGES.unbudgeted}</Tag> : undefined);
/** The trade, with the part (DT) or position (IL) under it: two parts of one category are two rows of one trade. */
function TradeCell({ row }: { row: TrackerRow }) {
  const detail = rowDetail(row);
  return (
    <>
      <div>{row.trade}</div>
      {detail && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{detail}</Typography.Text>}
      {row.unbudgeted && <div><Tag color="warning">{TRACKER_MESSAGES.unbudgeted}</Tag></div>}
    </>
  );
}
const trackerLead = (r: TrackerRow) => [r.costCode, <TradeCell row={r} />] as const;

export interface TrackerGridProps {
  /** The query's rows as they are: a row the last change left alone keeps its object, so its cells do not re-render. */
  rows: TrackerRow[];
  summary: SummaryRow[];
  writable: boolean;
  onSave: (row: TrackerRow, field: EditableField, amount: string) => Promise<boolean>;
  onDelete: (row: TrackerRow) => void;
}

/** The Project Tracker grid: scope transfer and holds edited in place, Delete on rows whose figures are all zero. */
export function TrackerGrid({ rows, summary, writable, onSave, onDelete }: TrackerGridProps) {
  const editor = useCallback((r: TrackerRow, key: EditableField) => (isEditableRow(r) ? (
    <AmountCell row={r} field={key} value={r.figures[key]} label={editorLabel(key, rowName(r))} onSave={onSave} />
  ) : undefined), [onSave]);
  const actions = useCallback((r: TrackerRow) => (isEditableRow(r) && r.deletable ? (
    <Button type="link" size="small" danger aria-label={`Delete ${rowName(r)}`} onClick={() => onDelete(r)}>Delete</Button>
  ) : null), [onDelete]);
  return (
    <FigureGrid<TrackerRow>
      label="Project tracker"
      rows={rows}
      rowKey="id"
      leadTitles={LEAD_TITLES}
      lead={trackerLead}
      summary={summary}
      editor={writable ? editor : undefined}
      flag={unbudgetedFlag}
      actions={writable ? actions : undefined}
      emptyText={TRACKER_MESSAGES.noRows}
    />
  );
}
