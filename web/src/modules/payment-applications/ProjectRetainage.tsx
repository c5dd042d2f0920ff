import { useState } from 'react';
import { App, Button, Form, Input, Space } from 'antd';
import { useApolloClient } from '@apollo/client/react';
import { fromApiDate } from '../../app/format';
import type { ProjectBillingFieldsFragment } from '../../gql/graphql';
import { PaymentApplicationsQuery, SetProjectRetainageMutation } from './graphql/operations';
import type { useApplicationWrite } from './hooks/useApplicationWrite';
import { BILLING_MESSAGES, ERROR_SECONDS, SUCCESS_SECONDS } from './messages';
import { rateText } from './model';

export interface ProjectRetainageProps {
  billing: ProjectBillingFieldsFragment;
  write: ReturnType<typeof useApplicationWrite>;
}

/**
 * Project Retainage (docs/money.md §12): the work and stored-materials rates copied onto each new application, editable with
 * payment_applications write; beside them the project's Start Date and Est Completion Date, shown disabled
 * (docs/projects.md §2.13).
 */
export function ProjectRetainage({ billing, write }: ProjectRetainageProps) {
  const client = useApolloClient();
  const { message } = App.useApp();
  const stored = { work: billing.retainage.workRate, stored: billing.retainage.storedRate };
  const [typed, setTyped] = useState<{ work?: string; stored?: string }>({});
  const [saving, setSaving] = useState(false);
  const work = typed.work ?? stored.work;
  const storedRate = typed.stored ?? stored.stored;
  const changed = typed.work !== undefined || typed.stored !== undefined;

  async function save() {
    const w = rateText(work);
    const s = rateText(storedRate);
    if (!w || !s) return void message.error({ content: BILLING_MESSAGES.retainageInvalid, duration: ERROR_SECONDS });
    setSaving(true);
    const ok = await write(() => client.mutate({
      mutation: SetProjectRetainageMutation, variables: { projectUid: billing.projectUid, workRate: w, storedRate: s },
      update: (cache, { data }) => data && cache.writeQuery({
        query: PaymentApplicationsQuery, variables: { projectUid: billing.projectUid }, data: { paymentApplications: data.setProjectRetainage },
      }),
    }));
    setSaving(false);
    if (ok) {
      setTyped({});
      message.success({ content: BILLING_MESSAGES.retainageSaved, duration: SUCCESS_SECONDS });
    }
  }

  const rate = (id: string, label: string, value: string, key: 'work' | 'stored') => (
    <Form.Item label={label} htmlFor={id} style={{ marginBottom: 0 }}>
      <Input
        id={id} value={value} suffix="%" inputMode="decimal" style={{ width: 110 }} disabled={!billing.canWrite}
        onChange={(e) => setTyped((t) => ({ ...t, [key]: e.target.value.replace(/[^\d.]/g, '') }))}
        onPressEnter={() => void save()}
      />
    </Form.Item>
  );

  return (
    <Form layout="inline" component="div" style={{ rowGap: 8 }}>
      <Space wrap size={16} align="end">
        <span id="project-retainage" style={{ fontWeight: 600 }}>Project Retainage</span>
        {rate('retainage-work', 'Work', work, 'work')}
        {rate('retainage-stored', 'Stored Materials', storedRate, 'stored')}
        {billing.canWrite && (
          <Button onClick={() => void save()} disabled={!changed} loading={saving} aria-describedby="project-retainage">Save Retainage</Button>
        )}
        <Form.Item label="Start Date" htmlFor="billing-start" style={{ marginBottom: 0 }}>
          <Input id="billing-start" disabled value={fromApiDate(billing.startDate)} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item label="Est Completion Date" htmlFor="billing-end" style={{ marginBottom: 0 }}>
          <Input id="billing-end" disabled value={fromApiDate(billing.estimatedCompletionDate)} style={{ width: 120 }} />
        </Form.Item>
      </Space>
    </Form>
  );
}
