import type { WriteOutcome } from './useRowEditor';

/** A line table's save and delete (LaborTable's and TradeTable's onSave and onDelete). */
export interface LineCallbacks<Line, Input> {
  onSave: (id: string | null, input: Input) => Promise<WriteOutcome>;
  onDelete: (line: Line) => Promise<WriteOutcome>;
}

/** An owner's three line writes; each adds what its sheet needs (its id, its version) to the table's input. */
export interface LineWrites<Input> {
  add: (input: Input) => Promise<unknown>;
  update: (id: string, input: Input) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
}

/**
 * What a line table does on a bid, a PCO or a direct cost: a new row (id null) is added and another updated, each
 * write through the owner's `write`, which reports a refusal its own way (a lock, a version conflict, a Pending project).
 */
export function lineCallbacks<Line extends { id: string }, Input>(
  write: (change: () => Promise<unknown>) => Promise<WriteOutcome>, writes: LineWrites<Input>,
): LineCallbacks<Line, Input> {
  return {
    onSave: (id, input) => write(() => (id ? writes.update(id, input) : writes.add(input))),
    onDelete: (line) => write(() => writes.remove(line.id)),
  };
}
