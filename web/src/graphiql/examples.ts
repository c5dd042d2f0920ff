// Saved example queries, opened as tabs.
export const EXAMPLE_TABS = [
  {
    query: `# Server (REST API) version; needs no token.
query Version {
  version
}
`,
  },
  {
    query: `# The signed-in caller and its permissions.
# Every tab acts as the account named above the editor (sign in there).
query Viewer {
  viewer {
    user { id name username roleId tenantId }
    company { id name }
    permissions { area read write visible }
  }
}
`,
  },
  {
    query: `# One page of companies (platform admin). Page sizes 10, 50, 100.
query Companies($page: Int = 1, $pageSize: Int = 10) {
  companies(page: $page, pageSize: $pageSize) {
    total
    items { id name email phone city state zip isActive }
  }
}
`,
    variables: JSON.stringify({ page: 1, pageSize: 10 }, null, 2),
  },
  {
    query: `# Sign in as an integrator would: the answer's token goes in an Authorization header.
mutation Login($username: String!, $password: String!) {
  login(username: $username, password: $password, rememberMe: false) {
    token
    user { id name roleId tenantId }
  }
}
`,
    variables: JSON.stringify({ username: '', password: '' }, null, 2),
  },
  {
    query: `# The project grid: a page of projects by status and search (name or project ID), newest first.
# Statuses: BIDDING PENDING AWARDED LOST IN_PROGRESS COMPLETED DEAD_NOT_BID. Page sizes 10, 25, 50, 100.
query Projects($status: [ProjectStatus!], $q: String, $page: Int = 1, $pageSize: Int = 25) {
  projects(status: $status, q: $q, page: $page, pageSize: $pageSize) {
    total
    items {
      id uid displayName statusLabel bidDueDate totalCost
      owner { name }
      estimator { firstName lastName }
      projectManager { firstName lastName }
    }
  }
}
`,
    variables: JSON.stringify({ status: ['BIDDING', 'PENDING'], q: null, page: 1, pageSize: 25 }, null, 2),
  },
  {
    query: `# One project with its contract details and the totals of docs/money.md §8 (zeros until bids exist).
query Project($id: ID!) {
  project(id: $id) {
    uid name statusLabel buildingType projectType squareFeet durationWeeks
    constructionStartDate expectedEndDate markupMode totalMarkup customPriceAmount
    owner { name email phone }
    ownerManager { firstName lastName email phone }
    totals { bidTotals overheadCost overheadPercentage profitCost profitPercentage totalCost }
  }
}
`,
    variables: JSON.stringify({ id: '1' }, null, 2),
  },
  {
    query: `# Owners with their addresses and managers (active ones only with activeOnly: true).
query Owners($activeOnly: Boolean = false, $page: Int = 1, $pageSize: Int = 10) {
  owners(activeOnly: $activeOnly, page: $page, pageSize: $pageSize) {
    total
    items {
      id name email phone isActive
      addresses { address1 city state zip }
      managers { firstName lastName email phone }
    }
  }
}
`,
    variables: JSON.stringify({ activeOnly: false, page: 1, pageSize: 10 }, null, 2),
  },
  {
    query: `# Internal labour rates: positions with their levels (a level's hourly rate is the average loaded cost of
# its active employees, docs/money.md §4).
query LaborRates {
  positions {
    name
    levels { name costCode ratePerHour ratePerWeek }
  }
}
`,
  },
  {
    query: `# A project's bid sheets with bid leveling: each bid's subcontractors with their totals (the lowest marked; the
# selected one's total replaces the trade lines' total) and the figures of docs/money.md §7. Alternates are
# listed with isAlternate: true and never enter the project's totals (§8, under project).
query BidSheets($projectUid: String!) {
  bids(projectUid: $projectUid) {
    id isAlternate pricingMode
    division { name }
    subdivision { name }
    subcontractors { name total selected lowest }
    totals { labor burden trades subTotal overhead profit totalCost }
  }
  project: projects(q: $projectUid, page: 1, pageSize: 1) {
    items { uid name totals { bidTotals overheadCost profitCost totalCost } }
  }
}
`,
    variables: JSON.stringify({ projectUid: 'DC_1011' }, null, 2),
  },
  {
    query: `# A project's tracker (docs/money.md §11): budget against cost per line, the six summary figures, and
# whether scope transfers net to zero (Project Total = contract sum to date). The gateway reads the rows and the six
# summaries side by side. overallProjectTracker sums every project (filter with statuses: [IN_PROGRESS, …]).
query ProjectTracker($projectUid: String!) {
  projectTracker(projectUid: $projectUid) {
    rows {
      type costCode trade part { name } position { name } committed
      figures { finalRun scopeTransfer changeOrderTotals totalRevenue holds finalCost overUnderBudget costToDate percentComplete }
    }
    totals { all { totalRevenue finalCost overUnderBudget costToDate percentComplete } billableHours }
    overhead contractorFee expectedOverhead buyoutSavings
    projectTotal { projectTotal contractSumToDate difference balanced }
  }
}
`,
    variables: JSON.stringify({ projectUid: 'DC_1011' }, null, 2),
  },
];
