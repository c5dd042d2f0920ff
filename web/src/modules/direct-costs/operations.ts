import { graphql } from '../../gql';

// BidRef (division, sub division, vendor, subcontractor, position, level…) is kept inside its parent in the cache
// (BID_TYPE_POLICIES in ../bids/cache.ts).

/** A direct cost as the Direct Cost grid shows it (docs/projects.md §2.8). */
export const DirectCostRowFields = graphql(`
  fragment DirectCostRowFields on DirectCost {
    id
    projectUid
    sheetName
    division { id name }
    subdivision { id name }
    contractorType
    vendor { id name }
    subcontractor { id name }
    contractorName
    date
    notes
    amount
    laborTotal
    tradesTotal
    total
    lineCount
    chargeRow
    unbudgeted
  }
`);

/** A direct cost with its lines, as Direct Cost Details shows it; every line change answers it. */
export const DirectCostFields = graphql(`
  fragment DirectCostFields on DirectCost {
    ...DirectCostRowFields
    laborLines {
      id directCostId date costCode quantity units costPerUnit total overhead budgetTotal notes
      position { id name }
      level { id name }
    }
    tradeLines {
      id directCostId costCode costPerUnit units unitOfMeasure total notes
      subdivision { id name }
      category { id name }
      part { id name }
    }
  }
`);

/** The selected project (its status decides whether direct costs may change, docs/projects.md §4) with its direct costs. */
export const DirectCostProjectQuery = graphql(`
  query DirectCostProject($id: ID!) {
    project(id: $id) {
      id
      uid
      name
      displayName
      status
      directCosts { ...DirectCostRowFields }
    }
  }
`);

export const DirectCostQuery = graphql(`
  query DirectCost($id: ID!) {
    directCost(id: $id) { ...DirectCostFields }
  }
`);

/** The company's sheet names the form offers (docs/projects.md §2.8 directCostSheetName). */
export const DirectCostSheetNamesQuery = graphql(`
  query DirectCostSheetNames {
    directCostSheetNames { id name }
  }
`);

/** The project's budget rows a bill may be charged to (docs/money.md §10), in the tracker's order. */
export const DirectCostChargeRowsQuery = graphql(`
  query DirectCostChargeRows($projectUid: String!) {
    directCostChargeRows(projectUid: $projectUid) { key type costCode trade subdivision part }
  }
`);

export const AddDirectCostMutation = graphql(`
  mutation AddDirectCost($input: AddDirectCostInput!) { addDirectCost(input: $input) { ...DirectCostRowFields } }
`);
export const DeleteDirectCostMutation = graphql(`
  mutation DeleteDirectCost($id: ID!) { deleteDirectCost(id: $id) }
`);
export const AddDirectCostLaborLineMutation = graphql(`
  mutation AddDirectCostLaborLine($directCostId: ID!, $input: DirectCostLaborLineInput!) {
    addDirectCostLaborLine(directCostId: $directCostId, input: $input) { ...DirectCostFields }
  }
`);
export const UpdateDirectCostLaborLineMutation = graphql(`
  mutation UpdateDirectCostLaborLine($id: ID!, $input: DirectCostLaborLineInput!) {
    updateDirectCostLaborLine(id: $id, input: $input) { ...DirectCostFields }
  }
`);
export const DeleteDirectCostLaborLineMutation = graphql(`
  mutation DeleteDirectCostLaborLine($id: ID!) { deleteDirectCostLaborLine(id: $id) { ...DirectCostFields } }
`);
export const AddDirectCostTradeLineMutation = graphql(`
  mutation AddDirectCostTradeLine($directCostId: ID!, $input: TradeLineInput!) {
    addDirectCostTradeLine(directCostId: $directCostId, input: $input) { ...DirectCostFields }
  }
`);
export const UpdateDirectCostTradeLineMutation = graphql(`
  mutation UpdateDirectCostTradeLine($id: ID!, $input: TradeLineInput!) {
    updateDirectCostTradeLine(id: $id, input: $input) { ...DirectCostFields }
  }
`);
export const DeleteDirectCostTradeLineMutation = graphql(`
  mutation DeleteDirectCostTradeLine($id: ID!) { deleteDirectCostTradeLine(id: $id) { ...DirectCostFields } }
`);
