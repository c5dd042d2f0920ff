// The embedded database's lock dies with its process (docs/architecture.md §8.1):
// the real API (src/main.ts) is killed with SIGKILL and started again at once on the same data folder, and a lock file
// left naming a live process that is not the product (pid 1 in a container, any pid reused) blocks nothing.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterEach, describe, expect, it } from 'vitest';
import { readPgliteImage, readTestTemplate } from '../test-template.js';
import { lockFileOf } from './data-lock.js';

const apiDir = path.resolve(import.meta.dirname, '../..');
/** The demo password: the template's where the folder starts from it, else the one the first start seeds with. */
let password = 'Restart-Test-1';
const children: ChildProcess[] = [];
const roots: string[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
  });
}

interface Run {
  child: ChildProcess;
  port: number;
  /** Resolves with the banner (serving), or rejects with the output when the process exits first. */
  serving: Promise<void>;
  exited: Promise<{ code: number | null; output: string }>;
}

/** Starts the API as `npm start` does (one process, embedded database) on the data folder. */
async function startApi(dataDir: string): Promise<Run> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, DATABASE_URL: '', API_PORT: String(port), DATA_DIR: dataDir, DEMO_PASSWORD: password, LOG_LEVEL: 'warn' },
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; output: string }>((done) => child.once('exit', (code) => done({ code, output })));
  const serving = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', () => output.includes('Demo logins') && resolve());
    void exited.then(({ code }) => reject(new Error(`the API exited (${code}):\n${output}`)));
  });
  serving.catch(() => undefined);
  return { child, port, serving, exited };
}

async function killed(run: Run): Promise<void> {
  run.child.kill('SIGKILL');
  await run.exited;
}

async function signIn(run: Run): Promise<number> {
  const reply = await fetch(`http://127.0.0.1:${run.port}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin@demo.test', password }),
  });
  return reply.status;
}

/** A DATA_DIR; its database starts as the run's seeded template where there is one (else the first start seeds). */
async function dataDir(): Promise<string> {
  const root = mkdtempSync(path.join(tmpdir(), 'api-restart-'));
  roots.push(root);
  const template = await readTestTemplate();
  if (template?.pgliteImage) {
    password = template.demoPassword;
    const seeded = new PGlite(path.join(root, 'pglite'), { loadDataDir: await readPgliteImage(template.pgliteImage), extensions: { pg_trgm } });
    await seeded.waitReady;
    await seeded.close();
  }
  return root;
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('restarting the API on its embedded database', () => {
  it('a second live API on the folder is refused naming the first; after kill -9 an immediate restart serves the same data', async () => {
    const folder = await dataDir();
    const first = await startApi(folder);
    await first.serving;
    expect(await signIn(first)).toBe(200);

    const second = await startApi(folder);
    const refused = await second.exited;
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`is in use by another process (pid ${first.child.pid} on ${hostname()}`);
    expect(await signIn(first)).toBe(200); // the refused start left the running one alone

    await killed(first);
    // The file stays behind naming the killed process; the kernel's lock on it is gone with the process.
    expect(JSON.parse(readFileSync(lockFileOf(path.join(folder, 'pglite')), 'utf8')).pid).toBe(first.child.pid);
    const restarted = await startApi(folder);
    await restarted.serving;
    expect(await signIn(restarted)).toBe(200); // the demo data the first process seeded
  }, 240_000);

  it('a lock file naming a live process that is not the product (pid 1, as in a container) does not block the start', async () => {
    const folder = await dataDir();
    const lock = lockFileOf(path.join(folder, 'pglite'));
    writeFileSync(lock, JSON.stringify({ pid: 1, host: hostname(), started: new Date().toISOString() }));

    const restarted = await startApi(folder);
    await restarted.serving;
    expect(await signIn(restarted)).toBe(200);
    expect(JSON.parse(readFileSync(lock, 'utf8')).pid).toBe(restarted.child.pid);
  }, 240_000);
});
