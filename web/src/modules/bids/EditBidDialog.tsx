import { useEffect, useState } from 'react';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useApolloClient } from '@apollo/client/react';
import { readError } from '../../app/errors';
import type { BidRowFieldsFragment } from '../../gql/graphql';
import { TEXT_LIMIT } from '../lines/messages';
import { BID_MESSAGES, SUCCESS_SECONDS } from './messages';
import { bidName } from './model';
import { UpdateBidMutation } from './operations';

/** Edit bid (docs/projects.md §2.6): its label and scope of work (at most 225 characters). */
export function EditBidDialog({ bid, onClose }: { bid: BidRowFieldsFragment | null; onClose: () => void }) {
  const { message } = App.useApp();
  const client = useApolloClient();
  const [label, setLabel] = useState('');
  const [scope, setScope] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setLabel(bid?.label ?? '');
    setScope(bid?.scopeOfWork ?? '');
    setError(null);
  }, [bid]);

  async function save() {
    if (!bid) return;
    setBusy(true);
    try {
      await client.mutate({
        mutation: UpdateBidMutation,
        variables: { id: bid.id, input: { label: label.trim(), scopeOfWork: scope, expectedVersion: bid.version } },
      });
      message.success({ content: 'Bid updated successfully.', duration: SUCCESS_SECONDS });
      onClose();
    } catch (err) {
      const e = readError(err);
      setError(e.reason === 'BID_LOCKED' ? BID_MESSAGES.locked : e.reason === 'BID_VERSION_CONFLICT' ? BID_MESSAGES.conflict : BID_MESSAGES.labelFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={!!bid} title={bid ? `Edit Bid: ${bidName(bid)}` : 'Edit Bid'} okText="Update" cancelText="Cancel"
      onOk={() => void save()} onCancel={onClose} confirmLoading={busy} destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Form.Item label="Label" htmlFor="edit-bid-label">
          <Input id="edit-bid-label" value={label} maxLength={255} onChange={(e) => setLabel(e.target.value)} />
        </Form.Item>
        <Form.Item label="Scope of Work" htmlFor="edit-bid-scope" extra="At most 255 characters.">
          <Input.TextArea id="edit-bid-scope" value={scope} maxLength={TEXT_LIMIT} showCount rows={4} onChange={(e) => setScope(e.target.value)} />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}
