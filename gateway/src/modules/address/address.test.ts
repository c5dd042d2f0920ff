import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoInternals, firstError, startHarness, type Harness } from '../../testkit.js';

const SUGGEST = `query($q: String!, $limit: Int) { addressSuggestions(query: $q, limit: $limit) { id label city state stateCode zip } }`;
const STATES = `query { states { name code } }`;

describe('address module', () => {
  let h: Harness;
  let estimator: string;

  beforeAll(async () => {
    h = await startHarness();
    estimator = await h.login('estimator@demo.test');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('suggests places for a street and city, 8 by default', async () => {
    const res = await h.gql(SUGGEST, { q: '100 Congress Ave, Austin, TX' }, estimator);
    expect(res.errors, res.raw).toBeUndefined();
    const list = res.data.addressSuggestions;
    expect(list).toHaveLength(8);
    for (const s of list) {
      expect(s).toMatchObject({ city: 'Austin', state: 'Texas', stateCode: 'TX' });
      expect(s.label).toBe(`Austin, TX ${s.zip}`);
      expect(s.id).toBe(s.zip);
    }
  });

  it('honours limit, clamped to 1..20', async () => {
    const three = await h.gql(SUGGEST, { q: '787', limit: 3 }, estimator);
    expect(three.data.addressSuggestions.map((s: { zip: string }) => s.zip)).toEqual(['78701', '78702', '78703']);
    const many = await h.gql(SUGGEST, { q: '787', limit: 500 }, estimator);
    expect(many.data.addressSuggestions).toHaveLength(20);
    const zero = await h.gql(SUGGEST, { q: '787', limit: 0 }, estimator);
    expect(zero.data.addressSuggestions).toHaveLength(1);
  });

  it('answers an empty list when nothing matches or nothing was typed', async () => {
    for (const q of ['Qqqzzzx', '  ']) {
      const res = await h.gql(SUGGEST, { q }, estimator);
      expect(res.errors, res.raw).toBeUndefined();
      expect(res.data.addressSuggestions).toEqual([]);
    }
  });

  it('suggests only to signed-in users', async () => {
    const none = await h.gql(SUGGEST, { q: 'Austin' });
    expect(firstError(none).extensions?.code).toBe('UNAUTHENTICATED');
    expect(none.data).toBeNull();
    expectNoInternals(none);
    const bad = await h.gql(SUGGEST, { q: 'Austin' }, 'not-a-token');
    expect(firstError(bad).extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('lists the states through REST GET loc/states', async () => {
    h.calls.length = 0;
    const res = await h.gql(STATES, {}, estimator);
    expect(res.errors, res.raw).toBeUndefined();
    const states = res.data.states as { name: string; code: string }[];
    expect(states.length).toBeGreaterThanOrEqual(51);
    expect(states).toContainEqual({ name: 'Texas', code: 'TX' });
    expect(states).toContainEqual({ name: 'District of Columbia', code: 'DC' });
    expect(h.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET loc/states']);
  });

  it('states without a token is UNAUTHENTICATED', async () => {
    const res = await h.gql(STATES);
    expect(firstError(res).extensions?.code).toBe('UNAUTHENTICATED');
    expectNoInternals(res);
  });
});
