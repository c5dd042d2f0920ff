import { Type } from 'typebox';
import { COST_CODE_MAX, DIVISION_NUMBER_MAX, NAME_MAX, UNIT_MAX } from './rules.js';

// Request and answer shapes of the cost catalogue; field names are docs/projects.md §3's. Text arrives as text or a number
// (rules.ts gives the messages for blanks); ids are strict positive int32 (a string id is a 400 naming the field).
const Text = (maxLength: number, description?: string) =>
  Type.Optional(Type.Union([Type.String({ maxLength }), Type.Number(), Type.Null()], description ? { description } : {}));
const Id = Type.Integer({ minimum: 1 });
const OptionalId = (description: string) => Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { description }));
const Money = Type.String({ description: 'Decimal text with two places, e.g. "1234.50"' });

// docs/projects.md §3 names two things division_id: a Division's own division_id is its CSI number ("09"), everywhere else (a
// subdivision, a category, a part, a directory's divisions, a line, a tracker row) it is the division's row id
// (Division.id). The names stay the specification's; these descriptions say which, and division_number gives the number.
export const DIVISION_ROW_ID = "The division's row id (Division.id), not its CSI number (that is division_number)";
export const DIVISION_NUMBER = `The division's CSI MasterFormat number, e.g. "09" (Division.division_id); null when it has none`;
/** The CSI number beside a division's row id in an answer. */
export const DivisionNumber = Type.Union([Type.String(), Type.Null()], { description: DIVISION_NUMBER });

export const DivisionSchema = Type.Object({
  id: Type.Integer({ description: "The division's row id: what subdivisions, directories and lines call division_id" }),
  division_id: Type.Union([Type.String(), Type.Null()], {
    description: 'Here (docs/projects.md §3 Division) the CSI MasterFormat number, e.g. "09", not a row id; the same as division_number',
  }),
  division_name: Type.String(),
  division_number: DivisionNumber,
});

export const SubdivisionSchema = Type.Object({
  subdivision_id: Type.Integer(),
  subdivision_name: Type.String(),
  division_id: Type.Integer({ description: DIVISION_ROW_ID }),
  division_name: Type.String(),
  division_number: DivisionNumber,
});

export const CategorySchema = Type.Object({
  category_id: Type.Integer(),
  category_name: Type.String(),
  subdivision_id: Type.Integer(),
  subdivision_name: Type.String(),
  division_id: Type.Integer({ description: DIVISION_ROW_ID }),
  division_name: Type.String(),
  division_number: DivisionNumber,
});

export const UnitSchema = Type.Object({ ID: Type.Integer(), u_per_m: Type.String() });

export const PartSchema = Type.Object({
  id: Type.Integer(),
  part_hold: Type.String({ description: 'The part name' }),
  category_id: Type.Integer(),
  category_name: Type.String(),
  subdivision_id: Type.Integer(),
  subdivision_name: Type.String(),
  division_id: Type.Integer({ description: DIVISION_ROW_ID }),
  division_name: Type.String(),
  cost_per_unit: Type.Unsafe<string | null>({ ...Money, nullable: true, description: 'Decimal text with two places, e.g. "1234.50"; null for role 13 (no price)' }),
  u_per_m: Type.String({ description: 'The unit of measure, e.g. "SF"' }),
  u_per_m_id: Type.Integer({ description: 'Its id (Units of measure ID)' }),
  cost_code: Type.String(),
});

export const DivisionBody = Type.Object({
  division_name: Text(NAME_MAX),
  division_id: Text(DIVISION_NUMBER_MAX,
    'The CSI MasterFormat number, e.g. "09" (optional, unique in the company): the one division_id that is not a row id'),
});
export const SubdivisionBody = Type.Object({
  subdivision_name: Text(NAME_MAX),
  division_id: OptionalId(`${DIVISION_ROW_ID}; 400 'Select a Bid Division.' without one`),
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
  division_id: Type.Optional(Type.Integer({ minimum: 1, description: DIVISION_ROW_ID })),
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
