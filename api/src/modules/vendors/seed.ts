import { canonicalPhone } from '../../validation.js';
import type { Db } from '../../db/types.js';
import { DEMO_VENDORS } from './data.js';

const STATE_NAMES: Record<string, string> = { TX: 'Texas', OK: 'Oklahoma', LA: 'Louisiana', NM: 'New Mexico', AR: 'Arkansas' };

/**
 * The demo suppliers of data.ts for one tenant (called by db/seed.ts after the catalogue): mapped to the tenant's
 * divisions and subdivisions by CSI number and name. Bulk inserts, one per table.
 */
export async function seedDemoVendors(db: Db, tenantId: number): Promise<void> {
  const divisions = await db.selectFrom('catalogue_divisions').select(['id', 'division_id']).where('tenant_id', '=', tenantId).execute();
  const subdivisions = await db.selectFrom('catalogue_subdivisions').select(['id', 'subdivision_name']).where('tenant_id', '=', tenantId).execute();
  const divisionId = new Map(divisions.map((d) => [d.division_id, d.id]));
  const subdivisionId = new Map(subdivisions.map((s) => [s.subdivision_name, s.id]));
  const lookup = <K>(map: Map<K, number>, key: K) => {
    const id = map.get(key);
    if (id === undefined) throw new Error(`demo vendors: no catalogue row ${String(key)}`);
    return id;
  };
  const emailOf = (v: (typeof DEMO_VENDORS)[number]) => `${v.first.toLowerCase()}.${v.last.toLowerCase().replace(/[^a-z]/g, '')}@${v.domain}`;

  const created = await db.insertInto('vendors').values(DEMO_VENDORS.map((v) => ({
    tenant_id: tenantId, company_name: v.company, first_name: v.first, last_name: v.last, email: emailOf(v),
    phone_number: canonicalPhone(v.phone), cc_email: null, payable_email: `ap@${v.domain}`, account_recievable_email: `ar@${v.domain}`,
    mobile_number: null, is_active: v.active, is_national: v.states === '*', working_states: v.states === '*' ? [] : [...v.states].sort(),
  }))).returning(['id', 'company_name']).execute();
  const idOf = new Map(created.map((c) => [c.company_name, c.id]));

  await db.insertInto('vendor_addresses').values(DEMO_VENDORS.map((v) => ({
    tenant_id: tenantId, vendor_id: idOf.get(v.company)!, address_1: v.street, address_2: null, city: v.city,
    state: STATE_NAMES[v.state] ?? v.state, state_code: v.state, zip: v.zip,
  }))).execute();
  await db.insertInto('vendor_managers').values(DEMO_VENDORS.map((v) => ({
    tenant_id: tenantId, vendor_id: idOf.get(v.company)!, first_name: v.first, last_name: v.last, email: emailOf(v),
    phone: canonicalPhone(v.phone),
  }))).execute();
  await db.insertInto('vendor_divisions').values(DEMO_VENDORS.flatMap((v) => v.divisions.map((d) => ({
    tenant_id: tenantId, vendor_id: idOf.get(v.company)!, division_id: lookup(divisionId, d),
  })))).execute();
  await db.insertInto('vendor_subdivisions').values(DEMO_VENDORS.flatMap((v) => v.subdivisions.map((name) => ({
    tenant_id: tenantId, vendor_id: idOf.get(v.company)!, subdivision_id: lookup(subdivisionId, name),
  })))).execute();
}
