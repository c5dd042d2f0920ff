import * as m0015 from '../../db/migrations/0015_bids.js';
import * as m0021 from '../../db/migrations/0021_bid_lines_burden_annual.js';
import { sharedLineOwnerOf } from '../lines/shared-paths.js';
import type { ApiModule } from '../module.js';
import { copyBids } from './copy.js';
import { laborRoutes } from './labor-routes.js';
import { bidRoutes } from './routes.js';
import { seedDemoBids } from './seed.js';
import { tradeRoutes } from './trade-routes.js';

/** Bid sheets: a project's bids with their labor and direct-trade lines and subcontractor quotes. */
export const bidsModule: ApiModule = {
  name: 'bids',
  areas: ['bid_sheets'],
  migrations: { '0015_bids': m0015, '0021_bid_lines_burden_annual': m0021 },
  // The line paths are shared with the module declaring sharedLines (direct costs), found in the list.
  routes: (deps, modules) => [bidRoutes(deps), laborRoutes(deps, sharedLineOwnerOf(modules)), tradeRoutes(deps, sharedLineOwnerOf(modules))],
  // Bids price labor from the levels and the burden, and quote with the subcontractors.
  seed: (db, demo) => seedDemoBids(db, demo.first),
  // A copied project is re-bid from the same estimate.
  copyProjectRows: copyBids,
  uses: [
    { rows: 'division', table: 'bids', column: 'division_id', singular: 'bid' },
    { rows: 'subdivision', table: 'bids', column: 'subdivision_id', singular: 'bid' },
    { rows: 'subdivision', table: 'bid_trade_lines', column: 'subdivision_id', singular: 'direct trade line' },
    { rows: 'category', table: 'bid_trade_lines', column: 'category_id', singular: 'direct trade line' },
    { rows: 'part', table: 'bid_trade_lines', column: 'part_id', singular: 'direct trade line' },
    // Labor lines price from their level (docs/money.md §5).
    { rows: 'level', table: 'bid_labor_lines', column: 'level_id', singular: 'labor line' },
  ],
};
