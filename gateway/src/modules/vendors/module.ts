import type { GatewayModule } from '../module.js';
import { vendorResolvers } from './resolvers.js';

export const vendorsModule: GatewayModule = {
  name: 'vendors',
  schema: ['vendors.graphql'],
  resolvers: vendorResolvers,
};
