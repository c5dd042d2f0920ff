import { describe, expect, inject, it } from 'vitest';
import { EXAMPLE_TABS } from '../../web/src/graphiql/examples.js';

// The playground's saved queries are what analysts start from: each must run, as written, against the started
// product (cross-tier: GraphiQL's text → gateway → REST API → database).
const baseUrl = inject('baseUrl');
const apiUrl = inject('apiUrl');
const password = inject('demoPassword');

async function token(email: string): Promise<string> {
  const res = await fetch(`${apiUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  const body = (await res.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`login of ${email} failed: ${res.status} ${JSON.stringify(body)}`);
  return body.data.token;
}

async function run(query: string, variables: Record<string, unknown>, bearer?: string) {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
}

const operationName = (query: string) => /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '(anonymous)';

describe('GraphiQL saved queries', () => {
  it('every saved query runs without errors and answers data', async () => {
    const companyAdmin = await token('companyadmin@demo.test');
    const platformAdmin = await token('admin@demo.test');
    const firstProject = await run('{ projects(page: 1, pageSize: 1) { items { id } } }', {}, companyAdmin);
    const projectId = (firstProject.data?.projects as { items: { id: string }[] }).items[0]!.id;

    const names = EXAMPLE_TABS.map((tab) => operationName(tab.query));
    expect(names).toEqual(expect.arrayContaining(['Version', 'Viewer', 'Companies', 'Login', 'Projects', 'Project', 'Owners', 'LaborRates']));
    for (const tab of EXAMPLE_TABS) {
      const name = operationName(tab.query);
      const variables = { ...(tab.variables ? (JSON.parse(tab.variables) as Record<string, unknown>) : {}) };
      // The saved texts leave the sign-in blank and name a project id that the test database may not have.
      if (name === 'Login') Object.assign(variables, { username: 'admin@demo.test', password });
      if (name === 'Project') variables.id = projectId;
      const bearer = name === 'Companies' ? platformAdmin : companyAdmin;
      const answer = await run(tab.query, variables, bearer);
      expect(answer.errors, `${name}: ${JSON.stringify(answer.errors)}`).toBeUndefined();
      expect(Object.values(answer.data ?? {}).every((value) => value !== null), name).toBe(true);
    }
  });

  it('the project saved query answers the demo project with its §8 totals and its staff', async () => {
    const companyAdmin = await token('companyadmin@demo.test');
    const tab = EXAMPLE_TABS.find((t) => operationName(t.query) === 'Projects')!;
    const answer = await run(tab.query, { status: ['IN_PROGRESS'], q: 'Georgetown Library', page: 1, pageSize: 25 }, companyAdmin);
    expect(answer.errors).toBeUndefined();
    const page = answer.data?.projects as { total: number; items: Record<string, unknown>[] };
    // Demo project 12 of 30 ("Georgetown Library Remodel", In Progress) is staffed from the demo employees.
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      displayName: 'Georgetown Library Remodel',
      statusLabel: 'In Progress',
      estimator: { firstName: 'Eve', lastName: 'Estimator' },
    });
    expect(page.items[0]!.projectManager).not.toBeNull();
  });
});
