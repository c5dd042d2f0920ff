import { describe, expect, it } from 'vitest';
import { FairScheduler, fairShareLimitsFrom, FAIR_SHARE_DEFAULTS } from './fair-share.js';

/** A task that stays in flight until the test settles it. */
function held<T = string>() {
  let settle!: { resolve: (v: T) => void; reject: (e: unknown) => void };
  const promise = new Promise<T>((resolve, reject) => { settle = { resolve, reject }; });
  return { task: () => promise, ...settle };
}

/** Lets every granted slot's task start (grants resolve on the microtask queue). */
const settled = () => new Promise((r) => setImmediate(r));

describe('FairScheduler', () => {
  it("starts a light caller's call before the backlog a heavy caller queued earlier", async () => {
    const scheduler = new FairScheduler({ maxInFlight: 2, perCaller: 2 });
    const started: string[] = [];
    const heavy = Array.from({ length: 10 }, () => held());
    const heavyRuns = heavy.map((h, i) => scheduler.run('heavy', () => { started.push(`heavy ${i}`); return h.task(); }));
    const light = held();
    const lightRun = scheduler.run('light', () => { started.push('light'); return light.task(); });
    await settled();
    expect(started).toEqual(['heavy 0', 'heavy 1']);
    expect(scheduler.waitingOf('heavy')).toBe(8);

    heavy[0]!.resolve('done');
    await settled();
    // The freed slot goes to the light caller, not to the eight heavy calls that were waiting before it.
    expect(started).toEqual(['heavy 0', 'heavy 1', 'light']);
    light.resolve('light answer');
    await expect(lightRun).resolves.toBe('light answer');
    await settled();
    expect(started.at(-1)).toBe('heavy 2');

    for (const h of heavy) h.resolve('done');
    await Promise.all(heavyRuns);
  });

  it('never has more of one caller in flight than the per-caller limit, even with slots free', async () => {
    const scheduler = new FairScheduler({ maxInFlight: 10, perCaller: 3 });
    let running = 0;
    let most = 0;
    const calls = Array.from({ length: 12 }, (_v, i) => scheduler.run('heavy', async () => {
      running += 1;
      most = Math.max(most, running);
      await settled();
      running -= 1;
      return i;
    }));
    await settled();
    expect(scheduler.inFlightOf('heavy')).toBe(3);
    expect(scheduler.waitingOf('heavy')).toBe(9);
    expect(await Promise.all(calls)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(most).toBe(3);
    expect(scheduler.inFlightOf()).toBe(0);
  });

  it('never has more calls in flight in all than the global limit, whatever the number of callers', async () => {
    const scheduler = new FairScheduler({ maxInFlight: 4, perCaller: 3 });
    const tasks = Array.from({ length: 6 }, () => held());
    const runs = tasks.map((t, i) => scheduler.run(`caller ${i}`, t.task));
    await settled();
    expect(scheduler.inFlightOf()).toBe(4);
    expect(scheduler.waitingOf()).toBe(2);
    for (const t of tasks) t.resolve('ok');
    await Promise.all(runs);
    expect(scheduler.inFlightOf()).toBe(0);
  });

  it('gives free slots to the waiting callers in turn, the one with fewest calls in flight first', async () => {
    const scheduler = new FairScheduler({ maxInFlight: 3, perCaller: 3 });
    const started: string[] = [];
    const tasks: ReturnType<typeof held<string>>[] = [];
    const runs: Promise<unknown>[] = [];
    const enqueue = (caller: string, n: number) => {
      for (let i = 0; i < n; i++) {
        const t = held();
        tasks.push(t);
        runs.push(scheduler.run(caller, () => { started.push(caller); return t.task(); }));
      }
    };
    enqueue('a', 5);
    enqueue('b', 5);
    enqueue('c', 5);
    await settled();
    expect(started).toEqual(['a', 'a', 'a']);
    // a's first two end: b and c (nothing in flight) go next, then no one more than a.
    tasks[0]!.resolve('x');
    tasks[1]!.resolve('x');
    await settled();
    expect(started.slice(3)).toEqual(['b', 'c']);
    for (const t of tasks) t.resolve('x');
    await Promise.all(runs);
    expect(started.filter((c) => c === 'b')).toHaveLength(5);
  });

  it('releases the slot of a call that failed, and the next waiting call starts', async () => {
    const scheduler = new FairScheduler({ maxInFlight: 1, perCaller: 1 });
    const failing = held();
    const first = scheduler.run('caller', failing.task);
    const second = scheduler.run('caller', async () => 'second ran');
    failing.reject(new Error('refused'));
    await expect(first).rejects.toThrow('refused');
    await expect(second).resolves.toBe('second ran');
    expect(scheduler.inFlightOf('caller')).toBe(0);
  });

  it('drops a cancelled call from the queue without its ever running, and gives its turn to the next', async () => {
    const scheduler = new FairScheduler({ maxInFlight: 1, perCaller: 1 });
    const blocking = held();
    const first = scheduler.run('caller', blocking.task);
    const cancel = new AbortController();
    let cancelledRan = false;
    const cancelled = scheduler.run('caller', async () => { cancelledRan = true; return 'ran'; }, cancel.signal);
    const third = scheduler.run('caller', async () => 'third ran');
    cancel.abort(new Error('the client went away'));
    await expect(cancelled).rejects.toThrow('the client went away');
    expect(scheduler.waitingOf('caller')).toBe(1);
    blocking.resolve('first ran');
    await expect(first).resolves.toBe('first ran');
    await expect(third).resolves.toBe('third ran');
    expect(cancelledRan).toBe(false);
    expect(scheduler.inFlightOf()).toBe(0);
  });

  it('releases the slot of a call cancelled while in flight once its task gives up', async () => {
    const scheduler = new FairScheduler({ maxInFlight: 1, perCaller: 1 });
    const cancel = new AbortController();
    const inFlight = scheduler.run('caller', () => new Promise((_r, reject) => {
      cancel.signal.addEventListener('abort', () => reject(cancel.signal.reason));
    }), cancel.signal);
    const next = scheduler.run('other', async () => 'next ran');
    await settled();
    expect(scheduler.inFlightOf('caller')).toBe(1);
    cancel.abort(new Error('cancelled'));
    await expect(inFlight).rejects.toThrow('cancelled');
    await expect(next).resolves.toBe('next ran');
    expect(scheduler.inFlightOf()).toBe(0);
  });

  it('refuses at once a call whose signal was aborted before it asked', async () => {
    const scheduler = new FairScheduler({ maxInFlight: 1, perCaller: 1 });
    const cancel = new AbortController();
    cancel.abort(new Error('already gone'));
    await expect(scheduler.run('caller', async () => 'ran', cancel.signal)).rejects.toThrow('already gone');
    expect(scheduler.waitingOf()).toBe(0);
  });

  it('releases a slot once however often its release is called', async () => {
    const scheduler = new FairScheduler({ maxInFlight: 2, perCaller: 2 });
    const release = await scheduler.acquire('a');
    await scheduler.acquire('a');
    release();
    release();
    expect(scheduler.inFlightOf('a')).toBe(1);
  });

  it('runs every call at once when both bounds are off (0)', async () => {
    const scheduler = new FairScheduler({ maxInFlight: 0, perCaller: 0 });
    const tasks = Array.from({ length: 50 }, () => held());
    const runs = tasks.map((t) => scheduler.run('heavy', t.task));
    await settled();
    expect(scheduler.inFlightOf('heavy')).toBe(50);
    for (const t of tasks) t.resolve('ok');
    await Promise.all(runs);
  });
});

describe('fairShareLimitsFrom', () => {
  it('reads UPSTREAM_MAX_IN_FLIGHT and UPSTREAM_CALLER_LIMIT, 0 turning a bound off, the defaults when unset', () => {
    expect(fairShareLimitsFrom({})).toEqual(FAIR_SHARE_DEFAULTS);
    expect(fairShareLimitsFrom({ UPSTREAM_MAX_IN_FLIGHT: '0', UPSTREAM_CALLER_LIMIT: '5' })).toEqual({ maxInFlight: 0, perCaller: 5 });
  });

  it('refuses a bound that is not a whole number, naming the variable', () => {
    expect(() => fairShareLimitsFrom({ UPSTREAM_CALLER_LIMIT: 'many' })).toThrow(/UPSTREAM_CALLER_LIMIT/);
    expect(() => fairShareLimitsFrom({ UPSTREAM_MAX_IN_FLIGHT: '-1' })).toThrow(/UPSTREAM_MAX_IN_FLIGHT/);
  });
});
