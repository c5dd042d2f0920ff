import * as m0027 from '../../db/migrations/0027_subcontracts.js';
import type { ApiModule } from '../module.js';
import { bookCostFrom } from './billings.js';
import { projectCommitments } from './commitments.js';
import { subcontractFileRoutes } from './file-routes.js';
import { subcontractRoutes } from './routes.js';
import { seedDemoSubcontracts } from './seed.js';

/** Subcontracts and purchase orders: commitments, SCOs, billings, payments, lien waivers (issue 33). */
export const subcontractsModule: ApiModule = {
  name: 'subcontracts',
  areas: ['subcontract', 'subcontracts', 'subcontract_pos', 'subcontract_cos', 'subcontract_payment_applications'],
  migrations: { '0027_subcontracts': m0027 },
  routes: (deps, modules) => [subcontractRoutes(deps, modules), subcontractFileRoutes(deps)],
  // Subcontracts, SCOs, billings and payments on the Awarded and In Progress demo jobs, booked through `bookCost`.
  seed: (db, demo, modules) => seedDemoSubcontracts(db, demo, bookCostFrom(modules)),
  // What the projects have committed, for the tracker (docs/subcontracts.md §5).
  commitments: projectCommitments,
};
