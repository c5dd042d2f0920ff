import * as m0012 from '../../db/migrations/0012_subcontractors.js';
import type { ApiModule } from '../module.js';
import { subcontractorRoutes, subcontractorV2Routes } from './routes.js';
import { seedDemoSubcontractors } from './seed.js';

/** Subcontractors, mapped to the catalogue's divisions and subdivisions. */
export const subcontractorsModule: ApiModule = {
  name: 'subcontractors',
  areas: ['all_subcontractors', 'upload_subcontractors'],
  migrations: { '0012_subcontractors': m0012 },
  routes: (deps) => [subcontractorRoutes(deps), subcontractorV2Routes(deps)],
  v2Routes: (deps) => [subcontractorV2Routes(deps)],
  seed: (db, demo) => seedDemoSubcontractors(db, demo.first),
  uses: [
    { rows: 'division', table: 'subcontractor_divisions', column: 'division_id', singular: 'subcontractor' },
    { rows: 'subdivision', table: 'subcontractor_subdivisions', column: 'subdivision_id', singular: 'subcontractor' },
  ],
};
