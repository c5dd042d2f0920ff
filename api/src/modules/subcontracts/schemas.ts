import { Type } from 'typebox';
import { DIVISION_ROW_ID } from '../catalogue/schemas.js';

// Request and answer shapes of subcontracts and purchase orders (docs/subcontracts.md §4). Money travels as strings
// with two places, rates as strings ("10.00"); figures are taken loosely (string or number) so rules.ts answers a
// 400 naming the field for anything that is not money.

const Id = Type.Integer({ minimum: 1 });
const Str = Type.String();
const NullableStr = Type.Union([Type.String(), Type.Null()]);
const Money = Type.String({ description: 'Money, two places' });
const Figure = (description: string) => Type.Union([Type.String({ maxLength: 40 }), Type.Number()], { description });
const Day = (description: string) => Type.String({ maxLength: 40, description: `'YYYY-MM-DD': ${description}` });
const NullableDay = (description: string) => Type.Union([Day(description), Type.Null()]);
const Version = Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
  description: "Required: the commitment's version as read (missing: 400 naming version); a mismatch is 409 SUBCONTRACT_VERSION_CONFLICT",
}));

export const IdParams = Type.Object({ id: Id });
export const BidParams = Type.Object({ bidId: Id });
export const LineParams = Type.Object({ lineId: Id });
export const BillingParams = Type.Object({ billingId: Id });
export const PaymentParams = Type.Object({ paymentId: Id });
export const UidParams = Type.Object({ projectUid: Type.String({ minLength: 1, maxLength: 64 }) });
export const VersionQuery = Type.Object({ version: Type.Optional(Type.Integer({ minimum: 0 })) });

const headerFields = {
  retainage_rate: Type.Optional(Figure('Retainage held on billings, 0 to 100 (%); default the project\'s')),
  scope: Type.Optional(Type.String({ maxLength: 4000 })),
  start_date: Type.Optional(NullableDay('the start')),
  end_date: Type.Optional(NullableDay('the end')),
};
export const AwardBody = Type.Object(headerFields);
export const HeaderBody = Type.Object({ version: Version, ...headerFields });

const lineFields = {
  division_id: Type.Integer({ minimum: 1, description: DIVISION_ROW_ID }), subdivision_id: Id, category_id: Id, part_id: Id,
  units: Figure('Units (up to 4 places)'),
  unit_of_measure: Type.Optional(Type.String({ maxLength: 64 })),
  total: Figure('The line total'),
  notes: Type.Optional(Type.String({ maxLength: 225 })),
};
export const LineBody = Type.Object({ version: Version, ...lineFields });
export const PoBody = Type.Object({
  vendor_id: Id, ...headerFields,
  lines: Type.Optional(Type.Array(Type.Object(lineFields), { maxItems: 500 })),
  from_bid_id: Type.Optional(Id),
});

const CoLines = Type.Array(Type.Object({ line_id: Type.Integer(), amount: Figure('The amount on the line (negative lowers it)') }), { maxItems: 500 });
const BillingLines = Type.Array(Type.Object({
  line_id: Type.Integer(), amount: Figure('The amount billed on the line'),
  reason: Type.Optional(Type.String({ maxLength: 2000, description: 'Required with a negative amount' })),
}), { maxItems: 500 });
export const ChangeOrderBody = Type.Object({
  version: Version, reason: Type.String({ maxLength: 2000 }), date: Type.Optional(Day('the change order date; default today')), lines: CoLines,
});
export const BillingBody = Type.Object({
  version: Version, period_from: Day('the period start'), period_to: Day('the period end'), billing_date: Day('the billing date'), lines: BillingLines,
});
export const VersionBody = Type.Object({ version: Version });
export const RejectBody = Type.Object({ version: Version, reason: Type.String({ maxLength: 2000 }) });
export const PaymentBody = Type.Object({
  version: Version, amount: Figure('The payment'), paid_on: Day('the payment date'), reference: Type.Optional(Type.String({ maxLength: 1000 })),
  is_final: Type.Optional(Type.Boolean({ description: 'The final payment: its waiver is unconditional and the commitment closes' })),
});
export const ReleaseBody = Type.Object({
  version: Version, amount: Type.Optional(Figure('Retainage to release')), all: Type.Optional(Type.Boolean({ description: 'Release all the retainage held' })),
});

const moneyColumns = {
  total: Money, change_orders: Money, contract_total: Money, billed_this_period: Money, billed_to_date: Money, retainage_held: Money,
  payments_to_date: Money, unpaid_bills: Money, remaining_balance: Money,
};
export const Commitment = Type.Object({
  id: Type.Integer(), project_uid: Str, kind: Type.Union([Type.Literal('Subcontract'), Type.Literal('PO')]), number: Str,
  status: Type.Union([Type.Literal('Open'), Type.Literal('Closed')]),
  bid_id: Type.Union([Type.Integer(), Type.Null()]), subcontractor_id: Type.Union([Type.Integer(), Type.Null()]),
  vendor_id: Type.Union([Type.Integer(), Type.Null()]), party_name: Str, retainage_rate: Str, scope: Str, start_date: NullableStr,
  end_date: NullableStr, version: Type.Integer(), awarded_at: Str,
  lines: Type.Array(Type.Object({
    id: Type.Integer(), division_id: Type.Integer({ description: DIVISION_ROW_ID }), division_name: Str, division_code: Str, subdivision_id: Type.Integer(), subdivision_name: Str,
    category_id: Type.Integer(), category_name: Str, part_id: Type.Integer(), part_name: Str, cost_code: Str, units: Str, unit_of_measure: Str,
    cost_per_unit: Str, notes: Str, ...moneyColumns,
  })),
  totals: Type.Object(moneyColumns),
  change_orders: Type.Array(Type.Object({
    id: Type.Integer(), number: Type.Integer(), name: Str, reason: Str, date: Str, total: Money,
    lines: Type.Array(Type.Object({ line_id: Type.Integer(), amount: Money })),
  })),
  billings: Type.Array(Type.Object({
    id: Type.Integer(), number: Type.Integer(), period_from: Str, period_to: Str, billing_date: Str,
    status: Type.Union([Type.Literal('Submitted'), Type.Literal('Approved'), Type.Literal('Rejected')]), reject_reason: NullableStr,
    total: Money, retainage: Money, lines: Type.Array(Type.Object({ line_id: Type.Integer(), amount: Money, reason: Str })),
    submitted_by: Str, approved_by: NullableStr, approved_at: NullableStr, direct_cost_ids: Type.Array(Type.Integer()),
  })),
  payments: Type.Array(Type.Object({
    id: Type.Integer(), amount: Money, paid_on: Str, reference: Str, is_final: Type.Boolean(),
    waiver_kind: Type.Union([Type.Literal('conditional'), Type.Literal('unconditional')]), through_date: NullableStr,
    signed_waiver: Type.Union([Type.Object({ file_name: Str, bytes: Type.Integer(), uploaded_at: Str }), Type.Null()]),
  })),
  retainage_released: Money,
  award_emails: Type.Array(Type.Object({ sent_at: Str, to: Str })),
});
export const CommitmentResponse = Type.Object({ data: Commitment });
export const LedgerResponse = Type.Object({
  data: Type.Object({ project_uid: Str, retainage_rate: Str, commitments: Type.Array(Commitment) }),
});
