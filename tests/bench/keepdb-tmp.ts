import { bulkInsertProjects } from '../../api/src/modules/projects/bulk.js';
import { startPreparedDatabase } from './prepared-stack.js';
const { db, url, close } = await startPreparedDatabase();
const t = (await db.selectFrom('companies').select('tenant_id').orderBy('tenant_id').executeTakeFirstOrThrow()).tenant_id;
await bulkInsertProjects(db, t, 100000);
await close();
console.log('URL', url);
