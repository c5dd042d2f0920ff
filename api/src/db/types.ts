import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type {
  CompaniesTable, UsersTable, RolesTable, RolePermissionsTable, SubcontractorLinksTable, PasswordResetsTable,
  LoginAttemptsTable, RateLimitsTable, LoginClientAttemptsTable, AppSettingsTable, NotificationsTable,
} from './tables/tenancy.js';
import type { PositionsTable, LevelsTable, EmployeesTable, OverheadServicesTable } from './tables/people.js';
import type { OwnersTable, OwnerAddressesTable, OwnerManagersTable, GenericValuesTable } from './tables/owners.js';
import type {
  ProjectsTable, ProjectCountsTable, ProjectListVersionsTable, ProjectInvitationsTable,
} from './tables/projects.js';
import type {
  CatalogueDivisionsTable, CatalogueSubdivisionsTable, CatalogueCategoriesTable, CatalogueUnitsTable,
  CataloguePartsTable,
} from './tables/catalogue.js';
import type {
  SubcontractorsTable, SubcontractorAddressesTable, SubcontractorManagersTable, SubcontractorDivisionsTable,
  SubcontractorSubdivisionsTable, VendorsTable, VendorAddressesTable, VendorManagersTable, VendorDivisionsTable,
  VendorSubdivisionsTable, EmailTemplatesTable,
} from './tables/partners.js';
import type {
  BidsTable, BidSubcontractorsTable, BidLaborLinesTable, BidTradeLinesTable, BidTradeAmountsTable,
  ProposalSendingsTable, BidUploadsTable,
} from './tables/bids.js';
import type {
  PcosTable, PcoLaborLinesTable, PcoTradeLinesTable, DirectCostSheetNamesTable, DirectCostsTable,
  DirectCostLaborLinesTable, DirectCostTradeLinesTable, TrackerRowsTable,
} from './tables/costs.js';
import type {
  PaymentApplicationsTable, PaymentApplicationLinesTable, PaymentApplicationPaymentsTable, PaymentApplicationLogTable,
  PaymentApplicationSendingsTable,
} from './tables/billing.js';
import type {
  SubcontractsTable, SubcontractLinesTable, SubcontractChangeOrdersTable, SubcontractChangeOrderLinesTable, SubcontractBillingsTable,
  SubcontractBillingLinesTable, SubcontractPaymentsTable, SubcontractPaymentWaiversTable, SubcontractRetainageReleasesTable,
  SubcontractAwardEmailsTable,
} from './tables/subcontracts.js';

// The database's tables, one file per domain under tables/; this file names them for Kysely.
export type * from './tables/tenancy.js';
export type * from './tables/people.js';
export type * from './tables/owners.js';
export type * from './tables/projects.js';
export type * from './tables/catalogue.js';
export type * from './tables/partners.js';
export type * from './tables/bids.js';
export type * from './tables/costs.js';
export type * from './tables/billing.js';
export type * from './tables/subcontracts.js';

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
  payment_applications: PaymentApplicationsTable;
  payment_application_lines: PaymentApplicationLinesTable;
  payment_application_payments: PaymentApplicationPaymentsTable;
  payment_application_log: PaymentApplicationLogTable;
  payment_application_sendings: PaymentApplicationSendingsTable;
  subcontracts: SubcontractsTable;
  subcontract_lines: SubcontractLinesTable;
  subcontract_change_orders: SubcontractChangeOrdersTable;
  subcontract_change_order_lines: SubcontractChangeOrderLinesTable;
  subcontract_billings: SubcontractBillingsTable;
  subcontract_billing_lines: SubcontractBillingLinesTable;
  subcontract_payments: SubcontractPaymentsTable;
  subcontract_payment_waivers: SubcontractPaymentWaiversTable;
  subcontract_retainage_releases: SubcontractRetainageReleasesTable;
  subcontract_award_emails: SubcontractAwardEmailsTable;
}

export type Db = Kysely<Database>;
export type CompanyRow = Selectable<CompaniesTable>;
export type NewCompany = Insertable<CompaniesTable>;
export type CompanyUpdate = Updateable<CompaniesTable>;
export type UserRow = Selectable<UsersTable>;
export type PositionRow = Selectable<PositionsTable>;
export type LevelRow = Selectable<LevelsTable>;
