import { useEffect, useState } from 'react';
import { Alert, App, Button, Form, Modal, Select, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { readError } from '../../app/errors';
import { canWrite, useSession } from '../../app/session';
import type { EmailTemplateType } from '../../gql/graphql';
import { EmailPreview } from './EmailPreview';
import { EMAIL_MESSAGES, EMAIL_SNACKBAR_SECONDS, TEMPLATE_OPTIONS } from './messages';
import { RenderEmailTemplateQuery, SendSubcontractorEmailMutation } from './operations';

export interface EmailRecipient {
  id: string;
  companyName: string;
  email: string;
}

export interface SendEmailDialogProps {
  open: boolean;
  project: { id: string | null; uid: string; name: string };
  companyId: number | null;
  recipients: EmailRecipient[];
  onClose: () => void;
  onSent: () => void;
}

/**
 * docs/projects.md §2.14 / §4 Send email: choose a template, optionally preview it filled with the project's details, then send
 * (one message per selected subcontractor). Failures stay in the dialog with the words of docs/projects.md §8.
 */
export function SendEmailDialog({ open, project, companyId, recipients, onClose, onSent }: SendEmailDialogProps) {
  const client = useApolloClient();
  const { message } = App.useApp();
  const session = useSession();
  const [type, setType] = useState<EmailTemplateType | undefined>();
  const [preview, setPreview] = useState<{ subject: string; text: string } | null>(null);
  const [error, setError] = useState<{ title: string; detail?: string } | null>(null);
  const [busy, setBusy] = useState<'preview' | 'send' | null>(null);

  useEffect(() => {
    if (!open) return;
    setType(undefined);
    setPreview(null);
    setError(null);
  }, [open]);

  async function showPreview() {
    if (!type) return setError({ title: EMAIL_MESSAGES.template });
    setBusy('preview');
    setError(null);
    try {
      const res = await client.query({
        // Addressed to the first recipient, so the preview reads as that subcontractor's mail will.
        query: RenderEmailTemplateQuery, variables: { projectId: project.id, type, recipientEmail: recipients[0]?.email ?? null },
        fetchPolicy: 'network-only',
      });
      const r = res.data?.renderEmailTemplate;
      if (r) setPreview({ subject: r.subject, text: r.text });
    } catch (err) {
      setError({ title: EMAIL_MESSAGES.previewFailed, detail: readError(err).message });
    } finally {
      setBusy(null);
    }
  }

  async function send() {
    if (recipients.length === 0) return setError({ title: EMAIL_MESSAGES.noSubs });
    if (!type) return setError({ title: EMAIL_MESSAGES.template });
    if (companyId === null) return setError({ title: EMAIL_MESSAGES.systemError });
    setBusy('send');
    setError(null);
    try {
      await client.mutate({
        mutation: SendSubcontractorEmailMutation,
        variables: { input: { companyId: String(companyId), projectUid: project.uid, type, emails: recipients.map((r) => r.email) } },
      });
      message.success({ content: EMAIL_MESSAGES.sent, duration: EMAIL_SNACKBAR_SECONDS });
      onSent();
      onClose();
    } catch (err) {
      const e = readError(err);
      // The user's to fix (a list or template the server refused) names why; anything else is the system's.
      const mine = e.code === 'BAD_USER_INPUT' || e.code === 'NOT_FOUND' || e.code === 'FORBIDDEN';
      setError(mine ? { title: EMAIL_MESSAGES.failed, detail: e.message } : { title: EMAIL_MESSAGES.systemError });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Modal
      open={open}
      title="Send Email to Subcontractors"
      onCancel={onClose}
      destroyOnHidden
      width={720}
      footer={[
        <Button key="cancel" onClick={onClose}>Cancel</Button>,
        <Button key="preview" onClick={() => void showPreview()} loading={busy === 'preview'}>Preview</Button>,
        <Button key="send" type="primary" onClick={() => void send()} loading={busy === 'send'}>Send</Button>,
      ]}
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Typography.Text>
          Project: <strong>{project.name ? `${project.uid} · ${project.name}` : project.uid}</strong>
        </Typography.Text>
        <div aria-label="Recipients" role="list">
          {recipients.map((r) => (
            <Tag key={r.id} role="listitem">{`${r.companyName} <${r.email}>`}</Tag>
          ))}
        </div>
        <Form layout="vertical" component="div">
          <Form.Item label="Template" htmlFor="send-email-template" required style={{ marginBottom: 0 }}>
            <Select<EmailTemplateType>
              id="send-email-template"
              aria-label="Template"
              // antd leaves the dropdown's listbox unnamed once open (axe aria-input-field-name): name it after the select.
              onOpenChange={(opened) => {
                if (opened) requestAnimationFrame(() => document.getElementById('send-email-template_list')?.setAttribute('aria-label', 'Template'));
              }}
              placeholder="Choose a template"
              options={TEMPLATE_OPTIONS}
              value={type}
              onChange={(v) => {
                setType(v);
                setPreview(null);
                setError(null);
              }}
            />
          </Form.Item>
        </Form>
        {canWrite(session.permissions, 'company_setup_edit_dashboard') && (
          <Link to="/admin/email-templates" onClick={onClose}>Edit email templates</Link>
        )}
        {error && <Alert type="error" showIcon title={error.title} description={error.detail} />}
        {preview && <EmailPreview subject={preview.subject} text={preview.text} />}
      </Space>
    </Modal>
  );
}
