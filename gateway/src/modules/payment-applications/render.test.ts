import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatPercent } from '@suite/money';
import { longSchedule, randomApplication, workedExample } from './__fixtures__/applications.js';
import { renderG702Pdf } from './g702.js';
import { renderG703Pdf } from './g703.js';
import type { ApplicationLineJson } from './pdf-data.js';

// The G702 and G703 renderers on REST-shaped applications (docs/billing.md §3, §5), read back with poppler's pdftotext
// and pdfinfo: issue 32's worked example to the cent, US Letter portrait and landscape, the header on every page.

const work = mkdtempSync(join(tmpdir(), 'billing-pdf-'));
const words = (s: string) => s.replace(/\s+/g, ' ').trim();
function pdfFile(pdf: Buffer): string {
  const file = join(work, `p${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return file;
}
/** The text of a page (or all), in layout order or cell by cell; `band`: only what lies between x and x + width (pt). */
const pdfText = (pdf: Buffer, page?: number, layout = true, band?: [number, number]) => words(execFileSync('pdftotext', [
  ...(layout ? ['-layout'] : []), ...(page ? ['-f', String(page), '-l', String(page)] : []),
  ...(band ? ['-x', String(band[0]), '-y', '0', '-W', String(band[1]), '-H', '792'] : []), pdfFile(pdf), '-'], { encoding: 'utf8' }));
/** A G703 row's figures C … I as printed. */
const figures = (l: ApplicationLineJson) => `${[l.scheduled_value, l.from_previous, l.this_period, l.stored_materials, l.completed_stored]
  .map(formatMoney).join(' ')} ${formatPercent(l.percent)} ${formatMoney(l.balance_to_finish)} ${formatMoney(l.retainage)}`;
const pdfInfo = (pdf: Buffer) => execFileSync('pdfinfo', [pdfFile(pdf)], { encoding: 'utf8' });
const pageCount = (pdf: Buffer) => Number(/Pages:\s+(\d+)/.exec(pdfInfo(pdf))![1]);

describe('G702 and G703 renderers', () => {
  it("the G702 prints issue 32's worked example: lines 1–9 to the cent, in order, on US Letter portrait", async () => {
    const data = workedExample();
    const pdf = await renderG702Pdf(data);
    expect(pdfInfo(pdf)).toMatch(/Page size:\s+612 x 792 pts \(letter\)/);
    // One page, as the AIA's form.
    expect(pageCount(pdf)).toBe(1);
    const text = pdfText(pdf);
    // The parties and the application's facts sit side by side (columns): each is there, in its own column.
    for (const s of ['To Owner', 'City of Austin', 'From Contractor', 'Demo Construction Co', 'DC_7301 Lakeside Library', 'Application No: 2',
      'Application Date: 03/31/2026', 'Period From: 03/01/2026', 'Period To: 03/31/2026', 'Status: Submitted']) expect(text).toContain(s);
    const order = ['Demo Construction Co', 'Application and Certificate for Payment', 'To Owner',
      '1. Original Contract Sum $100,000.00', '2. Net Change by Change Orders $5,000.00', '3. Contract Sum to Date (Line 1 + 2) $105,000.00',
      '4. Total Completed and Stored to Date (Column G on G703) $65,000.00',
      '5a. Retainage: 10.00% of Completed Work (Columns D + E on G703) $6,000.00',
      '5b. Retainage: 10.00% of Stored Material (Column F on G703) $500.00', '5. Total Retainage (Column I on G703) $6,500.00',
      '6. Total Earned Less Retainage (Line 4 less Line 5) $58,500.00', '7. Less Previous Certificates for Payment $36,000.00',
      '8. Current Payment Due $22,500.00', '9. Balance to Finish, Including Retainage (Line 3 less Line 6) $46,500.00',
      'Change Order Summary', "Contractor's Certification"];
    let from = 0;
    for (const s of order) {
      const at = text.indexOf(s, from);
      expect(at, `${s} after ${text.slice(from, from + 60)}`).toBeGreaterThanOrEqual(0);
      from = at + s.length;
    }
    // The foot's two halves side by side: each half read alone (the page's left and right halves), in its own order.
    const left = pdfText(pdf, undefined, true, [0, 306]);
    const right = pdfText(pdf, undefined, true, [306, 306]);
    expect(left).toContain('Change Order Summary Additions Deductions Previous months $5,000.00 $0.00 This month $0.00 $0.00 '
      + 'Totals $5,000.00 $0.00 Net Changes by Change Order $5,000.00');
    for (const [cells, block] of [[left, ["Contractor's Certification", 'Contractor: Demo Construction Co', 'By', 'Date']], [right, ["Architect's Certificate for Payment", 'Amount Applied For (Line 8): $22,500.00',
      'Amount Certified: $ ____', 'Certified On: ____', 'Architect', 'Date', 'Notary', 'State of', 'County of', 'Notary Public',
      'My commission expires']]] as const) {
      let at = 0;
      for (const s of block) {
        const found = cells.indexOf(s, at);
        expect(found, `${s} after ${cells.slice(at, at + 60)}`).toBeGreaterThanOrEqual(0);
        at = found + s.length;
      }
    }
    for (let n = 1; n <= pageCount(pdf); n += 1) expect(pdfText(pdf, n)).toContain('Application and Certificate for Payment · Application No. 2');
  });

  it('the G702 of a certified application prints the Amount Certified and its date', async () => {
    const data = workedExample();
    data.application = { ...data.application, status: 'Certified', certified_amount: '21000.00', certified_on: '2026-04-10' };
    const text = pdfText(await renderG702Pdf(data));
    expect(text).toContain('Amount Certified: $21,000.00');
    expect(text).toContain('Certified On: 04/10/2026');
    expect(text).toContain('Status: Certified');
  });

  it('the G703 prints columns A–I, one row per SOV line and the totals row, on US Letter landscape', async () => {
    const data = workedExample();
    const pdf = await renderG703Pdf(data);
    expect(pdfInfo(pdf)).toMatch(/Page size:\s+792 x 612 pts \(letter\)/);
    const text = pdfText(pdf);
    expect(text).toContain('Continuation Sheet · Application No. 2 · Application Date 03/31/2026 · Period 03/01/2026 to 03/31/2026');
    expect(text).toContain('A B C D E F G % H I Item Description of Work Scheduled Value From Previous This Period Materials Completed and '
      + '(G ÷ C) Balance to Finish Retainage No. Application Presently');
    // A long description wraps within its cell: read cell by cell without the layout.
    const cells = pdfText(pdf, undefined, false);
    for (const l of data.application.lines) {
      expect(text).toContain(`${l.item_no} ${l.description.split(' ').slice(0, 2).join(' ')}`);
      expect(text).toContain(figures(l));
      expect(cells).toContain(l.description);
    }
    expect(text).toContain('Grand Totals $105,000.00 $40,000.00 $20,000.00 $5,000.00 $65,000.00 61.90% $40,000.00 $6,500.00');
  });

  it('a 64-line schedule runs the G703 onto more pages, the running title and the column header on each, every row once', async () => {
    const data = longSchedule(64);
    const pdf = await renderG703Pdf(data);
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(2);
    for (let n = 1; n <= pages; n += 1) {
      const page = pdfText(pdf, n);
      expect(page.startsWith('Continuation Sheet · Application No. 7'), page.slice(0, 80)).toBe(true);
      expect(page).toContain('Scheduled Value');
      expect(page).toContain('Description of Work');
      expect(page).toContain(`Page ${n} of ${pages}`);
    }
    const text = pdfText(pdf);
    for (const l of data.application.lines) expect(text.split(figures(l)).length - 1, l.description).toBe(1);
    const t = data.application.totals;
    expect(pdfText(pdf, pages)).toContain(`Grand Totals ${formatMoney(t.scheduled_value)} ${formatMoney(t.from_previous)}`);
  });

  it('random applications (seeded): every figure of lines 1–9 and of every G703 row appears in the text to the cent', async () => {
    for (let seed = 1; seed <= 12; seed += 1) {
      const data = randomApplication(seed);
      const a = data.application;
      const s = a.summary;
      const [g702, g703] = await Promise.all([renderG702Pdf(data), renderG703Pdf(data)]);
      const text702 = pdfText(g702);
      for (const [label, value] of [['1. Original Contract Sum', s.original_contract_sum], ['2. Net Change by Change Orders', s.net_change_by_change_orders],
        ['3. Contract Sum to Date (Line 1 + 2)', s.contract_sum_to_date], ['4. Total Completed and Stored to Date (Column G on G703)', s.completed_stored_to_date],
        [`5a. Retainage: ${formatPercent(a.work_rate)} of Completed Work (Columns D + E on G703)`, s.retainage_completed_work],
        [`5b. Retainage: ${formatPercent(a.stored_rate)} of Stored Material (Column F on G703)`, s.retainage_stored_material],
        ['5. Total Retainage (Column I on G703)', s.total_retainage], ['6. Total Earned Less Retainage (Line 4 less Line 5)', s.total_earned_less_retainage],
        ['7. Less Previous Certificates for Payment', s.previous_certificates], ['8. Current Payment Due', s.current_payment_due],
        ['9. Balance to Finish, Including Retainage (Line 3 less Line 6)', s.balance_to_finish_including_retainage]]) {
        expect(text702, `seed ${seed}: ${label}`).toContain(`${label} ${formatMoney(value!)}`);
      }
      expect(pageCount(g702), `seed ${seed}`).toBe(1);
      const text703 = pdfText(g703);
      for (const l of a.lines) expect(text703, `seed ${seed}: item ${l.item_no}`).toContain(figures(l));
      expect(text703, `seed ${seed}: totals`).toContain(`Grand Totals ${formatMoney(a.totals.scheduled_value)} ${formatMoney(a.totals.from_previous)}`);
    }
  });
});
