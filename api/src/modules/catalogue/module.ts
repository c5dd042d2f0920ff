import * as m0010 from '../../db/migrations/0010_catalogue.js';
import type { ApiModule } from '../module.js';
import { catalogueRoutes } from './routes.js';
import { seedCatalogue } from './seed.js';

/** The cost catalogue; a row is refused deletion while any module's declared use names it (uses.ts). */
export const catalogueModule: ApiModule = {
  name: 'catalogue',
  areas: ['bid_sheets', 'upload_parts'],
  migrations: { '0010_catalogue': m0010 },
  routes: (deps, modules) => [catalogueRoutes(deps, modules)],
  // Every company starts with the catalogue, as one created through POST company does (issue 11).
  seed: async (db, demo) => {
    await seedCatalogue(db, demo.first);
    await seedCatalogue(db, demo.second);
  },
  // Its own children keep their parents, and are named first in a refusal.
  uses: [
    { rows: 'division', table: 'catalogue_subdivisions', column: 'division_id', singular: 'sub division' },
    { rows: 'subdivision', table: 'catalogue_categories', column: 'subdivision_id', singular: 'category', plural: 'categories' },
    { rows: 'category', table: 'catalogue_parts', column: 'category_id', singular: 'part' },
    { rows: 'unit', table: 'catalogue_parts', column: 'unit_id', singular: 'part' },
  ],
};
