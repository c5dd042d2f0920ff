import { describe, expect, inject, it } from 'vitest';
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

  it('Create Owner names the missing fields, drops a red outline once its field is filled, and a ZIP suggestion asks for the street in Address 1', async () => {
    const page = currentPage();
    await login(page, baseUrl, 'companyadmin@demo.test', password);
    await page.waitForURL('**/admin/projects');
    await page.goto(`${baseUrl}/admin/all-owners`);
    await page.getByRole('button', { name: 'Create Owner' }).click();
    const form = dialog(page, 'Create Owner');
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText('Please fill all the fields').waitFor();
    await form.getByText(/^Missing: Owner Name, Email, Phone Number, Address 1, City, State, Zip, Manager First Name/).waitFor();
    const ownerName = form.locator('.ant-form-item').filter({ has: page.getByLabel('Owner Name', { exact: true }) });
    expect(await ownerName.evaluate((el) => el.classList.contains('ant-form-item-has-error'))).toBe(true);
    await form.getByLabel('Owner Name', { exact: true }).fill('Outline Check');
    await expect.poll(() => ownerName.evaluate((el) => el.classList.contains('ant-form-item-has-error'))).toBe(false);
    await expect.poll(() => form.getByText(/^Missing: Email, Phone Number/).count()).toBe(1);

    const address1 = form.getByLabel('Address 1', { exact: true });
    await address1.fill('78701');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '78701' }).first().click();
    expect(await form.getByLabel('City', { exact: true }).inputValue()).toBe('Austin');
    await form.getByText('This suggestion filled City, State and Zip only: type the street in Address 1.').waitFor();
    await expect.poll(() => address1.evaluate((el) => el === document.activeElement)).toBe(true);
    await address1.pressSequentially('500 Harbor Dr');
    expect(await address1.inputValue()).toBe('500 Harbor Dr');
    expect(await form.getByText('This suggestion filled City, State and Zip only').count()).toBe(0);
  });
});
