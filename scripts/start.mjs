#!/usr/bin/env node
// Starts the REST API and the GraphQL gateway (which serves the web client) as two processes,
// waits until both answer, then prints where to sign in. `--dev` runs the TypeScript sources with tsx; otherwise
// the workspaces whose sources are newer than their build are rebuilt first (`build-stale.mjs`).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStale } from './build-stale.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
if (!dev && !buildStale()) process.exit(1);
const port = process.env.PORT ?? '4000';
const apiPort = process.env.API_PORT ?? '4001';
const dataDir = resolve(root, process.env.DATA_DIR ?? 'data');
const env = {
  ...process.env,
  PORT: port,
  API_PORT: apiPort,
  DATA_DIR: dataDir,
  API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}`,
  // The REST API believes X-Forwarded-For only from the gateway started here, on this machine (docs/architecture.md
  // §8.4); a gateway elsewhere (API_URL set) needs TRUST_PROXY set to its address.
  TRUST_PROXY: process.env.TRUST_PROXY ?? (process.env.API_URL ? '' : '127.0.0.1'),
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
  // The built product runs graphql-js in production mode; --dev keeps its development checks.
  NODE_ENV: process.env.NODE_ENV ?? (dev ? 'development' : 'production'),
  // The terminal shows warnings as readable lines; every request goes to DATA_DIR/logs/*.log as one JSON line.
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  LOG_FORMAT: process.env.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
};
const logFile = (name) => process.env.LOG_FILE ?? resolve(dataDir, 'logs', `${name}.log`);

const children = [];
function run(name, args) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...env, LOG_FILE: logFile(name) }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (line) => (line ? `[${name}] ${line}` : line);
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => process.stdout.write(chunk.split('\n').map(prefix).join('\n')));
  }
  child.on('exit', (code, signal) => {
    console.error(`[${name}] exited (${signal ?? code}); stopping.`);
    stop(code ?? 1);
  });
  children.push(child);
  return child;
}

function stop(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitFor(url, what, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not answer at ${url} within ${timeoutMs / 1000}s`);
}

const tsx = resolve(root, 'node_modules/tsx/dist/cli.mjs');
run('api', dev ? [tsx, 'api/src/main.ts'] : ['api/dist/main.js']);
await waitFor(`http://127.0.0.1:${apiPort}/api/v1/version`, 'The REST API');
run('gateway', dev ? [tsx, 'gateway/src/main.ts'] : ['gateway/dist/main.js']);
await waitFor(`http://127.0.0.1:${port}/healthz`, 'The GraphQL gateway');

const passwordFile = resolve(dataDir, 'demo-password.txt');
const password =
  process.env.DEMO_PASSWORD ?? (existsSync(passwordFile) ? readFileSync(passwordFile, 'utf8').trim() : '(see the API log above)');
const base = `http://localhost:${port}`;
console.log(`
  Contractor Suite is running.
    Web client:        ${base}/
    GraphQL + GraphiQL: ${base}/graphql
    REST API:          http://localhost:${apiPort}/api/v1  (OpenAPI: /api/openapi.json)
    Database:          ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${dataDir}/pglite`}
    Request logs:      ${logFile('api')}, ${logFile('gateway')}

  Demo logins (password: ${password})
    admin@demo.test          platform admin
    companyadmin@demo.test   company admin, Demo Construction Co
    fulluser@demo.test       full user
    estimator@demo.test      estimator
    sub@demo.test            subcontractor (invited by two companies)

  Press Ctrl+C to stop.
`);
