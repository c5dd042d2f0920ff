import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { Link, Navigate, useNavigate } from 'react-router';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { readError } from '../../app/errors';
import { useFlash } from '../../app/useFlash';
import { clearSession, getSession, isCompanyAdmin, landingPath, saveSession, toPermissionMap, useSession } from '../../app/session';
import { LoginMutation, ViewerCompanyNameQuery, ViewerCompanyQuery } from './operations';
import { PublicCard } from './PublicCard';
import { useDocumentTitle } from '../../app/useDocumentTitle';

export const LOGIN_MESSAGES = {
  bothBlank: 'Username and password can not be blank.',
  usernameBlank: 'Enter a username.',
  passwordBlank: 'Enter a password.',
  invalid: 'Provide valid Username and password',
  companyFailed: 'Something went wrong. Try again after some time.',
} as const;

interface Messages {
  username?: string;
  password?: string;
  general?: string;
}

export function LoginPage() {
  useDocumentTitle('Login');
  const session = useSession();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [login, { loading }] = useMutation(LoginMutation);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [busy, setBusy] = useState(false);
  const [messages, flash] = useFlash<Messages>(2000);

  // An open session goes straight to its landing page.
  if (session.token && session.user && !busy) {
    return <Navigate to={landingPath(session.user.roleId, session.permissions)} replace />;
  }

  async function submit() {
    const u = username.trim();
    if (!u && !password) return flash({ general: LOGIN_MESSAGES.bothBlank });
    if (!u) return flash({ username: LOGIN_MESSAGES.usernameBlank });
    if (!password) return flash({ password: LOGIN_MESSAGES.passwordBlank });
    setBusy(true);
    try {
      const { data } = await login({ variables: { username: u, password, rememberMe: remember } });
      if (!data) throw new Error('no data');
      const s = data.login;
      const permissions = toPermissionMap(s.permissions);
      saveSession({
        token: s.token,
        permissions,
        user: { id: s.user.id, name: s.user.name, username: s.user.username, roleId: s.user.roleId, tenantId: s.user.tenantId ?? null },
        company: null,
        selectedComp: null,
        selectedProject: null,
      });
      if (isCompanyAdmin(permissions)) {
        try {
          const res = await client.query({ query: ViewerCompanyQuery, fetchPolicy: 'network-only' });
          const company = res.data?.viewer.company;
          if (!company) throw new Error('no company');
          saveSession({ company: { ...company } });
        } catch {
          clearSession();
          setBusy(false);
          return flash({ general: LOGIN_MESSAGES.companyFailed });
        }
      } else if (s.user.tenantId != null) {
        // Every role sees its company's name atop the menu (issue 31 item 13); without it the menu keeps the product's.
        const res = await client.query({ query: ViewerCompanyNameQuery, fetchPolicy: 'network-only' }).catch(() => null);
        const user = getSession().user;
        if (user && res?.data?.viewer.companyName) saveSession({ user: { ...user, companyName: res.data.viewer.companyName } });
      }
      navigate(landingPath(s.user.roleId, getSession().permissions), { replace: true });
    } catch (err) {
      setBusy(false);
      const e = readError(err);
      const f = e.fields;
      if (e.code === 'BAD_USER_INPUT' && f && (f.username || f.password)) {
        // The server sends the same text on both fields when both are blank: show it once.
        if (f.username && f.password && f.username === f.password) return flash({ general: f.username });
        return flash({ username: f.username, password: f.password });
      }
      // Lockout and inactive-account texts are the server's own words (contract); everything else is generic.
      if (e.reason === 'LOGIN_THROTTLED' || e.code === 'FORBIDDEN') return flash({ general: e.message });
      return flash({ general: LOGIN_MESSAGES.invalid });
    }
  }

  return (
    <PublicCard title="Login">
      <Form layout="vertical" onFinish={submit} noValidate>
        <Form.Item
          label="Email"
          htmlFor="login-username"
          validateStatus={messages?.username ? 'error' : undefined}
          help={messages?.username}
        >
          <Input
            id="login-username"
            type="email"
            autoComplete="username"
            // The one thing to do on this page: type the email (issue 10 item 12).
            autoFocus
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
        </Form.Item>
        <Form.Item
          label="Password"
          htmlFor="login-password"
          validateStatus={messages?.password ? 'error' : undefined}
          help={messages?.password}
        >
          <Input.Password
            id="login-password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Form.Item>
        <Form.Item>
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            <Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)}>
              Remember Me
            </Checkbox>
            <Link to="/forgot">Forgot Password?</Link>
          </div>
        </Form.Item>
        {messages?.general && <Alert type="error" showIcon title={messages.general} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" block loading={loading || busy}>
          Login
        </Button>
      </Form>
    </PublicCard>
  );
}
