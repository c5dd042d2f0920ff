import type { GatewayModule } from '../module.js';
import { SERIALIZED_TRACKER_TYPES } from './mapping.js';
import { trackerResolvers } from './resolvers.js';

export const trackerModule: GatewayModule = {
  name: 'tracker',
  schema: ['tracker.graphql'],
  resolvers: trackerResolvers,
  serializedTypes: SERIALIZED_TRACKER_TYPES,
};
