import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from './server.js';
import { installWebHeaders } from './web-headers.js';

// Issue 9 finding 7: security headers on every HTML answer, compressed assets and GraphQL answers over 1 KB.
let app: FastifyInstance;
let dist: string;
const bundle = `console.log(${JSON.stringify('x'.repeat(5000))});`;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'gw-headers-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'graphiql.html'), '<!doctype html><html><body><div id="graphiql"></div></body></html>');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'main-abc.js'), bundle);
  writeFileSync(join(dist, 'assets', 'main-abc.js.br'), brotliCompressSync(bundle)); // as web's build writes them
  app = await buildGateway({ apiUrl: 'http://127.0.0.1:1', webDist: dist });
});
afterAll(async () => {
  await app?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('security headers', () => {
  it('every HTML answer (the client, a client route, GraphiQL) carries CSP, nosniff, frame and referrer policies', async () => {
    for (const url of ['/', '/admin/all-projects', '/graphql']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });
});

describe('compression', () => {
  it('serves a built asset precompressed with brotli when the browser accepts it', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/main-abc.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(bundle);
    const plain = await app.inject({ method: 'GET', url: '/assets/main-abc.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bundle);
  });

  it('compresses a GraphQL answer over 1 KB and leaves a small one as it is', async () => {
    // 14 unknown fields with long names: 14 errors naming them, over 1 KB, with no REST API behind (introspection,
    // the filler before, needs a sign-in now: docs/architecture.md §8.3).
    const big = `{ ${Array.from({ length: 14 }, (_, i) => `a${i}_${'x'.repeat(80)}`).join(' ')} }`;
    const res = await app.inject({
      method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' }, payload: { query: big },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(res.rawPayload).toString()) as { errors: { message: string }[] };
    expect(body.errors.map((error) => error.message)).toEqual(
      Array.from({ length: 14 }, (_, i) => `Cannot query field "a${i}_${'x'.repeat(80)}" on type "Query".`));
    // Brotli for clients that ask for it (browsers), at the cheap on-the-fly level too.
    const br = await app.inject({
      method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', 'accept-encoding': 'br' }, payload: { query: big },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(body);
    const small = await app.inject({
      method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      payload: { query: '{ __typename }' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('compresses a large answer (a bid sheet of 60 bids is 1.05 MB) in one call, with its length known', async () => {
    const web = Fastify();
    await installWebHeaders(web);
    const rows = JSON.stringify(Array.from({ length: 30_000 }, (_, i) => ({ id: String(i), name: `Line ${i}`, total: `${i}.50` })));
    expect(rows.length).toBeGreaterThan(1024 * 1024);
    web.get('/big', async (_request, reply) => reply.type('application/json').send(rows));
    try {
      const res = await web.inject({ method: 'GET', url: '/big', headers: { 'accept-encoding': 'gzip' } });
      expect(res.headers['content-encoding']).toBe('gzip');
      // The stream pipeline (the plugin's path past its sync threshold) answers chunked, with no length.
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(gunzipSync(res.rawPayload).toString()).toBe(rows);
    } finally {
      await web.close();
    }
  });
});
