import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoInternals, firstError, startHarness, type Harness } from '../../testkit.js';

const LOGIN = `mutation Login($u: String!, $p: String!, $r: Boolean) {
  login(username: $u, password: $p, rememberMe: $r) {
    token
    user { id name username roleId tenantId }
    permissions { area read write visible }
  }
}`;

const VIEWER = `{
  viewer {
    user { id name username roleId tenantId }
    permissions { area read write visible }
    company { id name defaultMarkup owner { firstName email } isActive }
  }
}`;

// Against a real REST API (PGlite, demo seed): auth flows through the gateway.
describe('auth module', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('login returns a token, the user and the permission list', async () => {
    const res = await h.gql(LOGIN, { u: 'admin@demo.test', p: h.api.demoPassword });
    expect(res.errors, res.raw).toBeUndefined();
    const session = res.data.login;
    expect(session.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(session.user).toMatchObject({ username: 'admin@demo.test', roleId: 1, tenantId: null });
    expect(typeof session.user.id).toBe('string');
    expect(session.permissions).toHaveLength(53);
    expect(session.permissions).toContainEqual({ area: 'add_new_company', read: true, write: true, visible: true });
  });

  it('login with blank fields answers BAD_USER_INPUT with field errors', async () => {
    const username = firstError(await h.gql(LOGIN, { u: '', p: 'whatever' }));
    expect(username.message).toBe('Enter a username.');
    expect(username.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { username: 'Enter a username.' } });

    const both = await h.gql(LOGIN, { u: '', p: '' });
    expect(both.data).toBeNull();
    expect(firstError(both).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: {
        username: 'Username and password can not be blank.',
        password: 'Username and password can not be blank.',
      },
    });
    expect(firstError(both).message).toBe('Username and password can not be blank.');

    const password = firstError(await h.gql(LOGIN, { u: 'admin@demo.test', p: '' }));
    expect(password.extensions?.fields).toEqual({ password: 'Enter a password.' });
    expectNoInternals(both);
  });

  it('login with wrong credentials answers UNAUTHENTICATED with the spec message', async () => {
    const res = await h.gql(LOGIN, { u: 'fulluser@demo.test', p: 'Wrong-password1!' });
    const err = firstError(res);
    expect(err.message).toBe('Provide valid Username and password');
    expect(err.extensions).toEqual({ code: 'UNAUTHENTICATED', reason: 'INVALID_CREDENTIALS' });
    expectNoInternals(res);
  });

  it('too many failed logins answer BAD_USER_INPUT with reason LOGIN_THROTTLED', async () => {
    let last;
    for (let i = 0; i < 6; i++) last = await h.gql(LOGIN, { u: 'nobody@demo.test', p: 'Wrong-password1!' });
    const err = firstError(last!);
    expect(err.extensions).toEqual({ code: 'BAD_USER_INPUT', reason: 'LOGIN_THROTTLED' });
    expect(err.message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
  });

  it('viewer returns user, permissions and company of a company admin (auth/me, then the company once)', async () => {
    const token = await h.login('companyadmin@demo.test');
    h.calls.length = 0;
    const res = await h.gql(VIEWER, undefined, token);
    expect(res.errors, res.raw).toBeUndefined();
    const viewer = res.data.viewer;
    expect(viewer.user).toMatchObject({ username: 'companyadmin@demo.test', roleId: 2 });
    expect(viewer.user.tenantId).toEqual(expect.any(Number));
    expect(viewer.permissions).toHaveLength(53);
    expect(viewer.permissions).toContainEqual(
      expect.objectContaining({ area: 'company_setup_edit_dashboard', read: true, write: true }),
    );
    expect(viewer.company).toMatchObject({
      id: viewer.user.tenantId,
      name: 'Demo Construction Co',
      defaultMarkup: '10.00',
      isActive: true,
    });
    expect(viewer.company.owner.email).toEqual(expect.stringContaining('@'));
    expect(h.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET auth/me',
      `GET company/${viewer.user.tenantId}`,
    ]);
  });

  it('viewer of a platform admin has no company and makes a single REST call', async () => {
    const token = await h.login('admin@demo.test');
    h.calls.length = 0;
    const res = await h.gql(VIEWER, undefined, token);
    expect(res.errors, res.raw).toBeUndefined();
    expect(res.data.viewer.company).toBeNull();
    expect(h.calls).toHaveLength(1);
  });

  it('viewer of an estimator answers without errors (company or null, as the API allows)', async () => {
    const token = await h.login('estimator@demo.test');
    const res = await h.gql(VIEWER, undefined, token);
    expect(res.errors, res.raw).toBeUndefined();
    expect(res.data.viewer.user.roleId).toBe(4);
  });

  it("viewer's companyName is the company's name alike for the company admin, a full user and an estimator (GET company/letterhead after auth/me); none for a platform admin", async () => {
    const NAME = '{ viewer { companyName } }';
    const names: (string | null)[] = [];
    for (const user of ['companyadmin@demo.test', 'fulluser@demo.test', 'estimator@demo.test']) {
      const token = await h.login(user);
      h.calls.length = 0;
      const res = await h.gql(NAME, undefined, token);
      expect(res.errors, res.raw).toBeUndefined();
      expect(h.calls.map((c) => `${c.method} ${c.path}`), user).toEqual(['GET auth/me', 'GET company/letterhead']);
      names.push(res.data.viewer.companyName);
    }
    expect(names[0]).toEqual(expect.stringMatching(/\S/));
    expect(new Set(names)).toEqual(new Set([names[0]]));
    const admin = await h.gql(NAME, undefined, await h.login('admin@demo.test'));
    expect(admin.errors, admin.raw).toBeUndefined();
    expect(admin.data.viewer.companyName).toBeNull();
  });

  it('viewer without a token, or with a bad one, is UNAUTHENTICATED', async () => {
    const none = await h.gql(VIEWER);
    expect(none.data).toBeNull();
    expect(firstError(none).extensions?.code).toBe('UNAUTHENTICATED');
    expect(firstError(none).path).toEqual(['viewer']);
    expectNoInternals(none);

    const bad = await h.gql(VIEWER, undefined, 'not.a.token');
    expect(firstError(bad).extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('forgotPassword always answers the same message', async () => {
    const q = 'mutation($u: String!) { forgotPassword(username: $u) }';
    const known = await h.gql(q, { u: 'fulluser@demo.test' });
    const unknown = await h.gql(q, { u: 'nobody-at-all@demo.test' });
    expect(known.data.forgotPassword).toBe('If the entered email is valid, you will receive the email shortly.');
    expect(unknown.data.forgotPassword).toBe(known.data.forgotPassword);
  });

  it('resetPassword with an invalid token is BAD_USER_INPUT / RESET_LINK_INVALID', async () => {
    const res = await h.gql('mutation { resetPassword(token: "nope", password: "Str0ng!Passw0rd") }');
    const err = firstError(res);
    expect(err.message).toBe('This reset link is invalid or has expired.');
    expect(err.extensions).toEqual({ code: 'BAD_USER_INPUT', reason: 'RESET_LINK_INVALID' });
  });

  it('changePassword with a wrong current password is BAD_USER_INPUT / WRONG_CURRENT_PASSWORD', async () => {
    const token = await h.login('fulluser@demo.test');
    const res = await h.gql(
      'mutation($o: String!, $n: String!) { changePassword(oldPassword: $o, newPassword: $n) }',
      { o: 'Not-the-password1!', n: 'Str0ng!Passw0rd' },
      token,
    );
    const err = firstError(res);
    expect(err.message).toBe('Current Password is incorrect.');
    expect(err.extensions).toEqual({ code: 'BAD_USER_INPUT', reason: 'WRONG_CURRENT_PASSWORD' });
    expectNoInternals(res);
  });

  it('changePassword succeeds, ends the old token, and the new password signs in', async () => {
    const token = await h.login('admin2@demo.test');
    const res = await h.gql(
      'mutation($o: String!, $n: String!) { changePassword(oldPassword: $o, newPassword: $n) }',
      { o: h.api.demoPassword, n: 'N3w!Password-x' },
      token,
    );
    expect(res.errors, res.raw).toBeUndefined();
    expect(res.data.changePassword).toBe(true);
    const old = await h.gql(VIEWER, undefined, token);
    expect(firstError(old).extensions?.code).toBe('UNAUTHENTICATED');
    expect(await h.login('admin2@demo.test', 'N3w!Password-x')).toBeTruthy();
  });

  it('a subcontractor lists the companies that invited it and selects one', async () => {
    const token = await h.login('sub@demo.test');
    const invited = await h.gql('{ invitedCompanies { id name isActive } }', undefined, token);
    expect(invited.errors, invited.raw).toBeUndefined();
    const names = invited.data.invitedCompanies.map((c: { name: string }) => c.name).sort();
    expect(names).toEqual(['Demo Construction Co', 'Second Demo Builders']);

    const companyId = invited.data.invitedCompanies[0].id;
    const selected = await h.gql(
      'mutation($id: Int!) { selectCompany(companyId: $id) { token user { roleId tenantId } permissions { area } } }',
      { id: companyId },
      token,
    );
    expect(selected.errors, selected.raw).toBeUndefined();
    expect(selected.data.selectCompany.user).toEqual({ roleId: 13, tenantId: companyId });
    expect(selected.data.selectCompany.token).not.toBe(token);
  });

  it('selectCompany by an estimator is FORBIDDEN', async () => {
    const token = await h.login('estimator@demo.test');
    const res = await h.gql('mutation { selectCompany(companyId: 1) { token } }', undefined, token);
    expect(firstError(res).extensions?.code).toBe('FORBIDDEN');
  });

  it('version returns the API version', async () => {
    const res = await h.gql('{ version }');
    expect(res.errors, res.raw).toBeUndefined();
    expect(res.data.version).toMatch(/^\d+\.\d+\.\d+/);
  });
});
