import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { dec, formatMoney, round2 } from '@suite/money';
import { login, openProjectScreen, useBrowserPage } from '../support/browser.js';
import { clickSettled, dialog, pickOption } from '../support/antd.js';
import { ok } from '../support/api.js';
import { expectAccessible } from '../support/axe.js';
import { api, names, prepareTrackerProject, restRow, setup } from './tracker-fixture.js';

// Subcontracts (issue 33) in the browser: the tracker fixture's project (one bid with a brick and a block trade line) gets a
// subcontractor of the test's own with amounts on both lines, selected; the screen awards it, adds a change order, takes a
// billing that is approved and paid, and the waiver PDF and the tracker's commitment columns follow (docs/money.md §15).
const baseUrl = inject('baseUrl');
const password = inject('demoPassword');
const currentPage = useBrowserPage();
const work = mkdtempSync(join(tmpdir(), 'e2e-subcontracts-'));
const stamp = Date.now().toString().slice(-6);

const SUB_NAME = `Brickworks ${stamp}`;
const BRICK_AMOUNT = dec('4000.00');
const BLOCK_AMOUNT = dec('1500.00');
const SCO = dec('250.00');
const BILLED = dec('1000.00');
const RATE = dec('10');
const REFERENCE = `CHK ${stamp}`;

/** The text of a PDF (poppler's pdftotext, layout kept). */
function pdfText(bytes: Buffer, name: string): string {
  const file = join(work, name);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true }).first().waitFor();
const money = formatMoney;
const heading = (page: Page, number: string) => page.getByTestId(`commitment-${number}`);

beforeAll(async () => {
  await prepareTrackerProject();
  // A subcontractor of the test's own, on the bid with an amount on each trade line, and selected (docs/money.md §15).
  const sub = ok(await api.call<{ data: { sub_cont_info: { id: number } } }>('POST', 'contractor', {
    sub_cont_info: { company_name: SUB_NAME, email: `bricks${stamp}@masonry.test`, phone_number: '(512) 555-0190', working_states: ['TX'], labors_and_design: ['Open Shop'] },
    addresses: [{ address_1: '4 Mortar Lane', city: 'Austin', state: 'Texas', state_code: 'TX', zip: '78701' }],
    managers: [{ first_name: 'Bo', last_name: 'Brick', email: `bo${stamp}@masonry.test`, phone: '(512) 555-0191' }],
    divisions: [{ division_id: setup.ids.division }], subdivisions: [{ subdivision_id: setup.ids.subdivision }],
  }), 'subcontractor').data.sub_cont_info;
  const bid = ok(await api.call<{ data: { id: number; version: number }[] }>('GET', `setup/bid/projectuid/${setup.projectUid}`), 'bids').data[0]!;
  let version = ok(await api.call<{ data: { version: number } }>('PUT', `bidsheet/addsubcontractor/${bid.id}`, { sub_contractor: [{ id: sub.id }], version: bid.version }), 'add').data.version;
  const lines = ok(await api.call<{ data: { trades: { id: number; part_id: number }[] } }>('GET', `bidsheet/lines?bid_ids=${bid.id}`), 'lines').data.trades;
  for (const [part, amount] of [[setup.ids.brick, BRICK_AMOUNT], [setup.ids.block, BLOCK_AMOUNT]] as const) {
    const line = lines.find((l) => l.part_id === part)!;
    version = ok(await api.call<{ bid: { version: number } }>('PUT', `directtrade/${line.id}`, {
      subcontractor: [{ subcontractor_id: sub.id, subcontractor_amount: amount.toFixed(2) }], version,
    }), 'amount').bid.version;
  }
  ok(await api.call('POST', 'bidsheet/selectedsubcontractor', { bidsheet_id: bid.id, selected_subcontractor_id: sub.id, version }), 'select');
}, 120_000);

describe('subcontracts (issue 33)', () => {
  it('awards the bid, adds a change order, approves and pays a billing; the ledger, the waiver PDF and the tracker follow', async () => {
    const page = currentPage();
    const brickBefore = await restRow(names.brick.category);
    await openProjectScreen(page, { baseUrl, email: 'companyadmin@demo.test', password }, setup.projectUid, 'Subcontracts', '/admin/subcontracts');
    await page.getByRole('heading', { level: 1, name: 'Subcontracts' }).waitFor();

    // Award from bid: the bid with its selected subcontractor, the project's retainage rate by default.
    await page.getByRole('button', { name: 'Award from bid', exact: true }).click();
    const award = dialog(page, 'Award from bid');
    await pickOption(page, award, 'Bid', SUB_NAME);
    await award.getByLabel('Retainage Rate (%)', { exact: true }).fill(RATE.toFixed(2));
    await clickSettled(page, award.getByRole('button', { name: 'Award', exact: true }));
    await heading(page, 'SC-001').waitFor();
    const contract = BRICK_AMOUNT.plus(BLOCK_AMOUNT);
    const totalRow = page.locator('tr[data-row-key^="t-"]').first();
    await expect.poll(async () => (await totalRow.locator('td').allInnerTexts())[7]).toBe(money(contract));
    await expectAccessible(page, '/admin/subcontracts with a subcontract');

    // A change order: +250.00 on the brick line; the contract total moves.
    await heading(page, 'SC-001').getByRole('button', { name: 'Change Order', exact: true }).click();
    const sco = dialog(page, 'Change order on SC-001');
    await sco.getByLabel('Reason', { exact: true }).fill('Extra courses');
    await sco.getByLabel(new RegExp(`^Amount of .*${names.brick.part}$`)).fill(SCO.toFixed(2));
    await clickSettled(page, sco.getByRole('button', { name: 'Add Change Order', exact: true }));
    await toast(page, 'Change order added to SC-001.');
    await expect.poll(async () => (await totalRow.locator('td').allInnerTexts())[10]).toBe(money(contract.plus(SCO)));

    // A billing of 1,000.00 on the brick line, approved: retainage held 10 %.
    await heading(page, 'SC-001').getByRole('button', { name: 'Billing', exact: true }).click();
    const billing = dialog(page, 'Billing on SC-001');
    await billing.getByLabel(new RegExp(`^Amount of .*${names.brick.part}$`)).fill(BILLED.toFixed(2));
    await clickSettled(page, billing.getByRole('button', { name: 'Submit Billing', exact: true }));
    await toast(page, 'Billing submitted.');
    await heading(page, 'SC-001').getByRole('button', { name: 'View SC-001' }).click();
    const details = page.getByTestId('commitment-details');
    await details.getByRole('button', { name: 'Approve billing 1' }).click();
    await clickSettled(page, page.locator('.ant-modal-confirm').getByRole('button', { name: 'Approve', exact: true }));
    await toast(page, 'Billing approved.');
    const retainage = round2(BILLED.times(RATE).div(100));
    const unpaid = BILLED.minus(retainage);
    await expect.poll(async () => (await totalRow.locator('td').allInnerTexts()).slice(11)).toEqual(
      [money(BILLED), money(retainage), money(BILLED), money(dec(0)), money(unpaid), money(contract.plus(SCO).minus(BILLED))],
    );

    // Paid in full of the unpaid bills: the payment lacks its signed waiver; the waiver PDF carries the amount and the through-date.
    await heading(page, 'SC-001').getByRole('button', { name: 'Payment', exact: true }).click();
    const pay = dialog(page, 'Payment on SC-001');
    await pay.getByLabel('Amount', { exact: true }).fill(unpaid.toFixed(2));
    await pay.getByLabel('Check / Reference', { exact: true }).fill(REFERENCE);
    await clickSettled(page, pay.getByRole('button', { name: 'Record', exact: true }));
    await toast(page, 'Payment recorded.');
    await details.getByText('Waiver missing').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), details.getByRole('button', { name: /^Waiver \(conditional/ }).click()]);
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes, 'waiver.pdf');
    expect(text).toMatch(/conditional/i);
    expect(text).toContain(money(unpaid).replace('$', ''));
    expect(text).toContain(SUB_NAME);

    // The tracker: the brick row's commitment is the subcontract's line plus its change order; the approved billing is cost
    // to date once (docs/subcontracts.md §5).
    const brick = await restRow(names.brick.category);
    expect(dec(brick.sub_contractors).toFixed(2)).toBe(BRICK_AMOUNT.toFixed(2));
    expect(dec(brick.subcontractor_change_orders).toFixed(2)).toBe(SCO.toFixed(2));
    expect(dec(brick.sub_contract_totals).toFixed(2)).toBe(BRICK_AMOUNT.plus(SCO).toFixed(2));
    expect(dec(brick.cost_to_date).minus(dec(brickBefore.cost_to_date)).toFixed(2)).toBe(BILLED.toFixed(2));
  }, 240_000);

  it("the bid sheet shows the bid awarded with a link to its subcontract", async () => {
    const page = currentPage();
    await openProjectScreen(page, { baseUrl, email: 'companyadmin@demo.test', password }, setup.projectUid, 'Bid Sheet', '/admin/bid-sheet');
    const card = page.getByTestId('awarded-bids');
    await card.getByText(SUB_NAME).waitFor();
    await card.getByRole('link', { name: 'SC-001' }).click();
    await page.waitForURL('**/admin/subcontracts?view=*');
    await page.getByTestId('commitment-details').waitFor();
  });

  it('an invited subcontractor (role 13) has no Subcontracts menu entry and the ledger address is the 404 page: no other subcontractor is shown', async () => {
    const page = currentPage();
    await login(page, baseUrl, 'sub@demo.test', password);
    await page.waitForURL('**/admin/select-companies');
    await page.getByLabel('Company').fill('Demo');
    await page.locator('.ant-select-item-option', { hasText: 'Demo Construction Co' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/admin/projects');
    // No Subcontracts menu entry and no ledger address for role 13.
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('menuitem', { name: 'All Projects' }).waitFor();
    expect(await menu.getByRole('menuitem', { name: 'Subcontracts' }).count()).toBe(0);
    await page.goto(`${baseUrl}/admin/subcontracts`);
    await page.getByText('404').first().waitFor();
    expect(await page.getByText(SUB_NAME).count()).toBe(0);
  });
});
