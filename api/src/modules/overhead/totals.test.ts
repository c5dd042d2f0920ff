import { describe, expect, it } from 'vitest';
import { loadedAnnualCost } from '../employees/rules.js';
import { overheadTotals, serviceAnnual, spread, type OverheadInputs } from './totals.js';

// Hand-checked figures (docs/money.md §2–§3). The company below:
// - overhead employees: an office manager on a 62,400.00 salary with 500.00/month medical → 68,400.00 a year;
//   a bookkeeper at 25.00/hour with 300.00/month medical → 25 × 2,080 + 3,600 = 55,600.00 a year;
// - services: rent 2,500.00 × 1 monthly → 30,000.00; software 137.50 × 3 monthly → 4,950.00 (÷52 and ÷260
//   do not divide evenly); insurance 18,000.00 × 1 annually; truck lease 650.00 × 2 monthly → 15,600.00;
// - "Other", per field employee: phone 85.00 monthly → 1,020.00; truck allowance 400.00 monthly → 4,800.00.
const manager = loadedAnnualCost({ period: 'annually', rate_per_year: '62400', medical_insurance: '500' });
const bookkeeper = loadedAnnualCost({ period: 'hourly', rate_per_hour: '25', medical_insurance: '300' });
const company = (fieldEmployees: number): OverheadInputs => ({
  overheadEmployeeAnnuals: [manager, bookkeeper],
  serviceAnnuals: [
    serviceAnnual('2500', '1', 'monthly'),
    serviceAnnual('137.50', '3', 'monthly'),
    serviceAnnual('18000', '1', 'annually'),
    serviceAnnual('650', '2', 'monthly'),
  ],
  otherAnnuals: [serviceAnnual('85', '1', 'monthly'), serviceAnnual('400', '1', 'monthly')],
  fieldEmployees,
});
// [hourly, daily, weekly, monthly, annually]
const periods = (b: { hourly: string; daily: string; weekly: string; monthly: string; annually: string }) =>
  [b.hourly, b.daily, b.weekly, b.monthly, b.annually];

describe('overhead services (docs/money.md §2)', () => {
  it('makes a service annual, × 12 when monthly, rounded once to cents', () => {
    expect(serviceAnnual('137.50', '3', 'monthly').toFixed(2)).toBe('4950.00');
    expect(serviceAnnual('18000', '1', 'annually').toFixed(2)).toBe('18000.00');
    // 19.99 × 2.3333 = 46.642667 a month → 559.712 a year → 559.71
    expect(serviceAnnual('19.99', '2.3333', 'monthly').toFixed(2)).toBe('559.71');
  });

  it('spreads a monthly item that 52 and 260 do not divide, each period rounded from the annual figure', () => {
    // 4,950 / 2,080 = 2.3798 · / 260 = 19.0385 · / 52 = 95.1923 · / 12 = 412.50
    expect(periods(spread('4950'))).toEqual(['2.38', '19.04', '95.19', '412.50', '4950.00']);
  });

  it('rounds half away from zero', () => {
    // 1.30 a year / 52 = 0.025 exactly → 0.03; / 260 = 0.005 → 0.01
    expect(spread('1.30').weekly).toBe('0.03');
    expect(spread('1.30').daily).toBe('0.01');
  });

  it('loads the salaried and the hourly employee as §2 says', () => {
    expect(manager.toFixed(2)).toBe('68400.00');
    expect(bookkeeper.toFixed(2)).toBe('55600.00');
  });
});

describe('overhead totals blocks (docs/money.md §3)', () => {
  it('three field employees: every block in all five periods', () => {
    const t = overheadTotals(company(3));
    // 68,400 + 55,600 + 30,000 + 4,950 + 18,000 + 15,600 + 3 × 5,820 = 210,010.00
    expect(periods(t.companytotals)).toEqual(['100.97', '807.73', '4038.65', '17500.83', '210010.00']);
    // 210,010 / 3 = 70,003.333…
    expect(periods(t.costeachfieldsemployeecarries)).toEqual(['33.66', '269.24', '1346.22', '5833.61', '70003.33']);
    expect(periods(t.nextfieldhireincreasedcosts)).toEqual(['2.80', '22.38', '111.92', '485.00', '5820.00']);
    // (210,010 + 5,820) / 4 = 53,957.50
    expect(periods(t.costeachfieldemployeewillcarry)).toEqual(['25.94', '207.53', '1037.64', '4496.46', '53957.50']);
    // 70,003.333… − 53,957.50 = 16,045.833…, rounded once (not 33.66 − 25.94 = 7.72 an hour)
    expect(periods(t.overheadreductionfornewfieldhire)).toEqual(['7.71', '61.71', '308.57', '1337.15', '16045.83']);
    expect(Object.values(t).every((b) => !b.noFieldEmployee && b.fieldEmployees === 3)).toBe(true);
  });

  it('one field employee', () => {
    const t = overheadTotals(company(1));
    // 192,550 + 5,820 = 198,370.00, all carried by the one field employee
    expect(periods(t.companytotals)).toEqual(['95.37', '762.96', '3814.81', '16530.83', '198370.00']);
    expect(periods(t.costeachfieldsemployeecarries)).toEqual(periods(t.companytotals));
    // (198,370 + 5,820) / 2 = 102,095.00
    expect(periods(t.costeachfieldemployeewillcarry)).toEqual(['49.08', '392.67', '1963.37', '8507.92', '102095.00']);
    expect(periods(t.overheadreductionfornewfieldhire)).toEqual(['46.29', '370.29', '1851.44', '8022.92', '96275.00']);
  });

  it('no field employee: the company total without "Other", per-employee blocks zero and flagged', () => {
    const t = overheadTotals(company(0));
    expect(periods(t.companytotals)).toEqual(['92.57', '740.58', '3702.88', '16045.83', '192550.00']);
    expect(t.companytotals.noFieldEmployee).toBe(false);
    expect(periods(t.nextfieldhireincreasedcosts)).toEqual(['2.80', '22.38', '111.92', '485.00', '5820.00']);
    expect(t.nextfieldhireincreasedcosts.noFieldEmployee).toBe(false);
    for (const key of ['costeachfieldsemployeecarries', 'costeachfieldemployeewillcarry', 'overheadreductionfornewfieldhire'] as const) {
      expect(periods(t[key])).toEqual(['0.00', '0.00', '0.00', '0.00', '0.00']);
      expect(t[key].noFieldEmployee).toBe(true);
    }
  });

  it('an empty company is all zeros', () => {
    const t = overheadTotals({ overheadEmployeeAnnuals: [], serviceAnnuals: [], otherAnnuals: [], fieldEmployees: 0 });
    expect(periods(t.companytotals)).toEqual(['0.00', '0.00', '0.00', '0.00', '0.00']);
  });
});
