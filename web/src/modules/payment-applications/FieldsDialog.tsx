import { useState } from 'react';
import { Alert, Checkbox, Form, Input, Modal } from 'antd';
import { formatDateInput } from '../../app/format';
import { maskMoney } from '../../app/masks';

/** One field of an action's dialog: an amount (money mask), a date (MM/DD/YYYY mask), text, or a tick box ('true'/''). */
export interface DialogField {
  key: string;
  label: string;
  kind: 'money' | 'date' | 'text' | 'check';
  /** A line under the field, e.g. the limit of an amount. */
  help?: string;
  /** Disabled while another field says so (an amount while 'Release all' is ticked). */
  disabledWhen?: (values: Record<string, string>) => boolean;
}

export interface FieldsDialogProps {
  open: boolean;
  title: string;
  okText: string;
  fields: readonly DialogField[];
  initial: Record<string, string>;
  /** The first thing wrong with the values (the dialog's own check before the server's), or null. */
  check: (values: Record<string, string>) => string | null;
  /** The change; false when refused (the refusal is reported by the caller and the dialog stays open). */
  run: (values: Record<string, string>) => Promise<boolean>;
  onClose: () => void;
}

const mask = (kind: DialogField['kind'], text: string) => (kind === 'money' ? maskMoney(text) : kind === 'date' ? formatDateInput(text) : text);

/** The dialogs of an application's actions (Certify, Record Payment, Release Retainage, New application). */
export function FieldsDialog({ open, title, okText, fields, initial, check, run, onClose }: FieldsDialogProps) {
  // Mounted when opened (ApplicationActions), so each opening starts from `initial`.
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function ok() {
    const problem = check(values);
    setError(problem);
    if (problem) return;
    setBusy(true);
    const done = await run(values);
    setBusy(false);
    if (done) onClose();
  }

  return (
    <Modal open={open} title={title} okText={okText} cancelText="Cancel" onOk={() => void ok()} onCancel={onClose} confirmLoading={busy} destroyOnHidden>
      <Form layout="vertical" component="div">
        {fields.map((f) => {
          const id = `dialog-${f.key}`;
          const disabled = f.disabledWhen?.(values) ?? false;
          if (f.kind === 'check') {
            return (
              <Form.Item key={f.key} help={f.help}>
                <Checkbox id={id} checked={values[f.key] === 'true'} onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.checked ? 'true' : '' }))}>
                  {f.label}
                </Checkbox>
              </Form.Item>
            );
          }
          return (
            <Form.Item key={f.key} label={f.label} htmlFor={id} help={f.help}>
              <Input
                id={id} value={values[f.key] ?? ''} disabled={disabled} inputMode={f.kind === 'text' ? undefined : 'decimal'}
                placeholder={f.kind === 'date' ? 'MM/DD/YYYY' : undefined} maxLength={f.kind === 'text' ? 255 : undefined}
                onChange={(e) => setValues((v) => ({ ...v, [f.key]: mask(f.kind, e.target.value) }))}
                onPressEnter={() => void ok()}
              />
            </Form.Item>
          );
        })}
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}
