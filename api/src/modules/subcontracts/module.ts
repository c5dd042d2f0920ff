import * as m0027 from '../../db/migrations/0027_subcontracts.js';
import type { ApiModule } from '../module.js';
import { subcontractFileRoutes } from './file-routes.js';
import { subcontractRoutes } from './routes.js';

/** Subcontracts and purchase orders: commitments, SCOs, billings, payments, lien waivers (issue 33). */
export const subcontractsModule: ApiModule = {
  name: 'subcontracts',
  areas: ['subcontract', 'subcontracts', 'subcontract_pos', 'subcontract_cos', 'subcontract_payment_applications'],
  migrations: { '0027_subcontracts': m0027 },
  routes: (deps, modules) => [subcontractRoutes(deps, modules), subcontractFileRoutes(deps)],
};
