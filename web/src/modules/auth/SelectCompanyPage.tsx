import { useMemo, useState } from 'react';
import { Alert, AutoComplete, Button, Card, Form, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { saveSession, toPermissionMap } from '../../app/session';
import { useFlash } from '../../app/useFlash';
import { InvitedCompaniesQuery, SelectCompanyMutation } from './operations';

export const SELECT_MESSAGES = {
  required: 'Select a company to move forward.',
  none: 'There is no invitation from any company.',
  failed: 'Something went wrong. Try again after some time.',
} as const;

export function SelectCompanyPage() {
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(InvitedCompaniesQuery, { fetchPolicy: 'network-only' });
  const [select, { loading: submitting }] = useMutation(SelectCompanyMutation);
  const [text, setText] = useState('');
  const [message, flash] = useFlash<string>(2000);
  const companies = useMemo(() => data?.invitedCompanies ?? [], [data]);
  const noInvitation = !loading && (!!error || (data !== undefined && companies.length === 0));

  const options = companies
    .filter((c) => c.name.toLowerCase().includes(text.trim().toLowerCase()))
    .map((c) => ({ value: c.name, label: c.name }));

  async function submit() {
    const chosen = companies.find((c) => c.name === text);
    if (!chosen) return flash(SELECT_MESSAGES.required);
    try {
      const res = await select({ variables: { companyId: chosen.id } });
      const s = res.data?.selectCompany;
      if (!s) throw new Error('no session');
      saveSession({
        token: s.token,
        permissions: toPermissionMap(s.permissions),
        user: { id: s.user.id, name: s.user.name, username: s.user.username, roleId: s.user.roleId, tenantId: s.user.tenantId ?? null,
          companyName: chosen.name },
        selectedComp: { id: chosen.id, name: chosen.name },
        selectedProject: null,
      });
      navigate('/admin/projects', { replace: true });
    } catch {
      flash(SELECT_MESSAGES.failed);
    }
  }

  return (
    <Card style={{ maxWidth: 480, margin: '48px auto' }}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Select a Company
      </Typography.Title>
      {noInvitation && <Alert type="warning" showIcon title={SELECT_MESSAGES.none} style={{ marginBottom: 16 }} />}
      <Form layout="vertical" onFinish={submit} noValidate>
        <Form.Item label="Company" htmlFor="select-company">
          <AutoComplete
            id="select-company"
            options={options}
            value={text}
            onChange={(v: string) => setText(v)}
            placeholder="Company name"
            disabled={loading}
          />
        </Form.Item>
        {message && <Alert type="error" showIcon title={message} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" loading={submitting}>
          Submit
        </Button>
      </Form>
    </Card>
  );
}
