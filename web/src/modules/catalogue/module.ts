import { lazyPage } from '../../app/lazyPage';
import { route, type WebModule } from '../module';

const CustomPartsPage = lazyPage(() => import('./CustomPartsPage'), 'CustomPartsPage');

export const catalogueModule: WebModule = {
  name: 'catalogue',
  routes: [route('custom-parts', 'bid_sheets', 'Custom Parts', true, CustomPartsPage)],
  menu: [{ path: 'custom-parts', label: 'Custom Parts', level: 'project', subcontractor: true, position: 50 }],
};
