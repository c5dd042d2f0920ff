import * as m0017 from '../../db/migrations/0017_pcos.js';
import * as m0022 from '../../db/migrations/0022_pco_lines_burden_annual.js';
import type { ApiModule } from '../module.js';
import { billedCheckOf } from './guard.js';
import { pcoLineRoutes } from './line-routes.js';
import { pcoRoutes } from './routes.js';
import { seedDemoPcos } from './seed.js';

/** PCOs and change orders, priced like the bids. */
export const pcosModule: ApiModule = {
  name: 'pcos',
  areas: ['pcos', 'cos'],
  migrations: { '0017_pcos': m0017, '0022_pco_lines_burden_annual': m0022 },
  // A change order billed on a submitted payment application is asked of every module (docs/billing.md §3).
  routes: (deps, modules) => [pcoRoutes(deps, billedCheckOf(modules)), pcoLineRoutes(deps, billedCheckOf(modules))],
  // PCOs and change orders on the projects under way or done (issue 15).
  seed: (db, demo) => seedDemoPcos(db, demo.first),
  uses: [
    { rows: 'subdivision', table: 'pco_trade_lines', column: 'subdivision_id', singular: 'PCO direct trade line' },
    { rows: 'category', table: 'pco_trade_lines', column: 'category_id', singular: 'PCO direct trade line' },
    { rows: 'part', table: 'pco_trade_lines', column: 'part_id', singular: 'PCO direct trade line' },
    { rows: 'level', table: 'pco_labor_lines', column: 'level_id', singular: 'PCO labor line' },
  ],
};
