import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { choose, clickSettled, dialog, motionsSettled, pickTyped } from '../support/antd.js';
import { expectAccessible } from '../support/axe.js';
import { login, useBrowserPage } from '../support/browser.js';

const baseUrl = inject('baseUrl');
const password = inject('demoPassword');

const currentPage = useBrowserPage();

/** Picks an option typed into a Select of the dialog `scope`, then closes the dropdown by clicking the dialog's title. */
async function pickInDialog(page: Page, scope: Locator, label: string, typed: string, option: string | RegExp) {
  await pickTyped(page, scope, label, option, { typed });
  await scope.locator('.ant-modal-title').click();
  await motionsSettled(page);
}

describe('vendors (suppliers)', () => {
  it('switches the directory to All Suppliers, adds a supplier, maps it to a subdivision, opens its details and edits it', async () => {
    const page = currentPage();
    const stamp = Date.now().toString().slice(-6);
    const name = `Quarry Stone Supply ${stamp}`;

    await login(page, baseUrl, 'companyadmin@demo.test', password);
    await page.waitForURL('**/admin/projects');
    await page.goto(`${baseUrl}/admin/all-subcontractors`);
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await rows.filter({ hasText: 'Apex Roofing Systems' }).first().waitFor();

    // docs/projects.md §2.14: the selector switches to the suppliers (the demo company has about 10).
    await choose(page, page.getByLabel('Directory', { exact: true }), 'All Suppliers');
    await page.waitForURL(/view=suppliers/);
    await page.getByRole('heading', { name: 'All Suppliers' }).waitFor();
    await rows.filter({ hasText: 'Texas Ready Mix Supply' }).first().waitFor();
    expect(await rows.filter({ hasText: 'Apex Roofing Systems' }).count()).toBe(0);
    await expectAccessible(page, 'All Suppliers');

    // Add Vendor: nothing filled → the mandatory message and nothing sent; then a supplier is added.
    await page.getByRole('button', { name: 'Add Vendor' }).click();
    const add = dialog(page, 'Add Vendor');
    await add.getByLabel('Company Name', { exact: true }).waitFor();
    await clickSettled(page, add.getByRole('button', { name: 'Submit' }));
    await add.getByText('Fill the mandatory fields.').waitFor();
    await add.getByLabel('Company Name', { exact: true }).fill(name);
    await add.getByLabel('Email', { exact: true }).fill(`sales${stamp}@quarry.test`);
    await add.getByLabel('Phone', { exact: true }).fill('5125550188');
    await add.getByLabel('First Name', { exact: true }).fill('Rocky');
    await add.getByLabel('Last Name', { exact: true }).fill('Stone');
    await pickInDialog(page, add, 'Divisions', 'Concrete', /^03 Concrete$/);
    await pickInDialog(page, add, 'Sub Divisions', 'Cast-in-Place', 'Cast-in-Place Concrete');
    await add.getByLabel('City', { exact: true }).fill('Waco');
    await add.getByLabel('Address 1', { exact: true }).fill('12 Quarry Rd');
    await add.getByLabel('State', { exact: true }).fill('Texas');
    await add.getByLabel('Zip', { exact: true }).fill('76701');
    await clickSettled(page, add.getByRole('button', { name: 'Submit' }));
    await page.getByText('Vendor added successfully!').first().waitFor();
    await add.waitFor({ state: 'detached' });
    await page.getByLabel('Search suppliers').fill(stamp);
    await rows.filter({ hasText: name }).first().waitFor();

    // Map it to a plumbing subdivision: without a vendor chosen, a warning and nothing sent.
    await page.getByRole('button', { name: 'Map Vendors' }).click();
    const map = dialog(page, 'Map Vendors to Subdivision');
    await pickInDialog(page, map, 'Division', 'Plumbing', /^22 Plumbing$/);
    await pickInDialog(page, map, 'Sub Division', 'Piping', '22 10 00 Plumbing Piping');
    await map.getByText('Vendors of this subdivision').waitFor();
    await clickSettled(page, map.getByRole('button', { name: 'Map' }));
    await map.getByText('Select at least one vendor.').waitFor();
    await pickInDialog(page, map, 'Vendors', stamp, name);
    await expect.poll(() => map.locator('.ant-select-selection-item', { hasText: name }).count()).toBe(1);
    await clickSettled(page, map.getByRole('button', { name: 'Map' }));
    await page.getByText('Vendors mapped successfully.').first().waitFor();
    await map.waitFor({ state: 'detached' });
    // The grid reloaded: the supplier now lists Plumbing among its divisions.
    await rows.filter({ hasText: name }).filter({ hasText: 'Plumbing' }).first().waitFor();

    // The subdivision's vendors now include it; its link opens Supplier Details.
    await page.getByRole('button', { name: 'Map Vendors' }).click();
    const again = dialog(page, 'Map Vendors to Subdivision');
    await pickInDialog(page, again, 'Division', 'Plumbing', /^22 Plumbing$/);
    await pickInDialog(page, again, 'Sub Division', 'Piping', '22 10 00 Plumbing Piping');
    const listed = again.getByRole('region', { name: 'Vendors of this subdivision' }).getByRole('link', { name });
    await listed.waitFor();
    await listed.click();
    await page.waitForURL('**/admin/supplier-details?id=*');
    await page.getByRole('heading', { name: 'Supplier Details' }).waitFor();
    await page.getByText('Rocky Stone').first().waitFor();
    await page.getByText('22 10 00 Plumbing Piping').first().waitFor();
    await page.getByText('03 30 00 Cast-in-Place Concrete').first().waitFor();
    await page.getByText(/12 Quarry Rd, Waco, Texas, 76701/).first().waitFor();
    await expectAccessible(page, 'Supplier Details');

    // Edit: the form opens filled (its mappings too), a new name is saved and the mappings are kept.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = dialog(page, 'Edit Vendor');
    const company = edit.getByLabel('Company Name', { exact: true });
    await expect.poll(() => company.inputValue()).toBe(name);
    expect(await edit.getByLabel('Last Name', { exact: true }).inputValue()).toBe('Stone');
    await company.fill(`${name} Ltd`);
    await clickSettled(page, edit.getByRole('button', { name: 'Submit' }));
    await page.getByText('Vendor updated successfully!').first().waitFor();
    await edit.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: `${name} Ltd`, exact: true }).or(page.getByText(`${name} Ltd`, { exact: true })).first().waitFor();
    await page.getByText('22 10 00 Plumbing Piping').first().waitFor();
    await page.getByText('03 30 00 Cast-in-Place Concrete').first().waitFor();
  });
});
