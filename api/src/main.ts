import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from './app.js';
import { generatePassword } from './auth/passwords.js';
import { loadConfig, type Config } from './config.js';
import { openDatabase } from './db/connection.js';
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

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
  });
  await migrateToLatest(db);
  const firstStart = await needsSeed(db);
  const password = await demoPassword(config, firstStart);
  if (firstStart) await seedDemoData(db, password!);

  const app = await buildApp({ db, config, logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  const close = async () => {
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);

  await app.listen({ port: config.port, host: config.host });
  console.log(`REST API on http://${config.host}:${config.port}/api/v1 (OpenAPI: /api/openapi.json)`);
  console.log(`Demo logins: ${Object.values(DEMO_USERS).join(', ')}`);
  console.log(password ? `Demo password: ${password}` : 'Demo password: see DEMO_PASSWORD or demo-password.txt of the first start');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
