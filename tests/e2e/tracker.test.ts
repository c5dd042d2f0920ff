import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { dec } from '@suite/money';
import { login, useBrowserPage } from '../support/browser.js';
import { clickSettled, dialog, motionsSettled, pickOption, pickTyped } from '../support/antd.js';
import { ok } from '../support/api.js';
import { expectAccessible } from '../support/axe.js';
import {
  addStoneTransfer, api, cellTexts, COLUMNS, contractorFee, contractSum, drawnKeys, enter, expected,
  expectSummaries, figuresOf, filterStatus, grid, gridNamed, gridRow, HOLD, names, openTracker, overhead, parseCsv,
  prepareTrackerProject, restOne, restRow, restRowName, restRows, restSummary, restTotal, row,
  rowName, screenRow, screenSummary, scrollTo, setup, shown, summaryRow, total, tradeCell, TRANSFER, warning,
  warningText, wire, ZERO, ZERO_ROW_TRANSFER, type Hand, type OverallProject,
} from './tracker-fixture.js';

const baseUrl = inject('baseUrl');
const password = inject('demoPassword');
const currentPage = useBrowserPage();

beforeAll(prepareTrackerProject);

describe('project tracker', () => {
  it('shows the rows and summaries REST computes; a hold and a pair of scope transfers change them as §11 says; axe', async () => {
    const page = currentPage();
    const [brick, block, labor] = [await restRow(names.brick.category), await restRow(names.block.category), await restRow(names.level)];
    let e = expected();

    // REST agrees with the figures by hand, to the cent.
    expect(figuresOf(brick)).toEqual(wire(e.brick));
    expect(figuresOf(block)).toEqual(wire(e.block));
    expect(figuresOf(labor)).toEqual(wire(e.labor));
    expect([brick.typee, block.typee, labor.typee]).toEqual(['DT', 'DT', 'IL']);
    const summary = await restSummary();
    expect(figuresOf(summary.total_direct_trades)).toEqual(wire(e.trades));
    expect(figuresOf(summary.general_conditions)).toEqual(wire(e.general));
    expect((await restOne('calculate-project-tracker/overhead')).overhead).toBe(overhead().toFixed(2));
    expect((await restOne('calculate-project-tracker/ccllc-fee')).contractor_fee).toBe(contractorFee().toFixed(2));
    expect((await restOne('calculate-project-tracker/expected-overhead-cost')).expected_overhead_cost).toBe(overhead().toFixed(2));
    expect((await restOne('calculate-project-tracker/buyout-savings')).buyout_savings).toBe('0.00');
    const totals = await restTotal();
    expect(totals).toMatchObject({
      project_total: e.projectTotal.toFixed(2), contract_sum_to_date: contractSum().toFixed(2), difference: '0.00', balanced: true,
    });

    // The screen shows the same, formatted.
    await openTracker(page);
    const g = grid(page);
    await page.getByText(setup.projectUid, { exact: true }).first().waitFor();
    await expect.poll(() => cellTexts(gridRow(g, brick.id))).toEqual(screenRow(brick.cost_code, tradeCell(brick), e.brick));
    await expect.poll(() => cellTexts(gridRow(g, block.id))).toEqual(screenRow(block.cost_code, tradeCell(block), e.block));
    await expect.poll(() => cellTexts(gridRow(g, labor.id))).toEqual(screenRow(labor.cost_code, tradeCell(labor), e.labor));
    await expectSummaries(g, e);
    expect(await warning(page).count()).toBe(0);
    // Delete only on rows whose figures are all zero: none here.
    expect(await g.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    await expectAccessible(page, '/admin/project-tracker');

    // A hold on the brick: its Final Cost rises by the hold, it goes over budget (in red), the trades' summary follows.
    await enter(page, `Holds of ${rowName(names.brick)}`, HOLD);
    // Focusing that input (out of view to the right) scrolled the grid sideways: its column still stands under its header.
    const holdsHeader = g.getByRole('columnheader', { name: 'Holds', exact: true });
    const holdsCell = page.getByLabel(`Holds of ${rowName(names.brick)}`, { exact: true }).locator('xpath=ancestor::*[contains(@class,"ant-table-cell")][1]');
    await expect.poll(async () => Math.round((await holdsCell.boundingBox())!.x - (await holdsHeader.boundingBox())!.x)).toBe(0);
    e = expected({ brickHold: HOLD });
    expect(e.brick.final_cost.toFixed(2)).toBe('5100.00');
    expect(e.brick.over_under_budget.toFixed(2)).toBe('-300.00');
    await expect.poll(() => cellTexts(gridRow(g, brick.id))).toEqual(screenRow(brick.cost_code, tradeCell(brick), e.brick));
    await expectSummaries(g, e);
    const overUnder = gridRow(g, brick.id).locator('.ant-table-cell').nth(2 + COLUMNS.findIndex(([k]) => k === 'over_under_budget'));
    await overUnder.locator('.ant-typography-danger').waitFor();
    expect(figuresOf(await restRow(names.brick.category))).toEqual(wire(e.brick));
    expect(await warning(page).count()).toBe(0);

    // A scope transfer into the block walls: the transfers no longer net to zero, and the warning names the difference.
    await enter(page, `Scope transfer of ${rowName(names.block)}`, TRANSFER);
    e = expected({ brickHold: HOLD, blockTransfer: TRANSFER });
    expect(e.difference.toFixed(2)).toBe('250.00');
    await expect.poll(() => cellTexts(gridRow(g, block.id))).toEqual(screenRow(block.cost_code, tradeCell(block), e.block));
    await expect.poll(() => warning(page).innerText()).toBe(warningText(e.difference));
    await expectSummaries(g, e);
    expect(await restTotal()).toMatchObject({ difference: e.difference.toFixed(2), scope_transfer_net: TRANSFER + '.00', balanced: false });

    // The opposite transfer out of the labor, through Add Scope Transfer (Internal Labor): balanced again, no warning.
    await page.getByRole('button', { name: 'Add Scope Transfer' }).click();
    const form = dialog(page, 'Add Scope Transfer');
    await form.waitFor();
    await motionsSettled(page);
    await expect.poll(() => form.getByRole('radio', { name: 'Internal Labor' }).isChecked()).toBe(true);
    await pickTyped(page, form, 'Position', names.position);
    await pickOption(page, form, 'Level', names.level);
    await form.locator('#st-amount').fill(`-${TRANSFER}`);
    await clickSettled(page, form.getByRole('button', { name: 'Submit' }));
    await form.waitFor({ state: 'detached' });
    e = expected({ brickHold: HOLD, blockTransfer: TRANSFER, laborTransfer: `-${TRANSFER}` });
    expect(e.difference.toFixed(2)).toBe('0.00');
    await expect.poll(() => cellTexts(gridRow(g, labor.id))).toEqual(screenRow(labor.cost_code, tradeCell(labor), e.labor));
    await expect.poll(() => warning(page).count()).toBe(0);
    await expectSummaries(g, e);
    expect(e.projectTotal.toFixed(2)).toBe(contractSum().toFixed(2));
    expect(await restTotal()).toMatchObject({ project_total: contractSum().toFixed(2), difference: '0.00', balanced: true });
    await expectAccessible(page, '/admin/project-tracker after a hold and two transfers');
  });

  it('deletes a row whose figures are all zero (two opposite transfers on a part with no lines)', async () => {
    const page = currentPage();
    await openTracker(page);
    const g = grid(page);
    await gridRow(g, (await restRow(names.level)).id).waitFor();

    // Add Scope Transfer, Direct Trade, on a part with no line: a new row with that budget, not deletable.
    await addStoneTransfer(page, ZERO_ROW_TRANSFER);
    const stone = await restRow(names.stone.category);
    expect(figuresOf(stone)).toEqual(wire(row(ZERO, { scopeTransfer: dec(ZERO_ROW_TRANSFER) })));
    expect(stone.deletable).toBe(false);
    await expect.poll(() => cellTexts(gridRow(g, stone.id))).toEqual(
      screenRow(stone.cost_code, tradeCell(stone), row(ZERO, { scopeTransfer: dec(ZERO_ROW_TRANSFER) })));
    await expect.poll(() => warning(page).innerText()).toBe(warningText(dec(ZERO_ROW_TRANSFER)));
    expect(await g.getByRole('button', { name: /^Delete / }).count()).toBe(0);

    // The opposite transfer on the same key: every figure 0, and Delete appears on that row only.
    await addStoneTransfer(page, `-${ZERO_ROW_TRANSFER}`);
    await expect.poll(() => cellTexts(gridRow(g, stone.id))).toEqual(screenRow(stone.cost_code, tradeCell(stone), row(ZERO), 'Delete'));
    await expect.poll(() => warning(page).count()).toBe(0);
    expect((await restRow(names.stone.category)).deletable).toBe(true);
    const remove = g.getByRole('button', { name: /^Delete / });
    await expect.poll(() => remove.count()).toBe(1);
    expect(await remove.getAttribute('aria-label')).toBe(`Delete ${rowName(names.stone)}`);

    // Cancel keeps it; Delete removes it, from the grid and from REST.
    const question = page.locator('.ant-modal-confirm').filter({ hasText: 'Do you want to delete this record?' });
    await remove.click();
    await clickSettled(page, question.getByRole('button', { name: 'Cancel' }));
    await question.waitFor({ state: 'detached' });
    await gridRow(g, stone.id).waitFor();
    await remove.click();
    await clickSettled(page, question.getByRole('button', { name: 'Delete' }));
    await gridRow(g, stone.id).waitFor({ state: 'detached' });
    expect((await restRows()).map((r) => r.trade)).not.toContain(names.stone.category);
    await expectSummaries(g, expected({ brickHold: HOLD, blockTransfer: TRANSFER, laborTransfer: `-${TRANSFER}` }));
  });

  it('exports the grid as CSV and as an Excel workbook with the figures it shows', async () => {
    const page = currentPage();
    await openTracker(page);
    const g = grid(page);
    const rows = await restRows();
    for (const r of rows) await gridRow(g, r.id).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`project-tracker-${setup.projectUid}.csv`);
    const csv = parseCsv(readFileSync(await download.path(), 'utf8'));
    expect(csv[0]).toEqual(['Cost Code', 'Trade', ...COLUMNS.map(([, title]) => title)]);
    // One line per row, in the grid's order, then the seven summary rows.
    const body = csv.slice(1);
    expect(body).toHaveLength(rows.length + 7);
    const onScreen = await g.locator('.ant-table-row').evaluateAll((els) => els.map((el) => el.getAttribute('data-row-key')));
    expect(onScreen).toEqual(rows.map((r) => String(r.id)));
    for (const [i, r] of rows.entries()) {
      const line = body[i]!;
      expect(line.slice(0, 2)).toEqual([r.cost_code, restRowName(r)]);
      // The file's figures are the grid's: what the grid shows is each one formatted.
      const hand = Object.fromEntries(COLUMNS.map(([k], j) => [k, dec(line[2 + j]!)])) as Hand;
      expect(await cellTexts(gridRow(g, r.id))).toEqual(screenRow(r.cost_code, tradeCell(r), hand, r.deletable ? 'Delete' : ''));
    }
    const labels = ['Total Direct Trades', 'General Conditions', 'Overhead', 'Contractor Fee', 'Expected Overhead', 'Buyout Savings', 'Project Total'];
    const keys = ['totalDirectTrades', 'generalConditions', 'overhead', 'contractorFee', 'expectedOverhead', 'buyoutSavings', 'projectTotal'];
    for (const [i, label] of labels.entries()) {
      const line = body[rows.length + i]!;
      expect(line.slice(0, 2)).toEqual(['', label]);
      const content = i < 2
        ? Object.fromEntries(COLUMNS.map(([k], j) => [k, dec(line[2 + j]!)])) as Hand
        : dec(line[2 + COLUMNS.findIndex(([k]) => k === 'total_revenue')]!);
      if (i >= 2) expect(line.slice(2).filter((v) => v !== '')).toHaveLength(1);
      expect(await cellTexts(summaryRow(g, keys[i]!))).toEqual(screenSummary(label, content));
    }
    // And they are the figures by hand.
    const e = expected({ brickHold: HOLD, blockTransfer: TRANSFER, laborTransfer: `-${TRANSFER}` });
    expect(body.find((l) => l[1] === rowName(names.brick))!.slice(2)).toEqual(COLUMNS.map(([k]) => e.brick[k].toFixed(2)));
    expect(body.find((l) => l[1] === 'Project Total')![2 + COLUMNS.findIndex(([k]) => k === 'total_revenue')]).toBe(contractSum().toFixed(2));

    // The workbook holds the same table: text cells as text, figures as number cells (money and percent formats).
    const [book] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Excel' }).click()]);
    expect(book.suggestedFilename()).toBe(`project-tracker-${setup.projectUid}.xlsx`);
    const sheet = XLSX.read(readFileSync(await book.path())).Sheets['Project Tracker']!;
    const cells = XLSX.utils.sheet_to_json<(string | number | null)[]>(sheet, { header: 1, raw: true, defval: null });
    expect(cells[0]).toEqual(csv[0]);
    expect(cells.slice(1)).toHaveLength(body.length);
    for (const [i, line] of body.entries()) {
      const asCsv = cells[i + 1]!.map((v, j) => (v === null ? '' : j < 2 ? String(v) : dec(v).toFixed(2)));
      expect(asCsv, `workbook line ${i + 1}`).toEqual(line);
    }
  });

  it('the overall tracker lists the project with REST\'s figures, filters by status and opens its tracker; axe', async () => {
    const page = currentPage();
    await login(page, baseUrl, 'companyadmin@demo.test', password);
    await page.waitForURL('**/admin/projects');
    await page.goto(`${baseUrl}/admin/overall-project-tracker`);
    const g = gridNamed(page, 'Overall project tracker');
    await g.waitFor();

    const overall = ok(await api.call<{ data: { projects: OverallProject[] } }>('GET', 'project-tracker/overall'), 'overall').data;
    const mine = overall.projects.find((p) => p.project_uid === setup.projectUid)!;
    expect(mine).toBeDefined();
    const e = expected({ brickHold: HOLD, blockTransfer: TRANSFER, laborTransfer: `-${TRANSFER}` });
    expect(figuresOf(mine.figures)).toEqual(wire(total([e.brick, e.block, e.labor])));
    expect(mine.project_total).toBe(contractSum().toFixed(2));

    const line = await scrollTo(page, g, setup.projectUid);
    const hand = Object.fromEntries(COLUMNS.map(([k]) => [k, dec(mine.figures[k])])) as Hand;
    await expect.poll(() => cellTexts(line)).toEqual([setup.projectUid, names.project, ...COLUMNS.map(([k]) => shown(k, hand[k]))]);
    await expectAccessible(page, '/admin/overall-project-tracker');

    // Completed only: the project (Bidding) is not listed, every line drawn is a Completed project REST lists; Bidding: it is.
    const overallOf = async (status: string) => ok(await api.call<{ data: { projects: OverallProject[]; project_cost: string } }>(
      'GET', `project-tracker/overall?status=${status}`), status).data;
    const listed = async (status: string) => (await overallOf(status)).projects.map((p) => p.project_uid);
    /** The pinned Project Cost is the filtered answer's. */
    const projectCost = async (status: string) => expect.poll(() => cellTexts(summaryRow(g, 'projectCost')))
      .toEqual(screenSummary('Project Cost', dec((await overallOf(status)).project_cost), false));
    const completed = await listed('Completed');
    expect(completed).not.toContain(setup.projectUid);
    await filterStatus(page, 'Completed');
    await expect.poll(async () => {
      const keys = await drawnKeys(g);
      return completed.length === 0 ? keys.length === 0 : keys.length > 0 && keys.every((k) => completed.includes(k ?? ''));
    }).toBe(true);
    expect(await gridRow(g, setup.projectUid).count()).toBe(0);
    await projectCost('Completed');
    await filterStatus(page, 'Completed');
    await filterStatus(page, 'Bidding');
    const bidding = await listed('Bidding');
    expect(bidding).toContain(setup.projectUid);
    await expect.poll(async () => (await drawnKeys(g)).every((k) => bidding.includes(k ?? ''))).toBe(true);
    await projectCost('Bidding');
    const again = await scrollTo(page, g, setup.projectUid);

    // Its project id opens its Project Tracker, with its header.
    await again.getByRole('button', { name: `Open the tracker of ${setup.projectUid}` }).click();
    await page.waitForURL('**/admin/project-tracker');
    const header = page.locator('.ant-descriptions').first();
    await expect.poll(() => header.innerText()).toContain(setup.projectUid);
    expect(await header.innerText()).toContain(names.project);
    await gridRow(grid(page), (await restRow(names.brick.category)).id).waitFor();
  });
});
