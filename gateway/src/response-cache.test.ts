import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './testkit.js';

// Kept query answers (response-cache.ts): served again only when every REST answer the query read is confirmed
// unchanged, for the same caller and request; anything else runs the query as always.
let h: Harness;
let admin: string;
let estimator: string;
const PAGE = 'query($size: Int!) { projects(page: 1, pageSize: $size) { total items { id name status totalCost } } }';
const calls = () => h.calls.map((c) => `${c.method} ${c.path} ${c.status}`);

beforeAll(async () => {
  h = await startHarness();
  [admin, estimator] = await Promise.all([h.login('companyadmin@demo.test'), h.login('estimator@demo.test')]);
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe('response cache', () => {
  it('answers the same query of the same caller again after one conditional REST call, byte for byte', async () => {
    const first = await h.gql(PAGE, { size: 15 }, admin);
    expect(first.errors, first.raw).toBeUndefined();
    h.calls.length = 0;
    const again = await h.gql(PAGE, { size: 15 }, admin);
    expect(calls()).toEqual(['GET projects 304']);
    expect(again.raw).toBe(first.raw);
    // Other variables are another answer.
    h.calls.length = 0;
    const other = await h.gql(PAGE, { size: 16 }, admin);
    expect(other.data.projects.items).toHaveLength(16);
    expect(calls()).toEqual(['GET projects 200']);
  });

  it("never serves one caller's answer to another", async () => {
    await h.gql(PAGE, { size: 12 }, admin);
    h.calls.length = 0;
    const theirs = await h.gql(PAGE, { size: 12 }, estimator);
    expect(theirs.errors, theirs.raw).toBeUndefined();
    expect(calls()).toEqual(['GET projects 200']);
  });

  it('runs the query again once a REST answer it read has changed, and shows the change', async () => {
    const first = await h.gql(PAGE, { size: 10 }, admin);
    const top = first.data.projects.items[0];
    await h.api.db.updateTable('projects').set({ project_name: `${top.name} (moved)` }).where('id', '=', Number(top.id)).execute();
    h.calls.length = 0;
    const changed = await h.gql(PAGE, { size: 10 }, admin);
    expect(changed.data.projects.items[0].name).toBe(`${top.name} (moved)`);
    // The revalidation found a new tag; the query then ran with the page parsed anew.
    expect(calls()).toEqual(['GET projects 200', 'GET projects 200']);
    await h.api.db.updateTable('projects').set({ project_name: top.name }).where('id', '=', Number(top.id)).execute();
  });

  it('keeps no answer of a query that also read something untagged', async () => {
    const query = '{ viewer { user { username } } projects(page: 1, pageSize: 5) { items { id } } }';
    await h.gql(query, {}, admin);
    h.calls.length = 0;
    const again = await h.gql(query, {}, admin);
    expect(again.errors, again.raw).toBeUndefined();
    expect(calls()).toContain('GET auth/me 200');
  });

  it('a token ended since (password changed) gets UNAUTHENTICATED, not the kept answer', async () => {
    const token = await h.login('fulluser@demo.test');
    const kept = await h.gql(PAGE, { size: 7 }, token);
    expect(kept.errors, kept.raw).toBeUndefined();
    const userId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as number;
    await h.api.db.updateTable('users').set((eb) => ({ token_version: eb('token_version', '+', 1) })).where('id', '=', userId).execute();
    const refused = await h.gql(PAGE, { size: 7 }, token);
    expect(refused.data?.projects ?? null).toBeNull();
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
