import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { startTestApi, type TestApi } from './testing.js';

// docs/architecture.md §8.4: the sign-in limit per client counts the address X-Forwarded-For names only when the
// request comes from a proxy TRUST_PROXY names; loopback was trusted by default, so anyone reaching the REST API on
// this machine could give every guess a new client.
const apis: TestApi[] = [];
afterEach(async () => {
  for (const api of apis.splice(0)) await api.close();
});

/** One wrong sign-in over real HTTP from 127.0.0.1 naming 203.0.113.9; answers the clients the limit counted. */
async function countedClients(api: TestApi): Promise<string[]> {
  const reply = await fetch(`${api.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
    body: JSON.stringify({ username: 'nobody@nowhere.test', password: 'Wrong-pass1!' }),
  });
  expect(reply.status).toBe(401);
  const { rows } = await sql<{ client: string }>`select client from login_client_attempts order by client`.execute(api.db);
  return rows.map((row) => row.client);
}

describe('whose X-Forwarded-For the REST API believes (TRUST_PROXY)', () => {
  it('no one by default: unset or empty TRUST_PROXY trusts no proxy, loopback included', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '  ' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.0.0.6' }).trustProxy).toBe('10.0.0.5, 10.0.0.6');
  });

  it('without TRUST_PROXY a sign-in from loopback counts against the connecting address, whatever the header names', async () => {
    const api = await startTestApi({ trustProxy: loadConfig({}).trustProxy });
    apis.push(api);
    const clients = await countedClients(api);
    expect(clients).toContain('127.0.0.1');
    expect(clients).not.toContain('203.0.113.9');
  });

  it("with TRUST_PROXY naming the gateway's address the browser it names is the client", async () => {
    const api = await startTestApi({ trustProxy: loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy });
    apis.push(api);
    const clients = await countedClients(api);
    expect(clients).toContain('203.0.113.9');
    expect(clients).not.toContain('127.0.0.1');
  });
});
