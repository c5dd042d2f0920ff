import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { simpleParser } from 'mailparser';
import { dec, formatMoney } from '@suite/money';
import { login, readMail, useBrowserPage } from '../support/browser.js';
import { clickSettled, motionsSettled } from '../support/antd.js';
import { ok, restLogin } from '../support/api.js';
import { expectAccessible } from '../support/axe.js';

const baseUrl = inject('baseUrl');
const apiUrl = inject('apiUrl');
const mailDir = inject('mailDir');
const password = inject('demoPassword');

const currentPage = useBrowserPage();

// The 3rd demo project: Awarded, with seeded bids and an alternate; the demo subcontractor is invited to it and has
// uploaded nothing there yet (its seeded versions are on the 1st project).
const PROJECT = 'Port Road Distribution Center';
const stamp = Date.now().toString().slice(-7);
const work = mkdtempSync(join(tmpdir(), 'e2e-proposal-'));
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });
const money = (v: string) => formatMoney(dec(v));

interface RestBid { division_name: string; label: string; scope_of_work: string; is_alternate: boolean; total_cost: string }
interface RestTotals { BidTotals: string; OverheadCost: string; ProfitCost: string; TotalCost: string }

/** The text of a PDF (poppler's pdftotext, layout kept so table rows stay on one line). */
function pdfText(bytes: Buffer, name: string): string {
  const file = join(work, name);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** The value of the Statistic titled `title` (a prefix, so 'Overhead' matches 'Overhead (10.00%)'). */
const stat = (page: Page, title: string) => page.locator('.ant-statistic')
  .filter({ has: page.locator('.ant-statistic-title', { hasText: title }) }).locator('.ant-statistic-content');
const card = (page: Page, heading: string) => page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });
const rows = (scope: Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');

async function projectUid(): Promise<{ uid: string; name: string }> {
  const api = await restLogin(apiUrl, 'estimator@demo.test', password);
  const found = ok(await api.call<{ data: { ProjectUid: string; project_name: string }[] }>('GET', `projects?q=${encodeURIComponent(PROJECT)}`), 'project').data;
  return { uid: found[0]!.ProjectUid, name: found[0]!.project_name };
}

/** From All Projects, View the project: the proposal page of it. */
async function openProposal(page: Page, uid: string) {
  await page.waitForURL('**/admin/projects');
  await page.getByLabel('Search projects').fill(PROJECT);
  await clickSettled(page, page.getByRole('button', { name: `View ${uid}` }).first());
  await page.waitForURL('**/admin/project-details');
}

async function signInAsSubcontractor(page: Page) {
  await login(page, baseUrl, 'sub@demo.test', password);
  await page.waitForURL('**/admin/select-companies');
  await page.getByLabel('Company').fill('Demo');
  await clickSettled(page, page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Demo Construction Co' }).first());
  await page.getByRole('button', { name: 'Submit' }).click();
}

/** A bid PDF as a subcontractor would make it: printed by the browser itself, with real text. */
async function bidPdf(page: Page, marker: string): Promise<Buffer> {
  const printer = await page.context().newPage();
  await printer.setContent(`<h1>Bid from Sub Demo</h1><p>${PROJECT}</p><p>${marker}</p>`);
  const pdf = await printer.pdf({ format: 'A4' });
  await printer.close();
  return pdf;
}

describe('the proposal', () => {
  it("grids and totals equal the REST figures; the PDF downloads with them; Send to customer mails the same PDF", async () => {
    const page = currentPage();
    const { uid, name } = await projectUid();
    const api = await restLogin(apiUrl, 'estimator@demo.test', password);
    const totals = ok(await api.call<{ data: RestTotals }>('GET', `projectuid/${uid}`), 'totals').data;
    const bids = ok(await api.call<{ data: RestBid[] }>('GET', `setup/bid/projectuid/${uid}`), 'bids').data;
    const normal = bids.filter((b) => !b.is_alternate);
    const alternates = bids.filter((b) => b.is_alternate);
    expect(normal.length).toBeGreaterThan(0);
    expect(alternates.length).toBeGreaterThan(0);

    await login(page, baseUrl, 'estimator@demo.test', password);
    await openProposal(page, uid);

    // Both grids, row by row, with the REST bids' costs; the totals box with the REST totals.
    for (const [heading, list] of [['Bid Sheets', normal], ['Alternate', alternates]] as const) {
      const grid = card(page, heading);
      await poll(() => rows(grid).count()).toBe(list.length);
      for (const [i, b] of list.entries()) {
        const row = rows(grid).nth(i);
        await poll(() => row.innerText()).toContain(b.division_name);
        expect(await row.innerText()).toContain(money(b.total_cost));
        if (b.label) expect(await row.innerText()).toContain(b.label);
      }
    }
    await poll(() => stat(page, 'Bid Totals').innerText()).toBe(money(totals.BidTotals));
    expect(await stat(page, 'Overhead').innerText()).toBe(money(totals.OverheadCost));
    expect(await stat(page, 'Profit').innerText()).toBe(money(totals.ProfitCost));
    expect(await stat(page, 'Project Total').innerText()).toBe(money(totals.TotalCost));
    await page.getByRole('button', { name: 'Jump to Alternate' }).waitFor();
    await page.getByRole('heading', { name: 'Proposal Sendings' }).waitFor();
    await expectAccessible(page, 'Proposal');

    // Download: the file's name and its text (every bid's cost and the totals to the cent).
    const downloadButton = page.getByRole('button', { name: 'Download proposal' });
    await poll(() => downloadButton.isEnabled()).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
    expect(download.suggestedFilename()).toBe(`Proposal ${uid} - ${name}.pdf`);
    const downloaded = readFileSync(await download.path());
    const text = pdfText(downloaded, 'downloaded.pdf');
    expect(text).toContain(name);
    for (const b of bids) expect(text).toContain(money(b.total_cost));
    for (const figure of [totals.OverheadCost, totals.ProfitCost, totals.TotalCost]) expect(text).toContain(money(figure));

    // Send to customer: the question, the banner, a new row in the sendings, and the message with the same PDF.
    const sendings = card(page, 'Proposal Sendings');
    const before = await rows(sendings).count();
    await page.getByRole('button', { name: 'Send to customer' }).click();
    await page.getByText('Do you want to send the proposal to the customer?').waitFor();
    await motionsSettled(page);
    await expectAccessible(page, 'Send to customer confirmation');
    await clickSettled(page, page.getByRole('button', { name: 'Send', exact: true }));
    await page.getByText('Proposal has been sent to customer successfully.').first().waitFor();
    await poll(() => rows(sendings).count()).toBe(before + 1);

    const mail = await simpleParser(await readMail(mailDir, `Proposal ${uid} - ${name}`));
    expect(mail.subject).toBe(`Proposal ${uid} - ${name}`);
    // The newest sending, listed first, went to the message's recipient.
    const to = (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address ?? '';
    expect(to).not.toBe('');
    expect(await rows(sendings).first().innerText()).toContain(to);
    const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf');
    expect(pdf?.filename).toBe(`Proposal ${uid} - ${name}.pdf`);
    expect(pdfText(pdf!.content, 'mailed.pdf')).toBe(text);
  });

  it("role 13 sees no owner or bid tables, uploads its bid twice and its log shows 'Bid 1' and 'Bid 2'", async () => {
    const page = currentPage();
    const { uid } = await projectUid();
    await signInAsSubcontractor(page);
    await openProposal(page, uid);
    const upload = card(page, 'Upload Your Bid');
    await upload.waitFor();
    expect(await page.getByText('Owner Name').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Bid Sheets' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Send to customer' }).count()).toBe(0);
    await expectAccessible(page, 'Proposal (role 13)');

    for (const version of [1, 2]) {
      const buffer = await bidPdf(page, `Bid marker ${stamp}-${version}`);
      await upload.locator('input[type="file"]').setInputFiles({ name: `my-bid-${version}.pdf`, mimeType: 'application/pdf', buffer });
      await upload.getByText(`my-bid-${version}.pdf`).waitFor();
      await upload.getByRole('button', { name: 'Upload', exact: true }).click();
      await page.getByText('Bid uploaded successfully.').first().waitFor();
      await poll(() => rows(upload).count()).toBe(version);
    }
    expect(await rows(upload).nth(0).innerText()).toContain('Bid 1');
    expect(await rows(upload).nth(1).innerText()).toContain('Bid 2');
  });

  it('the estimator opens the uploaded PDF from the bid sheet', async () => {
    const page = currentPage();
    const { uid } = await projectUid();
    await login(page, baseUrl, 'estimator@demo.test', password);
    await openProposal(page, uid);
    await page.goto(`${baseUrl}/admin/bid-sheet`);
    const uploads = card(page, 'Subcontractor Bids');
    const latest = rows(uploads).filter({ hasText: 'Bid 2' }).filter({ hasText: 'sub@demo.test' }).first();
    await latest.waitFor();
    await expectAccessible(page, 'Bid Sheets with subcontractor bids');

    // Open fetches the file with the token and shows it in a new tab as a blob of this origin. The route passes the
    // gateway's answer through unchanged and keeps a copy of what the page received (Playwright gives no body for a
    // fetch the page turned into a blob).
    const opened: { authorization?: string; status?: number; type?: string; body?: Buffer } = {};
    await page.route(/\/documents\/bid-uploads\/\d+$/, async (route) => {
      const answer = await route.fetch();
      Object.assign(opened, {
        authorization: route.request().headers()['authorization'], status: answer.status(), type: answer.headers()['content-type'], body: await answer.body(),
      });
      await route.fulfill({ response: answer });
    });
    const [tab] = await Promise.all([page.waitForEvent('popup'), latest.getByRole('button', { name: /^Open Bid 2 from / }).click()]);
    await poll(() => tab.url()).toMatch(/^blob:/);
    expect(opened).toMatchObject({ authorization: expect.stringMatching(/^Bearer \S+/), status: 200, type: 'application/pdf' });
    expect(pdfText(opened.body!, 'opened.pdf')).toContain(`Bid marker ${stamp}-2`);
  });
});
