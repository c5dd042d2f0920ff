import { addressModule } from './address/module.js';
import { authModule } from './auth/module.js';
import { bidsModule } from './bids/module.js';
import { catalogueModule } from './catalogue/module.js';
import { companiesModule } from './companies/module.js';
import { directCostsModule } from './direct-costs/module.js';
import { employeesModule } from './employees/module.js';
import type { GatewayModule } from './module.js';
import { notificationsModule } from './notifications/module.js';
import { overheadModule } from './overhead/module.js';
import { ownersModule } from './owners/module.js';
import { paymentApplicationsModule } from './payment-applications/module.js';
import { pcosModule } from './pcos/module.js';
import { projectsModule } from './projects/module.js';
import { proposalModule } from './proposal/module.js';
import { subcontractorEmailModule } from './subcontractor-email/module.js';
import { subcontractorsModule } from './subcontractors/module.js';
import { subcontractsModule } from './subcontracts/module.js';
import { systemModule } from './system/module.js';
import { trackerModule } from './tracker/module.js';
import { usersModule } from './users/module.js';
import { vendorsModule } from './vendors/module.js';

/** Every domain of the gateway, one line each, in dependency order (resolver maps merge in this order). */
export const GATEWAY_MODULES: readonly GatewayModule[] = [
  systemModule,
  authModule,
  companiesModule,
  addressModule,
  usersModule,
  employeesModule,
  ownersModule,
  overheadModule,
  projectsModule,
  notificationsModule,
  catalogueModule,
  subcontractorsModule,
  vendorsModule,
  subcontractorEmailModule,
  bidsModule,
  proposalModule,
  directCostsModule,
  pcosModule,
  paymentApplicationsModule,
  subcontractsModule,
  trackerModule,
];
