import { useEffect, useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { useApolloClient } from '@apollo/client/react';
import { readError } from '../../app/errors';
import { CopyProjectMutation, NextProjectUidQuery } from './operations';
import { splitUid } from './model';
import type { SelectableProject } from './selection';
import { PROJECT_MESSAGES, validateCopy } from './validation';

export interface CopyProjectDialogProps {
  /** The project to copy; null closes the dialog. */
  source: { uid: string; displayName: string } | null;
  onClose: () => void;
  onCopied: (copy: SelectableProject) => void;
}

const digitsOnly = (v: string) => v.replace(/\D/g, '');

// docs/projects.md §2.2: Project ID (prefix shown, numeric part editable) and Project Name.
export function CopyProjectDialog({ source, onClose, onCopied }: CopyProjectDialogProps) {
  const client = useApolloClient();
  const [prefix, setPrefix] = useState('');
  const [uidNumber, setUidNumber] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!source) return;
    let live = true;
    setPrefix(splitUid(source.uid).prefix);
    setUidNumber('');
    setName(source.displayName);
    setError(null);
    // The next free ID of the company is offered; it stays editable.
    client
      .query({ query: NextProjectUidQuery, fetchPolicy: 'network-only' })
      .then((res) => {
        const next = res.data?.nextProjectUid;
        if (!live || !next) return;
        const parts = splitUid(next);
        setPrefix(parts.prefix);
        setUidNumber((current) => current || parts.number);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [source, client]);

  async function submit() {
    if (!source) return;
    const failure = validateCopy(uidNumber, name);
    if (failure) {
      setError(failure);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const res = await client.mutate({
        mutation: CopyProjectMutation,
        variables: { sourceUid: source.uid, newUidNumber: uidNumber.trim(), name: name.trim() },
      });
      const copy = res.data?.copyProject;
      if (!copy) throw new Error(PROJECT_MESSAGES.copyFailed);
      onCopied(copy);
    } catch (err) {
      const e = readError(err);
      setError(PROJECT_MESSAGES.createFailed(e.message));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={!!source}
      title="Copy Project"
      okText="Copy"
      cancelText="Cancel"
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Form.Item label="Project ID" htmlFor="copy-project-id" required>
          <Input
            id="copy-project-id"
            prefix={prefix ? `${prefix}_` : undefined}
            inputMode="numeric"
            value={uidNumber}
            onChange={(e) => setUidNumber(digitsOnly(e.target.value))}
          />
        </Form.Item>
        <Form.Item label="Project Name" htmlFor="copy-project-name" required>
          <Input id="copy-project-name" maxLength={255} value={name} onChange={(e) => setName(e.target.value)} />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}
