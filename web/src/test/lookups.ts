// Quick lookups for the screen tests: role queries walk the whole accessibility tree of large antd tables and time out
// on a loaded machine, so buttons are found by their aria-label or text.
import { waitFor } from '@testing-library/react';

/** A button by its aria-label, else by its text. */
export function button(name: string, root: ParentNode = document): HTMLButtonElement {
  const all = Array.from(root.querySelectorAll<HTMLButtonElement>('button'));
  const found = all.find((b) => b.getAttribute('aria-label') === name) ?? all.find((b) => !b.hasAttribute('aria-label') && b.textContent?.trim() === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

export const findButton = (name: string, root?: ParentNode) => waitFor(() => button(name, root));

/** The buttons whose aria-label (or text) matches. */
export const buttonsMatching = (pattern: RegExp) =>
  Array.from(document.querySelectorAll('button')).filter((b) => pattern.test(b.getAttribute('aria-label') ?? b.textContent ?? ''));

/** A link by its aria-label. */
export const link = (name: string) => document.querySelector<HTMLAnchorElement>(`a[aria-label="${name}"]`);

export const findLink = (name: string) => waitFor(() => {
  const found = link(name);
  if (!found) throw new Error(`no link ${name}`);
  return found;
});
