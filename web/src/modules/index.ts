import { authModule } from './auth/module';
import { bidsModule } from './bids/module';
import { catalogueModule } from './catalogue/module';
import { companiesModule } from './companies/module';
import { directCostsModule } from './direct-costs/module';
import { employeesModule } from './employees/module';
import type { WebModule } from './module';
import { overheadModule } from './overhead/module';
import { ownersModule } from './owners/module';
import { paymentApplicationsModule } from './payment-applications/module';
import { pcosModule } from './pcos/module';
import { placeholderModule } from './placeholder/module';
import { projectsModule } from './projects/module';
import { proposalModule } from './proposal/module';
import { subcontractorEmailModule } from './subcontractor-email/module';
import { subcontractorsModule } from './subcontractors/module';
import { subcontractsModule } from './subcontracts/module';
import { trackerModule } from './tracker/module';
import { usersModule } from './users/module';
import { vendorsModule } from './vendors/module';

/** Every feature module with screens, one line each (the menu orders its links by their own positions). */
export const WEB_MODULES: readonly WebModule[] = [
  authModule,
  companiesModule,
  usersModule,
  subcontractorEmailModule,
  projectsModule,
  bidsModule,
  proposalModule,
  catalogueModule,
  pcosModule,
  directCostsModule,
  trackerModule,
  paymentApplicationsModule,
  subcontractsModule,
  subcontractorsModule,
  vendorsModule,
  overheadModule,
  ownersModule,
  employeesModule,
  placeholderModule,
];
