import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { simpleParser } from 'mailparser';
import { dec, formatMoney } from '@suite/money';
import { login, readReceivedMail, useBrowserPage } from '../support/browser.js';
import { clickSettled, motionsSettled } from '../support/antd.js';
import { ok, restLogin } from '../support/api.js';
import { expectAccessible } from '../support/axe.js';

const baseUrl = inject('baseUrl');
const apiUrl = inject('apiUrl');
const mailDir = inject('mailDir');
const password = inject('demoPassword');

const currentPage = useBrowserPage();

// The 3rd demo project: Awarded, with seeded bids and an alternate; the demo subcontractor is invited to it. Its
// uploads there are counted from what the bid log already holds, so no test depends on an earlier one's uploads.
const PROJECT = 'Port Road Distribution Center';
const stamp = Date.now().toString().slice(-7);
const work = mkdtempSync(join(tmpdir(), 'e2e-proposal-'));
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

interface ListedProject { ProjectUid: string; project_name: string; Input: { project_owner_info: { owner_id: number } | null } }

async function findProject(): Promise<ListedProject> {
  const api = await restLogin(apiUrl, 'estimator@demo.test', password);
  return ok(await api.call<{ data: ListedProject[] }>('GET', `projects?q=${encodeURIComponent(PROJECT)}`), 'project').data[0]!;
}

async function projectUid(): Promise<{ uid: string; name: string }> {
  const found = await findProject();
  return { uid: found.ProjectUid, name: found.project_name };
}

interface RestOwner {
  id: number; name: string; first_name: string | null; last_name: string | null; email: string; phone_number: string;
  fax_number: string | null; cc_email: string | null; payable_email: string | null; account_recievable_email: string | null;
  mobile_number: string | null;
  addresses: { id: number; address_1: string; address_2: string | null; city: string; state: string; state_code: string | null; zip: string }[];
  managers: { id: number; first_name: string; last_name: string | null; email: string; phone: string }[];
}

/** The project's owner, given a CC email (through REST, as the Owners page would) when it has none: its name, To, CC and its managers' emails. */
async function ownerWithCc(): Promise<{ name: string; email: string; cc: string; managerEmails: string[] }> {
  const ownerId = (await findProject()).Input.project_owner_info?.owner_id;
  if (!ownerId) throw new Error(`${PROJECT} has no owner`);
  const admin = await restLogin(apiUrl, 'companyadmin@demo.test', password);
  const owner = ok(await admin.call<{ data: RestOwner }>('GET', `owner/${ownerId}`), 'owner').data;
  const managerEmails = owner.managers.map((m) => m.email).filter((e) => e && e !== owner.email);
  if (owner.cc_email) return { name: owner.name, email: owner.email, cc: owner.cc_email, managerEmails };
  const { id, addresses, managers, ...info } = owner;
  const updated = ok(await admin.call<{ data: RestOwner }>('PUT', `owner/update/${id}`, {
    owner_info: {
      name: info.name, first_name: info.first_name, last_name: info.last_name, email: info.email, phone_number: info.phone_number,
      fax_number: info.fax_number, cc_email: `proposals-cc-${stamp}@owner-copy.test`, payable_email: info.payable_email,
      account_recievable_email: info.account_recievable_email, mobile_number: info.mobile_number,
    },
    addresses: addresses.map(({ id, address_1, address_2, city, state, state_code, zip }) => ({ id, address_1, address_2, city, state, state_code, zip })),
    managers: managers.map(({ id, first_name, last_name, email, phone }) => ({ id, first_name, last_name, email, phone })),
  }), 'give the owner a CC email').data;
  return { name: updated.name, email: updated.email, cc: updated.cc_email!, managerEmails };
}

/** The demo subcontractor signed in through REST and acting in the project's company (the estimator's). */
async function subcontractorSession(): Promise<{ token: string; userId: number }> {
  const [estimator, sub] = await Promise.all([restLogin(apiUrl, 'estimator@demo.test', password), restLogin(apiUrl, 'sub@demo.test', password)]);
  const acting = ok(await sub.call<{ data: { token: string } }>('POST', 'auth/tenant', { company_id: estimator.user.MasterTenantID }), 'act in the company');
  return { token: acting.data.token, userId: sub.user.id };
}

/** The demo subcontractor's bid versions on the project (its bid log, through REST). */
async function bidVersions(session: { token: string; userId: number }, uid: string): Promise<number[]> {
  const reply = await fetch(`${apiUrl}/api/v1/contractor/bidlogs/${session.userId}?project_uid=${encodeURIComponent(uid)}`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  const body = (await reply.json()) as { data: { version: number }[] };
  if (reply.status !== 200) throw new Error(`bid log: ${reply.status} ${JSON.stringify(body)}`);
  return body.data.map((e) => e.version);
}

/** Uploads a bid PDF as the demo subcontractor through REST (POST contractor/bidupload/{userId}): its version. */
async function uploadBid(session: { token: string; userId: number }, uid: string, pdf: Buffer, filename: string): Promise<number> {
  const form = new FormData();
  form.append('project_uid', uid);
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), filename);
  const reply = await fetch(`${apiUrl}/api/v1/contractor/bidupload/${session.userId}`, {
    method: 'POST', headers: { authorization: `Bearer ${session.token}` }, body: form,
  });
  const body = (await reply.json()) as { data: { version: number } };
  if (reply.status !== 200) throw new Error(`bid upload: ${reply.status} ${JSON.stringify(body)}`);
  return body.data.version;
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
  it("the owner card shows the owner's email; grids and totals equal the REST figures; the PDF downloads with them; Send to customer names the recipient and mails the same PDF from the company's address", async () => {
    const page = currentPage();
    const { uid, name } = await projectUid();
    const owner = await ownerWithCc();
    const api = await restLogin(apiUrl, 'estimator@demo.test', password);
    const totals = ok(await api.call<{ data: RestTotals }>('GET', `projectuid/${uid}`), 'totals').data;
    const bids = ok(await api.call<{ data: RestBid[] }>('GET', `setup/bid/projectuid/${uid}`), 'bids').data;
    const normal = bids.filter((b) => !b.is_alternate);
    const alternates = bids.filter((b) => b.is_alternate);
    expect(normal.length).toBeGreaterThan(0);
    expect(alternates.length).toBeGreaterThan(0);

    const company = ok(await api.call<{ data: { company_name: string; company_email: string } }>('GET', 'company/letterhead'), 'letterhead').data;

    await login(page, baseUrl, 'estimator@demo.test', password);
    await openProposal(page, uid);

    // The owner card shows the address the proposal goes to (the owner's), not the owner's manager's.
    const ownerCard = page.locator('.ant-card').filter({ hasText: 'Owner Name' });
    await ownerCard.getByText(owner.email, { exact: true }).waitFor();
    for (const managerEmail of owner.managerEmails.filter((e) => e !== owner.cc)) expect(await ownerCard.getByText(managerEmail).count()).toBe(0);

    // Both grids, row by row, with the REST bids' costs; the totals box with the REST totals.
    for (const [heading, list] of [['Bid Sheets', normal], ['Alternate', alternates]] as const) {
      const grid = card(page, heading);
      await expect.poll(() => rows(grid).count()).toBe(list.length);
      for (const [i, b] of list.entries()) {
        const row = rows(grid).nth(i);
        await expect.poll(() => row.innerText()).toContain(b.division_name);
        expect(await row.innerText()).toContain(money(b.total_cost));
        if (b.label) expect(await row.innerText()).toContain(b.label);
      }
    }
    await expect.poll(() => stat(page, 'Bid Totals').innerText()).toBe(money(totals.BidTotals));
    expect(await stat(page, 'Overhead').innerText()).toBe(money(totals.OverheadCost));
    expect(await stat(page, 'Profit').innerText()).toBe(money(totals.ProfitCost));
    expect(await stat(page, 'Project Total').innerText()).toBe(money(totals.TotalCost));
    await page.getByRole('button', { name: 'Jump to Alternate' }).waitFor();
    await page.getByRole('heading', { name: 'Proposal Sendings' }).waitFor();
    await expectAccessible(page, 'Proposal');

    // Download: the file's name and its text (every bid's cost and the totals to the cent).
    const downloadButton = page.getByRole('button', { name: 'Download proposal' });
    await expect.poll(() => downloadButton.isEnabled()).toBe(true);
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
    await page.getByText(`Send the proposal to ${owner.name} <${owner.email}>, with a copy to <${owner.cc}>?`, { exact: true }).waitFor();
    await motionsSettled(page);
    await expectAccessible(page, 'Send to customer confirmation');
    await clickSettled(page, page.getByRole('button', { name: 'Send', exact: true }));
    await page.getByText('Proposal has been sent to customer successfully.').first().waitFor();
    await expect.poll(() => rows(sendings).count()).toBe(before + 1);

    // The message as the harness's SMTP server received it: delivered to the owner and the owner's CC, addressed
    // To the owner with the CC copied, the PDF attached under the download's name, its text the downloaded PDF's.
    const received = await readReceivedMail(mailDir, `Proposal ${uid} - ${name}`);
    expect([...received.rcpt].sort()).toEqual([owner.email, owner.cc].sort());
    const mail = await simpleParser(received.raw);
    expect(mail.subject).toBe(`Proposal ${uid} - ${name}`);
    const addresses = (field: typeof mail.to) => (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value.map((v) => v.address));
    expect(addresses(mail.to)).toEqual([owner.email]);
    expect(addresses(mail.cc)).toEqual([owner.cc]);
    // From the company (no sender configured in this stack): its name and its own address, never no-reply@localhost.
    expect(mail.from?.value).toEqual([{ name: company.company_name, address: company.company_email }]);
    // The newest sending, listed first, went to the owner.
    expect(await rows(sendings).first().innerText()).toContain(owner.email);
    const pdfs = mail.attachments.filter((a) => a.contentType === 'application/pdf');
    expect(pdfs).toHaveLength(1);
    expect(pdfs[0]!.filename).toBe(`Proposal ${uid} - ${name}.pdf`);
    expect(pdfs[0]!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfText(pdfs[0]!.content, 'mailed.pdf')).toBe(text);
    // More steps than most (a mode switch / the owner card and the sender): more time on a loaded machine.
  }, 120_000);

  it("a company admin sets the proposal to one 'Overhead and fee' line on the company form: the proposal's totals and its PDF show it, the rows adding up to the total", async () => {
    const page = currentPage();
    const { uid } = await projectUid();
    const admin = await restLogin(apiUrl, 'companyadmin@demo.test', password);
    const totals = ok(await admin.call<{ data: RestTotals }>('GET', `projectuid/${uid}`), 'totals').data;
    const fee = dec(totals.OverheadCost).plus(totals.ProfitCost);
    try {
      await login(page, baseUrl, 'companyadmin@demo.test', password);
      await page.waitForURL('**/admin/**');
      await page.goto(`${baseUrl}/admin/edit-company`);
      const presentation = page.getByLabel('Overhead and profit on the proposal', { exact: true });
      await presentation.waitFor();
      await motionsSettled(page);
      await presentation.click();
      await clickSettled(page, page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'One line: Overhead and fee' }).first());
      await expectAccessible(page, '/admin/edit-company, the proposal setting');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Company updated successfully!').first().waitFor();

      await page.goto(`${baseUrl}/admin/projects`);
      await openProposal(page, uid);
      await expect.poll(() => stat(page, 'Overhead and fee').innerText()).toBe(money(fee.toFixed(2)));
      expect(await page.locator('.ant-statistic-title').filter({ hasText: /^(Overhead \(|Profit)/ }).count()).toBe(0);
      expect(await stat(page, 'Project Total').innerText()).toBe(money(totals.TotalCost));
      expect(dec(totals.BidTotals).plus(fee).toFixed(2)).toBe(dec(totals.TotalCost).toFixed(2));

      const downloadButton = page.getByRole('button', { name: 'Download proposal' });
      await expect.poll(() => downloadButton.isEnabled()).toBe(true);
      const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
      const text = pdfText(readFileSync(await download.path()), 'combined.pdf').replace(/\s+/g, ' ');
      expect(text).toContain(`Overhead and fee ${money(fee.toFixed(2))}`);
      expect(text).not.toContain('Overhead (');
      expect(text).toContain(`Totals ${money(totals.TotalCost)}`);
    } finally {
      // Back to the specification's presentation, through REST, whatever happened above.
      const tenant = admin.user.MasterTenantID;
      const c = ok(await admin.call<{ data: Record<string, string | null> }>('GET', `company/${tenant}`), 'company').data;
      ok(await admin.call('PUT', `company/${tenant}`, {
        owner: { first_name: c.owner_first_name, last_name: c.owner_last_name, phone_number: c.owner_phone, email: c.owner_email },
        project: { id: c.prefix_project_id, start_no: String(c.start_project_id) },
        details: {
          company_name: c.company_name, company_email: c.company_email, company_phone: c.company_phone, default_markup: c.default_markup,
          address1: c.address1, address2: c.address2, company_image: c.company_image, city: c.city, state: c.state, state_code: c.state_code,
          zip: c.zip, country: c.country, company_admin: c.company_admin, proposal_overhead: 'separate_percent',
        },
      }), 'reset the proposal setting');
    }
  });

  it("role 13 sees no owner or bid tables, uploads its bid twice and its log shows 'Bid N+1' and 'Bid N+2'", async () => {
    const page = currentPage();
    const { uid } = await projectUid();
    // Counted from the versions already there (N, through REST), so earlier uploads on the project do not matter.
    const before = (await bidVersions(await subcontractorSession(), uid)).length;
    await signInAsSubcontractor(page);
    await openProposal(page, uid);
    const upload = card(page, 'Upload Your Bid');
    await upload.waitFor();
    expect(await page.getByText('Owner Name').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Bid Sheets' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Send to customer' }).count()).toBe(0);
    await expect.poll(() => rows(upload).count()).toBe(before);
    await expectAccessible(page, 'Proposal (role 13)');

    for (const step of [1, 2]) {
      const buffer = await bidPdf(page, `Bid marker ${stamp}-${before + step}`);
      await upload.locator('input[type="file"]').setInputFiles({ name: `my-bid-${step}.pdf`, mimeType: 'application/pdf', buffer });
      await upload.getByText(`my-bid-${step}.pdf`).waitFor();
      await upload.getByRole('button', { name: 'Upload', exact: true }).click();
      await page.getByText('Bid uploaded successfully.').first().waitFor();
      await expect.poll(() => rows(upload).count()).toBe(before + step);
    }
    expect(await rows(upload).nth(before).innerText()).toContain(`Bid ${before + 1}`);
    expect(await rows(upload).nth(before + 1).innerText()).toContain(`Bid ${before + 2}`);
  });

  it('the estimator opens the uploaded PDF from the bid sheet', async () => {
    const page = currentPage();
    const { uid } = await projectUid();
    // Its own upload first (through REST, as the subcontractor), so it needs nothing from the test before.
    const marker = `Estimator opens ${stamp}`;
    const version = await uploadBid(await subcontractorSession(), uid, await bidPdf(page, marker), 'estimator-opens.pdf');
    // The upload mailed the project's estimator, the demo estimator's employee record (sent after the answer, so waited for).
    const notice = await readReceivedMail(mailDir, `Bid ${version} uploaded: ${PROJECT} (${uid})`, 30_000);
    expect(notice.rcpt).toEqual([expect.stringMatching(/estimator/)]);
    expect(notice.raw).toContain('estimator-opens.pdf');

    await login(page, baseUrl, 'estimator@demo.test', password);
    await openProposal(page, uid);
    await page.goto(`${baseUrl}/admin/bid-sheet`);
    const uploads = card(page, 'Subcontractor Bids');
    // The row of its version: the Bid Version cell (a row's text runs its cells together, so 'Bid 3' would also match 'Bid 31').
    const latest = rows(uploads).filter({ has: page.getByRole('cell', { name: `Bid ${version}`, exact: true }) })
      .filter({ hasText: 'sub@demo.test' }).first();
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
    const [tab] = await Promise.all([page.waitForEvent('popup'), latest.getByRole('button', { name: new RegExp(`^Open Bid ${version} from `) }).click()]);
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    expect(opened).toMatchObject({ authorization: expect.stringMatching(/^Bearer \S+/), status: 200, type: 'application/pdf' });
    expect(pdfText(opened.body!, 'opened.pdf')).toContain(marker);
  });
});
