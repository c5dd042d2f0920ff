import { useEffect, useState } from 'react';
import { Alert, App, Form, Input, Modal, Select } from 'antd';
import { useApolloClient } from '@apollo/client/react';
import { readError } from '../../app/errors';
import { useFlash } from '../../app/useFlash';
import type { OverheadPeriod, OverheadServiceFieldsFragment, OverheadServiceKind } from '../../gql/graphql';
import { AddOverheadServiceMutation, UpdateOverheadServiceMutation } from './operations';
import { LIST_TITLES, OVERHEAD_MESSAGES } from './messages';

const PERIODS: { value: OverheadPeriod; label: string }[] = [
  { value: 'MONTHLY', label: 'Monthly' },
  { value: 'ANNUALLY', label: 'Annually' },
];

/** Digits, thousands commas and one decimal point, as typed (docs/projects.md §5: commas are stripped before sending). */
const NUMBER_TYPING = /^[\d,]*\.?\d*$/;

export interface ServiceDialogProps {
  /** The list a new service goes in; with `service`, the service being changed. */
  kind: OverheadServiceKind | null;
  service?: OverheadServiceFieldsFragment | null;
  onClose: () => void;
  onSaved: () => unknown;
}

/**
 * Add or edit an overhead service (docs/projects.md §5): monthly, annual and equipment services need every field
 * ('Fill all the mandatory fields.' for 3 s, nothing sent); Other needs none.
 */
export function ServiceDialog({ kind, service, onClose, onSaved }: ServiceDialogProps) {
  const client = useApolloClient();
  const { message } = App.useApp();
  const open = kind !== null;
  const [name, setName] = useState('');
  const [costPerUnit, setCostPerUnit] = useState('');
  const [units, setUnits] = useState('');
  const [period, setPeriod] = useState<OverheadPeriod | undefined>();
  const [busy, setBusy] = useState(false);
  const [error, flashError] = useFlash<string>(3000);

  useEffect(() => {
    if (!open) return;
    setName(service?.name ?? '');
    setCostPerUnit(service?.costPerUnit ?? '');
    setUnits(service ? service.units : '');
    setPeriod(service?.period);
  }, [open, service]);

  async function submit() {
    if (!kind) return;
    const strip = (v: string) => v.replace(/,/g, '').trim();
    const input = { name: name.trim(), costPerUnit: strip(costPerUnit), units: strip(units), period: period ?? null };
    if (kind !== 'OTHER' && (!input.name || !input.costPerUnit || !input.units || !input.period)) {
      return flashError(OVERHEAD_MESSAGES.mandatory);
    }
    setBusy(true);
    try {
      if (service) await client.mutate({ mutation: UpdateOverheadServiceMutation, variables: { id: service.id, input } });
      else await client.mutate({ mutation: AddOverheadServiceMutation, variables: { kind, input } });
      message.success(service ? OVERHEAD_MESSAGES.updated : OVERHEAD_MESSAGES.added);
      onClose();
      await onSaved();
    } catch (err) {
      const e = readError(err);
      flashError(e.code === 'BAD_USER_INPUT' ? e.message : OVERHEAD_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  }

  const number = (set: (v: string) => void) => (e: React.ChangeEvent<HTMLInputElement>) => {
    if (NUMBER_TYPING.test(e.target.value)) set(e.target.value);
  };
  const required = kind !== 'OTHER';
  const title = kind ? `${service ? 'Edit' : 'Add'} ${LIST_TITLES[kind].singular}` : '';

  return (
    <Modal open={open} title={title} okText={service ? 'Update' : 'Add'} onOk={() => void submit()} onCancel={onClose} confirmLoading={busy} destroyOnHidden>
      <Form layout="vertical" component="div">
        <Form.Item label="Name" htmlFor="overhead-service-name" required={required}>
          <Input id="overhead-service-name" value={name} maxLength={255} onChange={(e) => setName(e.target.value)} />
        </Form.Item>
        <Form.Item label="Cost Per Unit" htmlFor="overhead-service-cost" required={required}>
          <Input id="overhead-service-cost" prefix="$" inputMode="decimal" value={costPerUnit} onChange={number(setCostPerUnit)} />
        </Form.Item>
        <Form.Item label="Units" htmlFor="overhead-service-units" required={required}>
          <Input id="overhead-service-units" inputMode="decimal" value={units} onChange={number(setUnits)} />
        </Form.Item>
        <Form.Item label="Period" htmlFor="overhead-service-period" required={required}>
          <Select id="overhead-service-period" aria-label="Period" value={period} options={PERIODS} onChange={setPeriod} />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}
