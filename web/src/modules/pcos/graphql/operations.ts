import { graphql } from '../../../gql';

// The PCO and change-order screens (docs/projects.md §2.9, §2.10) over schema/pcos.graphql. Every PCO change answers the PCO with
// its totals, so the grids, the Change Order grid (derived from the PCOs) and the badges follow from the cache.

/** A PCO as the Potential Change Order and Change Order grids show it. */
export const PcoRowFields = graphql(`
  fragment PcoRowFields on Pco {
    id
    projectUid
    name
    title
    date
    notes
    status
    changeOrderNumber
    changeOrderName
    pricingMode
    version
    editable
    deletable
    pdfUrl
    totals { labor burden trades totalCost profitPercentage profitCost pcoTotalCost }
  }
`);

/** A PCO with its lines, as PCO Details and Change Order Details show it. */
export const PcoFields = graphql(`
  fragment PcoFields on Pco {
    ...PcoRowFields
    laborLines {
      id pcoId costCode quantity units costPerUnit total overhead budgetTotal notes
      position { id name }
      level { id name }
    }
    tradeLines {
      id pcoId costCode costPerUnit units unitOfMeasure total notes
      subdivision { id name }
      category { id name }
      part { id name }
    }
  }
`);

/** The PCO list: the project, the name the next PCO gets and every PCO. */
export const PcoProjectQuery = graphql(`
  query PcoProject($id: ID!) {
    project(id: $id) {
      id
      uid
      name
      displayName
      status
      pcoProfitPercentage
      nextPcoName
      contractSum { toDate }
      pcos { ...PcoRowFields }
    }
  }
`);

/** The PCO selector of PCO Details: the project's PCOs, oldest first. */
export const ProjectPcoNamesQuery = graphql(`
  query ProjectPcoNames($id: ID!) {
    project(id: $id) { id status pcos { id name title status changeOrderName } }
  }
`);

export const PcoQuery = graphql(`
  query Pco($id: ID!) {
    pco(id: $id) { ...PcoFields }
  }
`);

/** The change orders of the project with the contract sum (docs/projects.md §2.10 made real; docs/money.md §9). */
export const ProjectChangeOrdersQuery = graphql(`
  query ProjectChangeOrders($id: ID!) {
    project(id: $id) {
      id
      uid
      name
      displayName
      contractSum { original changeOrders toDate }
      changeOrders { number name runningContractSum pco { ...PcoRowFields } }
    }
  }
`);

export const AddPcoMutation = graphql(`
  mutation AddPco($input: AddPcoInput!) { addPco(input: $input) { ...PcoRowFields } }
`);
export const UpdatePcoMutation = graphql(`
  mutation UpdatePco($id: ID!, $input: UpdatePcoInput!) { updatePco(id: $id, input: $input) { ...PcoFields } }
`);
export const SetPcoStatusMutation = graphql(`
  mutation SetPcoStatus($id: ID!, $status: PcoStatus!, $expectedVersion: Int!) {
    setPcoStatus(id: $id, status: $status, expectedVersion: $expectedVersion) { ...PcoRowFields }
  }
`);
export const DeletePcoMutation = graphql(`
  mutation DeletePco($id: ID!, $expectedVersion: Int!) { deletePco(id: $id, expectedVersion: $expectedVersion) { id nextPcoName pcos { ...PcoRowFields } } }
`);
export const AddPcoLaborLineMutation = graphql(`
  mutation AddPcoLaborLine($pcoId: ID!, $input: LaborLineInput!) { addPcoLaborLine(pcoId: $pcoId, input: $input) { ...PcoFields } }
`);
export const UpdatePcoLaborLineMutation = graphql(`
  mutation UpdatePcoLaborLine($id: ID!, $input: LaborLineInput!) { updatePcoLaborLine(id: $id, input: $input) { ...PcoFields } }
`);
export const DeletePcoLaborLineMutation = graphql(`
  mutation DeletePcoLaborLine($id: ID!, $expectedVersion: Int!) { deletePcoLaborLine(id: $id, expectedVersion: $expectedVersion) { ...PcoFields } }
`);
export const AddPcoTradeLineMutation = graphql(`
  mutation AddPcoTradeLine($pcoId: ID!, $input: TradeLineInput!) { addPcoTradeLine(pcoId: $pcoId, input: $input) { ...PcoFields } }
`);
export const UpdatePcoTradeLineMutation = graphql(`
  mutation UpdatePcoTradeLine($id: ID!, $input: TradeLineInput!) { updatePcoTradeLine(id: $id, input: $input) { ...PcoFields } }
`);
export const DeletePcoTradeLineMutation = graphql(`
  mutation DeletePcoTradeLine($id: ID!, $expectedVersion: Int!) { deletePcoTradeLine(id: $id, expectedVersion: $expectedVersion) { ...PcoFields } }
`);
