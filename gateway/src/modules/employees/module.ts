import type { GatewayModule } from '../module.js';
import { employeeResolvers } from './resolvers.js';

export const employeesModule: GatewayModule = {
  name: 'employees',
  schema: ['employees.graphql'],
  resolvers: employeeResolvers,
};
