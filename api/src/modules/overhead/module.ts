import * as m0009 from '../../db/migrations/0009_overhead.js';
import type { ApiModule } from '../module.js';
import { overheadRoutes } from './routes.js';
import { seedDemoOverhead } from './seed.js';

/** Overhead services and the labor burden they give. */
export const overheadModule: ApiModule = {
  name: 'overhead',
  areas: ['overhead'],
  migrations: { '0009_overhead': m0009 },
  routes: (deps) => [overheadRoutes(deps)],
  seed: (db, demo) => seedDemoOverhead(db, demo.first),
};
