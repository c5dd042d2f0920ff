// The employees tests' fixture (employees.test.ts, employees-lists.test.ts): one test API per file, sign-ins, helpers.
import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { startTestApi, type TestApi } from '../../testing.js';
import { createTestEmployee, createTestLevel, createTestPosition, type CsvFile, signInDemoUsers, testLevelOf, uniqueTag, uploadFile } from '../../test-support.js';

export let api: TestApi;
export const tokens: Record<string, string> = {};
export let tenant1: number;

export const FORBIDDEN = { error: 'You do not have permission to perform this action.' };
export const CREATE_MANDATORY = 'You must enter all mandatory fields.';
export const EDIT_MANDATORY = 'Fill all the mandatory fields.';

export const unique = uniqueTag;
export const createPosition = (name?: string) => createTestPosition(api, tokens.companyAdmin!, name);
export const createLevel = (positionId: number, name?: string, costCode?: string) =>
  createTestLevel(api, tokens.companyAdmin!, positionId, name, costCode);
export const createEmployee = (positionId: number, levelId: number, overrides: Record<string, unknown> = {}) =>
  createTestEmployee(api, tokens.companyAdmin!, positionId, levelId, overrides);
export const levelOf = (levelId: number) => testLevelOf(api, tokens.companyAdmin!, levelId);
export const upload = (url: string, token: string | undefined, file?: CsvFile) => uploadFile(api, url, token, file);

export async function employeeCount(): Promise<number> {
  const row = await api.db.selectFrom('employees').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return row.n;
}

export const EMPLOYEE_KEYS = [
  'ID', 'address1', 'address2', 'billable', 'city', 'cost_code', 'email', 'first_name', 'hiring_date', 'is_active',
  'last_name', 'level', 'level_id', 'medical_insurance', 'period', 'phone_number', 'position', 'position_id', 'rate_per_hour',
  'rate_per_year', 'rates', 'role', 'role_id', 'state', 'state_code', 'time_with_company', 'user_id', 'zipcode',
].sort();

/** The file's test API (a copy of the template database), its sign-ins and tenants: before all, closed after. */
export function useEmployeesApi(): void {
  beforeAll(async () => {
    api = await startTestApi();
    [tenant1] = await signInDemoUsers(api, tokens);
  });
  afterAll(async () => {
    await api?.close();
  });
}
