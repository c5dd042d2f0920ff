import type { FastifyBaseLogger, FastifyReply } from 'fastify';

/**
 * Work that must not make a request wait, e.g. Forgot Password's lookup and mail: answering before it makes a known
 * and an unknown email take the same time (issue 9 finding 6). A failure is logged, never thrown; `idle()` resolves
 * when nothing is running (the app awaits it on close, tests before they read the outbox).
 */
export interface Background {
  /**
   * Runs the task; given the request's reply, only once its answer has been written out, so that none of the task's
   * work (a database lookup blocks the embedded database's thread) can delay the answer (docs/accounts.md §8).
   */
  run(what: string, task: () => Promise<void>, after?: Pick<FastifyReply, 'raw'>): void;
  idle(): Promise<void>;
}

/** Resolves on the turn after the answer was written (or the client went away). */
function written(reply: Pick<FastifyReply, 'raw'>): Promise<void> {
  const response = reply.raw;
  return new Promise((go) => {
    const next = () => setImmediate(go);
    if (response.writableFinished || response.destroyed) return next();
    response.once('finish', next);
    response.once('close', next);
  });
}

export function createBackground(log: FastifyBaseLogger): Background {
  const running = new Set<Promise<void>>();
  return {
    run(what, task, after) {
      const job: Promise<void> = (after ? written(after) : Promise.resolve())
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
