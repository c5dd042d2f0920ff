// Starts the built product (api/dist, gateway/dist) on a database prepared BEFORE start: migrated, demo-seeded and
// loaded with bulk projects through the api package's own db layer. PGlite (a fresh data folder) by default, or a
// scratch database on the DATABASE_URL server (dropped on stop).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../api/src/db/connection.js';
import { migrateToLatest } from '../../api/src/db/migrate.js';
import { seedDemoData } from '../../api/src/db/seed.js';
import { createScratchDatabase } from '../../api/src/scratch-database.js';
import type { Db } from '../../api/src/db/types.js';
import type { ChildProcess } from 'node:child_process';
import { freePort, launch, waitFor } from '../support/stack.js';

export interface PreparedStack {
  baseUrl: string;
  apiUrl: string;
  demoPassword: string;
  database: 'PGlite' | 'PostgreSQL';
  /** CPU time used so far by each tier's process (user + system), ms; figures that the machine's load barely moves. */
  cpuMs(): { api: number; gateway: number };
  /** Starts one more gateway in front of the same API, with `env` over the stack's; stopped by `stop()` at the latest. */
  startGateway(env: Record<string, string>): Promise<{ baseUrl: string; cpuMs(): number; stop(): Promise<void> }>;
  stop(): Promise<void>;
}

// Linux reports a process's CPU time in clock ticks (USER_HZ, 100 on every mainstream kernel).
const TICKS_PER_SECOND = 100;

/** utime + stime of a process from /proc/<pid>/stat, ms (0 where /proc is missing). */
function processCpuMs(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** A migrated, demo-seeded database: PGlite (in `pgliteDir`, else in memory) or a scratch database on DATABASE_URL. */
export async function startPreparedDatabase(pgliteDir?: string): Promise<{ db: Db; url?: string; close(): Promise<void>; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL?.trim() || undefined;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'bench') : undefined;
  const db = await openDatabase({ databaseUrl: scratch?.url, pgliteDir: scratch ? undefined : pgliteDir });
  await migrateToLatest(db);
  await seedDemoData(db, DEMO_PASSWORD);
  let closed = false;
  const close = async () => {
    if (!closed) await db.destroy();
    closed = true;
  };
  const drop = async () => { await scratch?.drop(); };
  return { db, url: scratch?.url, close, async drop() { await close(); await drop(); } };
}

/** CPU ms of a process and its live children (the REST API's cluster workers), read from /proc. */
function treeCpuMs(pid: number | undefined): number {
  if (pid === undefined) return 0;
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    // no /proc: the process alone
  }
  return processCpuMs(pid) + children.reduce((sum, child) => sum + processCpuMs(child), 0);
}

const DEMO_PASSWORD = 'Demo#Pass2026';

/** Prepares the database with `load(db)`, closes it, then starts the API and the gateway on it. */
export async function startPreparedStack(load: (db: Db) => Promise<void>): Promise<PreparedStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'suite-bench-'));
  const demoPassword = DEMO_PASSWORD;
  const prepared = await startPreparedDatabase(join(dataDir, 'pglite'));
  try {
    await load(prepared.db);
  } finally {
    await prepared.close();
  }
  const scratch = prepared.url ? { url: prepared.url, drop: prepared.drop } : undefined;

  const [port, apiPort] = [await freePort(), await freePort()];
  const baseUrl = `http://127.0.0.1:${port}`;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    API_PORT: String(apiPort),
    API_URL: apiUrl,
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    DEMO_PASSWORD: demoPassword,
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
  };
  if (scratch) env.DATABASE_URL = scratch.url;
  else delete env.DATABASE_URL;
  const apiLog: string[] = [];
  const gatewayLog: string[] = [];
  const api = launch('api/dist/main.js', env, apiLog);
  await waitFor(`${apiUrl}/api/v1/version`, api, apiLog, 180_000);
  const gateway = launch('gateway/dist/main.js', env, gatewayLog);
  await waitFor(`${baseUrl}/healthz`, gateway, gatewayLog, 180_000);
  const children = [gateway, api];
  const stopChild = async (child: ChildProcess) => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  return {
    baseUrl,
    apiUrl,
    demoPassword,
    database: scratch ? 'PostgreSQL' : 'PGlite',
    cpuMs: () => ({ api: treeCpuMs(api.pid), gateway: processCpuMs(gateway.pid) }),
    async startGateway(extra) {
      const extraPort = await freePort();
      const extraUrl = `http://127.0.0.1:${extraPort}`;
      const log: string[] = [];
      const child = launch('gateway/dist/main.js', { ...env, ...extra, PORT: String(extraPort), PUBLIC_URL: extraUrl }, log);
      children.unshift(child);
      await waitFor(`${extraUrl}/healthz`, child, log, 180_000);
      return { baseUrl: extraUrl, cpuMs: () => processCpuMs(child.pid), stop: () => stopChild(child) };
    },
    async stop() {
      for (const child of children) await stopChild(child);
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
