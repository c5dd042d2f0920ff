import { describe, expect, it } from 'vitest';
import { TRACKER_FIGURE_COLUMNS } from './columns';
import { emptyRow, laborRow, overall, row, tracker, unbalanced } from './fixtures';
import {
  budgetVerdict, changedAmount, figureText, imbalanceWarning, isOverBudget, maskSignedMoney, missingMandatory, overallSummaryRows,
  rowDetail, rowName, summaryValue, toAmount, toLaborInput, toTradeInput, trackerSummaryRows, withPick,
} from './model';

describe('tracker model', () => {
  it('figures: money in dollars, percent complete with %', () => {
    expect(figureText('finalRun', '48200.00')).toBe('$48,200.00');
    expect(figureText('netProfitToDate', '-21000.00')).toBe('-$21,000.00');
    expect(figureText('percentComplete', '42.94')).toBe('42.94%');
    expect(figureText('holds', null)).toBe('$0.00');
  });

  it("over budget reads unambiguously: '($10,750.55)' under 'Under/(Over) Budget' in the grid and exports, 'Over budget' $10,750.55 in the highlights", () => {
    expect(figureText('overUnderBudget', '-10750.55')).toBe('($10,750.55)');
    expect(figureText('overUnderBudget', '1700.00')).toBe('$1,700.00');
    expect(figureText('overUnderBudget', '-0.00')).toBe('$0.00');
    expect(TRACKER_FIGURE_COLUMNS.find((c) => c.key === 'overUnderBudget')!.title).toBe('Under/(Over) Budget');
    expect(budgetVerdict('-10750.55')).toEqual({ title: 'Over budget', amount: '$10,750.55', over: true });
    expect(budgetVerdict('1700.00')).toEqual({ title: 'Under budget', amount: '$1,700.00', over: false });
  });

  it("a row's name: the trade, and the part (DT) or position (IL) that tells two rows of one trade apart", () => {
    expect(rowName(row())).toBe('Gypsum Board – 5/8" Type X board');
    expect(rowName(laborRow)).toBe('Senior – Project Manager');
    expect(rowDetail(emptyRow)).toBeUndefined();
    expect(rowName(emptyRow)).toBe('Drywall Finishing');
  });

  it('only a negative over/under budget is red', () => {
    expect(isOverBudget('overUnderBudget', '-1500.00')).toBe(true);
    expect(isOverBudget('overUnderBudget', '1700.00')).toBe(false);
    expect(isOverBudget('overUnderBudget', '-0.00')).toBe(false);
    expect(isOverBudget('netProfitToDate', '-21000.00')).toBe(false);
  });

  it('summary rows: the seven of the project tracker, the four of the overall tracker, from the answer', () => {
    const rows = trackerSummaryRows(tracker());
    expect(rows.map((r) => r.label)).toEqual([
      'Total Direct Trades', 'General Conditions', 'Overhead', 'Contractor Fee', 'Expected Overhead', 'Buyout Savings', 'Project Total',
    ]);
    expect(rows.find((r) => r.key === 'projectTotal')?.amount).toBe('76140.00');
    // Billed and received under their own columns (docs/money.md §12): Overhead, Contractor Fee and Project Total only.
    const billed = (key: string) => ['billingToDate', 'paymentReceived'].map((k) => summaryValue(rows.find((r) => r.key === key)!, k as 'billingToDate'));
    expect([billed('overhead'), billed('contractorFee'), billed('projectTotal'), billed('expectedOverhead')]).toEqual([
      ['5620.00', '4496.00'], ['3150.00', '2520.00'], ['8770.00', '7016.00'], [undefined, undefined],
    ]);
    expect(summaryValue(rows[0]!, 'billingToDate')).toBe('0.00');
    // Nothing billed yet: the one-figure rows show their amount only.
    const unbilled = trackerSummaryRows(tracker({
      overheadBilled: { __typename: 'TrackerBilled', billingToDate: '0.00', paymentReceived: '0.00' },
      projectTotal: { ...tracker().projectTotal, billingToDate: '0.00', paymentReceived: '0.00' },
    }));
    expect(unbilled.every((r) => r.billed === undefined)).toBe(true);
    expect(rows[0].figures?.finalRun).toBe('48200.00');
    expect(overallSummaryRows(overall()).map((r) => [r.label, r.amount ?? r.figures?.totalRevenue])).toEqual([
      ['Total Direct Trades', '50600.00'], ['General Conditions', '8000.00'], ['Procurement Fees', '17540.00'], ['Project Cost', '84140.00'],
    ]);
  });

  it('the imbalance warning names the difference; none when balanced', () => {
    expect(imbalanceWarning(tracker().projectTotal)).toBeNull();
    expect(imbalanceWarning(unbalanced('-1250.5').projectTotal)).toBe(
      'Scope transfers do not net to zero: Project Total differs from the contract sum to date by -$1,250.50.',
    );
  });

  it('typed amounts: separators, two places, a leading minus; sent without commas', () => {
    expect(maskSignedMoney('-12345.678')).toBe('-12,345.67');
    expect(maskSignedMoney('1a2b3')).toBe('123');
    expect(toAmount('-1,250.5')).toBe('-1250.50');
    expect(toAmount('')).toBeUndefined();
    expect(toAmount('-')).toBeUndefined();
    expect(changedAmount('500.00', '500')).toBeUndefined();
    expect(changedAmount('500.00', '1,500')).toBe('1500.00');
  });

  it('the dialog: each mode needs its keys and an amount; a pick clears what hangs below it', () => {
    expect(missingMandatory({ mode: 'LABOR', positionId: '3', amount: '100' })).toBe(true);
    expect(missingMandatory({ mode: 'LABOR', positionId: '3', levelId: '31' })).toBe(true);
    expect(missingMandatory({ mode: 'LABOR', positionId: '3', levelId: '31', amount: '-100' })).toBe(false);
    const trade = { mode: 'DIRECT_TRADE' as const, divisionId: '4', subdivisionId: '9', categoryId: '15', partId: '40', amount: '2,000' };
    expect(missingMandatory(trade)).toBe(false);
    expect(missingMandatory({ ...trade, partId: undefined })).toBe(true);
    expect(withPick(trade, 'subdivisionId', '10')).toEqual({ mode: 'DIRECT_TRADE', divisionId: '4', subdivisionId: '10', amount: '2,000' });
    expect(withPick({ mode: 'LABOR', positionId: '3', levelId: '31' }, 'positionId', '4')).toEqual({ mode: 'LABOR', positionId: '4' });
    expect(toTradeInput(trade, 'DC_1007')).toEqual({
      projectUid: 'DC_1007', divisionId: '4', subdivisionId: '9', categoryId: '15', partId: '40', amount: '2000.00',
    });
    expect(toLaborInput({ mode: 'LABOR', positionId: '3', levelId: '31', amount: '-100' }, 'DC_1007')).toEqual({
      projectUid: 'DC_1007', positionId: '3', levelId: '31', amount: '-100.00',
    });
  });

  it('the grid has the 20 figure columns of docs/projects.md §2.11 in order', () => {
    expect(TRACKER_FIGURE_COLUMNS.map((c) => c.key)).toEqual([
      'finalRun', 'scopeTransfer', 'adjustedBudget', 'changeOrderTotals', 'totalRevenue', 'subContractors', 'subcontractorChangeOrders',
      'holds', 'subContractTotals', 'directCostTotals', 'finalCost', 'overUnderBudget', 'billingToDate', 'paymentReceived', 'costToDate',
      'netProfitToDate', 'percentComplete', 'revenueRemaining', 'costRemaining', 'balance',
    ]);
  });
});
