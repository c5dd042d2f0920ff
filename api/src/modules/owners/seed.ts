import type { Db } from '../../db/types.js';

// Demo data of the owners module (called by db/seed.ts on first start).

export const DEMO_BUILDING_TYPES = ['Retail', 'Office', 'Warehouse', 'Medical', 'Restaurant', 'Multifamily', 'Industrial', 'Education'];
export const DEMO_PROJECT_TYPES = ['New Construction', 'Renovation', 'Tenant Improvement', 'Addition', 'Remodel', 'Shell Building'];

const DEMO_OWNERS = [
  {
    name: 'Acme Retail Group', first_name: 'Alice', last_name: 'Archer', email: 'owners@acmeretail.demo', phone: '(512) 555-1101',
    fax: '(512) 555-1102', cc: 'cc@acmeretail.demo', payable: 'ap@acmeretail.demo', receivable: 'ar@acmeretail.demo', mobile: '(512) 555-1103',
    addresses: [
      { address_1: '500 Congress Ave', address_2: 'Suite 200', city: 'Austin', state: 'Texas', state_code: 'TX', zip: '78701' },
      { address_1: '1200 Barton Springs Rd', address_2: null, city: 'Austin', state: 'Texas', state_code: 'TX', zip: '78704' },
    ],
    managers: [
      { first_name: 'Mark', last_name: 'Miller', email: 'mark.miller@acmeretail.demo', phone: '(512) 555-1111' },
      { first_name: 'Nina', last_name: 'Nguyen', email: 'nina.nguyen@acmeretail.demo', phone: '(512) 555-1112' },
    ],
  },
  {
    name: 'Blue Sky Offices LLC', first_name: 'Brian', last_name: 'Baker', email: 'contact@bluesky.demo', phone: '(214) 555-2201',
    fax: null, cc: null, payable: 'billing@bluesky.demo', receivable: null, mobile: null,
    addresses: [{ address_1: '2100 Ross Ave', address_2: null, city: 'Dallas', state: 'Texas', state_code: 'TX', zip: '75201' }],
    managers: [{ first_name: 'Carla', last_name: 'Cruz', email: 'carla.cruz@bluesky.demo', phone: '(214) 555-2211' }],
  },
  {
    name: 'Gulf Coast Logistics', first_name: 'Gary', last_name: 'Green', email: 'info@gulfcoastlogistics.demo', phone: '(713) 555-3301',
    fax: '(713) 555-3302', cc: null, payable: null, receivable: 'receivables@gulfcoastlogistics.demo', mobile: '(713) 555-3303',
    addresses: [
      { address_1: '800 Port Rd', address_2: 'Dock 4', city: 'Houston', state: 'Texas', state_code: 'TX', zip: '77029' },
    ],
    managers: [
      { first_name: 'Derek', last_name: 'Diaz', email: 'derek.diaz@gulfcoastlogistics.demo', phone: '(713) 555-3311' },
    ],
  },
  {
    name: 'Hill Country Medical Partners', first_name: 'Helen', last_name: 'Hughes', email: 'facilities@hcmedical.demo', phone: '(210) 555-4401',
    fax: null, cc: 'admin@hcmedical.demo', payable: null, receivable: null, mobile: null,
    addresses: [{ address_1: '4500 Medical Dr', address_2: null, city: 'San Antonio', state: 'Texas', state_code: 'TX', zip: '78229' }],
    managers: [
      { first_name: 'Ethan', last_name: 'Evans', email: 'ethan.evans@hcmedical.demo', phone: '(210) 555-4411' },
      { first_name: 'Fiona', last_name: 'Foster', email: 'fiona.foster@hcmedical.demo', phone: '(210) 555-4412' },
    ],
  },
  {
    name: 'Lone Star School District', first_name: 'Laura', last_name: 'Lopez', email: 'construction@lonestarisd.demo', phone: '(512) 555-5501',
    fax: null, cc: null, payable: 'accounts@lonestarisd.demo', receivable: null, mobile: '(512) 555-5503',
    addresses: [{ address_1: '300 School House Ln', address_2: null, city: 'Round Rock', state: 'Texas', state_code: 'TX', zip: '78664' }],
    managers: [{ first_name: 'Oscar', last_name: 'Ortiz', email: 'oscar.ortiz@lonestarisd.demo', phone: '(512) 555-5511' }],
  },
  {
    name: 'Riverside Apartments Inc', first_name: 'Rachel', last_name: 'Reed', email: 'office@riversideapts.demo', phone: '(512) 555-6601',
    fax: null, cc: null, payable: null, receivable: null, mobile: null,
    addresses: [{ address_1: '75 Riverside Dr', address_2: 'Bldg B', city: 'Austin', state: 'Texas', state_code: 'TX', zip: '78741' }],
    managers: [{ first_name: 'Paul', last_name: 'Price', email: 'paul.price@riversideapts.demo', phone: '(512) 555-6611' }],
  },
];

/** Owners with addresses and managers, building types and project types for one tenant. */
export async function seedDemoOwners(db: Db, tenantId: number): Promise<void> {
  for (const o of DEMO_OWNERS) {
    const owner = await db.insertInto('owners').values({
      tenant_id: tenantId, name: o.name, first_name: o.first_name, last_name: o.last_name, email: o.email,
      phone_number: o.phone, fax_number: o.fax, cc_email: o.cc, payable_email: o.payable, account_recievable_email: o.receivable,
      mobile_number: o.mobile,
    }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('owner_addresses').values(o.addresses.map((a) => ({ tenant_id: tenantId, owner_id: owner.id, ...a }))).execute();
    await db.insertInto('owner_managers').values(o.managers.map((m) => ({ tenant_id: tenantId, owner_id: owner.id, ...m }))).execute();
  }
  await db.insertInto('generic_values').values([
    ...DEMO_BUILDING_TYPES.map((value) => ({ tenant_id: tenantId, key: 'building_type' as const, value })),
    ...DEMO_PROJECT_TYPES.map((value) => ({ tenant_id: tenantId, key: 'project_type' as const, value })),
  ]).execute();
}
