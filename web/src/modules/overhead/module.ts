import { lazyPage } from '../../app/lazyPage';
import { route, type WebModule } from '../module';

const OverheadPage = lazyPage(() => import('./OverheadPage'), 'OverheadPage');

export const overheadModule: WebModule = {
  name: 'overhead',
  routes: [route('overhead', 'overhead', 'Overhead', false, OverheadPage)],
  menu: [{ path: 'overhead', label: 'Overhead', level: 'company', position: 100 }],
};
