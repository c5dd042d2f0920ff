import type { GatewayModule } from '../module.js';
import { projectResolvers } from './resolvers.js';

export const projectsModule: GatewayModule = {
  name: 'projects',
  schema: ['projects.graphql'],
  resolvers: projectResolvers,
};
