import { useEffect, useState } from 'react';
import { Alert, App, Button, Form, Input, Radio, Space } from 'antd';
import { useApolloClient } from '@apollo/client/react';
import { readError } from '../../app/errors';
import { useFlash } from '../../app/useFlash';
import type { BidPricingMode } from '../../gql/graphql';
import { appendPco } from './cache';
import { AddPcoMutation } from './graphql/operations';
import { ERROR_SECONDS, PCO_MESSAGES, SCOPE_LIMIT, SUCCESS_SECONDS, TITLE_LIMIT } from './messages';
import { percentText, profitWire } from './model';

export interface AddPcoFormProps {
  project: { id: string; uid: string; pcoProfitPercentage?: string | null; nextPcoName?: string | null };
}

/**
 * The create form of the PCO list (docs/projects.md §2.9, §5 PCO): the name the server will accept next (read-only), title,
 * scope of work, profit percentage (the project's by default) and pricing mode.
 */
export function AddPcoForm({ project }: AddPcoFormProps) {
  const { message } = App.useApp();
  const client = useApolloClient();
  const [title, setTitle] = useState('');
  const [scope, setScope] = useState('');
  const [profit, setProfit] = useState(project.pcoProfitPercentage ?? '');
  const [mode, setMode] = useState<BidPricingMode>('HOURLY');
  const [busy, setBusy] = useState(false);
  const [error, flashError] = useFlash<string>(ERROR_SECONDS * 1000);
  const name = project.nextPcoName ?? '';

  // docs/projects.md §9: the profit percentage starts as the project's.
  useEffect(() => setProfit(project.pcoProfitPercentage ?? ''), [project.pcoProfitPercentage]);

  async function add() {
    if (!name) return flashError(PCO_MESSAGES.nameRequired);
    const profitPercentage = profitWire(profit);
    if (profitPercentage === null) return flashError(PCO_MESSAGES.profitInvalid);
    setBusy(true);
    try {
      await client.mutate({
        mutation: AddPcoMutation,
        variables: { input: { projectUid: project.uid, name, title: title.trim(), notes: scope, profitPercentage, pricingMode: mode } },
        update: (cache, { data }) => { if (data) appendPco(cache, project.id, data.addPco); },
      });
      message.success({ content: PCO_MESSAGES.added, duration: SUCCESS_SECONDS });
      setTitle('');
      setScope('');
      setProfit(project.pcoProfitPercentage ?? '');
    } catch (err) {
      const e = readError(err);
      flashError(e.code === 'BAD_USER_INPUT' || e.code === 'CONFLICT' ? e.message : PCO_MESSAGES.createFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form layout="vertical" component="div" aria-label="Add PCO">
      <Space wrap align="start" size={16}>
        <Form.Item label="PCO Name" htmlFor="add-pco-name" required style={{ marginBottom: 0 }}>
          <Input id="add-pco-name" value={name} readOnly style={{ width: 140 }} />
        </Form.Item>
        <Form.Item label="Title" htmlFor="add-pco-title" style={{ marginBottom: 0 }}>
          <Input id="add-pco-title" value={title} maxLength={TITLE_LIMIT} onChange={(e) => setTitle(e.target.value)} style={{ width: 300 }} />
        </Form.Item>
        <Form.Item label="Profit %" htmlFor="add-pco-profit" style={{ marginBottom: 0 }}>
          <Input id="add-pco-profit" inputMode="decimal" value={profit} onChange={(e) => setProfit(percentText(e.target.value))} style={{ width: 100 }} />
        </Form.Item>
        <Form.Item label="Pricing" style={{ marginBottom: 0 }}>
          <Radio.Group
            aria-label="Pricing" optionType="button" buttonStyle="solid" value={mode} onChange={(e) => setMode(e.target.value as BidPricingMode)}
            options={[{ value: 'HOURLY', label: 'Hourly' }, { value: 'WEEKLY', label: 'Weekly' }]}
          />
        </Form.Item>
      </Space>
      <Form.Item label="Scope of Work" htmlFor="add-pco-scope" style={{ marginTop: 16, marginBottom: 12 }}>
        <Input.TextArea id="add-pco-scope" value={scope} maxLength={SCOPE_LIMIT} showCount rows={3} onChange={(e) => setScope(e.target.value)} />
      </Form.Item>
      <Button type="primary" onClick={() => void add()} loading={busy}>Add PCO</Button>
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} />}
    </Form>
  );
}
