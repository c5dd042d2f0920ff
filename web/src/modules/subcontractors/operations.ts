import { graphql } from '../../gql';

export const SubcontractorRowFields = graphql(`
  fragment SubcontractorRowFields on SubcontractorRow {
    id companyName email phone isActive isNational states laborAndDesign notes rating
    divisions { id name }
    locations { city state }
  }
`);

/** One page of All Subcontractors: one REST call behind it. */
export const SubcontractorsQuery = graphql(`
  query Subcontractors($page: Int, $pageSize: Int, $filter: SubcontractorFilter) {
    subcontractors(page: $page, pageSize: $pageSize, filter: $filter) {
      total
      items { ...SubcontractorRowFields }
    }
  }
`);

export const SubcontractorQuery = graphql(`
  query Subcontractor($id: ID!) {
    subcontractor(id: $id) {
      id companyName contactName email phone fax ccEmail payableEmail accountReceivableEmail mobile isActive rating notes
      isNational workingStates laborAndDesign designType biddingHistory
      addresses { id address1 address2 city state stateCode zip }
      managers { id firstName lastName email phone }
      divisions { id name }
      subdivisions { id divisionId name }
    }
  }
`);

export const SetSubcontractorActiveMutation = graphql(`
  mutation SetSubcontractorActive($id: ID!, $isActive: Boolean!) {
    setSubcontractorActive(id: $id, isActive: $isActive) { id isActive }
  }
`);

/** What the filter offers: the catalogue's divisions and the US states. */
export const SubcontractorFilterOptionsQuery = graphql(`
  query SubcontractorFilterOptions {
    divisions { id number name }
    states { name code }
  }
`);
