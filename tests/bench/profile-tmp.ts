import { buildApp } from '../../api/src/app.js';
import { bulkInsertProjects } from '../../api/src/modules/projects/bulk.js';
import { listProjects, toProjectJson } from '../../api/src/modules/projects/repository.js';
import { startPreparedDatabase } from './prepared-stack.js';

const { db, drop } = await startPreparedDatabase();
try {
  const tenant = (await db.selectFrom('companies').select('tenant_id').orderBy('tenant_id').executeTakeFirstOrThrow()).tenant_id;
  await bulkInsertProjects(db, tenant, Number(process.env.N ?? 100000));
  const app = await buildApp({ db, config: { port: 0, host: '127.0.0.1', dataDir: '/tmp/x', publicUrl: 'http://x', mailFrom: 'x', demoPassword: 'Demo#Pass2026' } });
  const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'companyadmin@demo.test', password: 'Demo#Pass2026' } });
  const token = JSON.parse(login.body).data.token;
  const time = async (name: string, fn: () => Promise<unknown>) => {
    for (let i = 0; i < 10; i++) await fn();
    const t: number[] = [];
    for (let i = 0; i < 40; i++) { const s = performance.now(); await fn(); t.push(performance.now() - s); }
    t.sort((a, b) => a - b);
    console.log(name.padEnd(40), t[20]!.toFixed(2));
  };
  await time('inject auth/me', () => app.inject({ url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } }));
  await time('inject v2/projects', () => app.inject({ url: '/api/v2/projects?pageSize=100', headers: { authorization: `Bearer ${token}` } }));
  await time('listProjects', () => listProjects(db, tenant, {}, 1, 100));
  const { items } = await listProjects(db, tenant, {}, 1, 100);
  await time('toProjectJson x100', async () => items.map((r) => toProjectJson(r)));
  await time('JSON.stringify', async () => JSON.stringify(items.map((r) => toProjectJson(r))));
  await app.close();
} finally {
  await drop();
}
