import type { GatewayModule } from '../module.js';
import { userResolvers } from './resolvers.js';

export const usersModule: GatewayModule = {
  name: 'users',
  schema: ['users.graphql'],
  resolvers: userResolvers,
};
