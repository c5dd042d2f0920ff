import * as m0001 from '../../db/migrations/0001_initial.js';
import * as m0002 from '../../db/migrations/0002_roles.js';
import * as m0008 from '../../db/migrations/0008_rate_limits.js';
import type { ApiModule } from '../module.js';
import { systemRoutes } from './routes.js';

/** The base every module stands on: companies, users, roles and grants, settings and the shared rate limits. */
export const systemModule: ApiModule = {
  name: 'system',
  areas: [],
  migrations: { '0001_initial': m0001, '0002_roles': m0002, '0008_rate_limits': m0008 },
  routes: () => [systemRoutes()],
};
