/**
 * Every list grid scrolls sideways inside its own box with its first column kept in view, so a narrow window
 * never cuts off the Actions column or widens the page (issue 10 item 6).
 */
export const GRID_SCROLL = { x: 'max-content' } as const;

export function fixFirstColumn<C extends object>(columns: C[]): C[] {
  return columns.map((column, i) => (i === 0 ? { ...column, fixed: 'left' as const } : column));
}
