import { useMemo } from 'react';
import { Alert, Button, Input, Select, Space } from 'antd';
import { useQuery } from '@apollo/client/react';
import { formatNumber } from '@suite/money';
import { RateText } from '../../app/RateText';
import { formatDateInput, fromApiDate, money, parseDisplayDate, todayDisplayDate, toApiDate } from '../../app/format';
import { nameListbox } from '../../app/nameListbox';
import { useConfirmedAction } from '../../app/useConfirmedAction';
import { useFlash } from '../../app/useFlash';
import type { BidPricingMode, LaborLineInput } from '../../gql/graphql';
import { FLASH_MS, LABOR_ADD_DELAY_MS, LINE_MESSAGES, TEXT_LIMIT } from './messages';
import { decimalText, laborComplete, laborHeaders, NEW_LABOR, wireNumber, type LaborDraft } from './model';
import { BidPositionsQuery } from './operations';
import { ScrollTable } from './ScrollTable';
import { lineActionsColumn } from './LineActions';
import { isNewRow, NEW_ROW, NO_FIGURE, useRowEditor, type EditableRow, type WriteOutcome } from './useRowEditor';

/** An internal labor line as the table shows it: a bid's, a PCO's or a direct cost's. */
export interface LaborLineView {
  id: string;
  costCode: string;
  position: { id: string; name: string };
  level: { id: string; name: string };
  quantity: string;
  units: string;
  costPerUnit: string;
  total: string;
  overhead: string;
  budgetTotal: string;
  notes: string;
  /** A direct cost's line: its date, YYYY-MM-DD. */
  date?: string;
}

/** What the table saves of a labor row: the line's input, and a dated line's date (YYYY-MM-DD). */
export type LaborLineEntry = LaborLineInput & { date?: string };

type Line = LaborLineView;
type Row = EditableRow<Line>;

export interface LaborTableProps {
  lines: readonly LaborLineView[];
  /** Headers (Cost/Hour and Hours, or Cost/Week and Weeks) and the level rate a new line starts from. */
  pricingMode: BidPricingMode;
  /** False: no Add Labor Row, no actions column (docs/projects.md §4: a Pending project, an Accepted PCO, no write). */
  editable: boolean;
  /** Saves a new line (id null) or a changed one; the owner adds its version and reports a refusal. Absent: read-only. */
  onSave?: (id: string | null, input: LaborLineEntry) => Promise<WriteOutcome>;
  /** Deletes a line, after the table's confirmation. Absent: read-only. */
  onDelete?: (line: LaborLineView) => Promise<unknown>;
  /** Direct costs: a Date column first, required, sent as `date` (YYYY-MM-DD); a new line starts today. */
  dated?: boolean;
}

const draftOf = (l: Line): LaborDraft => ({
  positionId: l.position.id, levelId: l.level.id, quantity: l.quantity, units: l.units, costPerUnit: l.costPerUnit,
  costCode: l.costCode, notes: l.notes, ...(l.date ? { date: fromApiDate(l.date) } : {}),
});

/**
 * Internal labor lines of a bid, a PCO or a direct cost (docs/projects.md §2.7, §2.9, §4 'Table rows'; docs/money.md §5):
 * figures as the server saved them.
 */
export function LaborTable({ lines, pricingMode, editable: editableProp, onSave, onDelete, dated = false }: LaborTableProps) {
  const editable = editableProp && !!onSave && !!onDelete;
  const confirm = useConfirmedAction();
  const editor = useRowEditor<LaborDraft>(LABOR_ADD_DELAY_MS);
  const [error, flashError] = useFlash<string>(FLASH_MS);
  const positions = useQuery(BidPositionsQuery, { skip: !editable });
  const headers = laborHeaders(pricingMode);
  const d = editor.editing?.draft;
  const levels = useMemo(() => positions.data?.positions.find((p) => p.id === d?.positionId)?.levels ?? [], [positions.data, d?.positionId]);

  async function save() {
    const e = editor.editing;
    if (!e || !onSave) return;
    if (!laborComplete(e.draft) || (dated && !e.draft.date?.trim())) return flashError(LINE_MESSAGES.laborMandatory);
    if (dated && parseDisplayDate(e.draft.date) === null) return flashError(LINE_MESSAGES.invalidDate);
    const input = {
      positionId: e.draft.positionId!, levelId: e.draft.levelId!, quantity: wireNumber(e.draft.quantity), units: wireNumber(e.draft.units),
      costPerUnit: wireNumber(e.draft.costPerUnit), costCode: e.draft.costCode, notes: e.draft.notes,
      ...(dated ? { date: toApiDate(e.draft.date) } : {}),
    };
    editor.settle(await onSave(e.key === NEW_ROW ? null : e.key, input));
  }

  const cell = (r: Row, view: () => React.ReactNode, edit: (draft: LaborDraft) => React.ReactNode) => editor.cell(r.id, view, edit);
  const num = (label: string, key: 'quantity' | 'units' | 'costPerUnit') => (draft: LaborDraft) => (
    <Input aria-label={label} inputMode="decimal" value={draft[key]} onChange={(ev) => editor.patch({ [key]: decimalText(ev.target.value) })} style={{ width: 110 }} />
  );

  const dateColumn = { title: 'Date', key: 'date', render: (_: unknown, r: Row) => cell(r, () => fromApiDate((r as Line).date), (draft) => (
    <Input aria-label="Date" placeholder="MM/DD/YYYY" inputMode="numeric" maxLength={10} value={draft.date ?? ''} onChange={(ev) => editor.patch({ date: formatDateInput(ev.target.value) })} style={{ width: 120 }} />
  )) };
  const columns = [
    ...(dated ? [dateColumn] : []),
    { title: 'Cost Code', key: 'costCode', render: (_: unknown, r: Row) => cell(r, () => (r as Line).costCode,
      (draft) => <Input aria-label="Cost Code" value={draft.costCode} maxLength={50} onChange={(ev) => editor.patch({ costCode: ev.target.value })} style={{ width: 110 }} />) },
    { title: 'Position', key: 'position', render: (_: unknown, r: Row) => cell(r, () => (r as Line).position.name, (draft) => (
      <Select
        id="labor-position" aria-label="Position" onOpenChange={nameListbox('labor-position', 'Position')} showSearch={{ optionFilterProp: 'label' }}
        style={{ width: 170 }} value={draft.positionId} loading={positions.loading}
        options={(positions.data?.positions ?? []).map((p) => ({ value: p.id, label: p.name }))}
        // docs/projects.md §4: choosing a position clears the level.
        onChange={(v: string) => editor.patch({ positionId: v, levelId: undefined })}
      />
    )) },
    { title: 'Level', key: 'level', render: (_: unknown, r: Row) => cell(r, () => (r as Line).level.name, (draft) => (
      <Select
        id="labor-level" aria-label="Level" onOpenChange={nameListbox('labor-level', 'Level')} showSearch={{ optionFilterProp: 'label' }}
        style={{ width: 150 }} value={draft.levelId} disabled={!draft.positionId}
        options={levels.map((l) => ({ value: l.id, label: l.name }))}
        onChange={(v: string) => {
          const level = levels.find((l) => l.id === v);
          // The level's rate by the pricing mode, as the server would default it (docs/money.md §5).
          editor.patch({ levelId: v, costCode: level?.costCode || draft.costCode, costPerUnit: level ? (pricingMode === 'HOURLY' ? level.ratePerHour : level.ratePerWeek) : draft.costPerUnit });
        }}
      />
    )) },
    { title: 'Quantity', key: 'quantity', align: 'right' as const, render: (_: unknown, r: Row) => cell(r, () => formatNumber((r as Line).quantity, 4), num('Quantity', 'quantity')) },
    { title: headers.cost, key: 'costPerUnit', align: 'right' as const, render: (_: unknown, r: Row) => cell(r, () => <RateText value={(r as Line).costPerUnit} />, num(headers.cost, 'costPerUnit')) },
    { title: headers.units, key: 'units', align: 'right' as const, render: (_: unknown, r: Row) => cell(r, () => formatNumber((r as Line).units, 4), num(headers.units, 'units')) },
    { title: 'Total', key: 'total', align: 'right' as const, render: (_: unknown, r: Row) => (isNewRow(r) ? NO_FIGURE : money(r.total)) },
    { title: 'Overhead', key: 'overhead', align: 'right' as const, render: (_: unknown, r: Row) => (isNewRow(r) ? NO_FIGURE : money(r.overhead)) },
    { title: 'Budget Total', key: 'budgetTotal', align: 'right' as const, render: (_: unknown, r: Row) => (isNewRow(r) ? NO_FIGURE : money(r.budgetTotal)) },
    { title: 'Notes', key: 'notes', render: (_: unknown, r: Row) => cell(r, () => (r as Line).notes,
      (draft) => <Input aria-label="Notes" value={draft.notes} maxLength={TEXT_LIMIT} onChange={(ev) => editor.patch({ notes: ev.target.value })} style={{ width: 180 }} />) },
    ...(editable ? [lineActionsColumn<Line, LaborDraft>({
      editor, save: () => void save(), draftOf, name: (l) => `labor ${l.position.name} ${l.level.name}`, deleteQuestion: LINE_MESSAGES.deleteLabor, onDelete, confirm,
    })] : []),
  ];

  const rows = editor.rows(lines);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {editable && (
        <Button onClick={() => editor.start(NEW_ROW, { ...NEW_LABOR, ...(dated ? { date: todayDisplayDate() } : {}) })} disabled={!editor.canAdd}>Add Labor Row</Button>
      )}
      {error && <Alert type="error" showIcon title={error} />}
      {/* Positions and levels are read with bid_sheets (or all_employees, pcos, direct_costs); a failed read says so. */}
      {editable && positions.error && <Alert type="warning" showIcon title={LINE_MESSAGES.positionsFailed} />}
      <ScrollTable<Row>
        label="Internal labor lines" rowKey="id" columns={columns} dataSource={rows}
        onRow={(r) => (editor.isEditing(r.id) ? { onKeyDown: (e) => editor.onKeyDown(e, () => void save()) } : {})}
        locale={{ emptyText: 'No internal labor lines.' }}
      />
    </Space>
  );
}
