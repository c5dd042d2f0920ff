import { lazyPage } from '../../app/lazyPage';
import { route, type WebModule } from '../module';

const AllSubcontractorsPage = lazyPage(() => import('./AllSubcontractorsPage'), 'AllSubcontractorsPage');
const SubcontractorDetailsPage = lazyPage(() => import('./SubcontractorDetailsPage'), 'SubcontractorDetailsPage');

export const subcontractorsModule: WebModule = {
  name: 'subcontractors',
  routes: [
    route('subcontractor-details', 'subcontract', 'Subcontractor Details', false, SubcontractorDetailsPage),
    route('all-subcontractors', 'subcontract', 'All Subcontractors', false, AllSubcontractorsPage),
  ],
  menu: [{ path: 'all-subcontractors', label: 'All Subcontractors', level: 'company', position: 90 }],
};
