import { useEffect, useState } from 'react';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useApolloClient } from '@apollo/client/react';
import { readError } from '../../app/errors';
import type { PcoRowFieldsFragment } from '../../gql/graphql';
import { UpdatePcoMutation } from './graphql/operations';
import { PCO_MESSAGES, SCOPE_LIMIT, SUCCESS_SECONDS, TITLE_LIMIT } from './messages';
import { percentText, profitWire } from './model';

/** Edit PCO (docs/projects.md §2.9, §7): title, change order name, scope of work and profit percentage; the name is shown, not edited. */
export function EditPcoDialog({ pco, onClose }: { pco: PcoRowFieldsFragment | null; onClose: () => void }) {
  const { message } = App.useApp();
  const client = useApolloClient();
  const [title, setTitle] = useState('');
  const [coName, setCoName] = useState('');
  const [scope, setScope] = useState('');
  const [profit, setProfit] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setTitle(pco?.title ?? '');
    setCoName(pco?.changeOrderName ?? '');
    setScope(pco?.notes ?? '');
    setProfit(pco?.totals.profitPercentage ?? '');
    setError(null);
  }, [pco]);

  async function save() {
    if (!pco) return;
    // docs/projects.md §5: the edit requires the name.
    if (!pco.name) return setError(PCO_MESSAGES.nameRequired);
    const profitPercentage = profitWire(profit);
    if (profitPercentage === null) return setError(PCO_MESSAGES.profitInvalid);
    setBusy(true);
    try {
      await client.mutate({
        mutation: UpdatePcoMutation,
        variables: {
          id: pco.id,
          input: { title: title.trim(), changeOrderName: coName.trim() || null, notes: scope, profitPercentage, expectedVersion: pco.version },
        },
      });
      message.success({ content: PCO_MESSAGES.updated, duration: SUCCESS_SECONDS });
      onClose();
    } catch (err) {
      const e = readError(err);
      setError(e.reason === 'PCO_VERSION_CONFLICT' ? PCO_MESSAGES.conflict
        : e.reason === 'PCO_ACCEPTED' || e.code === 'BAD_USER_INPUT' ? e.message : PCO_MESSAGES.updateFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={!!pco} title={pco ? `Edit PCO: ${pco.name}` : 'Edit PCO'} okText="Update" cancelText="Cancel"
      onOk={() => void save()} onCancel={onClose} confirmLoading={busy} destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Form.Item label="Title" htmlFor="edit-pco-title">
          <Input id="edit-pco-title" value={title} maxLength={TITLE_LIMIT} onChange={(e) => setTitle(e.target.value)} />
        </Form.Item>
        <Form.Item label="Change Order Name" htmlFor="edit-pco-co-name">
          <Input id="edit-pco-co-name" value={coName} maxLength={TITLE_LIMIT} onChange={(e) => setCoName(e.target.value)} />
        </Form.Item>
        <Form.Item label="Scope of Work" htmlFor="edit-pco-scope">
          <Input.TextArea id="edit-pco-scope" value={scope} maxLength={SCOPE_LIMIT} showCount rows={4} onChange={(e) => setScope(e.target.value)} />
        </Form.Item>
        <Form.Item label="Profit %" htmlFor="edit-pco-profit">
          <Input id="edit-pco-profit" inputMode="decimal" value={profit} onChange={(e) => setProfit(percentText(e.target.value))} style={{ width: 120 }} />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}
