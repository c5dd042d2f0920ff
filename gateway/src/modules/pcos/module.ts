import type { GatewayModule } from '../module.js';
import { registerPcoDocuments } from './documents.js';
import { pcoResolvers } from './resolvers.js';

export const pcosModule: GatewayModule = {
  name: 'pcos',
  schema: ['pcos.graphql'],
  resolvers: pcoResolvers,
  // The PCO PDF.
  routes: registerPcoDocuments,
};
