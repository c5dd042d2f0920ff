import { graphql } from '../../gql';

// BidRef and BidSubcontractor are kept inside their bid in the cache (BID_TYPE_POLICIES in cache.ts).

/** The project's §8 totals as the bid screens show them; every bid change answers them (Bid.project). */
export const BidProjectTotalsFields = graphql(`
  fragment BidProjectTotalsFields on Project {
    id
    status
    markupMode
    totalCost
    totals { bidTotals overheadCost overheadPercentage profitCost profitPercentage totalCost }
  }
`);

/** A bid as the Bid Sheets grids show it. */
export const BidRowFields = graphql(`
  fragment BidRowFields on Bid {
    id
    projectUid
    division { id name }
    subdivision { id name }
    label
    scopeOfWork
    isAlternate
    status
    pricingMode
    version
    subcontractors { id name total selected lowest }
    totals { labor burden trades subTotal overhead profit totalCost }
    project { ...BidProjectTotalsFields }
  }
`);

/** A bid with its lines, as Bid Sheet Details shows it. */
export const BidFields = graphql(`
  fragment BidFields on Bid {
    ...BidRowFields
    lease { holderName expiresAt mine }
    laborLines {
      id bidId costCode quantity units costPerUnit total overhead budgetTotal notes
      position { id name }
      level { id name }
    }
    tradeLines {
      id bidId costCode costPerUnit units unitOfMeasure total notes
      subdivision { id name }
      category { id name }
      part { id name }
      amounts { subcontractorId subcontractorName amount }
    }
  }
`);

export const BidSheetProjectQuery = graphql(`
  query BidSheetProject($id: ID!) {
    project(id: $id) {
      uid
      name
      displayName
      ...BidProjectTotalsFields
      bids { ...BidRowFields }
    }
  }
`);

export const BidQuery = graphql(`
  query Bid($id: ID!) {
    bid(id: $id) { ...BidFields }
  }
`);

/** The bid selector of Bid Sheet Details: the project's bids, oldest first. */
export const ProjectBidNamesQuery = graphql(`
  query ProjectBidNames($id: ID!) {
    project(id: $id) { id bids { id label isAlternate division { id name } subdivision { id name } } }
  }
`);

export const AddBidMutation = graphql(`
  mutation AddBid($input: AddBidInput!) { addBid(input: $input) { ...BidFields } }
`);
export const UpdateBidMutation = graphql(`
  mutation UpdateBid($id: ID!, $input: UpdateBidInput!) { updateBid(id: $id, input: $input) { ...BidFields } }
`);
export const SetBidAlternateMutation = graphql(`
  mutation SetBidAlternate($id: ID!, $isAlternate: Boolean!, $expectedVersion: Int!) {
    setBidAlternate(id: $id, isAlternate: $isAlternate, expectedVersion: $expectedVersion) { ...BidFields }
  }
`);
export const DeleteBidMutation = graphql(`
  mutation DeleteBid($id: ID!, $expectedVersion: Int!) { deleteBid(id: $id, expectedVersion: $expectedVersion) { ...BidProjectTotalsFields } }
`);
export const AddBidSubcontractorsMutation = graphql(`
  mutation AddBidSubcontractors($bidId: ID!, $subcontractorIds: [ID!]!, $expectedVersion: Int!) {
    addBidSubcontractors(bidId: $bidId, subcontractorIds: $subcontractorIds, expectedVersion: $expectedVersion) { ...BidFields }
  }
`);
export const RemoveBidSubcontractorMutation = graphql(`
  mutation RemoveBidSubcontractor($bidId: ID!, $subcontractorId: ID!, $expectedVersion: Int!) {
    removeBidSubcontractor(bidId: $bidId, subcontractorId: $subcontractorId, expectedVersion: $expectedVersion) { ...BidFields }
  }
`);
export const SelectBidSubcontractorMutation = graphql(`
  mutation SelectBidSubcontractor($bidId: ID!, $subcontractorId: ID, $expectedVersion: Int!) {
    selectBidSubcontractor(bidId: $bidId, subcontractorId: $subcontractorId, expectedVersion: $expectedVersion) { ...BidFields }
  }
`);
export const SetBidPricingModeMutation = graphql(`
  mutation SetBidPricingMode($bidId: ID!, $mode: BidPricingMode!, $expectedVersion: Int!) {
    setBidPricingMode(bidId: $bidId, mode: $mode, expectedVersion: $expectedVersion) { ...BidFields }
  }
`);
export const AddLaborLineMutation = graphql(`
  mutation AddLaborLine($bidId: ID!, $input: LaborLineInput!) { addLaborLine(bidId: $bidId, input: $input) { ...BidFields } }
`);
export const UpdateLaborLineMutation = graphql(`
  mutation UpdateLaborLine($id: ID!, $input: LaborLineInput!) { updateLaborLine(id: $id, input: $input) { ...BidFields } }
`);
export const DeleteLaborLineMutation = graphql(`
  mutation DeleteLaborLine($id: ID!, $expectedVersion: Int!) { deleteLaborLine(id: $id, expectedVersion: $expectedVersion) { ...BidFields } }
`);
export const AddTradeLineMutation = graphql(`
  mutation AddTradeLine($bidId: ID!, $input: TradeLineInput!) { addTradeLine(bidId: $bidId, input: $input) { ...BidFields } }
`);
export const UpdateTradeLineMutation = graphql(`
  mutation UpdateTradeLine($id: ID!, $input: TradeLineInput!) { updateTradeLine(id: $id, input: $input) { ...BidFields } }
`);
export const DeleteTradeLineMutation = graphql(`
  mutation DeleteTradeLine($id: ID!, $expectedVersion: Int!) { deleteTradeLine(id: $id, expectedVersion: $expectedVersion) { ...BidFields } }
`);
export const OpenBidForEditMutation = graphql(`
  mutation OpenBidForEdit($bidId: ID!) {
    openBidForEdit(bidId: $bidId) {
      __typename
      ... on BidLeaseGranted { lease { holderName expiresAt mine } bid { id version lease { holderName expiresAt mine } } }
      ... on BidLocked { message holderName expiresAt }
    }
  }
`);
export const ReleaseBidMutation = graphql(`
  mutation ReleaseBid($bidId: ID!) { releaseBid(bidId: $bidId) }
`);
