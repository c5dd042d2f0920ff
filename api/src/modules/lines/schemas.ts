import { Type } from 'typebox';
import { DIVISION_ROW_ID } from '../catalogue/schemas.js';
import { Loose } from '../contacts/schemas.js';

// Request and answer members of a priced line, shared by bid sheets, PCOs and direct costs: each owner adds its key
// (bidsheet_id, pco_id, direct_cost_id) and what only it has. Money and rates travel as decimal strings.

const Str = Type.String();
const OptionalId = Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.String({ maxLength: 20 }), Type.Null()]));

/** The fields of a labor line (line-pricing.ts). */
export const LaborLineProps = Type.Object({
  costcode: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  position: OptionalId, position_id: OptionalId, level: OptionalId, level_id: OptionalId,
  quantity: Loose, units: Loose, costperunit: Loose,
  notes: Type.Optional(Type.Union([Type.String({ maxLength: 4096 }), Type.Null()], { description: 'At most 225 characters' })),
});

/** The fields of a direct-trade line (line-pricing.ts). */
export const TradeLineProps = Type.Object({
  costcode: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  division: Loose,
  sub_division: OptionalId, subdivision_id: OptionalId, category_id: OptionalId, category: Loose, part: OptionalId, part_id: OptionalId,
  cost_per_unit: Loose, units: Loose,
  u_per_m: Type.Optional(Type.Union([Type.String({ maxLength: 50 }), Type.Null()])),
  notes: Type.Optional(Type.Union([Type.String({ maxLength: 4096 }), Type.Null()], { description: 'At most 225 characters' })),
  types: Type.Optional(Type.Union([Type.String({ maxLength: 10 }), Type.Null()])),
});

/** A labor line as answered, after its id and owner key (queries.ts laborLineJson). */
export const LaborLineMembers = {
  costcode: Str, position_id: Type.Integer(), position: Str, level_id: Type.Integer(), level: Str, quantity: Str, units: Str,
  costperunit: Str, burden: Str, total: Str, overhead: Str, budget_total: Str, notes: Str,
};

/** A direct-trade line as answered, after its id and owner key (queries.ts tradeLineJson). */
export const TradeLineMembers = {
  costcode: Str, division_id: Type.Integer({ description: DIVISION_ROW_ID }), division: Type.String({ description: 'The division name' }),
  subdivision_id: Type.Integer(), sub_division: Str,
  category_id: Type.Integer(), category: Str, part_id: Type.Integer(), part: Str, cost_per_unit: Str, units: Str, u_per_m: Str,
  total: Str, notes: Str, types: Str,
};
