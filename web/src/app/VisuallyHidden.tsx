import type { ReactNode } from 'react';

const HIDDEN = {
  position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap', border: 0,
} as const;

/**
 * Words a screen reader says and the eye does not see, e.g. the verb before a button's visible text: the accessible
 * name then starts with what is visible, as WCAG 2.5.3 (label in name) asks, where an aria-label would replace it.
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span style={HIDDEN}>{children}</span>;
}
