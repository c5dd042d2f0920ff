import type { GatewayModule } from '../module.js';
import { systemResolvers } from './resolvers.js';

export const systemModule: GatewayModule = {
  name: 'system',
  schema: ['common.graphql'],
  resolvers: systemResolvers,
};
