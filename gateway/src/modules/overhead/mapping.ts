import type {
  OverheadEmployee, OverheadPeriod, OverheadService, OverheadServiceInput, OverheadServiceKind, OverheadTotalsBlock, OverheadTotalsKey,
} from '../../__generated__/graphql.js';
import { byRule } from '../../field-paths.js';
import type { RestBody, RestRow } from '../../rest-types.js';

/** REST rows (api/src/modules/overhead/schemas.ts), as the API's OpenAPI document declares them. */
export type RestService = RestRow<'overhead/monthlyservice', 'get'>;
export type RestOverheadEmployee = RestRow<'overhead/labor', 'get'>;
export type RestTotalsBlock = RestRow<'overhead/totals', 'get'>;

/** companyOverhead's value: empty, every field is its own resolver (and REST call). */
export type CompanyOverheadParent = Record<string, never>;

/** The REST path of each list (docs/projects.md §7 Overhead). */
export const SERVICE_PATH = {
  MONTHLY: 'overhead/monthlyservice',
  ANNUAL: 'overhead/annualservice',
  EQUIPMENT: 'overhead/equipmentvehiclelease',
  OTHER: 'overhead/vehicleoverhead',
} as const satisfies Record<OverheadServiceKind, string>;

const KIND: Record<RestService['kind'], OverheadServiceKind> = {
  monthly: 'MONTHLY', annual: 'ANNUAL', equipment: 'EQUIPMENT', other: 'OTHER',
};
const PERIOD_TO_REST: Record<OverheadPeriod, 'monthly' | 'annually'> = { MONTHLY: 'monthly', ANNUALLY: 'annually' };

const TOTALS_KEY: Record<string, OverheadTotalsKey> = {
  companytotals: 'COMPANY_TOTALS',
  costeachfieldsemployeecarries: 'COST_EACH_FIELD_EMPLOYEE_CARRIES',
  nextfieldhireincreasedcosts: 'NEXT_FIELD_HIRE_INCREASED_COSTS',
  costeachfieldemployeewillcarry: 'COST_EACH_FIELD_EMPLOYEE_WILL_CARRY',
  overheadreductionfornewfieldhire: 'OVERHEAD_REDUCTION_FOR_NEW_FIELD_HIRE',
};

/** REST field → GraphQL input field, so a 400 names the argument the client sent. */
export const SERVICE_INPUT_FIELDS = byRule(['name', 'cost_per_unit', 'units', 'period']);

const figures = (row: { hourly: string; daily: string; weekly: string; monthly: string; annually: string }) => ({
  hourly: row.hourly, daily: row.daily, weekly: row.weekly, monthly: row.monthly, annually: row.annually,
});

export function toService(row: RestService): OverheadService {
  return {
    id: String(row.id),
    kind: KIND[row.kind],
    name: row.name,
    costPerUnit: row.cost_per_unit,
    units: row.units,
    period: row.period === 'monthly' ? 'MONTHLY' : 'ANNUALLY',
    figures: figures(row),
  };
}

export function toOverheadEmployee(row: RestOverheadEmployee): OverheadEmployee {
  return {
    id: String(row.ID),
    firstName: row.first_name,
    lastName: row.last_name,
    position: row.position,
    level: row.level,
    billable: row.billable,
    isActive: row.is_active,
    ratePerHour: row.rate_per_hour,
    ratePerDay: row.rate_per_day,
    ratePerWeek: row.rate_per_week,
    ratePerMonth: row.rate_per_month,
    ratePerYear: row.rate_per_year,
  };
}

export function toTotalsBlock(row: RestTotalsBlock): OverheadTotalsBlock {
  const key = TOTALS_KEY[row.types];
  if (!key) throw new Error(`Unknown overhead totals block '${row.types}'`);
  return {
    key,
    label: row.forCostUnit,
    figures: figures(row),
    fieldEmployees: row.field_employees,
    noFieldEmployee: row.no_field_employee,
  };
}

export function toServicePayload(input: OverheadServiceInput): RestBody<'overhead/update/{id}', 'put'> {
  return {
    name: input.name ?? null,
    cost_per_unit: input.costPerUnit ?? null,
    units: input.units ?? null,
    period: input.period ? PERIOD_TO_REST[input.period] : null,
  };
}
