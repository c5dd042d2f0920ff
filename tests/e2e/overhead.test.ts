import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { login, useBrowserPage } from '../support/browser.js';
import { choose, clickSettled, dialog } from '../support/antd.js';
import { addEmployee, addLevel, ensurePosition, ok, restLogin } from '../support/api.js';
import { expectAccessible } from '../support/axe.js';

const baseUrl = inject('baseUrl');
const apiUrl = inject('apiUrl');
const password = inject('demoPassword');

const currentPage = useBrowserPage();

/** A totals row as read on screen: [hourly, daily, weekly, monthly, annually]. */
async function totalsRow(page: Page, label: string): Promise<string[]> {
  const cells = page.getByRole('row').filter({ has: page.getByRole('cell', { name: label, exact: true }) }).getByRole('cell');
  return (await cells.allInnerTexts()).slice(1).map((t) => t.trim());
}

async function statistic(page: Page, title: string): Promise<Locator> {
  return page.locator('.ant-statistic').filter({ hasText: title }).locator('.ant-statistic-content');
}

async function expectTotals(page: Page, expected: Record<string, string[]>) {
  for (const [label, figures] of Object.entries(expected)) {
    await expect.poll(() => totalsRow(page, label), { message: label }).toEqual(figures);
  }
}

// The second demo company starts with no overhead and no employees: every figure below is worked from
// docs/money.md §3 by hand (one overhead employee at 62,400.00 a year, two field employees, insurance
// 12,000.00 a year, a 500.00 truck allowance a month per field employee).
describe('overhead', () => {
  it('adds a monthly service and every totals block follows; a field employee leaves and the burden rate rises', async () => {
    const api = await restLogin(apiUrl, 'admin2@demo.test', password);
    const office = await ensurePosition(api, 'Office');
    const manager = await addLevel(api, office, 'Office', 'Manager', '01-900');
    const crew = await ensurePosition(api, 'Crew');
    const foreman = await addLevel(api, crew, 'Crew', 'Foreman', '03-100');
    await addEmployee(api, {
      firstName: 'Olive', lastName: 'Office', email: 'olive@second.test', positionId: office, levelId: manager,
      pay: { billable: false, rate_per_hour: '30' },
    });
    await addEmployee(api, { firstName: 'Fred', lastName: 'Field', email: 'fred@second.test', positionId: crew, levelId: foreman });
    await addEmployee(api, { firstName: 'Fay', lastName: 'Field', email: 'fay@second.test', positionId: crew, levelId: foreman });
    ok(await api.call('POST', 'overhead/annualservice', { name: 'Insurance', cost_per_unit: '12000', units: '1', period: 'annually' }), 'insurance');
    ok(await api.call('POST', 'overhead/vehicleoverhead', { name: 'Truck allowance', cost_per_unit: '500', units: '1', period: 'monthly' }), 'truck');

    const page = currentPage();
    await login(page, baseUrl, 'admin2@demo.test', password);
    await page.waitForURL('**/admin/projects');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('menuitem', { name: 'Overhead', exact: true }).click();
    await page.getByRole('heading', { name: 'Company Overhead' }).waitFor();
    // 86,400 a year over 2 field employees = 43,200 each: 20.77 an hour.
    await expect.poll(async () => (await statistic(page, 'Burden rate per hour')).innerText()).toBe('$20.77');
    await expectTotals(page, { 'Company totals': ['$41.54', '$332.31', '$1,661.54', '$7,200.00', '$86,400.00'] });
    await page.getByRole('row').filter({ hasText: 'Olive Office' }).getByText('Overhead').waitFor();

    // Add a monthly service: blanks are refused first (docs/projects.md §5), then 1,500.00 a month = 18,000.00 a year.
    await page.getByRole('button', { name: 'Add Monthly Service' }).click();
    const add = dialog(page, 'Add Monthly Service');
    await add.getByRole('button', { name: 'Add' }).click();
    await add.getByText('Fill all the mandatory fields.').waitFor();
    await add.getByLabel('Name').fill('Office rent');
    await add.getByLabel('Cost Per Unit').fill('1,500');
    await add.getByLabel('Units').fill('1');
    await choose(page, add.getByLabel('Period'), 'Monthly');
    await add.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('row').filter({ hasText: 'Office rent' }).getByText('$18,000.00').waitFor();
    await expectTotals(page, {
      'Company totals': ['$50.19', '$401.54', '$2,007.69', '$8,700.00', '$104,400.00'],
      'Cost each field employee carries': ['$25.10', '$200.77', '$1,003.85', '$4,350.00', '$52,200.00'],
      'Next field hire increased costs': ['$2.88', '$23.08', '$115.38', '$500.00', '$6,000.00'],
      'Cost each field employee will carry': ['$17.69', '$141.54', '$707.69', '$3,066.67', '$36,800.00'],
      'Overhead reduction for new field hire': ['$7.40', '$59.23', '$296.15', '$1,283.33', '$15,400.00'],
    });
    await expectAccessible(page, 'Overhead');

    // A field employee leaves: the same overhead over one field employee.
    await page.getByRole('switch', { name: 'Active Fay Field' }).click();
    await clickSettled(page, page.getByRole('dialog').getByRole('button', { name: 'Confirm' }));
    await page.getByRole('row').filter({ hasText: 'Fay Field' }).waitFor({ state: 'detached' });
    await expect.poll(async () => (await statistic(page, 'Burden rate per hour')).innerText()).toBe('$47.31');
    await expectTotals(page, {
      'Cost each field employee carries': ['$47.31', '$378.46', '$1,892.31', '$8,200.00', '$98,400.00'],
    });

    // Edit the rent, then delete it (Skip keeps it; Confirm deletes).
    await page.getByRole('button', { name: 'Edit Office rent' }).click();
    const edit = dialog(page, 'Edit Monthly Service');
    await edit.getByLabel('Cost Per Unit').fill('1,600');
    await edit.getByRole('button', { name: 'Update' }).click();
    await expectTotals(page, { 'Company totals': ['$47.88', '$383.08', '$1,915.38', '$8,300.00', '$99,600.00'] });
    await page.getByRole('button', { name: 'Delete Office rent' }).click();
    await page.getByText('Do you want to delete this service?').waitFor();
    await clickSettled(page, page.getByRole('dialog').getByRole('button', { name: 'Skip' }));
    await page.getByRole('button', { name: 'Delete Office rent' }).click();
    await clickSettled(page, page.getByRole('dialog').getByRole('button', { name: 'Confirm' }));
    await page.getByRole('row').filter({ hasText: 'Office rent' }).waitFor({ state: 'detached' });
    await expectTotals(page, { 'Company totals': ['$38.65', '$309.23', '$1,546.15', '$6,700.00', '$80,400.00'] });
  });

  it('a Full User reads the overhead but is offered no change', async () => {
    const page = currentPage();
    await login(page, baseUrl, 'fulluser@demo.test', password);
    await page.waitForURL('**/admin/projects');
    await page.goto(`${baseUrl}/admin/overhead`);
    await page.getByRole('row').filter({ hasText: 'Office rent' }).waitFor();
    // The highlight and the summary show the same burden rate (other tests may hire, so no fixed figure here).
    const carries = await totalsRow(page, 'Cost each field employee carries');
    expect(carries[0]).toMatch(/^\$\d+\.\d\d$/);
    expect(await (await statistic(page, 'Burden rate per hour')).innerText()).toBe(carries[0]);
    expect(await (await statistic(page, 'Burden rate per week')).innerText()).toBe(carries[2]);
    expect(await page.getByRole('button', { name: /^Add / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Edit|Delete) / }).count()).toBe(0);
    expect(await page.getByRole('switch').count()).toBe(0);
  });
});
