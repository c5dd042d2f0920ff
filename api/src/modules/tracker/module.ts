import * as m0019 from '../../db/migrations/0019_tracker.js';
import type { ApiModule } from '../module.js';
import { chargeRowsOf } from './charges.js';
import { trackerRoutes } from './routes.js';
import { seedDemoTracker } from './seed.js';

/** The project tracker: rows on the bids' budget keys, with their scope transfers and holds. */
export const trackerModule: ApiModule = {
  name: 'tracker',
  areas: ['project_tracker', 'overall_project_tracker'],
  migrations: { '0019_tracker': m0019 },
  routes: (deps, modules) => [trackerRoutes(deps, modules)],
  // Scope transfers and holds on the projects under way or done (issue 16), on the bids' budget keys.
  seed: (db, demo) => seedDemoTracker(db, demo.first),
  // The budget rows a direct cost is charged to (docs/money.md §10).
  chargeRows: chargeRowsOf,
  // Its rows keep the scope transfers and holds entered on them.
  uses: (['division', 'subdivision', 'category', 'part', 'level'] as const).map((rows) => ({
    rows, table: 'tracker_rows', column: `${rows}_id`, singular: 'project tracker row',
  })),
};
