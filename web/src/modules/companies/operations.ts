import { graphql } from '../../gql';

export const CompanyFields = graphql(`
  fragment CompanyFields on Company {
    id
    name
    email
    phone
    image
    defaultMarkup
    address1
    address2
    city
    state
    stateCode
    zip
    country
    companyAdmin
    owner { firstName lastName email phone }
    projectIdPrefix
    projectIdStart
    proposalOverhead
    isActive
  }
`);

export const CompaniesQuery = graphql(`
  query Companies($page: Int, $pageSize: Int) {
    companies(page: $page, pageSize: $pageSize) {
      total
      items { id name email phone city state zip companyAdmin isActive }
    }
  }
`);

export const CompanyQuery = graphql(`
  query Company($id: Int!) {
    company(id: $id) { ...CompanyFields }
  }
`);

export const VersionQuery = graphql(`
  query Version {
    version
  }
`);

export const CreateCompanyMutation = graphql(`
  mutation CreateCompany($input: CompanyInput!) {
    createCompany(input: $input) { ...CompanyFields }
  }
`);

export const UpdateCompanyMutation = graphql(`
  mutation UpdateCompany($id: Int!, $input: CompanyInput!) {
    updateCompany(id: $id, input: $input) { ...CompanyFields }
  }
`);

export const SetCompanyActiveMutation = graphql(`
  mutation SetCompanyActive($id: Int!, $isActive: Boolean!) {
    setCompanyActive(id: $id, isActive: $isActive) { id isActive }
  }
`);

export const OpenCompanyMutation = graphql(`
  mutation OpenCompany($companyId: Int!) {
    selectCompany(companyId: $companyId) {
      token
      user { id name username roleId tenantId }
      permissions { area read write visible }
    }
  }
`);
