import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { login, useBrowserPage } from '../support/browser.js';
import { choose, clickSettled, dialog, motionsSettled } from '../support/antd.js';
import { expectAccessible } from '../support/axe.js';

const baseUrl = inject('baseUrl');
const password = inject('demoPassword');
const currentPage = useBrowserPage();

const SUBDIVISION = '03 30 00 Cast-in-Place Concrete';
const CATEGORY = 'E2E Decorative Concrete';
const PART = 'Stamped overlay';

/** Custom Parts needs a chosen project (docs/projects.md §2.18 is a starred route): open one from All Projects first. */
async function openCustomParts(page: Page, email: string) {
  await login(page, baseUrl, email, password);
  await page.waitForURL('**/admin/projects');
  await page.getByRole('button', { name: /^View DC_/ }).first().click();
  await page.getByRole('heading', { name: 'Proposal', exact: true }).waitFor();
  await page.goto(`${baseUrl}/admin/custom-parts`);
  await page.getByRole('heading', { name: 'Custom Parts', level: 1 }).waitFor();
  await page.getByRole('cell', { name: 'Procurement and Contracting Requirements', exact: true }).waitFor();
}

/** Picks an option of a long (virtual) antd Select by typing part of it first: only options in view are rendered. */
async function chooseTyped(page: Page, trigger: Locator, typed: string, option: string) {
  await motionsSettled(page);
  await trigger.click();
  await page.keyboard.type(typed);
  const item = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first();
  await item.waitFor();
  await motionsSettled(page);
  await item.click();
}

const card = (page: Page, title: string) => page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

describe('custom parts (the cost catalogue)', () => {
  it('adds a category and a part, filters by it, refuses a duplicate and an in-use delete with their messages', async () => {
    const page = currentPage();
    await openCustomParts(page, 'companyadmin@demo.test');
    await expectAccessible(page, 'Custom Parts');

    // A category under Cast-in-Place Concrete.
    await page.getByRole('button', { name: 'Create Category' }).click();
    let form = dialog(page, 'Create Category');
    await form.getByRole('button', { name: 'Create' }).click();
    await form.getByText('Select a Sub Division.').waitFor();
    await expectAccessible(page, 'Custom Parts: Create Category dialog with its message');
    await choose(page, form.getByLabel('Sub Division', { exact: true }), SUBDIVISION);
    await form.getByLabel('Category Name').fill(CATEGORY);
    await form.getByRole('button', { name: 'Create' }).click();
    await form.waitFor({ state: 'detached' });
    const categories = card(page, 'Categories');
    await categories.getByRole('searchbox', { name: 'Search categories' }).fill('e2e decorative');
    await categories.getByRole('row').filter({ hasText: CATEGORY }).filter({ hasText: SUBDIVISION }).waitFor();

    // The same name (any case) in the same sub division: the server's 409 is shown and the dialog stays open.
    await page.getByRole('button', { name: 'Create Category' }).click();
    form = dialog(page, 'Create Category');
    await choose(page, form.getByLabel('Sub Division', { exact: true }), SUBDIVISION);
    await form.getByLabel('Category Name').fill(CATEGORY.toUpperCase());
    await form.getByRole('button', { name: 'Create' }).click();
    await form.getByText('A category with this name already exists in this sub division.').waitFor();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'detached' });

    // A part in it, then the parts grid filtered to that category shows it alone.
    await page.getByRole('button', { name: 'Create Part' }).click();
    form = dialog(page, 'Create Part');
    await chooseTyped(page, form.getByLabel('Category', { exact: true }), 'E2E', `${CATEGORY} (${SUBDIVISION})`);
    await form.getByLabel('Part Name').fill(PART);
    await form.getByLabel('Cost Per Unit').fill('1,212.50');
    await chooseTyped(page, form.getByLabel('Unit of Measure', { exact: true }), 'SF', 'SF');
    await form.getByLabel('Cost Code').fill('03 35 00');
    await form.getByRole('button', { name: 'Create' }).click();
    await form.waitFor({ state: 'detached' });
    const parts = card(page, 'Parts');
    await choose(page, parts.getByLabel('Filter parts by division', { exact: true }), '03 Concrete');
    await chooseTyped(page, parts.getByLabel('Filter parts by category', { exact: true }), 'E2E', `${CATEGORY} (${SUBDIVISION})`);
    await expect.poll(() => parts.locator('.ant-table-row').count()).toBe(1);
    const row = parts.getByRole('row').filter({ hasText: PART });
    await row.getByText('$1,212.50').waitFor();
    expect(await row.innerText()).toMatch(/Concrete[\s\S]*Cast-in-Place Concrete[\s\S]*E2E Decorative Concrete[\s\S]*SF[\s\S]*03 35 00/);
    // The filter is in the URL: a reload shows the same list.
    expect(page.url()).toMatch(/pcat=\d+/);
    await page.reload();
    await expect.poll(() => card(page, 'Parts').locator('.ant-table-row').count()).toBe(1);
    await card(page, 'Parts').getByRole('row').filter({ hasText: PART }).waitFor();

    // The category is used by its part: the delete is refused with the server's words.
    await page.getByRole('button', { name: `Delete ${CATEGORY}` }).click();
    await page.getByText(`Do you want to delete the category '${CATEGORY}'?`).waitFor();
    await clickSettled(page, page.getByRole('dialog').getByRole('button', { name: 'Confirm' }));
    await page.getByText(`The category '${CATEGORY}' cannot be deleted: it is used by 1 part.`).waitFor();
    await card(page, 'Categories').getByRole('row').filter({ hasText: CATEGORY }).waitFor();

    // The part goes, then the category can.
    await card(page, 'Parts').getByRole('button', { name: `Delete ${PART}` }).click();
    await clickSettled(page, page.getByRole('dialog').getByRole('button', { name: 'Confirm' }));
    await card(page, 'Parts').getByRole('row').filter({ hasText: PART }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Delete ${CATEGORY}` }).click();
    await clickSettled(page, page.getByRole('dialog').getByRole('button', { name: 'Confirm' }));
    await card(page, 'Categories').getByRole('row').filter({ hasText: CATEGORY }).waitFor({ state: 'detached' });
  }, 120_000); // a long flow (four dialogs, three axe scans): 60 s was exceeded on a loaded 2-core machine

  it('offers the parts upload with its template download to a holder of upload_parts', async () => {
    const page = currentPage();
    await openCustomParts(page, 'companyadmin@demo.test');
    await page.getByRole('button', { name: 'Upload Parts' }).click();
    const upload = dialog(page, 'Upload Parts');
    const template = upload.getByRole('link', { name: 'Download template' });
    expect(decodeURIComponent((await template.getAttribute('href')) ?? '')).toContain('division,subdivision,category,part,cost_per_unit,u_per_m,cost_code');
    await motionsSettled(page); // the opening motion ends before colours are measured
    await expectAccessible(page, 'Custom Parts: Upload Parts dialog');
    await page.keyboard.press('Escape');
  });

  it('the Estimator changes the catalogue (bid_sheets write) but is offered no upload (no upload_parts)', async () => {
    const page = currentPage();
    await openCustomParts(page, 'estimator@demo.test');
    await page.getByRole('button', { name: 'Create Part' }).waitFor();
    expect(await page.getByRole('button', { name: 'Upload Parts' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Edit Concrete', exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Delete Concrete', exact: true }).count()).toBe(1);
  });
});
