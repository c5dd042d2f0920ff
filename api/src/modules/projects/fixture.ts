// The projects tests' fixture (projects.test.ts, projects-changes.test.ts): one test API per file, its sign-ins,
// owners and employees of both tenants, and helpers.
import { sql } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestApi, type TestApi } from '../../testing.js';
import { call, signInDemoUsers } from '../../test-support.js';

export let api: TestApi;
export const tokens: Record<string, string> = {};
export let tenant1: number;
export let tenant2: number;
/** The subcontractor (role 13) and the platform admin acting in the demo company. */
export let subToken: string;
export let subTokenSecond: string;
export let platformInTenant: string;

export const FORBIDDEN = { error: 'You do not have permission to perform this action.' };

export interface OwnerRefs { owner: number; address: number; manager: number }
export let refs: OwnerRefs;
export let otherOwnerRefs: OwnerRefs;
export let tenant2Refs: OwnerRefs;
export let employeeId: number;
export let tenant2EmployeeId: number;
let counter = 2000;
/** A project number no other call in this file got. */
export const nextNumber = () => String((counter += 1));

export async function ownerRefs(tenantId: number, skip = 0): Promise<OwnerRefs> {
  const rows = await sql<{ owner: number; address: number; manager: number }>`
    select o.id as owner, min(a.id) as address, min(m.id) as manager from owners o
    join owner_addresses a on a.tenant_id = o.tenant_id and a.owner_id = o.id
    join owner_managers m on m.tenant_id = o.tenant_id and m.owner_id = o.id
    where o.tenant_id = ${tenantId} and o.is_active group by o.id order by o.id`.execute(api.db);
  return rows.rows[skip]!;
}

export async function insertOwner(tenantId: number, tag: string, active = true): Promise<OwnerRefs> {
  const owner = await api.db.insertInto('owners').values({
    tenant_id: tenantId, name: `Owner ${tag}`, email: `owner-${tag}@example.test`, phone_number: '(512) 555-7000', is_active: active,
  }).returning('id').executeTakeFirstOrThrow();
  const address = await api.db.insertInto('owner_addresses').values({
    tenant_id: tenantId, owner_id: owner.id, address_1: '1 Owner Way', city: 'Austin', state: 'Texas', state_code: 'TX', zip: '78701',
  }).returning('id').executeTakeFirstOrThrow();
  const manager = await api.db.insertInto('owner_managers').values({
    tenant_id: tenantId, owner_id: owner.id, first_name: 'Max', last_name: 'Manager', email: `max-${tag}@example.test`, phone: '(512) 555-7001',
  }).returning('id').executeTakeFirstOrThrow();
  return { owner: owner.id, address: address.id, manager: manager.id };
}

export async function insertEmployee(tenantId: number, tag: string, first = 'Erin', last = 'Estimator'): Promise<number> {
  const row = await api.db.insertInto('employees').values({
    tenant_id: tenantId, first_name: first, last_name: last, email: `emp-${tag}@example.test`, phone_number: '(512) 555-7100',
    position_id: null, level_id: null, cost_code: null, address1: '1 Staff St', address2: null, city: 'Austin', state: 'Texas',
    state_code: 'TX', zipcode: '78701', billable: true, period: 'hourly', rate_per_hour: '30', rate_per_year: null,
    medical_insurance: '0', hiring_date: '2020-01-01', cost_per_hour: '30', cost_per_day: '240', cost_per_week: '1200',
    cost_per_month: '5200', cost_per_year: '62400',
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function projectBody(r: OwnerRefs = refs, info: Record<string, unknown> = {}) {
  return {
    project_info: {
      project_uid: nextNumber(),
      project_name: 'Test Tower',
      estimator: employeeId,
      project_manager: { id: employeeId, first_name: 'Erin', last_name: 'Estimator' },
      site_super: null,
      address1: '9 Site Road',
      address2: '',
      city: 'Austin',
      state: 'Texas',
      state_code: 'TX',
      zipcode: '78702',
      building_type: 'Office',
      project_type: 'New Construction',
      duration: '',
      area: '12,000',
      drawing_link: 'https://drawings.example.test/tower',
      bid_due_date: '2026-03-01',
      time_due: '14:00',
      construction_start_date: '2026-04-01',
      estimated_completion_date: '2026-04-29',
      total_markup: '',
      custom_price_amt: '0',
      power: true,
      water: false,
      ...info,
    },
    project_owner_info: { owner_id: r.owner, addresses: { id: r.address }, owner_manager: { id: r.manager } },
  };
}

export async function createProject(info: Record<string, unknown> = {}, token = tokens.companyAdmin!, r: OwnerRefs = refs) {
  const reply = await call(api, 'POST', 'project', { token, body: projectBody(r, info) });
  if (reply.status !== 200) throw new Error(`create project: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

export async function setStatus(id: number, status: string) {
  const reply = await call(api, 'PUT', `project/${id}/status`, { token: tokens.companyAdmin, body: { status } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data;
}

export async function actAs(token: string, companyId: number): Promise<string> {
  const reply = await call(api, 'POST', 'auth/tenant', { token, body: { company_id: companyId } });
  if (reply.status !== 200) throw new Error(`auth/tenant: ${JSON.stringify(reply.body)}`);
  return reply.body.data.token;
}

/** The file's test API (a copy of the template database), its sign-ins and tenants: before all, closed after. */
export function useProjectsApi(): void {
  beforeAll(async () => {
    api = await startTestApi();
    [tenant1, tenant2] = await signInDemoUsers(api, tokens);
    subToken = await actAs(tokens.subcontractor!, tenant1);
    subTokenSecond = await actAs(tokens.subcontractor!, tenant2);
    platformInTenant = await actAs(tokens.platformAdmin!, tenant1);
    refs = await ownerRefs(tenant1);
    otherOwnerRefs = await ownerRefs(tenant1, 1);
    tenant2Refs = await insertOwner(tenant2, 't2');
    employeeId = await insertEmployee(tenant1, 'est');
    tenant2EmployeeId = await insertEmployee(tenant2, 'est2');
  });
  afterAll(async () => {
    await api?.close();
  });
}
