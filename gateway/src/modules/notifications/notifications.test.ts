import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoInternals, firstError, startHarness, type Harness } from '../../testkit.js';

const FEED = 'query($limit: Int) { notifications(limit: $limit) { unreadCount items { id kind title body link createdAt read } } }';
const MARK_ALL = 'mutation { markNotificationsRead }';
const MARK_ONE = 'mutation($id: ID!) { markNotificationRead(id: $id) { id read } }';

describe('notifications module', () => {
  let h: Harness;
  let admin: string;
  let otherAdmin: string;
  let platformAdmin: string;
  const ids: Record<string, number> = {};
  let tenant1: number;

  beforeAll(async () => {
    h = await startHarness();
    admin = await h.login('companyadmin@demo.test');
    otherAdmin = await h.login('admin2@demo.test');
    platformAdmin = await h.login('admin@demo.test');
    for (const email of ['companyadmin@demo.test', 'admin2@demo.test']) {
      const row = await h.api.db.selectFrom('users').select(['id', 'tenant_id']).where('email', '=', email).executeTakeFirstOrThrow();
      ids[email] = row.id;
      if (email === 'companyadmin@demo.test') tenant1 = row.tenant_id!;
    }
    const values = ['Older', 'Newer'].map((title) => ({
      tenant_id: tenant1, user_id: ids['companyadmin@demo.test']!, kind: 'invitation_accepted', title, body: 'b', link: '/admin/all-users',
    }));
    for (const v of values) await h.api.db.insertInto('notifications').values(v).execute();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('reads the feed and its unread count in one REST call, newest first', async () => {
    h.calls.length = 0;
    const res = await h.gql(FEED, { limit: 5 }, admin);
    expect(res.errors, res.raw).toBeUndefined();
    expect(h.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET notifications']);
    expect(res.data.notifications.unreadCount).toBe(2);
    expect(res.data.notifications.items.map((n: { title: string }) => n.title)).toEqual(['Newer', 'Older']);
    expect(res.data.notifications.items[0]).toMatchObject({
      kind: 'invitation_accepted', body: 'b', link: '/admin/all-users', read: false, createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    // The limit travels to REST: it pages the items, never the count.
    const one = (await h.gql(FEED, { limit: 1 }, admin)).data.notifications;
    expect(one.items.map((n: { title: string }) => n.title)).toEqual(['Newer']);
    expect(one.unreadCount).toBe(2);
  });

  it('marks one read, then all; another company\'s admin gets NOT_FOUND and nothing changes', async () => {
    const [newer] = (await h.gql(FEED, {}, admin)).data.notifications.items;
    const foreign = await h.gql(MARK_ONE, { id: newer.id }, otherAdmin);
    expect(firstError(foreign).extensions?.code).toBe('NOT_FOUND');
    expectNoInternals(foreign);

    h.calls.length = 0;
    const one = await h.gql(MARK_ONE, { id: newer.id }, admin);
    expect(one.errors, one.raw).toBeUndefined();
    expect(h.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`PUT notifications/${newer.id}/read`]);
    expect(one.data.markNotificationRead).toEqual({ id: newer.id, read: true });
    expect((await h.gql(FEED, {}, admin)).data.notifications.unreadCount).toBe(1);

    h.calls.length = 0;
    const all = await h.gql(MARK_ALL, {}, admin);
    expect(all.errors, all.raw).toBeUndefined();
    expect(h.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['PUT notifications/read']);
    expect(all.data.markNotificationsRead).toBe(1);
    const after = (await h.gql(FEED, {}, admin)).data.notifications;
    expect(after.unreadCount).toBe(0);
    expect(after.items.every((n: { read: boolean }) => n.read)).toBe(true);
  });

  it('a bad limit is BAD_USER_INPUT naming limit; a platform admin outside a company has an empty feed', async () => {
    const bad = await h.gql(FEED, { limit: 0 }, admin);
    expect(firstError(bad).extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { limit: expect.any(String) } });
    expectNoInternals(bad);
    const empty = await h.gql(FEED, {}, platformAdmin);
    expect(empty.data).toEqual({ notifications: { unreadCount: 0, items: [] } });
    expect(firstError(await h.gql(FEED, {})).extensions?.code).toBe('UNAUTHENTICATED');
  });
});
