import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dec, formatMoney, formatPercent, round2 } from '@suite/money';
import { startHarness, type Harness } from '../../testkit.js';
import { APPLICATION, billingProject, g702Lines, type BillingProject } from './__fixtures__/billing.js';

// The G702 and G703 through GET /documents/payment-applications/{id}/g702|g703 over the real REST API (docs/billing.md §5),
// read back with poppler: lines 1–9 equal to the GraphQL summary to the cent, US Letter portrait and landscape.

const work = mkdtempSync(join(tmpdir(), 'billing-pdf-api-'));
const words = (s: string) => s.replace(/\s+/g, ' ').trim();
function pdfFile(pdf: Buffer): string {
  const file = join(work, `p${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return file;
}
const pdfText = (pdf: Buffer, page?: number) => words(execFileSync('pdftotext',
  ['-layout', ...(page ? ['-f', String(page), '-l', String(page)] : []), pdfFile(pdf), '-'], { encoding: 'utf8' }));
const pdfInfo = (pdf: Buffer) => execFileSync('pdfinfo', [pdfFile(pdf)], { encoding: 'utf8' });

describe('payment application PDFs', () => {
  let h: Harness;
  let admin: string;
  let otherAdmin: string;
  let sub: string;
  let p: BillingProject;
  let application: any;
  const download = (id: string, form: string, token?: string) => h.gateway.inject({
    method: 'GET', url: `/documents/payment-applications/${id}/${form}`, headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const ok = async (query: string, variables: Record<string, unknown>) => {
    const res = await h.gql(query, variables, admin);
    expect(res.errors, res.raw).toBeUndefined();
    return res.data;
  };

  beforeAll(async () => {
    h = await startHarness();
    [admin, otherAdmin] = await Promise.all(['companyadmin@demo.test', 'admin2@demo.test'].map((u) => h.login(u)));
    p = await billingProject(h, admin, { uidNumber: '7602', name: 'Hillcrest Fire Station', bids: 4, changeOrders: 1 });
    const picked = await h.gql('mutation($c: Int!) { selectCompany(companyId: $c) { token } }', { c: p.tenant }, await h.login('sub@demo.test'));
    sub = picked.data.selectCompany.token;
    const created = (await ok(`mutation($i: CreatePaymentApplicationInput!) { createPaymentApplication(input: $i) { applications { ${APPLICATION} } } }`,
      { i: { projectUid: p.uid, periodFrom: '2026-10-01', periodTo: '2026-10-31', applicationDate: '2026-10-31' } })).createPaymentApplication.applications[0];
    const lines = created.lines.map((l: { id: string; scheduledValue: string }, i: number) => ({
      id: l.id, thisPeriod: round2(dec(l.scheduledValue).times('0.35')).toFixed(2), ...(i === 1 ? { storedMaterials: '2400.10' } : {}) }));
    const entered = (await ok(`mutation($id: ID!, $v: Int!, $l: [SovLineInput!]!) { updateSovLines(applicationId: $id, expectedVersion: $v, lines: $l) { version } }`,
      { id: created.id, v: created.version, l: lines })).updateSovLines;
    const submitted = (await ok(`mutation($id: ID!, $v: Int!) { submitPaymentApplication(id: $id, expectedVersion: $v) { version summary { currentPaymentDue } } }`,
      { id: created.id, v: entered.version })).submitPaymentApplication;
    application = (await ok(`mutation($id: ID!, $v: Int!, $a: Money!) { certifyPaymentApplication(id: $id, expectedVersion: $v, amount: $a, certifiedOn: "2026-11-12") { ${APPLICATION} } }`,
      { id: created.id, v: submitted.version, a: dec(submitted.summary.currentPaymentDue).minus('500.00').toFixed(2) })).certifyPaymentApplication;
  }, 300_000);
  afterAll(async () => {
    await h?.close();
  });

  it('the G702 carries lines 1–9 equal to the GraphQL summary, the change-order summary and the Amount Certified, on US Letter portrait', async () => {
    h.calls.length = 0;
    const res = await download(application.id, 'g702', admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`attachment; filename="G702 Payment Application 1 ${p.uid} - ${p.name}.pdf"`);
    // Two rounds: the application and the letterhead side by side, then the project it names.
    expect(h.calls.map((c) => `${c.method} ${c.path}`.replace(/\/\d+$/, '/{id}')).sort())
      .toEqual(['GET company/letterhead', 'GET payment-application/{id}', 'GET projects']);
    const pdf = res.rawPayload;
    expect(pdfInfo(pdf)).toMatch(/Page size:\s+612 x 792 pts \(letter\)/);
    const text = pdfText(pdf);
    let from = 0;
    for (const line of g702Lines(application)) {
      const at = text.indexOf(line, from);
      expect(at, line).toBeGreaterThanOrEqual(0);
      from = at + line.length;
    }
    expect(text).toContain(p.uid);
    expect(text).toContain('Hillcrest Fire Station');
    expect(text).toContain(`Net Changes by Change Order ${formatMoney(application.changeOrderSummary.net)}`);
    expect(application.changeOrderSummary.net).toBe(application.summary.netChangeByChangeOrders);
    expect(text).toContain(`Amount Certified: ${formatMoney(application.certifiedAmount)}`);
    expect(text).toContain('Certified On: 11/12/2026');
    expect(text).toContain('Status: Certified');
  });

  it('the G703 carries every SOV line A–I and the totals row equal to GraphQL, on US Letter landscape', async () => {
    const res = await download(application.id, 'g703', admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`filename="G703 Payment Application 1 ${p.uid} - ${p.name}.pdf"`);
    const pdf = res.rawPayload;
    expect(pdfInfo(pdf)).toMatch(/Page size:\s+792 x 612 pts \(letter\)/);
    const text = pdfText(pdf);
    const figures = (l: Record<string, string>) => `${[l.scheduledValue, l.fromPrevious, l.thisPeriod, l.storedMaterials, l.completedStored]
      .map((v) => formatMoney(v!)).join(' ')} ${formatPercent(l.percent!)} ${formatMoney(l.balanceToFinish!)} ${formatMoney(l.retainage!)}`;
    for (const l of application.lines) expect(text).toContain(figures(l));
    expect(text).toContain(`Grand Totals ${figures(application.totals)}`);
    expect(text).toContain('Continuation Sheet · Application No. 1 · Application Date 10/31/2026 · Period 10/01/2026 to 10/31/2026');
  });

  it('a project of 62 bids spans the G703 over pages, the running title and the column header on each, every line once', async () => {
    const big = await billingProject(h, admin, { uidNumber: '7604', name: 'Northgate Hospital Wing', bids: 62, changeOrders: 0 });
    const created = (await ok(`mutation($i: CreatePaymentApplicationInput!) { createPaymentApplication(input: $i) { applications { id lines { ${'itemNo scheduledValue fromPrevious thisPeriod storedMaterials completedStored percent balanceToFinish retainage'} } } } }`,
      { i: { projectUid: big.uid, periodFrom: '2026-10-01', periodTo: '2026-10-31', applicationDate: '2026-10-31' } })).createPaymentApplication.applications[0];
    expect(created.lines).toHaveLength(62);
    const res = await download(created.id, 'g703', admin);
    expect(res.statusCode, res.body).toBe(200);
    const pdf = res.rawPayload;
    const pages = Number(/Pages:\s+(\d+)/.exec(pdfInfo(pdf))![1]);
    expect(pages).toBeGreaterThanOrEqual(2);
    for (let n = 1; n <= pages; n += 1) {
      const page = pdfText(pdf, n);
      expect(page.startsWith('Continuation Sheet · Application No. 1'), page.slice(0, 80)).toBe(true);
      expect(page).toContain('Northgate Hospital Wing');
      expect(page).toContain('Description of Work');
      expect(page).toContain('Scheduled Value');
      expect(page).toContain(`Page ${n} of ${pages}`);
    }
    const text = pdfText(pdf);
    // Each line's C once as the first figure of its row (C, then D = 0.00 on a first application).
    for (const l of created.lines) expect(text.split(` ${formatMoney(l.scheduledValue)} $0.00 $0.00 $0.00 $0.00 0.00% `).length - 1, `item ${l.itemNo}`).toBe(1);
  });

  it('another tenant and a missing application answer 404, no token 401, role 13 403, an unknown form 404, as JSON', async () => {
    const foreign = await download(application.id, 'g702', otherAdmin);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers['content-type']).toMatch(/^application\/json/);
    expect((await download('999999', 'g703', admin)).statusCode).toBe(404);
    const anonymous = await download(application.id, 'g702');
    expect(anonymous.statusCode).toBe(401);
    expect(Object.keys(anonymous.json()).sort()).toEqual(['message', 'reason']);
    const subcontractor = await download(application.id, 'g703', sub);
    expect(subcontractor.statusCode).toBe(403);
    expect(subcontractor.json().reason).toBe('FORBIDDEN');
    expect(subcontractor.body).not.toMatch(/stack|\.ts:\d+/);
    expect((await download(application.id, 'g704', admin)).statusCode).toBe(404);
    expect((await download('abc', 'g702', admin)).statusCode).toBe(400);
  });
});
