import { Alert, Button, Input, Select, Space } from 'antd';
import { formatNumber } from '@suite/money';
import { readError } from '../../app/errors';
import { money } from '../../app/format';
import { RateText } from '../../app/RateText';
import { maskMoney } from '../../app/masks';
import { nameListbox } from '../../app/nameListbox';
import { useConfirmedAction } from '../../app/useConfirmedAction';
import { useFlash } from '../../app/useFlash';
import type { TradeLineInput } from '../../gql/graphql';
import { FLASH_MS, LINE_MESSAGES, TEXT_LIMIT, TRADE_ADD_DELAY_MS } from './messages';
import { decimalText, NEW_TRADE, tradeComplete, wireNumber, type TradeDraft } from './model';
import { SubcontractorHeader, TradeTotalHeader, type QuotingSubcontractor } from './SubcontractorHeader';
import { useCatalogue } from './useCatalogue';
import { ScrollTable } from './ScrollTable';
import { lineActionsColumn } from './LineActions';
import { isNewRow, NEW_ROW, NO_FIGURE, useRowEditor, type EditableRow, type WriteOutcome } from './useRowEditor';

/** A direct-trade line as the table shows it: a bid's (with its quotes), a PCO's or a direct cost's. */
export interface TradeLineView {
  id: string;
  costCode: string;
  subdivision: { id: string; name: string };
  category: { id: string; name: string };
  part: { id: string; name: string };
  costPerUnit: string;
  units: string;
  unitOfMeasure: string;
  total: string;
  notes: string;
  /** A bid line's subcontractor quotes. */
  amounts?: readonly { subcontractorId: string; amount: string }[];
}

/** A bid's subcontractors quoting on its trade lines (bid leveling, docs/projects.md §2.7). */
export interface TradeQuotes {
  subcontractors: readonly QuotingSubcontractor[];
  /** A subcontractor's total header chooses it; null (the Total header) clears the choice. */
  onSelect: (subcontractorId: string | null) => void;
  /** Removes a subcontractor from the bid, after the table's confirmation; a throw is shown with its reason. */
  onRemove: (subcontractorId: string) => Promise<unknown>;
  /** The Add Subcontractor button beside Add Trade Row. */
  onAdd: () => void;
}

type Line = TradeLineView;
type Row = EditableRow<Line>;

export interface TradeTableProps {
  lines: readonly TradeLineView[];
  /** A bid's division: the sub divisions offered are its own. Absent: every sub division, grouped by division. */
  divisionId?: string;
  /** False: no Add Trade Row, no actions column (docs/projects.md §4: a Pending project, an Accepted PCO, no write). */
  editable: boolean;
  /** Saves a new line (id null) or a changed one; the owner adds its version and reports a refusal. Absent: read-only. */
  onSave?: (id: string | null, input: TradeLineInput) => Promise<WriteOutcome>;
  /** Deletes a line, after the table's confirmation. Absent: read-only. */
  onDelete?: (line: TradeLineView) => Promise<unknown>;
  /** A bid's subcontractor quotes: an amount column each. Absent (PCOs, direct costs): no amount columns. */
  quotes?: TradeQuotes;
}

const draftOf = (l: Line): TradeDraft => ({
  subdivisionId: l.subdivision.id, categoryId: l.category.id, partId: l.part.id, costPerUnit: l.costPerUnit, units: l.units,
  unitOfMeasure: l.unitOfMeasure, costCode: l.costCode, notes: l.notes,
  amounts: Object.fromEntries((l.amounts ?? []).map((a) => [a.subcontractorId, a.amount])),
});

/**
 * Direct-trade lines of a bid, a PCO or a direct cost (docs/projects.md §2.7, §2.9, §4; docs/money.md §6); on a bid, each
 * subcontractor's quotes with bid leveling in the headers.
 */
export function TradeTable({ lines, divisionId, editable: editableProp, onSave, onDelete, quotes }: TradeTableProps) {
  const editable = editableProp && !!onSave && !!onDelete;
  const confirm = useConfirmedAction();
  const catalogue = useCatalogue();
  const editor = useRowEditor<TradeDraft>(TRADE_ADD_DELAY_MS);
  const [error, flashError] = useFlash<string>(FLASH_MS);
  const subcontractors = quotes?.subcontractors ?? [];
  const selected = subcontractors.some((s) => s.selected);
  const subdivisionOptions = divisionId
    ? catalogue.subdivisionsOf(divisionId).map((s) => ({ value: s.id, label: s.name }))
    : catalogue.divisions.map((dv) => ({ label: dv.name, title: dv.name, options: dv.subdivisions.map((s) => ({ value: s.id, label: s.name })) }));

  async function save() {
    const e = editor.editing;
    if (!e || !onSave) return;
    // docs/projects.md §5: subdivision, category, part and non-zero units.
    if (!tradeComplete(e.draft)) return flashError(LINE_MESSAGES.tradeMandatory);
    const input = {
      subdivisionId: e.draft.subdivisionId!, categoryId: e.draft.categoryId!, partId: e.draft.partId!,
      costPerUnit: wireNumber(e.draft.costPerUnit), units: wireNumber(e.draft.units), unitOfMeasure: e.draft.unitOfMeasure,
      costCode: e.draft.costCode, notes: e.draft.notes,
      ...(quotes ? { amounts: subcontractors.map((s) => ({ subcontractorId: s.id, amount: wireNumber(e.draft.amounts[s.id] ?? '0') })) } : {}),
    };
    editor.settle(await onSave(e.key === NEW_ROW ? null : e.key, input));
  }

  const cell = (r: Row, view: () => React.ReactNode, edit: (draft: TradeDraft) => React.ReactNode) => editor.cell(r.id, view, edit);
  const picker = (id: string, label: string, value: string | undefined, options: React.ComponentProps<typeof Select>['options'], onChange: (v: string) => void, disabled = false) => (
    <Select
      id={id} aria-label={label} onOpenChange={nameListbox(id, label)} showSearch={{ optionFilterProp: 'label' }} style={{ width: 190 }}
      value={value} options={options} onChange={onChange} disabled={disabled} loading={catalogue.loading}
    />
  );
  const text = (label: string, key: 'costPerUnit' | 'units', width = 100) => (draft: TradeDraft) => (
    <Input aria-label={label} inputMode="decimal" value={draft[key]} onChange={(ev) => editor.patch({ [key]: decimalText(ev.target.value) })} style={{ width }} />
  );

  const subColumns = subcontractors.map((s) => ({
    title: (
      <SubcontractorHeader
        sub={s}
        onSelect={editable && quotes ? () => quotes.onSelect(s.id) : undefined}
        onRemove={editable && quotes ? () => confirm({
          question: `Do you want to remove ${s.name} from this bid?`, okText: 'Remove', danger: true,
          run: () => quotes.onRemove(s.id),
          failure: (err) => flashError(`${LINE_MESSAGES.removeFailed}${readError(err).message}`),
        }) : undefined}
      />
    ),
    key: `sub-${s.id}`,
    align: 'right' as const,
    render: (_: unknown, r: Row) => cell(r, () => money((r as Line).amounts?.find((a) => a.subcontractorId === s.id)?.amount ?? '0'), (draft) => (
      <Input
        aria-label={`Amount ${s.name}`} inputMode="decimal" style={{ width: 120 }} value={draft.amounts[s.id] ?? ''}
        onChange={(ev) => editor.patch({ amounts: { ...draft.amounts, [s.id]: maskMoney(ev.target.value) } })}
      />
    )),
  }));

  const columns = [
    { title: 'Cost Code', key: 'costCode', render: (_: unknown, r: Row) => cell(r, () => (r as Line).costCode,
      (draft) => <Input aria-label="Cost Code" value={draft.costCode} maxLength={50} onChange={(ev) => editor.patch({ costCode: ev.target.value })} style={{ width: 110 }} />) },
    { title: 'Sub Division', key: 'subdivision', render: (_: unknown, r: Row) => cell(r, () => (r as Line).subdivision.name, (draft) => picker(
      'trade-subdivision', 'Sub Division', draft.subdivisionId, subdivisionOptions,
      // docs/projects.md §4: a new subdivision clears category and part.
      (v) => editor.patch({ subdivisionId: v, categoryId: undefined, partId: undefined }),
    )) },
    { title: 'Category', key: 'category', render: (_: unknown, r: Row) => cell(r, () => (r as Line).category.name, (draft) => picker(
      'trade-category', 'Category', draft.categoryId, catalogue.categoriesOf(draft.subdivisionId).map((c) => ({ value: c.id, label: c.name })),
      (v) => editor.patch({ categoryId: v, partId: undefined }), !draft.subdivisionId,
    )) },
    { title: 'Part', key: 'part', render: (_: unknown, r: Row) => cell(r, () => (r as Line).part.name, (draft) => picker(
      'trade-part', 'Part', draft.partId, catalogue.partsOf(draft.categoryId).map((p) => ({ value: p.id, label: p.name })),
      (v) => {
        // docs/projects.md §4: choosing a part fills cost per unit and the unit of measure (and its cost code).
        const part = catalogue.part(v);
        editor.patch({ partId: v, ...(part ? { costPerUnit: part.costPerUnit ?? undefined, unitOfMeasure: part.unit, costCode: part.costCode || draft.costCode } : {}) });
      }, !draft.categoryId,
    )) },
    { title: 'Notes', key: 'notes', render: (_: unknown, r: Row) => cell(r, () => (r as Line).notes,
      (draft) => <Input aria-label="Notes" value={draft.notes} maxLength={TEXT_LIMIT} onChange={(ev) => editor.patch({ notes: ev.target.value })} style={{ width: 160 }} />) },
    { title: 'Cost Per Unit', key: 'costPerUnit', align: 'right' as const, render: (_: unknown, r: Row) => cell(r, () => <RateText value={(r as Line).costPerUnit} />, text('Cost Per Unit', 'costPerUnit', 110)) },
    { title: 'Units', key: 'units', align: 'right' as const, render: (_: unknown, r: Row) => cell(r, () => formatNumber((r as Line).units, 4), text('Units', 'units')) },
    { title: 'U/M', key: 'um', render: (_: unknown, r: Row) => cell(r, () => (r as Line).unitOfMeasure,
      (draft) => <Input aria-label="U/M" value={draft.unitOfMeasure} maxLength={20} onChange={(ev) => editor.patch({ unitOfMeasure: ev.target.value })} style={{ width: 70 }} />) },
    {
      title: <TradeTotalHeader selected={selected} onClear={editable && quotes && subcontractors.length > 0 ? () => quotes.onSelect(null) : undefined} />,
      key: 'total', align: 'right' as const, render: (_: unknown, r: Row) => (isNewRow(r) ? NO_FIGURE : money(r.total)),
    },
    ...subColumns,
    ...(editable ? [lineActionsColumn<Line, TradeDraft>({
      editor, save: () => void save(), draftOf, name: (l) => `trade ${l.part.name}`, deleteQuestion: LINE_MESSAGES.deleteTrade, onDelete, confirm,
    })] : []),
  ];

  const rows = editor.rows(lines);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {editable && (
        <Space>
          <Button onClick={() => editor.start(NEW_ROW, { ...NEW_TRADE, amounts: {} })} disabled={!editor.canAdd}>Add Trade Row</Button>
          {quotes && <Button onClick={quotes.onAdd}>Add Subcontractor</Button>}
        </Space>
      )}
      {error && <Alert type="error" showIcon title={error} />}
      <ScrollTable<Row>
        label="Direct trade lines" rowKey="id" columns={columns} dataSource={rows}
        onRow={(r) => (editor.isEditing(r.id) ? { onKeyDown: (e) => editor.onKeyDown(e, () => void save()) } : {})}
        locale={{ emptyText: 'No direct trade lines.' }}
      />
    </Space>
  );
}
