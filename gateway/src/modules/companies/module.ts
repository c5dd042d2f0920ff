import type { GatewayModule } from '../module.js';
import { companyResolvers } from './resolvers.js';

export const companiesModule: GatewayModule = {
  name: 'companies',
  schema: ['company.graphql'],
  resolvers: companyResolvers,
};
