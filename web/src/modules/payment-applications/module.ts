import { lazyPage } from '../../app/lazyPage';
import { route, type WebModule } from '../module';

const PaymentApplicationPage = lazyPage(() => import('./PaymentApplicationPage'), 'PaymentApplicationPage');
const PaymentReportPage = lazyPage(() => import('./PaymentReportPage'), 'PaymentReportPage');

// Billing the owner (docs/billing.md, docs/projects.md §2.13): the paths, area and menu place the placeholder gave them.
export const paymentApplicationsModule: WebModule = {
  name: 'payment-applications',
  routes: [
    route('payment-application', 'payment_applications', 'Payment Application', false, PaymentApplicationPage, { projectSwitcher: true }),
    route('payment-report', 'payment_applications', 'Payment Report', false, PaymentReportPage),
  ],
  menu: [
    { path: 'payment-application', label: 'Payment Application', level: 'project', position: 160 },
    { path: 'payment-report', label: 'Payment Report', level: 'project', position: 165 },
  ],
};
