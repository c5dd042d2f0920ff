/** The 53 permission areas of docs/accounts.md §3, in the spec's order. */
export const AREAS = [
  'add_new_company', 'add_users', 'all_users', 'all_companies_dashboard', 'all_employees', 'all_owners',
  'all_projects', 'all_subcontractors', 'bid_sheets', 'billing', 'co_log', 'company_setup_edit_dashboard',
  'contract', 'cos', 'create_new_role', 'create_project', 'dashboard', 'direct_costs', 'drawings', 'full_users',
  'job_performance_bonus_structures', 'job_performance_bonus_wips', 'overall_p_l', 'overall_plwippt',
  'overall_project_tracker', 'overall_wip', 'overhead', 'payment_application_logs', 'payment_applications',
  'pco_log', 'pco_proposal', 'pcos', 'personal_user_settings', 'project_p_l', 'project_plwippt', 'project_tasks',
  'project_tracker', 'project_wip', 'proposal', 'proposal_details', 'punch_lists', 'rfis', 'subcontract',
  'subcontract_cos', 'subcontract_payment_applications', 'subcontract_pcos', 'subcontract_pos',
  'subcontractor_bid_comparison_logs', 'subcontractor_logs', 'subcontracts', 'upload_owners', 'upload_parts',
  'upload_subcontractors',
] as const;

export type Area = (typeof AREAS)[number];

/** The areas of the platform itself (the companies): the only ones used while acting in no company. */
export const PLATFORM_AREAS: readonly Area[] = ['add_new_company', 'all_companies_dashboard'];

export const ROLE_IDS = { platformAdmin: 1, companyAdmin: 2, fullUser: 3, estimator: 4, subcontractor: 13 } as const;

export const ROLES: { id: number; name: string }[] = [
  { id: 1, name: 'Platform Admin' },
  { id: 2, name: 'Company Admin' },
  { id: 3, name: 'Fulluser' },
  { id: 4, name: 'Estimator' },
  { id: 13, name: 'Subcontractor' },
];

export interface Grant {
  read: boolean;
  write: boolean;
}

const rw = (areas: readonly Area[]) => areas.map((area) => [area, { read: true, write: true }] as const);
const ro = (areas: readonly Area[]) => areas.map((area) => [area, { read: true, write: false }] as const);

/** Defaults of docs/roles.md; areas not named are neither readable nor writable. */
export const DEFAULT_GRANTS: Record<number, Partial<Record<Area, Grant>>> = {
  1: Object.fromEntries(rw(AREAS)),
  2: Object.fromEntries(rw(AREAS.filter((a) => a !== 'add_new_company' && a !== 'all_companies_dashboard'))),
  3: Object.fromEntries([
    ...rw([
      'all_projects', 'create_project', 'bid_sheets', 'pcos', 'cos', 'direct_costs', 'project_tracker', 'subcontract',
      'all_subcontractors', 'all_owners', 'payment_applications', 'project_tasks',
    ]),
    ...ro([
      'project_p_l', 'project_wip', 'project_plwippt', 'overall_p_l', 'overall_plwippt', 'overall_project_tracker',
      'overall_wip', 'overhead', 'all_employees',
    ]),
  ]),
  4: Object.fromEntries([
    ...rw(['create_project', 'bid_sheets', 'pcos', 'all_subcontractors', 'all_owners']),
    ...ro(['all_projects', 'direct_costs', 'project_tracker']),
  ]),
  13: Object.fromEntries(ro(['subcontractor_logs', 'all_projects', 'bid_sheets'])),
};
