// Issue 9 "Four times the pages per core": with DATABASE_URL the REST API runs API_WORKERS processes sharing one
// port; migrations and seed run once in the primary; SIGTERM stops them all. PGlite stays one process.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createScratchDatabase } from './scratch-database.js';

const serverUrl = process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';
const apiDir = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
  });
}

interface Started {
  child: ChildProcess;
  port: number;
  output: () => string;
}

/** Starts src/main.ts (through tsx, which cluster workers inherit) and waits for its banner. */
async function startApi(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'api-cluster-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, DATABASE_URL: '', ...env, API_PORT: String(port), DATA_DIR: dataDir, DEMO_PASSWORD: 'Cluster-Test-1', LOG_LEVEL: 'warn' },
  });
  let text = '';
  child.stdout!.on('data', (chunk) => (text += chunk));
  child.stderr!.on('data', (chunk) => (text += chunk));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no banner in 60 s:\n${text}`)), 60_000);
    const check = () => {
      if (text.includes('Demo logins')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => reject(new Error(`exited ${code}:\n${text}`)));
  });
  return { child, port, output: () => text };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

describe('REST API processes', () => {
  it('serves from API_WORKERS=2 worker processes with PostgreSQL and stops them all on SIGTERM', async () => {
    const scratch = await createScratchDatabase(serverUrl, 'api_cluster');
    cleanup.push(() => scratch.drop());
    const api = await startApi({ DATABASE_URL: scratch.url, API_WORKERS: '2' });
    cleanup.push(async () => void api.child.kill('SIGKILL'));
    expect(api.output()).toContain('(2 worker processes)');

    const pids = new Set<number>();
    for (let round = 0; round < 20 && pids.size < 2; round++) {
      // Parallel requests on fresh connections: the primary hands them out round-robin.
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          fetch(`http://127.0.0.1:${api.port}/api/v1/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', connection: 'close' },
            body: JSON.stringify({ username: 'nobody', password: 'wrong' }),
          }),
        ),
      );
      for (const res of answers) {
        await res.arrayBuffer();
        pids.add(Number(res.headers.get('x-api-worker')));
      }
    }
    expect(pids.size).toBe(2);
    for (const pid of pids) expect(pid).not.toBe(api.child.pid);

    const exited = new Promise<number | null>((resolve) => api.child.once('exit', (code) => resolve(code)));
    api.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await new Promise((r) => setTimeout(r, 200));
    for (const pid of pids) expect(alive(pid)).toBe(false);
  }, 120_000);

  it('stays one process on the embedded database, warning that API_WORKERS is ignored', async () => {
    const api = await startApi({ API_WORKERS: '2' });
    cleanup.push(async () => void api.child.kill('SIGKILL'));
    expect(api.output()).toContain('API_WORKERS is ignored without DATABASE_URL');
    const res = await fetch(`http://127.0.0.1:${api.port}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'nobody', password: 'wrong' }),
    });
    await res.arrayBuffer();
    expect(res.headers.get('x-api-worker')).toBeNull();
    const exited = new Promise<number | null>((resolve) => api.child.once('exit', (code) => resolve(code)));
    api.child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 120_000);
});
