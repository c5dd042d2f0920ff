import { call, type Reply } from '../../test-support.js';
import type { TestApi } from '../../testing.js';
import { bidFixture, newProject, type BidFixture } from '../projects/sheet-fixture.js';
import { withCurrentVersion } from '../projects/sheet-version.js';

// Test fixture of the direct-cost tests (no test of its own), on the bid fixture's known figures: burden 50.00 an
// hour, a level at 30.00 an hour (20.50 the other), a part at 12.35 per unit (bids/fixture.ts). Adds a vendor mapped
// to the concrete subdivision, one mapped elsewhere, and the fixture's subcontractors (one inactive).

export interface DirectCostFixture extends BidFixture {
  vendors: { mapped: number; unmapped: number; otherTenant: number };
  companyName: string;
}

export async function directCostFixture(api: TestApi): Promise<DirectCostFixture> {
  const f = await bidFixture(api);
  const db = api.db;
  const vendor = async (tenant: number, name: string, subdivision: number) => {
    const row = await db.insertInto('vendors').values({
      tenant_id: tenant, company_name: name, first_name: 'Val', last_name: 'Vendor', email: `${name.replace(/\W/g, '').toLowerCase()}@example.test`,
      phone_number: '5125550111', cc_email: null, payable_email: null, account_recievable_email: null, mobile_number: null,
      is_active: true, is_national: true, working_states: [],
    }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('vendor_subdivisions').values({ tenant_id: tenant, vendor_id: row.id, subdivision_id: subdivision }).execute();
    return row.id;
  };
  const company = await db.selectFrom('companies').select('company_name').where('tenant_id', '=', f.tenant).executeTakeFirstOrThrow();
  return {
    ...f,
    companyName: company.company_name,
    vendors: {
      mapped: await vendor(f.tenant, 'DC Test Ready Mix', f.division.sub),
      unmapped: await vendor(f.tenant, 'DC Test Lumber Yard', f.division.otherSub),
      otherTenant: await vendor(f.otherTenant, 'DC Test Foreign Supply', f.otherTenantSub.sub),
    },
  };
}

/** A REST call that must answer `status` (200 unless told; a bid write sends the bid's current version); its body. */
export async function expectOk(f: BidFixture, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, status = 200, token = f.tokens.companyAdmin) {
  const sent = await withCurrentVersion(f.api, method, url, body);
  const reply: Reply = await call(f.api, method, sent.url, { token, ...(sent.body !== undefined ? { body: sent.body } : {}) });
  if (reply.status !== status) throw new Error(`${method} ${url}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

/** A vendor bill on the fixture's concrete subdivision, charged to a new cost line unless told; its JSON. */
export async function addDirectCost(f: DirectCostFixture, uid: string, extra: Record<string, unknown> = {}) {
  return (await expectOk(f, 'POST', 'directcostsheet', {
    project_uid: uid, sheet_name: 'Concrete pour - level 2', division_id: f.division.id, subdivision_id: f.division.sub,
    vendor_status: true, subcontractor_status: false, payroll_status: false, vendor: f.vendors.mapped, date: '2026-10-14',
    charge_row: 'new', ...extra,
  }, 201)).data;
}

export { newProject };
