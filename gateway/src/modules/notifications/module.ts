import type { GatewayModule } from '../module.js';
import { notificationResolvers } from './resolvers.js';

export const notificationsModule: GatewayModule = {
  name: 'notifications',
  schema: ['notifications.graphql'],
  resolvers: notificationResolvers,
};
