import { Type } from 'typebox';

// Positions and levels (Internal Labour): the shapes of their routes, split from the employees' with the routes.
// Form values arrive as text, numbers or booleans; rules.ts gives the spec's messages for blanks and formats.
const Loose = Type.Optional(Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]));
const Id = Type.Integer({ minimum: 1 });

export const PositionIdParams = Type.Object({ positionId: Id });
export const NumericIdParams = Type.Object({ id: Id });
export const LevelsQuery = Type.Object({ position_id: Type.Optional(Id) });
export const PositionSchema = Type.Object({ ID: Type.Integer(), position: Type.String() });
export const LevelSchema = Type.Object({
  level_id: Type.Integer(),
  level: Type.String(),
  position: Type.String(),
  position_id: Type.Integer(),
  cost_code: Type.String(),
  cost_per_unit: Type.String({ description: '= rate_per_hour' }),
  rate_per_hour: Type.String({ description: 'Average loaded hourly cost of the active employees at this level' }),
  rate_per_week: Type.String({ description: 'rate_per_hour × 40' }),
  MasterTenantId: Type.Integer(),
});
export const PositionBody = Type.Object({ position: Loose });
export const LevelBody = Type.Object({
  position_id: Id,
  position: Loose,
  level: Loose,
  cost_code: Loose,
});
export const LevelUpdateBody = Type.Object({ level: Loose, cost_code: Loose });
export const PositionResponse = Type.Object({ data: PositionSchema });
export const PositionListResponse = Type.Object({ data: Type.Array(PositionSchema) });
export const LevelResponse = Type.Object({ data: LevelSchema });
export const LevelListResponse = Type.Object({ data: Type.Array(LevelSchema) });
export const CostCodeResponse = Type.Object({ data: Type.Object({ CostCode: Type.String() }) });
export const DeletedResponse = Type.Object({ data: Type.Boolean() });
