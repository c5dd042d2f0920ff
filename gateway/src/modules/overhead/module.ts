import type { GatewayModule } from '../module.js';
import { overheadResolvers } from './resolvers.js';

export const overheadModule: GatewayModule = {
  name: 'overhead',
  schema: ['overhead.graphql'],
  resolvers: overheadResolvers,
};
