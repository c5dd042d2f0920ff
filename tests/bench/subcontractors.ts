// The All Subcontractors bench stage (issue 12): a tenant with BENCH_SUBCONTRACTORS (default 50,000) subcontractors
// loaded before the stack starts; a filtered + searched page of 25 through the gateway and straight from REST.
import { bulkInsertSubcontractors } from '../../api/src/modules/subcontractors/bulk.js';
import { startPreparedStack, type PreparedStack } from './prepared-stack.js';

interface Figures { median: number; p95: number; apiCpu?: number; gatewayCpu?: number }
interface Tools {
  measure(runs: number, call: () => Promise<void>, cpu?: PreparedStack['cpuMs']): Promise<Figures>;
  clients(apiUrl: string, baseUrl: string, token: string): {
    rest(path: string): Promise<void>;
    gql(query: string, variables?: Record<string, unknown>): Promise<void>;
  };
  login(apiUrl: string, username: string, password: string): Promise<string>;
  print(title: string, rows: [string, Figures][]): void;
}

// The grid's query (AllSubcontractorsPage: the SubcontractorRowFields of docs/projects.md §2.14).
const PAGE_QUERY = `query($filter: SubcontractorFilter) {
  subcontractors(page: 1, pageSize: 25, filter: $filter) {
    total items { id companyName email phone isActive isNational states laborAndDesign notes rating
      divisions { id name } locations { city state } } } }`;

export async function subcontractorsStage(runs: number, { measure, clients, login, print }: Tools) {
  const count = Number(process.env.BENCH_SUBCONTRACTORS ?? 50_000);
  let loaded = { inserted: 0, ms: 0 };
  let division = 0;
  const stack = await startPreparedStack(async (db) => {
    const tenant = (await db.selectFrom('companies').select('tenant_id').orderBy('tenant_id').executeTakeFirstOrThrow()).tenant_id;
    loaded = await bulkInsertSubcontractors(db, tenant, count);
    // A division a good share of the rows is mapped to (the loader maps round-robin over the divisions).
    division = (await db.selectFrom('subcontractor_divisions').select('division_id').where('tenant_id', '=', tenant)
      .groupBy('division_id').orderBy(({ fn }) => fn.countAll(), 'desc').limit(1).executeTakeFirstOrThrow()).division_id;
  });
  try {
    const token = await login(stack.apiUrl, 'companyadmin@demo.test', stack.demoPassword);
    const { rest, gql } = clients(stack.apiUrl, stack.baseUrl, token);
    const cases: [string, string, Record<string, unknown>][] = [
      ['no filter', '', {}],
      ['q=concrete', '&q=concrete', { search: 'concrete' }],
      ['division+TX+q=star+active', `&divisions[]=${division}&states[]=TX&q=star&active=active`,
        { divisionIds: [String(division)], states: ['TX'], search: 'star', active: 'ACTIVE' }],
      ['OK+Union+q=bench', '&states[]=OK&laborOrDesign[]=Union&q=bench', { states: ['OK'], laborOrDesign: ['Union'], search: 'bench' }],
    ];
    const rows: [string, Figures][] = [];
    for (const [name, query, filter] of cases) {
      rows.push([`REST GET v2/contractors page of 25, ${name}`,
        await measure(runs, () => rest(`/api/v2/contractors?page=1&pageSize=25${query}`), stack.cpuMs)]);
      rows.push([`GraphQL subcontractors page of 25, ${name}`, await measure(runs, () => gql(PAGE_QUERY, { filter }), stack.cpuMs)]);
    }
    print(`Database: ${stack.database}; tenant with ${loaded.inserted.toLocaleString('en-US')} bulk + 41 demo subcontractors `
      + `(loaded in ${(loaded.ms / 1000).toFixed(1)} s); ${runs} sequential requests each; target median ≤ 30 ms on PostgreSQL`, rows);
  } finally {
    await stack.stop();
  }
}
