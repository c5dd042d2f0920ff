import type { Locator, Page } from 'playwright-core';

/** Opens an antd Select (by its accessible name, inside `scope`) and clicks the visible option. */
export async function pickOption(page: Page, scope: Page | Locator, label: string, option: string): Promise<void> {
  await scope.getByLabel(label, { exact: true }).click();
  // antd renders a hidden a11y listbox beside the visible dropdown; click the visible item.
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

/** The open dialog with this title. */
export function dialog(page: Page, title: string): Locator {
  return page.getByRole('dialog').filter({ hasText: title }).last();
}
