import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '..', '..');

export interface Stack {
  baseUrl: string;
  apiUrl: string;
  dataDir: string;
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

export function launch(script: string, env: NodeJS.ProcessEnv, log: string[]): ChildProcess {
  const child = spawn(process.execPath, [join(repoRoot, script)], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (d) => log.push(String(d)));
  child.stderr?.on('data', (d) => log.push(String(d)));
  return child;
}

/** Starts the built product (api/dist, gateway/dist, web/dist) on free ports with a fresh data folder. */
export async function startStack(): Promise<Stack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'suite-e2e-'));
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
    SMTP_URL: '',
  };
  const apiLog: string[] = [];
  const gatewayLog: string[] = [];
  const api = launch('api/dist/main.js', env, apiLog);
  await waitFor(`${apiUrl}/api/v1/version`, api, apiLog);
  const gateway = launch('gateway/dist/main.js', env, gatewayLog);
  await waitFor(`${baseUrl}/healthz`, gateway, gatewayLog);
  return {
    baseUrl,
    apiUrl,
    dataDir,
    demoPassword,
    async stop() {
      for (const child of [gateway, api]) {
        if (child.exitCode !== null) continue;
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
