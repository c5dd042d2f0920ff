import { toCsvText } from '../../app/csv';
import { TRACKER_FIGURE_COLUMNS } from './columns';
import {
  overallSummaryRows, rowName, summaryValue, trackerSummaryRows, type Figures, type OverallTracker, type ProjectTracker,
  type SummaryRow,
} from './model';

// The tracker grids as tables for the CSV and .xlsx exports: the same columns (TRACKER_FIGURE_COLUMNS) and the same
// figures the API answered, one line per row plus the pinned summary rows. Money stays the API's decimal text.

export type ExportKind = 'text' | 'money' | 'percent';
export interface ExportColumn { title: string; kind: ExportKind }
/** null: an empty cell (a one-figure summary row leaves the other columns blank). */
export type ExportValue = string | null;
export interface ExportTable { columns: ExportColumn[]; rows: ExportValue[][] }

const FIGURE_COLUMNS: ExportColumn[] = TRACKER_FIGURE_COLUMNS.map((c) => ({
  title: c.title, kind: c.key === 'percentComplete' ? 'percent' : 'money',
}));

const figureValues = (f: Figures): ExportValue[] => TRACKER_FIGURE_COLUMNS.map((c) => f[c.key]);

/** A summary row's figures, or its one amount in the column it adds to (and what it billed and received). */
const summaryValues = (s: SummaryRow): ExportValue[] => TRACKER_FIGURE_COLUMNS.map((c) => summaryValue(s, c.key) ?? null);

/**
 * Project Tracker: Cost Code, Trade (with the part or position the grid shows under it, so two rows of one trade stay
 * apart in a spreadsheet), the figures; then its seven summary rows, labelled in the Trade column.
 */
export function projectTrackerTable(t: ProjectTracker): ExportTable {
  return {
    columns: [{ title: 'Cost Code', kind: 'text' }, { title: 'Trade', kind: 'text' }, ...FIGURE_COLUMNS],
    rows: [
      ...t.rows.map((r) => [r.costCode, rowName(r), ...figureValues(r.figures)]),
      ...trackerSummaryRows(t).map((s) => ['', s.label, ...summaryValues(s)]),
    ],
  };
}

/** Overall Project Tracker: Project ID, Project Name, the figures; then the four total rows of docs/projects.md §2.12. */
export function overallTrackerTable(o: OverallTracker): ExportTable {
  return {
    columns: [{ title: 'Project ID', kind: 'text' }, { title: 'Project Name', kind: 'text' }, ...FIGURE_COLUMNS],
    rows: [
      ...o.projects.map((p) => [p.projectUid, p.projectName, ...figureValues(p.figures)]),
      ...overallSummaryRows(o).map((s) => ['', s.label, ...summaryValues(s)]),
    ],
  };
}

/**
 * The table as CSV text (CRLF lines) by the product's one writer, figures as the API's plain decimals so a spreadsheet
 * reads them as numbers, and a name that would run as a formula neutralised (docs/architecture.md §5.2).
 */
export function toCsv(table: ExportTable): string {
  return toCsvText([table.columns.map((c) => c.title), ...table.rows]);
}

/** A SheetJS cell: text, or a number with the display format of its column. */
export type SheetCell = { t: 's'; v: string } | { t: 'n'; v: number; z: string } | null;

export const MONEY_FORMAT = '"$"#,##0.00;-"$"#,##0.00';
export const PERCENT_FORMAT = '0.00"%"';

/**
 * The table as SheetJS cells (`utils.aoa_to_sheet` takes them): numbers are number cells so the workbook sums them;
 * the decimal text is only converted for the cell, never computed with.
 */
export function toSheetRows(table: ExportTable): SheetCell[][] {
  const header: SheetCell[] = table.columns.map((c) => ({ t: 's', v: c.title }));
  const body = table.rows.map((row) => row.map((value, i): SheetCell => {
    if (value === null) return null;
    const kind = table.columns[i]?.kind ?? 'text';
    if (kind === 'text' || value === '') return { t: 's', v: value };
    return { t: 'n', v: Number(value), z: kind === 'percent' ? PERCENT_FORMAT : MONEY_FORMAT };
  }));
  return [header, ...body];
}

/** 'DC_1001' → 'project-tracker-DC_1001' (letters, digits, dash and underscore only). */
export const exportFileName = (base: string, uid?: string) =>
  (uid ? `${base}-${uid}` : base).replace(/[^\w-]+/g, '_');
