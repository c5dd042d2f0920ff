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
    expect(names).toEqual(expect.arrayContaining(['Version', 'Viewer', 'Companies', 'Login', 'Projects', 'Project', 'Owners', 'LaborRates', 'BidSheets', 'ProjectTracker']));
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

  it('the bid sheets saved query levels the demo project\'s bids, and its bids add up to its §8 totals', async () => {
    const companyAdmin = await token('companyadmin@demo.test');
    const tab = EXAMPLE_TABS.find((t) => operationName(t.query) === 'BidSheets')!;
    const answer = await run(tab.query, JSON.parse(tab.variables!) as Record<string, unknown>, companyAdmin);
    expect(answer.errors).toBeUndefined();
    type Money = string;
    const bids = answer.data?.bids as { isAlternate: boolean; subcontractors: { total: Money; selected: boolean; lowest: boolean }[];
      totals: { subTotal: Money; overhead: Money } }[];
    const project = (answer.data?.project as { items: { uid: string; totals: Record<string, Money> }[] }).items[0]!;
    expect(project.uid).toBe('DC_1011');
    // The demo Georgetown Library Remodel (In Progress) carries trade bids quoted by two or three subcontractors, and one alternate.
    expect(bids.filter((b) => b.isAlternate)).toHaveLength(1);
    const quoted = bids.filter((b) => b.subcontractors.length >= 2);
    expect(quoted.length).toBeGreaterThan(0);
    for (const b of quoted) {
      const lowest = b.subcontractors.filter((s) => s.lowest);
      expect(lowest).toHaveLength(1);
      expect(b.subcontractors.every((s) => Number(s.total) >= Number(lowest[0]!.total))).toBe(true);
    }
    // §8 over the non-alternate bids, in cents (integers: exact).
    const cents = (m: Money) => Math.round(Number(m) * 100);
    const counted = bids.filter((b) => !b.isAlternate);
    expect(counted.reduce((n, b) => n + cents(b.totals.subTotal), 0)).toBe(cents(project.totals.bidTotals!));
    expect(counted.reduce((n, b) => n + cents(b.totals.overhead), 0)).toBe(cents(project.totals.overheadCost!));
    expect(cents(project.totals.bidTotals!) + cents(project.totals.overheadCost!) + cents(project.totals.profitCost!))
      .toBe(cents(project.totals.totalCost!));
    expect(cents(project.totals.totalCost!)).toBeGreaterThan(0);
  });

  it("the project tracker saved query answers REST's figures for the demo project, balanced", async () => {
    const companyAdmin = await token('companyadmin@demo.test');
    const tab = EXAMPLE_TABS.find((t) => operationName(t.query) === 'ProjectTracker')!;
    const variables = JSON.parse(tab.variables!) as { projectUid: string };
    const answer = await run(tab.query, variables, companyAdmin);
    expect(answer.errors).toBeUndefined();
    const tracker = answer.data?.projectTracker as {
      rows: { figures: { finalCost: string } }[]; totals: { all: { finalCost: string } }; overhead: string;
      projectTotal: { projectTotal: string; contractSumToDate: string; balanced: boolean };
    };
    const rest = async (path: string) => {
      const res = await fetch(`${apiUrl}/api/v1/${path}/projectuid/${variables.projectUid}`, { headers: { authorization: `Bearer ${companyAdmin}` } });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: Record<string, unknown> }).data;
    };
    const [rows, summary, overhead, total] = await Promise.all([
      rest('project-tracker'), rest('calculate-project-tracker'), rest('calculate-project-tracker/overhead'), rest('project-tracker/total-project-cost'),
    ]);
    // The demo Georgetown Library Remodel (In Progress) has bids, accepted PCOs and direct costs: rows, and a netting pair.
    expect(tracker.rows.length).toBe((rows as unknown as unknown[]).length);
    expect(tracker.rows.length).toBeGreaterThan(5);
    expect(tracker.rows.map((r) => r.figures.finalCost)).toEqual((rows as unknown as { final_cost: string }[]).map((r) => r.final_cost));
    expect(tracker.totals.all.finalCost).toBe((summary.total as { final_cost: string }).final_cost);
    expect(tracker.overhead).toBe(overhead.overhead);
    expect(tracker.projectTotal).toEqual({
      projectTotal: total.project_total, contractSumToDate: total.contract_sum_to_date,
      difference: total.difference, balanced: true,
    });
  });
});
