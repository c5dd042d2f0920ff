import * as m0026 from '../../db/migrations/0026_payment_applications.js';
import type { ApiModule } from '../module.js';
import { changeOrderBilled, projectsBilling } from './hooks.js';
import { paymentApplicationRoutes } from './routes.js';
import { seedDemoPaymentApplications } from './seed.js';
import { paymentApplicationSendRoutes } from './send-routes.js';

/** Billing the owner: payment applications (G702/G703), issue 32; builds on projects, bids, PCOs and the proposal's mail. */
export const paymentApplicationsModule: ApiModule = {
  name: 'payment-applications',
  areas: ['payment_applications', 'payment_application_logs'],
  migrations: { '0026_payment_applications': m0026 },
  routes: (deps) => [paymentApplicationRoutes(deps), paymentApplicationSendRoutes(deps)],
  seed: seedDemoPaymentApplications,
  billing: projectsBilling,
  changeOrderBilled,
};
