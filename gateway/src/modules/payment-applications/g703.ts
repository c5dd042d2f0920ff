import type { Content, TableCell } from 'pdfmake/interfaces.js';
import { formatPercent } from '@suite/money';
import {
  GREY, LETTER_TEXT_WIDTH, letterDocument, letterheadBlock, moneyCell, renderPdf, titledTable, type TableColumn,
} from '../../documents/pdf-kit.js';
import { usDate } from '../../documents/sources.js';
import { billingFileName, type BillingPdfData } from './pdf-data.js';

// The G703 continuation sheet (docs/billing.md §5, issue 32 "Documents"): US Letter landscape, columns A–I of docs/money.md
// §12 with one row per SOV line and the totals row, every figure REST's. The running title and the column header repeat
// on every page the lines run onto.

export const G703_TITLE = 'Continuation Sheet';

/** Columns A–I (docs/billing.md §1), each header its letter over its name. */
export const G703_COLUMNS: readonly (TableColumn & { letter: string })[] = [
  { letter: 'A', title: 'Item No.', width: 26 },
  { letter: 'B', title: 'Description of Work', width: '*' },
  { letter: 'C', title: 'Scheduled Value', width: 62, alignment: 'right' },
  { letter: 'D', title: 'From Previous Application', width: 62, alignment: 'right' },
  { letter: 'E', title: 'This Period', width: 58, alignment: 'right' },
  { letter: 'F', title: 'Materials Presently Stored', width: 58, alignment: 'right' },
  { letter: 'G', title: 'Completed and Stored to Date', width: 62, alignment: 'right' },
  { letter: '%', title: '(G ÷ C)', width: 34, alignment: 'right' },
  { letter: 'H', title: 'Balance to Finish', width: 62, alignment: 'right' },
  { letter: 'I', title: 'Retainage', width: 58, alignment: 'right' },
];

const percentCell = (value: string, bold = false): TableCell => ({ text: formatPercent(value), alignment: 'right', bold, noWrap: true });

function rows(data: BillingPdfData): TableCell[][] {
  const lines = data.application.lines.map((l): TableCell[] => [
    { text: String(l.item_no) }, { text: l.description }, moneyCell(l.scheduled_value), moneyCell(l.from_previous),
    moneyCell(l.this_period), moneyCell(l.stored_materials), moneyCell(l.completed_stored), percentCell(l.percent),
    moneyCell(l.balance_to_finish), moneyCell(l.retainage),
  ]);
  const t = data.application.totals;
  return [...lines, [
    { text: 'Grand Totals', colSpan: 2, bold: true }, {}, moneyCell(t.scheduled_value, true), moneyCell(t.from_previous, true),
    moneyCell(t.this_period, true), moneyCell(t.stored_materials, true), moneyCell(t.completed_stored, true),
    percentCell(t.percent, true), moneyCell(t.balance_to_finish, true), moneyCell(t.retainage, true),
  ]];
}

/** The running title on every page: the application, its date and period, the project. */
const pageHeader = (data: BillingPdfData) => (): Content => {
  const a = data.application;
  return {
    columns: [
      { text: `${G703_TITLE} · Application No. ${a.number} · Application Date ${usDate(a.application_date)} · `
        + `Period ${usDate(a.period_from)} to ${usDate(a.period_to)}`, bold: true },
      { text: `${data.project.uid} ${data.project.name}`, alignment: 'right', color: GREY, width: 'auto' },
    ],
    fontSize: 8,
  };
};

/** The G703's document definition (exported for tests that read its structure). */
export function g703Document(data: BillingPdfData) {
  const header = G703_COLUMNS.map((c) => ({ ...c, title: `${c.letter}\n${c.title}` }));
  return letterDocument(
    { title: billingFileName('G703', data).replace(/\.pdf$/, ''), author: data.company?.name ?? '', subject: G703_TITLE },
    [
      ...letterheadBlock(data.company, LETTER_TEXT_WIDTH.landscape),
      { text: G703_TITLE, style: 'title', margin: [0, 0, 0, 2] },
      { text: `Attached to the Application and Certificate for Payment No. ${data.application.number}; amounts in US dollars.`, color: GREY },
      // Smaller type: ten columns of money across the landscape page.
      { stack: titledTable('Schedule of Values', header, rows(data), 'No schedule of values.'), fontSize: 8 },
    ],
    { orientation: 'landscape', header: pageHeader(data) },
  );
}

/** Renders the G703 (US Letter, landscape). */
export async function renderG703Pdf(data: BillingPdfData): Promise<Buffer> {
  return renderPdf(g703Document(data));
}
