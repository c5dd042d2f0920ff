import { GraphQLError } from 'graphql';
import type { Resolvers } from '../../__generated__/resolvers.js';

// Subcontracts (schema/subcontracts.graphql; REST contract docs/subcontracts.md §4). Stubs until the REST routes land.

const notYet = (): never => {
  throw new GraphQLError('Subcontracts are not available yet.', { extensions: { code: 'NOT_FOUND' } });
};

export const subcontractResolvers: Resolvers = {
  Query: {
    subcontracts: notYet,
    subcontract: notYet,
    mySubcontracts: notYet,
  },
  Mutation: {
    awardSubcontract: notYet,
    createPurchaseOrder: notYet,
    updateSubcontract: notYet,
    addSubcontractLine: notYet,
    updateSubcontractLine: notYet,
    deleteSubcontractLine: notYet,
    deleteSubcontract: notYet,
    addSubcontractChangeOrder: notYet,
    submitSubcontractBilling: notYet,
    approveSubcontractBilling: notYet,
    rejectSubcontractBilling: notYet,
    recordSubcontractPayment: notYet,
    releaseSubcontractRetainage: notYet,
    sendAwardNotification: notYet,
    submitMySubcontractBilling: notYet,
  },
  ProjectSubcontracts: {
    canWrite: () => false,
  },
};
