// Whom the playground acts as (issue 10 item 11). Its own sign-in is kept under its own key; without one it uses
// the web client's session of the same browser, and says so. Signing out of the playground leaves the web client
// signed in, and stops the playground from using that session silently.
const OWN_KEY = 'playgroundToken';
const CLIENT_KEY = 'token';

export type TokenSource = 'playground' | 'web client' | 'none';

export function currentToken(): { token: string | null; source: TokenSource } {
  const own = localStorage.getItem(OWN_KEY);
  if (own !== null) return own ? { token: own, source: 'playground' } : { token: null, source: 'none' };
  const client = localStorage.getItem(CLIENT_KEY);
  return client ? { token: client, source: 'web client' } : { token: null, source: 'none' };
}

export function signInPlayground(token: string): void {
  localStorage.setItem(OWN_KEY, token);
}

/** An empty own token means 'signed out on purpose': the web client's token is not picked up again. */
export function signOutPlayground(): void {
  localStorage.setItem(OWN_KEY, '');
}

/** fetch for GraphiQL: every tab's request carries the playground's token unless its Headers tab sets one. */
export function withPlaygroundToken(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const { token } = currentToken();
  if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
  return fetch(input, { ...init, headers });
}
