// EXPLAIN ANALYZE of the tracker's grouped sources statement (api/src/modules/tracker/sources.ts) on the tracker bench's
// data (tracker-load.ts: a 300-row project and 1,000 more projects), and where a tracker read's time goes: the statement
// against the §11 arithmetic in JavaScript. `npx tsx bench/explain-tracker.ts` (PGlite in memory) or with DATABASE_URL
// (a scratch database, dropped afterwards).
import { sql } from 'kysely';
import { computeRow, rowSums } from '../../api/src/modules/tracker/repository.js';
import { sourceFigures, sourceFiguresQuery, sourceQuery, sourceRows } from '../../api/src/modules/tracker/sources.js';
import { startPreparedDatabase } from './prepared-stack.js';
import { loadTrackerBench } from './tracker-load.js';

const { db, drop } = await startPreparedDatabase();
const mean = async (runs: number, call: () => Promise<unknown> | unknown) => {
  for (let i = 0; i < 3; i++) await call();
  const started = performance.now();
  for (let i = 0; i < runs; i++) await call();
  return ((performance.now() - started) / runs).toFixed(2);
};
try {
  const data = await loadTrackerBench(db, { rows: Number(process.env.ROWS ?? 300), projects: Number(process.env.PROJECTS ?? 1000) });
  const ctx = { tenantId: data.tenantId };
  const project = await db.selectFrom('projects').select('id').where('tenant_id', '=', data.tenantId)
    .where('project_uid', '=', data.projectUid).executeTakeFirstOrThrow();
  const selection = { projectId: project.id };
  const sources = await sourceRows(ctx, db, selection);
  console.log(`${data.projectUid}: ${sources.length} rows`);
  console.log(`sources statement: ${await mean(20, () => sourceRows(ctx, db, selection))} ms (mean of 20)`);
  console.log(`figures-only statement (the summaries): ${await mean(20, () => sourceFigures(ctx, db, selection))} ms (mean of 20)`);
  console.log(`§11 rows and sums in JavaScript: ${await mean(20, () => rowSums(sources.map(computeRow)))} ms (mean of 20)`);
  const plan = await sql<Record<string, string>>`explain (analyze, buffers) ${sourceQuery(ctx, selection)}`.execute(db);
  console.log(plan.rows.map((r) => Object.values(r)[0]).join('\n'));
  const figuresPlan = await sql<Record<string, string>>`explain (analyze, buffers) ${sourceFiguresQuery(ctx, selection)}`.execute(db);
  console.log('\nfigures-only statement:');
  console.log(figuresPlan.rows.map((r) => Object.values(r)[0]).filter((l) => /Planning|Execution/.test(l)).join('\n'));
  console.log(`\noverall sources (every project): ${await mean(3, () => sourceRows(ctx, db, {}))} ms (mean of 3)`);
  console.log(`overall figures-only (what the overall route reads): ${await mean(3, () => sourceFigures(ctx, db, {}))} ms (mean of 3)`);
} finally {
  await drop();
}
