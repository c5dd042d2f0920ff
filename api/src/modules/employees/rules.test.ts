import { describe, expect, it } from 'vitest';
import {
  employeeRates, levelRates, loadedAnnualCost, parseAmount, parseBoolean, parseDate, parsePeriod,
  parseRole, timeWithCompany, validateEmployee,
} from './rules.js';
import { nextCostCode } from '../positions/rules.js';

describe('employee loaded cost (docs/money.md §2)', () => {
  it('hourly 25.00, no insurance: annual 25 × 2080 = 52,000; hour 52000/2080 = 25; day /260 = 200; week /52 = 1000; month /12 = 4333.33', () => {
    expect(loadedAnnualCost({ period: 'hourly', rate_per_hour: '25' }).toFixed(2)).toBe('52000.00');
    expect(employeeRates({ period: 'hourly', rate_per_hour: '25', medical_insurance: '0' })).toEqual({
      cost_per_hour: '25.0000',
      cost_per_day: '200.00',
      cost_per_week: '1000.00',
      cost_per_month: '4333.33', // 52000 / 12 = 4333.333…
      cost_per_year: '52000.00',
    });
  });

  it('hourly 25.00 + insurance 500/month: annual 52,000 + 6,000 = 58,000; hour 27.884615… → 27.8846; day 223.0769… → 223.08; week 1115.3846… → 1115.38; month 4833.33', () => {
    expect(employeeRates({ period: 'hourly', rate_per_hour: '25.00', medical_insurance: '500' })).toEqual({
      cost_per_hour: '27.8846',
      cost_per_day: '223.08',
      cost_per_week: '1115.38',
      cost_per_month: '4833.33',
      cost_per_year: '58000.00',
    });
  });

  it('salaried 62,400 + insurance 450/month: annual 62,400 + 5,400 = 67,800; hour 67800/2080 = 32.596153… → 32.5962; day 260.7692… → 260.77; week 1303.8461… → 1303.85; month 5650', () => {
    expect(employeeRates({ period: 'annually', rate_per_year: '62400', medical_insurance: '450' })).toEqual({
      cost_per_hour: '32.5962',
      cost_per_day: '260.77',
      cost_per_week: '1303.85',
      cost_per_month: '5650.00',
      cost_per_year: '67800.00',
    });
  });

  it('the salary is ignored for an hourly employee and the wage for a salaried one', () => {
    expect(loadedAnnualCost({ period: 'hourly', rate_per_hour: '10', rate_per_year: '99999' }).toFixed(2)).toBe('20800.00');
    expect(loadedAnnualCost({ period: 'annually', rate_per_hour: '99', rate_per_year: '30000' }).toFixed(2)).toBe('30000.00');
  });

  it('half-cent rounds away from zero: hourly 0.0125 → annual 26.00, day 26/260 = 0.10, week 26/52 = 0.50, month 26/12 = 2.1666… → 2.17', () => {
    expect(employeeRates({ period: 'hourly', rate_per_hour: '0.0125' })).toEqual({
      cost_per_hour: '0.0125',
      cost_per_day: '0.10',
      cost_per_week: '0.50',
      cost_per_month: '2.17',
      cost_per_year: '26.00',
    });
    // salary 0.26: week 0.26 / 52 = 0.005 exactly, a true half cent → 0.01
    expect(employeeRates({ period: 'annually', rate_per_year: '0.26' }).cost_per_week).toBe('0.01');
  });
});

describe('level rates (docs/money.md §4)', () => {
  it('average of active hourly costs: (27.8846 + 32.5962) / 2 = 30.2404; week × 40 = 1209.616; cost per unit = hour', () => {
    expect(levelRates(['27.8846', '32.5962'])).toEqual({
      rate_per_hour: '30.2404',
      rate_per_week: '1209.6160',
      cost_per_unit: '30.2404',
    });
  });

  it('three employees: (25 + 30 + 31) / 3 = 28.6666… → 28.6667; week 28.6667 × 40 = 1146.668', () => {
    expect(levelRates(['25.0000', '30.0000', '31.0000'])).toEqual({
      rate_per_hour: '28.6667',
      rate_per_week: '1146.6680',
      cost_per_unit: '28.6667',
    });
  });

  it('a level without active employees has rate 0', () => {
    expect(levelRates([])).toEqual({ rate_per_hour: '0.0000', rate_per_week: '0.0000', cost_per_unit: '0.0000' });
  });
});

describe('time with company', () => {
  it('counts whole years and months', () => {
    expect(timeWithCompany('2022-01-15', '2024-04-15')).toBe('2 years 3 months');
    expect(timeWithCompany('2022-01-15', '2024-04-14')).toBe('2 years 2 months');
    expect(timeWithCompany('2023-04-01', '2024-04-01')).toBe('1 year');
    expect(timeWithCompany('2024-03-01', '2024-04-01')).toBe('1 month');
    expect(timeWithCompany('2024-03-20', '2024-04-01')).toBe('Less than a month');
    expect(timeWithCompany('2024-05-01', '2024-04-01')).toBe('Not started yet');
  });
});

describe('parsers', () => {
  it('dates: YYYY-MM-DD, MM-DD-YYYY and MM/DD/YYYY; impossible dates refused', () => {
    expect(parseDate('2024-02-29')).toBe('2024-02-29');
    expect(parseDate('02-29-2024')).toBe('2024-02-29');
    expect(parseDate('3/7/2023')).toBe('2023-03-07');
    expect(parseDate('2023-02-29')).toBeUndefined();
    expect(parseDate('13/01/2023')).toBeUndefined();
    expect(parseDate('yesterday')).toBeUndefined();
  });

  it('amounts: commas removed, non-negative, at most the column scale', () => {
    expect(parseAmount('1,234.5', 2)).toBe('1234.50');
    expect(parseAmount('25.1234', 4)).toBe('25.1234');
    expect(parseAmount('25.123', 2)).toBeUndefined();
    expect(parseAmount('-1', 2)).toBeUndefined();
    expect(parseAmount('1000000000000', 2)).toBeUndefined();
    expect(parseAmount('abc', 2)).toBeUndefined();
  });

  it('period, billable and role words', () => {
    expect(parsePeriod('Hourly')).toBe('hourly');
    expect(parsePeriod('annually')).toBe('annually');
    expect(parsePeriod('weekly')).toBeUndefined();
    expect(parseBoolean('Yes')).toBe(true);
    expect(parseBoolean('0')).toBe(false);
    expect(parseBoolean('maybe')).toBeUndefined();
    expect(parseRole('Fulluser')).toBe('Fulluser');
    expect(parseRole('Full User')).toBe('Fulluser');
    expect(parseRole('estimator')).toBe('Estimator');
    expect(parseRole('')).toBeNull();
    expect(parseRole('Admin')).toBeUndefined();
  });
});

describe('validateEmployee', () => {
  const valid = {
    first_name: 'Ann', last_name: 'Lee', email: 'ann@example.test', phone_number: '(512) 555-1234', position: 1,
    level: 2, address1: '1 Main', city: 'Austin', state: 'Texas', zipcode: '78701', billable: true,
    period: 'hourly', rate_per_hour: '1,025.50', medical_insurance: '', hiring_date: '',
  };

  it('strips commas, defaults the hiring date to today and insurance to 0', () => {
    const { values } = validateEmployee(valid, 'create', '2024-04-01');
    expect(values).toMatchObject({ rate_per_hour: '1025.5000', rate_per_year: null, medical_insurance: '0.00', hiring_date: '2024-04-01', role: null });
  });

  it('create and edit use their own messages', () => {
    const blank = validateEmployee({ ...valid, first_name: ' ', email: 'x@' }, 'create');
    expect(blank.errors.message).toBe('You must enter all mandatory fields.');
    expect(blank.errors.fields).toEqual({ first_name: 'You must enter all mandatory fields.', email: 'This is not a valid email address' });
    const edit = validateEmployee({ ...valid, first_name: ' ', email: 'x@' }, 'edit');
    expect(edit.errors.fields).toEqual({ first_name: 'Fill all the mandatory fields.', email: 'Enter a valid email address.' });
  });

  it('the rate field follows the period', () => {
    const salaried = validateEmployee({ ...valid, period: 'annually', rate_per_hour: undefined }, 'create');
    expect(salaried.errors.fields).toEqual({ rate_per_year: 'You must enter all mandatory fields.' });
  });
});

describe('next cost code', () => {
  it('increments the highest trailing number, keeping prefix and width', () => {
    expect(nextCostCode(['01-100', '01-120', 'GC'])).toBe('01-121');
    expect(nextCostCode(['0990', '0099'])).toBe('0991');
    expect(nextCostCode(['0999'])).toBe('1000');
    expect(nextCostCode([])).toBe('1000');
    expect(nextCostCode(['GC'])).toBe('1000');
  });
});
