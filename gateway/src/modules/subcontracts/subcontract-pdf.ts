import type { Content, TableCell } from 'pdfmake/interfaces.js';
import { formatMoney, formatNumber, formatPercent, formatRate } from '@suite/money';
import {
  GREY, labelled, LETTER_TEXT_WIDTH, letterDocument, letterheadBlock, moneyCell, renderPdf, signatureBlock, sumRow, titledTable,
} from '../../documents/pdf-kit.js';
import { usDate } from '../../documents/sources.js';
import { isPurchaseOrder, subcontractFileName, type CommitmentLineJson, type SubcontractPdfData } from './pdf-data.js';

// The subcontract (or purchase order) PDF (docs/subcontracts.md §6, issue 33 "Award"): US Letter portrait, the parties,
// the project, scope, dates, retainage rate, the lines with their cost codes and figures as REST gives them (docs/money.md
// §15), the contract total and both signature blocks. Attached to the Award Notification email.

export const SUBCONTRACT_TITLE = 'Subcontract Agreement';
export const PURCHASE_ORDER_TITLE = 'Purchase Order';

/** The product's own terms, short: the figures that bind are the lines above them. */
export const subcontractTerms = (party: string, rate: string) =>
  `${party} agrees to furnish the labor, materials and equipment for the scope and lines above for the contract total `
  + `shown, as adjusted by subcontract change orders signed by both parties. Billings are submitted monthly per line; `
  + `the Contractor holds ${rate} of each amount billed as retainage until it is released. Each payment is made against `
  + 'a lien waiver for the amount paid.';

const title = (data: SubcontractPdfData) => (isPurchaseOrder(data.commitment) ? PURCHASE_ORDER_TITLE : SUBCONTRACT_TITLE);
const partyRole = (data: SubcontractPdfData) => (isPurchaseOrder(data.commitment) ? 'Vendor' : 'Subcontractor');

/** A line's description: its subdivision, category and part (the division is in the cost code's division column). */
export function lineDescription(l: CommitmentLineJson): string {
  const parts = [l.subdivision_name, l.category_name, l.part_name].filter((p): p is string => !!p && p.trim() !== '');
  return parts.length > 0 ? parts.join(' · ') : (l.division_name ?? '');
}

function parties(data: SubcontractPdfData): Content {
  const c = data.commitment;
  const company = data.company;
  return {
    columns: [
      { stack: [{ text: 'Contractor', style: 'section' }, { text: company?.name || '—', bold: true },
        ...(company?.lines ?? []).slice(0, 3).map((l) => ({ text: l, color: GREY }))] },
      { stack: [{ text: partyRole(data), style: 'section' }, { text: data.party.name || '—', bold: true },
        { text: data.party.address, color: GREY }] },
      { stack: [{ text: 'Project', style: 'section' }, { text: `${data.project.uid} ${data.project.name}`, bold: true },
        { text: data.project.address, color: GREY }] },
      { stack: [labelled('Number', c.number), labelled('Awarded', usDate(c.awarded_at)),
        labelled('Start Date', usDate(c.start_date)), labelled('End Date', usDate(c.end_date)),
        labelled('Retainage', formatPercent(c.retainage_rate))], width: 120 },
    ],
    columnGap: 10,
    margin: [0, 0, 0, 4],
  };
}

function lineRows(data: SubcontractPdfData): TableCell[][] {
  return data.commitment.lines.map((l) => [
    { text: l.cost_code ?? '', noWrap: true },
    { stack: [{ text: lineDescription(l) }, ...(l.division_name ? [{ text: l.division_name, color: GREY, fontSize: 7.5 }] : [])] },
    { text: formatNumber(l.units, 4), alignment: 'right' },
    { text: l.unit_of_measure ?? '' },
    { text: formatRate(l.cost_per_unit), alignment: 'right', noWrap: true },
    moneyCell(l.total),
  ]);
}

const COLUMNS = [
  { title: 'Cost Code', width: 62 }, { title: 'Description', width: '*' }, { title: 'Units', width: 52, alignment: 'right' },
  { title: 'UoM', width: 36 }, { title: 'Cost per Unit', width: 66, alignment: 'right' }, { title: 'Total', width: 76, alignment: 'right' },
] as const;

function totalsRows(data: SubcontractPdfData): TableCell[][] {
  const t = data.commitment.totals;
  return [
    sumRow(COLUMNS.length, 'Original Total', t.total),
    sumRow(COLUMNS.length, 'Change Orders', t.change_orders),
    sumRow(COLUMNS.length, 'Contract Total', t.contract_total, true),
  ];
}

const pageHeader = (data: SubcontractPdfData) => (): Content => ({
  columns: [
    { text: `${title(data)} ${data.commitment.number} · ${data.party.name}`, bold: true },
    { text: `${data.project.uid} ${data.project.name}`, alignment: 'right', color: GREY },
  ],
  fontSize: 8,
});

/** The subcontract's document definition (exported for tests that read its structure). */
export function subcontractDocument(data: SubcontractPdfData) {
  const c = data.commitment;
  return letterDocument(
    { title: subcontractFileName(data).replace(/\.pdf$/, ''), author: data.company?.name ?? '', subject: title(data) },
    [
      ...letterheadBlock(data.company, LETTER_TEXT_WIDTH.portrait),
      { text: `${title(data)} ${c.number}`, style: 'title' },
      parties(data),
      { text: 'Scope of Work', style: 'section', margin: [0, 10, 0, 2] },
      { text: c.scope && c.scope.trim() !== '' ? c.scope : '—' },
      ...titledTable('Lines', [...COLUMNS], [...lineRows(data), ...(c.lines.length > 0 ? totalsRows(data) : [])], 'No lines.'),
      { text: [{ text: 'Contract Total: ', bold: true }, formatMoney(c.totals.contract_total)], margin: [0, 8, 0, 0] },
      { text: 'Terms', style: 'section', margin: [0, 10, 0, 2] },
      { text: subcontractTerms(data.party.name || `The ${partyRole(data)}`, formatPercent(c.retainage_rate)) },
      signatureBlock(`Contractor: ${data.company?.name ?? '—'}`, 'Accepted for the Contractor.'),
      signatureBlock(`${partyRole(data)}: ${data.party.name || '—'}`, `Accepted for the ${partyRole(data)}.`),
    ],
    { orientation: 'portrait', header: pageHeader(data) },
  );
}

/** Renders the subcontract or PO (US Letter, portrait). */
export async function renderSubcontractPdf(data: SubcontractPdfData): Promise<Buffer> {
  return renderPdf(subcontractDocument(data));
}
