import { Type } from 'typebox';
import { Loose } from '../contacts/schemas.js';
import { LaborLineMembers, TradeLineMembers } from '../lines/schemas.js';
import { DIVISION_ROW_ID } from '../catalogue/schemas.js';

// Request and answer shapes of direct costs (docs/projects.md §3 Direct cost sheet, §7; README.md). Money and rates travel as
// decimal strings; form values arrive as text or numbers and rules.ts answers the spec's message naming the field.

const Id = Type.Integer({ minimum: 1 });
const Str = Type.String();
const NullableStr = Type.Union([Type.String(), Type.Null()]);
const NullableId = Type.Union([Type.Integer(), Type.Null()]);
const OptionalId = Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.String({ maxLength: 255 }), Type.Null()]));
const Flag = Type.Optional(Type.Union([Type.Boolean(), Type.String({ maxLength: 10 }), Type.Integer({ minimum: 0, maximum: 1 }), Type.Null()]));

export const DirectCostParams = Type.Object({ ID: Id });
export const DirectCostIdParams = Type.Object({ directCostId: Id });
export const LineIdParams = Type.Object({ id: Id });
export const ProjectQuery = Type.Object({ project_uid: Type.String({ minLength: 1, maxLength: 64 }) });
export const DirectCostLineQuery = Type.Object({ id: Id, bill: Type.Optional(Type.String({ maxLength: 10 })) });

export const SheetNameBody = Type.Object({
  direct_cost_sheet_name: Type.Optional(Type.Union([Type.String({ maxLength: 4096 }), Type.Null()], { description: 'At most 255 characters' })),
});

/** POST directcostsheet (docs/projects.md §7): division and subdivision by id or name; one of the three contractor flags. */
export const DirectCostBody = Type.Object({
  project_uid: Type.Optional(Type.String({ maxLength: 64 })),
  sheet_name: Type.Optional(Type.Union([Type.String({ maxLength: 4096 }), Type.Null()], { description: 'At most 255 characters' })),
  division: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.String({ maxLength: 255 }), Type.Null()], {
    description: "The division by its row id (Division.id, not its CSI number) or by its name; wins over division_id",
  })),
  division_id: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.String({ maxLength: 255 }), Type.Null()], { description: DIVISION_ROW_ID })),
  sub_division: OptionalId, subdivision_id: OptionalId,
  vendor_status: Flag, subcontractor_status: Flag, payroll_status: Flag,
  contractor_type: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()], { description: "'Vendor' | 'Subcontractor' | 'Payroll'" })),
  vendor: OptionalId, sub_contractor: OptionalId,
  date: Type.Optional(Type.Union([Type.String({ maxLength: 30 }), Type.Null()], { description: 'YYYY-MM-DD; today when left out' })),
  notes: Type.Optional(Type.Union([Type.String({ maxLength: 4096 }), Type.Null()], { description: 'At most 225 characters' })),
  total: Loose,
  charge_row: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()], {
    description: "Required: the budget row charged (a row_key of GET directcostsheet/charge-rows), or 'new' for a new cost line (unbudgeted)",
  })),
});

/** POST directtrade/DC and PUT directtrade/DC/{id}: a bid trade line's fields with direct_cost_id, no amounts. */
export const DirectCostTradeBody = Type.Object({
  direct_cost_id: Type.Optional(Id),
  costcode: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  division: Loose,
  sub_division: OptionalId, subdivision_id: OptionalId, category_id: OptionalId, category: Loose, part: OptionalId, part_id: OptionalId,
  cost_per_unit: Loose, units: Loose,
  u_per_m: Type.Optional(Type.Union([Type.String({ maxLength: 50 }), Type.Null()])),
  notes: Type.Optional(Type.Union([Type.String({ maxLength: 4096 }), Type.Null()], { description: 'At most 225 characters' })),
  types: Type.Optional(Type.Union([Type.String({ maxLength: 10 }), Type.Null()])),
});

export const DirectCostSchema = Type.Object({
  ID: Type.Integer(), id: Type.Integer(), project_uid: Str, sheet_name: Str,
  division_id: Type.Integer({ description: DIVISION_ROW_ID }), division: Type.String({ description: 'The division name' }),
  subdivision_id: Type.Integer(), sub_division: Str,
  contractor_type: Type.Union([Type.Literal('Vendor'), Type.Literal('Subcontractor'), Type.Literal('Payroll')]),
  vendor_status: Type.Boolean(), subcontractor_status: Type.Boolean(), payroll_status: Type.Boolean(),
  vendor: NullableId, vendor_name: NullableStr, sub_contractor: NullableId, sub_contractor_name: NullableStr,
  contractor_name: Str, date: Str, notes: Str,
  amount: Type.String({ description: 'The amount entered, the total of a sheet without lines' }),
  labor_total: Str, trades_total: Str,
  total: Type.String({ description: 'docs/money.md §10: Σ labor line totals + Σ trade line totals when it has lines, else amount' }),
  line_count: Type.Integer(),
  charge_row: Type.Union([Type.String(), Type.Null()], { description: 'The row_key of the budget row charged; null for a new cost line' }),
  unbudgeted: Type.Boolean({ description: 'Charged to a new cost line (docs/money.md §10)' }),
});

/** A budget row a direct cost may be charged to (the tracker's row with a budget). */
export const ChargeRowSchema = Type.Object({
  row_key: Str, typee: Type.Union([Type.Literal('IL'), Type.Literal('DT')]),
  position_id: NullableId, level_id: NullableId, division_id: Type.Union([Type.Integer(), Type.Null()], { description: DIVISION_ROW_ID }),
  subdivision_id: NullableId, category_id: NullableId, part_id: NullableId,
  cost_code: Str, trade: Type.String({ description: 'The level (IL) or the category (DT)' }), sub_division: NullableStr, part: NullableStr,
});
export const ChargeRowsResponse = Type.Object({ data: Type.Array(ChargeRowSchema) });

export const DirectCostLaborLineSchema = Type.Object({ id: Type.Integer(), ...LaborLineMembers, direct_cost_id: Type.Integer(), date: Str });
export const DirectCostTradeLineSchema = Type.Object({ id: Type.Integer(), ...TradeLineMembers, direct_cost_id: Type.Integer() });

export const SheetNameSchema = Type.Object({ id: Type.Integer(), direct_cost_sheet_name: Str });
export const SheetNameResponse = Type.Object({ data: SheetNameSchema });
export const SheetNameListResponse = Type.Object({ data: Type.Array(SheetNameSchema) });
export const DirectCostResponse = Type.Object({ data: DirectCostSchema });
export const DirectCostListResponse = Type.Object({ data: Type.Array(DirectCostSchema) });
export const DirectCostDeletedResponse = Type.Object({ data: Type.Object({ id: Type.Integer() }) });
export const DirectCostLaborListResponse = Type.Object({ data: Type.Array(DirectCostLaborLineSchema) });
export const DirectCostTradeListResponse = Type.Object({ data: Type.Array(DirectCostTradeLineSchema) });
export const DirectCostLaborLineResponse = Type.Object({ data: DirectCostLaborLineSchema, direct_cost: DirectCostSchema });
export const DirectCostTradeLineResponse = Type.Object({ data: DirectCostTradeLineSchema, direct_cost: DirectCostSchema });
export const DirectCostLineDeletedResponse = Type.Object({ data: Type.Object({ id: Type.Integer() }), direct_cost: DirectCostSchema });
export const DirectCostLinesQuery = Type.Object({
  project_uid: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  direct_cost_ids: Type.Optional(Type.String({ minLength: 1, maxLength: 200 * 11, description: 'Direct cost ids, comma-separated, 1 to 200' })),
});
export const DirectCostLinesResponse = Type.Object({
  data: Type.Object({ labor: Type.Array(DirectCostLaborLineSchema), trades: Type.Array(DirectCostTradeLineSchema) }),
});
