import * as m0007 from '../../db/migrations/0007_login_clients.js';
import type { ApiModule } from '../module.js';
import { authRoutes } from './routes.js';

/** Sign-in, sessions and password flows. */
export const authModule: ApiModule = {
  name: 'auth',
  areas: [],
  migrations: { '0007_login_clients': m0007 },
  routes: (deps, modules) => [authRoutes(deps, modules)],
};
