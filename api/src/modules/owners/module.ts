import * as m0005 from '../../db/migrations/0005_owners.js';
import type { ApiModule } from '../module.js';
import { ownerRoutes } from './routes.js';
import { seedDemoOwners } from './seed.js';

/** Project owners (clients) and the generic values of their forms. */
export const ownersModule: ApiModule = {
  name: 'owners',
  areas: ['all_owners', 'create_project', 'upload_owners'],
  migrations: { '0005_owners': m0005 },
  routes: (deps, modules) => [ownerRoutes(deps, modules)],
  seed: (db, demo) => seedDemoOwners(db, demo.first),
};
