import { graphql } from '../../gql';

export const OverheadServiceFields = graphql(`
  fragment OverheadServiceFields on OverheadService {
    id
    kind
    name
    costPerUnit
    units
    period
    figures { hourly daily weekly monthly annually }
  }
`);

export const OverheadTotalsFields = graphql(`
  fragment OverheadTotalsFields on OverheadTotalsBlock {
    key
    label
    fieldEmployees
    noFieldEmployee
    figures { hourly daily weekly monthly annually }
  }
`);

/** The whole Overhead screen in one request; the gateway makes its REST calls side by side. */
export const CompanyOverheadQuery = graphql(`
  query CompanyOverhead {
    companyOverhead {
      monthlyServices { ...OverheadServiceFields }
      annualServices { ...OverheadServiceFields }
      equipmentServices { ...OverheadServiceFields }
      otherServices { ...OverheadServiceFields }
      employees {
        id firstName lastName position level billable isActive ratePerHour ratePerDay ratePerWeek ratePerMonth ratePerYear
      }
      totals { ...OverheadTotalsFields }
    }
  }
`);

export const AddOverheadServiceMutation = graphql(`
  mutation AddOverheadService($kind: OverheadServiceKind!, $input: OverheadServiceInput!) {
    addOverheadService(kind: $kind, input: $input) { ...OverheadServiceFields }
  }
`);

export const UpdateOverheadServiceMutation = graphql(`
  mutation UpdateOverheadService($id: ID!, $input: OverheadServiceInput!) {
    updateOverheadService(id: $id, input: $input) { ...OverheadServiceFields }
  }
`);

export const DeleteOverheadServiceMutation = graphql(`
  mutation DeleteOverheadService($id: ID!) {
    deleteOverheadService(id: $id)
  }
`);

export const DeleteEmployeeMutation = graphql(`
  mutation DeleteEmployee($id: ID!) {
    deleteEmployee(id: $id)
  }
`);
