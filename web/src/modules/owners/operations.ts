import { graphql } from '../../gql';

export const OwnerFields = graphql(`
  fragment OwnerFields on Owner {
    id
    name
    firstName
    lastName
    email
    phone
    fax
    ccEmail
    payableEmail
    accountReceivableEmail
    mobile
    isActive
    addresses { id ownerId address1 address2 city state stateCode zip }
    managers { id ownerId firstName lastName email phone }
  }
`);

export const OwnersQuery = graphql(`
  query Owners($activeOnly: Boolean, $page: Int, $pageSize: Int) {
    owners(activeOnly: $activeOnly, page: $page, pageSize: $pageSize) {
      total
      items { ...OwnerFields }
    }
  }
`);

export const OwnerQuery = graphql(`
  query Owner($id: ID!) {
    owner(id: $id) { ...OwnerFields }
  }
`);

export const CreateOwnerMutation = graphql(`
  mutation CreateOwner($input: OwnerInput!) {
    createOwner(input: $input) { ...OwnerFields }
  }
`);

export const UpdateOwnerMutation = graphql(`
  mutation UpdateOwner($id: ID!, $input: OwnerInput!) {
    updateOwner(id: $id, input: $input) { ...OwnerFields }
  }
`);

export const SetOwnerActiveMutation = graphql(`
  mutation SetOwnerActive($id: ID!, $isActive: Boolean!) {
    setOwnerActive(id: $id, isActive: $isActive) { id isActive }
  }
`);

export const UploadOwnersCsvMutation = graphql(`
  mutation UploadOwnersCsv($csv: String!) {
    uploadOwnersCsv(csv: $csv) { ok imported message errors { line column reason } }
  }
`);

export const DeleteOwnerMutation = graphql(`
  mutation DeleteOwner($id: ID!) {
    deleteOwner(id: $id)
  }
`);
