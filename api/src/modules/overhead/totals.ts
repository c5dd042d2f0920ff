import { dec, Decimal, round2, sum, type DecimalInput } from '@suite/money';
import { DAYS_PER_YEAR, HOURS_PER_YEAR, MONTHS_PER_YEAR, WEEKS_PER_YEAR } from '../employees/rules.js';

/** The five periods every overhead figure is given in (docs/money.md §2). */
export interface PeriodFigures {
  hourly: string;
  daily: string;
  weekly: string;
  monthly: string;
  annually: string;
}

export type ServicePeriod = 'monthly' | 'annually';

/**
 * A service's annual cost (docs/money.md §2): cost_per_unit × units, × 12 when billed monthly. Rounded once,
 * to cents, here: every figure of the service and every total is spread from this one number.
 */
export function serviceAnnual(costPerUnit: DecimalInput, units: DecimalInput, period: ServicePeriod): Decimal {
  const perPeriod = dec(costPerUnit).times(dec(units));
  return round2(period === 'monthly' ? perPeriod.times(MONTHS_PER_YEAR) : perPeriod);
}

/**
 * An annual figure spread over the periods: each is rounded once, half away from zero, from the exact annual
 * value (never from another rounded period), so 1,000.00 a year is 19.23 a week and 3.85 a day.
 */
export function spread(annual: DecimalInput): PeriodFigures {
  const a = dec(annual);
  return {
    hourly: round2(a.div(HOURS_PER_YEAR)).toFixed(2),
    daily: round2(a.div(DAYS_PER_YEAR)).toFixed(2),
    weekly: round2(a.div(WEEKS_PER_YEAR)).toFixed(2),
    monthly: round2(a.div(MONTHS_PER_YEAR)).toFixed(2),
    annually: round2(a).toFixed(2),
  };
}

/** What the totals are computed from: loaded annual costs and service annuals, already rounded to cents. */
export interface OverheadInputs {
  /** Σ inputs: the loaded annual cost (cost_per_year) of each active non-billable employee. */
  overheadEmployeeAnnuals: readonly DecimalInput[];
  /** Annual figures of the Monthly Services, Annual Services and Equipment/Vehicles lists. */
  serviceAnnuals: readonly DecimalInput[];
  /** Annual figures of the "Other" list: what comes with every field employee. */
  otherAnnuals: readonly DecimalInput[];
  /** F: active billable (field) employees. */
  fieldEmployees: number;
}

export const TOTALS_BLOCKS = [
  'companytotals',
  'costeachfieldsemployeecarries',
  'nextfieldhireincreasedcosts',
  'costeachfieldemployeewillcarry',
  'overheadreductionfornewfieldhire',
] as const;
export type TotalsBlockKey = (typeof TOTALS_BLOCKS)[number];

/** The label each block is shown with (the summary block of the Overhead screen). */
export const TOTALS_LABELS: Record<TotalsBlockKey, string> = {
  companytotals: 'Company totals',
  costeachfieldsemployeecarries: 'Cost each field employee carries',
  nextfieldhireincreasedcosts: 'Next field hire increased costs',
  costeachfieldemployeewillcarry: 'Cost each field employee will carry',
  overheadreductionfornewfieldhire: 'Overhead reduction for new field hire',
};

/** Blocks that are per field employee: zeros, flagged, when there is none (docs/money.md §3). */
const PER_FIELD_EMPLOYEE: ReadonlySet<TotalsBlockKey> = new Set([
  'costeachfieldsemployeecarries', 'costeachfieldemployeewillcarry', 'overheadreductionfornewfieldhire',
]);

export interface TotalsBlock extends PeriodFigures {
  key: TotalsBlockKey;
  label: string;
  fieldEmployees: number;
  /** True when a per-field-employee block has no field employee to divide by (its figures are zeros). */
  noFieldEmployee: boolean;
}

/** The exact annual value of each block (unrounded divisions; docs/money.md §3). */
export function annualBlocks(inputs: OverheadInputs): Record<TotalsBlockKey, Decimal> {
  const f = inputs.fieldEmployees;
  const otherPerHire = sum(inputs.otherAnnuals);
  const company = sum(inputs.overheadEmployeeAnnuals).plus(sum(inputs.serviceAnnuals)).plus(otherPerHire.times(f));
  const zero = new Decimal(0);
  const carries = f > 0 ? company.div(f) : zero;
  const willCarry = f > 0 ? company.plus(otherPerHire).div(f + 1) : zero;
  return {
    companytotals: company,
    costeachfieldsemployeecarries: carries,
    nextfieldhireincreasedcosts: otherPerHire,
    costeachfieldemployeewillcarry: willCarry,
    overheadreductionfornewfieldhire: f > 0 ? carries.minus(willCarry) : zero,
  };
}

/** Every totals block in all five periods. */
export function overheadTotals(inputs: OverheadInputs): Record<TotalsBlockKey, TotalsBlock> {
  const annual = annualBlocks(inputs);
  const noField = inputs.fieldEmployees === 0;
  const out = {} as Record<TotalsBlockKey, TotalsBlock>;
  for (const key of TOTALS_BLOCKS) {
    out[key] = {
      key,
      label: TOTALS_LABELS[key],
      fieldEmployees: inputs.fieldEmployees,
      noFieldEmployee: noField && PER_FIELD_EMPLOYEE.has(key),
      ...spread(annual[key]),
    };
  }
  return out;
}
