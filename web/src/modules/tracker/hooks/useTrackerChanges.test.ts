import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../../../app/apollo';
import { figures, laborRow, pmFigures, row, tracker } from '../fixtures';
import { ProjectTrackerQuery } from '../graphql/operations';
import { writeTracker } from './useTrackerChanges';

// Issue 16: "an edit updates only the rows and totals it touches". A change answers the whole tracker; written over the
// screen's query in the app's own cache, the rows it left alone must keep their objects (rows are entities, TrackerRow
// by id), which is what lets the grid's memoized rows and AmountCell skip them (TrackerGrid, AmountCell). The summary
// figures are no entities: they are read again as one block whenever any of them changed, seven rows at the bottom.

const variables = { projectUid: 'DC_1007' };

function readTracker(cache: ReturnType<typeof createApolloClient>['cache']) {
  const data = cache.readQuery({ query: ProjectTrackerQuery, variables });
  if (!data) throw new Error('the tracker is not in the cache');
  return data.projectTracker;
}

describe('writeTracker (a change written over the tracker query)', () => {
  it('keeps the objects of rows the change left alone and replaces the touched row and the totals', () => {
    const { cache } = createApolloClient();
    const first = tracker();
    cache.writeQuery({ query: ProjectTrackerQuery, variables, data: { projectTracker: first } });
    const before = readTracker(cache);

    // A hold of 500.00 entered on the labor row: its figures and the totals move, nothing else.
    const held = { ...laborRow, figures: { ...pmFigures, holds: '500.00', finalCost: '10000.00', overUnderBudget: '-2000.00' } };
    const answer = tracker({
      rows: [row(), held, first.rows[2]!],
      totals: { ...first.totals, all: figures({ ...first.totals.all, holds: '500.00', overUnderBudget: '-300.00' }) },
    });
    writeTracker(cache, answer);
    const after = readTracker(cache);

    expect(after.rows[0]).toBe(before.rows[0]);
    expect(after.rows[2]).toBe(before.rows[2]);
    expect(after.rows[1]).not.toBe(before.rows[1]);
    expect(after.rows[1]!.figures.holds).toBe('500.00');
    expect(after.totals).not.toBe(before.totals);
    expect(after.totals.all.overUnderBudget).toBe('-300.00');
  });

  it('an answer equal to what is shown changes no object at all', () => {
    const { cache } = createApolloClient();
    cache.writeQuery({ query: ProjectTrackerQuery, variables, data: { projectTracker: tracker() } });
    const before = readTracker(cache);
    writeTracker(cache, tracker());
    expect(readTracker(cache)).toBe(before);
  });
});
