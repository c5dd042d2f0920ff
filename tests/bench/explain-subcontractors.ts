// EXPLAIN ANALYZE of the All Subcontractors page statement (GET contractors) on a tenant with N (default 50,000) bulk
// subcontractors. `npx tsx bench/explain-subcontractors.ts` (PGlite in memory) or with DATABASE_URL (a scratch
// database, dropped afterwards). Prints each plan and its time; exits 1 when a plan reads the whole table where an
// index serves (a Seq Scan on subcontractors).
import { sql } from 'kysely';
import { bulkInsertSubcontractors } from '../../api/src/modules/subcontractors/bulk.js';
import { listSubcontractorsJson, subcontractorListStatement, type SubListFilter } from '../../api/src/modules/subcontractors/list.js';
import { startPreparedDatabase } from './prepared-stack.js';

const n = Number(process.env.N ?? 50_000);
const { db, drop } = await startPreparedDatabase();
let bad = 0;
try {
  const tenant = (await db.selectFrom('companies').select('tenant_id').orderBy('tenant_id').executeTakeFirstOrThrow()).tenant_id;
  console.log('loaded', await bulkInsertSubcontractors(db, tenant, n));
  const division = (await db.selectFrom('subcontractor_divisions').select('division_id').where('tenant_id', '=', tenant)
    .groupBy('division_id').orderBy(({ fn }) => fn.countAll(), 'desc').limit(1).executeTakeFirstOrThrow()).division_id;
  const filters: SubListFilter[] = [
    {}, { q: 'concrete' }, { divisionIds: [division], states: ['TX'], q: 'star', active: 'active' },
    { states: ['OK'], laborOrDesign: ['Union'], q: 'bench' }, { national: true, active: 'inactive' },
  ];
  for (const filter of filters) {
    const ctx = { tenantId: tenant };
    for (let i = 0; i < 3; i++) await listSubcontractorsJson(ctx, db, filter, 1, 25);
    const started = performance.now();
    for (let i = 0; i < 10; i++) await listSubcontractorsJson(ctx, db, filter, 1, 25);
    console.log(`\n=== ${JSON.stringify(filter)}: ${((performance.now() - started) / 10).toFixed(2)} ms (mean of 10)`);
    const plan = await sql<Record<string, string>>`explain analyze ${subcontractorListStatement(tenant, filter, 1, 25)}`.execute(db);
    const text = plan.rows.map((r) => Object.values(r)[0]).join('\n');
    console.log(text);
    if (/Seq Scan on subcontractors\b/.test(text)) {
      bad += 1;
      console.log('!!! a sequential scan of subcontractors');
    }
  }
} finally {
  await drop();
}
if (bad > 0) process.exitCode = 1;
