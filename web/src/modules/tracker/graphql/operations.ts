import { graphql } from '../../../gql';

// The Project Tracker and Overall Project Tracker (docs/projects.md §2.11, §2.12) over schema/tracker.graphql. Every tracker edit
// answers the whole tracker, written over the query's answer so only the rows and totals that changed re-render.

/** The numeric columns, in the order of TRACKER_FIGURE_COLUMNS (plus the two direct-cost splits). */
export const TrackerFiguresFields = graphql(`
  fragment TrackerFiguresFields on TrackerFigures {
    finalRun scopeTransfer adjustedBudget changeOrderTotals totalRevenue subContractors subcontractorChangeOrders holds
    subContractTotals directCostTotals subBilled otherCosts finalCost overUnderBudget billingToDate paymentReceived
    costToDate netProfitToDate percentComplete revenueRemaining costRemaining balance
  }
`);

export const TrackerRowFields = graphql(`
  fragment TrackerRowFields on TrackerRow {
    id type costCode trade committed deletable unbudgeted
    position { id name }
    level { id name }
    division { id name }
    subdivision { id name }
    category { id name }
    part { id name }
    figures { ...TrackerFiguresFields }
  }
`);

export const ProjectTrackerFields = graphql(`
  fragment ProjectTrackerFields on ProjectTracker {
    projectUid
    rows { ...TrackerRowFields }
    totals {
      rowCount billableHours
      all { ...TrackerFiguresFields }
      totalDirectTrades { ...TrackerFiguresFields }
      generalConditions { ...TrackerFiguresFields }
    }
    overhead contractorFee expectedOverhead overheadDrift buyoutSavings
    overheadBilled { billingToDate paymentReceived }
    contractorFeeBilled { billingToDate paymentReceived }
    projectTotal { projectTotal contractSumToDate scopeTransferNet difference balanced billingToDate paymentReceived }
  }
`);

export const ProjectTrackerQuery = graphql(`
  query ProjectTracker($projectUid: String!) {
    projectTracker(projectUid: $projectUid) { ...ProjectTrackerFields }
  }
`);

/** The header and collapsible summary of docs/projects.md §2.11. */
export const TrackerProjectQuery = graphql(`
  query TrackerProject($id: ID!) {
    project(id: $id) {
      id uid name displayName status constructionStartDate expectedEndDate completedOn
      owner { id name }
      estimator { id firstName lastName }
      projectManager { id firstName lastName }
      siteSuper { id firstName lastName }
    }
  }
`);

export const OverallProjectTrackerQuery = graphql(`
  query OverallProjectTracker($statuses: [ProjectStatus!]) {
    overallProjectTracker(statuses: $statuses) {
      projects {
        projectUid projectName status startDate overhead contractorFee projectTotal contractSumToDate balanced
        figures { ...TrackerFiguresFields }
      }
      totalDirectTrades { ...TrackerFiguresFields }
      generalConditions { ...TrackerFiguresFields }
      all { ...TrackerFiguresFields }
      overhead contractorFee procurementFees projectCost
    }
  }
`);

/** Opening a project from the overall tracker: the overall answer names projects by uid; the selection needs the id. */
export const TrackerProjectByUidQuery = graphql(`
  query TrackerProjectByUid($q: String!) {
    projects(q: $q, page: 1, pageSize: 10) { items { id uid name displayName status } }
  }
`);

export const UpdateTrackerRowMutation = graphql(`
  mutation UpdateTrackerRow($id: ID!, $input: TrackerRowInput!) {
    updateTrackerRow(id: $id, input: $input) { tracker { ...ProjectTrackerFields } }
  }
`);
export const DeleteTrackerRowMutation = graphql(`
  mutation DeleteTrackerRow($id: ID!) {
    deleteTrackerRow(id: $id) { tracker { ...ProjectTrackerFields } }
  }
`);
export const AddLaborScopeTransferMutation = graphql(`
  mutation AddLaborScopeTransfer($input: LaborScopeTransferInput!) {
    addLaborScopeTransfer(input: $input) { tracker { ...ProjectTrackerFields } }
  }
`);
export const AddTradeScopeTransferMutation = graphql(`
  mutation AddTradeScopeTransfer($input: TradeScopeTransferInput!) {
    addTradeScopeTransfer(input: $input) { tracker { ...ProjectTrackerFields } }
  }
`);
