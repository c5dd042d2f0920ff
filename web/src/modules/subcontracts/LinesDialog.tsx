import { useState } from 'react';
import { Alert, Form, Input, Modal, Table, Typography } from 'antd';
import { formatDateInput, money } from '../../app/format';
import { maskSignedMoney } from '../tracker/model';
import type { DialogField } from '../payment-applications/FieldsDialog';
import { lineLabel, typedTotal, type LedgerLine } from './model';

export type Values = Record<string, string>;

export interface LinesDialogProps {
  title: string;
  okText: string;
  lines: readonly LedgerLine[];
  /** The fields above the lines (a change order's reason; a billing's period and date). */
  fields: readonly DialogField[];
  initial: Values;
  /** A reason box per line (a billing: a negative amount needs one, docs/subcontracts.md §2). */
  lineReasons?: boolean;
  /** The first thing wrong, or null: the dialog's own check before the server's. */
  check: (values: Values, amounts: Values, reasons: Values) => string | null;
  /** The change; false when refused (the refusal is reported by the caller and the dialog stays open). */
  run: (values: Values, amounts: Values, reasons: Values) => Promise<boolean>;
  onClose: () => void;
}

/** A dialog with an amount per line (a subcontract change order, a billing) and its running total. */
export function LinesDialog({ title, okText, lines, fields, initial, lineReasons, check, run, onClose }: LinesDialogProps) {
  const [values, setValues] = useState(initial);
  const [amounts, setAmounts] = useState<Values>({});
  const [reasons, setReasons] = useState<Values>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function ok() {
    const problem = check(values, amounts, reasons);
    setError(problem);
    if (problem) return;
    setBusy(true);
    const done = await run(values, amounts, reasons);
    setBusy(false);
    if (done) onClose();
  }

  const columns = [
    { title: 'Line', key: 'line', render: (_: unknown, l: LedgerLine) => lineLabel(l) },
    { title: 'Contract Total', key: 'contract', align: 'right' as const, render: (_: unknown, l: LedgerLine) => money(l.contractTotal) },
    { title: 'Remaining Balance', key: 'remaining', align: 'right' as const, render: (_: unknown, l: LedgerLine) => money(l.remainingBalance) },
    {
      title: 'Amount', key: 'amount', render: (_: unknown, l: LedgerLine) => (
        <Input
          size="small" inputMode="decimal" aria-label={`Amount of ${lineLabel(l)}`} value={amounts[l.id] ?? ''} style={{ width: 130, textAlign: 'right' }}
          onChange={(e) => setAmounts((a) => ({ ...a, [l.id]: maskSignedMoney(e.target.value) }))}
        />
      ),
    },
    ...(lineReasons ? [{
      title: 'Reason', key: 'reason', render: (_: unknown, l: LedgerLine) => (
        <Input size="small" aria-label={`Reason of ${lineLabel(l)}`} maxLength={255} value={reasons[l.id] ?? ''}
          onChange={(e) => setReasons((r) => ({ ...r, [l.id]: e.target.value }))} />
      ),
    }] : []),
  ];

  return (
    <Modal open title={title} okText={okText} cancelText="Cancel" width={860} onOk={() => void ok()} onCancel={onClose} confirmLoading={busy} destroyOnHidden>
      <Form layout="vertical" component="div">
        {fields.map((f) => (
          <Form.Item key={f.key} label={f.label} htmlFor={`lines-${f.key}`} help={f.help}>
            <Input
              id={`lines-${f.key}`} value={values[f.key] ?? ''} placeholder={f.kind === 'date' ? 'MM/DD/YYYY' : undefined} maxLength={255}
              onChange={(e) => setValues((v) => ({ ...v, [f.key]: f.kind === 'date' ? formatDateInput(e.target.value) : e.target.value }))}
            />
          </Form.Item>
        ))}
      </Form>
      <Table<LedgerLine> size="small" rowKey="id" pagination={false} columns={columns} dataSource={[...lines]} />
      <Typography.Paragraph strong style={{ marginTop: 8 }} data-testid="lines-total">{`Total: ${money(typedTotal(amounts))}`}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}
