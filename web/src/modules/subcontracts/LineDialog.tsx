import { useState } from 'react';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useApolloClient } from '@apollo/client/react';
import { parseDecimal, toMoneyString } from '@suite/money';
import { maskMoney } from '../../app/masks';
import { nameListbox } from '../../app/nameListbox';
import type { CommitmentFieldsFragment } from '../../gql/graphql';
import { useCatalogue } from '../lines/useCatalogue';
import { AddSubcontractLineMutation, UpdateSubcontractLineMutation } from './graphql/operations';
import type { useSubcontractWrite } from './hooks/useSubcontractWrite';
import { SUBCONTRACT_MESSAGES } from './messages';
import { moneyOf } from './model';

type Line = CommitmentFieldsFragment['lines'][number];

export interface LineDialogProps {
  commitment: CommitmentFieldsFragment;
  /** Absent: Add Row; present: the PO line edited. */
  line?: Line;
  write: ReturnType<typeof useSubcontractWrite>;
  onDone: () => void;
  onClose: () => void;
}

interface Draft { divisionId?: string; subdivisionId?: string; categoryId?: string; partId?: string; units: string; unitOfMeasure: string; total: string; notes: string }

const unitsOf = (text: string) => {
  const d = parseDecimal(text.replace(/,/g, '').trim());
  return d && d.gt(0) && d.decimalPlaces() <= 4 ? d.toFixed() : undefined;
};

/**
 * The Add Row dialog of docs/projects.md §2.14 made real for a PO's lines: division, subdivision, category and part from the
 * catalogue (as the direct-cost form picks them), units, unit of measure (the part's by default) and the total; cost per
 * unit = round4(total / units) is the server's (docs/money.md §15).
 */
export function LineDialog({ commitment: c, line, write, onDone, onClose }: LineDialogProps) {
  const client = useApolloClient();
  const catalogue = useCatalogue();
  const [d, setD] = useState<Draft>(() => ({
    divisionId: line?.divisionId ?? undefined, subdivisionId: line?.subdivisionId ?? undefined, categoryId: line?.categoryId ?? undefined,
    partId: line?.partId ?? undefined, units: line?.units ?? '', unitOfMeasure: line?.unitOfMeasure ?? '', total: line ? maskMoney(line.total) : '', notes: '',
  }));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function ok() {
    const units = unitsOf(d.units);
    const total = moneyOf(d.total);
    if (!d.divisionId || !d.subdivisionId || !d.categoryId || !d.partId || !units || !total || !d.unitOfMeasure.trim()) {
      setError(SUBCONTRACT_MESSAGES.lineMandatory);
      return;
    }
    setError(null);
    setBusy(true);
    const input = {
      divisionId: d.divisionId, subdivisionId: d.subdivisionId, categoryId: d.categoryId, partId: d.partId, units, unitOfMeasure: d.unitOfMeasure.trim(),
      total: toMoneyString(total), notes: d.notes.trim() || null,
    };
    const done = await write(() => (line
      ? client.mutate({ mutation: UpdateSubcontractLineMutation, variables: { lineId: line.id, expectedVersion: c.version, input } })
      : client.mutate({ mutation: AddSubcontractLineMutation, variables: { id: c.id, expectedVersion: c.version, input } })));
    setBusy(false);
    if (done) {
      onDone();
      onClose();
    }
  }

  const pick = (id: string, label: string, options: { value: string; label: string }[], value: string | undefined, onChange: (v: string) => void, disabled = false) => (
    <Form.Item label={label} htmlFor={id} required>
      <Select id={id} aria-label={label} onOpenChange={nameListbox(id, label)} showSearch={{ optionFilterProp: 'label' }} options={options}
        value={value} onChange={onChange} disabled={disabled} loading={catalogue.loading} />
    </Form.Item>
  );

  return (
    <Modal open title={line ? `Edit line of ${c.number}` : `Add Row to ${c.number}`} okText={line ? 'Save' : 'Add'} cancelText="Cancel"
      onOk={() => void ok()} onCancel={onClose} confirmLoading={busy} destroyOnHidden>
      <Form layout="vertical" component="div">
        {pick('line-division', 'Division', catalogue.divisionOptions, d.divisionId,
          (v) => setD((x) => ({ ...x, divisionId: v, subdivisionId: undefined, categoryId: undefined, partId: undefined })))}
        {pick('line-subdivision', 'Sub Division', catalogue.subdivisionsOf(d.divisionId).map((s) => ({ value: s.id, label: s.name })), d.subdivisionId,
          (v) => setD((x) => ({ ...x, subdivisionId: v, categoryId: undefined, partId: undefined })), !d.divisionId)}
        {pick('line-category', 'Category', catalogue.categoriesOf(d.subdivisionId).map((s) => ({ value: s.id, label: s.name })), d.categoryId,
          (v) => setD((x) => ({ ...x, categoryId: v, partId: undefined })), !d.subdivisionId)}
        {pick('line-part', 'Part', catalogue.partsOf(d.categoryId).map((p) => ({ value: p.id, label: p.name })), d.partId,
          (v) => setD((x) => ({ ...x, partId: v, unitOfMeasure: x.unitOfMeasure || catalogue.part(v)?.unit || '' })), !d.categoryId)}
        <Form.Item label="Units" htmlFor="line-units" required>
          <Input id="line-units" inputMode="decimal" value={d.units} onChange={(e) => setD((x) => ({ ...x, units: e.target.value.replace(/[^\d.,]/g, '') }))} />
        </Form.Item>
        <Form.Item label="Unit of Measure" htmlFor="line-uom" required>
          <Input id="line-uom" maxLength={20} value={d.unitOfMeasure} onChange={(e) => setD((x) => ({ ...x, unitOfMeasure: e.target.value }))} />
        </Form.Item>
        <Form.Item label="Total" htmlFor="line-total" required>
          <Input id="line-total" prefix="$" inputMode="decimal" value={d.total} onChange={(e) => setD((x) => ({ ...x, total: maskMoney(e.target.value) }))} />
        </Form.Item>
        <Form.Item label="Notes" htmlFor="line-notes">
          <Input id="line-notes" maxLength={255} value={d.notes} onChange={(e) => setD((x) => ({ ...x, notes: e.target.value }))} />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}
