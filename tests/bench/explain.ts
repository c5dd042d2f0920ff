// EXPLAIN ANALYZE of the project list statements on a tenant with N (default 100,000) bulk projects.
// `npx tsx bench/explain.ts` (PGlite in memory) or with DATABASE_URL (a scratch database, dropped afterwards).
import { sql } from 'kysely';
import { bulkInsertProjects } from '../../api/src/modules/projects/bulk.js';
import { listProjects, projectListQueries, type ListFilter } from '../../api/src/modules/projects/repository.js';
import { startPreparedDatabase } from './prepared-stack.js';

const n = Number(process.env.N ?? 100_000);
const { db, drop } = await startPreparedDatabase();
try {
  const tenant = (await db.selectFrom('companies').select('tenant_id').orderBy('tenant_id').executeTakeFirstOrThrow()).tenant_id;
  console.log('loaded', await bulkInsertProjects(db, tenant, n));
  const filters: ListFilter[] = [{}, { q: 'harbor' }, { statuses: ['In Progress'] }, { q: 'harbor', statuses: ['In Progress'] }];
  for (const filter of filters) {
    for (let i = 0; i < 3; i++) await listProjects({ tenantId: tenant }, db, filter, 1, 100);
    const started = performance.now();
    for (let i = 0; i < 10; i++) await listProjects({ tenantId: tenant }, db, filter, 1, 100);
    console.log(`\n=== ${JSON.stringify(filter)}: listProjects ${((performance.now() - started) / 10).toFixed(2)} ms (mean of 10)`);
    const { rows, count } = projectListQueries({ tenantId: tenant }, db, filter, 1, 100);
    for (const plan of [await rows.explain(undefined, sql`analyze`), await count.explain(undefined, sql`analyze`)]) {
      console.log(plan.map((r) => Object.values(r)[0]).join('\n'));
    }
  }
} finally {
  await drop();
}
