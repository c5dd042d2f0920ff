import { fitsNumeric, parseDecimal } from '@suite/money';
import { FieldErrors, isBlank } from '../../validation.js';
import type { ServicePeriod } from './totals.js';

/** The four lists of the Overhead screen, by the REST path segment that names each (docs/projects.md §7 Overhead). */
export const SERVICE_KINDS = {
  monthlyservice: 'monthly',
  annualservice: 'annual',
  equipmentvehiclelease: 'equipment',
  vehicleoverhead: 'other',
} as const;
export type ServicePath = keyof typeof SERVICE_KINDS;
export type ServiceKind = (typeof SERVICE_KINDS)[ServicePath];

export const OVERHEAD_MESSAGES = {
  // docs/projects.md §5 Overhead services: the message of the first three lists; "Other" has no required check.
  mandatory: 'Fill all the mandatory fields.',
  costPerUnit: 'Enter the cost per unit as a number of dollars and cents, not below zero.',
  units: 'Enter the units as a number, not below zero.',
  period: "Choose the period: 'monthly' or 'annually'.",
  notFound: 'Service not found.',
  employeeNotFound: 'Employee not found.',
} as const;

export interface ServicePayload {
  name?: unknown;
  cost_per_unit?: unknown;
  units?: unknown;
  period?: unknown;
}

export interface ServiceValues {
  name: string;
  cost_per_unit: string;
  units: string;
  period: ServicePeriod;
}

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value).trim());

/** A non-negative amount with at most `scale` places that fits numeric(14, scale); commas stripped (docs/projects.md §5). */
function amount(value: unknown, scale: number): string | undefined {
  const parsed = parseDecimal(value);
  if (parsed === undefined || parsed.isNegative() || parsed.decimalPlaces() > scale || !fitsNumeric(parsed, 14, scale)) {
    return undefined;
  }
  return parsed.toFixed(scale);
}

function period(value: unknown): ServicePeriod | undefined {
  const v = text(value).toLowerCase();
  if (v === 'monthly') return 'monthly';
  if (v === 'annually' || v === 'annual') return 'annually';
  return undefined;
}

/**
 * docs/projects.md §5: monthly, annual and equipment services need name, cost per unit, units and period
 * ('Fill all the mandatory fields.', every blank named); "Other" has no required check, so its blanks become
 * an unnamed item of 0.00 × 1 a month. A value that is given must be valid in every list.
 */
export function validateService(body: ServicePayload, kind: ServiceKind): { values?: ServiceValues; errors: FieldErrors } {
  const errors = new FieldErrors();
  const required = kind !== 'other';
  const blank = (field: keyof ServicePayload) => isBlank(body[field]);
  if (required) {
    for (const field of ['name', 'cost_per_unit', 'units', 'period'] as const) {
      if (blank(field)) errors.add(field, OVERHEAD_MESSAGES.mandatory);
    }
  }
  const costPerUnit = blank('cost_per_unit') ? (required ? undefined : '0.00') : amount(body.cost_per_unit, 2);
  const units = blank('units') ? (required ? undefined : '1.0000') : amount(body.units, 4);
  const servicePeriod = blank('period') ? (required ? undefined : 'monthly') : period(body.period);
  if (!blank('cost_per_unit') && costPerUnit === undefined) errors.add('cost_per_unit', OVERHEAD_MESSAGES.costPerUnit);
  if (!blank('units') && units === undefined) errors.add('units', OVERHEAD_MESSAGES.units);
  if (!blank('period') && servicePeriod === undefined) errors.add('period', OVERHEAD_MESSAGES.period);
  if (!errors.empty || costPerUnit === undefined || units === undefined || servicePeriod === undefined) return { errors };
  return { values: { name: text(body.name), cost_per_unit: costPerUnit, units, period: servicePeriod }, errors };
}
