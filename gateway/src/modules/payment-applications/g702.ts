import type { Content, TableCell } from 'pdfmake/interfaces.js';
import { formatMoney, formatPercent } from '@suite/money';
import {
  GREY, labelled, LETTER_TEXT_WIDTH, letterDocument, letterheadBlock, moneyCell, renderPdf, titledTable,
} from '../../documents/pdf-kit.js';
import { usDate } from '../../documents/sources.js';
import { billingFileName, type BillingPdfData } from './pdf-data.js';

// The G702 (docs/billing.md §5, issue 32 "Documents"): the product's own Application and Certificate for Payment, US
// Letter portrait, with the AIA's figures: lines 1–9 and the change-order summary of docs/money.md §12 exactly as REST
// gives them, the contractor's signature, the notary block and the architect's certificate with Amount Certified.

export const G702_TITLE = 'Application and Certificate for Payment';

export const CONTRACTOR_CERTIFICATION =
  'The Contractor certifies that the Work covered by this application has been completed in accordance with the Contract '
  + 'Documents, that amounts of previous certificates have been paid as due, and that the current payment shown is now due.';

export const ARCHITECT_CERTIFICATION =
  'Based on evaluations of the Work and the data of this application, the Architect certifies to the Owner that the Work has '
  + 'progressed as indicated and that the Contractor is entitled to payment of the Amount Certified.';

/** The label of each of lines 1–9 (docs/money.md §12, Summary), with the rows the PDF prints them in. */
function summaryRows(data: BillingPdfData): TableCell[][] {
  const s = data.application.summary;
  const a = data.application;
  const row = (no: string, label: string, value: string, bold = false): TableCell[] =>
    [{ text: no, bold }, { text: label, bold }, moneyCell(value, bold)];
  return [
    row('1.', 'Original Contract Sum', s.original_contract_sum),
    row('2.', 'Net Change by Change Orders', s.net_change_by_change_orders),
    row('3.', 'Contract Sum to Date (Line 1 + 2)', s.contract_sum_to_date, true),
    row('4.', 'Total Completed and Stored to Date (Column G on G703)', s.completed_stored_to_date),
    row('5a.', `Retainage: ${formatPercent(a.work_rate)} of Completed Work (Columns D + E on G703)`, s.retainage_completed_work),
    row('5b.', `Retainage: ${formatPercent(a.stored_rate)} of Stored Material (Column F on G703)`, s.retainage_stored_material),
    row('5.', 'Total Retainage (Column I on G703)', s.total_retainage),
    row('6.', 'Total Earned Less Retainage (Line 4 less Line 5)', s.total_earned_less_retainage),
    row('7.', 'Less Previous Certificates for Payment', s.previous_certificates),
    row('8.', 'Current Payment Due', s.current_payment_due, true),
    row('9.', 'Balance to Finish, Including Retainage (Line 3 less Line 6)', s.balance_to_finish_including_retainage),
  ];
}

function parties(data: BillingPdfData): Content {
  const a = data.application;
  const company = data.company;
  return {
    columns: [
      { stack: [{ text: 'To Owner', style: 'section' }, { text: data.owner?.name || '—', bold: true },
        { text: data.owner?.address || '', color: GREY }] },
      { stack: [{ text: 'From Contractor', style: 'section' }, { text: company?.name || '—', bold: true },
        ...(company?.lines ?? []).slice(0, 3).map((l) => ({ text: l, color: GREY }))] },
      { stack: [{ text: 'Project', style: 'section' }, { text: `${data.project.uid} ${data.project.name}`, bold: true },
        { text: data.project.address, color: GREY }] },
      { stack: [labelled('Application No', String(a.number)), labelled('Application Date', usDate(a.application_date)),
        labelled('Period From', usDate(a.period_from)), labelled('Period To', usDate(a.period_to)),
        labelled('Status', a.status + (a.is_final ? ' (final)' : ''))], width: 130 },
    ],
    columnGap: 10,
    margin: [0, 0, 0, 4],
  };
}

function changeOrderSummary(data: BillingPdfData): Content[] {
  const c = data.application.change_order_summary;
  // docs/money.md §12: change orders accepted before the period ("previous months") and within it ("this month").
  return titledTable('Change Order Summary', [
    { title: '', width: '*' }, { title: 'Additions', width: 66, alignment: 'right' }, { title: 'Deductions', width: 66, alignment: 'right' },
  ], [
    [{ text: 'Previous months' }, moneyCell(c.previous_additions), moneyCell(c.previous_deductions)],
    [{ text: 'This month' }, moneyCell(c.this_period_additions), moneyCell(c.this_period_deductions)],
    [{ text: 'Totals', bold: true }, moneyCell(c.total_additions, true), moneyCell(c.total_deductions, true)],
    [{ text: 'Net Changes by Change Order', bold: true, colSpan: 2 }, {}, moneyCell(c.net, true)],
  ], '');
}

const blank = (label: string, width: number): Content => ({
  width,
  stack: [{ canvas: [{ type: 'line', x1: 0, y1: 0, x2: width, y2: 0, lineWidth: 0.5 }], margin: [0, 16, 0, 2] }, { text: label, color: GREY }],
} as Content);
const section = (title: string): Content => ({ text: title, style: 'section', margin: [0, 10, 0, 2] });

/** The contractor's certification and signature. */
function contractorBlock(data: BillingPdfData): Content {
  return {
    stack: [
      section('Contractor\'s Certification'),
      { text: CONTRACTOR_CERTIFICATION },
      { text: [{ text: 'Contractor: ', bold: true }, data.company?.name ?? '—'], margin: [0, 4, 0, 0] },
      { columns: [blank('By', 150), blank('Date', 80)], columnGap: 12 },
    ],
  };
}

/** The notary block, beside the contractor's signature it witnesses. */
function notaryBlock(): Content {
  return {
    stack: [
      section('Notary'),
      { columns: [blank('State of', 115), blank('County of', 115)], columnGap: 12 },
      { text: 'Subscribed and sworn to before me on ______________', margin: [0, 6, 0, 0] },
      { columns: [blank('Notary Public', 115), blank('My commission expires', 115)], columnGap: 12 },
    ],
  };
}

/** The architect's certificate with Amount Certified (right half of the form's foot). */
function architectBlock(data: BillingPdfData): Content {
  const a = data.application;
  return {
    stack: [
      section('Architect\'s Certificate for Payment'),
      { text: ARCHITECT_CERTIFICATION },
      labelledLine('Amount Applied For (Line 8)', formatMoney(a.summary.current_payment_due), [0, 6, 0, 0]),
      // docs/money.md §12: the owner's certified amount, which may be less than asked; blank until certified.
      labelledLine('Amount Certified', a.certified_amount === null ? '$ ____________________' : formatMoney(a.certified_amount)),
      labelledLine('Certified On', a.certified_on ? usDate(a.certified_on) : '____________'),
      { columns: [blank('Architect', 150), blank('Date', 80)], columnGap: 12 },
    ],
  };
}

const labelledLine = (label: string, value: string, margin: [number, number, number, number] = [0, 3, 0, 0]): Content =>
  ({ text: [{ text: `${label}: `, bold: true }, value], margin });

/** The running title on every page. */
const pageHeader = (data: BillingPdfData) => (): Content => ({
  columns: [
    { text: `${G702_TITLE} · Application No. ${data.application.number}`, bold: true },
    { text: `${data.project.uid} ${data.project.name} · Period To ${usDate(data.application.period_to)}`, alignment: 'right', color: GREY },
  ],
  fontSize: 8,
});

/** The G702's document definition (exported for tests that read its structure). */
export function g702Document(data: BillingPdfData) {
  const doc = letterDocument(
    { title: billingFileName('G702', data).replace(/\.pdf$/, ''), author: data.company?.name ?? '', subject: G702_TITLE },
    [
      ...letterheadBlock(data.company, LETTER_TEXT_WIDTH.portrait),
      { text: G702_TITLE, style: 'title' },
      parties(data),
      ...titledTable('Contractor\'s Application for Payment', [
        { title: 'Line', width: 26 }, { title: '', width: '*' }, { title: 'Amount', width: 100, alignment: 'right' },
      ], summaryRows(data), ''),
      // Two halves, so the form keeps to one page: the change-order summary beside the architect's certificate, the
      // contractor's certification beside the notary.
      { columns: [{ stack: changeOrderSummary(data) }, architectBlock(data)], columnGap: 16, unbreakable: true },
      { columns: [contractorBlock(data), notaryBlock()], columnGap: 16, unbreakable: true },
    ],
    { orientation: 'portrait', header: pageHeader(data) },
  );
  // Smaller type and tighter titles than the proposal's, so the whole form fits one page as the AIA's does.
  return {
    ...doc,
    defaultStyle: { ...doc.defaultStyle, fontSize: 8.5, lineHeight: 1.1 },
    styles: { ...doc.styles, title: { ...doc.styles.title, fontSize: 15, margin: [0, 0, 0, 6] as [number, number, number, number] } },
  };
}

/** Renders the G702 (US Letter, portrait). */
export async function renderG702Pdf(data: BillingPdfData): Promise<Buffer> {
  return renderPdf(g702Document(data));
}
