// Prints the REST API's OpenAPI document (npm run codegen feeds it to openapi-typescript for the gateway).
// Self-contained: builds the app over a throwaway in-memory PGlite; no server is started, no data kept.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/connection.js';

const out = process.argv[2];
const dataDir = await mkdtemp(path.join(tmpdir(), 'openapi-'));
const db = await openDatabase({});
try {
  // A fixed secret: the document needs no database table for it.
  const config = { ...loadConfig({}), dataDir, jwtSecret: 'openapi-document-only' };
  const app = await buildApp({ db, config });
  await app.ready();
  const json = JSON.stringify(app.swagger(), null, 2) + '\n';
  if (out) {
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(out, json);
  }
  else process.stdout.write(json);
  await app.close();
} finally {
  await db.destroy();
  await rm(dataDir, { recursive: true, force: true });
}
