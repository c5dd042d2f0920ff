import { lazyPage } from '../../app/lazyPage';
import { route, type WebModule } from '../module';

const SelectCompanyPage = lazyPage(() => import('./SelectCompanyPage'), 'SelectCompanyPage');

export const authModule: WebModule = {
  name: 'auth',
  routes: [route('select-companies', 'subcontractor_logs', 'Select a Company', false, SelectCompanyPage, { platform: true })],
};
