import { dec, round2, sum, toMoneyString, type DecimalInput } from '@suite/money';
import type { ApplicationJson, ApplicationLineJson, BillingPdfData } from '../pdf-data.js';

// Applications as REST answers them (docs/billing.md §3), for the renderer's own tests: issue 32's worked example with its
// hand-checked lines 1–9, and a long schedule of values that runs the G703 onto several pages.

const m = (v: DecimalInput) => toMoneyString(v);

function line(itemNo: number, description: string, c: string, d: string, e: string, f: string, kind = 'BID'): ApplicationLineJson {
  const g = dec(d).plus(e).plus(f);
  const retainage = round2(dec(d).plus(e).times('0.10')).plus(round2(dec(f).times('0.10')));
  return {
    item_no: itemNo, kind, description, scheduled_value: m(c), from_previous: m(d), this_period: m(e), stored_materials: m(f),
    completed_stored: m(g), percent: dec(c).isZero() ? '0.00' : round2(g.div(c).times(100)).toFixed(2), balance_to_finish: m(dec(c).minus(g)),
    retainage: m(retainage),
  };
}

/** Issue 32's example: C 100,000.00 + one change order 5,000.00; application 2 with D 40,000, E 20,000, F 5,000; 10 %. */
export function workedExample(): BillingPdfData {
  const application: ApplicationJson = {
    number: 2, status: 'Submitted', period_from: '2026-03-01', period_to: '2026-03-31', application_date: '2026-03-31',
    work_rate: '10.00', stored_rate: '10.00', is_final: false, certified_amount: null, certified_on: null,
    lines: [
      line(1, '03 Concrete - Foundations and slab on grade', '100000.00', '40000.00', '20000.00', '5000.00'),
      line(2, 'CO-001 Added storefront doors', '5000.00', '0.00', '0.00', '0.00', 'CO'),
    ],
    totals: {
      scheduled_value: '105000.00', from_previous: '40000.00', this_period: '20000.00', stored_materials: '5000.00',
      completed_stored: '65000.00', percent: '61.90', balance_to_finish: '40000.00', retainage: '6500.00',
    },
    summary: {
      original_contract_sum: '100000.00', net_change_by_change_orders: '5000.00', contract_sum_to_date: '105000.00',
      completed_stored_to_date: '65000.00', retainage_completed_work: '6000.00', retainage_stored_material: '500.00',
      total_retainage: '6500.00', total_earned_less_retainage: '58500.00', previous_certificates: '36000.00',
      current_payment_due: '22500.00', balance_to_finish_including_retainage: '46500.00',
    },
    change_order_summary: {
      previous_additions: '5000.00', previous_deductions: '0.00', this_period_additions: '0.00', this_period_deductions: '0.00',
      total_additions: '5000.00', total_deductions: '0.00', net: '5000.00',
    },
  };
  return {
    company: { name: 'Demo Construction Co', lines: ['100 Main St', 'Austin, TX 78701'], logo: null },
    project: { uid: 'DC_7301', name: 'Lakeside Library Renovation', address: '1200 Congress Ave, Austin, TX 78701' },
    owner: { name: 'City of Austin', address: '301 W 2nd St, Austin, TX 78701' },
    application,
  };
}

/** `count` lines (the last ones change orders, one a deduction), totals as the lines add up; figures up to millions. */
export function longSchedule(count: number): BillingPdfData {
  const base = workedExample();
  const lines = Array.from({ length: count }, (_, i) => {
    const co = i >= count - 4;
    const c = co ? (i === count - 1 ? '-12500.00' : `${(i + 1) * 1000}.00`) : `${(i + 1) * 48_250}.35`;
    const d = co ? '0.00' : round2(dec(c).times('0.4')).toFixed(2);
    const e = co ? '0.00' : round2(dec(c).times('0.15')).toFixed(2);
    return line(i + 1, co ? `CO-00${i - count + 5} Change order ${i + 1}` : `Bid ${i + 1} - Division work package ${i + 1}`, c, d, e,
      co ? '0.00' : '250.00', co ? 'CO' : 'BID');
  });
  const total = (k: keyof ApplicationLineJson) => m(sum(lines.map((l) => l[k] as string)));
  const c = sum(lines.map((l) => l.scheduled_value));
  const g = sum(lines.map((l) => l.completed_stored));
  return {
    ...base,
    application: {
      ...base.application, number: 7, lines,
      totals: {
        scheduled_value: m(c), from_previous: total('from_previous'), this_period: total('this_period'),
        stored_materials: total('stored_materials'), completed_stored: m(g), percent: round2(g.div(c).times(100)).toFixed(2),
        balance_to_finish: total('balance_to_finish'), retainage: total('retainage'),
      },
    },
  };
}
