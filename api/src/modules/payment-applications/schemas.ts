import { Type } from 'typebox';

// Request and answer shapes of payment applications (docs/billing.md §3). Money travels as strings with two places,
// rates as strings ("10.00"); figures are taken loosely here (string or number) so rules.ts answers a 400 naming the
// field for anything that is not money.

const Id = Type.Integer({ minimum: 1 });
const Str = Type.String();
const NullableStr = Type.Union([Type.String(), Type.Null()]);
const Figure = (description: string) => Type.Union([Type.String({ maxLength: 40 }), Type.Number()], { description });
const Day = (description: string) => Type.String({ maxLength: 40, description: `'YYYY-MM-DD': ${description}` });
const Version = Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
  description: "Required: the application's version as read (missing: 400 naming version); a mismatch is 409 PAYMENT_APPLICATION_VERSION_CONFLICT",
}));

export const IdParams = Type.Object({ id: Id });
export const UidParams = Type.Object({ projectUid: Type.String({ minLength: 1, maxLength: 64 }) });
export const VersionQuery = Type.Object({ version: Type.Optional(Type.Integer({ minimum: 0 })) });

export const RetainageBody = Type.Object({
  work_rate: Figure('Retainage on completed work, 0 to 100 (%)'),
  stored_rate: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Number(), Type.Null()], { description: 'On stored materials; null: the work rate' })),
});
export const CreateBody = Type.Object({
  period_from: Day('the period start'), period_to: Day('the period end'), application_date: Day('the application date'),
});
export const HeaderBody = Type.Object({
  version: Version,
  period_from: Type.Optional(Day('the period start')),
  period_to: Type.Optional(Day('the period end')),
  application_date: Type.Optional(Day('the application date')),
  work_rate: Type.Optional(Figure('Retainage on completed work (%)')),
  stored_rate: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Number(), Type.Null()], { description: 'On stored materials (%); null: the work rate' })),
  is_final: Type.Optional(Type.Boolean({ description: 'The final application: releases all retainage' })),
});
export const LinesBody = Type.Object({
  version: Version,
  lines: Type.Array(Type.Object({
    id: Type.Integer(),
    this_period: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Number(), Type.Null()], { description: 'E: work completed this period' })),
    stored_materials: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Number(), Type.Null()], { description: 'F: materials presently stored (a balance)' })),
  }), { maxItems: 2000 }),
});
export const ReleaseBody = Type.Object({
  version: Version,
  amount: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Number(), Type.Null()], { description: 'The retainage to release' })),
  all: Type.Optional(Type.Boolean({ description: 'Release all the retainage held' })),
});
export const VersionBody = Type.Object({ version: Version });
export const CertifyBody = Type.Object({
  version: Version,
  certified_amount: Figure("The owner's certified amount, 0 to line 8"),
  certified_on: Day('the day it was certified'),
});
export const PaymentBody = Type.Object({
  version: Version,
  amount: Figure('The amount received'),
  received_on: Day('the day it was received'),
  reference: Type.Optional(Type.Union([Type.String({ maxLength: 4096 }), Type.Null()], { description: 'A check number or transfer reference, at most 255 characters' })),
});

export const LineSchema = Type.Object({
  id: Type.Integer(), item_no: Type.Integer(), kind: Type.Union([Type.Literal('BID'), Type.Literal('CO')]),
  bid_id: Type.Union([Type.Integer(), Type.Null()]), pco_id: Type.Union([Type.Integer(), Type.Null()]), description: Str,
  scheduled_value: Type.String({ description: 'C' }), from_previous: Type.String({ description: 'D' }), this_period: Type.String({ description: 'E' }),
  stored_materials: Type.String({ description: 'F' }), completed_stored: Type.String({ description: 'G = D + E + F' }),
  percent: Type.String({ description: 'G / C × 100' }), balance_to_finish: Type.String({ description: 'H = C − G' }),
  retainage_work: Str, retainage_stored: Str, retainage_released: Type.String({ description: 'Released on the line through this application' }),
  retainage: Type.String({ description: 'I' }),
});
const TotalsSchema = Type.Object({
  scheduled_value: Str, from_previous: Str, this_period: Str, stored_materials: Str, completed_stored: Str, percent: Str,
  balance_to_finish: Str, retainage: Str,
});
const SummarySchema = Type.Object({
  original_contract_sum: Str, net_change_by_change_orders: Str, contract_sum_to_date: Str, completed_stored_to_date: Str,
  retainage_completed_work: Str, retainage_stored_material: Str, total_retainage: Str, total_earned_less_retainage: Str,
  previous_certificates: Str, current_payment_due: Str, balance_to_finish_including_retainage: Str,
}, { description: 'G702 lines 1–9 (docs/money.md §12)' });
const ChangeOrderSummarySchema = Type.Object({
  previous_additions: Str, previous_deductions: Str, this_period_additions: Str, this_period_deductions: Str,
  total_additions: Str, total_deductions: Str, net: Str,
});
export const PaymentSchema = Type.Object({
  id: Type.Integer(), amount: Str, received_on: Str, reference: Str, recorded_by: Type.Integer(),
  recorded_by_name: Type.String({ description: 'The name of the user who recorded it' }), recorded_at: Str,
});
export const ApplicationSchema = Type.Object({
  id: Type.Integer(), project_uid: Str, number: Type.Integer(),
  status: Type.Union([Type.Literal('Draft'), Type.Literal('Submitted'), Type.Literal('Certified'), Type.Literal('Paid')]),
  period_from: Str, period_to: Str, application_date: Str, work_rate: Str, stored_rate: Str, is_final: Type.Boolean(),
  version: Type.Integer(), certified_amount: NullableStr, certified_on: NullableStr, submitted_at: NullableStr,
  submitted_by: Type.Union([Type.Integer(), Type.Null()]),
  submitted_by_name: Type.Union([Type.String(), Type.Null()], { description: 'The name of the user who submitted it' }), created_at: Str,
  contract_moved: Type.Boolean({ description: "The SOV the project would give now differs from this application's C values" }),
  lines: Type.Array(LineSchema), totals: TotalsSchema, summary: SummarySchema, change_order_summary: ChangeOrderSummarySchema,
  released_this_application: Str, payments: Type.Array(PaymentSchema), payments_total: Str,
});
export const ProjectBillingSchema = Type.Object({
  project_uid: Str,
  retainage: Type.Object({ work_rate: Str, stored_rate: NullableStr }),
  construction_start_date: NullableStr, estimated_completion_date: NullableStr, contract_sum_to_date: Str,
  applications: Type.Array(ApplicationSchema),
});
export const LogEntrySchema = Type.Object({
  id: Type.Integer(), application_id: Type.Union([Type.Integer(), Type.Null()]), number: Type.Integer(), action: Str, detail: Str,
  user_name: Str, at: Str,
});
export const SendingSchema = Type.Object({
  id: Type.Integer(), application_id: Type.Integer(), sent_at: Str, sent_by: Type.Object({ id: Type.Integer(), name: Str }),
  to_email: Str, cc_email: NullableStr, filenames: Type.Array(Str), bytes: Type.Integer(), message: Str,
});

export const ApplicationResponse = Type.Object({ data: ApplicationSchema });
export const ProjectBillingResponse = Type.Object({ data: ProjectBillingSchema });
export const LogResponse = Type.Object({ data: Type.Array(LogEntrySchema) });
export const SendingResponse = Type.Object({ data: SendingSchema });
export const SendingListResponse = Type.Object({ data: Type.Array(SendingSchema) });
