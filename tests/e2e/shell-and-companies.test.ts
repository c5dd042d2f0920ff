import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, readMail, useBrowserPage } from '../support/browser.js';

const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');
const password = inject('demoPassword');

const currentPage = useBrowserPage();

const menu = (p: Page) => p.getByRole('navigation', { name: 'Main' });

describe('company admin', () => {
  it('signs in, sees the shell and its menu, opens its company from Settings, and logs out', async () => {
    const page = currentPage();
    await login(page, baseUrl, 'companyadmin@demo.test', password);
    await page.waitForURL('**/admin/projects');

    // Menu: company-level items the role may read; never the platform's company dashboard.
    await menu(page).getByRole('menuitem', { name: 'All Projects' }).waitFor();
    await menu(page).getByRole('menuitem', { name: 'All Users' }).waitFor();
    expect(await menu(page).getByRole('menuitem', { name: 'Dashboard' }).count()).toBe(0);
    // Footer: the year and the version label.
    await page.getByText(String(new Date().getFullYear())).first().waitFor();

    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.waitForURL('**/admin/company-details**');
    await page.getByText('Demo Construction Co').first().waitFor();
    await page.getByText('Server Version').waitFor();

    // An admin route the role cannot read shows the 404 page.
    await page.goto(`${baseUrl}/admin/all-company`);
    await page.getByText(/404|not found/i).first().waitFor();

    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // Without a token, admin routes send the user back to sign-in.
    await page.goto(`${baseUrl}/admin/projects`);
    await page.waitForURL(`${baseUrl}/`);
  });
});

describe('platform admin', () => {
  it('opens a company and creates one, first with validation errors, then successfully', async () => {
    const page = currentPage();
    await login(page, baseUrl, 'admin@demo.test', password);
    await page.waitForURL('**/admin/all-company');
    await page.getByText('Demo Construction Co').first().waitFor();

    await page.getByRole('link', { name: 'View Demo Construction Co' }).click();
    await page.waitForURL('**/admin/company-details**');
    await page.getByText('companyadmin@demo.test').first().waitFor();

    await page.goto(`${baseUrl}/admin/all-company`);
    await page.getByRole('button', { name: 'Create New Company' }).click();
    await page.waitForURL('**/admin/create-company');
    expect(await page.getByLabel('Adjustable Markup').inputValue()).toMatch(/^10(\.00)?$/);
    expect(await page.getByLabel('Country').inputValue()).toBe('United States');

    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Please fill all the mandatory fields!').first().waitFor();

    const stamp = Date.now();
    const name = `Browser Test Builders ${stamp}`;
    const adminEmail = `boss${stamp}@browser.test`;
    await page.getByLabel('Owner First Name').fill('Rita');
    await page.getByLabel('Owner Last Name').fill('Mason');
    await page.getByLabel('Owner Phone').fill('5125550101');
    await page.getByLabel('Owner Email').fill('not-an-email');
    await page.getByLabel('Start Number').fill('1000');
    await page.getByLabel('Company Name').fill(name);
    await page.getByLabel('Company Email').fill(`office${stamp}@browser.test`);
    await page.getByLabel('Company Phone').fill('5125550102');
    await page.getByLabel('Address 1', { exact: true }).fill('100 Congress Ave');
    await page.getByLabel('City').fill('Austin');
    await page.getByLabel('State', { exact: true }).fill('Texas');
    await page.getByLabel('Zip').fill('78701');
    await page.getByLabel('Company Admin Email').fill(adminEmail);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Please enter a valid email address.').first().waitFor();

    await page.getByLabel('Owner Email').fill(`rita${stamp}@browser.test`);
    await page.getByLabel('Zip').fill('787');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Please enter a valid zipcode.').first().waitFor();

    await page.getByLabel('Zip').fill('78701');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Company created successfully!').first().waitFor();
    await page.waitForURL('**/admin/all-company');
    await page.getByText(name).first().waitFor();

    // The new company's admin was invited to set a password.
    const mail = await readMail(mailDir, adminEmail);
    expect(mail).toContain('/reset-password/');
  });
});
