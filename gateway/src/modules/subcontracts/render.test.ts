import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { awardedSubcontract, paidWaiver } from './__fixtures__/documents.js';
import { subcontractFileName, waiverFileName } from './pdf-data.js';
import { renderSubcontractPdf } from './subcontract-pdf.js';
import { CONDITIONAL_TITLE, renderWaiverPdf, UNCONDITIONAL_TITLE } from './waiver-pdf.js';

// The subcontract and lien-waiver renderers on REST-shaped commitments (docs/subcontracts.md §4, §6), read back with
// poppler's pdftotext and pdfinfo: US Letter, every line's figures, the amount and the through-date.

const work = mkdtempSync(join(tmpdir(), 'subcontract-pdf-'));
const words = (s: string) => s.replace(/\s+/g, ' ').trim();
function pdfFile(pdf: Buffer): string {
  const file = join(work, `p${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return file;
}
const pdfText = (pdf: Buffer) => words(execFileSync('pdftotext', ['-layout', pdfFile(pdf), '-'], { encoding: 'utf8' }));
const pdfInfo = (pdf: Buffer) => execFileSync('pdfinfo', [pdfFile(pdf)], { encoding: 'utf8' });

function inOrder(text: string, parts: readonly string[]): void {
  let from = 0;
  for (const s of parts) {
    const at = text.indexOf(s, from);
    expect(at, `${s} after ${text.slice(from, from + 80)}`).toBeGreaterThanOrEqual(0);
    from = at + s.length;
  }
}

describe('subcontract and lien waiver renderers', () => {
  it('the subcontract prints the parties, scope, dates, retainage rate, every line with its cost code and figures, the contract total and both signatures on US Letter', async () => {
    const data = awardedSubcontract();
    const pdf = await renderSubcontractPdf(data);
    expect(pdfInfo(pdf)).toMatch(/Page size:\s+612 x 792 pts \(letter\)/);
    expect(pdfInfo(pdf)).toMatch(/Title:\s+Subcontract SC-001 DC_7301 - Lakeside Library\n/);
    const text = pdfText(pdf);
    for (const s of ['Contractor', 'Demo Construction Co', 'Subcontractor', 'Ace Concrete LLC', '9 Quarry Ln, Round Rock, TX',
      'DC_7301 Lakeside Library', 'Number: SC-001', 'Awarded: 08/20/2026', 'Start Date: 09/01/2026', 'End Date: 12/15/2026',
      'Retainage: 10.00%', 'Footings and slab on grade per drawings S-101 to S-104.']) expect(text).toContain(s);
    inOrder(text, [
      'Subcontract Agreement SC-001', 'Scope of Work', 'Lines', 'Cost Code Description Units UoM Cost per Unit Total',
      '03-100 Concrete Forming · Subcontract · Footings 120 CY $250.00 $30,000.00',
      '03-300 Cast-in-Place Concrete · Subcontract · Slab 3 LS $4,115.2233 $12,345.67',
      'Original Total $42,345.67', 'Change Orders $1,500.00', 'Contract Total $43,845.67',
      'Contract Total: $43,845.67', 'Terms', 'holds 10.00% of each amount billed as retainage',
      'Contractor: Demo Construction Co', 'Signature Date Print Name', 'Subcontractor: Ace Concrete LLC', 'Signature Date Print Name',
    ]);
  });

  it('a purchase order is titled as one and names the vendor', async () => {
    const data = awardedSubcontract();
    data.commitment = { ...data.commitment, kind: 'PO', number: 'PO-002' };
    data.party = { name: 'Builders Supply Inc', address: '' };
    const text = pdfText(await renderSubcontractPdf(data));
    inOrder(text, ['Purchase Order PO-002', 'Vendor', 'Builders Supply Inc', 'Vendor: Builders Supply Inc']);
    expect(text).not.toContain('Subcontract Agreement');
    expect(subcontractFileName(data)).toBe('Purchase Order PO-002 DC_7301 - Lakeside Library.pdf');
  });

  it('a progress payment gives the conditional waiver with the claimant, customer, project, amount, through-date and signature block', async () => {
    const data = paidWaiver(false);
    const pdf = await renderWaiverPdf(data);
    expect(pdfInfo(pdf)).toMatch(/Page size:\s+612 x 792 pts \(letter\)/);
    const text = pdfText(pdf);
    inOrder(text, [
      CONDITIONAL_TITLE, 'Claimant Ace Concrete LLC, 9 Quarry Ln, Round Rock, TX 78664', 'Customer Demo Construction Co',
      'Project DC_7301 Lakeside Library, 1 Lake Rd, Austin, TX 78702', 'Subcontract SC-001', 'Payment Amount $18,000.00',
      'Payment Date 11/10/2026', 'Check / Reference CHK 1042', 'Through Date 10/31/2026',
      'This waiver takes effect only when the Claimant has received payment of $18,000.00',
      'furnished to the Customer through 10/31/2026', 'Claimant: Ace Concrete LLC', 'Signature Title Date',
    ]);
    expect(text).not.toContain(UNCONDITIONAL_TITLE);
    expect(waiverFileName(data)).toBe('Conditional Lien Waiver SC-001 2026-11-10 DC_7301 - Lakeside Library.pdf');
  });

  it('the final payment gives the unconditional waiver with its amount and through-date', async () => {
    const data = paidWaiver(true);
    const text = pdfText(await renderWaiverPdf(data));
    inOrder(text, [
      UNCONDITIONAL_TITLE, 'Payment Amount $25,845.67', 'Through Date 12/15/2026',
      'The Claimant has received $25,845.67 from the Customer as the final payment', 'is paid in full',
      'unconditionally waives and releases', 'through 12/15/2026', 'Claimant: Ace Concrete LLC',
    ]);
    expect(text).not.toContain(CONDITIONAL_TITLE);
    expect(waiverFileName(data)).toBe('Unconditional Lien Waiver SC-001 2026-12-20 DC_7301 - Lakeside Library.pdf');
  });
});
