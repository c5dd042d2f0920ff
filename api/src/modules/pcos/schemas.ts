import { Type } from 'typebox';
import { LaborLineMembers, LaborLineProps, TradeLineMembers, TradeLineProps } from '../lines/schemas.js';

// Request and answer shapes of PCOs and their lines (docs/projects.md §3 PCO, §7 PCOs; README.md). Money and rates travel as
// decimal strings. Texts are bounded loosely here so rules.ts answers the spec's messages naming the field.

const Id = Type.Integer({ minimum: 1 });
const Str = Type.String();
const NullableStr = Type.Union([Type.String(), Type.Null()]);
const Version = Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
  description: 'Required on every change: the PCO version the client saw (missing or null: 400 naming version); a mismatch is 409 PCO_VERSION_CONFLICT and nothing is written',
}));
const Text = (maxLength: number, description: string) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()], { description }));

export const IdParams = Type.Object({ id: Id });
export const PcoIdParams = Type.Object({ pcoId: Id });
export const UidParams = Type.Object({ projectUid: Type.String({ minLength: 1, maxLength: 64 }) });
export const TotalParams = Type.Object({ projectUid: Type.String({ minLength: 1, maxLength: 64 }), pcoId: Id });
export const PcoLinesQuery = Type.Object({
  project_uid: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  pco_ids: Type.Optional(Type.String({ minLength: 1, maxLength: 200 * 11, description: 'PCO ids, comma-separated, 1 to 200' })),
});
export const VersionQuery = Type.Object({ version: Type.Optional(Type.Integer({ minimum: 0 })) });

/** POST change-order and PUT change-order/update/{id} (docs/projects.md §7 PCOs); fields left out keep their value on PUT. */
export const PcoBody = Type.Object({
  pco_name: Text(1000, "Required on create: the next name ('PCO-001', …) from GET change-order/pco-name"),
  title: Text(4096, 'At most 255 characters'),
  project_uid: Type.Optional(Type.String({ maxLength: 64 })),
  date: Text(40, "'YYYY-MM-DD'; null: the creation day"),
  notes: Text(65536, 'Scope of work, at most 4096 characters'),
  total: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Number(), Type.Null()], { description: 'Ignored: computed (docs/money.md §9)' })),
  status: Text(50, "'Pending', 'Accepted' or 'Not-Accepted' (ignored on create: a new PCO is Pending)"),
  type: Text(20, "Ignored: always 'PCO'"),
  pco_profit_percentage: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Number(), Type.Null()], {
    description: "Commas allowed; on create, left out: the project's pco_profit_percentage",
  })),
  change_order_name: Text(100, "The change order's name; given 'CO-001', … at the first acceptance when blank"),
  hourly: Type.Optional(Type.Union([Type.Boolean(), Type.Null()], { description: 'Pricing mode of the labor lines: hours (true) or weeks' })),
  version: Version,
});

export const PcoLaborBody = Type.Object({ pco_id: Type.Optional(Id), ...LaborLineProps.properties, version: Version });
export const PcoTradeBody = Type.Object({
  pco_id: Type.Optional(Id),
  ...TradeLineProps.properties,
  subcontractor: Type.Optional(Type.Union([Type.Array(Type.Unknown(), { maxItems: 100 }), Type.Null()], {
    description: 'Not on PCO lines: 400 when sent non-empty',
  })),
  version: Version,
});

export const PcoSchema = Type.Object({
  id: Type.Integer(), project_uid: Str, pco_name: Str, title: Str, date: Str, notes: Str, status: Str, type: Str,
  change_order_number: Type.Union([Type.Integer(), Type.Null()]), change_order_name: NullableStr, accepted_at: NullableStr,
  pco_profit_percentage: Str, hourly: Type.Boolean(),
  labor_total: Str, burden_total: Str, trades_total: Str,
  total_cost: Type.String({ description: 'TotalCost (docs/money.md §9)' }), profit_cost: Str,
  total: Type.String({ description: 'PCOTotalCost = TotalCost + ProfitCost' }), created_at: Str, version: Type.Integer(),
});
export const ChangeOrderSchema = Type.Object({
  ...PcoSchema.properties,
  running_contract_sum: Type.String({ description: "The project's TotalCost + this and every earlier change order's total" }),
});
export const ContractSchema = Type.Object({ original: Str, change_orders_total: Str, contract_sum_to_date: Str });
export const PcoTotalsSchema = Type.Object({
  TotalCost: Str, ProfitCost: Str, ProfitPercentage: Str, PCOTotalCost: Str, pco_total: Str, profit_cost: Str, profit_percent: Str, total: Str,
});

export const PcoLaborLineSchema = Type.Object({ id: Type.Integer(), pco_id: Type.Integer(), ...LaborLineMembers });
export const PcoTradeLineSchema = Type.Object({ id: Type.Integer(), pco_id: Type.Integer(), ...TradeLineMembers });

export const PcoResponse = Type.Object({ data: PcoSchema });
export const PcoListResponse = Type.Object({ data: Type.Array(PcoSchema) });
export const ChangeOrderListResponse = Type.Object({ data: Type.Array(ChangeOrderSchema), contract: ContractSchema });
export const NextNameResponse = Type.Object({ data: Type.Object({ pco_name: Str }) });
export const PcoTotalsResponse = Type.Object({ data: PcoTotalsSchema });
export const PcoDeletedResponse = Type.Object({ data: Type.Object({ id: Type.Integer() }) });
export const PcoLaborListResponse = Type.Object({ data: Type.Array(PcoLaborLineSchema) });
export const PcoTradeListResponse = Type.Object({ data: Type.Array(PcoTradeLineSchema) });
export const PcoLinesResponse = Type.Object({
  data: Type.Object({ labor: Type.Array(PcoLaborLineSchema), trades: Type.Array(PcoTradeLineSchema) }),
});
export const PcoLaborLineResponse = Type.Object({ data: PcoLaborLineSchema, pco: PcoSchema });
export const PcoTradeLineResponse = Type.Object({ data: PcoTradeLineSchema, pco: PcoSchema });
export const PcoLineDeletedResponse = Type.Object({ data: Type.Object({ id: Type.Integer() }), pco: PcoSchema });
