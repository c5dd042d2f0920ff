import type { GatewayModule } from '../module.js';
import { authResolvers } from './resolvers.js';

export const authModule: GatewayModule = {
  name: 'auth',
  schema: ['auth.graphql'],
  resolvers: authResolvers,
};
