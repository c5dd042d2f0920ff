import { Type } from 'typebox';

// Form values arrive as text or numbers (commas allowed); rules.ts gives the spec's messages.
const Loose = Type.Optional(Type.Union([Type.String({ maxLength: 255 }), Type.Number(), Type.Null()]));
const Money = Type.String({ description: 'Decimal text with two places, e.g. "1234.50"' });

export const ServiceBody = Type.Object({ name: Loose, cost_per_unit: Loose, units: Loose, period: Loose });

const Periods = {
  hourly: Money, daily: Money, weekly: Money, monthly: Money, annually: Money,
};

export const ServiceSchema = Type.Object({
  id: Type.Integer(),
  ID: Type.Integer({ description: 'The id again (the name docs/projects.md §3 uses)' }),
  kind: Type.Union([Type.Literal('monthly'), Type.Literal('annual'), Type.Literal('equipment'), Type.Literal('other')]),
  name: Type.String(),
  cost_per_unit: Money,
  units: Type.String({ description: 'Decimal text, up to 4 places' }),
  period: Type.Union([Type.Literal('monthly'), Type.Literal('annually')]),
  ...Periods,
});

export const ServiceResponse = Type.Object({ data: ServiceSchema });
export const ServiceListResponse = Type.Object({ data: Type.Array(ServiceSchema) });

export const OverheadEmployeeSchema = Type.Object({
  ID: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  position: Type.Union([Type.String(), Type.Null()]),
  level: Type.Union([Type.String(), Type.Null()]),
  billable: Type.Boolean({ description: 'A field employee (billable) or an overhead employee' }),
  is_active: Type.Boolean(),
  rate_per_hour: Type.String(),
  rate_per_day: Money,
  rate_per_week: Money,
  rate_per_month: Money,
  rate_per_year: Money,
});
export const OverheadLaborResponse = Type.Object({ data: Type.Array(OverheadEmployeeSchema) });

export const TotalsBlockSchema = Type.Object({
  id: Type.Integer({ description: 'Position of the block in the summary (1–5)' }),
  forCostUnit: Type.String({ description: 'What the block is, as the summary labels it' }),
  types: Type.String({ description: 'The block key: the REST path segment' }),
  ...Periods,
  field_employees: Type.Integer({ description: 'F: active billable employees' }),
  no_field_employee: Type.Boolean({ description: 'A per-field-employee block with no field employee: its figures are zeros' }),
});
export const TotalsBlockResponse = Type.Object({ data: TotalsBlockSchema });
export const TotalsSummaryResponse = Type.Object({ data: Type.Array(TotalsBlockSchema) });

export const ServiceIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const DeletedResponse = Type.Object({ data: Type.Boolean() });
