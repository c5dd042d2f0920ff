import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { currentToken, signInPlayground, signOutPlayground, withPlaygroundToken, type TokenSource } from './playgroundSession';

interface Viewer { name: string; username: string; company: string | null }

async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<{ data?: T; errors?: { message: string }[] }> {
  const res = await withPlaygroundToken('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return res.json() as Promise<{ data?: T; errors?: { message: string }[] }>;
}

const VIEWER = 'query PlaygroundViewer { viewer { user { name username } company { name } } }';
const LOGIN = `mutation PlaygroundLogin($username: String!, $password: String!) {
  login(username: $username, password: $password, rememberMe: false) { token }
}`;

const bar = { display: 'flex', alignItems: 'center', gap: 12, padding: '6px 12px', borderBottom: '1px solid #d9d9d9', font: '14px system-ui, sans-serif', background: '#fafafa', flexWrap: 'wrap' } as const;

/** The strip above GraphiQL: whom every tab acts as, with sign-out; or a sign-in form when it acts as no one. */
export function SessionBar({ onChange }: { onChange: () => void }) {
  const [viewer, setViewer] = useState<Viewer | null>(null);
  const [source, setSource] = useState<TokenSource>(currentToken().source);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(async () => {
    const { source: now } = currentToken();
    setSource(now);
    if (now === 'none') return setViewer(null);
    const { data } = await gql<{ viewer: { user: { name: string; username: string }; company: { name: string } | null } }>(VIEWER).catch(() => ({ data: undefined }));
    setViewer(data?.viewer ? { name: data.viewer.user.name, username: data.viewer.user.username, company: data.viewer.company?.name ?? null } : null);
  }, []);
  useEffect(() => void refresh(), [refresh]);

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError('');
    const { data, errors } = await gql<{ login: { token: string } }>(LOGIN, { username: String(form.get('username') ?? '').trim(), password: String(form.get('password') ?? '') })
      .catch(() => ({ data: undefined, errors: [{ message: 'Something went wrong. Try again after some time.' }] }));
    setBusy(false);
    if (!data?.login) return setError(errors?.[0]?.message ?? 'Provide valid Username and password');
    signInPlayground(data.login.token);
    await refresh();
    onChange();
  }

  function signOut() {
    signOutPlayground();
    void refresh();
    onChange();
  }

  if (source !== 'none' && viewer) {
    return (
      <div role="region" aria-label="Playground session" style={bar}>
        <span>
          Acting as <strong>{viewer.name}</strong> ({viewer.username}){viewer.company ? ` in ${viewer.company}` : ''}
          {source === 'web client' ? ' — your signed-in session of the web client' : ''}. Every tab sends this sign-in.
        </span>
        <button type="button" onClick={signOut}>Sign out of the playground</button>
      </div>
    );
  }
  return (
    <form role="region" aria-label="Playground session" style={bar} onSubmit={(e) => void signIn(e)}>
      <span>{source === 'none' ? 'Not signed in: queries run without a token.' : 'Checking the session…'}</span>
      <label>Email <input name="username" type="email" autoComplete="username" required /></label>
      <label>Password <input name="password" type="password" autoComplete="current-password" required /></label>
      <button type="submit" disabled={busy}>Sign in</button>
      {error && <span role="alert" style={{ color: '#cf1322' }}>{error}</span>}
    </form>
  );
}
