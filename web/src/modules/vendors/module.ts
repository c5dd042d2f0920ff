import { lazyPage } from '../../app/lazyPage';
import { route, type WebModule } from '../module';

const SupplierDetailsPage = lazyPage(() => import('./SupplierDetailsPage'), 'SupplierDetailsPage');

export const vendorsModule: WebModule = {
  name: 'vendors',
  routes: [route('supplier-details', 'subcontract', 'Supplier Details', false, SupplierDetailsPage)],
};
