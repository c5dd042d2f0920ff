import * as m0027 from '../../db/migrations/0027_subcontracts.js';
import type { ApiModule } from '../module.js';
import { subcontractFileRoutes } from './file-routes.js';
import { projectsCommitments } from './hooks.js';
import { subcontractPortalRoutes } from './portal-routes.js';
import { subcontractRoutes } from './routes.js';

/** Subcontracts and purchase orders: commitments, SCOs, billings, payments, lien waivers (issue 33). */
export const subcontractsModule: ApiModule = {
  name: 'subcontracts',
  areas: ['subcontract', 'subcontracts', 'subcontract_pos', 'subcontract_cos', 'subcontract_payment_applications'],
  migrations: { '0027_subcontracts': m0027 },
  // The tracker reads what the projects committed (docs/subcontracts.md §5).
  commitments: projectsCommitments,
  routes: (deps, modules) => [subcontractPortalRoutes(deps), subcontractRoutes(deps, modules), subcontractFileRoutes(deps)],
  // A commitment line's catalogue path: its rows are not deleted while a line names them.
  uses: (['division', 'subdivision', 'category', 'part'] as const).map((rows) => ({
    rows, table: 'subcontract_lines' as const, column: `${rows}_id`, singular: 'subcontract line',
  })),
};
