import { Type, type Static, type TSchema } from 'typebox';

/**
 * A response value that may be null, as OpenAPI 3.0's `nullable` (response schemas only serialise, never
 * validate). fast-json-stringify writes these directly; an anyOf union would make it test every value
 * against each member, several times slower for a page of 100 projects.
 */
const OrNull = <T extends TSchema>(schema: T) => Type.Unsafe<Static<T> | null>({ ...schema, nullable: true });

const Str = Type.String();
/** A contractor's price or figure: null in role 13's view (docs/roles.md: it sees no price; issue 30 §2). */
const Price = (description = 'null for role 13') => OrNull(Type.String({ description }));
const NullableStr = OrNull(Type.String());
// Form values arrive as text, numbers or booleans; rules.ts answers blanks and formats with the spec's messages.
const Loose = Type.Optional(Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]));
// A picked record: its id, or the object the client holds ({ id, first_name, ... }).
const Pick = Type.Optional(Type.Union([
  Type.Integer(), Type.String(), Type.Null(),
  Type.Object({ id: Type.Optional(Type.Union([Type.Integer(), Type.String(), Type.Null()])) }),
  Type.Array(Type.Object({ id: Type.Optional(Type.Union([Type.Integer(), Type.String(), Type.Null()])) })),
]));

const StatusText = Type.String({ description: "'Bidding', 'Pending', 'Awarded', 'Lost', 'In Progress', 'Completed' or 'Dead/Not-bid'" });

export const PersonSchema = OrNull(Type.Object({ id: Type.Integer(), first_name: Str, last_name: Str }, {
  description: 'An employee picked on the project',
}));

export const ProjectInfoSchema = Type.Object({
  project_uid: Type.String({ description: "prefix_number, e.g. 'DC_1001'" }),
  uid_number: Type.String({ description: 'The numeric part' }),
  project_name: Str,
  status: StatusText,
  start_date: NullableStr,
  pco_profit_percentage: Price(),
  estimator: PersonSchema,
  project_manager: PersonSchema,
  site_super: PersonSchema,
  address1: Str,
  address2: NullableStr,
  city: Str,
  state: Str,
  state_code: NullableStr,
  zipcode: Str,
  building_type: NullableStr,
  project_type: NullableStr,
  duration: OrNull(Type.String({ description: 'Weeks, up to 6 decimals' })),
  area: OrNull(Type.String({ description: 'Square feet' })),
  custom_price_amt: Price(),
  total_markup: Price(),
  markup_type: Type.Unsafe<'fixed' | 'custom' | null>({ type: 'string', enum: ['fixed', 'custom', null], nullable: true, description: 'null for role 13' }),
  power: Type.Boolean(),
  water: Type.Boolean(),
  drawing_link: NullableStr,
  bid_due_date: OrNull(Type.String({ description: 'YYYY-MM-DD' })),
  time_due: OrNull(Type.String({ description: 'HH:mm' })),
  construction_start_date: NullableStr,
  estimated_completion_date: NullableStr,
});

export const OwnerInfoSchema = Type.Object({
  owner_id: Type.Integer(),
  owner_name: Str,
  owner_first_name: NullableStr,
  owner_last_name: NullableStr,
  owner_email: Str,
  owner_phone_number: Str,
  owner_fax_number: NullableStr,
  owner_cc_email: NullableStr,
  owner_payable_email: NullableStr,
  owner_account_recievable_email: NullableStr,
  owner_mobile_number: NullableStr,
  owner_is_active: Type.Boolean(),
  addresses: Type.Object({
    id: Type.Integer(), owner_id: Type.Integer(), address1: Str, address2: NullableStr, city: Str, state: Str,
    state_code: NullableStr, zip: Str,
  }),
  owner_manager: Type.Object({ id: Type.Integer(), owner_id: Type.Integer(), first_name: Str, last_name: NullableStr }),
  owner_manager_email: Str,
  owner_manager_phone: Str,
});

export const ProjectSchema = Type.Object({
  ID: Type.Integer(),
  ProjectUid: Str,
  MasterId: Type.Integer({ description: 'The company (tenant)' }),
  TotalCost: Price('docs/money.md §8, kept current; null for role 13'),
  status: StatusText,
  pco_profit_percentage: Price(),
  CalendarDaysOfCompletion: OrNull(Type.Integer({ description: 'Days from construction start to expected end' })),
  completed_on: OrNull(Type.String({ description: "'YYYY-MM-DD': the day the project became Completed (null unless Completed)" })),
  project_name: Str,
  display_name: Type.String({ description: "The name with a trailing ' copy' trimmed" }),
  editable: Type.Boolean({ description: 'Edit and delete are allowed (status Bidding)' }),
  owner_name: NullableStr,
  estimator_name: NullableStr,
  project_manager_name: NullableStr,
  site_super_name: NullableStr,
  Input: Type.Object({
    project_info: ProjectInfoSchema,
    project_owner_info: OrNull(Type.Object(OwnerInfoSchema.properties, { description: 'null for role 13 (no owner data)' })),
  }),
  created_at: Str,
  updated_at: Str,
});

export const ProjectInfoBody = Type.Object({
  project_uid: Loose,
  project_name: Loose,
  status: Loose,
  estimator: Pick,
  project_manager: Pick,
  site_super: Pick,
  address1: Loose,
  address2: Loose,
  city: Loose,
  state: Loose,
  state_code: Loose,
  zipcode: Loose,
  building_type: Loose,
  project_type: Loose,
  duration: Loose,
  area: Loose,
  drawing_link: Loose,
  bid_due_date: Loose,
  time_due: Loose,
  construction_start_date: Loose,
  estimated_completion_date: Loose,
  markup_type: Type.Optional(Type.Union([Type.String({ description: "'fixed' or 'custom'; else custom when custom_price_amt is nonzero" }), Type.Null()])),
  total_markup: Loose,
  custom_price_amt: Loose,
  power: Loose,
  water: Loose,
  pco_profit_percentage: Loose,
});

export const OwnerInfoBody = Type.Object({
  owner_id: Pick,
  addresses: Pick,
  owner_address_id: Pick,
  owner_manager: Pick,
  owner_manager_id: Pick,
});

export const ProjectBody = Type.Object({
  project_info: Type.Optional(ProjectInfoBody),
  project_owner_info: Type.Optional(OwnerInfoBody),
}, { description: 'The project input of docs/projects.md §3 (owner, address and manager by id; people by id or {id})' });

export const ProjectListQuery = Type.Object({
  status: Type.Optional(Type.String({ description: "Comma list of status values, e.g. 'Bidding,In Progress' (case-insensitive)" })),
  q: Type.Optional(Type.String({ maxLength: 255, description: 'Name or project ID contains (case-insensitive)' })),
  uid: Type.Optional(Type.String({ minLength: 1, maxLength: 255, description: 'Exactly this project ID (case-insensitive): zero or one row' })),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 100 })),
});

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const UidParams = Type.Object({ uid: Type.String({ minLength: 1, maxLength: 255 }) });
export const CompanyParams = Type.Object({ companyId: Type.Integer({ minimum: 1 }) });
export const StatusBody = Type.Object({ status: Loose });
export const DuplicateQuery = Type.Object({ oldProjectUid: Type.String({ minLength: 1, maxLength: 255 }) });
export const DuplicateBody = Type.Object({ newProjectUid: Loose, projectName: Loose });

export const ProjectResponse = Type.Object({ data: ProjectSchema });
export const ProjectArrayResponse = Type.Object({ data: Type.Array(ProjectSchema) });
export const ProjectListResponse = Type.Object({ data: Type.Array(ProjectSchema), total: Type.Integer() });
export const NextUidResponse = Type.Object({ data: Type.Object({ Next_UID: Type.String({ description: "e.g. 'DC_1001'" }) }) });
export const TotalsResponse = Type.Object({
  data: Type.Object({
    BidTotals: Price(), OverheadCost: Price(), OverheadPercentage: Price(), ProfitCost: Price(), ProfitPercentage: Price(), TotalCost: Price(),
    ChangeOrdersTotal: Price('docs/money.md §9: Σ total of the Accepted PCOs; null for role 13'),
    ContractSumToDate: Price('docs/money.md §9: TotalCost + ChangeOrdersTotal; null for role 13'),
    completed_on: OrNull(Type.String({ description: "'YYYY-MM-DD': the day the project became Completed (null unless Completed); the tracker's actual completion date" })),
  }, { description: 'docs/money.md §8 and §9; money with 2 places, percentages with 2 to 4; every figure null for role 13' }),
});
export const DeletedResponse = Type.Object({ data: Type.Boolean() });

/** A conditional GET whose If-None-Match names the current page (the gateway's cached copy): no body. */
export const NotModifiedResponse = Type.Null({ description: 'Not modified: the If-None-Match tag names the current answer' });
