import { graphql } from '../../gql';

export const VendorRowFields = graphql(`
  fragment VendorRowFields on VendorRow {
    id companyName contactName email phone isActive isNational states
    divisions { id name }
    locations { city state }
  }
`);

/** One page of All Suppliers: one REST call behind it. */
export const VendorsQuery = graphql(`
  query Vendors($page: Int, $pageSize: Int, $filter: VendorFilter) {
    vendors(page: $page, pageSize: $pageSize, filter: $filter) {
      total
      items { ...VendorRowFields }
    }
  }
`);

export const VendorQuery = graphql(`
  query Vendor($id: ID!) {
    vendor(id: $id) {
      id companyName contactName firstName lastName email phone ccEmail payableEmail accountReceivableEmail mobile isActive isNational workingStates
      addresses { id address1 address2 city state stateCode zip }
      managers { id firstName lastName email phone }
      divisions { id name }
      subdivisions { id divisionId name }
    }
  }
`);

export const VendorsBySubdivisionQuery = graphql(`
  query VendorsBySubdivision($subdivisionId: ID!) {
    vendorsBySubdivision(subdivisionId: $subdivisionId) { id companyName email phone isActive }
  }
`);

export const CreateVendorMutation = graphql(`
  mutation CreateVendor($input: VendorInput!) {
    createVendor(input: $input) { id companyName }
  }
`);

export const UpdateVendorMutation = graphql(`
  mutation UpdateVendor($id: ID!, $input: VendorInput!) {
    updateVendor(id: $id, input: $input) { id companyName }
  }
`);

export const SetVendorActiveMutation = graphql(`
  mutation SetVendorActive($id: ID!, $isActive: Boolean!) {
    setVendorActive(id: $id, isActive: $isActive) { id isActive }
  }
`);

export const MapVendorsMutation = graphql(`
  mutation MapVendorsToSubdivision($subdivisionId: ID!, $vendorIds: [ID!]!) {
    mapVendorsToSubdivision(subdivisionId: $subdivisionId, vendorIds: $vendorIds) { subdivisionId mapped }
  }
`);

/** What the forms and filters offer: the catalogue's divisions and subdivisions and the US states. */
export const VendorOptionsQuery = graphql(`
  query VendorOptions {
    divisions { id number name }
    subdivisions { id name divisionId }
    states { name code }
  }
`);

/** Every vendor's name for the mapping dialog's chips (the largest page; a tenant has a few hundred suppliers). */
export const VendorChoicesQuery = graphql(`
  query VendorChoices($search: String) {
    vendors(page: 1, pageSize: 100, filter: { search: $search, active: ACTIVE }) {
      total
      items { id companyName }
    }
  }
`);
