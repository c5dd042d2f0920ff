import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from './server.js';
import { firstError, startHarness, type Harness } from './testkit.js';

// What the gateway tells the REST API about the caller: its address (the API's per-client sign-in limit) and
// the request id (one id in both logs). A stand-in API records the headers it receives.
describe('the caller travels with every REST call', () => {
  let server: Server;
  const seen: IncomingHttpHeaders[] = [];
  let gateway: Awaited<ReturnType<typeof buildGateway>>;
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req.headers);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ data: '1.2.3' }));
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    gateway = await buildGateway({ apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  });
  afterAll(async () => {
    await gateway.close();
    await new Promise((ok) => server.close(ok));
  });

  const ask = (headers: Record<string, string> = {}) => gateway.inject({
    method: 'POST', url: '/graphql', remoteAddress: '203.0.113.7',
    headers: { 'content-type': 'application/json', ...headers }, payload: { query: '{ version }' },
  });

  it("sends the browser's address and the gateway's request id, which the answer names too", async () => {
    seen.length = 0;
    const res = await ask();
    expect(res.json()).toEqual({ data: { version: '1.2.3' } });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ 'x-forwarded-for': '203.0.113.7', 'x-request-id': id });
  });

  it("keeps a sane incoming request id and replaces one that is not safe to log", async () => {
    seen.length = 0;
    const kept = await ask({ 'x-request-id': 'lb-42.abc' });
    expect(kept.headers['x-request-id']).toBe('lb-42.abc');
    const replaced = await ask({ 'x-request-id': 'evil\tid with spaces' });
    expect(replaced.headers['x-request-id']).not.toBe('evil\tid with spaces');
    expect(seen.map((h) => h['x-request-id'])).toEqual(['lb-42.abc', replaced.headers['x-request-id']]);
  });
});

describe('sign-in limits count browsers, not the gateway', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  const login = (remoteAddress: string, username: string, password: string) => h.gateway.inject({
    method: 'POST', url: '/graphql', remoteAddress, headers: { 'content-type': 'application/json' },
    payload: { query: 'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token } }', variables: { u: username, p: password } },
  }).then((res) => ({ data: res.json().data, errors: res.json().errors, status: res.statusCode, raw: res.body }));

  it('one browser spraying usernames is throttled while another signs in', async () => {
    let last;
    for (let i = 0; i < 50; i += 1) last = await login('198.51.100.9', `spray${i}@demo.test`, 'Wrong-pass1!');
    expect(firstError(last!).extensions?.reason).toBe('INVALID_CREDENTIALS');
    const blocked = await login('198.51.100.9', 'estimator@demo.test', h.api.demoPassword);
    expect(firstError(blocked).extensions?.reason).toBe('LOGIN_THROTTLED');
    const other = await login('198.51.100.10', 'estimator@demo.test', h.api.demoPassword);
    expect(other.errors).toBeUndefined();
    expect(other.data.login.token).toEqual(expect.any(String));
  });
});
