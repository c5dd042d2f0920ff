import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, startTestApi, type TestApi } from '../../testing.js';
import { call, login } from '../../test-support.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('GET loc/states', () => {
  it('lists the 50 states and DC by name for any signed-in user', async () => {
    for (const email of [DEMO_USERS.estimator, DEMO_USERS.platformAdmin]) {
      const token = await login(api, email);
      const reply = await call(api, 'GET', 'loc/states', { token });
      expect(reply.status).toBe(200);
      const states = reply.body.data as { name: string; code: string }[];
      expect(states.length).toBeGreaterThanOrEqual(51);
      for (const s of states) expect(Object.keys(s).sort()).toEqual(['code', 'name']);
      expect(states).toContainEqual({ name: 'Texas', code: 'TX' });
      expect(states).toContainEqual({ name: 'District of Columbia', code: 'DC' });
      expect(states).toContainEqual({ name: 'Wyoming', code: 'WY' });
      const codes = states.map((s) => s.code);
      expect(new Set(codes).size).toBe(codes.length);
      for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
      const names = states.map((s) => s.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    }
  });

  it('answers 401 without a token or with a bad one', async () => {
    const none = await call(api, 'GET', 'loc/states');
    expect(none.status).toBe(401);
    expect(typeof none.body.error).toBe('string');
    const bad = await call(api, 'GET', 'loc/states', { token: 'not-a-token' });
    expect(bad.status).toBe(401);
  });

  it('is documented in the OpenAPI document', async () => {
    const reply = await call(api, 'GET', '/api/openapi.json');
    expect(reply.body.paths['/api/v1/loc/states']?.get).toBeDefined();
  });
});
