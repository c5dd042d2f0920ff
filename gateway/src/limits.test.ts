import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { buildSchema, Kind, parse, validate, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_TABS } from '../../web/src/graphiql/examples.js';
import { operationCost } from './query-cost.js';
import { ARMOR_CONFIG, loadTypeDefs, QUERY_LIMITS } from './server.js';
import { firstError, startHarness, type Harness } from './testkit.js';
import { REQUEST_LIMITS, RequestUpstream } from './request-upstream.js';
import type { Upstream, UpstreamRequest } from './upstream.js';

// Issue 9 §2: a 347-token query of 15 aliases made 1,515 REST calls. Cost counts list sizes, totals come in one
// call per page, and one operation's REST calls are bounded in number and in concurrency.
const root = resolve(import.meta.dirname, '..', '..');
const schema = buildSchema(loadTypeDefs().join('\n'));

function costOf(source: string, variables: Record<string, unknown> = {}): number {
  const doc = parse(source);
  const fragments = Object.fromEntries(doc.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
    .map((d) => [d.name.value, d]));
  const ops = doc.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return Math.max(...ops.map((op) => operationCost(schema, op, fragments, variables)));
}

/** The GraphQL documents of the web client: every `operations.ts` under web/src/modules (graphql/ folders too). */
function clientDocuments(): string[] {
  const files = readdirSync(join(root, 'web', 'src', 'modules'), { recursive: true, encoding: 'utf8' })
    .filter((f) => /(^|[\\/])operations\.ts$/.test(f)).map((f) => join(root, 'web', 'src', 'modules', f));
  return files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/graphql\(`([\s\S]*?)`\)/g)].map((m) => m[1]!));
}

/** Each client operation with the fragments it may use, as the client sends it. */
function clientOperations(): { op: string; source: string }[] {
  const documents = clientDocuments();
  const fragments = documents.filter((d) => /^\s*fragment /.test(d)).join('\n');
  return documents.filter((d) => !/^\s*fragment /.test(d)).map((op) => {
    const used = new Set([...op.matchAll(/\.\.\.(\w+)/g)].map((m) => m[1]));
    // Only the fragments it spreads (transitively), as graphql-codegen appends them.
    const defs = fragments ? parse(fragments).definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION) : [];
    for (let grew = true; grew;) {
      grew = false;
      for (const d of defs) {
        if (!used.has(d.name.value)) continue;
        for (const m of (d.loc?.source.body.slice(d.loc.start, d.loc.end) ?? '').matchAll(/\.\.\.(\w+)/g)) {
          if (!used.has(m[1])) { used.add(m[1]); grew = true; }
        }
      }
    }
    const source = [op, ...defs.filter((d) => used.has(d.name.value)).map((d) => d.loc!.source.body.slice(d.loc!.start, d.loc!.end))].join('\n');
    return { op: op.trim().split('\n')[0]!, source };
  });
}

/** graphql-armor's validation errors for a document (what the gateway refuses as QUERY_LIMIT). */
const armorErrors = (source: string) =>
  validate(schema, parse(source), new ApolloArmor(ARMOR_CONFIG).protect().validationRules).map((e) => e.message);

describe('query depth counts nested fields, not fragments', () => {
  it('every client operation passes the depth, alias and directive limits (the tracker mutations among them)', () => {
    const ops = clientOperations();
    expect(ops.map((o) => o.op)).toContain('mutation UpdateTrackerRow($id: ID!, $input: TrackerRowInput!) {');
    const refused = ops.map((o) => ({ op: o.op, errors: armorErrors(o.source) })).filter((o) => o.errors.length > 0);
    expect(refused).toEqual([]);
  });

  it('a query nested deeper than the limit is refused, through fragments too', () => {
    let inline = 'name';
    for (let i = 0; i < QUERY_LIMITS.maxDepth; i++) inline = `ofType { ${inline} }`;
    expect(armorErrors(`{ __type(name: "Company") { ${inline} } }`)).toEqual([
      `Syntax Error: Query depth limit of ${QUERY_LIMITS.maxDepth} exceeded, found ${QUERY_LIMITS.maxDepth + 2}.`,
    ]);
    const viaFragments = `{ __type(name: "Company") { ...A } }
      fragment A on __Type { ofType { ofType { ofType { ...B } } } }
      fragment B on __Type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } }`;
    expect(armorErrors(viaFragments)).toEqual([
      `Syntax Error: Query depth limit of ${QUERY_LIMITS.maxDepth} exceeded, found ${QUERY_LIMITS.maxDepth + 2}.`,
    ]);
    // Ten levels of fields, through two fragments, are within it.
    expect(armorErrors(`{ __type(name: "Company") { ...A } }
      fragment A on __Type { ofType { ofType { ...B } } }
      fragment B on __Type { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } }`)).toEqual([]);
  });
});

const aliases = (n: number, selection: string, pageSize = 100) =>
  `{ ${Array.from({ length: n }, (_, i) => `p${i}: projects(page: 1, pageSize: ${pageSize}) { items { ${selection} } }`).join(' ')} }`;
/** The probe's query: 15 pages of 100 projects with their totals. */
const FAN_OUT = aliases(15, 'id totals { totalCost profitCost }');
const HEAVY = aliases(15, 'id totals { totalCost profitCost }', 500);

describe('query cost counts list sizes', () => {
  it('a field under a page of 100 costs 100, inline or through named and inline fragments alike', () => {
    const inline = costOf('{ projects(pageSize: 100) { total items { id totals { totalCost profitCost } } } }');
    const named = costOf(`query { projects(pageSize: 100) { total items { ...Row } } }
      fragment Row on Project { id ...Totals }
      fragment Totals on Project { totals { ... on ProjectTotals { totalCost profitCost } } }`);
    // projects, total, items, then 4 fields under the list of 100.
    expect(inline).toBe(3 + 4 * 100);
    expect(named).toBe(inline);
    expect(costOf('query($n: Int) { projects(pageSize: $n) { items { id } } }', { n: 20 })).toBe(2 + 20);
    expect(costOf(FAN_OUT)).toBe(15 * (2 + 4 * 100));
    expect(costOf(HEAVY)).toBeGreaterThan(QUERY_LIMITS.maxCost);
  });

  it("every saved query and every client operation stays inside the limit (lists at the client's largest page, 100)", () => {
    const documents = clientDocuments();
    const fragments = documents.filter((d) => /^\s*fragment /.test(d)).join('\n');
    const operations = documents.filter((d) => !/^\s*fragment /.test(d));
    expect(operations.length).toBeGreaterThan(20);
    const costs = operations.map((op) => {
      const used = fragments && /\.\.\.\w/.test(op) ? `${op}\n${fragments}` : op;
      return { op: op.trim().split('\n')[0], cost: costOf(used, { pageSize: 100 }) };
    });
    for (const tab of EXAMPLE_TABS) costs.push({ op: tab.query.split('\n')[1] ?? '', cost: costOf(tab.query, { pageSize: 100 }) });
    console.log(`largest client/saved cost: ${Math.max(...costs.map((c) => c.cost))} of ${QUERY_LIMITS.maxCost}`);
    expect(costs.filter((c) => c.cost > QUERY_LIMITS.maxCost)).toEqual([]);
  });
});

describe('fan-out against a real REST API', () => {
  let h: Harness;
  let admin: string;
  beforeAll(async () => {
    h = await startHarness();
    admin = await h.login('companyadmin@demo.test');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('15 pages of 500 projects with totals are refused before any REST call', async () => {
    h.calls.length = 0;
    const res = await h.gql(HEAVY, {}, admin);
    expect(firstError(res).extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED', reason: 'QUERY_LIMIT' });
    expect(res.status).toBe(400);
    expect(h.calls).toEqual([]);
  });

  it("the probe's 15 pages of totals take at most two calls per page (list, totals), never one per project", async () => {
    h.calls.length = 0;
    const res = await h.gql(FAN_OUT, {}, admin);
    expect(res.errors, res.raw).toBeUndefined();
    const rows = Object.values(res.data as Record<string, { items: unknown[] }>).reduce((n, page) => n + page.items.length, 0);
    expect(rows).toBeGreaterThanOrEqual(15 * 20);
    const paths = h.calls.map((c) => c.path);
    expect(paths.filter((p) => p === 'projects')).toHaveLength(15);
    expect(paths.filter((p) => p === 'projects/totals').length).toBeLessThanOrEqual(15);
    expect(paths).toHaveLength(paths.filter((p) => p === 'projects' || p === 'projects/totals').length);
    expect(paths.filter((p) => p.startsWith('projectuid/'))).toEqual([]);
  });
});

describe('REST calls of one operation', () => {
  /** A stand-in upstream that answers after a while and records how many calls are in flight. */
  function slowUpstream() {
    const seen = { calls: 0, inFlight: 0, maxInFlight: 0 };
    const upstream = {
      async call(_req: UpstreamRequest) {
        seen.calls += 1;
        seen.inFlight += 1;
        seen.maxInFlight = Math.max(seen.maxInFlight, seen.inFlight);
        await new Promise((ok) => setTimeout(ok, 5));
        seen.inFlight -= 1;
        return { data: '1' };
      },
    } as unknown as Upstream;
    return { seen, upstream };
  }

  it(`at most ${REQUEST_LIMITS.maxConcurrentCalls} in flight at once, however many a resolver starts`, async () => {
    const { seen, upstream } = slowUpstream();
    const request = new RequestUpstream(upstream, undefined);
    await Promise.all(Array.from({ length: 40 }, () => request.get('version')));
    expect(seen.calls).toBe(40);
    expect(seen.maxInFlight).toBe(REQUEST_LIMITS.maxConcurrentCalls);
  });

  it(`past ${REQUEST_LIMITS.maxCalls} calls the operation gets a clear QUERY_LIMIT error and the API no more calls`, async () => {
    const { seen, upstream } = slowUpstream();
    const request = new RequestUpstream(upstream, undefined);
    const results = await Promise.allSettled(Array.from({ length: REQUEST_LIMITS.maxCalls + 5 }, () => request.get('version')));
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(5);
    expect(refused[0]!.reason.extensions).toMatchObject({ reason: 'QUERY_LIMIT' });
    expect(refused[0]!.reason.message).toMatch(/more than 100 REST calls/);
    expect(seen.calls).toBe(REQUEST_LIMITS.maxCalls);
  });
});
