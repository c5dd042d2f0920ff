import type { GatewayModule } from '../module.js';
import { directCostResolvers } from './resolvers.js';

export const directCostsModule: GatewayModule = {
  name: 'direct-costs',
  schema: ['direct-costs.graphql'],
  resolvers: directCostResolvers,
};
