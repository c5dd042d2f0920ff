import { createRequire } from 'node:module';
import pdfmake from 'pdfmake';
import type { Content, TableCell } from 'pdfmake/interfaces.js';
import { formatMoney, formatPercent } from '@suite/money';

// The proposal PDF (001 §2.5), A4, rendered with pdfmake: real text in an embedded font (Roboto, shipped by pdfmake),
// so the file is searchable, small, and the same bytes of layout on every machine. One renderer serves the download
// and the email (issue 14: "the two can never differ").

export interface ProposalLetterhead {
  name: string;
  /** Address, phone and email lines under the name. */
  lines: string[];
  /** The company's logo as a data URL (PNG or JPEG), or null. */
  logo: string | null;
}

export interface ProposalBidRow {
  division: string;
  subdivision: string;
  label: string;
  scope: string;
  /** The bid's §7 sub total as REST gives it (decimal text). */
  cost: string;
}

export interface ProposalData {
  company: ProposalLetterhead | null;
  /** Null for role 13 (001 §2.5: "not for role 13"). */
  owner: { name: string; contact: string; email: string; address: string[] } | null;
  project: {
    uid: string; name: string; contractor: string; projectManager: string; estimator: string; address: string;
    cityStateZip: string; bidSubmissionDate: string; buildingType: string; projectType: string; squareFeet: string;
    durationWeeks: string; drawingLink: string;
  };
  /** The bid tables and the §8 totals; null when the caller may not see prices (role 13). */
  pricing: {
    bids: ProposalBidRow[];
    alternates: ProposalBidRow[];
    totals: { BidTotals: string; OverheadCost: string; OverheadPercentage: string; ProfitCost: string; ProfitPercentage: string; TotalCost: string };
  } | null;
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

export const ACCEPTANCE_TEXT =
  'The above prices, specifications and conditions are satisfactory and are hereby accepted. You are authorized to do ' +
  'the work as specified. Payment will be made as outlined above.';

const GREY = '#595959';
const RULE = '#bfbfbf';
const HEAD_FILL = '#eeeeee';

const labelled = (label: string, value: string): Content => ({
  text: [{ text: `${label}: `, bold: true }, value || '—'], margin: [0, 0, 0, 3],
});

function header(company: ProposalLetterhead | null): Content[] {
  if (!company) return [];
  const address: Content = {
    stack: [{ text: company.name, bold: true, fontSize: 13 }, ...company.lines.map((l) => ({ text: l, color: GREY }))],
    alignment: 'right',
  };
  return [{
    columns: [company.logo ? { image: company.logo, fit: [160, 64] } : { text: '' }, address],
    margin: [0, 0, 0, 12],
  }, { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 515, y2: 0, lineWidth: 0.5, lineColor: RULE }], margin: [0, 0, 0, 12] }];
}

function ownerBlock(owner: NonNullable<ProposalData['owner']>): Content {
  return {
    stack: [
      { text: 'Owner', style: 'section' },
      labelled('Owner', owner.name),
      labelled('Contact', owner.contact),
      labelled('Email', owner.email),
      labelled('Address', owner.address.join(', ')),
    ],
    margin: [0, 0, 0, 10],
  };
}

function projectBlock(p: ProposalData['project']): Content[] {
  return [
    { text: 'Contractor', style: 'section' },
    { columns: [labelled('Contractor', p.contractor), labelled('Project Manager', p.projectManager), labelled('Estimator', p.estimator)], columnGap: 12 },
    { text: 'Project', style: 'section', margin: [0, 10, 0, 4] },
    {
      columns: [
        { stack: [labelled('Project Number', p.uid), labelled('Project Name', p.name), labelled('Address', p.address),
          labelled('City/State/Zip', p.cityStateZip), labelled('Bid Submission Date', p.bidSubmissionDate)] },
        { stack: [labelled('Building Type', p.buildingType), labelled('Project Type', p.projectType),
          labelled('Square Feet', p.squareFeet), labelled('Duration (Weeks)', p.durationWeeks)] },
      ],
      columnGap: 12,
    },
    labelled('Drawings Link', p.drawingLink),
  ];
}

const headRow = (costTitle: string): TableCell[] => [
  { text: 'CSI Division', style: 'th' }, { text: 'Scope of Work', style: 'th' }, { text: costTitle, style: 'th', alignment: 'right' },
];

const bidCells = (b: ProposalBidRow): TableCell[] => [
  { stack: [{ text: b.division, bold: true }, { text: b.subdivision, color: GREY }] },
  { stack: [...(b.label ? [{ text: b.label, bold: true }] : []), { text: b.scope }] },
  { text: formatMoney(b.cost), alignment: 'right', noWrap: true },
];

// Thin rules, a grey header row; pdfmake repeats the headerRows on every page the table runs onto.
const tableLayout = {
  hLineWidth: () => 0.5, vLineWidth: () => 0.5, hLineColor: () => RULE, vLineColor: () => RULE,
  fillColor: (row: number) => (row === 0 ? HEAD_FILL : null),
  paddingTop: () => 3, paddingBottom: () => 3,
};

function table(title: string, costTitle: string, rows: TableCell[][], empty: string): Content[] {
  const body: TableCell[][] = rows.length > 0 ? rows : [[{ text: empty, colSpan: 3, color: GREY }, {}, {}]];
  return [
    // headlineLevel 1: moved to the next page when it would sit at the foot of one (pageBreakBefore below).
    { text: title, style: 'section', margin: [0, 14, 0, 4], headlineLevel: 1 },
    {
      table: { headerRows: 1, keepWithHeaderRows: 1, dontBreakRows: true, widths: [150, '*', 80], body: [headRow(costTitle), ...body] },
      layout: tableLayout,
    },
  ];
}

function pricingBlock(pricing: NonNullable<ProposalData['pricing']>): Content[] {
  const t = pricing.totals;
  const sumRow = (label: string, value: string, bold = false): TableCell[] => [
    { text: label, colSpan: 2, alignment: 'right', bold }, {}, { text: formatMoney(value), alignment: 'right', bold, noWrap: true },
  ];
  // The figures are GET projectuid/{uid}'s (calculations.md §8): the rows above add up to TotalCost, never recomputed here.
  return [
    ...table('Bid Sheets', 'Cost', [
      ...pricing.bids.map(bidCells),
      sumRow(`Overhead (${formatPercent(t.OverheadPercentage)})`, t.OverheadCost),
      sumRow(`Profit (${formatPercent(t.ProfitPercentage)})`, t.ProfitCost),
      sumRow('Totals', t.TotalCost, true),
    ], ''),
    ...table('Alternates', 'Alternate Cost', pricing.alternates.map(bidCells), 'No alternates.'),
  ];
}

function acceptance(): Content {
  const line = (label: string): Content => ({
    stack: [{ canvas: [{ type: 'line', x1: 0, y1: 0, x2: 150, y2: 0, lineWidth: 0.5 }], margin: [0, 28, 0, 2] }, { text: label, color: GREY }],
  });
  return {
    stack: [
      { text: 'Acceptance of Proposal', style: 'section', margin: [0, 18, 0, 4] },
      { text: ACCEPTANCE_TEXT },
      { columns: [line('Signature'), line('Date'), line('Print Name')], columnGap: 18 },
    ],
    unbreakable: true,
  };
}

/** The proposal's document definition (exported for tests that read its structure). */
export function proposalDocument(data: ProposalData) {
  return {
    pageSize: 'A4' as const,
    pageMargins: [40, 40, 40, 48] as [number, number, number, number],
    info: { title: `Proposal ${data.project.uid} - ${data.project.name}`, author: data.company?.name ?? '', subject: 'Proposal' },
    defaultStyle: { font: 'Roboto', fontSize: 9.5, lineHeight: 1.15 },
    styles: {
      title: { fontSize: 18, bold: true, margin: [0, 0, 0, 10] as [number, number, number, number] },
      section: { fontSize: 11.5, bold: true, margin: [0, 0, 0, 4] as [number, number, number, number] },
      th: { bold: true },
    },
    content: [
      ...header(data.company),
      { text: data.project.name, style: 'title' },
      ...(data.owner ? [ownerBlock(data.owner)] : []),
      ...projectBlock(data.project),
      ...(data.pricing ? pricingBlock(data.pricing) : []),
      acceptance(),
    ] as Content[],
    // A table's title never ends a page alone (its header and first row stay together through keepWithHeaderRows).
    pageBreakBefore: (node: { headlineLevel?: unknown; startPosition: { verticalRatio?: number } }) =>
      node.headlineLevel === 1 && (node.startPosition.verticalRatio ?? 0) > 0.85,
    footer: (page: number, pages: number): Content => ({ text: `Page ${page} of ${pages}`, alignment: 'center', fontSize: 8, color: GREY, margin: [0, 16, 0, 0] }),
  };
}

/** Renders the proposal PDF (A4). */
export async function renderProposalPdf(data: ProposalData): Promise<Buffer> {
  return pdfmake.createPdf(proposalDocument(data)).getBuffer();
}
