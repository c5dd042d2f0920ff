import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { GraphQLError } from 'graphql';
import { INTERNAL_FAILURE_MESSAGE, Upstream, UPSTREAM_UNAVAILABLE_MESSAGE, upstreamError } from './upstream.js';

// Status mapping against a stub HTTP server: the cases a healthy REST API rarely produces (5xx, HTML, 200 + error).
describe('upstream', () => {
  let stub: FastifyInstance;
  let upstream: Upstream;
  const seen: { auth?: string; url?: string; body?: unknown; encoding?: string }[] = [];

  beforeAll(async () => {
    stub = Fastify();
    stub.all('/api/v1/*', async (request, reply) => {
      seen.push({ auth: request.headers.authorization, url: request.url, body: request.body, encoding: request.headers['accept-encoding'] });
      const path = request.url.replace('/api/v1/', '');
      if (path.startsWith('ok')) return { data: { hello: 'world' }, total: 7 };
      if (path === 'crash') return reply.status(500).send({ error: 'TypeError: x is undefined at /srv/app.js:12' });
      if (path === 'html') return reply.status(502).type('text/html').send('<html>Bad gateway</html>');
      if (path === 'err200') return { err: 'record not found' };
      if (path === 'gone') return reply.status(404).send({ error: 'Company not found.' });
      if (path === 'fastify400') {
        return reply.status(400).send({ statusCode: 400, error: 'Bad Request', message: 'body/username must be string' });
      }
      return reply.status(418).send({ error: 'teapot' });
    });
    await stub.listen({ port: 0, host: '127.0.0.1' });
    const address = stub.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    upstream = new Upstream({ apiUrl: `http://127.0.0.1:${port}` });
  });

  afterAll(async () => {
    await upstream?.close();
    await stub?.close();
  });

  it('returns the envelope and passes Authorization and query through', async () => {
    const res = await upstream.call({ method: 'GET', path: 'ok', query: { page: 2, pageSize: 50 }, authorization: 'Bearer abc' });
    expect(res).toEqual({ data: { hello: 'world' }, total: 7 });
    expect(seen.at(-1)).toMatchObject({ auth: 'Bearer abc', url: '/api/v1/ok?page=2&pageSize=50' });
  });

  it('asks the REST API for uncompressed answers (the hop is local: no compressing there and decompressing here)', async () => {
    await upstream.call({ method: 'GET', path: 'ok' });
    expect(seen.at(-1)?.encoding).toBe('identity');
    const streamed = await upstream.stream({ method: 'GET', path: 'ok' });
    await streamed.body.resume();
    expect(seen.at(-1)?.encoding).toBe('identity');
  });

  it('sends JSON bodies', async () => {
    await upstream.call({ method: 'POST', path: 'ok', body: { a: 1 } });
    expect(seen.at(-1)?.body).toEqual({ a: 1 });
    expect(seen.at(-1)?.auth).toBeUndefined();
  });

  it('maps a 500 to an internal failure, not to "unavailable", without relaying the server text (issue 9 finding 7)', async () => {
    const err = await upstream.call({ method: 'GET', path: 'crash' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GraphQLError);
    expect((err as GraphQLError).extensions.code).toBe('INTERNAL_SERVER_ERROR');
    expect((err as GraphQLError).message).toBe(INTERNAL_FAILURE_MESSAGE);
  });

  it('maps a proxy 502 error page to UPSTREAM_UNAVAILABLE', async () => {
    const err = (await upstream.call({ method: 'GET', path: 'html' }).catch((e: unknown) => e)) as GraphQLError;
    expect(err.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(err.message).toBe(UPSTREAM_UNAVAILABLE_MESSAGE);
  });

  it('treats 200 with err as a failure', async () => {
    const err = (await upstream.call({ method: 'GET', path: 'err200' }).catch((e: unknown) => e)) as GraphQLError;
    expect(err.extensions.code).toBe('BAD_USER_INPUT');
    expect(err.message).toBe('record not found');
  });

  it('maps 404 and fastify-shaped 400s', async () => {
    const notFound = (await upstream.call({ method: 'GET', path: 'gone' }).catch((e: unknown) => e)) as GraphQLError;
    expect(notFound.extensions.code).toBe('NOT_FOUND');
    expect(notFound.message).toBe('Company not found.');
    const bad = (await upstream.call({ method: 'POST', path: 'fastify400' }).catch((e: unknown) => e)) as GraphQLError;
    expect(bad.extensions.code).toBe('BAD_USER_INPUT');
    expect(bad.message).toBe('body/username must be string');
  });

  it('maps a refused connection to UPSTREAM_UNAVAILABLE', async () => {
    const closed = new Upstream({ apiUrl: 'http://127.0.0.1:1' });
    const err = (await closed.call({ method: 'GET', path: 'version' }).catch((e: unknown) => e)) as GraphQLError;
    await closed.close();
    expect(err.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});

// The scheduler in front of the pool (fair-share.ts), against a stub that holds every request until the test lets it go.
describe('upstream sharing among callers', () => {
  let stub: FastifyInstance;
  const arrived: string[] = [];
  const holding: (() => void)[] = [];

  beforeAll(async () => {
    stub = Fastify();
    stub.get('/api/v1/held/:name', async (request) => {
      arrived.push((request.params as { name: string }).name);
      await new Promise<void>((resolve) => holding.push(resolve));
      return { data: (request.params as { name: string }).name };
    });
    await stub.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await stub?.close();
  });

  const until = async (check: () => boolean) => {
    while (!check()) await new Promise((r) => setTimeout(r, 5));
  };

  it("sends a light caller's call to the REST API before a heavy caller's backlog, and one caller's calls no more than its limit at once", async () => {
    const address = stub.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const upstream = new Upstream({ apiUrl: `http://127.0.0.1:${port}`, fairShare: { maxInFlight: 2, perCaller: 2 } });
    try {
      const heavy = Array.from({ length: 6 }, (_v, i) => upstream.call({ method: 'GET', path: `held/heavy${i}`, authorization: 'Bearer heavy' }));
      await until(() => arrived.length === 2);
      const light = upstream.call({ method: 'GET', path: 'held/light', authorization: 'Bearer light' });
      expect(upstream.scheduler.waitingOf('Bearer heavy')).toBe(4);
      holding.shift()!();
      await until(() => arrived.length === 3);
      expect(arrived).toEqual(['heavy0', 'heavy1', 'light']);
      while (arrived.length < 7 || holding.length > 0) {
        expect(upstream.scheduler.inFlightOf('Bearer heavy')).toBeLessThanOrEqual(2);
        holding.shift()?.();
        await new Promise((r) => setTimeout(r, 5));
      }
      expect((await light).data).toBe('light');
      expect((await Promise.all(heavy)).map((r) => r.data)).toEqual(['heavy0', 'heavy1', 'heavy2', 'heavy3', 'heavy4', 'heavy5']);
      expect(upstream.scheduler.inFlightOf()).toBe(0);
    } finally {
      await upstream.close();
    }
  });

  it('releases the slot of a call the REST API never answered (refused connection)', async () => {
    const closed = new Upstream({ apiUrl: 'http://127.0.0.1:1', fairShare: { maxInFlight: 1, perCaller: 1 } });
    try {
      const calls = [1, 2, 3].map(() => closed.call({ method: 'GET', path: 'version', authorization: 'Bearer a' }).catch((e: GraphQLError) => e));
      const errors = await Promise.all(calls);
      expect(errors.map((e) => (e as GraphQLError).extensions.code)).toEqual(['UPSTREAM_UNAVAILABLE', 'UPSTREAM_UNAVAILABLE', 'UPSTREAM_UNAVAILABLE']);
      expect(closed.scheduler.inFlightOf()).toBe(0);
    } finally {
      await closed.close();
    }
  });
});

describe('upstreamError', () => {
  it.each([
    [400, 'BAD_USER_INPUT', undefined],
    [401, 'UNAUTHENTICATED', undefined],
    [403, 'FORBIDDEN', undefined],
    [404, 'NOT_FOUND', undefined],
    [409, 'CONFLICT', undefined],
    [412, 'BAD_USER_INPUT', undefined],
    [429, 'BAD_USER_INPUT', undefined],
    [500, 'INTERNAL_SERVER_ERROR', undefined],
    [502, 'UPSTREAM_UNAVAILABLE', undefined],
    [503, 'UPSTREAM_UNAVAILABLE', undefined],
    [504, 'UPSTREAM_UNAVAILABLE', undefined],
  ])('status %i → %s', (status, code, reason) => {
    const err = upstreamError(status, { error: 'Some text' });
    expect(err.extensions.code).toBe(code);
    expect(err.extensions.reason).toBe(reason);
  });

  it('keeps REST field errors', () => {
    const err = upstreamError(400, {
      error: 'Please enter a valid email address.',
      fields: { 'details.company_email': 'Please enter a valid email address.' },
    });
    expect(err.message).toBe('Please enter a valid email address.');
    expect(err.extensions.fields).toEqual({ 'details.company_email': 'Please enter a valid email address.' });
  });

  it('reads login field errors from error.{Username,Password}', () => {
    const err = upstreamError(400, { error: { Username: 'Enter a username.' } });
    expect(err.message).toBe('Enter a username.');
    expect(err.extensions.fields).toEqual({ Username: 'Enter a username.' });
  });
});
