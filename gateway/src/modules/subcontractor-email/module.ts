import type { GatewayModule } from '../module.js';
import { subcontractorEmailResolvers } from './resolvers.js';

export const subcontractorEmailModule: GatewayModule = {
  name: 'subcontractor-email',
  schema: ['subcontractor-email.graphql'],
  resolvers: subcontractorEmailResolvers,
};
