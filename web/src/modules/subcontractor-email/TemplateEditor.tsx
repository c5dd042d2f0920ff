import { useEffect, useState } from 'react';
import { Alert, App, Button, Form, Input, Modal, Space, Tag, Tooltip, Typography } from 'antd';
import { useApolloClient } from '@apollo/client/react';
import { fieldsOf, readError } from '../../app/errors';
import type { EmailTemplateFieldsFragment } from '../../gql/graphql';
import { EmailPreview } from './EmailPreview';
import { EMAIL_MESSAGES } from './messages';
import { RenderEmailTemplateQuery, ResetEmailTemplateMutation, UpdateEmailTemplateMutation } from './operations';

export interface TemplateEditorProps {
  template: EmailTemplateFieldsFragment;
  placeholders: { name: string; description: string }[];
  /** The chosen project fills the preview; sample values without one. */
  project: { id: string | null; label: string } | null;
  onChanged: () => unknown;
}

/** One template: subject and body with {{placeholders}}, Save, Reset to default, and a preview of the draft. */
export function TemplateEditor({ template, placeholders, project, onChanged }: TemplateEditorProps) {
  const client = useApolloClient();
  const { message } = App.useApp();
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ subject: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `template-${template.type.toLowerCase()}`;

  useEffect(() => {
    setSubject(template.subject);
    setBody(template.body);
    setFields({});
    setError(null);
  }, [template]);

  function failed(err: unknown, argument: string, fallback: string) {
    const e = readError(err);
    const named = fieldsOf(e, argument);
    setFields(named);
    setError(e.code === 'BAD_USER_INPUT' && Object.keys(named).length > 0 ? null : e.code === 'BAD_USER_INPUT' ? e.message : fallback);
  }

  async function save() {
    setBusy(true);
    setFields({});
    setError(null);
    try {
      await client.mutate({ mutation: UpdateEmailTemplateMutation, variables: { type: template.type, input: { subject, body } } });
      message.success(EMAIL_MESSAGES.saved);
      await onChanged();
    } catch (err) {
      failed(err, 'input', EMAIL_MESSAGES.saveFailed);
    } finally {
      setBusy(false);
    }
  }

  function reset() {
    Modal.confirm({
      title: `Reset ${template.name}`,
      content: EMAIL_MESSAGES.resetConfirm,
      okText: 'Reset',
      onOk: async () => {
        try {
          await client.mutate({ mutation: ResetEmailTemplateMutation, variables: { type: template.type } });
          message.success(EMAIL_MESSAGES.reset);
          setPreview(null);
          await onChanged();
        } catch (err) {
          failed(err, 'input', EMAIL_MESSAGES.saveFailed);
        }
      },
    });
  }

  async function showPreview() {
    setFields({});
    setError(null);
    try {
      const res = await client.query({
        query: RenderEmailTemplateQuery,
        variables: { type: template.type, projectId: project?.id ?? null, draft: { subject, body } },
        fetchPolicy: 'network-only',
      });
      const r = res.data?.renderEmailTemplate;
      if (r) setPreview({ subject: r.subject, text: r.text });
    } catch (err) {
      failed(err, 'draft', EMAIL_MESSAGES.previewFailed);
    }
  }

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Space>
        <Typography.Title level={4} style={{ margin: 0 }}>{template.name}</Typography.Title>
        {template.isDefault ? <Tag>Default</Tag> : <Tag color="blue">Edited</Tag>}
      </Space>
      <Form layout="vertical" component="div">
        <Form.Item label="Subject" htmlFor={`${id}-subject`} required validateStatus={fields.subject ? 'error' : undefined} help={fields.subject}>
          <Input id={`${id}-subject`} value={subject} maxLength={255} onChange={(e) => setSubject(e.target.value)} />
        </Form.Item>
        <Form.Item label="Body" htmlFor={`${id}-body`} required validateStatus={fields.body ? 'error' : undefined} help={fields.body}>
          <Input.TextArea id={`${id}-body`} value={body} rows={12} maxLength={10_000} onChange={(e) => setBody(e.target.value)} />
        </Form.Item>
      </Form>
      <div>
        <Typography.Text type="secondary">Placeholders: </Typography.Text>
        {placeholders.map((p) => (
          <Tooltip key={p.name} title={p.description}>
            <Tag>{`{{${p.name}}}`}</Tag>
          </Tooltip>
        ))}
      </div>
      {error && <Alert type="error" showIcon title={error} />}
      <Space wrap>
        <Button type="primary" onClick={() => void save()} loading={busy}>Save</Button>
        <Button onClick={() => void showPreview()}>Preview</Button>
        <Button danger disabled={template.isDefault} onClick={reset}>Reset to default</Button>
      </Space>
      {preview && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">
            {project ? `Filled with project ${project.label}` : 'Filled with sample values (choose a project to see its details)'}
          </Typography.Text>
          <EmailPreview subject={preview.subject} text={preview.text} />
        </Space>
      )}
    </Space>
  );
}
