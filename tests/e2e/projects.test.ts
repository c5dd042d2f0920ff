import { describe, expect, inject, it } from 'vitest';
import { login, useBrowserPage } from '../support/browser.js';
import { choose, clickSettled } from '../support/antd.js';

const baseUrl = inject('baseUrl');
const password = inject('demoPassword');

const currentPage = useBrowserPage();

const row = (name: string) => currentPage().getByRole('row').filter({ hasText: name });

async function openProjectsAsCompanyAdmin() {
  const page = currentPage();
  await login(page, baseUrl, 'companyadmin@demo.test', password);
  await page.waitForURL('**/admin/projects');
  await row('Barton Springs Office Tower').first().waitFor();
  // The grid may refetch once its debounced search settles; a re-render closes an open dropdown.
  await page.waitForLoadState('networkidle');
}

// Demo data: 30 projects cycling through the statuses Bidding, Pending, Awarded, Lost, In Progress,
// Completed, Dead/Not-bid; the subcontractor is invited to the 1st, 2nd, 3rd and 8th.
describe('projects', () => {
  it('finds projects by search and by status', async () => {
    const page = currentPage();
    await openProjectsAsCompanyAdmin();
    await page.getByLabel('Search projects').fill('barton');
    await page.waitForFunction(() => !document.body.textContent?.includes('Congress Avenue Retail Refresh'));
    await row('Barton Springs Office Tower').first().waitFor();

    await page.getByLabel('Search projects').fill('');
    await row('Congress Avenue Retail Refresh').first().waitFor();
    await choose(page, page.getByLabel('Status filter'), 'Lost');
    await page.keyboard.press('Escape');
    await row('Medical Drive Clinic').first().waitFor(); // 4th project: Lost
    await page.waitForFunction(() => !document.body.textContent?.includes('Barton Springs Office Tower'));
  });

  it('changes a Bidding project status (edit and delete disappear), deletes another, and copies one into edit', async () => {
    const page = currentPage();
    await openProjectsAsCompanyAdmin();
    const hangar = row('Airport Hangar Retrofit').first(); // 15th project: Bidding
    await hangar.getByRole('button', { name: /^Edit / }).waitFor();
    await choose(page, hangar.getByLabel(/^Status /), 'Awarded');
    await page.getByText('Do you want to change project status?').waitFor();
    await clickSettled(page, page.getByRole('button', { name: 'Confirm' }));
    await page.waitForFunction(() => {
      const r = [...document.querySelectorAll('tr')].find((tr) => tr.textContent?.includes('Airport Hangar Retrofit'));
      return !!r && !r.querySelector('[aria-label^="Edit "]') && !r.querySelector('[aria-label^="Delete "]');
    });

    const winery = row('Dripping Springs Winery').first(); // 22nd project: Bidding
    await winery.getByRole('button', { name: /^Delete / }).click();
    await clickSettled(page, page.getByRole('button', { name: 'Delete', exact: true }));
    await page.waitForFunction(() => !document.body.textContent?.includes('Dripping Springs Winery'));

    await row('Cedar Park Warehouse').first().getByRole('button', { name: /^Copy / }).click();
    await page.getByLabel('Project Name').fill('Cedar Park Warehouse Phase 2');
    await clickSettled(page, page.getByRole('button', { name: 'Copy', exact: true }));
    await page.waitForURL('**/admin/edit-project');
    const stored = await page.evaluate(() => localStorage.getItem('selectedProject'));
    expect(stored).toContain('Cedar Park Warehouse Phase 2');
  });

  it('a subcontractor sees only the projects it was invited to', async () => {
    const page = currentPage();
    await login(page, baseUrl, 'sub@demo.test', password);
    await page.waitForURL('**/admin/select-companies');
    await page.getByLabel('Company').fill('Demo');
    await clickSettled(page, page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Demo Construction Co' }).first());
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/admin/projects');
    await row('Barton Springs Office Tower').first().waitFor();
    await row('Cedar Park Warehouse').first().waitFor();
    expect(await row('Medical Drive Clinic').count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Edit / }).count()).toBe(0);
  });
});
