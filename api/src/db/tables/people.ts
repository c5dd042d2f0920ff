import type { ColumnType, Generated } from 'kysely';
import type { Decimal, NullableDecimal } from './columns.js';

// Positions, levels, employees and the company overhead they carry (docs/money.md §2–§4).

/** A job position of a tenant (Internal Labour). */
export interface PositionsTable {
  tenant_id: number;
  id: Generated<number>;
  name: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A level of a position; its rates are the average loaded hourly cost of its active employees. */
export interface LevelsTable {
  tenant_id: number;
  id: Generated<number>;
  position_id: number;
  name: string;
  cost_code: string;
  rate_per_hour: Decimal;
  rate_per_week: Decimal;
  cost_per_unit: Decimal;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** An employee; cost_per_* are the loaded cost (wage + medical insurance) spread over periods. */
export interface EmployeesTable {
  tenant_id: number;
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  position_id: number | null;
  level_id: number | null;
  cost_code: string | null;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  state_code: string | null;
  zipcode: string;
  billable: boolean;
  period: 'hourly' | 'annually';
  rate_per_hour: NullableDecimal;
  rate_per_year: NullableDecimal;
  medical_insurance: Decimal;
  /** A date column; read it as text (to_char) so no driver turns it into a time-zone-shifted Date. */
  hiring_date: ColumnType<string, string, string>;
  is_active: Generated<boolean>;
  cost_per_hour: Decimal;
  cost_per_day: Decimal;
  cost_per_week: Decimal;
  cost_per_month: Decimal;
  cost_per_year: Decimal;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A company overhead service: kind is the screen's list, period how cost × units becomes annual. */
export interface OverheadServicesTable {
  tenant_id: number;
  id: Generated<number>;
  kind: 'monthly' | 'annual' | 'equipment' | 'other';
  name: string;
  cost_per_unit: Decimal;
  units: Decimal;
  period: 'monthly' | 'annually';
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}
