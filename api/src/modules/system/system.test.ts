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
