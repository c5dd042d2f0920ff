import { describe, expect, inject, it } from 'vitest';
import { login, useBrowserPage } from '../support/browser.js';
import { clickSettled, dialog } from '../support/antd.js';
import { addProject, ok, restLogin } from '../support/api.js';

const baseUrl = inject('baseUrl');
const password = inject('demoPassword');
const apiUrl = inject('apiUrl');

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

  it('deletes an owner no project names after its confirmation (Skip keeps it); an owner a project names is refused with the reason', async () => {
    const stamp = Date.now().toString().slice(-6);
    const api = await restLogin(apiUrl, 'companyadmin@demo.test', password);
    // addProject names the company's first owner with an address and a manager: that owner is in use.
    await addProject(api, { uidNumber: `6${stamp}`, name: `Owner In Use ${stamp}`, markup: { fixed: '10' } });
    const owners = ok(await api.call<{ data: { id: number; name: string; addresses: unknown[]; managers: unknown[] }[] }>(
      'GET', 'owners?active=true&page=1&pageSize=100'), 'owners').data;
    const used = owners.find((o) => o.addresses.length > 0 && o.managers.length > 0)!;
    // Created after the project, so no project names it.
    const name = `Aab Delete ${stamp}`;
    ok(await api.call('POST', 'owner', {
      owner_info: { name, email: `delete${stamp}@owners.test`, phone_number: '5125550160' },
      addresses: [{ address_1: '1 Gone Rd', city: 'Austin', state: 'Texas', zip: '78701' }],
      managers: [{ first_name: 'Gail', last_name: 'Gone', email: `gail${stamp}@owners.test`, phone: '5125550161' }],
    }), 'owner');

    const page = currentPage();
    await login(page, baseUrl, 'companyadmin@demo.test', password);
    await page.waitForURL('**/admin/projects');
    await page.goto(`${baseUrl}/admin/all-owners`);
    const question = page.locator('.ant-modal-confirm').filter({ hasText: 'Do you want to delete this owner?' });

    await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
    await clickSettled(page, question.getByRole('button', { name: 'Skip' }));
    await question.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
    await clickSettled(page, question.getByRole('button', { name: 'Confirm' }));
    await page.getByText('Owner deleted successfully!').first().waitFor();
    await page.getByRole('row').filter({ hasText: name }).waitFor({ state: 'detached' });
    expect((await api.call('GET', 'owners?pageSize=100')).body).not.toMatchObject({ data: expect.arrayContaining([expect.objectContaining({ name })]) });

    await page.getByRole('button', { name: `Delete ${used.name}`, exact: true }).click();
    await clickSettled(page, question.getByRole('button', { name: 'Confirm' }));
    await page.getByText(/^This owner cannot be deleted: it is used by \d+ projects?\.$/).first().waitFor();
    await page.getByRole('row').filter({ hasText: used.name }).first().waitFor();
  });
});
