import type { ApiModule } from '../module.js';
import { positionRoutes } from './routes.js';

/** Positions and levels; a level is refused deletion while any module's declared use names it. */
export const positionsModule: ApiModule = {
  name: 'positions',
  areas: ['all_employees'],
  routes: (deps, modules) => [positionRoutes(deps, modules)],
};
