import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { Link } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { EMAIL_PATTERN } from '../../app/people';
import { useFlash } from '../../app/useFlash';
import { ForgotPasswordMutation } from './operations';
import { PublicCard } from './PublicCard';
import { useDocumentTitle } from '../../app/useDocumentTitle';

export const FORGOT_MESSAGES = {
  empty: 'Please enter your registered email.',
  malformed: 'Please enter the registered email.',
  // Shown whatever the outcome: whether the email exists is deliberately hidden (docs/accounts.md §8).
  sent: 'If the entered email is valid, you will receive the email shortly.',
} as const;

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const [forgot, { loading }] = useMutation(ForgotPasswordMutation);
  const [username, setUsername] = useState('');
  const [error, flashError] = useFlash<string>(3000);
  const [info, flashInfo] = useFlash<string>(3000);

  async function submit() {
    const u = username.trim();
    if (!u) return flashError(FORGOT_MESSAGES.empty);
    if (!EMAIL_PATTERN.test(u)) return flashError(FORGOT_MESSAGES.malformed);
    flashError(null);
    try {
      await forgot({ variables: { username: u } });
    } catch {
      // Same message on failure: the difference stays hidden.
    }
    flashInfo(FORGOT_MESSAGES.sent);
  }

  return (
    <PublicCard title="Forgot Password">
      <Form layout="vertical" onFinish={submit} noValidate>
        <Form.Item label="Email" htmlFor="forgot-username" validateStatus={error ? 'error' : undefined} help={error}>
          <Input id="forgot-username" autoFocus type="email" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
        </Form.Item>
        {info && <Alert type="info" showIcon title={info} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" block loading={loading}>
          Continue
        </Button>
        <div style={{ textAlign: 'center', marginTop: 16 }}>
          <Link to="/">Back to Login</Link>
        </div>
      </Form>
    </PublicCard>
  );
}
