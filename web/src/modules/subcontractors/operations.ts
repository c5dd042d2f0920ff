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
      id companyName contactName firstName lastName email phone fax ccEmail payableEmail accountReceivableEmail mobile isActive rating notes
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

/** What the Add/Edit Subcontractor dialog offers: the catalogue's divisions and subdivisions and the US states. */
export const SubcontractorFormOptionsQuery = graphql(`
  query SubcontractorFormOptions {
    divisions { id number name }
    subdivisions { id name divisionId }
    states { name code }
  }
`);

export const CreateSubcontractorMutation = graphql(`
  mutation CreateSubcontractor($input: SubcontractorInput!) {
    createSubcontractor(input: $input) { id companyName }
  }
`);

export const UpdateSubcontractorMutation = graphql(`
  mutation UpdateSubcontractor($id: ID!, $input: SubcontractorInput!) {
    updateSubcontractor(id: $id, input: $input) { id companyName }
  }
`);

/** docs/projects.md §5 Uploads: the file's bytes in base64; whole file or nothing. */
export const UploadSubcontractorsMutation = graphql(`
  mutation UploadSubcontractors($fileName: String!, $contentBase64: String!) {
    uploadSubcontractors(fileName: $fileName, contentBase64: $contentBase64) { ok imported message errors { line column reason } }
  }
`);

export const MapSubcontractorsMutation = graphql(`
  mutation MapSubcontractors($subdivisionId: ID!, $subcontractorIds: [ID!]!) {
    mapSubcontractorsToSubdivision(subdivisionId: $subdivisionId, subcontractorIds: $subcontractorIds) { subdivisionId mapped }
  }
`);

export const SubcontractorsOfSubdivisionQuery = graphql(`
  query SubcontractorsOfSubdivision($subdivisionId: ID!) {
    subcontractorsBySubdivision(subdivisionId: $subdivisionId) { id companyName email phone isActive }
  }
`);
