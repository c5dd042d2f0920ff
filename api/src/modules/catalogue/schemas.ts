import { Type } from 'typebox';
import { COST_CODE_MAX, DIVISION_NUMBER_MAX, NAME_MAX, UNIT_MAX } from './rules.js';

// Request and answer shapes of the cost catalogue; field names are 001 §3's. Text arrives as text or a number
// (rules.ts gives the messages for blanks); ids are strict positive int32 (a string id is a 400 naming the field).
const Text = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Number(), Type.Null()]));
const Id = Type.Integer({ minimum: 1 });
const OptionalId = (description: string) => Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { description }));
const Money = Type.String({ description: 'Decimal text with two places, e.g. "1234.50"' });

export const DivisionSchema = Type.Object({
  id: Type.Integer(),
  division_id: Type.Union([Type.String(), Type.Null()], { description: 'The CSI MasterFormat number, e.g. "03"' }),
  division_name: Type.String(),
});

export const SubdivisionSchema = Type.Object({
  subdivision_id: Type.Integer(),
  subdivision_name: Type.String(),
  division_id: Type.Integer({ description: "The division's id (Division.id)" }),
  division_name: Type.String(),
  division_number: Type.Union([Type.String(), Type.Null()], { description: "The division's CSI number (Division.division_id)" }),
});

export const CategorySchema = Type.Object({
  category_id: Type.Integer(),
  category_name: Type.String(),
  subdivision_id: Type.Integer(),
  subdivision_name: Type.String(),
  division_id: Type.Integer(),
  division_name: Type.String(),
});

export const UnitSchema = Type.Object({ ID: Type.Integer(), u_per_m: Type.String() });

export const PartSchema = Type.Object({
  id: Type.Integer(),
  part_hold: Type.String({ description: 'The part name' }),
  category_id: Type.Integer(),
  category_name: Type.String(),
  subdivision_id: Type.Integer(),
  subdivision_name: Type.String(),
  division_id: Type.Integer(),
  division_name: Type.String(),
  cost_per_unit: Money,
  u_per_m: Type.String({ description: 'The unit of measure, e.g. "SF"' }),
  u_per_m_id: Type.Integer({ description: 'Its id (Units of measure ID)' }),
  cost_code: Type.String(),
});

export const DivisionBody = Type.Object({
  division_name: Text(NAME_MAX),
  division_id: Text(DIVISION_NUMBER_MAX),
});
export const SubdivisionBody = Type.Object({
  subdivision_name: Text(NAME_MAX),
  division_id: OptionalId("The division's id; 400 'Select a Bid Division.' without one"),
  division_name: Text(NAME_MAX),
});
export const CategoryBody = Type.Object({
  category_name: Text(NAME_MAX),
  subdivision_id: OptionalId("The sub division's id"),
});
export const UnitBody = Type.Object({ u_per_m: Text(UNIT_MAX) });
export const PartBody = Type.Object({
  part_hold: Text(NAME_MAX),
  category_id: OptionalId("The category's id"),
  cost_per_unit: Type.Optional(Type.Union([Type.String({ maxLength: 30 }), Type.Number(), Type.Null()])),
  u_per_m_id: OptionalId("The unit of measure's id"),
  cost_code: Text(COST_CODE_MAX),
});

export const PartListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
  all: Type.Optional(Type.Boolean({ description: 'true: every matching part in one answer, no paging (the trade-line editor)' })),
  division_id: Type.Optional(Id),
  subdivision_id: Type.Optional(Id),
  category_id: Type.Optional(Id),
  q: Type.Optional(Type.String({ maxLength: 255, description: 'Part name or cost code contains (case-insensitive)' })),
});

export const IdParams = Type.Object({ id: Id });
export const DivisionParams = Type.Object({ divisionId: Id });
export const SubdivisionParams = Type.Object({ subdivisionId: Id });
export const CategoryParams = Type.Object({ categoryId: Id });

export const DivisionResponse = Type.Object({ data: DivisionSchema });
export const DivisionListResponse = Type.Object({ data: Type.Array(DivisionSchema) });
export const SubdivisionResponse = Type.Object({ data: SubdivisionSchema });
export const SubdivisionListResponse = Type.Object({ data: Type.Array(SubdivisionSchema) });
export const CategoryResponse = Type.Object({ data: CategorySchema });
export const CategoryListResponse = Type.Object({ data: Type.Array(CategorySchema) });
export const UnitResponse = Type.Object({ data: UnitSchema });
export const UnitListResponse = Type.Object({ data: Type.Array(UnitSchema) });
export const PartResponse = Type.Object({ data: PartSchema });
export const PartArrayResponse = Type.Object({ data: Type.Array(PartSchema) });
export const PartListResponse = Type.Object({ data: Type.Array(PartSchema), total: Type.Integer() });
export const DeletedResponse = Type.Object({ data: Type.Boolean() });
