import * as m0003 from '../../db/migrations/0003_user_profiles.js';
import type { ApiModule } from '../module.js';
import { notifyInvitationAccepted } from './invitation-accepted.js';
import { userRoutes } from './routes.js';

/** Staff logins of a company and their profiles. */
export const usersModule: ApiModule = {
  name: 'users',
  areas: ['all_users'],
  migrations: { '0003_user_profiles': m0003 },
  routes: (deps) => [userRoutes(deps)],
  invitationAccepted: notifyInvitationAccepted,
};
