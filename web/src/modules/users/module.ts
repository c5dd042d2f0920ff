import { lazyPage } from '../../app/lazyPage';
import { route, type WebModule } from '../module';

const AllUsersPage = lazyPage(() => import('./AllUsersPage'), 'AllUsersPage');
const FullUserDetailsPage = lazyPage(() => import('./FullUserDetailsPage'), 'FullUserDetailsPage');

export const usersModule: WebModule = {
  name: 'users',
  routes: [
    route('all-users', 'all_users', 'All Users', false, AllUsersPage),
    route('full-user-details', 'all_users', 'Full User Details', false, FullUserDetailsPage),
  ],
  menu: [{ path: 'all-users', label: 'All Users', level: 'company', position: 190 }],
};
