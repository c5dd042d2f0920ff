import type { ApiModule } from '../module.js';
import { companyRoutes } from './routes.js';

/** Companies (tenants); their table comes with the system module's first migration. */
export const companiesModule: ApiModule = {
  name: 'companies',
  areas: ['add_new_company', 'all_companies_dashboard', 'company_setup_edit_dashboard'],
  routes: (deps) => [companyRoutes(deps)],
};
