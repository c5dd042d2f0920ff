import type { GatewayModule } from '../module.js';
import { SERIALIZED_BID_TYPES } from './mapping.js';
import { bidResolvers } from './resolvers.js';

export const bidsModule: GatewayModule = {
  name: 'bids',
  schema: ['bids.graphql'],
  resolvers: bidResolvers,
  serializedTypes: SERIALIZED_BID_TYPES,
};
