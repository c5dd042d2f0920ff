import { Type } from 'typebox';
import { AREAS } from '../../auth/areas.js';
import { ERROR_REASONS } from '../../reasons.js';

/** Reason code of an expected business failure: clients switch on it, never on the message. */
export const ReasonSchema = Type.Union(ERROR_REASONS.map((reason) => Type.Literal(reason)), {
  description: 'Reason code of an expected failure (GraphQL enum ErrorReason)',
});

export const ErrorResponse = Type.Object(
  {
    error: Type.Union([Type.String(), Type.Record(Type.String(), Type.String())]),
    fields: Type.Optional(Type.Record(Type.String(), Type.String())),
    reason: Type.Optional(ReasonSchema),
    holder: Type.Optional(Type.String({ description: "BID_LOCKED: the full name of the user holding the bid's edit lease" })),
  },
  { description: 'Failure: the message to show, per-field messages for bad input, and the reason code of an expected failure' },
);

/** Documents the error statuses a route may answer with. */
export function errorResponses(...codes: number[]) {
  return Object.fromEntries(codes.map((code) => [code, ErrorResponse]));
}

export const AreaFlagsSchema = Type.Object({ read: Type.Boolean(), write: Type.Boolean(), visible: Type.Boolean() });

export const PermissionsSchema = Type.Object(
  Object.fromEntries(AREAS.map((area) => [area, AreaFlagsSchema])) as Record<string, typeof AreaFlagsSchema>,
  { description: 'Every permission area of docs/accounts.md §3' },
);

export const SessionUserSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  username: Type.String(),
  MasterRoleID: Type.Integer(),
  MasterTenantID: Type.Union([Type.Integer(), Type.Null()]),
  random_token: Type.String(),
});

export const SessionSchema = Type.Object({
  token: Type.String(),
  permissions: PermissionsSchema,
  user: SessionUserSchema,
  key: Type.Null(),
  key2: Type.Null(),
});

export const LoginBody = Type.Object({
  username: Type.Optional(Type.String()),
  password: Type.Optional(Type.String()),
  remember: Type.Optional(Type.Boolean()),
});

export const ForgotBody = Type.Object({ username: Type.Optional(Type.String()) });

export const ResetBody = Type.Object({
  token: Type.Optional(Type.String()),
  password: Type.Optional(Type.String()),
});

export const ChangeBody = Type.Object({
  token: Type.Optional(Type.String({ description: "The user's random_token (optional; the bearer token identifies the user)" })),
  old_password: Type.Optional(Type.String()),
  password: Type.Optional(Type.String()),
});

export const TenantBody = Type.Object({ company_id: Type.Integer({ minimum: 1 }) });

export const MessageResponse = Type.Object({ data: Type.String() });
