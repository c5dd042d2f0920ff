import { describe, expect, inject, it } from 'vitest';
import { login, readMail, resetLink, useBrowserPage } from '../support/browser.js';

const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');
const password = inject('demoPassword');

const currentPage = useBrowserPage();

describe('forgot and reset password', () => {
  it('mails a reset link (as the SMTP server received it), sets a new password and signs in with it', async () => {
    const page = currentPage();
    await page.goto(`${baseUrl}/`);
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await page.waitForURL('**/forgot');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Please enter your registered email.').first().waitFor();
    await page.getByLabel('Email').fill('estimator@demo.test');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText(/Email has been sent to your registered email ID\.|If the entered email is valid, you will receive the email shortly\./).first().waitFor();

    // The reset mail goes after the answer; other mails to the estimator (a subcontractor's bid upload) may be older.
    const link = resetLink(await readMail(mailDir, ['estimator@demo.test', 'Subject: Reset your password']));
    await page.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl));
    await page.getByLabel('New Password').fill('short');
    await page.getByLabel('Confirm Password').fill('short');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByText('Password must be at least 8 characters long and contain at least one uppercase letter, one lowercase letter, one number, and one special character.')
      .first()
      .waitFor();

    const fresh = 'Fresh#Start2026';
    await page.getByLabel('New Password').fill(fresh);
    await page.getByLabel('Confirm Password').fill(`${fresh}x`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Password and confirm password fields does not match.').first().waitFor();

    await page.getByLabel('Confirm Password').fill(fresh);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${baseUrl}/`);

    // The old password no longer works; the new one does.
    await login(page, baseUrl, 'estimator@demo.test', password);
    await page.getByText('Provide valid Username and password').first().waitFor();
    await login(page, baseUrl, 'estimator@demo.test', fresh);
    await page.waitForURL('**/admin/projects');

    // Change Password back to the demo password, so other files may sign in as the estimator in any order.
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    await page.getByLabel('Old Password').fill(fresh);
    await page.getByLabel('New Password').fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await login(page, baseUrl, 'estimator@demo.test', password);
    await page.waitForURL('**/admin/projects');
  });
});

describe('subcontractor (role 13)', () => {
  it('picks one of the companies that invited it and moves on to projects with the reduced menu', async () => {
    const page = currentPage();
    await login(page, baseUrl, 'sub@demo.test', password);
    await page.waitForURL('**/admin/select-companies');

    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Select a company to move forward.').first().waitFor();

    await page.getByLabel('Company').fill('Second');
    // antd renders a hidden a11y listbox beside the visible dropdown; click the visible item.
    await page.locator('.ant-select-item-option', { hasText: 'Second Demo Builders' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/admin/projects');

    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('menuitem', { name: 'All Projects' }).waitFor();
    expect(await menu.getByRole('menuitem', { name: 'All Users' }).count()).toBe(0);
    expect(await menu.getByRole('menuitem', { name: 'All Owners' }).count()).toBe(0);
    const acting = await page.evaluate(() => localStorage.getItem('selectedComp'));
    expect(acting).toContain('Second Demo Builders');
  });

  it("sees its invited projects on All Projects without the contractor's price: no Total Cost column, no dollar figure", async () => {
    const page = currentPage();
    await login(page, baseUrl, 'sub@demo.test', password);
    await page.waitForURL('**/admin/select-companies');
    await page.getByLabel('Company').fill('Demo');
    await page.locator('.ant-select-item-option', { hasText: 'Demo Construction Co' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/admin/projects');
    // The third demo project is Awarded and priced for the staff; role 13 was invited to it.
    const table = page.locator('.ant-table');
    await table.getByText('Port Road Distribution Center').first().waitFor();
    const headers = await table.locator('thead th').allInnerTexts();
    expect(headers.map((h) => h.trim())).toEqual(expect.arrayContaining(['Project ID', 'Project Name', 'Status']));
    expect(headers.map((h) => h.trim())).not.toContain('Total Cost');
    expect(await table.innerText()).not.toMatch(/\$\s?\d/);
  });
});
