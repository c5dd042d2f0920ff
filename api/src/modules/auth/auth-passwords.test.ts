import { readdir } from 'node:fs/promises';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { PASSWORD_POLICY_MESSAGE } from '../../auth/passwords.js';
import { DEMO_USERS } from '../../testing.js';
import { call, createCompanyWithAdmin, latestMail, login, NEW_PASSWORD, resetTokenIn } from '../../test-support.js';
import { adminToken, api, tenant1, tenant2, useAuthApi } from './fixture.js';

useAuthApi();

describe('forgot and reset password', () => {
  it('mails a reset link; the link sets a new password once', async () => {
    const { email, password } = await createCompanyWithAdmin(api, adminToken);
    const oldToken = await login(api, email, password);
    const reply = await call(api, 'POST', 'auth/forgotpassword', { body: { username: email } });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ data: 'If the entered email is valid, you will receive the email shortly.' });
    const mail = await latestMail(api, email);
    expect(mail).toBeDefined();
    expect(mail).toMatch(/^Subject: Reset your password$/m);
    const token = resetTokenIn(mail!);
    // Only the hash is stored.
    const stored = await api.db.selectFrom('password_resets').select('token_hash').execute();
    expect(stored.some((r) => r.token_hash === token)).toBe(false);

    const reset = await call(api, 'POST', 'auth/resetpassword', { body: { token, password: 'Brand-New-2!' } });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ data: 'Password has been reset.' });
    expect((await call(api, 'POST', 'auth/login', { body: { username: email, password } })).status).toBe(401);
    expect((await call(api, 'POST', 'auth/login', { body: { username: email, password: 'Brand-New-2!' } })).status).toBe(200);
    // Tokens from before the reset are dead.
    expect((await call(api, 'GET', 'auth/me', { token: oldToken })).status).toBe(401);

    const again = await call(api, 'POST', 'auth/resetpassword', { body: { token, password: 'Another-New-3!' } });
    expect(again.status).toBe(412);
    expect(again.body).toEqual({ error: 'This reset link is invalid or has expired.', reason: 'RESET_LINK_INVALID' });
  });

  it('refuses an expired link with 412', async () => {
    const { email } = await createCompanyWithAdmin(api, adminToken);
    await call(api, 'POST', 'auth/forgotpassword', { body: { username: email } });
    const token = resetTokenIn((await latestMail(api, email))!);
    const user = await api.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    await api.db.updateTable('password_resets').set({ expires_at: sql`now() - interval '1 minute'` })
      .where('user_id', '=', user.id).where('used_at', 'is', null).execute();
    const reply = await call(api, 'POST', 'auth/resetpassword', { body: { token, password: 'Brand-New-2!' } });
    expect(reply.status).toBe(412);
    expect(reply.body).toEqual({ error: 'This reset link is invalid or has expired.', reason: 'RESET_LINK_INVALID' });
  });

  it('reset links expire after 1 hour, invitations after 7 days', async () => {
    const { email } = await createCompanyWithAdmin(api, adminToken);
    await call(api, 'POST', 'auth/forgotpassword', { body: { username: email } });
    // The reset link is written after the answer (the same answer time for known and unknown emails).
    await api.app.background.idle();
    const rows = await api.db.selectFrom('password_resets').innerJoin('users', 'users.id', 'password_resets.user_id')
      .select(['purpose', 'expires_at', 'password_resets.created_at']).where('users.email', '=', email).execute();
    const ttl = (purpose: string) => {
      const row = rows.find((r) => r.purpose === purpose)!;
      return Math.round((row.expires_at.getTime() - row.created_at.getTime()) / 60000);
    };
    expect(ttl('reset')).toBe(60);
    expect(ttl('invite')).toBe(7 * 24 * 60);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    await api.app.background.idle();
    const before = (await readdir(api.outboxDir)).length;
    const reply = await call(api, 'POST', 'auth/forgotpassword', { body: { username: 'nobody@nowhere.test' } });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ data: 'If the entered email is valid, you will receive the email shortly.' });
    await api.app.background.idle();
    expect((await readdir(api.outboxDir)).length).toBe(before);
  });

  it('validates the forgot-password username', async () => {
    const blank = await call(api, 'POST', 'auth/forgotpassword', { body: { username: ' ' } });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ error: 'Please enter your registered email.', fields: { username: 'Please enter your registered email.' } });
    const malformed = await call(api, 'POST', 'auth/forgotpassword', { body: { username: 'not-an-email' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: 'Please enter the registered email.', fields: { username: 'Please enter the registered email.' } });
  });

  it('validates the new password and the token', async () => {
    const blank = await call(api, 'POST', 'auth/resetpassword', { body: { token: 'x', password: '' } });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ error: 'Please enter the password.', fields: { password: 'Please enter the password.' } });
    for (const weak of ['short1!', 'alllowercase1!', 'ALLUPPER1!', 'NoDigits!!', 'NoSpecial12']) {
      const reply = await call(api, 'POST', 'auth/resetpassword', { body: { token: 'x', password: weak } });
      expect(reply.status, weak).toBe(400);
      expect(reply.body).toEqual({ error: PASSWORD_POLICY_MESSAGE, fields: { password: PASSWORD_POLICY_MESSAGE } });
    }
    const unknown = await call(api, 'POST', 'auth/resetpassword', { body: { token: 'no-such-token', password: 'Brand-New-2!' } });
    expect(unknown.status).toBe(412);
    expect(unknown.body).toEqual({ error: 'This reset link is invalid or has expired.', reason: 'RESET_LINK_INVALID' });
    const wrongType = await call(api, 'POST', 'auth/resetpassword', { body: { token: 'x', password: 12345678 } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.fields).toHaveProperty('password');
  });
});

describe('POST auth/changepassword', () => {
  it('changes the password and ends earlier tokens', async () => {
    const { email, password } = await createCompanyWithAdmin(api, adminToken);
    const token = await login(api, email, password);
    const other = await login(api, email, password);
    const reply = await call(api, 'POST', 'auth/changepassword', { token, body: { old_password: password, password: 'Changed-Pass9!' } });
    expect(reply.status).toBe(200);
    expect((await call(api, 'GET', 'auth/me', { token })).status).toBe(401);
    expect((await call(api, 'GET', 'auth/me', { token: other })).status).toBe(401);
    expect((await call(api, 'POST', 'auth/login', { body: { username: email, password } })).status).toBe(401);
    expect((await call(api, 'POST', 'auth/login', { body: { username: email, password: 'Changed-Pass9!' } })).status).toBe(200);
  });

  it('412 for a wrong current password, keeping the token alive', async () => {
    const { email, password } = await createCompanyWithAdmin(api, adminToken);
    const token = await login(api, email, password);
    const reply = await call(api, 'POST', 'auth/changepassword', { token, body: { old_password: 'Wrong-pass1!', password: 'Changed-Pass9!' } });
    expect(reply.status).toBe(412);
    expect(reply.body).toEqual({ error: 'Current Password is incorrect.', reason: 'WRONG_CURRENT_PASSWORD' });
    expect((await call(api, 'GET', 'auth/me', { token })).status).toBe(200);
  });

  it('400 for blank fields and a weak password', async () => {
    const token = await login(api, DEMO_USERS.fullUser);
    const blank = await call(api, 'POST', 'auth/changepassword', { token, body: { old_password: '', password: '' } });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({
      error: 'Fill all the required fields',
      fields: { old_password: 'Fill all the required fields', password: 'Fill all the required fields' },
    });
    const weak = await call(api, 'POST', 'auth/changepassword', { token, body: { old_password: api.demoPassword, password: 'weak' } });
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual({ error: PASSWORD_POLICY_MESSAGE, fields: { password: PASSWORD_POLICY_MESSAGE } });
  });

  it('401 without or with a bad token', async () => {
    const body = { old_password: 'a', password: NEW_PASSWORD };
    expect((await call(api, 'POST', 'auth/changepassword', { body })).status).toBe(401);
    expect((await call(api, 'POST', 'auth/changepassword', { token: 'bad', body })).status).toBe(401);
  });
});

describe('POST auth/tenant', () => {
  it('lets the platform admin act in any active company', async () => {
    const reply = await call(api, 'POST', 'auth/tenant', { token: adminToken, body: { company_id: tenant2 } });
    expect(reply.status).toBe(200);
    expect(reply.body.data.user).toMatchObject({ username: DEMO_USERS.platformAdmin, MasterRoleID: 1, MasterTenantID: tenant2 });
    expect(Object.keys(reply.body.data.permissions)).toHaveLength(53);
    const me = await call(api, 'GET', 'auth/me', { token: reply.body.data.token });
    expect(me.body.data.user.MasterTenantID).toBe(tenant2);
    const missing = await call(api, 'POST', 'auth/tenant', { token: adminToken, body: { company_id: 999999 } });
    expect(missing.status).toBe(404);
  });

  it('refuses the platform admin an inactive company', async () => {
    const { companyId } = await createCompanyWithAdmin(api, adminToken);
    await call(api, 'PUT', `company/active/${companyId}`, { token: adminToken, body: { is_active: false } });
    const reply = await call(api, 'POST', 'auth/tenant', { token: adminToken, body: { company_id: companyId } });
    expect(reply.status).toBe(403);
  });

  it('lets a subcontractor pick a linked company and refuses an unlinked one', async () => {
    const subToken = await login(api, DEMO_USERS.subcontractor);
    const linked = await call(api, 'POST', 'auth/tenant', { token: subToken, body: { company_id: tenant1 } });
    expect(linked.status).toBe(200);
    expect(linked.body.data.user).toMatchObject({ MasterRoleID: 13, MasterTenantID: tenant1 });
    expect((await call(api, 'GET', 'auth/me', { token: linked.body.data.token })).status).toBe(200);
    const { companyId } = await createCompanyWithAdmin(api, adminToken);
    const unlinked = await call(api, 'POST', 'auth/tenant', { token: subToken, body: { company_id: companyId } });
    expect(unlinked.status).toBe(403);
    expect(unlinked.body).toEqual({ error: 'You do not have permission to perform this action.' });
  });

  it('refuses other roles (403), no token (401) and bad input (400)', async () => {
    for (const user of [DEMO_USERS.companyAdmin, DEMO_USERS.fullUser, DEMO_USERS.estimator]) {
      const token = await login(api, user);
      const reply = await call(api, 'POST', 'auth/tenant', { token, body: { company_id: tenant2 } });
      expect(reply.status, user).toBe(403);
    }
    expect((await call(api, 'POST', 'auth/tenant', { body: { company_id: tenant1 } })).status).toBe(401);
    expect((await call(api, 'POST', 'auth/tenant', { token: 'x.y.z', body: { company_id: tenant1 } })).status).toBe(401);
    const bad = await call(api, 'POST', 'auth/tenant', { token: adminToken, body: { company_id: 'abc' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['company_id']);
  });
});

describe('invitation flow', () => {
  it('a new company admin sets a password from the invitation and signs in to its tenant', async () => {
    const { companyId, email } = await createCompanyWithAdmin(api, adminToken, 'Invited-Pass1!');
    const reply = await call(api, 'POST', 'auth/login', { body: { username: email, password: 'Invited-Pass1!' } });
    expect(reply.status).toBe(200);
    expect(reply.body.data.user).toMatchObject({ MasterRoleID: 2, MasterTenantID: companyId });
  });
});
