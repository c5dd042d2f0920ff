import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TRACKER_FIGURE_COLUMNS } from './columns';
import { emptyRow, laborRow, pmFigures, row } from './fixtures';
import { figureText, type TrackerRow } from './model';
import { FigureGrid } from './TrackerGrid';

// Issue 16: "an edit updates only the rows and totals it touches". The cache keeps the objects of rows a change left
// alone (hooks/useTrackerChanges.test.ts). antd still draws every row in view again when the table renders (rows
// answer to its render count), so the grid's figures are memoized: only the figures that changed are formatted again.
vi.mock('./model', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./model')>();
  return { ...actual, figureText: vi.fn(actual.figureText) };
});

const LEAD_TITLES = ['Cost Code', 'Trade'] as const;
const NO_SUMMARY: never[] = [];
const lead = (r: TrackerRow) => [r.costCode, r.trade] as const;
const grid = (rows: TrackerRow[]) => (
  <FigureGrid<TrackerRow> label="Project tracker" rows={rows} rowKey="id" leadTitles={LEAD_TITLES} lead={lead} summary={NO_SUMMARY} emptyText="" />
);

describe('FigureGrid after a change', () => {
  it('formats again only the figure that changed, not the other figures of its row or of the rows left alone', async () => {
    const formatted = vi.mocked(figureText);
    const rows = [row(), laborRow, emptyRow];
    const view = render(grid(rows));
    await screen.findByText('Drywall Finishing');
    expect(formatted.mock.calls.length).toBe(3 * TRACKER_FIGURE_COLUMNS.length);

    formatted.mockClear();
    const held = { ...laborRow, figures: { ...pmFigures, holds: '500.00' } };
    view.rerender(grid([rows[0]!, held, rows[2]!]));
    await screen.findByText('$500.00');
    expect(formatted.mock.calls).toEqual([['holds', '500.00']]);
  });
});
