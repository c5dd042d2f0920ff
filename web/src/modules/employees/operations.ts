import { graphql } from '../../gql';

export const EmployeeFields = graphql(`
  fragment EmployeeFields on Employee {
    id
    firstName
    lastName
    email
    phone
    positionId
    positionName
    levelId
    levelName
    costCode
    address1
    address2
    city
    state
    stateCode
    zip
    billable
    period
    ratePerHour
    ratePerYear
    medicalInsurance
    hiringDate
    timeWithCompany
    isActive
    role
  }
`);

export const EmployeesQuery = graphql(`
  query Employees($filter: ActiveFilter, $page: Int, $pageSize: Int) {
    employees(filter: $filter, page: $page, pageSize: $pageSize) {
      total
      billableCount
      nonBillableCount
      items { ...EmployeeFields }
    }
  }
`);

export const EmployeeQuery = graphql(`
  query Employee($id: ID!) {
    employee(id: $id) {
      ...EmployeeFields
      rates { perHour perDay perWeek perMonth perYear }
    }
  }
`);

export const CreateEmployeeMutation = graphql(`
  mutation CreateEmployee($input: EmployeeInput!) {
    createEmployee(input: $input) { ...EmployeeFields }
  }
`);

export const UpdateEmployeeMutation = graphql(`
  mutation UpdateEmployee($id: ID!, $input: EmployeeInput!) {
    updateEmployee(id: $id, input: $input) { ...EmployeeFields }
  }
`);

export const SetEmployeeActiveMutation = graphql(`
  mutation SetEmployeeActive($id: ID!, $isActive: Boolean!) {
    setEmployeeActive(id: $id, isActive: $isActive) { id isActive }
  }
`);

export const PositionsQuery = graphql(`
  query Positions {
    positions { id name levels { id name costCode } }
  }
`);

export const LevelsQuery = graphql(`
  query Levels {
    levels { id name positionId positionName costCode ratePerHour ratePerWeek costPerUnit }
  }
`);

export const PositionCostCodeQuery = graphql(`
  query PositionCostCode($positionId: ID!) {
    positionCostCode(positionId: $positionId)
  }
`);

export const CreatePositionMutation = graphql(`
  mutation CreatePosition($name: String!) {
    createPosition(name: $name) { id name }
  }
`);

export const UpdatePositionMutation = graphql(`
  mutation UpdatePosition($id: ID!, $name: String!) {
    updatePosition(id: $id, name: $name) { id name }
  }
`);

export const CreateLevelMutation = graphql(`
  mutation CreateLevel($positionId: ID!, $name: String!, $costCode: String!) {
    createLevel(positionId: $positionId, name: $name, costCode: $costCode) { id name positionId costCode }
  }
`);

export const UpdateLevelMutation = graphql(`
  mutation UpdateLevel($id: ID!, $name: String!, $costCode: String) {
    updateLevel(id: $id, name: $name, costCode: $costCode) { id name costCode }
  }
`);

export const DeleteLevelMutation = graphql(`
  mutation DeleteLevel($id: ID!) {
    deleteLevel(id: $id)
  }
`);

export const UploadEmployeesCsvMutation = graphql(`
  mutation UploadEmployeesCsv($csv: String!) {
    uploadEmployeesCsv(csv: $csv) { ok imported message errors { line column reason } }
  }
`);

export const UploadPositionsCsvMutation = graphql(`
  mutation UploadPositionsCsv($csv: String!) {
    uploadPositionsCsv(csv: $csv) { ok imported message errors { line column reason } }
  }
`);

export const DeleteEmployeeMutation = graphql(`
  mutation DeleteEmployee($id: ID!) {
    deleteEmployee(id: $id)
  }
`);
