import { Type } from 'typebox';
import { DIVISION_ROW_ID } from '../catalogue/schemas.js';
import { Loose } from '../contacts/schemas.js';
import { LaborLineMembers, LaborLineProps, TradeLineMembers, TradeLineProps } from '../lines/schemas.js';

// Request and answer shapes of bid sheets (docs/projects.md §3, §7; README.md). Money and rates travel as decimal strings.
// Form values arrive as text or numbers; rules.ts answers the spec's messages, naming the field.

const Id = Type.Integer({ minimum: 1 });
const Str = Type.String();
const NullableStr = Type.Union([Type.String(), Type.Null()]);
const Version = Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
  description: 'Required on every change: the bid version the client saw (missing or null: 400 naming version); a mismatch is 409 BID_VERSION_CONFLICT and nothing is written',
}));
const OptionalId = Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.String({ maxLength: 20 }), Type.Null()]));
const DivisionRowId = Type.Integer({ description: DIVISION_ROW_ID });
const SubcontractorRefs = Type.Optional(Type.Union([Type.Array(Type.Object({
  id: Type.Union([Id, Type.String({ maxLength: 20 })]), name: Type.Optional(Type.Union([Type.String(), Type.Null()])),
}), { maxItems: 100 }), Type.Null()]));

export const IdParams = Type.Object({ id: Id });
export const BidsheetParams = Type.Object({ bidsheetId: Id });
export const UidParams = Type.Object({ projectUid: Type.String({ minLength: 1, maxLength: 64 }) });
export const IdQuery = Type.Object({ id: Id, version: Type.Optional(Type.Integer({ minimum: 0 })) });
export const LineDeleteQuery = Type.Object({ id: Id, bill: Type.Optional(Type.String({ maxLength: 10 })), version: Type.Optional(Type.Integer({ minimum: 0 })) });
export const BillQuery = Type.Object({ bill: Type.Optional(Type.String({ maxLength: 10, description: 'DC: a direct-cost line' })) });
export const LinesQuery = Type.Object({
  project_uid: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  bid_ids: Type.Optional(Type.String({ minLength: 1, maxLength: 200 * 11, description: 'Bid ids, comma-separated, 1 to 200' })),
});

/** POST setup/bid and both PUT setup/bid/{id} shapes of docs/projects.md §7; divisions by name (the spec) or by id (the gateway). */
export const BidBody = Type.Object({
  project_uid: Type.Optional(Type.String({ maxLength: 64 })),
  division_name: Loose, subdivision_name: Loose,
  division_id: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.String({ maxLength: 20 }), Type.Null()], { description: DIVISION_ROW_ID })),
  subdivision_id: OptionalId,
  label: Type.Optional(Type.Union([Type.String({ maxLength: 255 }), Type.Null()])),
  scope_of_work: Type.Optional(Type.Union([Type.String({ maxLength: 4096 }), Type.Null()], { description: 'At most 225 characters' })),
  is_alternate: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
  division_status: Type.Optional(Type.Union([Type.String({ maxLength: 50 }), Type.Null()], { description: "Ignored on create (always 'pending')" })),
  subcontractor: SubcontractorRefs,
  SubContractor: SubcontractorRefs,
  version: Version,
});

export const AddSubcontractorBody = Type.Object({ sub_contractor: SubcontractorRefs, subcontractor: SubcontractorRefs, version: Version });
export const SwitchBody = Type.Object({ hourly: Type.Boolean(), version: Version });
export const RemoveSubcontractorBody = Type.Object({ bidsheet_id: Id, subcontractor_id: Id, version: Version });
export const SelectBody = Type.Object({
  bidsheet_id: Id,
  selected_subcontractor_id: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], { description: 'null or 0 clears the selection' })),
  selected_subcontractor: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  selected_subcontractor_amount: Loose,
  version: Version,
});

/** A labor line of a bid (bidsheet_id) or of a direct cost (direct_cost_id and its date; direct-costs/labor.ts). */
export const LaborBody = Type.Object({
  bidsheet_id: Type.Optional(Id),
  direct_cost_id: Type.Optional(Id),
  date: Type.Optional(Type.Union([Type.String({ maxLength: 30 }), Type.Null()], { description: "A direct-cost line's date, YYYY-MM-DD" })),
  ...LaborLineProps.properties,
  version: Version,
});

export const TradeBody = Type.Object({
  bidsheet_id: Type.Optional(Id),
  ...TradeLineProps.properties,
  subcontractor: Type.Optional(Type.Union([Type.Array(Type.Object({
    subcontractor_id: Id, subcontractor_amount: Loose, subcontractor_name: Type.Optional(NullableStr),
  }), { maxItems: 100 }), Type.Null()], { description: 'Amounts of subcontractors on the bid; those left out keep theirs' })),
  version: Version,
});

export const LeaseSchema = Type.Union([Type.Object({ user_id: Type.Integer(), holder_name: Str, expires_at: Str }), Type.Null()]);

export const BidSchema = Type.Object({
  id: Type.Integer(), project_uid: Str, division_id: DivisionRowId, division_name: Str, subdivision_id: Type.Integer(),
  subdivision_name: Str, label: Str, scope_of_work: Str, is_alternate: Type.Boolean(), division_status: Str, hourly: Type.Boolean(),
  SubContractor: Type.Array(Type.Object({ id: Type.Integer(), name: Str, total: Str })),
  selected_subcontractor_id: Type.Union([Type.Integer(), Type.Null()]),
  selected_subcontractor_name: NullableStr,
  selected_subcontractor_amount: NullableStr,
  labor_total: Str, burden_total: Str, trades_total: Str,
  total_cost: Type.String({ description: 'The §7 sub total: the bid cost on the proposal' }),
  calculated_overhead: Str, calculated_profit: Str, bidsheet_total_cost: Str,
  version: Type.Integer(),
  lease: LeaseSchema,
});

export const LaborLineSchema = Type.Object({ id: Type.Integer(), bidsheet_id: Type.Integer(), ...LaborLineMembers });

export const TradeLineSchema = Type.Object({
  id: Type.Integer(), bidsheet_id: Type.Integer(), ...TradeLineMembers,
  subcontractor: Type.Array(Type.Object({ subcontractor_id: Type.Integer(), subcontractor_name: Str, subcontractor_amount: Str })),
});

const ProjectTotalsSchema = Type.Object({
  BidTotals: Str, OverheadCost: Str, OverheadPercentage: Str, ProfitCost: Str, ProfitPercentage: Str, TotalCost: Str,
});

export const BidResponse = Type.Object({ data: BidSchema });
export const BidListResponse = Type.Object({ data: Type.Array(BidSchema) });
export const BidDeletedResponse = Type.Object({ data: Type.Object({ id: Type.Integer() }), project_totals: ProjectTotalsSchema });
export const DivisionNamesResponse = Type.Object({ data: Type.Array(Str) });
export const LaborListResponse = Type.Object({ data: Type.Array(LaborLineSchema) });
export const TradeListResponse = Type.Object({ data: Type.Array(TradeLineSchema) });
export const LaborLineResponse = Type.Object({ data: LaborLineSchema, bid: BidSchema });
export const TradeLineResponse = Type.Object({ data: TradeLineSchema, bid: BidSchema });
export const LineDeletedResponse = Type.Object({ data: Type.Object({ id: Type.Integer() }), bid: BidSchema });
export const LinesResponse = Type.Object({
  data: Type.Object({ labor: Type.Array(LaborLineSchema), trades: Type.Array(TradeLineSchema) }),
});
