import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createProcessLogger } from '@suite/logging';
import { buildApp } from './app.js';
import { generatePassword } from './auth/passwords.js';
import { loadConfig, type Config } from './config.js';
import { openDatabase } from './db/connection.js';
import { DataFolderLocked } from './db/data-lock.js';
import { migrateToLatest } from './db/migrate.js';
import { DEMO_USERS, needsSeed, seedDemoData } from './db/seed.js';

/** DEMO_PASSWORD, else the one generated at first seed and kept in DATA_DIR/demo-password.txt. */
async function demoPassword(config: Config, creating: boolean): Promise<string | undefined> {
  if (config.demoPassword) return config.demoPassword;
  const file = path.join(config.dataDir, 'demo-password.txt');
  if (!creating) return (await readFile(file, 'utf8').catch(() => undefined))?.trim();
  const password = generatePassword();
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

function openConfigured(config: Config) {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
  });
}

/** Migrations and the first-start seed: run once, before any process serves requests. */
async function prepareDatabase(config: Config, db: Awaited<ReturnType<typeof openDatabase>>): Promise<string | undefined> {
  await migrateToLatest(db);
  const firstStart = await needsSeed(db);
  const password = await demoPassword(config, firstStart);
  if (firstStart) await seedDemoData(db, password!);
  return password;
}

function banner(config: Config, password: string | undefined, workers: number): void {
  const processes = workers > 1 ? ` (${workers} worker processes)` : '';
  console.log(`REST API on http://${config.host}:${config.port}/api/v1 (OpenAPI: /api/openapi.json)${processes}`);
  console.log(`Demo logins: ${Object.values(DEMO_USERS).join(', ')}`);
  console.log(password ? `Demo password: ${password}` : 'Demo password: see DEMO_PASSWORD or demo-password.txt of the first start');
}

/**
 * API_WORKERS (default: the number of cores). Only with DATABASE_URL: the embedded PGlite lives inside one
 * process and cannot be shared, so it stays one process (issue 9 "Four times the pages per core").
 */
function workerCount(config: Config, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.API_WORKERS?.trim();
  const asked = raw ? Number(raw) : availableParallelism();
  if (!Number.isInteger(asked) || asked < 1) throw new Error(`API_WORKERS must be a positive integer, got "${raw}"`);
  if (!config.databaseUrl) {
    if (raw && asked > 1) console.warn('API_WORKERS is ignored without DATABASE_URL: the embedded database runs in one process.');
    return 1;
  }
  return asked;
}

/** One process serving requests: the whole API (single mode) or one cluster worker sharing the port. */
async function serve(config: Config, prepare: boolean, workers: number): Promise<void> {
  const db = await openConfigured(config);
  const password = prepare ? await prepareDatabase(config, db) : undefined;
  const app = await buildApp({ db, config, loggerInstance: createProcessLogger('api') });
  // Names the answering process, so that an operator (and the cluster test) can see the load spread.
  if (workers > 1) app.addHook('onSend', async (_request, reply) => void reply.header('x-api-worker', String(process.pid)));
  const close = async () => {
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  if (prepare) banner(config, password, 1);
}

/** Cluster primary: prepares the database once, forks the workers, restarts a crashed one, stops them all on a signal. */
async function primary(config: Config, workers: number): Promise<void> {
  const db = await openConfigured(config);
  const password = await prepareDatabase(config, db);
  await db.destroy();

  let stopping = false;
  let listening = 0;
  const fork = () => cluster.fork({ API_WORKER: '1' });
  cluster.on('listening', () => {
    if (++listening === workers) banner(config, password, workers);
  });
  cluster.on('exit', (worker, code, signal) => {
    // A clean exit (0) is a worker that took the signal itself (Ctrl-C reaches the whole process group).
    if (stopping || code === 0) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`API worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    fork();
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const alive = Object.values(cluster.workers ?? {});
    if (alive.length === 0) process.exit(0);
    for (const worker of alive) worker?.process.kill('SIGTERM');
    // A worker stuck in shutdown must not keep the service half-alive.
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, 10_000).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  for (let i = 0; i < workers; i++) fork();
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (cluster.isWorker) return serve(config, false, 2);
  const workers = workerCount(config);
  if (workers === 1) return serve(config, true, 1);
  return primary(config, workers);
}

main().catch((err) => {
  // A held data folder is an operator's situation, not a crash: its message says what to do.
  console.error(err instanceof DataFolderLocked ? err.message : err);
  process.exit(1);
});
