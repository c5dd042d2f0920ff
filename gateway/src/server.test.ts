import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildGateway, formatError, QUERY_LIMITS } from './server.js';

// Serving, limits and error hygiene: none of these needs a REST API (API_URL points at a closed port).
const CLOSED_API = 'http://127.0.0.1:1';

async function gql(app: FastifyInstance, query: string, variables?: Record<string, unknown>, headers?: Record<string, string>) {
  const res = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: { query, variables },
  });
  return { status: res.statusCode, body: res.json() as { data?: any; errors?: any[] }, raw: res.body };
}

describe('gateway with a built web client', () => {
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'gw-web-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><div id="root">SPA</div></body></html>');
    writeFileSync(join(dist, 'graphiql.html'), '<!doctype html><html><body><div id="graphiql">GraphiQL</div></body></html>');
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    app = await buildGateway({ apiUrl: CLOSED_API, webDist: dist });
  });

  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('GET /livez answers ok; /healthz is readiness, 503 while the REST API is unreachable', async () => {
    const res = await app.inject({ method: 'GET', url: '/livez' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('ok');
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'not ready', checks: { restApi: 'failed' } });
  });

  it('serves index.html at / and for client routes (SPA fallback)', async () => {
    for (const url of ['/', '/admin/all-company', '/reset-password/abc.def?x=1']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('SPA');
    }
  });

  it('serves assets with a long cache and 404s missing files and /api paths', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/v1/companies' })).statusCode).toBe(404);
  });

  it('GET /graphql from a browser (Accept text/html) returns GraphiQL', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/graphql',
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('GraphiQL');
  });

  it('GET /graphql without text/html still executes GraphQL (with the CSRF preflight header)', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/graphql?query=%7B__typename%7D',
      headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('refuses a query deeper than the limit with a clear message', async () => {
    let selection = 'name';
    for (let i = 0; i < QUERY_LIMITS.maxDepth + 2; i++) selection = `ofType { ${selection} }`;
    const { status, body } = await gql(app, `{ __type(name: "Company") { fields { type { ${selection} } } } }`);
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0].message).toMatch(/^Query refused: Query depth limit of 10 exceeded/);
    expect(body.errors?.[0].extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED', reason: 'QUERY_LIMIT' });
  });

  it('refuses more aliases than the limit', async () => {
    const fields = Array.from({ length: QUERY_LIMITS.maxAliases + 1 }, (_, i) => `v${i}: version`).join(' ');
    const { status, body } = await gql(app, `{ ${fields} }`);
    expect(status).toBe(400);
    expect(body.errors?.[0].message).toMatch(/^Query refused: Aliases limit of 15 exceeded/);
    expect(body.errors?.[0].extensions.reason).toBe('QUERY_LIMIT');
  });

  it('accepts exactly the alias limit (the API being down is a separate error)', async () => {
    const fields = Array.from({ length: QUERY_LIMITS.maxAliases }, (_, i) => `v${i}: __typename`).join(' ');
    const { body } = await gql(app, `{ ${fields} }`);
    expect(body.errors).toBeUndefined();
  });

  it('refuses documents with too many tokens', async () => {
    const query = `{ ${'__typename '.repeat(QUERY_LIMITS.maxTokens + 10)} }`;
    const { status, body } = await gql(app, query);
    expect(status).toBe(400);
    expect(body.errors?.[0].message).toBe('Query refused: Token limit of 2000 exceeded.');
    expect(body.errors?.[0].extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED', reason: 'QUERY_LIMIT' });
    expect(JSON.stringify(body)).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('refuses the standard introspection query without a token (docs/architecture.md §8.3; signed in: introspection.test.ts)', async () => {
    const { getIntrospectionQuery } = await import('graphql');
    const { body } = await gql(app, getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }));
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]).toMatchObject({ message: 'Sign in to read the schema.', extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('hides field suggestions', async () => {
    const { body } = await gql(app, '{ versio }');
    expect(body.errors?.[0].message).toBe('Cannot query field "versio" on type "Query".');
    expect(body.errors?.[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('hides enum value suggestions, written in the query or given as a variable (issue 9 §6)', async () => {
    const inline = await gql(app, '{ projects(status: [BIDDIN]) { total } }');
    expect(inline.body.errors?.[0].message).toBe('Value "BIDDIN" does not exist in "ProjectStatus" enum.');
    const variable = await gql(app, 'query($s: [ProjectStatus!]) { projects(status: $s) { total } }', { s: ['BIDDIN'] });
    expect(variable.body.errors?.[0].message).toBe('Variable "$s" got invalid value "BIDDIN" at "s[0]"; Value "BIDDIN" does not exist in "ProjectStatus" enum.');
  });

  it('maps a refused REST connection to UPSTREAM_UNAVAILABLE, without stack traces', async () => {
    const login = await gql(app, 'mutation { login(username: "admin@demo.test", password: "x") { token } }');
    expect(login.body.data).toBeNull();
    expect(login.body.errors?.[0].extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE' });
    const { status, body, raw } = await gql(app, '{ version }');
    expect(status).toBe(200);
    expect(body.errors?.[0].extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE' });
    expect(body.errors?.[0].message).toBe('The service is unavailable. Try again after some time.');
    expect(raw).not.toContain('stacktrace');
    expect(raw).not.toContain('ECONNREFUSED');
  });

  it('rejects invalid scalar input as BAD_USER_INPUT', async () => {
    const { status, body } = await gql(
      app,
      'mutation($input: CompanyInput!) { createCompany(input: $input) { id } }',
      {
        input: {
          owner: { firstName: 'A', phone: '1234567890', email: 'a@b.co' },
          project: { startNo: '1' },
          details: {
            name: 'X', email: 'x@y.co', phone: '1234567890', address1: 'a', city: 'c', state: 's', zip: '12345',
            companyAdmin: 'x@y.co', defaultMarkup: 'ten',
          },
        },
      },
    );
    expect(status).toBe(400);
    expect(body.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0].message).toContain('Decimal cannot represent value');
  });
});

describe('gateway without a built web client', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildGateway({ apiUrl: CLOSED_API, webDist: join(tmpdir(), 'gw-no-such-dist-' + process.pid) });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('says how to build it, at / and at /graphql for browsers', async () => {
    for (const url of ['/', '/admin/projects', '/graphql']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('npm run build -w web');
    }
  });

  it('still answers GraphQL POSTs', async () => {
    const { body } = await gql(app, '{ __typename }');
    expect(body).toEqual({ data: { __typename: 'Query' } });
  });
});

describe('formatError', () => {
  it('replaces unexpected errors with a fixed text and drops stack traces and internals', () => {
    const out = formatError(
      {
        message: "Cannot read properties of undefined (reading 'company_id')",
        path: ['company'],
        extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['TypeError: ...', '    at toCompany (/srv/mapping.ts:1:1)'] },
      },
      new TypeError('x'),
    );
    expect(out).toEqual({ message: 'Internal server error', path: ['company'], extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  });

  it('keeps only code, fields and reason of client errors', () => {
    const out = formatError(
      {
        message: 'Current Password is incorrect.',
        extensions: { code: 'BAD_USER_INPUT', reason: 'WRONG_CURRENT_PASSWORD', stacktrace: ['at x'], exception: { secret: 1 } },
      },
      undefined,
    );
    expect(out).toEqual({
      message: 'Current Password is incorrect.',
      extensions: { code: 'BAD_USER_INPUT', reason: 'WRONG_CURRENT_PASSWORD' },
    });
  });
});
