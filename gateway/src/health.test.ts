import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './testkit.js';

// Issue 9 finding 7: /healthz answered 'ok' while the REST API was down.
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('gateway liveness and readiness', () => {
  it('is live and ready while the REST API and its database answer', async () => {
    const live = await h.gateway.inject({ method: 'GET', url: '/livez' });
    expect([live.statusCode, live.body]).toEqual([200, 'ok']);
    for (const url of ['/readyz', '/healthz']) {
      const ready = await h.gateway.inject({ method: 'GET', url });
      expect(ready.statusCode, url).toBe(200);
      expect(ready.json(), url).toEqual({ status: 'ready', checks: { restApi: 'ok' } });
    }
  });

  it('is live but not ready once the REST API stops answering', async () => {
    await h.api.app.close(); // the REST API goes down under a running gateway
    const live = await h.gateway.inject({ method: 'GET', url: '/livez' });
    expect(live.statusCode).toBe(200);
    for (const url of ['/readyz', '/healthz']) {
      const ready = await h.gateway.inject({ method: 'GET', url });
      expect(ready.statusCode, url).toBe(503);
      expect(ready.json(), url).toEqual({ status: 'not ready', checks: { restApi: 'failed' } });
    }
  });
});
