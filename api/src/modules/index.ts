import { authModule } from './auth/module.js';
import { bidsModule } from './bids/module.js';
import { catalogueModule } from './catalogue/module.js';
import { companiesModule } from './companies/module.js';
import { directCostsModule } from './direct-costs/module.js';
import { employeesModule } from './employees/module.js';
import { locationsModule } from './locations/module.js';
import type { ApiModule } from './module.js';
import { notificationsModule } from './notifications/module.js';
import { overheadModule } from './overhead/module.js';
import { ownersModule } from './owners/module.js';
import { paymentApplicationsModule } from './payment-applications/module.js';
import { pcosModule } from './pcos/module.js';
import { positionsModule } from './positions/module.js';
import { projectsModule } from './projects/module.js';
import { proposalModule } from './proposal/module.js';
import { subcontractorEmailModule } from './subcontractor-email/module.js';
import { subcontractorsModule } from './subcontractors/module.js';
import { subcontractsModule } from './subcontracts/module.js';
import { systemModule } from './system/module.js';
import { trackerModule } from './tracker/module.js';
import { usersModule } from './users/module.js';
import { vendorsModule } from './vendors/module.js';

/**
 * Every domain of the API, one line each, in dependency order: routes register, demo data seeds and a refused
 * deletion names its users in this order (the OpenAPI document lists paths in it too). A new domain adds its line.
 */
export const API_MODULES: readonly ApiModule[] = [
  systemModule,
  authModule,
  companiesModule,
  employeesModule,
  positionsModule,
  usersModule,
  locationsModule,
  ownersModule,
  overheadModule,
  notificationsModule,
  catalogueModule,
  projectsModule,
  subcontractorsModule,
  vendorsModule,
  subcontractorEmailModule,
  bidsModule,
  pcosModule,
  directCostsModule,
  trackerModule,
  proposalModule,
  paymentApplicationsModule,
  subcontractsModule,
];
