import * as m0016 from '../../db/migrations/0016_proposals.js';
import type { ApiModule } from '../module.js';
import { bidPortalRoutes } from './portal-routes.js';
import { proposalRoutes } from './routes.js';
import { seedDemoProposals } from './seed.js';

/** Proposals sent to owners and subcontractors, and the subcontractors' bid portal. */
export const proposalModule: ApiModule = {
  name: 'proposal',
  areas: ['bid_sheets', 'all_projects', 'subcontractor_logs'],
  migrations: { '0016_proposals': m0016 },
  routes: (deps) => [proposalRoutes(deps), bidPortalRoutes(deps)],
  // Sent proposals and the demo subcontractor's uploaded bids (issue 14).
  seed: (db, demo) => seedDemoProposals(db, demo.first, demo.users.subcontractor),
};
