import { useEffect, useState } from 'react';
import { Alert, App, Form, Input, Modal, Select } from 'antd';
import { readError } from '../../app/errors';
import { CATALOGUE_MESSAGES, LEVELS } from './messages';

export interface LevelDialogValues {
  name: string;
  number?: string;
  parentId?: string;
}

export interface LevelDialogProps {
  /** Division, Sub Division or Category: what the title and labels name. */
  level: 'division' | 'subdivision' | 'category';
  open: boolean;
  /** The row being changed; absent to add one. */
  initial?: LevelDialogValues & { id: string };
  /** The parent picker (division of a sub division, sub division of a category); absent for a division. */
  parent?: { label: string; options: { value: string; label: string }[]; required: string };
  save: (values: LevelDialogValues, id?: string) => Promise<unknown>;
  onClose: () => void;
  onSaved: () => unknown;
}

/**
 * Add or edit a division, sub division or category. Blank fields are named before anything is sent (docs/projects.md §5 words);
 * the server's refusal (a name taken in the parent, 409) is shown in the dialog, which closes only on success.
 */
export function LevelDialog({ level, open, initial, parent, save, onClose, onSaved }: LevelDialogProps) {
  const { message } = App.useApp();
  const [name, setName] = useState('');
  const [number, setNumber] = useState('');
  const [parentId, setParentId] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { singular } = LEVELS[level];
  const id = `catalogue-${level}`;

  useEffect(() => {
    if (!open) return;
    setName(initial?.name ?? '');
    setNumber(initial?.number ?? '');
    setParentId(initial?.parentId);
    setError(null);
  }, [open, initial]);

  async function submit() {
    if (parent && !parentId) return setError(parent.required);
    if (!name.trim()) return setError(CATALOGUE_MESSAGES.mandatory);
    setBusy(true);
    setError(null);
    try {
      await save({ name: name.trim(), number: number.trim(), parentId }, initial?.id);
      message.success(CATALOGUE_MESSAGES.saved);
      onClose();
      await onSaved();
    } catch (err) {
      const e = readError(err);
      setError(e.code === 'CONFLICT' || e.code === 'BAD_USER_INPUT' || e.code === 'NOT_FOUND' ? e.message : CATALOGUE_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title={`${initial ? 'Edit' : 'Create'} ${singular}`}
      okText={initial ? 'Update' : 'Create'}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        {parent && (
          <Form.Item label={parent.label} htmlFor={`${id}-parent`} required>
            <Select
              id={`${id}-parent`}
              aria-label={parent.label}
              showSearch={{ optionFilterProp: 'label' }}
              value={parentId}
              options={parent.options}
              onChange={setParentId}
            />
          </Form.Item>
        )}
        {level === 'division' && (
          <Form.Item label="Division Number" htmlFor={`${id}-number`}>
            <Input id={`${id}-number`} value={number} maxLength={20} onChange={(e) => setNumber(e.target.value)} />
          </Form.Item>
        )}
        <Form.Item label={`${singular} Name`} htmlFor={`${id}-name`} required>
          <Input id={`${id}-name`} value={name} maxLength={255} onChange={(e) => setName(e.target.value)} />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}
