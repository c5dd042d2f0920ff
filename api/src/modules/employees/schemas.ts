import { Type } from 'typebox';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
const NullableInt = Type.Union([Type.Integer(), Type.Null()]);
// Form values arrive as text, numbers or booleans; rules.ts gives the spec's messages for blanks and formats.
const Loose = Type.Optional(Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]));
const Id = Type.Integer({ minimum: 1 });

export const EmployeeSchema = Type.Object({
  ID: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  phone_number: Type.String(),
  position: Nullable(Type.String({ description: 'Position name' })),
  position_id: NullableInt,
  level: Nullable(Type.String({ description: 'Level name' })),
  level_id: NullableInt,
  cost_code: Nullable(Type.String({ description: "The level's cost code" })),
  address1: Type.String(),
  address2: Nullable(Type.String()),
  city: Type.String(),
  state: Type.String(),
  state_code: Nullable(Type.String()),
  zipcode: Type.String(),
  billable: Type.Boolean(),
  period: Type.Union([Type.Literal('hourly'), Type.Literal('annually')]),
  rate_per_hour: Nullable(Type.String({ description: 'Hourly wage (period hourly), e.g. "25.00"' })),
  rate_per_year: Nullable(Type.String({ description: 'Yearly salary (period annually), e.g. "62400.00"' })),
  medical_insurance: Type.String({ description: 'Monthly, e.g. "500.00"' }),
  hiring_date: Type.String({ description: 'YYYY-MM-DD' }),
  time_with_company: Type.String({ description: "e.g. '2 years 3 months'" }),
  is_active: Type.Boolean(),
  user_id: Type.Union([Type.Integer(), Type.Null()], { description: "The employee's login, if any" }),
  role_id: Type.Union([Type.Integer(), Type.Null()], { description: "MasterRoleID of the employee's login" }),
  role: Type.Union([Type.Literal('Fulluser'), Type.Literal('Estimator'), Type.Null()]),
  rates: Type.Object({
    per_hour: Type.String(),
    per_day: Type.String(),
    per_week: Type.String(),
    per_month: Type.String(),
    per_year: Type.String(),
  }, { description: 'Loaded cost (wage + medical insurance × 12) spread: ÷2080, ÷260, ÷52, ÷12, ×1 (docs/money.md §2)' }),
});

export const EmployeeBody = Type.Object({
  first_name: Loose,
  last_name: Loose,
  email: Loose,
  phone_number: Loose,
  position: Type.Optional(Type.Union([Type.Integer(), Type.String(), Type.Null()], { description: 'Position id' })),
  level: Type.Optional(Type.Union([Type.Integer(), Type.String(), Type.Null()], { description: 'Level id (of that position)' })),
  address1: Loose,
  address2: Loose,
  city: Loose,
  state: Loose,
  state_code: Loose,
  zipcode: Loose,
  billable: Loose,
  period: Loose,
  rate_per_hour: Loose,
  rate_per_year: Loose,
  medical_insurance: Loose,
  hiring_date: Loose,
  cost_code: Loose,
  is_active: Loose,
  role: Loose,
});

export const EmployeeListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  status: Type.Optional(Type.Union([Type.Literal('all'), Type.Literal('active'), Type.Literal('inactive')], { default: 'all' })),
});

export const IdParams = Type.Object({ ID: Id });
export const PositionParams = Type.Object({ position: Id });
export const ActiveBody = Type.Object({ is_active: Type.Boolean() });

export const EmployeeResponse = Type.Object({ data: EmployeeSchema });
export const EmployeeArrayResponse = Type.Object({ data: Type.Array(EmployeeSchema) });
export const EmployeeListResponse = Type.Object({
  data: Type.Array(EmployeeSchema),
  total: Type.Integer(),
  billable_count: Type.Integer({ description: 'Billable employees matching the status filter' }),
  non_billable_count: Type.Integer({ description: 'Non-billable employees matching the status filter' }),
});
export const DeletedResponse = Type.Object({ data: Type.Boolean() });

