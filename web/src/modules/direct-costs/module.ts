import { lazyPage } from '../../app/lazyPage';
import { route, type WebModule } from '../module';

const DirectCostPage = lazyPage(() => import('./DirectCostPage'), 'DirectCostPage');
const DirectCostDetailsPage = lazyPage(() => import('./DirectCostDetailsPage'), 'DirectCostDetailsPage');

export const directCostsModule: WebModule = {
  name: 'direct-costs',
  routes: [
    route('direct-cost', 'direct_costs', 'Direct Cost', true, DirectCostPage, { projectSwitcher: true }),
    // Direct Cost Details (docs/projects.md §2.8): a reader opens a direct cost from the grid too, so read registers it.
    route('add-direct-cost', 'direct_costs', 'Direct Cost Details', true, DirectCostDetailsPage),
  ],
  menu: [{ path: 'direct-cost', label: 'Direct Cost', level: 'project', subcontractor: true, position: 60 }],
};
