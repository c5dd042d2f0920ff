import { describe, expect, inject, it } from 'vitest';
import { addEmployee, addLevel, addProject, ensurePosition, restLogin } from '../support/api.js';
import { login, useBrowserPage } from '../support/browser.js';

// Issue 10 item 8: one formatter per kind of value. A phone that came in as bare digits (a CSV, an integrator)
// reads '(512) 555-0142' like a typed one; the owner fax is masked as typed; a duration reads to 2 decimals on the
// details page; a percentage with no base reads '—', not '(0.00%)'.
const baseUrl = inject('baseUrl');
const apiUrl = inject('apiUrl');
const password = inject('demoPassword');
const currentPage = useBrowserPage();
const stamp = Date.now().toString().slice(-6);

describe('values read the same on every screen', () => {
  it('a phone sent as ten bare digits shows masked in the grid and on the details page', async () => {
    const api = await restLogin(apiUrl, 'companyadmin@demo.test', password);
    const positionId = await ensurePosition(api, 'Carpenter');
    const levelId = await addLevel(api, positionId, 'Carpenter', `Format ${stamp}`, `77-${stamp}`);
    const lastName = `Digits${stamp}`;
    await addEmployee(api, { firstName: 'Dana', lastName, email: `dana${stamp}@format.test`, positionId, levelId }); // phone '5125550142'

    const page = currentPage();
    await login(page, baseUrl, 'companyadmin@demo.test', password);
    await page.waitForURL('**/admin/projects');
    await page.goto(`${baseUrl}/admin/all-employees?size=100`);
    const row = page.getByRole('row').filter({ hasText: lastName });
    await row.waitFor();
    expect(await row.innerText()).toContain('(512) 555-0142');
    await row.getByRole('link', { name: /^View / }).click();
    await page.getByRole('heading', { name: 'Employee Details' }).waitFor();
    await page.getByText('(512) 555-0142').waitFor();
  });

  it('the owner fax is masked as it is typed', async () => {
    const page = currentPage();
    await login(page, baseUrl, 'companyadmin@demo.test', password);
    await page.waitForURL('**/admin/projects');
    await page.goto(`${baseUrl}/admin/all-owners`);
    await page.getByRole('button', { name: 'Create Owner', exact: true }).click();
    const fax = page.getByLabel('Fax Number', { exact: true });
    await fax.fill('5125550199');
    expect(await fax.inputValue()).toBe('(512) 555-0199');
  });

  it("a custom-price project without bids: duration to 2 decimals, '—' for percentages with no base", async () => {
    // A project of its own: the demo projects past Bidding all carry bids now. 58 days = 8.285714 weeks.
    const api = await restLogin(apiUrl, 'companyadmin@demo.test', password);
    const uid = await addProject(api, { uidNumber: `8${stamp}`, name: `Custom Price ${stamp}`, markup: { customPrice: '250000' }, start: '2027-01-04', end: '2027-03-03' });
    const project = { project_uid: uid, duration: '8.285714' };
    const weeks = Number(project.duration).toFixed(2);

    const page = currentPage();
    await login(page, baseUrl, 'companyadmin@demo.test', password);
    await page.waitForURL('**/admin/projects');
    await page.getByLabel('Search projects').fill(project.project_uid);
    await page.getByRole('button', { name: `View ${project.project_uid}` }).click();
    await page.getByRole('heading', { name: 'Proposal', exact: true }).waitFor();
    const duration = page.locator('.ant-descriptions-item').filter({ hasText: 'Duration (weeks)' });
    await expect.poll(() => duration.locator('.ant-descriptions-item-content').innerText()).toBe(weeks);
    await page.getByText('Profit (—)').waitFor();
    await page.getByText('Overhead (—)').waitFor();
    expect(await page.getByText('(0.00%)').count()).toBe(0);
  });
});
