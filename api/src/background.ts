import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that must not make a request wait, e.g. Forgot Password's lookup and mail: answering before it makes a known
 * and an unknown email take the same time (issue 9 finding 6). A failure is logged, never thrown; `idle()` resolves
 * when nothing is running (the app awaits it on close, tests before they read the outbox).
 */
export interface Background {
  run(what: string, task: () => Promise<void>): void;
  idle(): Promise<void>;
}

export function createBackground(log: FastifyBaseLogger): Background {
  const running = new Set<Promise<void>>();
  return {
    run(what, task) {
      const job: Promise<void> = Promise.resolve()
        .then(task)
        .catch((err: unknown) => log.error({ err }, `background task failed: ${what}`))
        .finally(() => running.delete(job));
      running.add(job);
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
