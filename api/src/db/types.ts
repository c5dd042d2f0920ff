import type { ColumnType, Generated, Insertable, Kysely, Selectable, Updateable } from 'kysely';

// Timestamps come back as Date from both drivers; we write Date or SQL expressions.
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
// numeric columns are exact decimal strings both ways: never a JavaScript number (build them with @suite/money).
type Decimal = ColumnType<string, string | undefined, string>;
type NullableDecimal = ColumnType<string | null, string | null | undefined, string | null>;

/** A company is a tenant: its id is the tenant_id every tenant-owned row carries. */
export interface CompaniesTable {
  tenant_id: Generated<number>;
  company_name: string;
  company_email: string;
  company_phone: string;
  company_image: string | null;
  default_markup: Decimal;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  state_code: string | null;
  zip: string;
  country: string;
  company_admin: string;
  owner_first_name: string;
  owner_last_name: string | null;
  owner_email: string;
  owner_phone: string;
  prefix_project_id: string | null;
  start_project_id: number;
  is_active: Generated<boolean>;
  deleted_at: Date | null;
  session_epoch: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** Global identities: a subcontractor may work for several tenants, so tenant_id is nullable. */
export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  phone: string | null;
  role_id: number;
  tenant_id: number | null;
  is_active: Generated<boolean>;
  token_version: Generated<number>;
  random_token: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  // Staff profile (migration 0003); phone above is the profile's phone_number.
  address1: ColumnType<string | null, string | null | undefined, string | null>;
  address2: ColumnType<string | null, string | null | undefined, string | null>;
  city: ColumnType<string | null, string | null | undefined, string | null>;
  state: ColumnType<string | null, string | null | undefined, string | null>;
  state_code: ColumnType<string | null, string | null | undefined, string | null>;
  zipcode: ColumnType<string | null, string | null | undefined, string | null>;
  /** The employee this login belongs to (foreign key added with the employees table, 0004). */
  employee_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface RolesTable {
  id: number;
  name: string;
}

export interface RolePermissionsTable {
  role_id: number;
  area: string;
  can_read: boolean;
  can_write: boolean;
  visible: boolean;
}

export interface SubcontractorLinksTable {
  tenant_id: number;
  user_id: number;
  created_at: Generated<Date>;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  purpose: 'reset' | 'invite';
  expires_at: Timestamp;
  used_at: Date | null;
  created_at: Generated<Date>;
}

export interface LoginAttemptsTable {
  username: string;
  failures: number;
  first_failure_at: Timestamp;
  locked_until: Timestamp | null;
}

export interface RateLimitsTable {
  counter: string;
  key: string;
  hits: number;
  window_started_at: Date;
}

export interface LoginClientAttemptsTable {
  client: string;
  failures: number;
  first_failure_at: Timestamp;
  locked_until: Timestamp | null;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

/** A job position of a tenant (Internal Labour). */
export interface PositionsTable {
  tenant_id: number;
  id: Generated<number>;
  name: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A level of a position; its rates are the average loaded hourly cost of its active employees. */
export interface LevelsTable {
  tenant_id: number;
  id: Generated<number>;
  position_id: number;
  name: string;
  cost_code: string;
  rate_per_hour: Decimal;
  rate_per_week: Decimal;
  cost_per_unit: Decimal;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** An employee; cost_per_* are the loaded cost (wage + medical insurance) spread over periods. */
export interface EmployeesTable {
  tenant_id: number;
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  position_id: number | null;
  level_id: number | null;
  cost_code: string | null;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  state_code: string | null;
  zipcode: string;
  billable: boolean;
  period: 'hourly' | 'annually';
  rate_per_hour: NullableDecimal;
  rate_per_year: NullableDecimal;
  medical_insurance: Decimal;
  /** A date column; read it as text (to_char) so no driver turns it into a time-zone-shifted Date. */
  hiring_date: ColumnType<string, string, string>;
  is_active: Generated<boolean>;
  cost_per_hour: Decimal;
  cost_per_day: Decimal;
  cost_per_week: Decimal;
  cost_per_month: Decimal;
  cost_per_year: Decimal;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** An owner (the contractor's customer) of a tenant. */
export interface OwnersTable {
  tenant_id: number;
  id: Generated<number>;
  name: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  phone_number: string;
  fax_number: string | null;
  cc_email: string | null;
  payable_email: string | null;
  account_recievable_email: string | null;
  mobile_number: string | null;
  is_active: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** An address of an owner (projects pick one). */
export interface OwnerAddressesTable {
  tenant_id: number;
  id: Generated<number>;
  owner_id: number;
  address_1: string;
  address_2: string | null;
  city: string;
  state: string;
  state_code: string | null;
  zip: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A manager (contact person) of an owner (projects pick one). */
export interface OwnerManagersTable {
  tenant_id: number;
  id: Generated<number>;
  owner_id: number;
  first_name: string;
  last_name: string | null;
  email: string;
  phone: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A value of a tenant's generic list (building types, project types). */
export interface GenericValuesTable {
  tenant_id: number;
  id: Generated<number>;
  key: 'building_type' | 'project_type';
  value: string;
  created_at: Generated<Date>;
}

/** A project of a tenant (001 §3); status holds the display value ('Bidding', 'In Progress', ...). */
export interface ProjectsTable {
  tenant_id: number;
  id: Generated<number>;
  project_uid: string;
  /** Numeric part of project_uid; bigint comes back as a string from pg. */
  uid_number: ColumnType<string, string | number, string | number>;
  project_name: string;
  status: string;
  owner_id: number;
  owner_address_id: number;
  owner_manager_id: number;
  estimator_id: number | null;
  project_manager_id: number | null;
  site_super_id: number | null;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  state_code: string | null;
  zipcode: string;
  building_type: string | null;
  project_type: string | null;
  duration: NullableDecimal;
  area: NullableDecimal;
  drawing_link: string | null;
  /** Date columns; read them as text (to_char) so no driver shifts them by a time zone. */
  bid_due_date: ColumnType<string | null, string | null | undefined, string | null>;
  time_due: string | null;
  construction_start_date: ColumnType<string | null, string | null | undefined, string | null>;
  estimated_completion_date: ColumnType<string | null, string | null | undefined, string | null>;
  total_markup: Decimal;
  custom_price_amt: Decimal;
  power: Generated<boolean>;
  water: Generated<boolean>;
  pco_profit_percentage: Decimal;
  total_cost: Decimal;
  /** The highest PCO-nnn number used in the project, deleted PCOs included (migration 0017). */
  last_pco_number: Generated<number>;
  /** The day the project last became Completed; null when it is not Completed (migration 0019). */
  completed_on: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** Exact number of a tenant's projects per status, kept by triggers on projects (migration 0006_projects_counts). */
export interface ProjectCountsTable {
  tenant_id: number;
  status: string;
  n: ColumnType<string, never, never>;
}

/** What the project list shows, per tenant: bumped by triggers on its source tables (projects/list-cache.ts). */
export interface ProjectListVersionsTable {
  tenant_id: number;
  version: ColumnType<string, never, never>;
}

/** An external contractor (role 13) invited to a project. */
export interface ProjectInvitationsTable {
  tenant_id: number;
  project_id: number;
  user_id: number;
  created_at: Generated<Date>;
}

/** A company overhead service: kind is the screen's list, period how cost × units becomes annual. */
export interface OverheadServicesTable {
  tenant_id: number;
  id: Generated<number>;
  kind: 'monthly' | 'annual' | 'equipment' | 'other';
  name: string;
  cost_per_unit: Decimal;
  units: Decimal;
  period: 'monthly' | 'annually';
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** An in-app notification of one user in one tenant (the bell); read_at null while unread. */
export interface NotificationsTable {
  tenant_id: number;
  id: Generated<number>;
  user_id: number;
  kind: string;
  title: string;
  body: ColumnType<string, string | undefined, string>;
  link: string | null;
  created_at: Generated<Date>;
  read_at: Date | null;
}

/** Cost catalogue (migration 0010): division_id is the CSI MasterFormat number, e.g. '03'. */
export interface CatalogueDivisionsTable {
  tenant_id: number;
  id: Generated<number>;
  division_id: string | null;
  division_name: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CatalogueSubdivisionsTable {
  tenant_id: number;
  id: Generated<number>;
  division_id: number;
  subdivision_name: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CatalogueCategoriesTable {
  tenant_id: number;
  id: Generated<number>;
  subdivision_id: number;
  category_name: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CatalogueUnitsTable {
  tenant_id: number;
  id: Generated<number>;
  u_per_m: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CataloguePartsTable {
  tenant_id: number;
  id: Generated<number>;
  category_id: number;
  part_hold: string;
  cost_per_unit: Decimal;
  unit_id: number;
  cost_code: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A subcontractor of a tenant (001 §3 Subcontractor; migration 0012). */
export interface SubcontractorsTable {
  tenant_id: number;
  id: Generated<number>;
  company_name: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  phone_number: string;
  fax_number: string | null;
  cc_email: string | null;
  payable_email: string | null;
  account_recievable_email: string | null;
  mobile_number: string | null;
  is_active: Generated<boolean>;
  rating: Generated<number>;
  note: string | null;
  is_national: Generated<boolean>;
  working_states: Generated<string[]>;
  labors_and_design: Generated<string[]>;
  design_type: string | null;
  bidding_history: string | null;
  /** Generated by the database (the search box's text). */
  search_text: ColumnType<string, never, never>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SubcontractorAddressesTable {
  tenant_id: number;
  id: Generated<number>;
  subcontractor_id: number;
  address_1: string;
  address_2: string | null;
  city: string;
  state: string;
  state_code: string | null;
  zip: string;
  created_at: Generated<Date>;
}

export interface SubcontractorManagersTable {
  tenant_id: number;
  id: Generated<number>;
  subcontractor_id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  created_at: Generated<Date>;
}

export interface SubcontractorDivisionsTable {
  tenant_id: number;
  subcontractor_id: number;
  division_id: number;
}

export interface SubcontractorSubdivisionsTable {
  tenant_id: number;
  subcontractor_id: number;
  subdivision_id: number;
}

/** A vendor (supplier) of a tenant (001 §3 Vendor; migration 0013). */
export interface VendorsTable {
  tenant_id: number;
  id: Generated<number>;
  company_name: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  phone_number: string;
  cc_email: string | null;
  payable_email: string | null;
  account_recievable_email: string | null;
  mobile_number: string | null;
  is_active: Generated<boolean>;
  is_national: Generated<boolean>;
  working_states: Generated<string[]>;
  /** Generated by the database (the search box's text). */
  search_text: ColumnType<string, never, never>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface VendorAddressesTable {
  tenant_id: number;
  id: Generated<number>;
  vendor_id: number;
  address_1: string;
  address_2: string | null;
  city: string;
  state: string;
  state_code: string | null;
  zip: string;
  created_at: Generated<Date>;
}

export interface VendorManagersTable {
  tenant_id: number;
  id: Generated<number>;
  vendor_id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  created_at: Generated<Date>;
}

export interface VendorDivisionsTable {
  tenant_id: number;
  vendor_id: number;
  division_id: number;
}

export interface VendorSubdivisionsTable {
  tenant_id: number;
  vendor_id: number;
  subdivision_id: number;
}

/** A company's edited subcontractor email template (migration 0014); defaults live in code. */
export interface EmailTemplatesTable {
  tenant_id: number;
  template_type: string;
  subject: string;
  body: string;
  updated_by: number | null;
  updated_at: Generated<Date>;
}

/** A bid sheet of a project (001 §3 Bid sheet; migration 0015): stored §7 figures, version and edit lease. */
export interface BidsTable {
  tenant_id: number;
  id: Generated<number>;
  project_id: number;
  division_id: number;
  subdivision_id: number;
  label: Generated<string>;
  scope_of_work: Generated<string>;
  is_alternate: Generated<boolean>;
  division_status: Generated<string>;
  hourly: Generated<boolean>;
  selected_subcontractor_id: number | null;
  labor_total: Decimal;
  burden_total: Decimal;
  trades_total: Decimal;
  sub_total: Decimal;
  calculated_overhead: Decimal;
  calculated_profit: Decimal;
  bidsheet_total_cost: Decimal;
  version: Generated<number>;
  lease_user_id: number | null;
  lease_expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface BidSubcontractorsTable {
  tenant_id: number;
  bid_id: number;
  subcontractor_id: number;
  added_at: Generated<Date>;
}

/** An internal labor line of a bid (calculations.md §5). */
export interface BidLaborLinesTable {
  tenant_id: number;
  id: Generated<number>;
  bid_id: number;
  position_id: number;
  level_id: number;
  costcode: Generated<string>;
  quantity: Decimal;
  units: Decimal;
  costperunit: Decimal;
  burden: Decimal;
  total: Decimal;
  overhead: Decimal;
  budget_total: Decimal;
  notes: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A direct-trade line of a bid (calculations.md §6). */
export interface BidTradeLinesTable {
  tenant_id: number;
  id: Generated<number>;
  bid_id: number;
  subdivision_id: number;
  category_id: number;
  part_id: number;
  costcode: Generated<string>;
  part_hold: Generated<string>;
  cost_per_unit: Decimal;
  units: Decimal;
  u_per_m: Generated<string>;
  total: Decimal;
  notes: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A subcontractor's amount on a direct-trade line. */
export interface BidTradeAmountsTable {
  tenant_id: number;
  bid_id: number;
  trade_line_id: number;
  subcontractor_id: number;
  amount: Decimal;
}

/** One sending of the proposal PDF to the owner (001 §2.4 Send to customer). */
export interface ProposalSendingsTable {
  tenant_id: number;
  id: Generated<number>;
  project_id: number;
  sent_by: number;
  sent_at: Generated<Date>;
  to_email: string;
  cc_email: string | null;
  filename: string;
  bytes: number;
  message: Generated<string>;
}

/** One version of a subcontractor's (role 13) uploaded bid PDF; the bytes in `content`. */
export interface BidUploadsTable {
  tenant_id: number;
  id: Generated<number>;
  project_id: number;
  user_id: number;
  version: number;
  filename: string;
  bytes: number;
  // PGlite reads bytea as Uint8Array, pg as Buffer (a Uint8Array too).
  content: Uint8Array;
  created_at: Generated<Date>;
}

/** A company's direct cost sheet name (001 §3 Direct cost sheet; migration 0018). */
export interface DirectCostSheetNamesTable {
  tenant_id: number;
  id: Generated<number>;
  direct_cost_sheet_name: string;
  created_at: Generated<Date>;
}

/** A direct cost of a project (001 §3 Direct cost sheet; migration 0018): stored calculations.md §10 figures. */
export interface DirectCostsTable {
  tenant_id: number;
  id: Generated<number>;
  project_id: number;
  sheet_name: string;
  division_id: number;
  subdivision_id: number;
  contractor_type: 'Vendor' | 'Subcontractor' | 'Payroll';
  vendor_id: number | null;
  subcontractor_id: number | null;
  cost_date: ColumnType<string, string | undefined, string>;
  notes: Generated<string>;
  amount: Decimal;
  labor_total: Decimal;
  burden_total: Decimal;
  trades_total: Decimal;
  total: Decimal;
  line_count: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A dated internal labor line of a direct cost, priced per hour (calculations.md §5). */
export interface DirectCostLaborLinesTable {
  tenant_id: number;
  id: Generated<number>;
  direct_cost_id: number;
  work_date: ColumnType<string, string, string>;
  position_id: number;
  level_id: number;
  costcode: Generated<string>;
  quantity: Decimal;
  units: Decimal;
  costperunit: Decimal;
  burden: Decimal;
  total: Decimal;
  overhead: Decimal;
  budget_total: Decimal;
  notes: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A direct-trade line of a direct cost (calculations.md §6). */
export interface DirectCostTradeLinesTable {
  tenant_id: number;
  id: Generated<number>;
  direct_cost_id: number;
  subdivision_id: number;
  category_id: number;
  part_id: number;
  costcode: Generated<string>;
  part_hold: Generated<string>;
  cost_per_unit: Decimal;
  units: Decimal;
  u_per_m: Generated<string>;
  total: Decimal;
  notes: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface Database {
  companies: CompaniesTable;
  users: UsersTable;
  roles: RolesTable;
  role_permissions: RolePermissionsTable;
  subcontractor_links: SubcontractorLinksTable;
  password_resets: PasswordResetsTable;
  login_attempts: LoginAttemptsTable;
  login_client_attempts: LoginClientAttemptsTable;
  rate_limits: RateLimitsTable;
  app_settings: AppSettingsTable;
  positions: PositionsTable;
  levels: LevelsTable;
  employees: EmployeesTable;
  owners: OwnersTable;
  owner_addresses: OwnerAddressesTable;
  owner_managers: OwnerManagersTable;
  generic_values: GenericValuesTable;
  projects: ProjectsTable;
  project_invitations: ProjectInvitationsTable;
  project_counts: ProjectCountsTable;
  project_list_versions: ProjectListVersionsTable;
  overhead_services: OverheadServicesTable;
  notifications: NotificationsTable;
  catalogue_divisions: CatalogueDivisionsTable;
  catalogue_subdivisions: CatalogueSubdivisionsTable;
  catalogue_categories: CatalogueCategoriesTable;
  catalogue_units: CatalogueUnitsTable;
  catalogue_parts: CataloguePartsTable;
  subcontractors: SubcontractorsTable;
  subcontractor_addresses: SubcontractorAddressesTable;
  subcontractor_managers: SubcontractorManagersTable;
  subcontractor_divisions: SubcontractorDivisionsTable;
  subcontractor_subdivisions: SubcontractorSubdivisionsTable;
  vendors: VendorsTable;
  vendor_addresses: VendorAddressesTable;
  vendor_managers: VendorManagersTable;
  vendor_divisions: VendorDivisionsTable;
  vendor_subdivisions: VendorSubdivisionsTable;
  email_templates: EmailTemplatesTable;
  bids: BidsTable;
  bid_subcontractors: BidSubcontractorsTable;
  bid_labor_lines: BidLaborLinesTable;
  bid_trade_lines: BidTradeLinesTable;
  bid_trade_amounts: BidTradeAmountsTable;
  proposal_sendings: ProposalSendingsTable;
  bid_uploads: BidUploadsTable;
  pcos: PcosTable;
  pco_labor_lines: PcoLaborLinesTable;
  pco_trade_lines: PcoTradeLinesTable;
  direct_cost_sheet_names: DirectCostSheetNamesTable;
  direct_costs: DirectCostsTable;
  direct_cost_labor_lines: DirectCostLaborLinesTable;
  direct_cost_trade_lines: DirectCostTradeLinesTable;
  tracker_rows: TrackerRowsTable;
}

/** A project tracker row's entered figures, one per budget key (calculations.md §11; migration 0019). */
export interface TrackerRowsTable {
  tenant_id: number;
  id: Generated<number>;
  project_id: number;
  typee: 'IL' | 'DT';
  position_id: number | null;
  level_id: number | null;
  division_id: number | null;
  subdivision_id: number | null;
  category_id: number | null;
  part_id: number | null;
  row_key: string;
  scope_transfer: ColumnType<string, string | undefined, string>;
  holds: ColumnType<string, string | undefined, string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A PCO of a project (001 §3 PCO; migration 0017): stored calculations.md §9 figures, change-order number, version. */
export interface PcosTable {
  tenant_id: number;
  id: Generated<number>;
  project_id: number;
  pco_name: string;
  title: Generated<string>;
  /** A date column; read it as text (to_char). */
  date: ColumnType<string, string | undefined, string>;
  notes: Generated<string>;
  status: Generated<string>;
  type: Generated<string>;
  change_order_number: number | null;
  change_order_name: string | null;
  accepted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  pco_profit_percentage: Decimal;
  hourly: Generated<boolean>;
  labor_total: Decimal;
  burden_total: Decimal;
  trades_total: Decimal;
  total_cost: Decimal;
  profit_cost: Decimal;
  total: Decimal;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** An internal labor line of a PCO (calculations.md §5). */
export interface PcoLaborLinesTable extends Omit<BidLaborLinesTable, 'bid_id'> {
  pco_id: number;
}

/** A direct-trade line of a PCO (calculations.md §6); no subcontractor amounts. */
export interface PcoTradeLinesTable extends Omit<BidTradeLinesTable, 'bid_id'> {
  pco_id: number;
}

export type Db = Kysely<Database>;
export type CompanyRow = Selectable<CompaniesTable>;
export type NewCompany = Insertable<CompaniesTable>;
export type CompanyUpdate = Updateable<CompaniesTable>;
export type UserRow = Selectable<UsersTable>;
export type PositionRow = Selectable<PositionsTable>;
export type LevelRow = Selectable<LevelsTable>;
