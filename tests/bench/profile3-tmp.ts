import { sql } from 'kysely';
import { bulkInsertProjects } from '../../api/src/modules/projects/bulk.js';
import { projectListQueries } from '../../api/src/modules/projects/repository.js';
import { startPreparedDatabase } from './prepared-stack.js';

const { db, drop } = await startPreparedDatabase();
try {
  const t = (await db.selectFrom('companies').select('tenant_id').orderBy('tenant_id').executeTakeFirstOrThrow()).tenant_id;
  await bulkInsertProjects(db, t, Number(process.env.N ?? 100000));
  const time = async (name: string, fn: () => Promise<unknown>) => {
    for (let i = 0; i < 10; i++) await fn();
    const ts: number[] = [];
    for (let i = 0; i < 40; i++) { const s = performance.now(); await fn(); ts.push(performance.now() - s); }
    ts.sort((a, b) => a - b);
    console.log(name.padEnd(40), ts[20]!.toFixed(2));
  };
  const { rows, count } = projectListQueries(db, t, {}, 1, 100);
  await time('kysely join page', () => rows.execute());
  await time('kysely count', () => count.execute());
  await time('page ids only', () => sql`select * from projects p where tenant_id = ${t} order by id desc limit 100`.execute(db));
  await time('json subqueries', () => sql`select p.*,
    (select row_to_json(x) from (select o.name, o.first_name, o.last_name, o.email, o.phone_number, o.fax_number, o.cc_email, o.payable_email, o.account_recievable_email, o.mobile_number, o.is_active from owners o where o.tenant_id = p.tenant_id and o.id = p.owner_id) x) as owner,
    (select row_to_json(x) from (select a.address_1, a.address_2, a.city, a.state, a.state_code, a.zip from owner_addresses a where a.tenant_id = p.tenant_id and a.id = p.owner_address_id) x) as address,
    (select row_to_json(x) from (select m.first_name, m.last_name, m.email, m.phone from owner_managers m where m.tenant_id = p.tenant_id and m.id = p.owner_manager_id) x) as manager,
    (select e.first_name || ' ' || e.last_name from employees e where e.tenant_id = p.tenant_id and e.id = p.estimator_id) as es,
    (select e.first_name || ' ' || e.last_name from employees e where e.tenant_id = p.tenant_id and e.id = p.project_manager_id) as pm,
    (select e.first_name || ' ' || e.last_name from employees e where e.tenant_id = p.tenant_id and e.id = p.site_super_id) as ss
    from (select * from projects where tenant_id = ${t} order by id desc limit 100) p order by p.id desc`.execute(db));
  const plan = await rows.explain(undefined, sql`analyze`);
  console.log(plan.map((r) => Object.values(r)[0]).filter((l) => /Planning|Execution/.test(String(l))).join('\n'));
} finally {
  await drop();
}
