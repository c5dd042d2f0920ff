import * as m0011 from '../../db/migrations/0011_notifications.js';
import type { ApiModule } from '../module.js';
import { notificationRoutes } from './routes.js';

/** In-app notifications, one row per recipient. */
export const notificationsModule: ApiModule = {
  name: 'notifications',
  areas: [],
  migrations: { '0011_notifications': m0011 },
  routes: (deps) => [notificationRoutes(deps)],
};
