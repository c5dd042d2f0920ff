import * as m0018 from '../../db/migrations/0018_direct_costs.js';
import * as m0023 from '../../db/migrations/0023_direct_cost_lines_burden_annual.js';
import * as m0025 from '../../db/migrations/0025_direct_cost_charges.js';
import type { ApiModule } from '../module.js';
import { bookCost } from './book.js';
import { directCostLaborRoutes } from './labor.js';
import { directCostRoutes } from './routes.js';
import { seedDemoDirectCosts } from './seed.js';
import { directCostSharedLines } from './shared-lines.js';
import { directCostTradeRoutes } from './trades.js';

/** Direct costs of a project: invoices, payroll and their lines. */
export const directCostsModule: ApiModule = {
  name: 'direct-costs',
  areas: ['direct_costs', 'bid_sheets'],
  migrations: {
    '0018_direct_costs': m0018,
    '0023_direct_cost_lines_burden_annual': m0023,
    '0025_direct_cost_charges': m0025,
  },
  routes: (deps, modules) => [directCostRoutes(deps, modules), directCostLaborRoutes(deps), directCostTradeRoutes(deps)],
  // Direct costs bill the subcontractors the bids selected and price payroll like bid labor (issue 15).
  seed: (db, demo) => seedDemoDirectCosts(db, demo.first),
  // Its labor lines share POST/PUT/DELETE division/internallabour and DELETE directtrade/delete with bids' (README).
  sharedLines: directCostSharedLines,
  // An approved subcontract billing's lines become direct costs (docs/subcontracts.md §5).
  bookCost,
  uses: [
    { rows: 'division', table: 'direct_costs', column: 'division_id', singular: 'direct cost' },
    { rows: 'subdivision', table: 'direct_costs', column: 'subdivision_id', singular: 'direct cost' },
    { rows: 'subdivision', table: 'direct_cost_trade_lines', column: 'subdivision_id', singular: 'direct-cost trade line' },
    { rows: 'category', table: 'direct_cost_trade_lines', column: 'category_id', singular: 'direct-cost trade line' },
    { rows: 'part', table: 'direct_cost_trade_lines', column: 'part_id', singular: 'direct-cost trade line' },
    { rows: 'level', table: 'direct_cost_labor_lines', column: 'level_id', singular: 'direct-cost labor line' },
    // The budget line a direct cost is charged to (docs/money.md §10).
    ...(['division', 'subdivision', 'category', 'part', 'level'] as const).map((rows) => ({
      rows, table: 'direct_costs' as const, column: `charge_${rows}_id`, singular: 'direct cost charge',
    })),
  ],
};
