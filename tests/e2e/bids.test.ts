import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { dec, formatMoney, round2, type Decimal } from '@suite/money';
import { openProject, useBrowserPage } from '../support/browser.js';
import { clickSettled, motionsSettled, pickOption, pickTyped } from '../support/antd.js';
import { addEmployee, addLevel, addProject, ensurePosition, ok, restLogin, type RestClient } from '../support/api.js';
import { expectAccessible } from '../support/axe.js';

const baseUrl = inject('baseUrl');
const apiUrl = inject('apiUrl');
const password = inject('demoPassword');

const currentPage = useBrowserPage();

const stamp = Date.now().toString().slice(-6);
const LOCKED = 'Someone else is already modifying this bid. Kindly try after some time.';
// The test's own records (names carry the stamp), so it depends on no demo bid and collides with no other test.
const names = {
  project: `Bid Leveling Yard ${stamp}`,
  division: `Sitework ${stamp}`,
  subdivision: `Site Paving ${stamp}`,
  category: `Asphalt ${stamp}`,
  parts: [`Base course ${stamp}`, `Tack coat ${stamp}`, `Wearing course ${stamp}`],
  level: `Paving Lead ${stamp}`,
  cheap: `Cheapway Paving ${stamp}`,
  dear: `Dearborn Asphalt ${stamp}`,
};
// What the test enters: part costs and units, and each subcontractor's quote per trade line (line order).
const TRADES = [
  { cost: '12.50', units: '10', cheap: '100.00', dear: '110.00' },
  { cost: '3.75', units: '40', cheap: '140.00', dear: '160.00' },
  { cost: '200.00', units: '2', cheap: '380.00', dear: '420.00' },
];
// Labor: quantity × hours (whole weeks, so the switch to weeks converts exactly: hours ÷ 40).
const LABOR = [{ quantity: '2', hours: '80' }, { quantity: '1', hours: '40' }];
const MARKUP = dec(10);
/** Figures come back with the server's answer: give them time on a loaded machine. */

interface Setup {
  projectUid: string;
  /** The level's rates as the API prices them (docs/money.md §4). */
  ratePerHour: string;
  /** The burden rate's annual figure (docs/money.md §3, §5): a line's overhead is priced from it in either mode. */
  burden: { annually: string };
}
let setup: Setup;

async function createRecords(api: RestClient): Promise<Setup> {
  // Catalogue: a division with one subdivision, one category and three parts of known cost.
  const units = ok(await api.call<{ data: { ID: number; u_per_m: string }[] }>('GET', 'directtrade/uperm'), 'units').data;
  const division = ok(await api.call<{ data: { id: number } }>('POST', 'divisionname', { division_name: names.division, division_id: '' }), 'division').data;
  const sub = ok(await api.call<{ data: { subdivision_id: number } }>('POST', 'division/subdivision', {
    subdivision_name: names.subdivision, division_id: division.id, division_name: names.division,
  }), 'subdivision').data;
  const category = ok(await api.call<{ data: { category_id: number } }>('POST', 'division/category', {
    category_name: names.category, subdivision_id: sub.subdivision_id,
  }), 'category').data;
  for (const [i, part] of names.parts.entries()) {
    ok(await api.call('POST', 'directtrade/parts', {
      part_hold: part, category_id: category.category_id, cost_per_unit: TRADES[i].cost, u_per_m_id: units[i % units.length].ID, cost_code: `32 12 0${i}`,
    }), `part ${part}`);
  }
  // Two active subcontractors mapped to the subdivision.
  for (const [key, company] of [['cheap', names.cheap], ['dear', names.dear]] as const) {
    ok(await api.call('POST', 'contractor', {
      sub_cont_info: { company_name: company, email: `${key}${stamp}@paving.test`, phone_number: '(512) 555-0177', working_states: ['TX'], labors_and_design: ['Open Shop'] },
      addresses: [{ address_1: '9 Paving Way', city: 'Austin', state: 'Texas', state_code: 'TX', zip: '78701' }],
      managers: [{ first_name: 'Pat', last_name: 'Paver', email: `pat.${key}${stamp}@paving.test`, phone: '(512) 555-0178' }],
      divisions: [{ division_id: division.id }], subdivisions: [{ subdivision_id: sub.subdivision_id }],
    }), `subcontractor ${company}`);
  }
  // Labor: a level of its own with one billable employee, so its rate is known.
  const positionId = await ensurePosition(api, 'Project Manager');
  const levelId = await addLevel(api, positionId, 'Project Manager', names.level, `01-${stamp}`);
  await addEmployee(api, { firstName: 'Paula', lastName: `Paver${stamp}`, email: `paula${stamp}@paving.test`, positionId, levelId });
  const levels = ok(await api.call<{ data: { level_id: number; rate_per_hour: string }[] }>('GET', `division/internallabour/levels?position_id=${positionId}`), 'levels').data;
  const ratePerHour = levels.find((l) => l.level_id === levelId)!.rate_per_hour;
  // The burden after the employee joined (it changes the count of field employees).
  const burden = ok(await api.call<{ data: { annually: string } }>('GET', 'overhead/costeachfieldsemployeecarries'), 'burden').data;

  // A Bidding project of its own with a fixed 10 % markup.
  const projectUid = await addProject(api, { uidNumber: `7${stamp}`, name: names.project, markup: { fixed: MARKUP.toFixed() } });
  return { projectUid, ratePerHour, burden };
}

beforeAll(async () => {
  setup = await createRecords(await restLogin(apiUrl, 'companyadmin@demo.test', password));
});

/** The figures docs/money.md §5–§8 give for what the test entered, by hand (one bid: the project's only one). */
function expected(weekly: boolean, cheapSelected: boolean) {
  const rate = dec(setup.ratePerHour).times(weekly ? 40 : 1);
  let labor = dec(0);
  let overhead = dec(0);
  for (const l of LABOR) {
    const units = dec(l.hours).div(weekly ? 40 : 1);
    labor = labor.plus(round2(dec(l.quantity).times(units).times(rate)));
    // The same in either mode: quantity × hours × burden annual / 2080.
    overhead = overhead.plus(round2(dec(l.quantity).times(l.hours).times(setup.burden.annually).div(2080)));
  }
  const lines = TRADES.reduce((s, t) => s.plus(round2(dec(t.cost).times(t.units))), dec(0));
  const cheapTotal = TRADES.reduce((s, t) => s.plus(t.cheap), dec(0));
  const trades = cheapSelected ? cheapTotal : lines;
  const subTotal = labor.plus(trades);
  const profit = round2(subTotal.plus(overhead).times(MARKUP).div(100));
  const m = (d: Decimal) => formatMoney(d);
  return { labor: m(labor), trades: m(trades), subTotal: m(subTotal), overhead: m(overhead), profit: m(profit), total: m(subTotal.plus(overhead).plus(profit)) };
}

/** The value of the Statistic titled exactly `title`. */
function stat(page: Page, title: string): Locator {
  return page.locator('.ant-statistic')
    .filter({ has: page.locator('.ant-statistic-title').getByText(title, { exact: true }) })
    .locator('.ant-statistic-content');
}

async function expectBidFigures(page: Page, figures: ReturnType<typeof expected>) {
  await expect.poll(() => page.getByTestId('labor-total').innerText()).toBe(figures.labor);
  await expect.poll(() => page.getByTestId('trades-total').innerText()).toBe(figures.trades);
  await expect.poll(() => stat(page, 'Bid Sheet Sub Total').innerText()).toBe(figures.subTotal);
  await expect.poll(() => stat(page, 'Overhead').innerText()).toBe(figures.overhead);
  await expect.poll(() => stat(page, 'Profit').innerText()).toBe(figures.profit);
  await expect.poll(() => stat(page, 'Total').innerText()).toBe(figures.total);
}

/** Signs in as `email` and chooses the test's project from All Projects. */
const openTestProject = (page: Page, email: string) => openProject(page, { baseUrl, email, password }, setup.projectUid);

/** A select with a long, virtual list: type to narrow it, then pick the option. */
const section = (page: Page, title: string) => page.locator('.ant-collapse-item').filter({ hasText: title });
const dataRows = (scope: Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');

/** Adds a row with `fill`, saves it (Enter or the Save button) and waits until the table shows it and Add Row is back. */
async function addRow(page: Page, scope: Locator, addLabel: string, fill: () => Promise<void>, save: () => Promise<void>) {
  const before = await dataRows(scope).count();
  const add = scope.getByRole('button', { name: addLabel });
  await expect.poll(() => add.isEnabled()).toBe(true);
  await add.click();
  await fill();
  await save();
  await expect.poll(() => scope.getByRole('button', { name: 'Save' }).count()).toBe(0);
  await expect.poll(() => dataRows(scope).count()).toBe(before + 1);
}

let bidId = '';

describe('bid sheets', () => {
  it('builds a bid: labor and trade lines, bid leveling, weekly pricing, alternate; both pages pass axe', async () => {
    const page = currentPage();
    await openTestProject(page, 'companyadmin@demo.test');
    await page.getByRole('menuitem', { name: 'Bid Sheet', exact: true }).click();
    await page.waitForURL('**/admin/bid-sheet');

    // Add without choosing: the form names the problem and adds nothing.
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Fill all the fields!').waitFor();
    await pickTyped(page, page, 'Division', names.division);
    await pickTyped(page, page, 'Sub Division', names.subdivision);
    // Both subcontractors from one open list (a multiple select stays open between picks).
    await motionsSettled(page);
    await page.getByLabel('Subcontractors', { exact: true }).click();
    for (const company of [names.cheap, names.dear]) {
      const item = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: company }).first();
      await item.waitFor();
      await motionsSettled(page);
      await item.click();
    }
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Bid sheet has been added successfully.').first().waitFor();
    const view = page.getByRole('link', { name: `View ${names.division}` });
    await view.waitFor();
    await expectAccessible(page, '/admin/bid-sheet');
    await view.click();
    await page.waitForURL('**/admin/division-details?id=*');
    bidId = new URL(page.url()).searchParams.get('id')!;

    const labor = section(page, 'Internal Labor Details');
    const trades = section(page, 'Direct Trades Details');
    await labor.getByRole('button', { name: 'Add Labor Row' }).waitFor();
    // A new bid is priced by the week; the test enters hours, then switches back to weeks.
    await page.getByText('Hourly', { exact: true }).click();
    await labor.getByRole('columnheader', { name: 'Cost/Hour' }).first().waitFor();
    for (const [i, line] of LABOR.entries()) {
      await addRow(page, labor, 'Add Labor Row', async () => {
        await pickTyped(page, labor, 'Position', 'Project Manager');
        await pickTyped(page, labor, 'Level', names.level);
        await labor.getByLabel('Quantity', { exact: true }).fill(line.quantity);
        await labor.getByLabel('Hours', { exact: true }).fill(line.hours);
      }, async () => {
        // Keyboard on the first line (Enter saves from a cell), the button on the second.
        if (i === 0) await labor.getByLabel('Hours', { exact: true }).press('Enter');
        else await labor.getByRole('button', { name: 'Save' }).click();
      });
    }
    for (const [i, t] of TRADES.entries()) {
      await addRow(page, trades, 'Add Trade Row', async () => {
        await pickOption(page, trades, 'Sub Division', names.subdivision);
        await pickOption(page, trades, 'Category', names.category);
        await pickOption(page, trades, 'Part', names.parts[i]);
        // The part filled its cost per unit (docs/projects.md §4).
        await expect.poll(() => trades.getByLabel('Cost Per Unit', { exact: true }).inputValue()).toBe(t.cost);
        await trades.getByLabel('Units', { exact: true }).fill(t.units);
        await trades.getByLabel(`Amount ${names.cheap}`, { exact: true }).fill(t.cheap);
        await trades.getByLabel(`Amount ${names.dear}`, { exact: true }).fill(t.dear);
      }, () => trades.getByRole('button', { name: 'Save' }).click());
    }
    await expectBidFigures(page, expected(false, false));

    // Bid leveling: the cheaper subcontractor is marked lowest; selecting it puts its total in place of the lines'.
    const cheapHeader = trades.locator(`[data-subcontractor]`).filter({ hasText: names.cheap }).first();
    await cheapHeader.getByText('Lowest').waitFor();
    await cheapHeader.getByRole('button', { name: new RegExp(`^${names.cheap} `) }).click();
    await expectBidFigures(page, expected(false, true));
    await expect.poll(() => cheapHeader.getByRole('button', { name: new RegExp(`^${names.cheap} `) }).getAttribute('aria-pressed')).toBe('true');

    // Weekly: Cost/Week and Weeks; the lines priced from their level keep their totals (docs/money.md §5).
    await page.getByText('Weekly', { exact: true }).click();
    await labor.getByRole('columnheader', { name: 'Cost/Week' }).first().waitFor();
    await labor.getByRole('columnheader', { name: 'Weeks' }).first().waitFor();
    await expectBidFigures(page, expected(true, true));
    await expectAccessible(page, '/admin/division-details');

    // The project total holds the bid; as an alternate it leaves the project's totals.
    await page.getByRole('link', { name: 'Bid Sheets' }).click();
    await page.waitForURL('**/admin/bid-sheet');
    const figures = expected(true, true);
    await expect.poll(() => stat(page, 'Project Total').innerText()).toBe(figures.total);
    await expect.poll(() => stat(page, 'Bid Totals').innerText()).toBe(figures.subTotal);
    await page.getByRole('button', { name: `Make Alternate ${names.division}` }).click();
    await page.getByText('Are you sure you want to change this bid type?').waitFor();
    await clickSettled(page, page.getByRole('dialog').getByRole('button', { name: 'Yes' }));
    await expect.poll(() => stat(page, 'Project Total').innerText()).toBe('$0.00');
    await page.locator('#alternates').getByRole('link', { name: `View ${names.division}` }).waitFor();
    // The alternate keeps its own cost.
    await expect.poll(() => page.locator('#alternates .ant-table-row').filter({ hasText: names.division }).innerText()).toContain(figures.subTotal);
  });

  it('a second user who may write is refused with the concurrent-edit modal while the first edits', async () => {
    const page = currentPage();
    await openTestProject(page, 'companyadmin@demo.test');
    await page.goto(`${baseUrl}/admin/division-details?id=${bidId}`);
    await section(page, 'Internal Labor Details').getByRole('button', { name: 'Add Labor Row' }).waitFor();

    const other = await page.context().browser()!.newContext();
    try {
      const second = await other.newPage();
      await openTestProject(second, 'estimator@demo.test');
      await second.goto(`${baseUrl}/admin/division-details?id=${bidId}`);
      await second.locator('.ant-modal-confirm').getByText(LOCKED).waitFor();
      await motionsSettled(second);
      await second.getByRole('button', { name: 'OK' }).click();
      await second.locator('.ant-modal-confirm').waitFor({ state: 'hidden' });
      await section(second, 'Internal Labor Details').getByText('Project Manager').first().waitFor();
      expect(await second.getByRole('button', { name: /^Add (Labor|Trade) Row$/ }).count()).toBe(0);
      expect(await second.getByRole('button', { name: /^Edit labor / }).count()).toBe(0);
      await expectAccessible(second, '/admin/division-details read-only');
    } finally {
      await other.close();
    }
  });

  it('closing the editing tab gives the lease back at once: the next user edits without waiting for its expiry', async () => {
    const first = await currentPage().context().browser()!.newContext();
    try {
      const holder = await first.newPage();
      // The company admin, who may still hold the lease from the test before (its context closed without unloading).
      await openTestProject(holder, 'companyadmin@demo.test');
      await holder.goto(`${baseUrl}/admin/division-details?id=${bidId}`);
      // Editable means the lease was granted (the page stays read-only while it is asked for).
      await section(holder, 'Internal Labor Details').getByRole('button', { name: 'Add Labor Row' }).waitFor();
      await holder.close({ runBeforeUnload: true });
    } finally {
      await first.close();
    }
    const page = currentPage();
    await openTestProject(page, 'estimator@demo.test');
    await page.goto(`${baseUrl}/admin/division-details?id=${bidId}`);
    // Still held, the page would show the concurrent-edit modal and no Add Row (the lease lasts 120 s).
    await section(page, 'Internal Labor Details').getByRole('button', { name: 'Add Labor Row' }).waitFor();
    expect(await page.locator('.ant-modal-confirm').count()).toBe(0);
  });

  it('the bid dialogs: edit label and scope, add subcontractor, map subcontractors, add division and subdivision, the quick add; axe on each', async () => {
    const page = currentPage();
    await openTestProject(page, 'companyadmin@demo.test');
    await page.goto(`${baseUrl}/admin/bid-sheet`);
    const settle = async (screen: string) => {
      await page.getByRole('dialog').last().waitFor();
      await motionsSettled(page);
      await expectAccessible(page, screen);
    };
    const close = async () => {
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    };

    await page.getByRole('button', { name: `Edit ${names.division}` }).click();
    await settle('/admin/bid-sheet: Edit Bid dialog');
    const edit = page.getByRole('dialog');
    await edit.getByLabel('Label', { exact: true }).fill('Phase 1');
    await edit.getByLabel('Scope of Work', { exact: true }).fill('x'.repeat(300));
    // 225 characters at most (docs/projects.md §5).
    await expect.poll(async () => (await edit.getByLabel('Scope of Work', { exact: true }).inputValue()).length).toBe(225);
    await clickSettled(page, edit.getByRole('button', { name: 'Update' }));
    await page.getByRole('link', { name: `View ${names.division} (Phase 1)` }).waitFor();
    const named = `${names.division} (Phase 1)`;

    await page.getByRole('button', { name: `Add subcontractor to ${named}` }).click();
    await settle('/admin/bid-sheet: Add Subcontractor dialog');
    await clickSettled(page, page.getByRole('dialog').getByRole('button', { name: 'Map Subcontractors' }));
    await page.getByRole('dialog').filter({ hasText: 'Map Subcontractors' }).getByLabel('Subdivision', { exact: true }).waitFor();
    await settle('/admin/bid-sheet: Map Subcontractors dialog');
    // Closing the map dialog goes back to Add Subcontractor; close that too.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').filter({ hasText: 'Map Subcontractors' }).filter({ has: page.getByLabel('Subdivision', { exact: true }) }).waitFor({ state: 'detached' });
    await page.getByRole('dialog').filter({ hasText: 'Add Subcontractor' }).waitFor();
    await motionsSettled(page);
    await close();

    for (const plus of ['Add Bid Division', 'Add Subdivision']) {
      await page.getByRole('button', { name: plus }).click();
      await settle(`/admin/bid-sheet: ${plus} dialog`);
      if (plus === 'Add Subdivision') {
        // docs/projects.md §5: a subdivision needs its division.
        await page.getByRole('dialog').getByLabel('Sub Division Name', { exact: true }).fill(`Curbs ${stamp}`);
        await clickSettled(page, page.getByRole('dialog').getByRole('button', { name: 'Create' }));
        await page.getByRole('dialog').getByText('Select a Bid Division.').waitFor();
      }
      await close();
    }

    await page.getByRole('link', { name: `View ${named}` }).click();
    await page.waitForURL('**/admin/division-details?id=*');
    await page.getByRole('button', { name: 'Add a bid' }).click();
    await settle('/admin/division-details: Add Bid dialog');
    await clickSettled(page, page.getByRole('dialog').getByRole('button', { name: 'Add', exact: true }));
    await page.getByRole('dialog').getByText('no division or sub division').waitFor();
    await close();
  });
});
