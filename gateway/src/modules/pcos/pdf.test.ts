import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, formatPercent, formatRate } from '@suite/money';
import { allOverlap, startHarness, type Harness } from '../../testkit.js';
import { fixedProject, restOf, type Rest } from '../proposal/__fixtures__/projects.js';
import { catalogue, laborInput, newPco, ok, tradeInput, type Catalogue, type TestProject } from './__fixtures__/pcos.js';

// The PCO PDF through GET /documents/pcos/{id} over the real REST API (docs/projects.md §2.9, docs/money.md §9), read back with
// poppler's pdftotext and pdfinfo.

const work = mkdtempSync(join(tmpdir(), 'pco-pdf-'));
const words = (s: string) => s.replace(/\s+/g, ' ').trim();

function pdfFile(pdf: Buffer): string {
  const file = join(work, `p${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return file;
}
function pdfText(pdf: Buffer, o: { page?: number; layout?: boolean } = {}): string {
  const range = o.page ? ['-f', String(o.page), '-l', String(o.page)] : [];
  return execFileSync('pdftotext', [...(o.layout === false ? [] : ['-layout']), ...range, pdfFile(pdf), '-'], { encoding: 'utf8' });
}
const pdfInfo = (pdf: Buffer) => execFileSync('pdfinfo', [pdfFile(pdf)], { encoding: 'utf8' });

const SCOPE = 'Furnish and install two pairs of aluminium storefront doors at the east entrance, including removal of the existing '
  + 'frames, new thresholds, closers, panic hardware, weather stripping, caulking, protection of adjacent finishes and daily cleanup.';

describe('PCO PDF', () => {
  let h: Harness;
  let rest: Rest;
  let admin: string;
  let otherAdmin: string;
  let sub: string;
  let c: Catalogue;
  let p: TestProject & { name: string };
  const calls = () => h.calls.map((x) => `${x.method} ${x.path}`.replace(/\/\d+$/, '/{id}'));
  const download = (id: string, token?: string) => h.gateway.inject({
    method: 'GET', url: `/documents/pcos/${id}`, headers: token ? { authorization: `Bearer ${token}` } : {},
  });

  /** The PCO's version as stored now: every PCO write sends it back as expectedVersion (issue 30 §5). */
  const pv = async (id: string | number) =>
    (await h.api.db.selectFrom('pcos').select('version').where('id', '=', Number(id)).executeTakeFirstOrThrow()).version;

  beforeAll(async () => {
    h = await startHarness();
    rest = restOf(h);
    [admin, otherAdmin] = await Promise.all(['companyadmin@demo.test', 'admin2@demo.test'].map((u) => h.login(u)));
    const made = await fixedProject(h, admin, { uidNumber: '7301', name: 'Lakeside Library Renovation', bids: 1, alternates: 0 });
    const row = await h.api.db.selectFrom('projects').select(['id', 'tenant_id']).where('project_uid', '=', made.uid).executeTakeFirstOrThrow();
    p = { id: String(row.id), uid: made.uid, name: made.name };
    c = await catalogue(h);
    const picked = await h.gql('mutation($c: Int!) { selectCompany(companyId: $c) { token } }', { c: row.tenant_id }, await h.login('sub@demo.test'));
    sub = picked.data.selectCompany.token;
  }, 300_000);
  afterAll(async () => {
    await h?.close();
  });

  it('an Accepted PCO: every line and the §9 figures of GET change-order-total to the cent, on A4', async () => {
    const pco = await newPco(h, admin, p, c, { title: 'Storefront doors', notes: SCOPE });
    for (const [q, u, rate] of [['2', '7.5', '85.50'], ['1', '3.25', '112.40'], ['3', '2', '64.05']]) {
      await ok(h, admin, 'mutation($id: ID!, $i: LaborLineInput!) { addPcoLaborLine(pcoId: $id, input: $i) { id } }', { id: pco.id, i: { ...laborInput(c, q!, u!, rate), expectedVersion: await pv(pco.id) } });
    }
    for (const [u, cost] of [['3', '1234.56'], ['12.5', '18.75']]) {
      await ok(h, admin, 'mutation($id: ID!, $i: TradeLineInput!) { addPcoTradeLine(pcoId: $id, input: $i) { id } }', { id: pco.id, i: { ...tradeInput(c, u!, cost!), expectedVersion: await pv(pco.id) } });
    }
    const accepted = (await ok(h, admin, 'mutation($id: ID!, $v: Int!) { setPcoStatus(id: $id, status: ACCEPTED, expectedVersion: $v) { changeOrderName date } }', { id: pco.id, v: await pv(pco.id) })).setPcoStatus;

    h.calls.length = 0;
    const res = await download(pco.id, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`attachment; filename="PCO ${pco.name} - ${p.uid}.pdf"`);
    // Two rounds: the PCO, its lines (one GET pco/lines) and the letterhead side by side (all keyed by the PCO id); then its project.
    expect(calls().sort()).toEqual(['GET change-order/{id}', 'GET company/letterhead', 'GET pco/lines', 'GET projects']);
    expect(allOverlap(h.calls.filter((x) => x.path !== 'projects'))).toBe(true);

    const pdf = res.rawPayload;
    expect(pdfInfo(pdf)).toMatch(/Page size:\s+595\.2\d x 841\.8\d pts \(A4\)/);
    const text = words(pdfText(pdf));
    const [labor, trades, totals, company] = await Promise.all([
      rest('GET', `pco/internal-labor/pcoid/${pco.id}`, admin), rest('GET', `pco/direct-trade/pcoid/${pco.id}`, admin),
      rest('GET', `change-order-total/${p.uid}/${pco.id}`, admin), rest('GET', 'company/letterhead', admin),
    ]);
    const owner = await h.api.db.selectFrom('projects as pr').innerJoin('owners as o', (j) => j.onRef('o.tenant_id', '=', 'pr.tenant_id').onRef('o.id', '=', 'pr.owner_id'))
      .select('o.name').where('pr.project_uid', '=', p.uid).executeTakeFirstOrThrow();
    const date = accepted.date.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1');
    // In order: letterhead, title, PCO and change order names, project, owner, date, status, PCO title, scope, tables, totals, acceptance.
    const order = [company.company_name, 'Potential Change Order', `${pco.name} · Change Order ${accepted.changeOrderName}`,
      `Project Number: ${p.uid}`, `Project Name: ${p.name}`, 'Address: 1200 Congress Ave, Suite 5, Austin, TX 78701', `Owner: ${owner.name}`,
      'Scope of Work', 'Internal Labor', 'Position Level Quantity Cost/Week Weeks Total Overhead', 'Direct Trades',
      'Sub Division Category Part Cost/Unit Units U/M Total', 'PCO Total', 'Acceptance of Change Order', 'Signature', 'Date', 'Print Name'];
    let from = 0;
    for (const s of order) {
      const at = text.indexOf(s, from);
      expect(at, `${s} after position ${from}`).toBeGreaterThanOrEqual(0);
      from = at + s.length;
    }
    for (const s of [`Date: ${date}`, 'Status: Accepted', 'Title: Storefront doors']) expect(text).toContain(s);

    expect(labor).toHaveLength(3);
    for (const l of labor) {
      expect(text).toContain(`${l.position} ${l.level} ${formatNumber(l.quantity, 4)} ${formatRate(l.costperunit)} ${formatNumber(l.units, 4)} `
        + `${formatMoney(l.total)} ${formatMoney(l.overhead)}`);
    }
    expect(trades).toHaveLength(2);
    // A long name wraps within its cell: read in pdftotext's reading order, cell by cell.
    const cells = words(pdfText(pdf, { layout: false }));
    for (const t of trades) {
      for (const s of [t.sub_division, t.category, t.part]) expect(cells).toContain(words(s));
      expect(text).toContain(`${formatRate(t.cost_per_unit)} ${formatNumber(t.units, 4)} ${t.u_per_m ? `${t.u_per_m} ` : ''}${formatMoney(t.total)}`);
    }
    // docs/money.md §9 figures, exactly REST's.
    expect(text).toContain(`Total Cost ${formatMoney(totals.TotalCost)}`);
    expect(text).toContain(`Profit (${formatPercent(totals.ProfitPercentage)}) ${formatMoney(totals.ProfitCost)}`);
    expect(text).toContain(`PCO Total ${formatMoney(totals.PCOTotalCost)}`);
    // The scope of work wraps, every word kept.
    expect(cells).toContain(SCOPE);
    expect(pdfText(pdf)).not.toContain(SCOPE);
    const pages = Number(/Pages:\s+(\d+)/.exec(pdfInfo(pdf))![1]);
    for (let n = 1; n <= pages; n += 1) expect(text).toContain(`Page ${n} of ${pages}`);
  });

  it('a Pending hourly PCO with 45 labor lines: no change order name, hour headings on every page, "Page N of M"', async () => {
    const pco = await newPco(h, admin, p, c, { title: 'Overtime crew' });
    await ok(h, admin, 'mutation($id: ID!, $v: Int!) { updatePco(id: $id, input: { pricingMode: HOURLY, expectedVersion: $v }) { id } }', { id: pco.id, v: await pv(pco.id) });
    for (let i = 0; i < 45; i += 1) {
      await ok(h, admin, 'mutation($id: ID!, $i: LaborLineInput!) { addPcoLaborLine(pcoId: $id, input: $i) { id } }',
        { id: pco.id, i: { ...laborInput(c, String(1 + (i % 3)), String(4 + i), `${40 + i}.25`), expectedVersion: await pv(pco.id) } });
    }
    const res = await download(pco.id, admin);
    expect(res.statusCode, res.body).toBe(200);
    const pdf = res.rawPayload;
    const pages = Number(/Pages:\s+(\d+)/.exec(pdfInfo(pdf))![1]);
    expect(pages).toBeGreaterThanOrEqual(2);
    const text = words(pdfText(pdf));
    expect(text).toContain('Status: Pending');
    expect(text).not.toContain('Change Order CO-');
    expect(text).toContain('No direct trades.');
    const labor = await rest('GET', `pco/internal-labor/pcoid/${pco.id}`, admin);
    for (const l of labor) expect(text).toContain(`${formatRate(l.costperunit)} ${formatNumber(l.units, 4)} ${formatMoney(l.total)} ${formatMoney(l.overhead)}`);
    const totals = await rest('GET', `change-order-total/${p.uid}/${pco.id}`, admin);
    expect(text).toContain(`PCO Total ${formatMoney(totals.PCOTotalCost)}`);
    for (let n = 1; n <= pages; n += 1) {
      const page = words(pdfText(pdf, { page: n }));
      expect(page).toContain(`Page ${n} of ${pages}`);
      // The labor table runs on: its header first on the next page (headerRows).
      if (n === 2) expect(page.startsWith('Position Level Quantity Cost/Hour Hours Total Overhead'), page.slice(0, 80)).toBe(true);
    }
  });

  it('another tenant and a missing PCO answer 404, no token 401, role 13 403, as JSON', async () => {
    const pco = await newPco(h, admin, p, c, { title: 'Door hardware' });
    const foreign = await download(pco.id, otherAdmin);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers['content-type']).toMatch(/^application\/json/);
    expect(foreign.json().reason).toBe('NOT_FOUND');
    expect((await download('999999', admin)).statusCode).toBe(404);
    const anonymous = await download(pco.id);
    expect(anonymous.statusCode).toBe(401);
    expect(Object.keys(anonymous.json()).sort()).toEqual(['message', 'reason']);
    const subcontractor = await download(pco.id, sub);
    expect(subcontractor.statusCode).toBe(403);
    expect(subcontractor.json().reason).toBe('FORBIDDEN');
    expect(subcontractor.body).not.toMatch(/stack|\.ts:\d+/);
  });
});
