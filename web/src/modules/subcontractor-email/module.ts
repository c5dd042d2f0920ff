import { lazyPage } from '../../app/lazyPage';
import { writeRoute, type WebModule } from '../module';

const EmailTemplatesPage = lazyPage(() => import('./EmailTemplatesPage'), 'EmailTemplatesPage');

export const subcontractorEmailModule: WebModule = {
  name: 'subcontractor-email',
  routes: [writeRoute('email-templates', 'company_setup_edit_dashboard', 'Email Templates', false, EmailTemplatesPage)],
};
