// The auth tests' fixture (auth.test.ts, auth-passwords.test.ts): one test API per file, its sign-ins and helpers.
import { afterAll, beforeAll } from 'vitest';
import { DEMO_USERS, startTestApi, type TestApi } from '../../testing.js';
import { login } from '../../test-support.js';

export let api: TestApi;
export let adminToken: string;
export let tenant1: number;
export let tenant2: number;

export const INVALID = 'Provide valid Username and password';

/** The file's test API (a copy of the template database), its sign-ins and tenants: before all, closed after. */
export function useAuthApi(): void {
  beforeAll(async () => {
    api = await startTestApi();
    adminToken = await login(api, DEMO_USERS.platformAdmin);
    const companies = await api.db.selectFrom('companies').select(['tenant_id', 'company_name']).orderBy('tenant_id').execute();
    tenant1 = companies[0]!.tenant_id;
    tenant2 = companies[1]!.tenant_id;
  });
  afterAll(async () => {
    await api?.close();
  });
}
