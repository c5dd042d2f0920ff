import { lazyPage } from '../../app/lazyPage';
import { route, writeRoute, type WebModule } from '../module';

const PcoListPage = lazyPage(() => import('./PcoListPage'), 'PcoListPage');
const PcoDetailsPage = lazyPage(() => import('./PcoDetailsPage'), 'PcoDetailsPage');
const ChangeOrdersPage = lazyPage(() => import('./ChangeOrdersPage'), 'ChangeOrdersPage');
const ChangeOrderDetailsPage = lazyPage(() => import('./ChangeOrderDetailsPage'), 'ChangeOrderDetailsPage');

export const pcosModule: WebModule = {
  name: 'pcos',
  routes: [
    route('pco', 'pcos', 'Potential Change Orders', true, PcoListPage, { projectSwitcher: true }),
    route('pco-division-details', 'pcos', 'PCO Division Details', true, PcoDetailsPage),
    // The old product's create screen: the form lives on the PCO list (docs/projects.md §2.9), so this address shows the list.
    writeRoute('add-potential-change-order', 'pcos', 'Add Potential Change Order', true, PcoListPage),
    route('change-order', 'cos', 'Change Orders', true, ChangeOrdersPage),
    route('change-order-details', 'cos', 'Change Order Details', true, ChangeOrderDetailsPage),
  ],
  menu: [
    { path: 'pco', label: 'PCO', level: 'project', subcontractor: true, position: 70 },
    // Reached before only from an accepted PCO (issue 31 item 12).
    { path: 'change-order', label: 'Change Orders', level: 'project', position: 75 },
  ],
};
