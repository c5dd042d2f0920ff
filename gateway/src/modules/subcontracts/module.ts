import type { GatewayModule } from '../module.js';
import { subcontractResolvers } from './resolvers.js';

export const subcontractsModule: GatewayModule = {
  name: 'subcontracts',
  schema: ['subcontracts.graphql'],
  resolvers: subcontractResolvers,
};
