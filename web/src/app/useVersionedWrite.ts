import { useCallback } from 'react';
import { App } from 'antd';
import { readError } from './errors';

/** What a refused change says: the server's words for a rule it names (a 400 naming the line or field, a 409), else the fallback. */
export function refusalText(err: unknown, fallback: string): string {
  const e = readError(err);
  return (e.code === 'BAD_USER_INPUT' || e.code === 'CONFLICT') && e.message ? e.message : fallback;
}

/** How one domain's versioned writes report a refusal (docs/billing.md §3, docs/subcontracts.md §4). */
export interface VersionedWrite {
  /** The reason code of a write made on a stale version. */
  conflictReason: string;
  /** Reads the domain's data again after a stale write; null when there is nothing to reload. */
  reload: (() => Promise<unknown>) | null;
  messages: { conflict: string; failed: string };
  seconds: number;
}

/**
 * Runs a change and reports a refusal: a stale version reloads the data and says so; any other refusal shows the
 * server's words in a toast. Answers whether the change went through.
 */
export function useVersionedWrite({ conflictReason, reload, messages, seconds }: VersionedWrite) {
  const { message } = App.useApp();
  return useCallback(async (change: () => Promise<unknown>): Promise<boolean> => {
    try {
      await change();
      return true;
    } catch (err) {
      if (readError(err).reason === conflictReason && reload) {
        await reload().catch(() => undefined);
        message.warning({ content: messages.conflict, duration: seconds });
      } else {
        message.error({ content: refusalText(err, messages.failed), duration: seconds });
      }
      return false;
    }
  }, [conflictReason, reload, messages, seconds, message]);
}
