import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import pixelmatch from 'pixelmatch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dec, formatMoney, formatPercent, sum } from '@suite/money';
import { allOverlap, ROLE_IDS, startHarness, withGrant, type Harness } from '../../testkit.js';
import { fixedProject, restOf, type FixedProject, type Rest } from './__fixtures__/projects.js';

// The proposal PDF through GET /documents/proposal/{uid} over the real REST API (docs/projects.md §2.5, docs/money.md §8).
// Its text is read back with poppler's pdftotext, a page is drawn with pdftoppm and compared with a stored picture.
// Regenerate the picture (after a deliberate layout change, then look at it): UPDATE_PROPOSAL_REFERENCE=1 npx vitest run src/modules/proposal/pdf.test.ts

const here = dirname(fileURLToPath(import.meta.url));
const REFERENCE = join(here, '__fixtures__', 'proposal-page1.png');
const work = mkdtempSync(join(tmpdir(), 'proposal-pdf-'));
const MISSING = 'Unable to find project information, sorry! Please refresh the page, and contact support if it happens again.';

function pdfText(pdf: Buffer, page?: number, layout = true): string {
  const file = join(work, `p${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  const range = page ? ['-f', String(page), '-l', String(page)] : [];
  return execFileSync('pdftotext', [...(layout ? ['-layout'] : []), ...range, file, '-'], { encoding: 'utf8' });
}

function pageCount(pdf: Buffer): number {
  const file = join(work, 'count.pdf');
  writeFileSync(file, pdf);
  return Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]);
}

/** Page 1 drawn at 50 dpi (pdftoppm, poppler-utils). */
function pagePng(pdf: Buffer): PNG {
  const file = join(work, 'page.pdf');
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', '-singlefile', file, join(work, 'page')]);
  return PNG.sync.read(readFileSync(join(work, 'page.png')));
}

/** A fixed logo: a navy bar with a lighter square, as the data URL the company record keeps. */
function logo(): string {
  const png = new PNG({ width: 120, height: 40 });
  for (let y = 0; y < 40; y += 1) {
    for (let x = 0; x < 120; x += 1) {
      const i = (y * 120 + x) * 4;
      const square = x >= 8 && x < 32 && y >= 8 && y < 32;
      png.data.set(square ? [120, 170, 230, 255] : [20, 40, 90, 255], i);
    }
  }
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}

/** pdftotext -layout puts runs of spaces between columns: compare words only. */
const words = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('proposal PDF', () => {
  let h: Harness;
  let rest: Rest;
  let admin: string;
  let estimator: string;
  let otherAdmin: string;
  let sub: string;
  let small: FixedProject;
  let big: FixedProject;
  const calls = () => h.calls.map((c) => `${c.method} ${c.path}`.replace(/\/\d+$/, '/{id}')
    .replace(/(projectuid|companies\/subcontractor)\/[^/]+$/, '$1/{uid}'));

  const download = (uid: string, token?: string) => h.gateway.inject({
    method: 'GET', url: `/documents/proposal/${encodeURIComponent(uid)}`, headers: token ? { authorization: `Bearer ${token}` } : {},
  });

  beforeAll(async () => {
    h = await startHarness();
    rest = restOf(h);
    [admin, estimator, otherAdmin] = await Promise.all(
      ['companyadmin@demo.test', 'estimator@demo.test', 'admin2@demo.test'].map((u) => h.login(u)));
    small = await fixedProject(h, admin, { uidNumber: '7101', name: 'Riverside Clinic Fit-Out', bids: 4, alternates: 1, longScope: true });
    big = await fixedProject(h, admin, { uidNumber: '7102', name: 'Eighty Bid Tower', bids: 80, alternates: 2 });
    // Role 13, acting in the demo company, invited to the small project.
    const tenant = (await h.api.db.selectFrom('companies').select('tenant_id').orderBy('tenant_id').executeTakeFirstOrThrow()).tenant_id;
    await h.api.db.updateTable('companies').set({ company_image: logo() }).where('tenant_id', '=', tenant).execute();
    const subUser = await h.api.db.selectFrom('users').select('id').where('email', '=', 'sub@demo.test').executeTakeFirstOrThrow();
    const project = await h.api.db.selectFrom('projects').select('id').where('project_uid', '=', small.uid).executeTakeFirstOrThrow();
    await h.api.db.insertInto('project_invitations').values({ tenant_id: tenant, project_id: project.id, user_id: subUser.id }).execute();
    const picked = await h.gql('mutation($c: Int!) { selectCompany(companyId: $c) { token } }', { c: tenant }, await h.login('sub@demo.test'));
    sub = picked.data.selectCompany.token;
  }, 300_000);
  afterAll(async () => {
    await h?.close();
  });

  it('prints every bid and the §8 totals of GET projectuid/{uid} to the cent, the rows adding up to TotalCost', async () => {
    h.calls.length = 0;
    const res = await download(small.uid, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`attachment; filename="Proposal ${small.uid} - ${small.name}.pdf"`);
    // Two rounds: the caller, the project and the letterhead side by side; then the bids and the totals side by side.
    expect(calls().sort()).toEqual(['GET auth/me', 'GET company/letterhead', 'GET projects', 'GET projectuid/{uid}', 'GET setup/bid/projectuid/{uid}']);
    const at = (path: string) => h.calls.filter((c) => c.path.startsWith(path));
    expect(allOverlap([...at('auth/me'), ...at('projects'), ...at('company/')])).toBe(true);
    expect(allOverlap([...at('setup/bid/'), ...at('projectuid/')])).toBe(true);

    const pdf = res.rawPayload;
    const text = words(pdfText(pdf));
    const [bids, totals, company] = await Promise.all([
      rest('GET', `setup/bid/projectuid/${small.uid}`, admin), rest('GET', `projectuid/${small.uid}`, admin),
      rest('GET', 'company/letterhead', admin),
    ]);
    const base = bids.filter((b: any) => !b.is_alternate);
    expect(base).toHaveLength(4);
    // docs/money.md §8: the rows add up exactly to TotalCost, BidTotals is Σ the rows.
    expect(sum(base.map((b: any) => b.total_cost)).toFixed(2)).toBe(dec(totals.BidTotals).toFixed(2));
    expect(sum([totals.BidTotals, totals.OverheadCost, totals.ProfitCost]).toFixed(2)).toBe(dec(totals.TotalCost).toFixed(2));
    expect(dec(totals.OverheadCost).gt(0)).toBe(true);
    for (const b of bids) {
      expect(text).toContain(`${b.label}`);
      expect(text).toContain(formatMoney(b.total_cost));
    }
    expect(text).toContain(`Overhead (${formatPercent(totals.OverheadPercentage)}) ${formatMoney(totals.OverheadCost)}`);
    expect(text).toContain(`Profit (${formatPercent(totals.ProfitPercentage)}) ${formatMoney(totals.ProfitCost)}`);
    expect(text).toContain(`Totals ${formatMoney(totals.TotalCost)}`);
    // docs/projects.md §2.5, in its order: letterhead, title, owner, contractor, project, bids, totals, alternates, acceptance.
    const order = [company.company_name, small.name, 'Owner', 'Contractor:', 'Project Manager:', 'Estimator:', `Project Number: ${small.uid}`,
      'Bid Submission Date: 12/01/2026 2:00 PM', 'Drawings Link: https://drawings.test/proposal',
      'Bid Sheets', 'Item 1', 'Totals', 'Alternates', 'Item 5', 'Acceptance of Proposal', 'Signature', 'Date', 'Print Name'];
    // The right-hand column of the project block sits beside the left one (pdftotext interleaves them).
    for (const s of [`Project Name: ${small.name}`, 'Address: 1200 Congress Ave, Suite 5', 'City/State/Zip: Austin, TX 78701',
      'Building Type: Office', 'Project Type: New Build', 'Square Feet: 12,500', 'Duration (Weeks): 8']) expect(text).toContain(s);
    let from = 0;
    for (const s of order) {
      const at = text.indexOf(s, from);
      expect(at, `${s} after position ${from}`).toBeGreaterThanOrEqual(0);
      from = at + s.length;
    }
    // A long scope of work wraps within its cell, every word kept (read in pdftotext's reading order, cell by cell).
    expect(words(pdfText(pdf, undefined, false))).toContain(words(bids[0].scope_of_work));
    expect(pdfText(pdf)).not.toContain(bids[0].scope_of_work);
    // A table's title never ends a page alone.
    for (let n = 1; n <= pageCount(pdf); n += 1) expect(words(pdfText(pdf, n))).not.toMatch(/(Bid Sheets|Alternates) CSI Division Scope of Work (Alternate )?Cost Page \d/);
    expect(text).toContain(`Page 1 of ${pageCount(pdf)}`);
    expect(pdf.length).toBeLessThan(150_000);
  });

  it("the company's setting presents overhead and profit: without percentages, or one 'Overhead and fee' line; the rows still add up to TotalCost; the page reads it as proposalOverhead", async () => {
    const tenant = (await h.api.db.selectFrom('companies').select('tenant_id').orderBy('tenant_id').executeTakeFirstOrThrow()).tenant_id;
    const totals = await rest('GET', `projectuid/${small.uid}`, admin);
    const setting = async (value: string) => h.api.db.updateTable('companies').set({ proposal_overhead: value }).where('tenant_id', '=', tenant).execute();
    try {
      const byDefault = await h.gql('{ proposalOverhead }', {}, estimator);
      expect(byDefault.data).toEqual({ proposalOverhead: 'SEPARATE_WITH_PERCENTAGES' });

      await setting('separate');
      const plain = words(pdfText((await download(small.uid, admin)).rawPayload));
      expect(plain).toContain(`Overhead ${formatMoney(totals.OverheadCost)}`);
      expect(plain).toContain(`Profit ${formatMoney(totals.ProfitCost)}`);
      expect(plain).not.toContain(`Overhead (${formatPercent(totals.OverheadPercentage)})`);
      expect(plain).not.toContain('%');

      await setting('combined');
      const combined = words(pdfText((await download(small.uid, admin)).rawPayload));
      const fee = sum([totals.OverheadCost, totals.ProfitCost]);
      expect(combined).toContain(`Overhead and fee ${formatMoney(fee)}`);
      expect(combined).not.toContain('Overhead (');
      expect(combined).not.toContain(`Profit ${formatMoney(totals.ProfitCost)}`);
      expect(sum([totals.BidTotals, fee]).toFixed(2)).toBe(dec(totals.TotalCost).toFixed(2));
      expect(combined).toContain(`Totals ${formatMoney(totals.TotalCost)}`);
      expect((await h.gql('{ proposalOverhead }', {}, estimator)).data).toEqual({ proposalOverhead: 'COMBINED' });
      expect((await h.gql('query($id: Int!) { company(id: $id) { proposalOverhead } }', { id: tenant }, admin)).data)
        .toEqual({ company: { proposalOverhead: 'COMBINED' } });
    } finally {
      await setting('separate_percent');
    }
  });

  it('80 bids run over several pages, the table header and "Page N of M" on each', async () => {
    const res = await download(big.uid, estimator);
    expect(res.statusCode, res.body).toBe(200);
    const pdf = res.rawPayload;
    // An estimator may not read the company's settings, yet its proposal is headed by the company.
    const letterhead = await rest('GET', 'company/letterhead', estimator);
    expect(words(pdfText(pdf, 1))).toContain(words(`${letterhead.company_name} ${letterhead.address1}`));
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(3);
    const all = words(pdfText(pdf));
    const bids = await rest('GET', `setup/bid/projectuid/${big.uid}`, admin);
    // -layout interleaves the cells' lines: each row's label with its cost, then its scope of work.
    for (const b of bids) expect(all).toMatch(new RegExp(`${b.label} \\${formatMoney(b.total_cost)} .*${words(b.scope_of_work)}`));
    for (let n = 1; n <= pages; n += 1) {
      const page = words(pdfText(pdf, n));
      expect(page).toContain(`Page ${n} of ${pages}`);
      // Every page the bid table runs onto starts it with its header (headerRows), the first also after the title.
      if (n > 1 && n < pages) expect(page.startsWith('CSI Division Scope of Work Cost'), page.slice(0, 80)).toBe(true);
    }
    console.info(`80-bid proposal: ${pages} pages, ${pdf.length} bytes`);
  });

  it('page 1 looks like the stored reference picture (pdftoppm at 50 dpi, small tolerance)', async () => {
    const res = await download(small.uid, admin);
    expect(res.statusCode).toBe(200);
    const actual = pagePng(res.rawPayload);
    if (process.env.UPDATE_PROPOSAL_REFERENCE === '1') writeFileSync(REFERENCE, PNG.sync.write(actual));
    const expected = PNG.sync.read(readFileSync(REFERENCE));
    expect([actual.width, actual.height]).toEqual([expected.width, expected.height]);
    const diff = pixelmatch(actual.data, expected.data, undefined, actual.width, actual.height, { threshold: 0.1 });
    // A few anti-aliasing pixels may differ between poppler builds; a moved line or a changed figure differs by hundreds.
    expect(diff).toBeLessThan(actual.width * actual.height * 0.002);
  });

  it('a missing project, another tenant\'s and a call without a token answer JSON errors with the REST status', async () => {
    const missing = await download('DC_999999', admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    expect(missing.json()).toEqual({ message: MISSING, reason: 'PROJECT_NOT_FOUND' });
    const foreign = await download(small.uid, otherAdmin);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: MISSING, reason: 'PROJECT_NOT_FOUND' });
    const anonymous = await download(small.uid);
    expect(anonymous.statusCode).toBe(401);
    expect(Object.keys(anonymous.json()).sort()).toEqual(['message', 'reason']);
    expect(anonymous.json().reason).toBe('UNAUTHENTICATED');
  });

  it('without bid_sheets read the REST refusal (403) is the answer', async () => {
    await withGrant(h.api, ROLE_IDS.estimator, 'bid_sheets', { can_read: false, can_write: false }, async () => {
      const res = await download(small.uid, estimator);
      expect(res.statusCode).toBe(403);
      expect(res.json().reason).toBe('FORBIDDEN');
      expect(res.body).not.toMatch(/stack|\.ts:\d+/);
    });
  });

  it('role 13 gets the project without the owner block and without prices; never asks for bids', async () => {
    h.calls.length = 0;
    const res = await download(small.uid, sub);
    expect(res.statusCode, res.body).toBe(200);
    expect(calls().sort(), calls().join()).toEqual(['GET auth/me', 'GET company/letterhead', 'GET projects']);
    const text = words(pdfText(res.rawPayload));
    const owner = await h.api.db.selectFrom('projects as p').innerJoin('owners as o', (j) => j.onRef('o.tenant_id', '=', 'p.tenant_id').onRef('o.id', '=', 'p.owner_id'))
      .select(['o.name', 'o.email']).where('p.project_uid', '=', small.uid).executeTakeFirstOrThrow();
    const staffText = words(pdfText((await download(small.uid, admin)).rawPayload));
    expect(staffText).toContain(owner.email);
    expect(text).not.toContain(owner.email);
    expect(text).not.toContain('Owner:');
    expect(text).not.toContain('$');
    expect(text).not.toContain('Bid Sheets');
    expect(text).toContain(`Project Number: ${small.uid}`);
    expect(text).toContain('Acceptance of Proposal');
    // A project it was not invited to is missing for it.
    expect((await download(big.uid, sub)).statusCode).toBe(404);
  });
});
