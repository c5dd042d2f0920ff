import * as m0013 from '../../db/migrations/0013_vendors.js';
import type { ApiModule } from '../module.js';
import { vendorRoutes } from './routes.js';
import { seedDemoVendors } from './seed.js';

/** Vendors, mapped to the catalogue like subcontractors. */
export const vendorsModule: ApiModule = {
  name: 'vendors',
  areas: ['all_subcontractors'],
  migrations: { '0013_vendors': m0013 },
  routes: (deps) => [vendorRoutes(deps)],
  seed: (db, demo) => seedDemoVendors(db, demo.first),
  uses: [
    { rows: 'division', table: 'vendor_divisions', column: 'division_id', singular: 'vendor' },
    { rows: 'subdivision', table: 'vendor_subdivisions', column: 'subdivision_id', singular: 'vendor' },
  ],
};
