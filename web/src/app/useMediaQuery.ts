import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; re-renders when it changes (the shell's breakpoints). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Under this width the side navigation folds into a drawer opened from the top bar (issue 10 item 6). */
export const NARROW_SCREEN = '(max-width: 1279.98px)';
