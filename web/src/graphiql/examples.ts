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
# Put the token in the Headers tab: { "Authorization": "Bearer <token>" }
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
    query: `# Sign in: copy the token into the Headers tab.
mutation Login($username: String!, $password: String!) {
  login(username: $username, password: $password, rememberMe: false) {
    token
    user { id name roleId tenantId }
  }
}
`,
    variables: JSON.stringify({ username: 'admin@demo.test', password: '' }, null, 2),
  },
];
