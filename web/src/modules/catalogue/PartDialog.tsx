import { useEffect, useState } from 'react';
import { Alert, App, Form, Input, Modal, Select } from 'antd';
import { useApolloClient } from '@apollo/client/react';
import { readError } from '../../app/errors';
import type { PartFieldsFragment } from '../../gql/graphql';
import { CATALOGUE_MESSAGES } from './messages';
import { CreatePartMutation, UpdatePartMutation } from './operations';

type Option = { value: string; label: string };

/** Digits, thousands commas and one decimal point, as typed. */
const MONEY_TYPING = /^[\d,]*\.?\d{0,2}$/;

export interface PartDialogProps {
  open: boolean;
  part?: PartFieldsFragment | null;
  categories: Option[];
  units: Option[];
  onClose: () => void;
  onSaved: () => unknown;
}

/** Add or edit a part: name, category, cost per unit (money), unit of measure and cost code (docs/projects.md §3 Part). */
export function PartDialog({ open, part, categories, units, onClose, onSaved }: PartDialogProps) {
  const client = useApolloClient();
  const { message } = App.useApp();
  const [name, setName] = useState('');
  const [categoryId, setCategoryId] = useState<string | undefined>();
  const [cost, setCost] = useState('');
  const [unitId, setUnitId] = useState<string | undefined>();
  const [costCode, setCostCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setName(part?.name ?? '');
    setCategoryId(part?.categoryId);
    setCost(part?.costPerUnit ?? '');
    setUnitId(part?.unitId);
    setCostCode(part?.costCode ?? '');
    setError(null);
  }, [open, part]);

  async function submit() {
    const input = { name: name.trim(), categoryId, costPerUnit: cost.replace(/,/g, '').trim(), unitId, costCode: costCode.trim() };
    if (!input.name || !input.categoryId || !input.costPerUnit || !input.unitId) return setError(CATALOGUE_MESSAGES.mandatory);
    setBusy(true);
    setError(null);
    try {
      if (part) await client.mutate({ mutation: UpdatePartMutation, variables: { id: part.id, input } });
      else await client.mutate({ mutation: CreatePartMutation, variables: { input } });
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
    <Modal open={open} title={part ? 'Edit Part' : 'Create Part'} okText={part ? 'Update' : 'Create'} onOk={() => void submit()}
      onCancel={onClose} confirmLoading={busy} destroyOnHidden>
      <Form layout="vertical" component="div">
        <Form.Item label="Category" htmlFor="catalogue-part-category" required>
          <Select id="catalogue-part-category" aria-label="Category" showSearch={{ optionFilterProp: 'label' }} value={categoryId}
            options={categories} onChange={setCategoryId} />
        </Form.Item>
        <Form.Item label="Part Name" htmlFor="catalogue-part-name" required>
          <Input id="catalogue-part-name" value={name} maxLength={255} onChange={(e) => setName(e.target.value)} />
        </Form.Item>
        <Form.Item label="Cost Per Unit" htmlFor="catalogue-part-cost" required>
          <Input id="catalogue-part-cost" prefix="$" inputMode="decimal" value={cost}
            onChange={(e) => MONEY_TYPING.test(e.target.value) && setCost(e.target.value)} />
        </Form.Item>
        <Form.Item label="Unit of Measure" htmlFor="catalogue-part-unit" required>
          <Select id="catalogue-part-unit" aria-label="Unit of Measure" showSearch={{ optionFilterProp: 'label' }} value={unitId}
            options={units} onChange={setUnitId} />
        </Form.Item>
        <Form.Item label="Cost Code" htmlFor="catalogue-part-code">
          <Input id="catalogue-part-code" value={costCode} maxLength={50} onChange={(e) => setCostCode(e.target.value)} />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}
