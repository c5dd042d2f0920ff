import type { Locator, Page } from 'playwright-core';

/**
 * Waits until no antd modal or dropdown is still playing its opening or closing motion (zoom, slide-up). A popup
 * that is still moving can realign between mouse down and mouse up, so the click lands on a neighbouring option;
 * and a popup fading out has half-transparent text, which axe measures as too little contrast.
 */
export async function motionsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.ant-modal, .ant-select-dropdown')].every((el) => !/-(appear|enter|leave)\b/.test(el.className)),
  );
}

/** Opens an antd Select (by its accessible name, inside `scope`) and clicks the visible option. */
export async function pickOption(page: Page, scope: Page | Locator, label: string, option: string): Promise<void> {
  await choose(page, scope.getByLabel(label, { exact: true }), option);
}

/** Opens the antd Select `trigger` and clicks its visible option `option`. */
export async function choose(page: Page, trigger: Locator, option: string): Promise<void> {
  await motionsSettled(page);
  await trigger.click();
  // antd renders a hidden a11y listbox beside the visible dropdown; click the visible item.
  const item = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first();
  await item.waitFor();
  await motionsSettled(page);
  await item.click();
}

/**
 * Opens the antd Select labelled `label` inside `scope`, types `typed` (the option's text by default) to filter it,
 * and clicks the visible option matching `option`. With `close`, presses Escape after when it is a multiple select
 * (which stays open) and waits until the dropdown has gone.
 */
export async function pickTyped(
  page: Page, scope: Page | Locator, label: string, option: string | RegExp,
  { typed = String(option), close = false }: { typed?: string; close?: boolean } = {},
): Promise<void> {
  await motionsSettled(page);
  const select = scope.getByLabel(label, { exact: true });
  // Read before opening: an open select's listbox carries the same name (nameListbox), and the label then matches two.
  const multiple = close && await select.evaluate((el) => el.closest('.ant-select')?.classList.contains('ant-select-multiple') ?? false);
  await select.click();
  await page.keyboard.type(typed);
  const item = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first();
  await item.waitFor();
  await motionsSettled(page);
  await item.click();
  // Only a multiple select stays open. A single one has closed by itself, and an Escape then would reach the dialog
  // around it and close that: @rc-component/portal gives Escape to the top open portal, which, once the dropdown's
  // closing motion has ended, is the dialog (a slow machine lets that motion end first).
  if (multiple) await page.keyboard.press('Escape');
  await motionsSettled(page);
}

/** Clicks `target` (a confirmation's button, say) once no modal or dropdown is still opening. */
export async function clickSettled(page: Page, target: Locator): Promise<void> {
  await target.waitFor();
  await motionsSettled(page);
  await target.click();
}

/** The open dialog with this title. */
export function dialog(page: Page, title: string): Locator {
  return page.getByRole('dialog').filter({ hasText: title }).last();
}
