import type { GatewayModule } from '../module.js';
import { registerPaymentApplicationDocuments } from './documents.js';
import { SERIALIZED_PAYMENT_APPLICATION_TYPES } from './mapping.js';
import { paymentApplicationResolvers } from './resolvers.js';

export const paymentApplicationsModule: GatewayModule = {
  name: 'payment-applications',
  schema: ['payment-applications.graphql'],
  resolvers: paymentApplicationResolvers,
  serializedTypes: SERIALIZED_PAYMENT_APPLICATION_TYPES,
  // The G702 and G703 PDFs (docs/billing.md §5).
  routes: registerPaymentApplicationDocuments,
};
