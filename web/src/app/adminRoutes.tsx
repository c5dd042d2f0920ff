import type { ComponentType } from 'react';
import { lazyPage } from './lazyPage';
import type { Area } from './session';

// Each screen is its own chunk, downloaded when its route first renders (issue 8).
const SelectCompanyPage = lazyPage(() => import('../modules/auth/SelectCompanyPage'), 'SelectCompanyPage');
const AllCompaniesPage = lazyPage(() => import('../modules/companies/AllCompaniesPage'), 'AllCompaniesPage');
const CompanyDetailsPage = lazyPage(() => import('../modules/companies/CompanyDetailsPage'), 'CompanyDetailsPage');
const CreateCompanyPage = lazyPage(() => import('../modules/companies/CompanyFormPage'), 'CreateCompanyPage');
const EditCompanyPage = lazyPage(() => import('../modules/companies/CompanyFormPage'), 'EditCompanyPage');
const AllEmployeesPage = lazyPage(() => import('../modules/employees/AllEmployeesPage'), 'AllEmployeesPage');
const EmployeeDetailsPage = lazyPage(() => import('../modules/employees/EmployeeDetailsPage'), 'EmployeeDetailsPage');
const PositionsPage = lazyPage(() => import('../modules/employees/PositionsPage'), 'PositionsPage');
const OverheadPage = lazyPage(() => import('../modules/overhead/OverheadPage'), 'OverheadPage');
const AllOwnersPage = lazyPage(() => import('../modules/owners/AllOwnersPage'), 'AllOwnersPage');
const OwnerDetailsPage = lazyPage(() => import('../modules/owners/OwnerDetailsPage'), 'OwnerDetailsPage');
const AllProjectsPage = lazyPage(() => import('../modules/projects/AllProjectsPage'), 'AllProjectsPage');
const ProjectDetailsPage = lazyPage(() => import('../modules/projects/ProjectDetailsPage'), 'ProjectDetailsPage');
const CustomPartsPage = lazyPage(() => import('../modules/catalogue/CustomPartsPage'), 'CustomPartsPage');
const CreateProjectPage = lazyPage(() => import('../modules/projects/ProjectFormPages'), 'CreateProjectPage');
const EditProjectPage = lazyPage(() => import('../modules/projects/ProjectFormPages'), 'EditProjectPage');
const AllSubcontractorsPage = lazyPage(() => import('../modules/subcontractors/AllSubcontractorsPage'), 'AllSubcontractorsPage');
const SubcontractorDetailsPage = lazyPage(
  () => import('../modules/subcontractors/SubcontractorDetailsPage'), 'SubcontractorDetailsPage');
const SupplierDetailsPage = lazyPage(() => import('../modules/vendors/SupplierDetailsPage'), 'SupplierDetailsPage');
const EmailTemplatesPage = lazyPage(() => import('../modules/subcontractor-email/EmailTemplatesPage'), 'EmailTemplatesPage');
const BidSheetsPage = lazyPage(() => import('../modules/bids/BidSheetsPage'), 'BidSheetsPage');
const BidDetailsPage = lazyPage(() => import('../modules/bids/BidDetailsPage'), 'BidDetailsPage');
const DirectCostPage = lazyPage(() => import('../modules/direct-costs/DirectCostPage'), 'DirectCostPage');
const DirectCostDetailsPage = lazyPage(() => import('../modules/direct-costs/DirectCostDetailsPage'), 'DirectCostDetailsPage');
const PcoListPage = lazyPage(() => import('../modules/pcos/PcoListPage'), 'PcoListPage');
const PcoDetailsPage = lazyPage(() => import('../modules/pcos/PcoDetailsPage'), 'PcoDetailsPage');
const ChangeOrdersPage = lazyPage(() => import('../modules/pcos/ChangeOrdersPage'), 'ChangeOrdersPage');
const ChangeOrderDetailsPage = lazyPage(() => import('../modules/pcos/ChangeOrderDetailsPage'), 'ChangeOrderDetailsPage');
const ProjectTrackerPage = lazyPage(() => import('../modules/tracker/ProjectTrackerPage'), 'ProjectTrackerPage');
const OverallTrackerPage = lazyPage(() => import('../modules/tracker/OverallTrackerPage'), 'OverallTrackerPage');
const AllUsersPage = lazyPage(() => import('../modules/users/AllUsersPage'), 'AllUsersPage');
const FullUserDetailsPage = lazyPage(() => import('../modules/users/FullUserDetailsPage'), 'FullUserDetailsPage');

export interface AdminRoute {
  /** Path under /admin/. */
  path: string;
  /** Read or write on this area registers the route (000 §2 'Route gating'). */
  area: Area;
  /** Routes marked * in the spec: they need a selected project, else go to /admin/projects. */
  projectBound: boolean;
  title: string;
  /** Undefined: a screen of a later issue, shown as a placeholder with the title. Loaded lazily (`lazyPage`). */
  Component?: ComponentType;
  /** A form that only saves: registered with write on the area, never offered to a reader (issue 10 item 2). */
  writeOnly?: boolean;
}

const r = (path: string, area: Area, title: string, projectBound = false, Component?: ComponentType): AdminRoute => ({
  path,
  area,
  title,
  projectBound,
  Component,
});

const w = (...args: Parameters<typeof r>): AdminRoute => ({ ...r(...args), writeOnly: true });

// The route table, written once.
export const ADMIN_ROUTES: readonly AdminRoute[] = [
  r('select-companies', 'subcontractor_logs', 'Select a Company', false, SelectCompanyPage),
  r('all-company', 'add_new_company', 'All Companies', false, AllCompaniesPage),
  w('create-company', 'add_new_company', 'Create New Company', false, CreateCompanyPage),
  r('all-users', 'all_users', 'All Users', false, AllUsersPage),
  r('full-user-details', 'all_users', 'Full User Details', false, FullUserDetailsPage),
  r('company-details', 'company_setup_edit_dashboard', 'Company Details', false, CompanyDetailsPage),
  w('edit-company', 'company_setup_edit_dashboard', 'Edit Company', false, EditCompanyPage),
  w('email-templates', 'company_setup_edit_dashboard', 'Email Templates', false, EmailTemplatesPage),
  r('projects', 'all_projects', 'All Projects', false, AllProjectsPage),
  r('project-details', 'all_projects', 'Project Details', true, ProjectDetailsPage),
  w('edit-project', 'all_projects', 'Edit Project', true, EditProjectPage),
  w('create-project', 'create_project', 'Create Project', false, CreateProjectPage),
  r('bid-sheet', 'bid_sheets', 'Bid Sheet', true, BidSheetsPage),
  r('custom-parts', 'bid_sheets', 'Custom Parts', true, CustomPartsPage),
  r('division-details', 'bid_sheets', 'Division Details', true, BidDetailsPage),
  r('pco', 'pcos', 'Potential Change Orders', true, PcoListPage),
  r('pco-division-details', 'pcos', 'PCO Division Details', true, PcoDetailsPage),
  // The old product's create screen: the form lives on the PCO list (001 §2.9), so this address shows the list.
  w('add-potential-change-order', 'pcos', 'Add Potential Change Order', true, PcoListPage),
  r('direct-cost', 'direct_costs', 'Direct Cost', true, DirectCostPage),
  // Direct Cost Details (001 §2.8): a reader opens a direct cost from the grid too, so read registers it.
  r('add-direct-cost', 'direct_costs', 'Direct Cost Details', true, DirectCostDetailsPage),
  r('change-order', 'cos', 'Change Orders', true, ChangeOrdersPage),
  r('change-order-details', 'cos', 'Change Order Details', true, ChangeOrderDetailsPage),
  r('payment-application', 'payment_applications', 'Payment Application'),
  r('payment-report', 'payment_applications', 'Payment Report'),
  r('wip', 'project_wip', 'WIP'),
  r('p-l', 'project_p_l', 'P&L'),
  r('project-tracker', 'project_tracker', 'Project Tracker', true, ProjectTrackerPage),
  r('plwippt', 'project_plwippt', 'PL WIP PT'),
  r('subcontracts', 'subcontract', 'Subcontracts'),
  r('subcontractor-details', 'subcontract', 'Subcontractor Details', false, SubcontractorDetailsPage),
  r('all-subcontractors', 'subcontract', 'All Subcontractors', false, AllSubcontractorsPage),
  r('supplier-details', 'subcontract', 'Supplier Details', false, SupplierDetailsPage),
  r('overhead', 'overhead', 'Overhead', false, OverheadPage),
  r('all-owners', 'all_owners', 'All Owners', false, AllOwnersPage),
  r('owner-details', 'all_owners', 'Owner Details', false, OwnerDetailsPage),
  r('all-employees', 'all_employees', 'All Employees', false, AllEmployeesPage),
  r('employee-details', 'all_employees', 'Employee Details', false, EmployeeDetailsPage),
  r('emp-positions', 'all_employees', 'All Positions and Levels', false, PositionsPage),
  r('project-tasks', 'project_tasks', 'Project Tasks'),
  r('overall-project-tracker', 'overall_project_tracker', 'Overall Project Tracker', false, OverallTrackerPage),
  r('overall-plwippt', 'overall_plwippt', 'Overall PL WIP PT'),
];

// Screens of the platform itself: every other screen works inside one company, which a platform admin opens first.
export const PLATFORM_PATHS = new Set(['select-companies', 'all-company', 'create-company', 'company-details', 'edit-company']);

// Pages that show the right-hand project switcher (000 §2).
export const PROJECT_SWITCHER_PATHS = new Set([
  'project-details', 'bid-sheet', 'direct-cost', 'pco', 'project-tracker', 'p-l', 'wip', 'plwippt', 'payment-application', 'subcontracts',
]);

export interface NavLink {
  path: string;
  label: string;
  /** company: shown with no project chosen; project: shown with a project chosen; both: always. */
  level: 'company' | 'project' | 'both';
  /** In the reduced menu of role 13. */
  subcontractor?: boolean;
}

// The side navigation links of 000 §2, in its order.
export const NAV_LINKS: readonly NavLink[] = [
  { path: 'all-company', label: 'Dashboard', level: 'company' },
  { path: 'projects', label: 'All Projects', level: 'both', subcontractor: true },
  { path: 'project-details', label: 'Proposal', level: 'project', subcontractor: true },
  { path: 'bid-sheet', label: 'Bid Sheet', level: 'project', subcontractor: true },
  { path: 'custom-parts', label: 'Custom Parts', level: 'project', subcontractor: true },
  { path: 'direct-cost', label: 'Direct Cost', level: 'project', subcontractor: true },
  { path: 'pco', label: 'PCO', level: 'project', subcontractor: true },
  { path: 'project-tracker', label: 'Project Tracker', level: 'project' },
  { path: 'all-subcontractors', label: 'All Subcontractors', level: 'company' },
  { path: 'overhead', label: 'Overhead', level: 'company' },
  { path: 'project-tasks', label: 'Project Tasks', level: 'company' },
  { path: 'overall-project-tracker', label: 'Overall Project Tracker', level: 'company' },
  { path: 'p-l', label: 'P&L', level: 'project' },
  { path: 'wip', label: 'WIP', level: 'project' },
  { path: 'plwippt', label: 'PL WIP PT', level: 'project' },
  { path: 'payment-application', label: 'Payment Application', level: 'project' },
  { path: 'subcontracts', label: 'Subcontracts', level: 'project' },
  { path: 'overall-plwippt', label: 'Overall PL WIP PT', level: 'company' },
  { path: 'all-users', label: 'All Users', level: 'company' },
  { path: 'all-owners', label: 'All Owners', level: 'company' },
  { path: 'all-employees', label: 'All Employees', level: 'company' },
];
