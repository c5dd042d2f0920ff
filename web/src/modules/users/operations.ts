import { graphql } from '../../gql';

export const TenantUserFields = graphql(`
  fragment TenantUserFields on TenantUser {
    id
    firstName
    lastName
    email
    phone
    address1
    address2
    city
    state
    stateCode
    zip
    role
    roleLabel
    isActive
    employeeId
  }
`);

export const UsersQuery = graphql(`
  query Users($page: Int, $pageSize: Int) {
    users(page: $page, pageSize: $pageSize) {
      total
      items { ...TenantUserFields }
    }
  }
`);

export const UserQuery = graphql(`
  query User($id: ID!) {
    user(id: $id) { ...TenantUserFields }
  }
`);

export const CreateUserMutation = graphql(`
  mutation CreateUser($input: TenantUserInput!) {
    createUser(input: $input) { ...TenantUserFields }
  }
`);

export const UpdateUserMutation = graphql(`
  mutation UpdateUser($id: ID!, $input: TenantUserInput!) {
    updateUser(id: $id, input: $input) { ...TenantUserFields }
  }
`);

export const SetUserActiveMutation = graphql(`
  mutation SetUserActive($id: ID!, $isActive: Boolean!) {
    setUserActive(id: $id, isActive: $isActive) { id isActive }
  }
`);

// The Create New User picker: active employees that have no login yet.
export const EmployeesWithoutRoleQuery = graphql(`
  query EmployeesWithoutRole {
    employeesWithoutRole { id firstName lastName email phone address1 address2 city state stateCode zip }
  }
`);
