import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startSmtpInbox } from '@suite/api/testing-smtp';

export const repoRoot = resolve(import.meta.dirname, '..', '..');

export interface Stack {
  baseUrl: string;
  apiUrl: string;
  dataDir: string;
  /** Every message the product sent, as the harness's SMTP server received it (see `startStack`). */
  mailDir: string;
  demoPassword: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.unref();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => ok(port));
    });
  });
}

export async function waitFor(url: string, child: ChildProcess, log: string[], timeoutMs = 120_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`process exited early:\n${log.join('')}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer in time:\n${log.join('')}`);
}

/** Starts a tier; STACK_NODE_ARGS adds Node options to it (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile a bench). */
export function launch(script: string, env: NodeJS.ProcessEnv, log: string[]): ChildProcess {
  const extra = (process.env.STACK_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...extra, join(repoRoot, script)], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (d) => log.push(String(d)));
  child.stderr?.on('data', (d) => log.push(String(d)));
  return child;
}

/**
 * Starts the built product (api/dist, gateway/dist, web/dist) on free ports with a fresh data folder, sending its
 * mail through a real SMTP server started here (smtp-server on 127.0.0.1, a free port; the product's SMTP_URL).
 *
 * The stack lives in vitest's globalSetup (the main process) while the test files run in workers, so the server
 * also writes every message it receives into `mailDir` (`NNNNNN.eml`, the bytes as received, and `NNNNNN.json`, the
 * envelope's sender and recipients, in arrival order): a folder every worker can read, with nothing else to run or
 * address (`readMail` in browser.ts polls it). The product's own outbox (`DATA_DIR/outbox`) must stay empty: `stop`
 * fails the run if the product wrote mail there instead of sending it.
 */
export async function startStack(): Promise<Stack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'suite-e2e-'));
  const mailDir = join(dataDir, 'smtp-received');
  const smtp = await startSmtpInbox({ saveTo: mailDir });
  const [port, apiPort] = [await freePort(), await freePort()];
  const demoPassword = 'Demo#Pass2026';
  const baseUrl = `http://127.0.0.1:${port}`;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const env = {
    ...process.env,
    PORT: String(port),
    API_PORT: String(apiPort),
    API_URL: apiUrl,
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    DEMO_PASSWORD: demoPassword,
    SMTP_URL: smtp.url,
  };
  const apiLog: string[] = [];
  const gatewayLog: string[] = [];
  const api = launch('api/dist/main.js', env, apiLog);
  // Stopped newest first: the gateway, then the API.
  const running = [api];
  try {
    await waitFor(`${apiUrl}/api/v1/version`, api, apiLog);
    const gateway = launch('gateway/dist/main.js', env, gatewayLog);
    running.unshift(gateway);
    await waitFor(`${baseUrl}/healthz`, gateway, gatewayLog);
  } catch (error) {
    // A product that did not start leaves nothing running (its processes, the SMTP server) behind the error.
    for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
    await smtp.close();
    throw error;
  }
  return {
    baseUrl,
    apiUrl,
    dataDir,
    mailDir,
    demoPassword,
    async stop() {
      for (const child of running) {
        if (child.exitCode !== null) continue;
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      await smtp.close();
      const outbox = join(dataDir, 'outbox');
      const unsent = existsSync(outbox) ? readdirSync(outbox) : [];
      rmSync(dataDir, { recursive: true, force: true });
      if (unsent.length > 0) throw new Error(`the product wrote ${unsent.length} message(s) to its outbox instead of sending them by SMTP`);
    },
  };
}
