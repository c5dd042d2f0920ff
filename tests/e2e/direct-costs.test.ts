import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { dec, formatMoney, round2 } from '@suite/money';
import { openProjectScreen, useBrowserPage } from '../support/browser.js';
import { clickSettled, motionsSettled, pickTyped } from '../support/antd.js';
import { addEmployee, addLevel, addProject, ensurePosition, ok, restLogin, type RestClient } from '../support/api.js';
import { expectAccessible } from '../support/axe.js';

const baseUrl = inject('baseUrl');
const apiUrl = inject('apiUrl');
const password = inject('demoPassword');

const currentPage = useBrowserPage();

const stamp = Date.now().toString().slice(-6);
// The test's own records (names carry the stamp), so it depends on no demo direct cost and collides with no other test.
const names = {
  project: `Direct Cost Yard ${stamp}`,
  division: `Earthwork ${stamp}`,
  subdivision: `Site Grading ${stamp}`,
  level: `Grading Foreman ${stamp}`,
  vendor: `Gravel Depot ${stamp}`,
  payroll: `Payroll week 41 ${stamp}`,
  bill: `Gravel delivery ${stamp}`,
  // The budget line of the bid (docs/money.md §11): a part of its own category in the test's subdivision.
  category: `Base course ${stamp}`,
  part: `Crushed stone base ${stamp}`,
  charged: `Crushed stone invoice ${stamp}`,
  unbudgeted: `Site cleanup ${stamp}`,
};
// The bid's trade line: 40 × 25.00 = 1,000.00 of budget on the part's row.
const PART_COST = '25.00';
const PART_UNITS = '40';
const partCode = `31-05-${stamp}`;
const NEW_COST_LINE = 'New cost line (unbudgeted)';
// Two dated labor lines of the payroll sheet: quantity × hours at the level's hourly rate (docs/money.md §5, §10).
const LABOR = [{ date: '10/12/2026', quantity: '2', hours: '8' }, { date: '10/13/2026', quantity: '1', hours: '6' }];
const MANDATORY = 'You must enter all mandatory fields.';
/** Figures come back with the server's answer: give them time on a loaded machine. */

let projectUid = '';
let ratePerHour = '';

async function createRecords(api: RestClient) {
  // A division and subdivision of the test's own, with a supplier mapped to it.
  const division = ok(await api.call<{ data: { id: number } }>('POST', 'divisionname', { division_name: names.division, division_id: '' }), 'division').data;
  const sub = ok(await api.call<{ data: { subdivision_id: number } }>('POST', 'division/subdivision', {
    subdivision_name: names.subdivision, division_id: division.id, division_name: names.division,
  }), 'subdivision').data;
  ok(await api.call('POST', 'vendor', {
    vendor_details: { company_name: names.vendor, email: `sales${stamp}@gravel.test`, phone_number: '(512) 555-0190' },
    addresses: [], managers: [], divisions: [{ division_id: division.id }], subdivisions: [{ subdivision_id: sub.subdivision_id }],
  }), 'vendor');
  // A level of its own with one billable employee, so its hourly rate is known.
  const positionId = await ensurePosition(api, 'Project Manager');
  const levelId = await addLevel(api, positionId, 'Project Manager', names.level, `02-${stamp}`);
  await addEmployee(api, { firstName: 'Gary', lastName: `Grader${stamp}`, email: `gary${stamp}@grading.test`, positionId, levelId });
  const levels = ok(await api.call<{ data: { level_id: number; rate_per_hour: string }[] }>('GET', `division/internallabour/levels?position_id=${positionId}`), 'levels').data;
  ratePerHour = levels.find((l) => l.level_id === levelId)!.rate_per_hour;
  projectUid = await addProject(api, { uidNumber: `8${stamp}`, name: names.project, markup: { fixed: '10' } });
  // The budget: a bid on the subdivision with one trade line on the test's part.
  const units = ok(await api.call<{ data: { ID: number }[] }>('GET', 'directtrade/uperm'), 'units').data;
  const category = ok(await api.call<{ data: { category_id: number } }>('POST', 'division/category', {
    category_name: names.category, subdivision_id: sub.subdivision_id,
  }), 'category').data;
  const part = await api.call('POST', 'directtrade/parts', {
    part_hold: names.part, category_id: category.category_id, cost_per_unit: PART_COST, u_per_m_id: units[0]!.ID, cost_code: partCode,
  });
  if (part.status !== 201 && part.status !== 200) throw new Error(`part: ${part.status}`);
  const parts = ok(await api.call<{ data: { id?: number; ID?: number; part_hold: string }[] }>(
    'GET', `directtrade/parts?category_id=${category.category_id}&all=true`), 'parts').data;
  const partRow = parts.find((x) => x.part_hold === names.part)!;
  const bid = ok(await api.call<{ data: { id: number; version: number } }>('POST', 'setup/bid', {
    project_uid: projectUid, division_id: division.id, subdivision_id: sub.subdivision_id,
  }), 'bid').data;
  ok(await api.call('POST', 'directtrade', {
    bidsheet_id: bid.id, sub_division: sub.subdivision_id, category_id: category.category_id, part: Number(partRow.id ?? partRow.ID),
    units: PART_UNITS, subcontractor: [], version: bid.version,
  }), 'trade line');
  rest = api;
}
let rest: RestClient;

beforeAll(async () => {
  await createRecords(await restLogin(apiUrl, 'companyadmin@demo.test', password));
});

/** The value of the Statistic titled exactly `title`. */
function stat(page: Page, title: string): Locator {
  return page.locator('.ant-statistic')
    .filter({ has: page.locator('.ant-statistic-title').getByText(title, { exact: true }) })
    .locator('.ant-statistic-content');
}

/** Σ round2(quantity × hours × rate) of the first `count` labor lines. */
function laborTotal(count: number): string {
  return formatMoney(LABOR.slice(0, count).reduce((sum, l) => sum.plus(round2(dec(l.quantity).times(l.hours).times(ratePerHour))), dec(0)));
}

const dataRows = (scope: Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');

/** Fills the form's sheet name, division and sub division, and the budget line charged (docs/money.md §10). */
async function fillSheet(page: Page, sheetName: string, chargeTo = NEW_COST_LINE) {
  await page.locator('#dc-sheet-name').fill(sheetName);
  await page.keyboard.press('Escape');
  await pickTyped(page, page, 'Division', names.division);
  await pickTyped(page, page, 'Sub Division', names.subdivision);
  await pickTyped(page, page, 'Charge To', chargeTo, { typed: chargeTo.slice(0, 12) });
}

/** Add, then the confirmation's Add; waits for the new row's View link. */
async function addAndConfirm(page: Page, sheetName: string) {
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const confirm = page.locator('.ant-modal-confirm').filter({ hasText: 'Do you want to add Direct Cost?' });
  await confirm.waitFor();
  await clickSettled(page, confirm.getByRole('button', { name: 'Add' }));
  await page.getByText('Direct Cost added successfully.').first().waitFor();
  await page.getByRole('link', { name: `View ${sheetName}` }).waitFor();
}

describe('direct costs', () => {
  it('adds a Payroll direct cost with two dated labor lines, a Vendor one, deletes one (Skip, then Delete); both pages pass axe', async () => {
    const page = currentPage();
    await openProjectScreen(page, { baseUrl, email: 'companyadmin@demo.test', password }, projectUid, 'Direct Cost', '/admin/direct-cost');

    // Nothing chosen: the form names the problem and asks nothing.
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText(MANDATORY).waitFor();
    expect(await page.locator('.ant-modal-confirm').count()).toBe(0);

    // Payroll: the company itself is the contractor (docs/projects.md §2.8).
    await fillSheet(page, names.payroll);
    await page.getByRole('radio', { name: 'Payroll' }).check();
    await expect.poll(() => page.getByLabel('Contractor', { exact: true }).inputValue()).toBe('Demo Construction Co');
    await addAndConfirm(page, names.payroll);
    // The form resets after adding (docs/projects.md §4).
    await expect.poll(() => page.locator('#dc-sheet-name').inputValue()).toBe('');
    const grid = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Direct Costs' }) });
    await expect.poll(() => dataRows(grid).filter({ hasText: names.payroll }).innerText()).toContain('Demo Construction Co');
    await expectAccessible(page, '/admin/direct-cost');

    // Direct Cost Details: two dated labor lines; the header total follows each save.
    await page.getByRole('link', { name: `View ${names.payroll}` }).click();
    await page.waitForURL('**/admin/add-direct-cost?id=*');
    await page.getByRole('heading', { name: names.payroll }).waitFor();
    const labor = page.locator('.ant-collapse-item').filter({ hasText: 'Internal Labor Details' });
    await labor.getByRole('columnheader', { name: 'Cost/Hour' }).first().waitFor();
    await expect.poll(() => stat(page, 'Total').innerText()).toBe('$0.00');
    for (const [i, line] of LABOR.entries()) {
      const add = labor.getByRole('button', { name: 'Add Labor Row' });
      await expect.poll(() => add.isEnabled()).toBe(true);
      await add.click();
      await labor.getByLabel('Date', { exact: true }).fill(line.date);
      await pickTyped(page, labor, 'Position', 'Project Manager');
      await pickTyped(page, labor, 'Level', names.level);
      await labor.getByLabel('Quantity', { exact: true }).fill(line.quantity);
      await labor.getByLabel('Hours', { exact: true }).fill(line.hours);
      await labor.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => labor.getByRole('button', { name: 'Save' }).count()).toBe(0);
      await expect.poll(() => dataRows(labor).count()).toBe(i + 1);
      await expect.poll(() => stat(page, 'Total').innerText()).toBe(laborTotal(i + 1));
    }
    await expect.poll(() => page.getByTestId('labor-total').innerText()).toBe(laborTotal(2));
    for (const line of LABOR) await dataRows(labor).filter({ hasText: line.date }).first().waitFor();
    await motionsSettled(page);
    await expectAccessible(page, '/admin/add-direct-cost');

    // A vendor bill from the supplier mapped to the subdivision.
    await page.locator('.ant-breadcrumb').getByRole('link', { name: 'Direct Cost', exact: true }).click();
    await page.waitForURL('**/admin/direct-cost');
    await fillSheet(page, names.bill);
    // 'Vendor' also names the contractor type radio: pick inside the vendor field.
    await pickTyped(page, page.locator('.ant-form-item').filter({ has: page.locator('#dc-vendor') }), 'Vendor', names.vendor);
    await page.getByLabel('Amount', { exact: true }).fill('1840.25');
    await addAndConfirm(page, names.bill);
    await expect.poll(() => dataRows(grid).filter({ hasText: names.bill }).innerText()).toContain('$1,840.25');
    await expect.poll(() => dataRows(grid).filter({ hasText: names.payroll }).innerText()).toContain(laborTotal(2));

    // Delete asks first: Skip keeps it, Delete removes it (docs/projects.md §5).
    const remove = page.getByRole('button', { name: `Delete ${names.bill}` });
    const question = page.locator('.ant-modal-confirm').filter({ hasText: 'Are you sure you want to delete this Direct Cost?' });
    await remove.click();
    await clickSettled(page, question.getByRole('button', { name: 'Skip' }));
    await question.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: `View ${names.bill}` }).waitFor();
    await remove.click();
    await clickSettled(page, question.getByRole('button', { name: 'Delete' }));
    await page.getByRole('link', { name: `View ${names.bill}` }).waitFor({ state: 'detached' });
    await page.getByRole('link', { name: `View ${names.payroll}` }).waitFor();
  });

  it('a bill charged to the budget line shows on that tracker row; a new cost line shows as Unbudgeted, not 100 % complete', async () => {
    const page = currentPage();
    await openProjectScreen(page, { baseUrl, email: 'companyadmin@demo.test', password }, projectUid, 'Direct Cost', '/admin/direct-cost');
    // The vendor's invoice, charged to the bid's line: Charge To offers it by cost code, trade and part.
    await fillSheet(page, names.charged, `${partCode} – ${names.category} – ${names.part}`);
    await pickTyped(page, page.locator('.ant-form-item').filter({ has: page.locator('#dc-vendor') }), 'Vendor', names.vendor);
    await page.getByLabel('Amount', { exact: true }).fill('400');
    await addAndConfirm(page, names.charged);
    // A cost the budget does not carry, chosen as such.
    await fillSheet(page, names.unbudgeted, NEW_COST_LINE);
    await page.getByRole('radio', { name: 'Payroll' }).check();
    await page.getByLabel('Amount', { exact: true }).fill('150');
    await addAndConfirm(page, names.unbudgeted);

    await page.getByRole('menuitem', { name: 'Project Tracker', exact: true }).click();
    await page.waitForURL('**/admin/project-tracker');
    const tracker = page.locator('.ant-table-wrapper').filter({ has: page.locator('table[aria-label="Project tracker"]') });
    await tracker.locator('.ant-table-row').first().waitFor();
    const headers = await tracker.locator('thead th').evaluateAll((ths) => ths.map((th) => (th.textContent ?? '').trim()));
    const rows = ok(await rest.call<{ data: { id: number; trade: string; category: string | null }[] }>('GET', `project-tracker/projectuid/${projectUid}`), 'rows').data;
    const cells = async (trade: string) => {
      const id = rows.find((r) => r.trade === trade)!.id;
      const texts = await tracker.locator(`.ant-table-row[data-row-key="${id}"] .ant-table-cell`).evaluateAll((tds) => tds.map((td) => (td.textContent ?? '').trim()));
      const at = (title: string) => texts[headers.indexOf(title)];
      return { trade: texts[1], finalRun: at('Final Run'), directCosts: at('Direct Cost Totals'), overUnder: at('Under/(Over) Budget'), percent: at('Percent Complete') };
    };
    // 400.00 of the 1,000.00 budget: 40.00 % complete, on the part's row.
    await expect.poll(() => cells(names.category)).toEqual({
      trade: `${names.category}${names.part}`, finalRun: '$1,000.00', directCosts: '$400.00', overUnder: '$0.00', percent: '40.00%',
    });
    // The new cost line: its subdivision's row, no budget, over by its cost, flagged Unbudgeted instead of a percent.
    await expect.poll(() => cells(names.subdivision)).toEqual({
      trade: `${names.subdivision}Unbudgeted`, finalRun: '$0.00', directCosts: '$150.00', overUnder: '($150.00)', percent: 'Unbudgeted',
    });
  });

  it('Enter in the sheet name keeps what was typed; a suggestion replaces it only when picked', async () => {
    const page = currentPage();
    await openProjectScreen(page, { baseUrl, email: 'companyadmin@demo.test', password }, projectUid, 'Direct Cost', '/admin/direct-cost');
    const sheetName = page.locator('#dc-sheet-name');
    await sheetName.pressSequentially('Drywall');
    // The company's 'Drywall materials package' is offered …
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Drywall materials package' }).waitFor();
    await page.keyboard.press('Enter');
    // … but Enter does not choose it.
    expect(await sheetName.inputValue()).toBe('Drywall');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => sheetName.inputValue()).toBe('Drywall materials package');
  });
});
