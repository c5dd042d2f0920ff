import type { ApiModule } from '../module.js';
import { locationRoutes } from './routes.js';

/** Countries and states for address forms (no tables). */
export const locationsModule: ApiModule = {
  name: 'locations',
  areas: [],
  routes: () => [locationRoutes()],
};
