/**
 * Every list grid scrolls sideways inside its own box with its first column kept in view, so a narrow window
 * never cuts off the Actions column or widens the page (issue 10 item 6).
 */
export const GRID_SCROLL = { x: 'max-content' } as const;

/** Columns people act in: kept in view at the right edge when they come last (issue 31 item 14). */
const ACTION_KEYS = new Set(['actions', 'status']);

export function fixFirstColumn<C extends object>(columns: C[]): C[] {
  const last = columns.length - 1;
  return columns.map((column, i) => {
    if (i === 0) return { ...column, fixed: 'left' as const };
    const key = (column as { key?: unknown }).key;
    if (i === last && typeof key === 'string' && ACTION_KEYS.has(key)) return { ...column, fixed: 'right' as const };
    return column;
  });
}
