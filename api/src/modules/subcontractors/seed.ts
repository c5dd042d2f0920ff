import { canonicalPhone } from '../../validation.js';
import type { Db } from '../../db/types.js';
import { DEMO_STATE_NAMES, demoCatalogueIds } from '../catalogue/seed.js';
import { DEMO_SUBS } from './data.js';
import { DESIGN_OPTIONS } from './rules.js';

/**
 * The demo subcontractors of data.ts for one tenant (called by db/seed.ts after the catalogue): mapped to the
 * tenant's divisions and subdivisions by CSI number and name. Bulk inserts, one per table.
 */
export async function seedDemoSubcontractors(db: Db, tenantId: number): Promise<void> {
  const catalogue = await demoCatalogueIds(db, tenantId, 'subcontractors');

  const created = await db.insertInto('subcontractors').values(DEMO_SUBS.map((s) => {
    const local = s.last.toLowerCase().replace(/[^a-z]/g, '');
    return {
      tenant_id: tenantId, company_name: s.company, first_name: s.first, last_name: s.last,
      email: `${s.first.toLowerCase()}.${local}@${s.domain}`, phone_number: canonicalPhone(s.phone),
      fax_number: null, cc_email: null, payable_email: `ap@${s.domain}`, account_recievable_email: null, mobile_number: null,
      is_active: s.active, rating: s.rating, note: s.note, is_national: s.states === '*',
      working_states: s.states === '*' ? [] : [...s.states].sort(), labors_and_design: s.labor,
      design_type: s.labor.find((l) => (DESIGN_OPTIONS as readonly string[]).includes(l)) ?? null, bidding_history: s.history,
    };
  })).returning(['id', 'company_name']).execute();
  const idOf = new Map(created.map((c) => [c.company_name, c.id]));

  await db.insertInto('subcontractor_addresses').values(DEMO_SUBS.map((s) => ({
    tenant_id: tenantId, subcontractor_id: idOf.get(s.company)!, address_1: s.street, address_2: null, city: s.city,
    state: DEMO_STATE_NAMES[s.state] ?? s.state, state_code: s.state, zip: s.zip,
  }))).execute();
  await db.insertInto('subcontractor_managers').values(DEMO_SUBS.flatMap((s) => {
    const id = idOf.get(s.company)!;
    const person = (first: string, last: string, phone: string) => ({
      tenant_id: tenantId, subcontractor_id: id, first_name: first, last_name: last,
      email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${s.domain}`, phone: canonicalPhone(phone),
    });
    const rows = [person(s.first, s.last, s.phone)];
    // A second manager where data.ts names one (estimating or project management contact).
    if (s.manager[0] !== 'Chris') rows.push(person(s.manager[0], s.manager[1], s.phone.replace(/\d{2}$/, '90')));
    return rows;
  })).execute();
  await db.insertInto('subcontractor_divisions').values(DEMO_SUBS.flatMap((s) => s.divisions.map((d) => ({
    tenant_id: tenantId, subcontractor_id: idOf.get(s.company)!, division_id: catalogue.division(d),
  })))).execute();
  await db.insertInto('subcontractor_subdivisions').values(DEMO_SUBS.flatMap((s) => [...new Set(s.subdivisions)].map((name) => ({
    tenant_id: tenantId, subcontractor_id: idOf.get(s.company)!, subdivision_id: catalogue.subdivision(name),
  })))).execute();
}
