// Scratch databases on a PostgreSQL server for tests and benches; test-template.ts (the run's template) and testing.ts
// (each test's API) both make them, so this sits below both rather than in either.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A fresh database on the DATABASE_URL server, dropped again on close (never that server's own database). */
/** `template`: a copy of that database (test-template.ts) instead of an empty one. */
export async function createScratchDatabase(serverUrl: string, prefix = 'api_test', template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await createDatabase(admin, name, template);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

// Two copies of one template at the same instant can meet "source database is being accessed by other users"
// (PostgreSQL briefly connects to the template to copy it): retry a few times.
async function createDatabase(admin: pg.Client, name: string, template: string | undefined): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
      return;
    } catch (error) {
      if (!template || attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}
