import type { GatewayModule } from '../module.js';
import { registerSubcontractDocuments } from './documents.js';
import { SERIALIZED_SUBCONTRACT_TYPES } from './mapping.js';
import { subcontractResolvers } from './resolvers.js';

export const subcontractsModule: GatewayModule = {
  name: 'subcontracts',
  schema: ['subcontracts.graphql'],
  resolvers: subcontractResolvers,
  serializedTypes: SERIALIZED_SUBCONTRACT_TYPES,
  // The subcontract PDF, the lien waivers and the signed waivers (docs/subcontracts.md §6).
  routes: registerSubcontractDocuments,
};
