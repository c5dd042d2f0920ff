import { bulkInsertProjects } from '../../api/src/modules/projects/bulk.js';
import { startPreparedStack } from './prepared-stack.js';
const stack = await startPreparedStack(async (db) => {
  const tenant = await db.selectFrom('companies').select('tenant_id').orderBy('tenant_id').executeTakeFirstOrThrow();
  await bulkInsertProjects(db, tenant.tenant_id, 100_000);
  process.env.NODE_OPTIONS = '--require /tmp/prof2/inspect.cjs';
});
const r = await fetch(`${stack.apiUrl}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'companyadmin@demo.test', password: stack.demoPassword }) });
const token = ((await r.json()) as any).data.token;
const Q = `query { projects(page: 1, pageSize: 100) { total items { id uid name displayName status statusLabel totalCost editable owner { id name } estimator { id firstName lastName } projectManager { id firstName lastName } } } }`;
const gql = async () => { const res = await fetch(`${stack.baseUrl}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ query: Q }) }); const b: any = await res.json(); if (b.errors) throw new Error(JSON.stringify(b.errors)); };
for (let i = 0; i < 30; i++) await gql();
const t = performance.now();
for (let i = 0; i < 300; i++) await gql();
console.log('gql mean', ((performance.now() - t) / 300).toFixed(2));
await stack.stop();
