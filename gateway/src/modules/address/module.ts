import type { GatewayModule } from '../module.js';
import { addressResolvers } from './resolvers.js';

export const addressModule: GatewayModule = {
  name: 'address',
  schema: ['address.graphql'],
  resolvers: addressResolvers,
};
