import { Type } from 'typebox';

const Text = Type.Optional(Type.Union([Type.String(), Type.Null()]));
const Nullable = Type.Union([Type.String(), Type.Null()]);

export const UserSchema = Type.Object({
  ID: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  phone_number: Nullable,
  address1: Nullable,
  address2: Nullable,
  city: Nullable,
  state: Nullable,
  state_code: Nullable,
  zipcode: Nullable,
  role: Type.Union([Type.Literal('Fulluser'), Type.Literal('Estimator')], { description: "'Fulluser' shows as 'Full User'" }),
  is_active: Type.Boolean(),
  employee_id: Type.Union([Type.Integer(), Type.Null()], { description: 'The employee this login belongs to' }),
});

// Fields are loosely typed here; rules.ts gives the spec's messages for blanks and formats.
export const UserBody = Type.Object({
  first_name: Text,
  last_name: Text,
  is_active: Type.Optional(Type.Union([Type.Boolean(), Type.Null()], { description: 'Default true on create' })),
  email: Text,
  phone_number: Text,
  address1: Text,
  address2: Text,
  city: Text,
  state: Text,
  state_code: Text,
  zipcode: Text,
  role: Type.Optional(Type.Union([Type.String(), Type.Null()], {
    description: "'Fulluser' or 'Estimator'. On create the path decides; on update a blank role keeps the stored one",
  })),
  employee_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
    description: 'An employee of the same company that has no login yet',
  })),
});

export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
});

export const UserIdParams = Type.Object({ userId: Type.Integer({ minimum: 1 }) });
export const StatusParams = Type.Object({ ID: Type.Integer({ minimum: 1 }) });
export const ActiveBody = Type.Object({ is_active: Type.Boolean() });

export const UserResponse = Type.Object({ data: UserSchema });
export const UserListResponse = Type.Object({ data: Type.Array(UserSchema), total: Type.Integer() });
