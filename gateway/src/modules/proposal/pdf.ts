import type { Content, TableCell } from 'pdfmake/interfaces.js';
import { formatPercent, sum } from '@suite/money';
import type { ProposalOverhead } from '../../__generated__/graphql.js';
import {
  a4Document, GREY, labelled, letterheadBlock, moneyCell, renderPdf, signatureBlock, sumRow, titledTable, type Letterhead, type TableColumn,
} from '../../documents/pdf-kit.js';

// The proposal PDF (docs/projects.md §2.5), A4, through the gateway's one renderer (documents/pdf-kit.ts). One renderer serves the
// download and the email (issue 14: "the two can never differ").

/** The company heading the proposal (the shared letterhead). */
export type ProposalLetterhead = Letterhead;

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
  /** Null for role 13 (docs/projects.md §2.5: "not for role 13"). */
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
    /** How the company presents overhead and profit to the owner (its setting; the specification's way by default). */
    overhead: ProposalOverhead;
  } | null;
}

export const ACCEPTANCE_TEXT =
  'The above prices, specifications and conditions are satisfactory and are hereby accepted. You are authorized to do ' +
  'the work as specified. Payment will be made as outlined above.';

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

const columns = (costTitle: string): TableColumn[] => [
  { title: 'CSI Division', width: 150 }, { title: 'Scope of Work', width: '*' }, { title: costTitle, width: 80, alignment: 'right' },
];

const bidCells = (b: ProposalBidRow): TableCell[] => [
  { stack: [{ text: b.division, bold: true }, { text: b.subdivision, color: GREY }] },
  { stack: [...(b.label ? [{ text: b.label, bold: true }] : []), { text: b.scope }] },
  moneyCell(b.cost),
];

const table = (title: string, costTitle: string, rows: TableCell[][], empty: string): Content[] =>
  titledTable(title, columns(costTitle), rows, empty);

/**
 * The overhead and profit rows as the company presents them: two lines with percentages (the specification's), two
 * without, or one "Overhead and fee" line (the two figures' exact sum, so the rows still add up to TotalCost).
 */
export function overheadRows(t: NonNullable<ProposalData['pricing']>['totals'], overhead: ProposalOverhead): [string, string][] {
  if (overhead === 'COMBINED') return [['Overhead and fee', sum([t.OverheadCost, t.ProfitCost]).toFixed(2)]];
  if (overhead === 'SEPARATE') return [['Overhead', t.OverheadCost], ['Profit', t.ProfitCost]];
  return [[`Overhead (${formatPercent(t.OverheadPercentage)})`, t.OverheadCost], [`Profit (${formatPercent(t.ProfitPercentage)})`, t.ProfitCost]];
}

function pricingBlock(pricing: NonNullable<ProposalData['pricing']>): Content[] {
  const t = pricing.totals;
  // The figures are GET projectuid/{uid}'s (docs/money.md §8): the rows above add up to TotalCost, never recomputed here.
  return [
    ...table('Bid Sheets', 'Cost', [
      ...pricing.bids.map(bidCells),
      ...overheadRows(t, pricing.overhead).map(([label, figure]) => sumRow(3, label, figure)),
      sumRow(3, 'Totals', t.TotalCost, true),
    ], ''),
    ...table('Alternates', 'Alternate Cost', pricing.alternates.map(bidCells), 'No alternates.'),
  ];
}

/** The proposal's document definition (exported for tests that read its structure). */
export function proposalDocument(data: ProposalData) {
  return a4Document(
    { title: `Proposal ${data.project.uid} - ${data.project.name}`, author: data.company?.name ?? '', subject: 'Proposal' },
    [
      ...letterheadBlock(data.company),
      { text: data.project.name, style: 'title' },
      ...(data.owner ? [ownerBlock(data.owner)] : []),
      ...projectBlock(data.project),
      ...(data.pricing ? pricingBlock(data.pricing) : []),
      signatureBlock('Acceptance of Proposal', ACCEPTANCE_TEXT),
    ],
  );
}

/** Renders the proposal PDF (A4). */
export async function renderProposalPdf(data: ProposalData): Promise<Buffer> {
  return renderPdf(proposalDocument(data));
}
