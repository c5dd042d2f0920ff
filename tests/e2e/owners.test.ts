import { describe, inject, it } from 'vitest';
import { login, useBrowserPage } from '../support/browser.js';
import { dialog } from '../support/antd.js';

const baseUrl = inject('baseUrl');
const password = inject('demoPassword');

const currentPage = useBrowserPage();

describe('owners', () => {
  it('creates an owner with a manager and an address, then opens its details', async () => {
    const page = currentPage();
    const stamp = Date.now().toString().slice(-6);
    const name = `Harbor Holdings ${stamp}`;
    await login(page, baseUrl, 'companyadmin@demo.test', password);
    await page.waitForURL('**/admin/projects');
    await page.goto(`${baseUrl}/admin/all-owners`);

    await page.getByRole('button', { name: 'Create Owner' }).click();
    const form = dialog(page, 'Create Owner');
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Please fill all the fields').first().waitFor();

    await form.getByLabel('Owner Name').fill(name);
    await form.getByLabel('First Name', { exact: true }).fill('Hana');
    await form.getByLabel('Last Name', { exact: true }).fill('Harbor');
    await form.getByLabel('Email', { exact: true }).fill(`owner${stamp}@owners.test`);
    await form.getByLabel('Phone Number', { exact: true }).fill('5125550150');
    await form.getByLabel('Address 1', { exact: true }).fill('500 Harbor Dr');
    await form.getByLabel('City', { exact: true }).fill('Austin');
    await form.getByLabel('State', { exact: true }).fill('Texas');
    await form.getByLabel('Zip', { exact: true }).fill('78701');
    await form.getByLabel('Manager First Name').fill('Mark');
    await form.getByLabel('Manager Last Name').fill('Manager');
    await form.getByLabel('Manager Email').fill(`mark${stamp}@owners.test`);
    await form.getByLabel('Manager Phone').fill('5125550151');
    await form.getByRole('button', { name: 'Submit' }).click();

    await page.getByRole('row').filter({ hasText: name }).first().waitFor();
    await page.getByRole('row').filter({ hasText: name }).getByRole('link').first().click();
    await page.waitForURL('**/admin/owner-details**');
    await page.getByText(`mark${stamp}@owners.test`).first().waitFor();
    await page.getByText('500 Harbor Dr').first().waitFor();
  });
});
