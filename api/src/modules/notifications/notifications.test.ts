import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, startTestApi, type TestApi } from '../../testing.js';
import { call, latestMail, login, NEW_PASSWORD, resetTokenIn } from '../../test-support.js';
import { notify } from './service.js';

let api: TestApi;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let tenant1: number;
let tenant2: number;

beforeAll(async () => {
  api = await startTestApi();
  for (const [key, email] of Object.entries(DEMO_USERS)) {
    tokens[key] = await login(api, email);
    ids[key] = (await api.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  }
  const companies = await api.db.selectFrom('companies').select('tenant_id').orderBy('tenant_id').execute();
  tenant1 = companies[0]!.tenant_id;
  tenant2 = companies[1]!.tenant_id;
});
afterAll(async () => {
  await api?.close();
});

const list = (token: string, query = '') => call(api, 'GET', `notifications${query}`, { token });

async function clearAll() {
  await api.db.deleteFrom('notifications').execute();
}

describe('notify()', () => {
  it('writes one unread notification per recipient of the tenant, once each, and leaves others out', async () => {
    await clearAll();
    const unlinked = await api.db.insertInto('users').values({
      email: `unlinked-sub-${Date.now()}@example.test`, password_hash: null, first_name: 'Una', last_name: 'Linked', role_id: 13, tenant_id: null, random_token: 'notify-unlinked',
    }).returning('id').executeTakeFirstOrThrow();
    const written = await notify({ tenantId: tenant1 }, api.db, {
      // The estimator counts once; tenant 2's admin and a subcontractor not linked to tenant 1 are left out.
      recipients: [ids.companyAdmin!, ids.estimator!, ids.estimator!, ids.secondAdmin!, ids.subcontractor!, unlinked.id],
      kind: 'test', title: 'Hello', body: 'World', link: '/admin/projects',
    });
    expect(written).toBe(3);
    const rows = await api.db.selectFrom('notifications').selectAll().orderBy('user_id').execute();
    expect(rows.map((r) => [r.tenant_id, r.user_id, r.read_at])).toEqual([
      [tenant1, ids.companyAdmin, null], [tenant1, ids.estimator, null], [tenant1, ids.subcontractor, null],
    ]);
    expect(await notify({ tenantId: tenant1 }, api.db, { recipients: [], kind: 'test', title: 'Nobody' })).toBe(0);
  });

  it('refuses a link that is not an in-app path, and a scope without a tenant', async () => {
    await expect(notify({ tenantId: tenant1 }, api.db, { recipients: [ids.companyAdmin!], kind: 'x', title: 'x', link: 'https://evil.test' }))
      .rejects.toThrow(/in-app path/);
    await expect(notify({ tenantId: null }, api.db, { recipients: [ids.companyAdmin!], kind: 'x', title: 'x' })).rejects.toThrow();
  });

  it('rolls back with the transaction that called it', async () => {
    await clearAll();
    await expect(api.db.transaction().execute(async (trx) => {
      await notify({ tenantId: tenant1 }, trx, { recipients: [ids.companyAdmin!], kind: 'test', title: 'Lost' });
      throw new Error('the event failed');
    })).rejects.toThrow('the event failed');
    expect((await list(tokens.companyAdmin!)).body).toEqual({ data: [], unread: 0 });
  });
});

describe('GET notifications and marking them read', () => {
  it('lists only the caller\'s own, newest first, with the unread count; limit pages the items, not the count', async () => {
    await clearAll();
    for (const title of ['First', 'Second', 'Third']) {
      await notify({ tenantId: tenant1 }, api.db, { recipients: [ids.companyAdmin!], kind: 'test', title, link: '/admin/projects' });
    }
    await notify({ tenantId: tenant1 }, api.db, { recipients: [ids.fullUser!], kind: 'test', title: 'For Frank' });
    await notify({ tenantId: tenant2 }, api.db, { recipients: [ids.secondAdmin!], kind: 'test', title: 'For Oscar' });

    const mine = await list(tokens.companyAdmin!);
    expect(mine.status).toBe(200);
    expect(mine.body.unread).toBe(3);
    expect(mine.body.data.map((n: { title: string }) => n.title)).toEqual(['Third', 'Second', 'First']);
    expect(mine.body.data[0]).toEqual({
      id: expect.any(Number), kind: 'test', title: 'Third', body: '', link: '/admin/projects',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), read_at: null,
    });
    const two = await list(tokens.companyAdmin!, '?limit=2');
    expect(two.body.data.map((n: { title: string }) => n.title)).toEqual(['Third', 'Second']);
    expect(two.body.unread).toBe(3);
    expect((await list(tokens.fullUser!)).body.data.map((n: { title: string }) => n.title)).toEqual(['For Frank']);
    expect((await list(tokens.secondAdmin!)).body.data.map((n: { title: string }) => n.title)).toEqual(['For Oscar']);
  });

  it('answers 400 naming limit for a bad value', async () => {
    for (const bad of ['0', '51', 'abc']) {
      const reply = await list(tokens.companyAdmin!, `?limit=${bad}`);
      expect(reply.status, bad).toBe(400);
      expect(Object.keys(reply.body.fields)).toEqual(['limit']);
    }
    const badId = await call(api, 'PUT', 'notifications/abc/read', { token: tokens.companyAdmin! });
    expect(badId.status).toBe(400);
    expect(Object.keys(badId.body.fields)).toEqual(['id']);
  });

  it('marks one read (again is harmless); another user\'s or tenant\'s id is a 404 like a missing one', async () => {
    await clearAll();
    await notify({ tenantId: tenant1 }, api.db, { recipients: [ids.companyAdmin!, ids.fullUser!], kind: 'test', title: 'Both' });
    await notify({ tenantId: tenant2 }, api.db, { recipients: [ids.secondAdmin!], kind: 'test', title: 'Oscar' });
    const [own] = (await list(tokens.companyAdmin!)).body.data;
    const [franks] = (await list(tokens.fullUser!)).body.data;
    const [oscars] = (await list(tokens.secondAdmin!)).body.data;

    for (const id of [franks.id, oscars.id, 2147483000]) {
      const reply = await call(api, 'PUT', `notifications/${id}/read`, { token: tokens.companyAdmin! });
      expect(reply.status, String(id)).toBe(404);
      expect(reply.body).toEqual({ error: 'Notification not found.' });
    }
    // Nothing of theirs changed.
    expect((await list(tokens.fullUser!)).body.unread).toBe(1);
    expect((await list(tokens.secondAdmin!)).body.unread).toBe(1);

    const read = await call(api, 'PUT', `notifications/${own.id}/read`, { token: tokens.companyAdmin! });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id: own.id, title: 'Both', read_at: expect.stringMatching(/T/) });
    const again = await call(api, 'PUT', `notifications/${own.id}/read`, { token: tokens.companyAdmin! });
    expect(again.body.data.read_at).toBe(read.body.data.read_at);
    expect((await list(tokens.companyAdmin!)).body).toMatchObject({ unread: 0, data: [{ id: own.id, read_at: read.body.data.read_at }] });
  });

  it('marks all of the caller\'s read and no one else\'s', async () => {
    await clearAll();
    for (const title of ['A', 'B']) await notify({ tenantId: tenant1 }, api.db, { recipients: [ids.companyAdmin!, ids.fullUser!], kind: 'test', title });
    const marked = await call(api, 'PUT', 'notifications/read', { token: tokens.companyAdmin! });
    expect(marked.body).toEqual({ data: { marked: 2 } });
    expect((await list(tokens.companyAdmin!)).body.unread).toBe(0);
    expect((await list(tokens.fullUser!)).body.unread).toBe(2);
    expect((await call(api, 'PUT', 'notifications/read', { token: tokens.companyAdmin! })).body).toEqual({ data: { marked: 0 } });
  });

  it('refuses a caller without a token', async () => {
    for (const [method, url] of [['GET', 'notifications'], ['PUT', 'notifications/read'], ['PUT', 'notifications/1/read']] as const) {
      expect((await call(api, method, url)).status, url).toBe(401);
    }
  });
});

describe('callers outside a company or from outside', () => {
  it('a platform admin acting in no company has an empty bell; once it opens one it sees only its own there', async () => {
    await clearAll();
    await notify({ tenantId: tenant1 }, api.db, { recipients: [ids.companyAdmin!], kind: 'test', title: 'Olivia' });
    expect((await list(tokens.platformAdmin!)).body).toEqual({ data: [], unread: 0 });
    expect((await call(api, 'PUT', 'notifications/read', { token: tokens.platformAdmin! })).body).toEqual({ data: { marked: 0 } });
    const [olivias] = (await list(tokens.companyAdmin!)).body.data;
    expect((await call(api, 'PUT', `notifications/${olivias.id}/read`, { token: tokens.platformAdmin! })).status).toBe(404);

    const acting = (await call(api, 'POST', 'auth/tenant', { token: tokens.platformAdmin!, body: { company_id: tenant1 } })).body.data.token;
    expect((await list(acting)).body).toEqual({ data: [], unread: 0 });
    expect((await call(api, 'PUT', `notifications/${olivias.id}/read`, { token: acting })).status).toBe(404);
    expect((await list(tokens.companyAdmin!)).body.unread).toBe(1);
  });

  it('a subcontractor (role 13) sees its own notifications of the company it acts in, none before choosing one', async () => {
    await clearAll();
    expect(await notify({ tenantId: tenant1 }, api.db, { recipients: [ids.subcontractor!], kind: 'test', title: 'Invited' })).toBe(1);
    expect((await list(tokens.subcontractor!)).body).toEqual({ data: [], unread: 0 });
    const acting = (await call(api, 'POST', 'auth/tenant', { token: tokens.subcontractor!, body: { company_id: tenant1 } })).body.data.token;
    const mine = await list(acting);
    expect(mine.body).toMatchObject({ unread: 1, data: [{ title: 'Invited' }] });
    expect((await call(api, 'PUT', `notifications/${mine.body.data[0].id}/read`, { token: acting })).status).toBe(200);
    expect((await list(acting)).body.unread).toBe(0);
  });
});

describe('the invitation producer', () => {
  it('tells the company\'s active admins, in the transaction that sets the password, when an added user accepts', async () => {
    await clearAll();
    // A second, inactive company admin of tenant 1 hears nothing.
    await api.db.insertInto('users').values({
      email: `inactive-admin-${Date.now()}@example.test`, password_hash: null, first_name: 'Ina', last_name: 'Active',
      role_id: 2, tenant_id: tenant1, is_active: false, random_token: 'notify-inactive',
    }).execute();
    const email = `dana-${Date.now().toString(36)}@example.test`;
    const created = await call(api, 'POST', 'create/Fulluser', {
      token: tokens.companyAdmin!,
      body: {
        first_name: 'Dana', last_name: 'Brick', is_active: true, email, phone_number: '(512) 555-4321', address1: '5 Oak Avenue',
        address2: '', city: 'Austin', state: 'Texas', state_code: 'TX', zipcode: '78702', role: 'Fulluser',
      },
    });
    expect(created.status).toBe(200);
    const userId = created.body.data.ID;
    // Created but not yet accepted: nobody has been told.
    expect((await list(tokens.companyAdmin!)).body.unread).toBe(0);

    const token = resetTokenIn((await latestMail(api, email))!);
    expect((await call(api, 'POST', 'auth/resetpassword', { body: { token, password: NEW_PASSWORD } })).status).toBe(200);
    const admin = await list(tokens.companyAdmin!);
    expect(admin.body).toMatchObject({
      unread: 1,
      data: [{
        kind: 'invitation_accepted', title: 'Dana Brick accepted the invitation', body: `${email} has set a password and can now sign in.`,
        link: `/admin/full-user-details?id=${userId}`, read_at: null,
      }],
    });
    const rows = await api.db.selectFrom('notifications').select(['tenant_id', 'user_id']).execute();
    expect(rows).toEqual([{ tenant_id: tenant1, user_id: ids.companyAdmin }]);
    // Other roles and the other company hear nothing; the new user itself neither.
    expect((await list(tokens.fullUser!)).body.unread).toBe(0);
    expect((await list(tokens.secondAdmin!)).body.unread).toBe(0);
    expect((await list(await login(api, email, NEW_PASSWORD))).body.unread).toBe(0);
  });

  it('a password reset (not an invitation) notifies no one', async () => {
    await clearAll();
    expect((await call(api, 'POST', 'auth/forgotpassword', { body: { username: DEMO_USERS.estimator } })).status).toBe(200);
    const token = resetTokenIn((await latestMail(api, DEMO_USERS.estimator))!);
    expect((await call(api, 'POST', 'auth/resetpassword', { body: { token, password: NEW_PASSWORD } })).status).toBe(200);
    expect(await api.db.selectFrom('notifications').selectAll().execute()).toEqual([]);
  });
});
