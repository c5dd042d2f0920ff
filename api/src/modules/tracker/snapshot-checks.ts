import type { CompiledQuery } from 'kysely';
import { addCents, centsToString, toCents } from '@suite/money';
import type { Db } from '../../db/types.js';

// Checks of snapshot.test.ts (no test of its own): the agreement of a tracker's seven figures, and a write made to
// land between two statements of a read.

type Money = string;
/** The `data` of GET project-tracker/snapshot/projectuid/{uid}, as far as the checks read it. */
export interface Snapshot {
  project_uid: string;
  rows: (Record<string, Money> & { id: number; typee: 'IL' | 'DT'; part_id: number | null })[];
  totals: { total: Record<string, Money> };
  contractor_fee: { contractor_fee: Money };
  overhead: { overhead: Money };
  project_total: { project_total: Money; contract_sum_to_date: Money; scope_transfer_net: Money; difference: Money; balanced: boolean };
}

const sumOf = (values: readonly Money[]) => values.reduce((t, v) => addCents(t, toCents(v)), 0);

/**
 * The Project Total and the net scope transfer as the other parts of one answer give them (exact, in cents): Σ rows'
 * total_revenue + overhead + contractor fee, and Σ rows' scope_transfer, which is also project_total −
 * contract_sum_to_date (docs/money.md §11). A snapshot's own project_total and scope_transfer_net must equal them.
 */
export function agreement(s: Pick<Snapshot, 'rows' | 'overhead' | 'contractor_fee' | 'project_total'>): { total: Money; net: Money } {
  const revenue = sumOf(s.rows.map((r) => r.total_revenue!));
  const total = centsToString(addCents(revenue, sumOf([s.overhead.overhead, s.contractor_fee.contractor_fee])));
  const net = sumOf(s.rows.map((r) => r.scope_transfer!));
  const difference = addCents(toCents(s.project_total.project_total), -toCents(s.project_total.contract_sum_to_date));
  // Two ways to the net transfer: when they differ, say so in the answer the test compares.
  return { total, net: difference === net ? centsToString(net) : `rows ${centsToString(net)} ≠ total − contract ${centsToString(difference)}` };
}

type Execute = (this: unknown, query: CompiledQuery, ...rest: unknown[]) => Promise<unknown>;

/**
 * Runs `read`; when its first statement matching `pattern` has answered, runs `write` (on another connection) and
 * waits for it before that statement's answer goes on. Every executor (transactions' too) shares the patched method.
 */
export async function holdDuring<T>(db: Db, pattern: RegExp, write: () => Promise<unknown>, read: () => Promise<T>): Promise<T> {
  let owner = Object.getPrototypeOf(db.getExecutor()) as { executeQuery: Execute };
  while (!Object.prototype.hasOwnProperty.call(owner, 'executeQuery')) owner = Object.getPrototypeOf(owner);
  const original = owner.executeQuery;
  let fired = false;
  owner.executeQuery = async function (this: unknown, query: CompiledQuery, ...rest: unknown[]) {
    const result = await original.call(this, query, ...rest);
    if (!fired && pattern.test(query.sql)) {
      fired = true;
      await write();
    }
    return result;
  };
  try {
    const out = await read();
    if (!fired) throw new Error(`no statement matched ${pattern}`);
    return out;
  } finally {
    owner.executeQuery = original;
  }
}
