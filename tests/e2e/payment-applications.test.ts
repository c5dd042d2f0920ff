import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { dec, formatMoney, formatPercent, round2, type Decimal } from '@suite/money';
import { login, openProjectScreen, readReceivedMail, useBrowserPage } from '../support/browser.js';
import { clickSettled, dialog, motionsSettled } from '../support/antd.js';
import { ok } from '../support/api.js';
import { expectAccessible } from '../support/axe.js';
import {
  api, cellTexts as trackerCells, COLUMNS, contractSum, grid, names, prepareTrackerProject, restSummary, restTotal, setup, summaryRow,
} from './tracker-fixture.js';

// Billing the owner (issue 32) in the browser: the tracker fixture's project (one weekly bid, so one SOV line whose C is
// the project's TotalCost) gets its first application, filled, submitted, certified for less than asked and paid in
// part; the tracker's billing columns, the G702 PDF's text and the mail to the owner follow (docs/money.md §12).
const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');
const password = inject('demoPassword');
const currentPage = useBrowserPage();
const work = mkdtempSync(join(tmpdir(), 'e2e-billing-'));

// What the test enters: E is 40 % of C (to the cent), F a stored-materials balance, and the owner's answers.
const STORED = dec('1000.00');
const SHORT = dec('250.00');
const PAYMENT = dec('5000.00');
const REFERENCE = 'Check 7001';

/** The text of a PDF (poppler's pdftotext, layout kept so a line's label and amount stay on one line). */
function pdfText(bytes: Buffer, name: string): string {
  const file = join(work, name);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** The application's figures by hand (docs/money.md §12): one bid line, retainage 10 % on work and stored materials. */
function expected() {
  const c = contractSum();
  const e = round2(c.times('0.4'));
  const g = e.plus(STORED);
  const retainage = round2(e.times('0.10')).plus(round2(STORED.times('0.10')));
  const earned = g.minus(retainage);
  return {
    c, e, g, retainage, earned, percent: round2(g.div(c).times(100)), balance: c.minus(g),
    lines: [c, dec(0), c, g, round2(e.times('0.10')), round2(STORED.times('0.10')), retainage, earned, dec(0), earned, c.minus(earned)],
  };
}

/** The tracker's Project Total billing to date and payment received (docs/billing.md §4: line 4 and Σ payments). */
const trackerBilling = async () => {
  const total = (await restTotal()) as unknown as { billing_to_date: string; payment_received: string };
  return [total.billing_to_date, total.payment_received];
};
/** The index of a tracker figure column among a summary row's cells (the two lead cells first). */
const trackerColumn = (key: (typeof COLUMNS)[number][0]) => 2 + COLUMNS.findIndex(([k]) => k === key);

const money = (d: Decimal) => formatMoney(d);
const entry = (d: Decimal) => d.toFixed(2);
const sovRow = (page: Page) => page.locator('.ant-table-row').filter({ has: page.getByLabel('This period of item 1', { exact: true }) });
const cellTexts = (row: Locator) => row.locator('td').evaluateAll((cells) => cells.map((td) => (td.querySelector('input') as HTMLInputElement | null)?.value ?? td.textContent ?? ''));
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true }).first().waitFor();

beforeAll(async () => {
  await prepareTrackerProject();
});

describe('payment applications (issue 32)', () => {
  it('fills an application\'s E and F with G, %, H and I following, submits it, certifies less than asked, records a payment; the tracker, the Payment Report, the G702 PDF and the mail to the owner carry the figures', async () => {
    const page = currentPage();
    const x = expected();
    // Nothing billed yet: the tracker's billing columns are 0.
    expect(await trackerBilling()).toEqual(['0.00', '0.00']);
    await openProjectScreen(page, { baseUrl, email: 'companyadmin@demo.test', password }, setup.projectUid, 'Payment Application', '/admin/payment-application');
    await page.getByRole('heading', { level: 1, name: 'Payment Application' }).waitFor();
    await page.getByText('No payment application yet.').waitFor();
    await expectAccessible(page, '/admin/payment-application with no application');

    // The first application: this month, starting from nothing.
    await page.getByRole('button', { name: 'New application', exact: true }).click();
    const create = dialog(page, 'New application');
    await clickSettled(page, create.getByRole('button', { name: 'Create', exact: true }));
    await toast(page, 'Payment application 1 created.');
    const e = page.getByLabel('This period of item 1', { exact: true });
    await e.waitFor();
    // A: item 1; B: the bid; C: the whole TotalCost (the only bid); nothing billed yet.
    const first = await cellTexts(sovRow(page));
    expect(first[0]).toBe('1');
    expect(first[1]).toBe(`${names.division} - ${names.subdivision}`);
    expect(first.slice(2)).toEqual([money(x.c), money(dec(0)), '0.00', '0.00', money(dec(0)), '0.00%', money(x.c), money(dec(0))]);
    await expectAccessible(page, '/admin/payment-application with a Draft');

    // E and F typed in place: G, %, H and I follow before anything is saved; Enter saves.
    await e.fill(entry(x.e));
    const f = page.getByLabel('Materials presently stored of item 1', { exact: true });
    await f.fill(entry(STORED));
    const typed = await cellTexts(sovRow(page));
    expect(typed.slice(6)).toEqual([money(x.g), formatPercent(x.percent), money(x.balance), money(x.retainage)]);
    await f.press('Enter');
    await toast(page, 'Lines saved.');
    const project = ok(await api.call<{ data: { applications: { id: number; summary: Record<string, string>; lines: { completed_stored: string; retainage: string }[] }[] } }>(
      'GET', `payment-application/projectuid/${setup.projectUid}`), 'billing').data;
    const app = project.applications[0]!;
    expect(app.lines[0]).toMatchObject({ completed_stored: x.g.toFixed(2), retainage: x.retainage.toFixed(2) });
    expect(app.summary.current_payment_due).toBe(x.earned.toFixed(2));
    await expect.poll(() => page.getByTestId('payment-due').innerText()).toBe(money(x.earned));

    // Submit: asked first, then frozen.
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await clickSettled(page, page.locator('.ant-modal-confirm').getByRole('button', { name: 'Submit', exact: true }));
    await toast(page, 'Payment application submitted.');
    await expect.poll(() => page.getByLabel('This period of item 1', { exact: true }).count()).toBe(0);
    await page.getByTestId('application-status').getByText('Submitted').waitFor();

    // Certified for less than asked (line 8 − 250.00).
    const certified = x.earned.minus(SHORT);
    await page.getByRole('button', { name: 'Certify', exact: true }).click();
    const certify = dialog(page, 'Certify application 1');
    await certify.getByLabel('Amount Certified', { exact: true }).fill(entry(certified));
    await expectAccessible(page, '/admin/payment-application: Certify dialog');
    await clickSettled(page, certify.getByRole('button', { name: 'Certify', exact: true }));
    await toast(page, 'Certificate recorded.');
    await page.getByTestId('application-status').getByText('Certified').waitFor();

    // A payment received against it, in part.
    await page.getByRole('button', { name: 'Record Payment', exact: true }).click();
    const pay = dialog(page, 'Record payment on application 1');
    await pay.getByLabel('Amount', { exact: true }).fill(entry(PAYMENT));
    await pay.getByLabel('Reference', { exact: true }).fill(REFERENCE);
    await clickSettled(page, pay.getByRole('button', { name: 'Record', exact: true }));
    await toast(page, 'Payment recorded.');

    // The tracker's billing columns moved (docs/money.md §12, last bullet): its Project Total bills line 4 and has received the
    // payment, to the cent.
    expect(await trackerBilling()).toEqual([x.g.toFixed(2), PAYMENT.toFixed(2)]);

    // The G702 PDF: lines 1–9 with the REST figures.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download G702 PDF' }).click()]);
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes, 'g702.pdf');
    for (const amount of x.lines) expect(text).toContain(money(amount).replace('$', ''));
    expect(text).toContain(money(certified).replace('$', ''));
    for (const label of ['Original Contract Sum', 'Net Change by Change Orders', 'Contract Sum to Date', 'Total Completed', 'Retainage',
      'Total Earned Less Retainage', 'Less Previous Certificates', 'Current Payment Due', 'Balance to Finish']) expect(text).toContain(label);

    // Sent to the owner: one mail with both PDFs.
    await page.getByRole('button', { name: 'Send to owner', exact: true }).click();
    const send = dialog(page, 'Send application 1 to the owner');
    await clickSettled(page, send.getByRole('button', { name: 'Send', exact: true }));
    await toast(page, 'Payment application sent to the owner.');
    const received = await readReceivedMail(mailDir, `Payment Application 1 ${setup.projectUid}`);
    const mail = await simpleParser(received.raw);
    const pdfs = mail.attachments.filter((a) => a.contentType === 'application/pdf');
    expect(pdfs.map((p) => p.filename?.slice(0, 4)).sort()).toEqual(['G702', 'G703']);
    for (const p of pdfs) expect(p.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfText(pdfs.find((p) => p.filename!.startsWith('G703'))!.content, 'g703.pdf')).toContain(money(x.g).replace('$', ''));

    // The Payment Report from the project menu: lines 1–9, the status, the amount certified and the payment.
    await page.getByRole('menuitem', { name: 'Payment Report', exact: true }).click();
    await page.waitForURL('**/admin/payment-report');
    const lines = page.locator('table[aria-label="Application for payment, lines 1 to 9"] tbody tr');
    await expect.poll(() => lines.count()).toBe(11);
    expect(await lines.locator('td:last-child').allInnerTexts()).toEqual(x.lines.map(money));
    expect(await page.getByTestId('certified-amount').innerText()).toBe(money(certified));
    expect(await page.getByTestId('payments-total').innerText()).toBe(money(PAYMENT));
    await page.getByText(REFERENCE).waitFor();
    await motionsSettled(page);
    await expectAccessible(page, '/admin/payment-report');

    // On the Project Tracker screen: the Project Total row bills line 4 and shows the payment received; the direct trades
    // and general conditions carry what the bid line billed (its G less what it carried for overhead and fee), as REST
    // spreads it.
    await page.getByRole('menuitem', { name: 'Project Tracker', exact: true }).click();
    await page.waitForURL('**/admin/project-tracker');
    await grid(page).waitFor();
    const billed = async (key: string) => {
      const cells = await trackerCells(summaryRow(grid(page), key));
      return [cells[trackerColumn('billing_to_date')], cells[trackerColumn('payment_received')]];
    };
    await expect.poll(() => billed('projectTotal')).toEqual([money(x.g), money(PAYMENT)]);
    const sums = await restSummary();
    for (const [key, part] of [['totalDirectTrades', sums.total_direct_trades], ['generalConditions', sums.general_conditions]] as const) {
      expect(await billed(key)).toEqual([money(dec(part.billing_to_date)), money(dec(part.payment_received))]);
    }
    expect(dec(sums.total.billing_to_date).greaterThan(0) && dec(sums.total.billing_to_date).lessThan(x.g)).toBe(true);
  }, 180_000);

  it('an invited subcontractor (role 13) never sees them: no menu entry, and both addresses are the 404 page', async () => {
    const page = currentPage();
    await login(page, baseUrl, 'sub@demo.test', password);
    await page.waitForURL('**/admin/select-companies');
    await page.getByLabel('Company').fill('Demo');
    await page.locator('.ant-select-item-option', { hasText: 'Demo Construction Co' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/admin/projects');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('menuitem', { name: 'All Projects' }).waitFor();
    expect(await menu.getByRole('menuitem', { name: /^Payment (Application|Report)$/ }).count()).toBe(0);
    for (const path of ['/admin/payment-application', '/admin/payment-report']) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByText('404').first().waitFor();
      expect(await page.getByRole('heading', { name: /^(Payment Application|Application For Payment)$/ }).count()).toBe(0);
    }
  });
});
