import { Type } from 'typebox';
import { DIVISION_ROW_ID } from '../catalogue/schemas.js';
import { FIGURE_KEYS } from './figures.js';

// Request and answer shapes of the project tracker (README.md; docs/projects.md §3 Project tracker row, Scope transfer
// payloads). Money travels as decimal strings with two places; money inputs take numbers or decimal strings and
// are checked in routes.ts, so a bad one is a 400 naming the field.

const Id = Type.Integer({ minimum: 1 });
const Str = Type.String();
const NullableStr = Type.Union([Type.String(), Type.Null()]);
const NullableId = Type.Union([Type.Integer(), Type.Null()]);
const MoneyIn = (description: string) => Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Number(), Type.Null()], { description }));
const IdIn = (description: string) => Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 20 }), Type.Null()], { description }));

export const UidParams = Type.Object({ projectUid: Type.String({ minLength: 1, maxLength: 64 }) });
export const IdParams = Type.Object({ id: Id });
export const OverallQuery = Type.Object({
  status: Type.Optional(Type.String({ maxLength: 200, description: "Project status display values, comma-separated ('In Progress,Completed'); all when left out" })),
});

export const FiguresSchema = Type.Object(
  Object.fromEntries(FIGURE_KEYS.map((key) => [key, Str])) as Record<(typeof FIGURE_KEYS)[number], typeof Str>,
  { description: 'The numeric columns of docs/money.md §11, money as decimal strings (percent_complete 0–100)' },
);

export const TrackerRowSchema = Type.Object({
  id: Type.Integer({ description: 'The tracker_rows id (stable while the row is kept)' }),
  project_uid: Str,
  typee: Type.Union([Type.Literal('IL'), Type.Literal('DT')], { description: 'IL internal labor, DT direct trade' }),
  row_key: Type.String({ description: "The row's budget key ('IL:<position>:<level>', 'DT:<division>:<subdivision>:<category>:<part>'): what a direct cost is charged to (charge_row)" }),
  cost_code: Str,
  trade: Type.String({ description: "The level (IL), the category (DT), or the subdivision of a line-less direct cost" }),
  position_id: NullableId, position: NullableStr, level_id: NullableId, level: NullableStr,
  division_id: Type.Union([Type.Integer(), Type.Null()], { description: DIVISION_ROW_ID }), division: NullableStr,
  subdivision_id: NullableId, sub_division: NullableStr,
  category_id: NullableId, category: NullableStr, part_id: NullableId, part: NullableStr,
  committed: Type.Boolean({ description: "A selected subcontractor's amounts are on the row" }),
  unbudgeted: Type.Boolean({ description: 'docs/money.md §11: direct costs on a key with no bid or Accepted-PCO line and no scope transfer: unbudgeted, percent_complete 0' }),
  deletable: Type.Boolean({ description: 'Every money column is 0' }),
  ...FiguresSchema.properties,
});

export const RowsResponse = Type.Object({ data: Type.Array(TrackerRowSchema) });
export const RowResponse = Type.Object({ data: TrackerRowSchema });
export const DeletedResponse = Type.Object({ data: Type.Object({ id: Type.Integer(), project_uid: Str }) });

export const SumsSchema = Type.Object({
  total: FiguresSchema, total_direct_trades: FiguresSchema, general_conditions: FiguresSchema,
  row_count: Type.Integer({ minimum: 0 }),
  billable_hours: Type.String({ description: "Σ quantity × units of the direct costs' labor lines" }),
}, { description: 'Summary 1: every column summed over all rows (total), DT rows (total_direct_trades) and IL rows (general_conditions)' });
export const SumsResponse = Type.Object({ data: SumsSchema });
/** What a summary row billed and received: its share of the project's billing (docs/money.md §12, last bullet). */
const BilledFields = {
  billing_to_date: Type.String({ description: "What payment applications billed against this row: its share of line 4 of the latest submitted application (docs/money.md §12)" }),
  payment_received: Type.String({ description: 'Its share of the payments received, in proportion to what it billed' }),
};
export const FeeSchema = Type.Object({ contractor_fee: Str, project_profit_cost: Str, pco_profit_cost: Str, ...BilledFields },
  { description: 'Summary 2: Contractor Fee = project ProfitCost + Σ ProfitCost of Accepted PCOs' });
export const FeeResponse = Type.Object({ data: FeeSchema });
export const OverheadSchema = Type.Object({ overhead: Str, project_overhead_cost: Str, pco_overhead: Str, ...BilledFields },
  { description: 'Summary 3: overhead = project OverheadCost + Σ labor overhead (burden) of Accepted PCOs' });
export const OverheadResponse = Type.Object({ data: OverheadSchema });
export const ExpectedOverheadSchema = Type.Object({ expected_overhead_cost: Str, overhead: Str, drift: Str },
  { description: "Summary 4: the bids' and Accepted PCOs' labor priced at today's burden rate; drift = expected − overhead" });
export const ExpectedOverheadResponse = Type.Object({ data: ExpectedOverheadSchema });
export const BuyoutSchema = Type.Object({ buyout_savings: Str },
  { description: 'Summary 5: Σ over committed DT rows of (adjusted_budget − sub_contract_totals)' });
export const BuyoutResponse = Type.Object({ data: BuyoutSchema });
export const ProjectTotalSchema = Type.Object({
  project_total: Str, total_revenue: Str, overhead: Str, contractor_fee: Str, contract_sum_to_date: Str, scope_transfer_net: Str,
  difference: Type.String({ description: 'project_total − contract_sum_to_date (= scope_transfer_net)' }), balanced: Type.Boolean(),
  billing_to_date: Type.String({ description: 'Σ rows + overhead + contractor fee billed: line 4 of the latest submitted payment application, to the cent (0 without one)' }),
  payment_received: Type.String({ description: "Σ payments received on the project's applications" }),
}, { description: 'Summary 6: project_total = Σ total_revenue of the rows + overhead + contractor_fee, against the contract sum to date' });
export const ProjectTotalResponse = Type.Object({ data: ProjectTotalSchema });

/** The rows and the six summaries read in one transaction (snapshot.ts): each part as its own route answers it. */
export const SnapshotSchema = Type.Object({
  project_uid: Str,
  rows: Type.Array(TrackerRowSchema, { description: 'As GET project-tracker/projectuid/{projectUid} answers (the same order and ids)' }),
  totals: SumsSchema, contractor_fee: FeeSchema, overhead: OverheadSchema, expected_overhead: ExpectedOverheadSchema,
  buyout_savings: BuyoutSchema, project_total: ProjectTotalSchema,
}, {
  description: 'The whole tracker of a project from one database snapshot (one REPEATABLE READ transaction): every figure '
    + 'agrees with every other, e.g. project_total.project_total = Σ rows[].total_revenue + overhead.overhead + contractor_fee.contractor_fee',
});
export const SnapshotResponse = Type.Object({ data: SnapshotSchema });

export const OverallProjectSchema = Type.Object({
  project_uid: Str, project_name: Str, status: Str, start_date: NullableStr, figures: FiguresSchema,
  overhead: Str, contractor_fee: Str, project_total: Str, contract_sum_to_date: Str, balanced: Type.Boolean(),
  billing_to_date: Type.String({ description: 'Line 4 of the latest submitted payment application (0 without one)' }),
  payment_received: Type.String({ description: "Σ payments received on the project's applications" }),
});
export const OverallResponse = Type.Object({
  data: Type.Object({
    projects: Type.Array(OverallProjectSchema), total_direct_trades: FiguresSchema, general_conditions: FiguresSchema, total: FiguresSchema,
    overhead: Str, contractor_fee: Str,
    procurement_fees: Type.String({ description: 'Σ (overhead + contractor fee) over the listed projects' }),
    project_cost: Type.String({ description: 'Σ project_total = total.total_revenue + procurement_fees' }),
  }),
});

export const UpdateBody = Type.Object({
  scope_transfer: MoneyIn('Money within ±999,999,999,999.99, commas refused; left out: kept'),
  holds: MoneyIn('Money within ±999,999,999,999.99, commas refused; left out: kept'),
});
export const LaborTransferBody = Type.Object({
  position: IdIn('Position id'),
  trade: IdIn('Level id (of that position)'),
  scopeTransfer: MoneyIn('Non-zero money added to the row\'s scope transfer'),
});
export const TradeTransferBody = Type.Object({
  division: IdIn('Division id'),
  subDivision: IdIn('Subdivision id (of that division)'),
  trade: IdIn('Category id (of that subdivision)'),
  part: IdIn('Part id (of that category)'),
  scopeTransfer: MoneyIn('Non-zero money added to the row\'s scope transfer'),
});
