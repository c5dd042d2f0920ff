import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { readError } from '../../app/errors';
import { useFlash } from '../../app/useFlash';
import { ResetPasswordMutation } from './operations';
import { meetsPasswordPolicy, PASSWORD_POLICY_MESSAGE } from './password';
import { PublicCard } from './PublicCard';
import { useDocumentTitle } from '../../app/useDocumentTitle';

export const RESET_MESSAGES = {
  empty: 'Please enter the password.',
  policy: PASSWORD_POLICY_MESSAGE,
  mismatch: 'Password and confirm password fields does not match.',
  failed: 'Something went wrong. Try again after some time.',
} as const;

export function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [reset, { loading }] = useMutation(ResetPasswordMutation);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, flashError] = useFlash<string>(3000);

  async function submit() {
    if (!password || !confirm) return flashError(RESET_MESSAGES.empty);
    if (!meetsPasswordPolicy(password)) return flashError(RESET_MESSAGES.policy);
    if (password !== confirm) return flashError(RESET_MESSAGES.mismatch);
    try {
      await reset({ variables: { token: id, password } });
      navigate('/', { replace: true });
    } catch (err) {
      const e = readError(err);
      // REST 400 and 412 both arrive as BAD_USER_INPUT.
      flashError(e.code === 'BAD_USER_INPUT' ? `Error : ${e.message}` : RESET_MESSAGES.failed);
    }
  }

  return (
    <PublicCard title="Reset Password">
      <Form layout="vertical" onFinish={submit} noValidate>
        <Form.Item label="New Password" htmlFor="reset-password">
          <Input.Password id="reset-password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </Form.Item>
        <Form.Item label="Confirm Password" htmlFor="reset-confirm">
          <Input.Password id="reset-confirm" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
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
