import { createRequire } from 'node:module';
import pdfmake from 'pdfmake';
import type { Content, TableCell } from 'pdfmake/interfaces.js';
import { formatMoney } from '@suite/money';

// The gateway's one PDF renderer (pdfmake, A4 or US Letter): the parts every document shares (the proposal, the PCO, the
// payment application's G702 and G703). Real text in
// an embedded font (Roboto, shipped by pdfmake), so a file is searchable, small, and the same layout on every machine.

/** The company heading a document's first page (GET company/letterhead). */
export interface Letterhead {
  name: string;
  /** Address, phone and email lines under the name. */
  lines: string[];
  /** The company's logo as a data URL (PNG or JPEG), or null. */
  logo: string | null;
}

const require = createRequire(import.meta.url);
const FONT_FILES = {
  normal: require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'),
  bold: require.resolve('pdfmake/fonts/Roboto/Roboto-Medium.ttf'),
  italics: require.resolve('pdfmake/fonts/Roboto/Roboto-Italic.ttf'),
  bolditalics: require.resolve('pdfmake/fonts/Roboto/Roboto-MediumItalic.ttf'),
};
const FONT_PATHS = new Set(Object.values(FONT_FILES));
pdfmake.setFonts({ Roboto: FONT_FILES });
// Nothing is fetched while rendering: images arrive as data URLs, and only the font files may be read from disk.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => FONT_PATHS.has(path));

export const GREY = '#595959';
const RULE = '#bfbfbf';
const HEAD_FILL = '#eeeeee';
/** The width between the page margins (A4 595 pt − 2 × 40). */
const TEXT_WIDTH = 515;

export const labelled = (label: string, value: string): Content => ({
  text: [{ text: `${label}: `, bold: true }, value || '—'], margin: [0, 0, 0, 3],
});

/** A money figure in a table cell: '$1,234.50', right-aligned, never wrapped. */
export const moneyCell = (value: string, bold = false): TableCell => ({ text: formatMoney(value), alignment: 'right', bold, noWrap: true });

/** The logo on the left, the company's name and address on the right, a thin rule under them (`width`: the page's text width). */
export function letterheadBlock(company: Letterhead | null, width = TEXT_WIDTH): Content[] {
  if (!company) return [];
  const address: Content = {
    stack: [{ text: company.name, bold: true, fontSize: 13 }, ...company.lines.map((l) => ({ text: l, color: GREY }))],
    alignment: 'right',
  };
  return [{
    columns: [company.logo ? { image: company.logo, fit: [160, 64] } : { text: '' }, address],
    margin: [0, 0, 0, 12],
  }, { canvas: [{ type: 'line', x1: 0, y1: 0, x2: width, y2: 0, lineWidth: 0.5, lineColor: RULE }], margin: [0, 0, 0, 12] }];
}

// Thin rules, a grey header row; pdfmake repeats the headerRows on every page the table runs onto.
const tableLayout = {
  hLineWidth: () => 0.5, vLineWidth: () => 0.5, hLineColor: () => RULE, vLineColor: () => RULE,
  fillColor: (row: number) => (row === 0 ? HEAD_FILL : null),
  paddingTop: () => 3, paddingBottom: () => 3,
};

export interface TableColumn {
  title: string;
  width: number | '*' | 'auto';
  alignment?: 'left' | 'right';
}

/**
 * A section title and its table: the header row repeated on every page, rows never split, the title moved to the next
 * page when it would end one alone (headlineLevel 1, see `a4Document`). `empty` fills a table without rows.
 */
export function titledTable(title: string, columns: readonly TableColumn[], rows: TableCell[][], empty: string): Content[] {
  const head: TableCell[] = columns.map((c) => ({ text: c.title, style: 'th', ...(c.alignment ? { alignment: c.alignment } : {}) }));
  const body: TableCell[][] = rows.length > 0 ? rows
    : [[{ text: empty, colSpan: columns.length, color: GREY }, ...columns.slice(1).map(() => ({}))]];
  return [
    // headlineLevel 1: moved to the next page when it would sit at the foot of one (pageBreakBefore below).
    { text: title, style: 'section', margin: [0, 14, 0, 4], headlineLevel: 1 },
    {
      table: { headerRows: 1, keepWithHeaderRows: 1, dontBreakRows: true, widths: columns.map((c) => c.width), body: [head, ...body] },
      layout: tableLayout,
    },
  ];
}

/** A figure row under a table's lines: the label across every column but the last, the amount in the last. */
export function sumRow(columnCount: number, label: string, value: string, bold = false): TableCell[] {
  return [
    { text: label, colSpan: columnCount - 1, alignment: 'right', bold },
    ...Array.from({ length: columnCount - 2 }, () => ({})),
    moneyCell(value, bold),
  ];
}

/** The acceptance section: its title, the text, and the signature lines, kept on one page. */
export function signatureBlock(title: string, text: string, labels: readonly string[] = ['Signature', 'Date', 'Print Name']): Content {
  const line = (label: string): Content => ({
    stack: [{ canvas: [{ type: 'line', x1: 0, y1: 0, x2: 150, y2: 0, lineWidth: 0.5 }], margin: [0, 28, 0, 2] }, { text: label, color: GREY }],
  });
  return {
    stack: [
      { text: title, style: 'section', margin: [0, 18, 0, 4] },
      { text },
      { columns: labels.map(line), columnGap: 18 },
    ],
    unbreakable: true,
  };
}

/** An A4 document: the shared margins, font and styles, 'Page N of M' in the footer. */
export function a4Document(info: { title: string; author: string; subject: string }, content: Content[]) {
  return {
    pageSize: 'A4' as const,
    pageMargins: [40, 40, 40, 48] as [number, number, number, number],
    info,
    defaultStyle: { font: 'Roboto', fontSize: 9.5, lineHeight: 1.15 },
    styles: {
      title: { fontSize: 18, bold: true, margin: [0, 0, 0, 10] as [number, number, number, number] },
      section: { fontSize: 11.5, bold: true, margin: [0, 0, 0, 4] as [number, number, number, number] },
      th: { bold: true },
    },
    content,
    // A table's title never ends a page alone (its header and first row stay together through keepWithHeaderRows).
    pageBreakBefore: (node: { headlineLevel?: unknown; startPosition: { verticalRatio?: number } }) =>
      node.headlineLevel === 1 && (node.startPosition.verticalRatio ?? 0) > 0.85,
    footer: (page: number, pages: number): Content => ({ text: `Page ${page} of ${pages}`, alignment: 'center', fontSize: 8, color: GREY, margin: [0, 16, 0, 0] }),
  };
}

/** The width between the margins of a US Letter page (612 × 792 pt − 2 × 40), by orientation. */
export const LETTER_TEXT_WIDTH = { portrait: 532, landscape: 712 } as const;

/**
 * A US Letter document (the payment application's G702 portrait, G703 landscape: docs/billing.md §5): the A4 document's
 * margins, font, styles and footer, with `header` printed at the top of every page (a page's running title).
 */
export function letterDocument(info: { title: string; author: string; subject: string }, content: Content[],
  page: { orientation: 'portrait' | 'landscape'; header: (page: number, pages: number) => Content }) {
  return {
    ...a4Document(info, content),
    pageSize: 'LETTER' as const,
    pageOrientation: page.orientation,
    pageMargins: [40, 56, 40, 48] as [number, number, number, number],
    header: (current: number, pages: number): Content => ({ stack: [page.header(current, pages)], margin: [40, 22, 40, 0] }),
  };
}

/** Renders a document definition made by `a4Document` or `letterDocument`. */
export async function renderPdf(doc: ReturnType<typeof a4Document> | ReturnType<typeof letterDocument>): Promise<Buffer> {
  return pdfmake.createPdf(doc).getBuffer();
}
