import { canonicalPhone } from '../../validation.js';
import type { Db } from '../../db/types.js';
import { DEMO_STATE_NAMES, demoCatalogueIds } from '../catalogue/seed.js';
import { DEMO_VENDORS } from './data.js';

/**
 * The demo suppliers of data.ts for one tenant (called by db/seed.ts after the catalogue): mapped to the tenant's
 * divisions and subdivisions by CSI number and name. Bulk inserts, one per table.
 */
export async function seedDemoVendors(db: Db, tenantId: number): Promise<void> {
  const catalogue = await demoCatalogueIds(db, tenantId, 'vendors');
  const emailOf = (v: (typeof DEMO_VENDORS)[number]) => `${v.first.toLowerCase()}.${v.last.toLowerCase().replace(/[^a-z]/g, '')}@${v.domain}`;

  const created = await db.insertInto('vendors').values(DEMO_VENDORS.map((v) => ({
    tenant_id: tenantId, company_name: v.company, first_name: v.first, last_name: v.last, email: emailOf(v),
    phone_number: canonicalPhone(v.phone), cc_email: null, payable_email: `ap@${v.domain}`, account_recievable_email: `ar@${v.domain}`,
    mobile_number: null, is_active: v.active, is_national: v.states === '*', working_states: v.states === '*' ? [] : [...v.states].sort(),
  }))).returning(['id', 'company_name']).execute();
  const idOf = new Map(created.map((c) => [c.company_name, c.id]));

  await db.insertInto('vendor_addresses').values(DEMO_VENDORS.map((v) => ({
    tenant_id: tenantId, vendor_id: idOf.get(v.company)!, address_1: v.street, address_2: null, city: v.city,
    state: DEMO_STATE_NAMES[v.state] ?? v.state, state_code: v.state, zip: v.zip,
  }))).execute();
  await db.insertInto('vendor_managers').values(DEMO_VENDORS.map((v) => ({
    tenant_id: tenantId, vendor_id: idOf.get(v.company)!, first_name: v.first, last_name: v.last, email: emailOf(v),
    phone: canonicalPhone(v.phone),
  }))).execute();
  await db.insertInto('vendor_divisions').values(DEMO_VENDORS.flatMap((v) => v.divisions.map((d) => ({
    tenant_id: tenantId, vendor_id: idOf.get(v.company)!, division_id: catalogue.division(d),
  })))).execute();
  await db.insertInto('vendor_subdivisions').values(DEMO_VENDORS.flatMap((v) => v.subdivisions.map((name) => ({
    tenant_id: tenantId, vendor_id: idOf.get(v.company)!, subdivision_id: catalogue.subdivision(name),
  })))).execute();
}
