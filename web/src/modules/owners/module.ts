import { lazyPage } from '../../app/lazyPage';
import { route, type WebModule } from '../module';

const AllOwnersPage = lazyPage(() => import('./AllOwnersPage'), 'AllOwnersPage');
const OwnerDetailsPage = lazyPage(() => import('./OwnerDetailsPage'), 'OwnerDetailsPage');

export const ownersModule: WebModule = {
  name: 'owners',
  routes: [
    route('all-owners', 'all_owners', 'All Owners', false, AllOwnersPage),
    route('owner-details', 'all_owners', 'Owner Details', false, OwnerDetailsPage),
  ],
  menu: [{ path: 'all-owners', label: 'All Owners', level: 'company', position: 200 }],
};
