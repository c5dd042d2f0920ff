import * as m0024 from '../../db/migrations/0024_company_proposal_overhead.js';
import type { ApiModule } from '../module.js';
import { companyRoutes } from './routes.js';

/** Companies (tenants); their table comes with the system module's first migration, their proposal setting with 0024. */
export const companiesModule: ApiModule = {
  name: 'companies',
  areas: ['add_new_company', 'all_companies_dashboard', 'company_setup_edit_dashboard'],
  migrations: { '0024_company_proposal_overhead': m0024 },
  routes: (deps) => [companyRoutes(deps)],
};
