import type { GatewayModule } from '../module.js';
import { registerProposalDocuments } from './documents.js';
import { proposalResolvers } from './resolvers.js';

export const proposalModule: GatewayModule = {
  name: 'proposal',
  schema: ['proposal.graphql'],
  resolvers: proposalResolvers,
  // The proposal PDF and uploaded bids (schema/proposal.graphql).
  routes: registerProposalDocuments,
};
