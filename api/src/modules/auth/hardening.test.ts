import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, startTestApi, type TestApi } from '../../testing.js';
import { call, createCompanyWithAdmin, login } from '../../test-support.js';
import { MAX_CLIENT_FAILURES, MAX_FAILURES } from './throttle.js';

// Findings of the outside probe (issue 9): parallel guesses, a client spraying usernames, tokens that outlive
// a deactivation or an email change, and the inactive account told apart from a wrong password.
let api: TestApi;
let adminToken: string;
beforeAll(async () => {
  api = await startTestApi();
  adminToken = await login(api, DEMO_USERS.platformAdmin);
});
afterAll(async () => {
  await api?.close();
});

const INVALID = { error: 'Provide valid Username and password', reason: 'INVALID_CREDENTIALS' };
let clientCounter = 0;
/** Each test signs in from its own address so the per-client limit of one test never bleeds into another. */
const newClient = () => `10.9.${Math.floor((clientCounter += 1) / 250)}.${clientCounter % 250}`;

describe('login lock under concurrency', () => {
  it('200 parallel guesses with the right password at position 20 check at most 5 passwords', async () => {
    const { email, password } = await createCompanyWithAdmin(api, adminToken);
    const guesses = Array.from({ length: 200 }, (_, i) => (i === 19 ? password : `Wrong-pass${i}!`));
    // Spread over several clients, as a botnet would, so only the username's lock is tested here.
    const replies = await Promise.all(guesses.map((guess, i) =>
      call(api, 'POST', 'auth/login', { body: { username: email, password: guess }, remoteAddress: `10.8.0.${i % 200}` })));
    const statuses = replies.map((r) => r.status);
    // Every checked password answers 401 (wrong) or 200 (right); every other attempt was refused unchecked.
    const checked = statuses.filter((s) => s === 401 || s === 200).length;
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(MAX_FAILURES);
    expect(statuses.filter((s) => s === 429).length).toBe(200 - checked);
    if (!statuses.includes(200)) {
      // The right password came after the lock: the account stays locked even for it.
      const after = await call(api, 'POST', 'auth/login', { body: { username: email, password }, remoteAddress: newClient() });
      expect(after.status).toBe(429);
    }
  });

  it('one client spraying usernames is stopped before it locks them out', async () => {
    const client = newClient();
    let status = 0;
    for (let i = 0; i < MAX_CLIENT_FAILURES; i += 1) {
      status = (await call(api, 'POST', 'auth/login', { body: { username: `spray${i}@demo.test`, password: 'Wrong-pass1!' }, remoteAddress: client })).status;
      expect(status, `attempt ${i + 1}`).toBe(401);
    }
    const blocked = await call(api, 'POST', 'auth/login', { body: { username: DEMO_USERS.estimator, password: api.demoPassword }, remoteAddress: client });
    expect(blocked.status).toBe(429);
    expect(blocked.body.reason).toBe('LOGIN_THROTTLED');
    // The usernames it tried are not locked for everyone else: each saw one failure only.
    const other = await call(api, 'POST', 'auth/login', { body: { username: 'spray0@demo.test', password: 'Wrong-pass1!' }, remoteAddress: newClient() });
    expect(other.status).toBe(401);
    expect((await call(api, 'POST', 'auth/login', { body: { username: DEMO_USERS.estimator, password: api.demoPassword }, remoteAddress: newClient() })).status).toBe(200);
  });

  it("a client's successful sign-ins give its slots back", async () => {
    const client = newClient();
    for (let i = 0; i < MAX_CLIENT_FAILURES + 5; i += 1) {
      const reply = await call(api, 'POST', 'auth/login', { body: { username: DEMO_USERS.estimator, password: api.demoPassword }, remoteAddress: client });
      expect(reply.status, `sign-in ${i + 1}`).toBe(200);
    }
  });
});

describe('an inactive account answers as a wrong password (docs/accounts.md §5)', () => {
  it('a deactivated user with the right password gets 401 and the same text', async () => {
    const { email, password } = await createCompanyWithAdmin(api, adminToken);
    await api.db.updateTable('users').set({ is_active: false }).where('email', '=', email).execute();
    const right = await call(api, 'POST', 'auth/login', { body: { username: email, password }, remoteAddress: newClient() });
    const wrong = await call(api, 'POST', 'auth/login', { body: { username: email, password: 'Wrong-pass1!' }, remoteAddress: newClient() });
    expect(right).toEqual({ status: 401, body: INVALID });
    expect(wrong).toEqual({ status: 401, body: INVALID });
  });
});

describe('tokens that must stay dead', () => {
  it('reactivating a company does not revive tokens signed before its deactivation', async () => {
    const { companyId, email, password } = await createCompanyWithAdmin(api, adminToken);
    const token = await login(api, email, password);
    const acting = await call(api, 'POST', 'auth/tenant', { token: adminToken, body: { company_id: companyId } });
    expect(acting.status).toBe(200);
    const adminActing = acting.body.data.token as string;
    expect((await call(api, 'GET', 'auth/me', { token: adminActing })).status).toBe(200);
    await call(api, 'PUT', `company/active/${companyId}`, { token: adminToken, body: { is_active: false } });
    await call(api, 'PUT', `company/active/${companyId}`, { token: adminToken, body: { is_active: true } });
    expect((await call(api, 'GET', 'auth/me', { token })).status).toBe(401);
    expect((await call(api, 'GET', 'auth/me', { token: adminActing })).status).toBe(401);
    // A fresh sign-in works again.
    const fresh = await login(api, email, password);
    expect((await call(api, 'GET', 'auth/me', { token: fresh })).status).toBe(200);
  });
});

describe('request ids', () => {
  it("logs and answers under the gateway's X-Request-Id, a new one when it is missing or unsafe", async () => {
    const given = await api.app.inject({ method: 'GET', url: '/api/v1/version', headers: { 'x-request-id': 'gw-123' } });
    expect(given.headers['x-request-id']).toBe('gw-123');
    const unsafe = await api.app.inject({ method: 'GET', url: '/api/v1/version', headers: { 'x-request-id': 'a b\nc' } });
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
