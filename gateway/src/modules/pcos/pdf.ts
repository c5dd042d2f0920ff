import type { Content, TableCell } from 'pdfmake/interfaces.js';
import { formatNumber, formatPercent, formatRate } from '@suite/money';
import {
  a4Document, labelled, letterheadBlock, moneyCell, renderPdf, signatureBlock, sumRow, titledTable, type Letterhead, type TableColumn,
} from '../../documents/pdf-kit.js';

// The PCO PDF (docs/projects.md §2.9 "a PDF download (A4)"), through the proposal's renderer (documents/pdf-kit.ts): letterhead,
// the PCO and its project, the scope of work, the labor and direct-trade lines, the §9 figures, acceptance lines.

export interface PcoPdfLabor {
  position: string; level: string; quantity: string; costPerUnit: string; units: string; total: string; overhead: string;
}

export interface PcoPdfTrade {
  subdivision: string; category: string; part: string; costPerUnit: string; units: string; unitOfMeasure: string; total: string;
}

export interface PcoPdfData {
  company: Letterhead | null;
  project: { uid: string; name: string; address: string; owner: string };
  pco: {
    name: string;
    /** Printed only while the PCO is Accepted. */
    changeOrderName: string | null;
    date: string;
    /** The REST word: 'Pending', 'Accepted', 'Not-Accepted'. */
    status: string;
    title: string;
    scope: string;
    hourly: boolean;
  };
  labor: PcoPdfLabor[];
  trades: PcoPdfTrade[];
  /** docs/money.md §9 figures as REST stores them (decimal text), never recomputed here. */
  totals: {
    labor: string; burden: string; trades: string; totalCost: string; profitPercentage: string; profitCost: string; pcoTotal: string;
  };
}

export const PCO_ACCEPTANCE_TEXT =
  'The above change in scope of work and price is satisfactory and is hereby accepted. You are authorized to do the work ' +
  'as specified; the contract sum is adjusted by the PCO Total above.';

// docs/projects.md §9 limits: "status colours: pending blue, accepted green, other red".
const STATUS_COLOURS: Record<string, string> = { pending: '#1677ff', accepted: '#389e0d' };
const statusColour = (status: string) => STATUS_COLOURS[status.toLowerCase()] ?? '#cf1322';

const quantity = (v: string) => ({ text: formatNumber(v, 4), alignment: 'right' as const });
const rate = (v: string) => ({ text: formatRate(v), alignment: 'right' as const, noWrap: true });

function facts(data: PcoPdfData): Content[] {
  const { pco, project } = data;
  return [
    { text: 'Potential Change Order', style: 'title', margin: [0, 0, 0, 2] },
    {
      text: [pco.name, ...(pco.changeOrderName ? [` · Change Order ${pco.changeOrderName}`] : [])],
      fontSize: 13, bold: true, margin: [0, 0, 0, 10],
    },
    {
      columns: [
        { stack: [labelled('Project Number', project.uid), labelled('Project Name', project.name),
          labelled('Address', project.address), labelled('Owner', project.owner)] },
        { stack: [labelled('Date', pco.date),
          { text: [{ text: 'Status: ', bold: true }, { text: pco.status, color: statusColour(pco.status), bold: true }], margin: [0, 0, 0, 3] },
          labelled('Title', pco.title)] },
      ],
      columnGap: 12,
    },
    { text: 'Scope of Work', style: 'section', margin: [0, 10, 0, 4] },
    { text: pco.scope || '—' },
  ];
}

function laborTable(data: PcoPdfData): Content[] {
  // docs/projects.md §2.9: Cost/Hour and Hours, or Cost/Week and Weeks, by the PCO's hourly flag.
  const [cost, units] = data.pco.hourly ? ['Cost/Hour', 'Hours'] : ['Cost/Week', 'Weeks'];
  const columns: TableColumn[] = [
    { title: 'Position', width: '*' }, { title: 'Level', width: '*' }, { title: 'Quantity', width: 46, alignment: 'right' },
    { title: cost, width: 62, alignment: 'right' }, { title: units, width: 46, alignment: 'right' },
    { title: 'Total', width: 66, alignment: 'right' }, { title: 'Overhead', width: 62, alignment: 'right' },
  ];
  const rows: TableCell[][] = data.labor.map((l) => [
    { text: l.position }, { text: l.level }, quantity(l.quantity), rate(l.costPerUnit), quantity(l.units), moneyCell(l.total), moneyCell(l.overhead),
  ]);
  if (rows.length > 0) {
    rows.push([{ text: 'Labor', colSpan: 5, alignment: 'right', bold: true }, {}, {}, {}, {},
      moneyCell(data.totals.labor, true), moneyCell(data.totals.burden, true)]);
  }
  return titledTable('Internal Labor', columns, rows, 'No internal labor.');
}

function tradeTable(data: PcoPdfData): Content[] {
  const columns: TableColumn[] = [
    { title: 'Sub Division', width: '*' }, { title: 'Category', width: '*' }, { title: 'Part', width: '*' },
    { title: 'Cost/Unit', width: 62, alignment: 'right' }, { title: 'Units', width: 46, alignment: 'right' },
    { title: 'U/M', width: 40 }, { title: 'Total', width: 66, alignment: 'right' },
  ];
  const rows: TableCell[][] = data.trades.map((t) => [
    { text: t.subdivision }, { text: t.category }, { text: t.part }, rate(t.costPerUnit), quantity(t.units), { text: t.unitOfMeasure },
    moneyCell(t.total),
  ]);
  if (rows.length > 0) rows.push(sumRow(7, 'Direct Trades', data.totals.trades, true));
  return titledTable('Direct Trades', columns, rows, 'No direct trades.');
}

function totalsTable(data: PcoPdfData): Content[] {
  const t = data.totals;
  // docs/money.md §9: TotalCost = labor + burden + trades; PCOTotalCost = TotalCost + ProfitCost (REST's figures).
  return titledTable('PCO Total', [{ title: '', width: '*' }, { title: 'Amount', width: 100, alignment: 'right' }], [
    sumRow(2, 'Labor', t.labor),
    sumRow(2, 'Overhead (burden)', t.burden),
    sumRow(2, 'Direct Trades', t.trades),
    sumRow(2, 'Total Cost', t.totalCost, true),
    sumRow(2, `Profit (${formatPercent(t.profitPercentage)})`, t.profitCost),
    sumRow(2, 'PCO Total', t.pcoTotal, true),
  ], '');
}

/** The PCO's document definition (exported for tests that read its structure). */
export function pcoDocument(data: PcoPdfData) {
  return a4Document(
    { title: pcoFileName(data).replace(/\.pdf$/, ''), author: data.company?.name ?? '', subject: 'Potential Change Order' },
    [
      ...letterheadBlock(data.company),
      ...facts(data),
      ...laborTable(data),
      ...tradeTable(data),
      ...totalsTable(data),
      signatureBlock('Acceptance of Change Order', PCO_ACCEPTANCE_TEXT),
    ],
  );
}

/** 'PCO {pco name} - {project id}.pdf'. */
export function pcoFileName(data: Pick<PcoPdfData, 'pco' | 'project'>): string {
  return `PCO ${data.pco.name} - ${data.project.uid}.pdf`;
}

/** Renders the PCO PDF (A4). */
export async function renderPcoPdf(data: PcoPdfData): Promise<Buffer> {
  return renderPdf(pcoDocument(data));
}
