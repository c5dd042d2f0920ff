import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing.js';
import { call } from '../../test-support.js';
import { apiVersion } from './routes.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('system', () => {
  it('GET version answers the package version without a token', async () => {
    const reply = await call(api, 'GET', 'version');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ data: apiVersion() });
    expect(apiVersion()).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('GET version over a real socket at the url startTestApi returns', async () => {
    const response = await fetch(`${api.url}/api/v1/version`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: apiVersion() });
  });

  it('unknown routes answer 404 in the envelope', async () => {
    const reply = await call(api, 'GET', 'no/such/route');
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ error: 'Not found.' });
  });

  it('GET /api/openapi.json documents every route', async () => {
    const reply = await call(api, 'GET', '/api/openapi.json');
    expect(reply.status).toBe(200);
    const paths = reply.body.paths as Record<string, Record<string, unknown>>;
    const expected: [string, string][] = [
      ['/api/v1/version', 'get'],
      ['/api/v1/auth/login', 'post'],
      ['/api/v1/auth/forgotpassword', 'post'],
      ['/api/v1/auth/resetpassword', 'post'],
      ['/api/v1/auth/changepassword', 'post'],
      ['/api/v1/auth/tenant', 'post'],
      ['/api/v1/auth/me', 'get'],
      ['/api/v1/companies', 'get'],
      ['/api/v1/company/{tenantId}', 'get'],
      ['/api/v1/company', 'post'],
      ['/api/v1/company/{company_id}', 'put'],
      ['/api/v1/company/active/{company_id}', 'put'],
      ['/api/v1/company/{company}', 'delete'],
      ['/api/v1/companies/subcontractor/{username}', 'get'],
    ];
    for (const [path, method] of expected) {
      expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    expect(paths['/api/openapi.json']).toBeUndefined();
    const login = paths['/api/v1/auth/login']!.post as { requestBody: { content: Record<string, { schema: { properties: object } }> } };
    expect(Object.keys(login.requestBody.content['application/json']!.schema.properties)).toEqual(['username', 'password', 'remember']);
  });
});

describe('liveness and readiness (issue 9 finding 7)', () => {
  it('/livez answers ok, /readyz reports the database', async () => {
    const live = await fetch(`${api.url}/livez`);
    expect([live.status, await live.text()]).toEqual([200, 'ok']);
    const ready = await fetch(`${api.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
  });

  it('/readyz answers 503 when the database does not answer, while /livez stays ok', async () => {
    const down = await startTestApi();
    await down.db.destroy(); // the database goes away under a running API
    try {
      const ready = await down.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not ready', checks: { database: 'failed' } });
      expect((await down.app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
    } finally {
      await down.close();
    }
  });
});

describe('compression (issue 9 finding 7)', () => {
  it('an answer over 1 KB comes compressed when the client asks, a small one and an unasked one do not', async () => {
    const asked = await fetch(`${api.url}/api/openapi.json`, { headers: { 'accept-encoding': 'br' } });
    expect(asked.headers.get('content-encoding')).toBe('br');
    expect(((await asked.json()) as { openapi: string }).openapi).toMatch(/^3\./); // fetch decompresses: the body is intact
    const unasked = await api.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(unasked.headers['content-encoding']).toBeUndefined();
    const small = await fetch(`${api.url}/api/v1/version`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
  });
});
