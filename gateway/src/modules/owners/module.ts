import type { GatewayModule } from '../module.js';
import { ownerResolvers } from './resolvers.js';

export const ownersModule: GatewayModule = {
  name: 'owners',
  schema: ['owners.graphql'],
  resolvers: ownerResolvers,
};
