import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { AREAS } from '../../auth/areas.js';
import { DEMO_USERS } from '../../testing.js';
import { call, createCompanyWithAdmin, login } from '../../test-support.js';
import { adminToken, api, INVALID, tenant1, tenant2, useAuthApi } from './fixture.js';

useAuthApi();

describe('POST auth/login', () => {
  it('signs in each demo role with the login shape, tenant and all 53 permission areas', async () => {
    const expectations: [string, number, number | null][] = [
      [DEMO_USERS.platformAdmin, 1, null],
      [DEMO_USERS.companyAdmin, 2, tenant1],
      [DEMO_USERS.fullUser, 3, tenant1],
      [DEMO_USERS.estimator, 4, tenant1],
      [DEMO_USERS.subcontractor, 13, null],
      [DEMO_USERS.secondAdmin, 2, tenant2],
    ];
    for (const [username, role, tenant] of expectations) {
      const reply = await call(api, 'POST', 'auth/login', { body: { username: username.toUpperCase(), password: api.demoPassword } });
      expect(reply.status, username).toBe(200);
      const data = reply.body.data;
      expect(Object.keys(data).sort()).toEqual(['key', 'key2', 'permissions', 'token', 'user']);
      expect(data.key).toBeNull();
      expect(data.key2).toBeNull();
      expect(data.user).toMatchObject({ username, MasterRoleID: role, MasterTenantID: tenant });
      expect(typeof data.user.id).toBe('number');
      expect(data.user.name.length).toBeGreaterThan(0);
      expect(data.user.random_token).toMatch(/^[0-9a-f]{32}$/);
      expect(Object.keys(data.permissions).sort()).toEqual([...AREAS].sort());
      expect(AREAS).toHaveLength(53);
    }
  });

  it('grants match docs/roles.md (spot checks per role)', async () => {
    const perms = async (user: string) =>
      (await call(api, 'POST', 'auth/login', { body: { username: user, password: api.demoPassword } })).body.data.permissions;
    const admin = await perms(DEMO_USERS.platformAdmin);
    expect(Object.values(admin).every((f) => (f as { read: boolean; write: boolean }).read && (f as { write: boolean }).write)).toBe(true);
    const companyAdmin = await perms(DEMO_USERS.companyAdmin);
    expect(companyAdmin.add_new_company).toEqual({ read: false, write: false, visible: false });
    expect(companyAdmin.all_companies_dashboard).toEqual({ read: false, write: false, visible: false });
    expect(companyAdmin.company_setup_edit_dashboard).toEqual({ read: true, write: true, visible: true });
    const full = await perms(DEMO_USERS.fullUser);
    expect(full.pcos).toEqual({ read: true, write: true, visible: true });
    expect(full.overhead).toEqual({ read: true, write: false, visible: true });
    expect(full.all_users).toEqual({ read: false, write: false, visible: false });
    const estimator = await perms(DEMO_USERS.estimator);
    expect(estimator.bid_sheets).toEqual({ read: true, write: true, visible: true });
    expect(estimator.direct_costs).toEqual({ read: true, write: false, visible: true });
    expect(estimator.cos).toEqual({ read: false, write: false, visible: false });
    const sub = await perms(DEMO_USERS.subcontractor);
    const subAreas = Object.entries(sub).filter(([, f]) => (f as { read: boolean }).read).map(([a]) => a).sort();
    expect(subAreas).toEqual(['all_projects', 'bid_sheets', 'subcontractor_logs']);
    expect(sub.bid_sheets.write).toBe(false);
  });

  it('answers blank fields as error.Username / error.Password with the spec messages', async () => {
    const both = await call(api, 'POST', 'auth/login', { body: { username: '', password: '' } });
    expect(both.status).toBe(400);
    expect(both.body).toEqual({
      error: { Username: 'Username and password can not be blank.', Password: 'Username and password can not be blank.' },
    });
    const user = await call(api, 'POST', 'auth/login', { body: { username: '  ', password: 'x' } });
    expect(user.status).toBe(400);
    expect(user.body).toEqual({ error: { Username: 'Enter a username.' } });
    const pass = await call(api, 'POST', 'auth/login', { body: { username: 'a@b.test' } });
    expect(pass.status).toBe(400);
    expect(pass.body).toEqual({ error: { Password: 'Enter a password.' } });
  });

  it('answers schema failures (wrong types, no body) in the same login shape', async () => {
    const wrongType = await call(api, 'POST', 'auth/login', { body: { username: 42, password: 'x' } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toEqual({ error: { Username: 'Enter a username.' } });
    const noBody = await api.app.inject({ method: 'POST', url: '/api/v1/auth/login' });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().error).toEqual({
      Username: 'Username and password can not be blank.', Password: 'Username and password can not be blank.',
    });
  });

  it('refuses a wrong password and an unknown user with 401 and the same text', async () => {
    const wrong = await call(api, 'POST', 'auth/login', { body: { username: DEMO_USERS.fullUser, password: 'Wrong-pass1!' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: INVALID, reason: 'INVALID_CREDENTIALS' });
    const unknown = await call(api, 'POST', 'auth/login', { body: { username: 'nobody@demo.test', password: 'Wrong-pass1!' } });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ error: INVALID, reason: 'INVALID_CREDENTIALS' });
    // One failure is forgotten after a successful sign-in.
    await login(api, DEMO_USERS.fullUser);
    const attempts = await api.db.selectFrom('login_attempts').selectAll().where('username', '=', DEMO_USERS.fullUser).execute();
    expect(attempts).toHaveLength(0);
  });

  it('locks a username after 5 failures within 15 minutes (429, even with the right password)', async () => {
    const { email, password } = await createCompanyWithAdmin(api, adminToken);
    for (let i = 0; i < 5; i += 1) {
      const reply = await call(api, 'POST', 'auth/login', { body: { username: email, password: 'Wrong-pass1!' } });
      expect(reply.status, `attempt ${i + 1}`).toBe(401);
    }
    const locked = await call(api, 'POST', 'auth/login', { body: { username: email, password } });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ error: 'Too many failed sign-in attempts. Try again in 15 minutes.', reason: 'LOGIN_THROTTLED' });
    const upper = await call(api, 'POST', 'auth/login', { body: { username: email.toUpperCase(), password } });
    expect(upper.status).toBe(429);
    // The lock lapses after 15 minutes (moved back in time here).
    await api.db.updateTable('login_attempts')
      .set({ locked_until: sql`now() - interval '1 second'`, first_failure_at: sql`now() - interval '16 minutes'` })
      .where('username', '=', email).execute();
    const after = await call(api, 'POST', 'auth/login', { body: { username: email, password } });
    expect(after.status).toBe(200);
  });

  it('counts failures only within the 15-minute window', async () => {
    const { email, password } = await createCompanyWithAdmin(api, adminToken);
    for (let i = 0; i < 4; i += 1) {
      await call(api, 'POST', 'auth/login', { body: { username: email, password: 'Wrong-pass1!' } });
    }
    await api.db.updateTable('login_attempts').set({ first_failure_at: sql`now() - interval '16 minutes'` })
      .where('username', '=', email).execute();
    const fifth = await call(api, 'POST', 'auth/login', { body: { username: email, password: 'Wrong-pass1!' } });
    expect(fifth.status).toBe(401);
    const ok = await call(api, 'POST', 'auth/login', { body: { username: email, password } });
    expect(ok.status).toBe(200);
  });

  it('refuses a deactivated user with the wrong-password answer, even with the right password', async () => {
    const { email, password } = await createCompanyWithAdmin(api, adminToken);
    const token = await login(api, email, password);
    await api.db.updateTable('users').set({ is_active: false }).where('email', '=', email).execute();
    const reply = await call(api, 'POST', 'auth/login', { body: { username: email, password } });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ error: INVALID, reason: 'INVALID_CREDENTIALS' });
    const wrong = await call(api, 'POST', 'auth/login', { body: { username: email, password: 'Wrong-pass1!' } });
    expect(wrong.status).toBe(401);
    expect((await call(api, 'GET', 'auth/me', { token })).status).toBe(401);
  });

  it('remember=true signs a 30-day token, otherwise 12 hours', async () => {
    const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number; iat: number };
    const short = await call(api, 'POST', 'auth/login', { body: { username: DEMO_USERS.estimator, password: api.demoPassword } });
    const long = await call(api, 'POST', 'auth/login', { body: { username: DEMO_USERS.estimator, password: api.demoPassword, remember: true } });
    const s = decode(short.body.data.token);
    const l = decode(long.body.data.token);
    expect(s.exp - s.iat).toBe(12 * 3600);
    expect(l.exp - l.iat).toBe(30 * 24 * 3600);
  });
});

describe('deactivated company', () => {
  it("stops its users' sign-in and tokens; after reactivation they sign in again but old tokens stay dead", async () => {
    const { companyId, email, password } = await createCompanyWithAdmin(api, adminToken);
    const token = await login(api, email, password);
    expect((await call(api, 'GET', 'auth/me', { token })).status).toBe(200);
    const off = await call(api, 'PUT', `company/active/${companyId}`, { token: adminToken, body: { is_active: false } });
    expect(off.status).toBe(200);
    expect(off.body.data.is_active).toBe(false);
    const me = await call(api, 'GET', 'auth/me', { token });
    expect(me.status).toBe(401);
    const signIn = await call(api, 'POST', 'auth/login', { body: { username: email, password } });
    expect(signIn.status).toBe(401);
    expect(signIn.body).toEqual({ error: INVALID, reason: 'INVALID_CREDENTIALS' });
    await call(api, 'PUT', `company/active/${companyId}`, { token: adminToken, body: { is_active: true } });
    expect((await call(api, 'GET', 'auth/me', { token })).status).toBe(401);
    expect((await call(api, 'GET', 'auth/me', { token: await login(api, email, password) })).status).toBe(200);
  });

  it('a deleted company behaves as inactive for its users', async () => {
    const { companyId, email, password } = await createCompanyWithAdmin(api, adminToken);
    const token = await login(api, email, password);
    expect((await call(api, 'DELETE', `company/${companyId}`, { token: adminToken })).status).toBe(200);
    expect((await call(api, 'GET', 'auth/me', { token })).status).toBe(401);
    expect((await call(api, 'POST', 'auth/login', { body: { username: email, password } })).status).toBe(401);
  });
});

describe('GET auth/me', () => {
  it('returns the user and permissions of the token', async () => {
    const token = await login(api, DEMO_USERS.estimator);
    const reply = await call(api, 'GET', 'auth/me', { token });
    expect(reply.status).toBe(200);
    expect(reply.body.data.user).toMatchObject({ username: DEMO_USERS.estimator, MasterRoleID: 4, MasterTenantID: tenant1 });
    expect(Object.keys(reply.body.data.permissions)).toHaveLength(53);
  });

  it('401 without a token, with a malformed, a forged or an expired token', async () => {
    const none = await call(api, 'GET', 'auth/me');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ error: 'Authentication required.' });
    const garbage = await call(api, 'GET', 'auth/me', { token: 'not-a-jwt' });
    expect(garbage.status).toBe(401);
    expect(garbage.body).toEqual({ error: 'Your session has expired. Please sign in again.' });
    const user = await api.db.selectFrom('users').selectAll().where('email', '=', DEMO_USERS.estimator).executeTakeFirstOrThrow();
    const claims = { tid: tenant1, ver: user.token_version, role: 4, rem: false };
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(String(user.id))
      .setIssuedAt().setExpirationTime('1h').sign(new TextEncoder().encode('some other secret of enough length!!'));
    expect((await call(api, 'GET', 'auth/me', { token: forged })).status).toBe(401);
    const row = await api.db.selectFrom('app_settings').select('value').where('key', '=', 'jwt_secret').executeTakeFirstOrThrow();
    const secret = new TextEncoder().encode(row.value);
    const expired = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(String(user.id))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200).setExpirationTime(Math.floor(Date.now() / 1000) - 3600).sign(secret);
    expect((await call(api, 'GET', 'auth/me', { token: expired })).status).toBe(401);
    // The same claims, unexpired and correctly signed, are accepted: the checks above are what failed.
    const valid = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(String(user.id))
      .setIssuedAt().setExpirationTime('1h').sign(secret);
    expect((await call(api, 'GET', 'auth/me', { token: valid })).status).toBe(200);
    // A token claiming another tenant for a tenant-bound user is refused.
    const otherTenant = await new SignJWT({ ...claims, tid: tenant2 }).setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id)).setIssuedAt().setExpirationTime('1h').sign(secret);
    expect((await call(api, 'GET', 'auth/me', { token: otherTenant })).status).toBe(401);
  });
});
