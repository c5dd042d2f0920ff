import { graphql } from '../../gql';

export const ProjectRowFields = graphql(`
  fragment ProjectRowFields on Project {
    id
    uid
    name
    displayName
    status
    statusLabel
    totalCost
    editable
    owner { id name }
    estimator { id firstName lastName }
    projectManager { id firstName lastName }
  }
`);

export const ProjectFields = graphql(`
  fragment ProjectFields on Project {
    id
    uid
    name
    displayName
    status
    statusLabel
    owner {
      id name firstName lastName email phone fax ccEmail payableEmail accountReceivableEmail mobile isActive
    }
    ownerAddress { id ownerId address1 address2 city state stateCode zip }
    ownerManager { id ownerId firstName lastName email phone }
    estimator { id firstName lastName }
    projectManager { id firstName lastName }
    siteSuper { id firstName lastName }
    address1
    address2
    city
    state
    stateCode
    zip
    buildingType
    projectType
    durationWeeks
    squareFeet
    drawingLink
    bidDueDate
    timeDue
    constructionStartDate
    expectedEndDate
    markupMode
    totalMarkup
    customPriceAmount
    power
    water
    pcoProfitPercentage
    totalCost
    editable
  }
`);

export const ProjectsQuery = graphql(`
  query Projects($status: [ProjectStatus!], $q: String, $page: Int, $pageSize: Int) {
    projects(status: $status, q: $q, page: $page, pageSize: $pageSize) {
      total
      items { ...ProjectRowFields }
    }
  }
`);

export const InvitedProjectsQuery = graphql(`
  query InvitedProjects {
    invitedProjects { ...ProjectRowFields }
  }
`);

export const ProjectQuery = graphql(`
  query Project($id: ID!) {
    project(id: $id) { ...ProjectFields }
  }
`);

export const ProjectTotalsQuery = graphql(`
  query ProjectTotals($id: ID!) {
    project(id: $id) {
      id
      totals { bidTotals overheadCost overheadPercentage profitCost profitPercentage totalCost }
    }
  }
`);

export const NextProjectUidQuery = graphql(`
  query NextProjectUid {
    nextProjectUid
  }
`);

export const CreateProjectMutation = graphql(`
  mutation CreateProject($input: ProjectInput!) {
    createProject(input: $input) { ...ProjectFields }
  }
`);

export const UpdateProjectMutation = graphql(`
  mutation UpdateProject($id: ID!, $input: ProjectInput!) {
    updateProject(id: $id, input: $input) { ...ProjectFields }
  }
`);

export const SetProjectStatusMutation = graphql(`
  mutation SetProjectStatus($id: ID!, $status: ProjectStatus!) {
    setProjectStatus(id: $id, status: $status) { id status statusLabel editable }
  }
`);

export const DeleteProjectMutation = graphql(`
  mutation DeleteProject($id: ID!) {
    deleteProject(id: $id)
  }
`);

export const CopyProjectMutation = graphql(`
  mutation CopyProject($sourceUid: String!, $newUidNumber: String!, $name: String!) {
    copyProject(sourceUid: $sourceUid, newUidNumber: $newUidNumber, name: $name) { id uid name displayName status }
  }
`);

// Pickers of the project forms.
export const ActiveOwnersQuery = graphql(`
  query ActiveOwners($page: Int, $pageSize: Int) {
    owners(activeOnly: true, page: $page, pageSize: $pageSize) {
      total
      items { id name firstName lastName email phone fax ccEmail payableEmail accountReceivableEmail mobile isActive }
    }
  }
`);

export const OwnerAddressesQuery = graphql(`
  query OwnerAddresses($ownerId: ID!) {
    ownerAddresses(ownerId: $ownerId) { id ownerId address1 address2 city state stateCode zip }
  }
`);

export const OwnerManagersQuery = graphql(`
  query OwnerManagers($ownerId: ID!) {
    ownerManagers(ownerId: $ownerId) { id ownerId firstName lastName email phone }
  }
`);

export const AddOwnerAddressMutation = graphql(`
  mutation AddOwnerAddress($ownerId: ID!, $address: OwnerAddressInput!) {
    addOwnerAddress(ownerId: $ownerId, address: $address) { id ownerId address1 address2 city state stateCode zip }
  }
`);

export const AddOwnerManagerMutation = graphql(`
  mutation AddOwnerManager($ownerId: ID!, $manager: OwnerManagerInput!) {
    addOwnerManager(ownerId: $ownerId, manager: $manager) { id ownerId firstName lastName email phone }
  }
`);

export const ProjectListsQuery = graphql(`
  query ProjectLists {
    buildingTypes { id value }
    projectTypes { id value }
  }
`);

export const AddGenericValueMutation = graphql(`
  mutation AddGenericValue($key: GenericListKey!, $value: String!) {
    addGenericValue(key: $key, value: $value) { id value }
  }
`);

export const ProjectStaffQuery = graphql(`
  query ProjectStaff($page: Int, $pageSize: Int) {
    employees(filter: ACTIVE, page: $page, pageSize: $pageSize) {
      total
      items { id firstName lastName positionName role isActive }
    }
  }
`);
