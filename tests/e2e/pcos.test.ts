import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { dec, formatMoney, round2 } from '@suite/money';
import { openProjectScreen, useBrowserPage } from '../support/browser.js';
import { clickSettled, motionsSettled, pickOption, pickTyped } from '../support/antd.js';
import { addEmployee, addLevel, addProject, ensurePosition, ok, restLogin, type RestClient } from '../support/api.js';
import { expectAccessible } from '../support/axe.js';

const baseUrl = inject('baseUrl');
const apiUrl = inject('apiUrl');
const password = inject('demoPassword');

const currentPage = useBrowserPage();

const stamp = Date.now().toString().slice(-6);
const work = mkdtempSync(join(tmpdir(), 'e2e-pcos-'));
// The test's own records (names carry the stamp), so it depends on no demo PCO and collides with no other test.
const names = {
  project: `Change Order Yard ${stamp}`,
  division: `Openings ${stamp}`,
  subdivision: `Storefronts ${stamp}`,
  category: `Aluminium doors ${stamp}`,
  part: `Door pair ${stamp}`,
  level: `Glazing Lead ${stamp}`,
  title: `Storefront doors ${stamp}`,
};
// What the test enters: one labor line (quantity × hours), one trade line (the part's cost × units), the profit.
// 1,040 hours = 26 weeks: enough hours that a burden's period figure rounded to cents would show when switched.
const LABOR = { quantity: '2', hours: '1040' };
const TRADE = { cost: '1850.00', units: '2' };
const PROFIT = '15';

interface Setup {
  projectUid: string;
  ratePerHour: string;
  burdenAnnual: string;
}
let setup: Setup;
let api: RestClient;

async function createRecords(): Promise<Setup> {
  const units = ok(await api.call<{ data: { ID: number }[] }>('GET', 'directtrade/uperm'), 'units').data;
  const division = ok(await api.call<{ data: { id: number } }>('POST', 'divisionname', { division_name: names.division, division_id: '' }), 'division').data;
  const sub = ok(await api.call<{ data: { subdivision_id: number } }>('POST', 'division/subdivision', {
    subdivision_name: names.subdivision, division_id: division.id, division_name: names.division,
  }), 'subdivision').data;
  const category = ok(await api.call<{ data: { category_id: number } }>('POST', 'division/category', {
    category_name: names.category, subdivision_id: sub.subdivision_id,
  }), 'category').data;
  ok(await api.call('POST', 'directtrade/parts', {
    part_hold: names.part, category_id: category.category_id, cost_per_unit: TRADE.cost, u_per_m_id: units[0].ID, cost_code: '08 41 13',
  }), 'part');
  // A level of its own with one billable employee, so its rate is known.
  const positionId = await ensurePosition(api, 'Project Manager');
  const levelId = await addLevel(api, positionId, 'Project Manager', names.level, `08-${stamp}`);
  await addEmployee(api, { firstName: 'Gill', lastName: `Glazier${stamp}`, email: `gill${stamp}@glazing.test`, positionId, levelId });
  const levels = ok(await api.call<{ data: { level_id: number; rate_per_hour: string }[] }>('GET', `division/internallabour/levels?position_id=${positionId}`), 'levels').data;
  const burden = ok(await api.call<{ data: { annually: string } }>('GET', 'overhead/costeachfieldsemployeecarries'), 'burden').data;
  const projectUid = await addProject(api, { uidNumber: `8${stamp}`, name: names.project, markup: { fixed: '10' } });
  return { projectUid, ratePerHour: levels.find((l) => l.level_id === levelId)!.rate_per_hour, burdenAnnual: burden.annually };
}

beforeAll(async () => {
  api = await restLogin(apiUrl, 'companyadmin@demo.test', password);
  setup = await createRecords();
});

/** The PCO's figures by docs/money.md §5, §6, §9, by hand from what the test entered (overhead from the annual burden). */
function expected() {
  const hours = dec(LABOR.quantity).times(LABOR.hours);
  const labor = round2(hours.times(setup.ratePerHour));
  const burden = round2(hours.times(setup.burdenAnnual).div(2080));
  const trades = round2(dec(TRADE.cost).times(TRADE.units));
  const totalCost = labor.plus(burden).plus(trades);
  const profit = round2(totalCost.times(PROFIT).div(100));
  return { labor, trades, totalCost, profit, pcoTotal: totalCost.plus(profit) };
}

/** The value of the Statistic whose title starts with `title` ('Profit' matches 'Profit (15.00%)', not 'PCO Total Cost'). */
const stat = (page: Page, title: string) => page.locator('.ant-statistic')
  .filter({ has: page.locator('.ant-statistic-title', { hasText: new RegExp(`^${title}`) }) }).locator('.ant-statistic-content');
const card = (page: Page, heading: string) => page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });
const section = (page: Page, title: string) => page.locator('.ant-collapse-item').filter({ hasText: title });
const dataRows = (scope: Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');

/** The text of a PDF (poppler's pdftotext). */
function pdfText(bytes: Buffer): string {
  const file = join(work, 'pco.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** Adds a row with `fill`, saves it and waits until the table shows it and Save has gone. */
async function addRow(scope: Locator, addLabel: string, fill: () => Promise<void>) {
  const before = await dataRows(scope).count();
  const add = scope.getByRole('button', { name: addLabel });
  await expect.poll(() => add.isEnabled()).toBe(true);
  await add.click();
  await fill();
  await scope.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => scope.getByRole('button', { name: 'Save' }).count()).toBe(0);
  await expect.poll(() => dataRows(scope).count()).toBe(before + 1);
}

describe('PCOs and change orders', () => {
  it('a PCO with a labor and a trade line costs the same in hours and weeks; accepting it asks first with CO-001 and the new contract sum, then it is in the Change Order grid with no delete; its PDF, the contract sum; axe', async () => {
    const page = currentPage();
    await openProjectScreen(page, { baseUrl, email: 'companyadmin@demo.test', password }, setup.projectUid, 'PCO', '/admin/pco');
    await page.getByRole('heading', { level: 1, name: 'Add Potential Change Order' }).waitFor();

    // The create form: the first name of the project, read-only.
    const name = page.getByLabel('PCO Name', { exact: true });
    await expect.poll(() => name.inputValue()).toBe('PCO-001');
    expect(await name.getAttribute('readonly')).not.toBeNull();
    await expectAccessible(page, '/admin/pco');
    await page.getByLabel('Title', { exact: true }).fill(names.title);
    await page.getByLabel('Scope of Work', { exact: true }).fill('Two pairs of aluminium storefront doors at the east entrance.');
    await page.getByLabel('Profit %', { exact: true }).fill(PROFIT);
    await page.getByRole('button', { name: 'Add PCO' }).click();
    await page.getByText('PCO added successfully.').first().waitFor();
    await expect.poll(() => name.inputValue()).toBe('PCO-002');
    const view = page.getByRole('link', { name: 'View PCO-001' });
    await view.waitFor();
    await view.click();
    await page.waitForURL('**/admin/pco-division-details?id=*');

    // PCO Details: one labor line (hours: the PCO is hourly) and one trade line.
    const labor = section(page, 'Internal Labor Details');
    const trades = section(page, 'Direct Trades Details');
    await labor.getByRole('columnheader', { name: 'Cost/Hour' }).first().waitFor();
    await addRow(labor, 'Add Labor Row', async () => {
      await pickTyped(page, labor, 'Position', 'Project Manager');
      await pickTyped(page, labor, 'Level', names.level);
      await labor.getByLabel('Quantity', { exact: true }).fill(LABOR.quantity);
      await labor.getByLabel('Hours', { exact: true }).fill(LABOR.hours);
    });
    await addRow(trades, 'Add Trade Row', async () => {
      await pickTyped(page, trades, 'Sub Division', names.subdivision);
      await pickOption(page, trades, 'Category', names.category);
      await pickOption(page, trades, 'Part', names.part);
      await expect.poll(() => trades.getByLabel('Cost Per Unit', { exact: true }).inputValue()).toBe(TRADE.cost);
      await trades.getByLabel('Units', { exact: true }).fill(TRADE.units);
    });
    const figures = expected();
    await expect.poll(() => page.getByTestId('labor-total').innerText()).toBe(formatMoney(figures.labor));
    await expect.poll(() => page.getByTestId('trades-total').innerText()).toBe(formatMoney(figures.trades));
    await expect.poll(() => stat(page, 'Total Cost').innerText()).toBe(formatMoney(figures.totalCost));
    await expect.poll(() => stat(page, 'Profit').innerText()).toBe(formatMoney(figures.profit));
    await expect.poll(() => stat(page, 'PCO Total Cost').innerText()).toBe(formatMoney(figures.pcoTotal));
    await expectAccessible(page, '/admin/pco-division-details');

    // Priced in weeks instead (docs/money.md §5): 26 weeks, and not a cent of the total moves.
    await page.getByText('Weekly', { exact: true }).click();
    await labor.getByRole('columnheader', { name: 'Cost/Week' }).first().waitFor();
    await expect.poll(() => labor.getByText('26', { exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('labor-total').innerText()).toBe(formatMoney(figures.labor));
    await expect.poll(() => stat(page, 'Total Cost').innerText()).toBe(formatMoney(figures.totalCost));
    await expect.poll(() => stat(page, 'PCO Total Cost').innerText()).toBe(formatMoney(figures.pcoTotal));

    // Accept it from the list: it becomes change order CO-001, loses its edit and its delete.
    await page.locator('.ant-breadcrumb').getByRole('link', { name: 'PCO', exact: true }).click();
    await page.waitForURL('**/admin/pco');
    const grid = card(page, 'Potential Change Order');
    const row = dataRows(grid).filter({ hasText: 'PCO-001' });
    await expect.poll(() => row.innerText()).toContain(formatMoney(figures.pcoTotal));
    await motionsSettled(page);
    const contract = ok(await api.call<{ contract: { original: string } }>('GET', `change-order/projectuid/${setup.projectUid}`), 'change orders').contract;
    const toDate = formatMoney(dec(contract.original).plus(figures.pcoTotal));
    await page.getByLabel('Status of PCO-001', { exact: true }).click();
    await clickSettled(page, page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Accepted' }).first());
    // Accepting asks first, naming the change order it becomes and the contract sum to date it makes.
    const ask = page.locator('.ant-modal-confirm');
    await ask.getByText(`PCO-001 will become CO-001 and raise the contract sum to date to ${toDate}. Accept?`).waitFor();
    await expectAccessible(page, '/admin/pco accepting a PCO');
    expect(await card(page, 'Change Order').getByText('CO-001').count()).toBe(0);
    await clickSettled(page, ask.getByRole('button', { name: 'Accept', exact: true }));
    await page.getByText('Status changed successfully.').first().waitFor();
    const changeOrders = card(page, 'Change Order');
    const co = dataRows(changeOrders).filter({ hasText: 'CO-001' });
    await co.waitFor();
    expect(await co.innerText()).toContain(names.title);
    expect(await co.innerText()).toContain(formatMoney(figures.pcoTotal));
    await expect.poll(() => grid.getByRole('button', { name: 'Delete PCO-001' }).count()).toBe(0);
    expect(await grid.getByRole('button', { name: 'Edit PCO-001' }).count()).toBe(0);
    await expectAccessible(page, '/admin/pco with a change order');

    // Its PDF: a PDF whose text names the PCO.
    const [download] = await Promise.all([page.waitForEvent('download'), grid.getByRole('button', { name: 'Download PDF of PCO-001' }).click()]);
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfText(bytes)).toContain('PCO-001');

    // The change-order page: CO-001 and the contract sum (the project's TotalCost plus the change order).
    await page.goto(`${baseUrl}/admin/change-order`);
    const listed = dataRows(page.locator('.ant-card')).filter({ hasText: 'CO-001' });
    await listed.waitFor();
    expect(await listed.innerText()).toContain(toDate);
    await expect.poll(() => stat(page, 'Contract Sum to Date').innerText()).toBe(toDate);
    expect(await stat(page, 'Original Contract Sum').innerText()).toBe(formatMoney(dec(contract.original)));
    await expectAccessible(page, '/admin/change-order');
    await listed.getByRole('link', { name: 'View CO-001' }).click();
    await page.waitForURL('**/admin/change-order-details?id=*');
    await section(page, 'Internal Labor').getByText(names.level).waitFor();
    expect(await page.getByRole('button', { name: /^Add (Labor|Trade) Row$/ }).count()).toBe(0);
    await expectAccessible(page, '/admin/change-order-details');
    // More steps than most (a mode switch / the owner card and the sender): more time on a loaded machine.
  }, 120_000);
});
