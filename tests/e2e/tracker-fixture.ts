// The project tracker's browser tests' fixture (tracker.test.ts): the test's own records, the figures by hand
// (docs/money.md §5–§8, §11), the REST reads, and the screen's locators and steps.
import type { Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { dec, formatMoney, formatPercent, round2, sum, type Decimal } from '@suite/money';
import { openProjectScreen } from '../support/browser.js';
import { choose, clickSettled, dialog, motionsSettled, pickOption, pickTyped } from '../support/antd.js';
import { addLevel, addProject, ensurePosition, ok, restLogin, type RestClient } from '../support/api.js';

const baseUrl = inject('baseUrl');
const apiUrl = inject('apiUrl');
const password = inject('demoPassword');

const stamp = Date.now().toString().slice(-6);
// The test's own records (names carry the stamp), so it depends on no demo tracker row and collides with no other test.
export const names = {
  project: `Tracker Yard ${stamp}`,
  division: `Masonry ${stamp}`,
  subdivision: `Unit Masonry ${stamp}`,
  position: `Masonry Crew ${stamp}`,
  level: `Mason Foreman ${stamp}`,
  // Each trade line on a category of its own: a DT row's trade is its category's name.
  brick: { category: `Brick veneer ${stamp}`, part: `Face brick ${stamp}` },
  block: { category: `Block walls ${stamp}`, part: `CMU block ${stamp}` },
  // A part with no line anywhere: the all-zero row of the delete test.
  stone: { category: `Stone sills ${stamp}`, part: `Cast stone ${stamp}` },
  sheet: `Brick payroll ${stamp}`,
};
// The bid (weekly): one labor line at an entered cost per week, two trade lines; a payroll direct cost on the brick.
const LABOR = { quantity: '2', units: '3', costPerUnit: '1650.00' };
const BRICK = { cost: '1200.00', units: '4' };
const BLOCK = { cost: '87.50', units: '20' };
const STONE_COST = '45.00';
const DIRECT_COST_UNITS = '1';
const MARKUP = '10';
export const HOLD = '300';
export const TRANSFER = '250';
export const ZERO_ROW_TRANSFER = '500';

// The grid's figure columns in the order of docs/projects.md §2.11, by their REST names.
export const COLUMNS = [
  ['final_run', 'Final Run'], ['scope_transfer', 'Scope Transfer'], ['adjusted_budget', 'Adjusted Budget'],
  ['change_order_totals', 'Change Order Totals'], ['total_revenue', 'Total Revenue'], ['sub_contractors', 'Sub Contractors'],
  ['subcontractor_change_orders', 'Subcontractor Change Orders'], ['holds', 'Holds'], ['sub_contract_totals', 'Sub Contract Totals'],
  ['direct_cost_totals', 'Direct Cost Totals'], ['final_cost', 'Final Cost'], ['over_under_budget', 'Under/(Over) Budget'],
  ['billing_to_date', 'Billing To Date'], ['payment_received', 'Payment Received'], ['cost_to_date', 'Cost To Date'],
  ['net_profit_to_date', 'Net Profit To Date'], ['percent_complete', 'Percent Complete'], ['revenue_remaining', 'Revenue Remaining'],
  ['cost_remaining', 'Cost Remaining'], ['balance', 'Balance'],
] as const;
type FigureKey = (typeof COLUMNS)[number][0];
type Figures = Record<FigureKey, string>;
export type Hand = Record<FigureKey, Decimal>;

interface RestRow extends Figures {
  id: number; project_uid: string; typee: 'IL' | 'DT'; cost_code: string; trade: string; committed: boolean; deletable: boolean;
  category: string | null; part: string | null; position: string | null;
}
/** The trade cell's text: the trade, then the part (DT) or position (IL) shown under it. */
export const tradeCell = (r: Pick<RestRow, 'typee' | 'trade' | 'part' | 'position'>) => r.trade + ((r.typee === 'IL' ? r.position : r.part) ?? '');
/** A row's name in its controls' labels: 'Holds of {trade} – {part or position}'. */
export const rowName = (p: { category: string; part: string }) => `${p.category} – ${p.part}`;
/** The same name of a REST row (a direct cost without lines has neither part nor position: its trade alone). */
export const restRowName = (r: Pick<RestRow, 'typee' | 'trade' | 'part' | 'position'>) => {
  const detail = r.typee === 'IL' ? r.position : r.part;
  return detail ? `${r.trade} – ${detail}` : r.trade;
};
interface ProjectTotal {
  project_total: string; total_revenue: string; overhead: string; contractor_fee: string; contract_sum_to_date: string;
  scope_transfer_net: string; difference: string; balanced: boolean;
}
interface Summary { total: Figures; total_direct_trades: Figures; general_conditions: Figures }
export interface OverallProject { project_uid: string; project_name: string; status: string; figures: Figures; project_total: string }

interface Setup {
  projectUid: string;
  ids: { division: number; subdivision: number; position: number; level: number; brick: number; block: number; stone: number };
  burdenWeekly: string;
  burdenAnnual: string;
}
export let setup: Setup;
export let api: RestClient;

/** A POST answering 201 (or 200): its body. */
async function created<T>(reply: Promise<{ status: number; body: T }>, what: string): Promise<T> {
  const r = await reply;
  if (r.status !== 201 && r.status !== 200) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

async function createRecords(): Promise<Setup> {
  const units = ok(await api.call<{ data: { ID: number }[] }>('GET', 'directtrade/uperm'), 'units').data;
  const division = ok(await api.call<{ data: { id: number } }>('POST', 'divisionname', { division_name: names.division, division_id: '' }), 'division').data;
  const sub = ok(await api.call<{ data: { subdivision_id: number } }>('POST', 'division/subdivision', {
    subdivision_name: names.subdivision, division_id: division.id, division_name: names.division,
  }), 'subdivision').data;
  const part = async (p: { category: string; part: string }, cost: string, code: string) => {
    const category = ok(await api.call<{ data: { category_id: number } }>('POST', 'division/category', {
      category_name: p.category, subdivision_id: sub.subdivision_id,
    }), 'category').data;
    await created(api.call('POST', 'directtrade/parts', {
      part_hold: p.part, category_id: category.category_id, cost_per_unit: cost, u_per_m_id: units[0]!.ID, cost_code: code,
    }), `part ${p.part}`);
    const found = ok(await api.call<{ data: { id?: number; ID?: number; part_hold: string }[] }>(
      'GET', `directtrade/parts?category_id=${category.category_id}&all=true`), 'parts').data.find((x) => x.part_hold === p.part)!;
    return { category: category.category_id, part: Number(found.id ?? found.ID) };
  };
  const brick = await part(names.brick, BRICK.cost, `04-21-${stamp}`);
  const block = await part(names.block, BLOCK.cost, `04-22-${stamp}`);
  const stone = await part(names.stone, STONE_COST, `04-72-${stamp}`);
  const positionId = await ensurePosition(api, names.position);
  const levelId = await addLevel(api, positionId, names.position, names.level, `04-01-${stamp}`);
  const burden = ok(await api.call<{ data: { weekly: string; annually: string } }>('GET', 'overhead/costeachfieldsemployeecarries'), 'burden').data;

  const projectUid = await addProject(api, { uidNumber: `7${stamp}`, name: names.project, markup: { fixed: MARKUP } });
  const bid = ok(await api.call<{ data: { id: number; version: number } }>('POST', 'setup/bid', {
    project_uid: projectUid, division_id: division.id, subdivision_id: sub.subdivision_id,
  }), 'bid').data;
  // Every bid write sends the version it read (issue 30 §5); each answers the bid's next one.
  let version = ok(await api.call<{ bid: { version: number } }>('POST', 'division/internallabour', {
    bidsheet_id: bid.id, position: positionId, level: levelId, quantity: LABOR.quantity, units: LABOR.units, costperunit: LABOR.costPerUnit,
    version: bid.version,
  }), 'labor line').bid.version;
  for (const [p, line] of [[brick, BRICK], [block, BLOCK]] as const) {
    version = ok(await api.call<{ bid: { version: number } }>('POST', 'directtrade', {
      bidsheet_id: bid.id, sub_division: sub.subdivision_id, category_id: p.category, part: p.part, units: line.units, subcontractor: [],
      version,
    }), 'trade line').bid.version;
  }
  const dc = (await created(api.call<{ data: { id: number } }>('POST', 'directcostsheet', {
    project_uid: projectUid, sheet_name: names.sheet, division_id: division.id, subdivision_id: sub.subdivision_id,
    vendor_status: false, subcontractor_status: false, payroll_status: true, date: '2026-10-14', total: '0',
    // Charged to the brick row its line is on (docs/money.md §10).
    charge_row: `DT:${division.id}:${sub.subdivision_id}:${brick.category}:${brick.part}`,
  }), 'direct cost')).data;
  await created(api.call('POST', 'directtrade/DC', {
    direct_cost_id: dc.id, sub_division: sub.subdivision_id, category_id: brick.category, part: brick.part, units: DIRECT_COST_UNITS,
  }), 'direct cost line');
  return {
    projectUid,
    ids: { division: division.id, subdivision: sub.subdivision_id, position: positionId, level: levelId, brick: brick.part, block: block.part, stone: stone.part },
    burdenWeekly: burden.weekly,
    burdenAnnual: burden.annually,
  };
}

/** The test's records, created once per file (beforeAll): a project with a weekly bid and a payroll direct cost. */
export async function prepareTrackerProject(): Promise<void> {
  api = await restLogin(apiUrl, 'companyadmin@demo.test', password);
  setup = await createRecords();
}

// ---------- the figures by hand (docs/money.md §5–§8, §11) ----------

export const ZERO = dec(0);
const laborTotal = () => round2(dec(LABOR.quantity).times(LABOR.units).times(LABOR.costPerUnit));
const brickTotal = () => round2(dec(BRICK.cost).times(BRICK.units));
const blockTotal = () => round2(dec(BLOCK.cost).times(BLOCK.units));
const directCost = () => round2(dec(BRICK.cost).times(DIRECT_COST_UNITS));
/** docs/money.md §5: quantity × hours × the burden's annual figure / 2080; the bid is weekly, so hours = units × 40. */
export const overhead = () => round2(dec(LABOR.quantity).times(dec(LABOR.units).times(40)).times(setup.burdenAnnual).div(2080));
/** §8: fixed markup on BidTotals + OverheadCost. */
export const contractorFee = () => round2(laborTotal().plus(brickTotal()).plus(blockTotal()).plus(overhead()).times(MARKUP).div(100));
/** §8: the project's TotalCost, the contract sum to date with no change order (§9). */
export const contractSum = () => laborTotal().plus(brickTotal()).plus(blockTotal()).plus(overhead()).plus(contractorFee());

/** §11 percent complete: cost to date over final cost, within 0–100, 0 when final cost ≤ 0. */
export function percent(costToDate: Decimal, finalCost: Decimal): Decimal {
  if (!finalCost.greaterThan(0)) return ZERO;
  const p = round2(costToDate.div(finalCost).times(100));
  return p.greaterThan(100) ? dec(100) : p.lessThan(0) ? ZERO : p;
}

/** §11 for a row with no commitment (no subcontractor selected), no change order and payroll (other) costs only. */
export function row(finalRun: Decimal, { scopeTransfer = ZERO, holds = ZERO, directCosts = ZERO } = {}): Hand {
  const adjusted = finalRun.plus(scopeTransfer);
  const revenue = adjusted;
  const finalCost = holds.plus(revenue.greaterThan(directCosts) ? revenue : directCosts);
  return {
    final_run: finalRun, scope_transfer: scopeTransfer, adjusted_budget: adjusted, change_order_totals: ZERO, total_revenue: revenue,
    sub_contractors: ZERO, subcontractor_change_orders: ZERO, holds, sub_contract_totals: ZERO, direct_cost_totals: directCosts,
    final_cost: finalCost, over_under_budget: revenue.minus(finalCost), billing_to_date: ZERO, payment_received: ZERO,
    cost_to_date: directCosts, net_profit_to_date: ZERO.minus(directCosts), percent_complete: percent(directCosts, finalCost),
    revenue_remaining: revenue, cost_remaining: finalCost.minus(directCosts), balance: revenue.minus(finalCost.minus(directCosts)),
  };
}

/** A summary's figures: every column summed, percent complete recomputed from its own sums. */
export function total(rows: Hand[]): Hand {
  const out = Object.fromEntries(COLUMNS.map(([k]) => [k, sum(rows.map((r) => r[k]))])) as Hand;
  out.percent_complete = percent(out.cost_to_date, out.final_cost);
  return out;
}

/** The figures as REST writes them: decimal text with two places. */
export const wire = (h: Hand): Figures => Object.fromEntries(COLUMNS.map(([k]) => [k, h[k].toFixed(2)])) as Figures;
export const figuresOf = (f: Figures): Figures => Object.fromEntries(COLUMNS.map(([k]) => [k, dec(f[k]).toFixed(2)])) as Figures;

interface State { brickHold?: string; blockTransfer?: string; laborTransfer?: string }
/** The three rows and the summary figures after the changes in `s`. */
export function expected(s: State = {}) {
  const brick = row(brickTotal(), { holds: dec(s.brickHold ?? 0), directCosts: directCost() });
  const block = row(blockTotal(), { scopeTransfer: dec(s.blockTransfer ?? 0) });
  const labor = row(laborTotal(), { scopeTransfer: dec(s.laborTransfer ?? 0) });
  const trades = total([brick, block]);
  const general = total([labor]);
  const projectTotal = total([brick, block, labor]).total_revenue.plus(overhead()).plus(contractorFee());
  return { brick, block, labor, trades, general, projectTotal, difference: projectTotal.minus(contractSum()) };
}

// ---------- REST ----------

export const restRows = async () => ok(await api.call<{ data: RestRow[] }>('GET', `project-tracker/projectuid/${setup.projectUid}`), 'tracker rows').data;
export const restSummary = async () => ok(await api.call<{ data: Summary }>('GET', `calculate-project-tracker/projectuid/${setup.projectUid}`), 'summary').data;
export const restTotal = async () => ok(await api.call<{ data: ProjectTotal }>('GET', `project-tracker/total-project-cost/projectuid/${setup.projectUid}`), 'total').data;
export const restOne = async (path: string) => ok(await api.call<{ data: Record<string, string> }>('GET', `${path}/projectuid/${setup.projectUid}`), path).data;

/** The row of a trade (its category's or its level's name). */
export async function restRow(trade: string): Promise<RestRow> {
  const found = (await restRows()).find((r) => r.trade === trade);
  if (!found) throw new Error(`no tracker row ${trade}`);
  return found;
}

// ---------- the screen ----------

/** A tracker grid: antd draws its header and its pinned summary as two labelled tables around the virtual body. */
export const gridNamed = (page: Page, label: string) => page.locator('.ant-table-wrapper').filter({ has: page.locator(`table[aria-label="${label}"]`) });
export const grid = (page: Page) => gridNamed(page, 'Project tracker');
export const gridRow = (scope: Locator, key: string | number) => scope.locator(`.ant-table-row[data-row-key="${key}"]`);
export const summaryRow = (scope: Locator, key: string) => scope.locator(`tr[data-summary="${key}"]`);

/** What each cell of a row shows: an input's value where a figure is edited in place, else its text. */
export const cellTexts = (row: Locator) => row.locator('.ant-table-cell').evaluateAll((cells) =>
  cells.map((c) => (c.querySelector('input') as HTMLInputElement | null)?.value ?? (c.textContent ?? '').trim()));

/** A figure as the grid shows it: money in dollars, percent complete with '%'. */
export const shown = (key: FigureKey, value: Decimal) => (key === 'percent_complete' ? formatPercent(value)
  : key === 'over_under_budget' && value.isNegative() && !value.isZero() ? `(${formatMoney(value.abs())})` : formatMoney(value));
/** An amount in an editing cell: grouped, two places, no '$'. */
const editing = (value: Decimal) => formatMoney(value).replace('$', '');

/** A tracker row as the screen shows it: cost code, trade, the figures (scope transfer and holds in their inputs), Actions. */
export function screenRow(costCode: string, trade: string, h: Hand, action = ''): string[] {
  return [costCode, trade, ...COLUMNS.map(([k]) => (k === 'scope_transfer' || k === 'holds' ? editing(h[k]) : shown(k, h[k]))), action];
}
/** A pinned summary row: its label, all figures or one amount under Total Revenue; the Actions cell empty. */
export function screenSummary(label: string, content: Hand | Decimal, actions = true): string[] {
  const cells = COLUMNS.map(([k]) => ('final_run' in content ? shown(k, (content as Hand)[k]) : k === 'total_revenue' ? formatMoney(content as Decimal) : ''));
  return ['', label, ...cells, ...(actions ? [''] : [])];
}

/** Every pinned row of the project tracker, by the figures of `e`. */
export async function expectSummaries(scope: Locator, e: ReturnType<typeof expected>) {
  await expect.poll(() => cellTexts(summaryRow(scope, 'totalDirectTrades'))).toEqual(screenSummary('Total Direct Trades', e.trades));
  await expect.poll(() => cellTexts(summaryRow(scope, 'generalConditions'))).toEqual(screenSummary('General Conditions', e.general));
  await expect.poll(() => cellTexts(summaryRow(scope, 'overhead'))).toEqual(screenSummary('Overhead', overhead()));
  await expect.poll(() => cellTexts(summaryRow(scope, 'contractorFee'))).toEqual(screenSummary('Contractor Fee', contractorFee()));
  await expect.poll(() => cellTexts(summaryRow(scope, 'expectedOverhead'))).toEqual(screenSummary('Expected Overhead', overhead()));
  await expect.poll(() => cellTexts(summaryRow(scope, 'buyoutSavings'))).toEqual(screenSummary('Buyout Savings', ZERO));
  await expect.poll(() => cellTexts(summaryRow(scope, 'projectTotal'))).toEqual(screenSummary('Project Total', e.projectTotal));
}

/** Signs in, selects the test's project from All Projects and opens its Project Tracker. */
export async function openTracker(page: Page) {
  await openProjectScreen(page, { baseUrl, email: 'companyadmin@demo.test', password }, setup.projectUid, 'Project Tracker', '/admin/project-tracker');
  await grid(page).waitFor();
}

/** Types an amount into an in-place cell and commits it with Enter; waits until the cell is enabled again. */
export async function enter(page: Page, label: string, amount: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(amount);
  await input.press('Enter');
  await expect.poll(() => input.isEnabled()).toBe(true);
}

export const warningText = (difference: Decimal) =>
  `Scope transfers do not net to zero: Project Total differs from the contract sum to date by ${formatMoney(difference)}.`;
export const warning = (page: Page) => page.locator('.ant-alert-warning');

/** Add Scope Transfer in Direct Trade mode on the stone part. */
export async function addStoneTransfer(page: Page, amount: string) {
  await page.getByRole('button', { name: 'Add Scope Transfer' }).click();
  const form = dialog(page, 'Add Scope Transfer');
  await form.waitFor();
  await motionsSettled(page);
  await form.getByRole('radio', { name: 'Direct Trade' }).check();
  await pickTyped(page, form, 'Division', names.division);
  await pickTyped(page, form, 'Sub Division', names.subdivision);
  await pickTyped(page, form, 'Category', names.stone.category);
  await pickOption(page, form, 'Part', names.stone.part);
  await form.locator('#st-amount').fill(amount);
  await clickSettled(page, form.getByRole('button', { name: 'Submit' }));
  await form.waitFor({ state: 'detached' });
}

/** CSV text as rows of fields (RFC 4180 quoting). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let field = '';
  let line: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') { field += '"'; i += 1; } else if (ch === '"') quoted = false; else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') { line.push(field); field = ''; } else if (ch === '\n') { line.push(field.replace(/\r$/, '')); rows.push(line); line = []; field = ''; } else field += ch;
  }
  if (field !== '' || line.length > 0) { line.push(field); rows.push(line); }
  return rows;
}


/** Scrolls a virtualized grid from the top until the row with this key is drawn; the row. */
export async function scrollTo(page: Page, scope: Locator, key: string): Promise<Locator> {
  const target = gridRow(scope, key);
  await scope.locator('.ant-table-row').first().waitFor();
  const body = scope.locator('.ant-table-tbody-virtual-holder');
  await body.hover();
  // From the top: a filter may have left the list scrolled past the row.
  await page.mouse.wheel(0, -1_000_000);
  await expect.poll(() => body.evaluate((el) => el.scrollTop)).toBe(0);
  for (let i = 0; i < 200 && (await target.count()) === 0; i += 1) {
    const before = await scope.locator('.ant-table-row').first().getAttribute('data-row-key');
    await page.mouse.wheel(0, 400);
    await expect.poll(async () => (await target.count()) > 0 || (await scope.locator('.ant-table-row').first().getAttribute('data-row-key')) !== before
      || (await atBottom(body))).toBe(true);
    if ((await target.count()) === 0 && (await atBottom(body))) break;
  }
  await target.waitFor();
  await target.scrollIntoViewIfNeeded();
  return target;
}

export const drawnKeys = (scope: Locator) => scope.locator('.ant-table-row').evaluateAll((els) => els.map((el) => el.getAttribute('data-row-key')));

/** Toggles a status in the overall tracker's filter (a multiple select) and closes its dropdown. */
export async function filterStatus(page: Page, status: string) {
  // Once opened, the select's listbox carries the same name: open it by its combobox.
  await choose(page, page.getByRole('combobox', { name: 'Status filter' }), status);
  await page.keyboard.press('Escape');
  await motionsSettled(page);
}

const atBottom = (holder: Locator) => holder.evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 1);
