import { dec, round2, sum, toMoneyString, type DecimalInput } from '@suite/money';
import type { ApplicationJson, ApplicationLineJson, BillingPdfData } from '../pdf-data.js';

// Applications as REST answers them (docs/billing.md §3), for the renderer's own tests: issue 32's worked example with its
// hand-checked lines 1–9, and a long schedule of values that runs the G703 onto several pages.

const m = (v: DecimalInput) => toMoneyString(v);

function line(itemNo: number, description: string, c: string, d: string, e: string, f: string, kind = 'BID',
  rates: [string, string] = ['10.00', '10.00']): ApplicationLineJson {
  const g = dec(d).plus(e).plus(f);
  const retainage = round2(dec(d).plus(e).times(rates[0]).div(100)).plus(round2(dec(f).times(rates[1]).div(100)));
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

/** A small seeded generator (mulberry32), so a failing case can be run again by its seed. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /** Whole cents from 0 to `max` dollars, as money text. */
  const cents = (max: number) => (Math.floor(next() * max * 100) / 100).toFixed(2);
  return { next, cents, int: (n: number) => Math.floor(next() * n) };
}

/**
 * A random application as REST would answer it (docs/money.md §12 figures from random C, D, E, F): bids up to
 * $5,000,000, change orders with deductions, random rates, an earlier certificate; `seed` names the case.
 */
export function randomApplication(seed: number): BillingPdfData {
  const r = generator(seed);
  const rates: [string, string] = [(r.int(21)).toFixed(2), (r.int(4) === 0 ? '0.00' : `${r.int(15)}.50`)];
  const bids = 1 + r.int(12);
  const cos = r.int(5);
  const lines = Array.from({ length: bids + cos }, (_, i) => {
    const co = i >= bids;
    const deduction = co && r.int(3) === 0;
    const c = deduction ? `-${r.cents(20_000)}` : r.cents(co ? 50_000 : 5_000_000);
    if (deduction) return line(i + 1, `CO-00${i - bids + 1} Deducted scope ${seed}`, c, '0.00', '0.00', '0.00', 'CO', rates);
    const d = round2(dec(c).times(r.next() * 0.5)).toFixed(2);
    const e = round2(dec(c).minus(d).times(r.next() * 0.5)).toFixed(2);
    const f = round2(dec(c).minus(d).minus(e).times(r.next() * 0.3)).toFixed(2);
    return line(i + 1, `${co ? `CO-00${i - bids + 1}` : `Bid ${i + 1}`} work ${seed}`, c, d, e, f, co ? 'CO' : 'BID', rates);
  });
  const total = (k: keyof ApplicationLineJson, of = lines) => sum(of.map((l) => l[k] as string));
  const c = total('scheduled_value');
  const g = total('completed_stored');
  const work = sum(lines.map((l) => round2(dec(l.from_previous).plus(l.this_period).times(rates[0]).div(100))));
  const stored = sum(lines.map((l) => round2(dec(l.stored_materials).times(rates[1]).div(100))));
  const retainage = total('retainage');
  const earned = g.minus(retainage);
  const previous = round2(earned.times(r.next() * 0.6));
  const coLines = lines.filter((l) => l.kind === 'CO');
  const additions = sum(coLines.filter((l) => dec(l.scheduled_value).gt(0)).map((l) => l.scheduled_value));
  const deductions = sum(coLines.filter((l) => dec(l.scheduled_value).lt(0)).map((l) => l.scheduled_value));
  const base = workedExample();
  return {
    ...base,
    application: {
      ...base.application, number: 1 + r.int(30), work_rate: rates[0], stored_rate: rates[1], lines,
      totals: {
        scheduled_value: m(c), from_previous: m(total('from_previous')), this_period: m(total('this_period')),
        stored_materials: m(total('stored_materials')), completed_stored: m(g),
        percent: c.isZero() ? '0.00' : round2(g.div(c).times(100)).toFixed(2), balance_to_finish: m(total('balance_to_finish')), retainage: m(retainage),
      },
      summary: {
        original_contract_sum: m(total('scheduled_value', lines.filter((l) => l.kind === 'BID'))),
        net_change_by_change_orders: m(total('scheduled_value', coLines)), contract_sum_to_date: m(c), completed_stored_to_date: m(g),
        retainage_completed_work: m(work), retainage_stored_material: m(stored), total_retainage: m(retainage),
        total_earned_less_retainage: m(earned), previous_certificates: m(previous), current_payment_due: m(earned.minus(previous)),
        balance_to_finish_including_retainage: m(c.minus(earned)),
      },
      change_order_summary: {
        previous_additions: '0.00', previous_deductions: '0.00', this_period_additions: m(additions), this_period_deductions: m(deductions),
        total_additions: m(additions), total_deductions: m(deductions), net: m(additions.plus(deductions)),
      },
    },
  };
}
