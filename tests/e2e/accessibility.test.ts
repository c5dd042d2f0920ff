import { describe, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/axe.js';
import { login, useBrowserPage } from '../support/browser.js';

// Issue 10 item 13: axe-core on every screen built so far, as the role that uses it, with its data loaded and with
// the dialogs it opens: 0 serious or critical violations. A new screen adds its visit here.
const baseUrl = inject('baseUrl');
const password = inject('demoPassword');
const currentPage = useBrowserPage();

const rows = (page: Page) => page.locator('.ant-table-row').first().waitFor();

async function signInAs(page: Page, email: string, landing: string) {
  await login(page, baseUrl, email, password);
  await page.waitForURL(landing);
}

async function visit(page: Page, path: string, ready: (page: Page) => Promise<unknown>) {
  await page.goto(`${baseUrl}${path}`);
  await ready(page);
  await expectAccessible(page, path);
}

/** Opens a dialog with `button`, checks it, and closes it again with Escape. */
async function checkDialog(page: Page, button: string, screen: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.getByRole('dialog').last().waitFor();
  await expectAccessible(page, `${screen}: ${button} dialog`);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

describe('accessibility (axe-core): no serious or critical violations', () => {
  it('sign-in, its validation messages, Forgot Password, an invalid reset link and the 404 page', async () => {
    const page = currentPage();
    await visit(page, '/', (p) => p.getByLabel('Email').waitFor());
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Username and password can not be blank.').first().waitFor(); // shown for 2 s (docs/accounts.md §5)
    await expectAccessible(page, '/ with its message');
    await visit(page, '/forgot', (p) => p.getByRole('button', { name: 'Continue' }).waitFor());
    await visit(page, '/reset-password/not-a-real-token', (p) => p.locator('main, form, .ant-result').first().waitFor());
  });

  it("a company admin's project screens: projects, proposal, project forms, bid sheet, custom parts, payment application and report, subcontracts", async () => {
    const page = currentPage();
    await signInAs(page, 'companyadmin@demo.test', '**/admin/projects');
    await rows(page);
    await expectAccessible(page, '/admin/projects');

    await page.getByRole('button', { name: /^View DC_/ }).first().click();
    await page.getByRole('heading', { name: 'Proposal', exact: true }).waitFor();
    await expectAccessible(page, '/admin/project-details');
    await visit(page, '/admin/edit-project', (p) => p.getByRole('heading', { name: 'Edit Project' }).waitFor());
    await visit(page, '/admin/create-project', (p) => p.getByRole('heading', { name: 'Create Project' }).waitFor());
    await visit(page, '/admin/bid-sheet', (p) => p.getByRole('heading', { name: 'Bid Sheet' }).first().waitFor());
    await visit(page, '/admin/custom-parts', rows);
    await checkDialog(page, 'Create Part', '/admin/custom-parts');
    // Billing the owner (issue 32): the project's applications (its grid, or the note that it has none yet).
    const billed = (p: Page) => p.locator('.ant-table-row, .ant-alert-info').first().waitFor();
    await visit(page, '/admin/payment-application', billed);
    await visit(page, '/admin/payment-report', billed);
    // Subcontracts (issue 33): the project's ledger (its grouped grid, or its empty grid) and the Award from bid dialog.
    await visit(page, '/admin/subcontracts', (p) => p.getByRole('region', { name: 'Subcontracts ledger' }).waitFor());
    await checkDialog(page, 'Award from bid', '/admin/subcontracts');
  });

  // Apart from the project screens: each test has its own time budget, and these screens are many.
  it("a company admin's people and company screens, lists to details, and the dialogs they open", async () => {
    const page = currentPage();
    await signInAs(page, 'companyadmin@demo.test', '**/admin/projects');
    for (const [list, add] of [
      ['/admin/all-users', 'Add User'],
      ['/admin/all-owners', 'Create Owner'],
      ['/admin/all-employees', 'Add Employee'],
    ] as const) {
      await visit(page, list, rows);
      await checkDialog(page, add, list);
      await page.getByRole('link', { name: /^View / }).first().click();
      await page.getByRole('heading', { name: /Details$/ }).first().waitFor();
      await expectAccessible(page, `${list} → details`);
    }
    await visit(page, '/admin/emp-positions', rows);
    await checkDialog(page, 'Add Level', '/admin/emp-positions');
    await visit(page, '/admin/company-details', (p) => p.getByRole('heading', { name: 'Company Details' }).waitFor());
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('heading', { name: 'Edit Company' }).waitFor();
    await expectAccessible(page, '/admin/edit-company');
    await visit(page, '/admin/no-such-screen', (p) => p.getByText('404').first().waitFor());
  });

  it('All Subcontractors, its filters and Add Subcontractor dialog, and a subcontractor\'s details (issue 31 item 16)', async () => {
    const page = currentPage();
    await signInAs(page, 'companyadmin@demo.test', '**/admin/projects');
    await visit(page, '/admin/all-subcontractors', rows);
    await checkDialog(page, 'Add Subcontractor', '/admin/all-subcontractors');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.getByLabel('Labor filter').waitFor();
    await expectAccessible(page, '/admin/all-subcontractors with its filters');
    // With a project chosen the grid has checkboxes for the proposal invitation.
    await page.goto(`${baseUrl}/admin/projects`);
    await page.getByRole('button', { name: /^View DC_/ }).first().click();
    await page.getByRole('heading', { name: 'Proposal', exact: true }).waitFor();
    await visit(page, '/admin/all-subcontractors', rows);
    await page.getByRole('link', { name: /^View / }).first().click();
    await page.getByRole('heading', { name: /Details$/ }).first().waitFor();
    await expectAccessible(page, '/admin/all-subcontractors → details');
  });

  it('the shell on a phone (390 px) with its navigation drawer open', async () => {
    const page = currentPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'companyadmin@demo.test', '**/admin/projects');
    await rows(page);
    await expectAccessible(page, '/admin/projects at 390 px');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.locator('.ant-drawer-open').waitFor();
    await page.waitForTimeout(400);
    await expectAccessible(page, 'navigation drawer at 390 px');
  });

  it("the platform admin's companies, Create New Company, and the prompt to open a company", async () => {
    const page = currentPage();
    await signInAs(page, 'admin@demo.test', '**/admin/all-company');
    await rows(page);
    await expectAccessible(page, '/admin/all-company');
    await visit(page, '/admin/create-company', (p) => p.getByRole('heading', { name: 'Create New Company' }).waitFor());
    await visit(page, '/admin/projects', (p) => p.getByText('Open a company first').waitFor());
  });

  it("a subcontractor's company picker (role 13)", async () => {
    const page = currentPage();
    await signInAs(page, 'sub@demo.test', '**/admin/select-companies');
    await page.getByRole('button', { name: 'Submit' }).waitFor();
    await expectAccessible(page, '/admin/select-companies');
  });
});
