import { describe, expect, it } from 'vitest';
import { centsToString, toCents } from '@suite/money';
import { buyoutSaving, figuresJson, isEmptyRow, percentComplete, rowFigures, sumFigures, type RowInputs } from './figures.js';

// docs/money.md §11 by hand, every column (README.md Rows).

const base: RowInputs = {
  final_run: '0', scope_transfer: '0', holds: '0', change_order_totals: '0', sub_contractors: '0', committed: false, sub_billed: '0', other_costs: '0',
};
const row = (input: Partial<RowInputs>) => figuresJson(rowFigures({ ...base, ...input }));

describe('rowFigures', () => {
  it("the README's example: committed, under budget", () => {
    expect(row({ final_run: '48200', change_order_totals: '2400', sub_contractors: '45900', committed: true, sub_billed: '18000', other_costs: '3000' })).toEqual({
      final_run: '48200.00', scope_transfer: '0.00', adjusted_budget: '48200.00', change_order_totals: '2400.00', total_revenue: '50600.00',
      sub_contractors: '45900.00', subcontractor_change_orders: '0.00', holds: '0.00', sub_contract_totals: '45900.00',
      direct_cost_totals: '21000.00', sub_billed: '18000.00', other_costs: '3000.00',
      // max(45,900.00, 18,000.00) + 3,000.00.
      final_cost: '48900.00', over_under_budget: '1700.00', billing_to_date: '0.00', payment_received: '0.00', cost_to_date: '21000.00',
      net_profit_to_date: '-21000.00',
      // 21,000 / 48,900 = 42.9447…
      percent_complete: '42.94', revenue_remaining: '50600.00', cost_remaining: '27900.00', balance: '22700.00',
    });
  });

  it('a committed row overspent: billed more than the commitment', () => {
    expect(row({ final_run: '45000', change_order_totals: '2400', sub_contractors: '45000', committed: true, sub_billed: '47000', other_costs: '1200.50' })).toEqual({
      final_run: '45000.00', scope_transfer: '0.00', adjusted_budget: '45000.00', change_order_totals: '2400.00', total_revenue: '47400.00',
      sub_contractors: '45000.00', subcontractor_change_orders: '0.00', holds: '0.00', sub_contract_totals: '45000.00',
      direct_cost_totals: '48200.50', sub_billed: '47000.00', other_costs: '1200.50',
      // max(45,000.00, 47,000.00) + 1,200.50.
      final_cost: '48200.50', over_under_budget: '-800.50', billing_to_date: '0.00', payment_received: '0.00', cost_to_date: '48200.50',
      net_profit_to_date: '-48200.50', percent_complete: '100.00', revenue_remaining: '47400.00', cost_remaining: '0.00', balance: '47400.00',
    });
  });

  it('an unbudgeted row (a new cost line): over budget by its cost and 0 % complete, never 100 %', () => {
    // No budget, 980.00 billed: final cost max(0.00, 980.00) = 980.00, over by 980.00; complete of no budget: 0.
    expect(row({ other_costs: '980', budgeted: false })).toMatchObject({
      total_revenue: '0.00', direct_cost_totals: '980.00', final_cost: '980.00', over_under_budget: '-980.00', cost_to_date: '980.00',
      percent_complete: '0.00', cost_remaining: '0.00', balance: '0.00',
    });
    // The same cost on a budgeted row of 1,000.00: 98.00 %.
    expect(row({ final_run: '1000', other_costs: '980', budgeted: true })).toMatchObject({ final_cost: '1000.00', percent_complete: '98.00' });
  });

  it('an uncommitted row overspent: the costs, not the budget, are the final cost', () => {
    expect(row({ final_run: '1000', other_costs: '1250.25' })).toMatchObject({
      total_revenue: '1000.00', direct_cost_totals: '1250.25', final_cost: '1250.25', over_under_budget: '-250.25', percent_complete: '100.00',
      cost_remaining: '0.00', balance: '1000.00', net_profit_to_date: '-1250.25',
    });
    // Not yet overspent: the budget is expected to be spent.
    expect(row({ final_run: '1000', other_costs: '250' })).toMatchObject({ final_cost: '1000.00', over_under_budget: '0.00', percent_complete: '25.00', cost_remaining: '750.00', balance: '250.00' });
  });

  it('holds add to the final cost', () => {
    // 500.00 + max(10,000.00, 2,500.00); 2,500 / 10,500 = 23.8095…
    expect(row({ final_run: '10000', holds: '500', other_costs: '2500' })).toMatchObject({
      holds: '500.00', final_cost: '10500.00', over_under_budget: '-500.00', percent_complete: '23.81', cost_remaining: '8000.00', balance: '2000.00',
    });
    expect(row({ final_run: '45000', sub_contractors: '45000', committed: true, holds: '-1000' })).toMatchObject({ final_cost: '44000.00', over_under_budget: '1000.00' });
  });

  it('an accepted-PCO line with no original budget', () => {
    expect(row({ change_order_totals: '750' })).toMatchObject({
      final_run: '0.00', adjusted_budget: '0.00', total_revenue: '750.00', final_cost: '750.00', over_under_budget: '0.00', percent_complete: '0.00',
      cost_remaining: '750.00', revenue_remaining: '750.00', balance: '0.00',
    });
  });

  it("a selected subcontractor's amount as the budget: committed, no saving until the budget moves", () => {
    const selected = rowFigures({ ...base, final_run: '45900', sub_contractors: '45900', committed: true });
    expect(figuresJson(selected)).toMatchObject({ final_run: '45900.00', sub_contract_totals: '45900.00', final_cost: '45900.00', over_under_budget: '0.00', percent_complete: '0.00' });
    expect(centsToString(buyoutSaving(selected))).toBe('0.00');
    // A line let below its budget: 48,200.00 − 45,900.00.
    expect(centsToString(buyoutSaving(rowFigures({ ...base, final_run: '48200', sub_contractors: '45900', committed: true })))).toBe('2300.00');
  });
});

describe('scope transfers and sums', () => {
  const labor = (scope: string, finalRun: string) => rowFigures({ ...base, final_run: finalRun, scope_transfer: scope });

  it('a pair netting to zero leaves the sums of the budget alone', () => {
    const pair = [labor('-1500', '5000'), labor('1500', '2000')];
    expect(figuresJson(pair[0]!)).toMatchObject({ scope_transfer: '-1500.00', adjusted_budget: '3500.00', total_revenue: '3500.00', final_cost: '3500.00' });
    expect(figuresJson(pair[1]!)).toMatchObject({ scope_transfer: '1500.00', adjusted_budget: '3500.00' });
    expect(figuresJson(sumFigures(pair))).toMatchObject({ final_run: '7000.00', scope_transfer: '0.00', adjusted_budget: '7000.00', total_revenue: '7000.00' });
  });

  it('a pair that does not net to zero moves the revenue by the difference', () => {
    const pair = [labor('-1500', '5000'), labor('1000', '2000')];
    expect(figuresJson(sumFigures(pair))).toMatchObject({ final_run: '7000.00', scope_transfer: '-500.00', adjusted_budget: '6500.00', total_revenue: '6500.00' });
  });

  it("every column is summed; the sum's percent complete comes from its own cost and final cost", () => {
    const rows = [rowFigures({ ...base, final_run: '100', other_costs: '50' }), rowFigures({ ...base, final_run: '100' })];
    expect(figuresJson(rows[0]!).percent_complete).toBe('50.00');
    // 50 / 200, not 50 + 0.
    expect(figuresJson(sumFigures(rows))).toMatchObject({ final_run: '200.00', cost_to_date: '50.00', final_cost: '200.00', percent_complete: '25.00', balance: '50.00' });
    expect(figuresJson(sumFigures([]))).toMatchObject({ total_revenue: '0.00', percent_complete: '0.00' });
  });
});

describe('percentComplete and isEmptyRow', () => {
  const pc = (cost: string, final: string) => centsToString(percentComplete(toCents(cost), toCents(final)));
  it('rounds half away from zero to 2 places, within 0–100, 0 when the final cost is not positive', () => {
    expect(pc('1', '3')).toBe('33.33');
    expect(pc('2', '3')).toBe('66.67');
    expect(pc('1', '8000')).toBe('0.01');
    // 0.125 % → 0.13 (half away from zero).
    expect(pc('1', '800')).toBe('0.13');
    expect(pc('300', '200')).toBe('100.00');
    expect(pc('50', '0')).toBe('0.00');
    expect(pc('50', '-10')).toBe('0.00');
    expect(pc('-50', '100')).toBe('0.00');
  });

  it('a row is empty only when every figure is zero', () => {
    expect(isEmptyRow(rowFigures(base))).toBe(true);
    expect(isEmptyRow(rowFigures({ ...base, holds: '0.01' }))).toBe(false);
    expect(isEmptyRow(rowFigures({ ...base, scope_transfer: '-5' }))).toBe(false);
    expect(isEmptyRow(rowFigures({ ...base, committed: true }))).toBe(true);
  });
});
