import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing.js';
import { addBid, bidLabor, bidTrade, expectOk, newProject, trackerFixture, type TrackerFixture } from './fixture.js';
import { createInFlight, JOIN_WINDOW_MS } from './inflight.js';

// Request coalescing of the tracker's reads (inflight.ts; README.md Speed).

describe('createInFlight', () => {
  const later = <T>(value: T, ms = 5) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

  it('shares a running computation under one key and forgets it once settled', async () => {
    const inFlight = createInFlight();
    let runs = 0;
    const compute = () => later(++runs);
    const [a, b] = await Promise.all([inFlight.share('k', compute), inFlight.share('k', compute)]);
    expect([a, b, runs]).toEqual([1, 1, 1]);
    expect(inFlight.size).toBe(0);
    // Settled: the next read computes again (nothing is kept).
    expect(await inFlight.share('k', compute)).toBe(2);
    // Different keys never share.
    expect(await Promise.all([inFlight.share('k', compute), inFlight.share('other', compute)])).toEqual([3, 4]);
  });

  it('joins a running computation under another key when told, shares failures, and joins only within the window', async () => {
    let clock = 0;
    const inFlight = createInFlight(() => clock);
    const rows = inFlight.share('rows', () => later('rows'));
    expect(await inFlight.share('figures', () => later('figures'), ['rows'])).toBe('rows');
    await rows;
    const failing = inFlight.share('f', () => Promise.reject(new Error('boom')));
    await expect(inFlight.share('f', () => later('fresh'))).rejects.toThrow('boom');
    await expect(failing).rejects.toThrow('boom');
    expect(inFlight.size).toBe(0);
    // A computation older than the window is not joined: the late read starts its own.
    const old = inFlight.share('w', () => later('old', 20));
    clock += JOIN_WINDOW_MS;
    expect(await inFlight.share('w', () => later('new'))).toBe('new');
    expect(await old).toBe('old');
    expect(inFlight.size).toBe(0);
  });
});

describe('the tracker routes share one computation per operation', () => {
  let api: TestApi;
  let f: TrackerFixture;
  let uid: string;

  beforeAll(async () => {
    api = await startTestApi();
    f = await trackerFixture(api);
    const p = await newProject(f, {});
    uid = p.uid;
    const bid = await addBid(f, p.uid, {});
    await bidLabor(f, bid.id, f.level, '2', '1.5');
    await bidTrade(f, bid.id, f.part, '10');
  });
  afterAll(async () => {
    await api?.close();
  });

  /**
   * Runs `calls` while counting the tracker's sources statements (both forms); each is held 300 ms, and every call
   * after the first is sent only once the first statement has started, so later calls find it running.
   */
  async function counting(calls: { path: string; id: string }[]) {
    const executor = api.db.getExecutor() as unknown as { executeQuery: (q: CompiledQuery, ...rest: unknown[]) => Promise<unknown> };
    const original = executor.executeQuery;
    let statements = 0;
    let started!: () => void;
    const first = new Promise<void>((resolve) => (started = resolve));
    executor.executeQuery = async function (this: unknown, q: CompiledQuery, ...rest: unknown[]) {
      if (/with chosen as materialized/.test(q.sql)) {
        statements += 1;
        started();
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      return original.call(this, q, ...rest);
    };
    const send = (c: { path: string; id: string }) => api.app.inject({
      method: 'GET', url: `/api/v1/${c.path.replace('{uid}', uid)}`,
      headers: { authorization: `Bearer ${f.tokens.companyAdmin}`, 'x-request-id': c.id },
    });
    try {
      const head = send(calls[0]!);
      await first;
      const replies = await Promise.all([head, ...calls.slice(1).map(send)]);
      for (const r of replies) expect(r.statusCode).toBe(200);
      return { statements, bodies: replies.map((r) => JSON.parse(r.body) as { data: unknown }) };
    } finally {
      executor.executeQuery = original;
    }
  }

  const SUMS = 'calculate-project-tracker/projectuid/{uid}';
  const ROWS = 'project-tracker/projectuid/{uid}';
  const BUYOUT = 'calculate-project-tracker/buyout-savings/projectuid/{uid}';
  const TOTAL = 'project-tracker/total-project-cost/projectuid/{uid}';

  it('two concurrent calls with one request id run the statement once, with the same answer as alone', async () => {
    const alone = await expectOk(f, 'GET', SUMS.replace('{uid}', uid));
    const { statements, bodies } = await counting([{ path: SUMS, id: 'op-1' }, { path: SUMS, id: 'op-1' }]);
    expect(statements).toBe(1);
    expect(bodies[0]).toEqual(alone);
    expect(bodies[1]).toEqual(alone);
  });

  it('different request ids run it twice', async () => {
    const { statements } = await counting([{ path: SUMS, id: 'op-2' }, { path: SUMS, id: 'op-3' }]);
    expect(statements).toBe(2);
  });

  it("the rows read answers the summaries of its operation (four routes, one statement), and the answers are each route's own", async () => {
    const alone = await Promise.all([ROWS, SUMS, BUYOUT, TOTAL].map((p) => expectOk(f, 'GET', p.replace('{uid}', uid))));
    const { statements, bodies } = await counting([ROWS, SUMS, BUYOUT, TOTAL].map((path) => ({ path, id: 'op-4' })));
    expect(statements).toBe(1);
    expect(bodies).toEqual(alone);
  });

  it('one after the other with the same id: each computes its own (only running computations are shared)', async () => {
    const executor = api.db.getExecutor() as unknown as { executeQuery: (q: CompiledQuery, ...rest: unknown[]) => Promise<unknown> };
    const original = executor.executeQuery;
    let statements = 0;
    executor.executeQuery = function (this: unknown, q: CompiledQuery, ...rest: unknown[]) {
      if (/with chosen as materialized/.test(q.sql)) statements += 1;
      return original.call(this, q, ...rest);
    };
    try {
      for (let i = 0; i < 2; i += 1) {
        const reply = await api.app.inject({
          method: 'GET', url: `/api/v1/${SUMS.replace('{uid}', uid)}`,
          headers: { authorization: `Bearer ${f.tokens.companyAdmin}`, 'x-request-id': 'op-5' },
        });
        expect(reply.statusCode).toBe(200);
      }
    } finally {
      executor.executeQuery = original;
    }
    expect(statements).toBe(2);
  });
});
