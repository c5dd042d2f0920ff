import type { GatewayModule } from '../module.js';
import { catalogueResolvers } from './resolvers.js';

export const catalogueModule: GatewayModule = {
  name: 'catalogue',
  schema: ['catalogue.graphql'],
  resolvers: catalogueResolvers,
};
