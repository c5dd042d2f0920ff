// Test helpers (excluded from the build): a real REST API plus a gateway in front of it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { startTestApi, type TestApi } from '@suite/api/testing';
import { buildGateway } from './server.js';
import type { UpstreamCallInfo } from './upstream.js';

/** The API's test helpers the suites here use too: role ids, a grant changed while a test runs, unique tags. */
export { ROLE_IDS, uniqueTag, withGrant } from '@suite/api/testing';

export interface GraphQLResult {
  status: number;
  data?: any;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, any> }[];
  raw: string;
}

/** A REST call with when it ended (performance.now(), the clock durationMs is measured on). */
export type TimedCall = UpstreamCallInfo & { endedAt: number };

/** Whether the calls were all in flight at one moment: each started before the first of them ended. */
export function allOverlap(calls: readonly TimedCall[]): boolean {
  const lastStart = Math.max(...calls.map((c) => c.endedAt - c.durationMs));
  const firstEnd = Math.min(...calls.map((c) => c.endedAt));
  return lastStart < firstEnd;
}

/**
 * A request as the REST server itself saw it: from its arrival (the server's 'request' event) to the last byte of the
 * answer handed to the socket ('finish'), on the same performance.now() clock (the test API runs in this process).
 */
export interface ServedCall {
  method: string;
  /** Below /api/v1, without the query string, e.g. `project-tracker/overall`. */
  path: string;
  /** The query string, without '?' ('' when none). */
  query: string;
  startedAt: number;
  endedAt: number;
}

/**
 * Whether the REST server held all the requests at one moment: each arrived before the first of them was answered.
 * A chain (one call waiting for another's answer) never passes: its later call arrives after the earlier one ended.
 */
export function allServedTogether(calls: readonly ServedCall[]): boolean {
  return Math.max(...calls.map((c) => c.startedAt)) < Math.min(...calls.map((c) => c.endedAt));
}

export interface Harness {
  api: TestApi;
  gateway: FastifyInstance;
  /** Every REST call the gateway made, in order of their ends (reset with calls.length = 0). */
  calls: TimedCall[];
  /** Every request the REST server answered, in order of their ends, timed by the server (reset with served.length = 0). */
  served: ServedCall[];
  gql(query: string, variables?: Record<string, unknown>, token?: string): Promise<GraphQLResult>;
  login(username: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** `smtpUrl`: the REST API mails through that SMTP server (a test's own). */
export async function startHarness(options: { smtpUrl?: string } = {}): Promise<Harness> {
  const api = await startTestApi(options);
  const calls: TimedCall[] = [];
  const gateway = await buildGateway({ apiUrl: api.url, onUpstreamCall: (info) => calls.push({ ...info, endedAt: performance.now() }) });
  const served: ServedCall[] = [];
  // Prepended: the arrival is stamped before the API's own handler starts on the request.
  api.app.server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const startedAt = performance.now();
    const [path = '', query = ''] = (req.url ?? '').replace(/^\/api\/v1\//, '').split('?');
    res.once('finish', () => served.push({ method: req.method ?? '', path, query, startedAt, endedAt: performance.now() }));
  });

  const gql: Harness['gql'] = async (query, variables, token) => {
    const res = await gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: { query, variables },
    });
    const body = res.json() as { data?: unknown; errors?: GraphQLResult['errors'] };
    return { status: res.statusCode, data: body.data, errors: body.errors, raw: res.body };
  };

  const login: Harness['login'] = async (username, password = api.demoPassword) => {
    const res = await gql('mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token } }', {
      u: username,
      p: password,
    });
    if (!res.data?.login?.token) throw new Error(`login ${username} failed: ${res.raw}`);
    return res.data.login.token as string;
  };

  return {
    api,
    gateway,
    calls,
    served,
    gql,
    login,
    async close() {
      await gateway.close();
      await api.close();
    },
  };
}

/** Error answers must carry only message, locations, path and the documented extensions. */
export function expectNoInternals(result: GraphQLResult): void {
  expect(result.raw).not.toMatch(/stacktrace/i);
  expect(result.raw).not.toMatch(/\bat [^\s]+ \(|\.(ts|js):\d+:\d+/);
  for (const err of result.errors ?? []) {
    expect(Object.keys(err.extensions ?? {}).every((k) => ['code', 'fields', 'reason'].includes(k))).toBe(true);
  }
}

export function firstError(result: GraphQLResult) {
  expect(result.errors, result.raw).toBeDefined();
  return result.errors![0]!;
}

/** The first demo company's division numbered `number` ('03') and its first subdivision, as the API's ids. */
export async function demoDivision(h: Harness, number: string): Promise<{ division: string; subdivision: string }> {
  const db = h.api.db;
  const { tenant_id: tenant } = await db.selectFrom('companies').select('tenant_id').orderBy('tenant_id').executeTakeFirstOrThrow();
  const row = await db.selectFrom('catalogue_divisions as d')
    .innerJoin('catalogue_subdivisions as s', (j) => j.onRef('s.tenant_id', '=', 'd.tenant_id').onRef('s.division_id', '=', 'd.id'))
    .select(['d.id', 's.id as sub']).where('d.tenant_id', '=', tenant).where('d.division_id', '=', number).orderBy('s.id')
    .executeTakeFirstOrThrow();
  return { division: String(row.id), subdivision: String(row.sub) };
}
