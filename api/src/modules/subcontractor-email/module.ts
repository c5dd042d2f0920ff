import * as m0014 from '../../db/migrations/0014_email_templates.js';
import type { ApiModule } from '../module.js';
import { subcontractorEmailRoutes } from './routes.js';

/** The email templates sent to subcontractors, and their sending. */
export const subcontractorEmailModule: ApiModule = {
  name: 'subcontractor-email',
  areas: ['all_subcontractors', 'company_setup_edit_dashboard'],
  migrations: { '0014_email_templates': m0014 },
  routes: (deps) => [subcontractorEmailRoutes(deps)],
};
