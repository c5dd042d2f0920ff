import type { GatewayModule } from '../module.js';
import { subcontractorResolvers } from './resolvers.js';

export const subcontractorsModule: GatewayModule = {
  name: 'subcontractors',
  schema: ['subcontractors.graphql'],
  resolvers: subcontractorResolvers,
};
