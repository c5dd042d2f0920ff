import { addCents, centsToString, toCents, type Cents } from '@suite/money';
import type { ProjectCommitments } from '../module.js';
import type { SourceFigures } from './sources.js';

// The commitment columns of the tracker from a project's subcontracts and purchase orders (docs/money.md §11, §15;
// docs/subcontracts.md §5), pure: sub_contractors = Σ original commitment line totals on the row, taking the place of
// the selected subcontractor's amounts of the bids under subcontract (a bid not under subcontract keeps the §11 rule);
// subcontractor_change_orders = Σ SCO amounts on the row; a row with a commitment line is committed.

/** What a project's commitments put on one row, in cents. */
export interface RowCommitment {
  original: Cents;
  change_orders: Cents;
}

/**
 * The key commitments are matched by, from a tracker row_key 'DT:<division>:<subdivision>:<category>:<part>': the
 * division follows the subdivision, so it is the key of billing.ts billingKey ('DT:<subdivision>:<category>:<part>').
 */
export function committedKey(rowKey: string): string {
  const [typee, , ...rest] = rowKey.split(':');
  return typee === 'DT' ? `DT:${rest.join(':')}` : rowKey;
}

/** A project's commitment lines summed per row (by committedKey). */
export function commitmentsByRow(commitments: ProjectCommitments): Map<string, RowCommitment> {
  const byRow = new Map<string, RowCommitment>();
  for (const line of commitments.lines) {
    const key = committedKey(line.row_key);
    const row = byRow.get(key) ?? { original: 0, change_orders: 0 };
    byRow.set(key, {
      original: addCents(row.original, toCents(line.original)), change_orders: addCents(row.change_orders, toCents(line.change_orders)),
    });
  }
  return byRow;
}

/** What commitCells changes of a row's sources. */
export type CommittedCells = Pick<SourceFigures, 'sub_contractors' | 'committed' | 'subcontractor_change_orders'>;

/**
 * A row's commitment cells: `replaced` is Σ the selected subcontractors' amounts on the row coming from bids under
 * subcontract (already in source.sub_contractors, §11), which the commitment's original totals take the place of.
 * No commitment on the row and nothing replaced: the cells as they were.
 */
export function commitCells(source: CommittedCells, replaced: Cents, commitment: RowCommitment | undefined): CommittedCells {
  if (!commitment && replaced === 0) return source;
  const original = commitment?.original ?? 0;
  return {
    sub_contractors: centsToString(addCents(addCents(toCents(source.sub_contractors), -replaced), original)),
    subcontractor_change_orders: centsToString(commitment?.change_orders ?? 0),
    committed: source.committed || commitment !== undefined,
  };
}
