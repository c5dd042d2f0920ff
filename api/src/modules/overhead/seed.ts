import type { Db } from '../../db/types.js';
import type { ServiceKind } from './rules.js';

// Demo data of the overhead module: a small general contractor's running costs. With the demo employees
// (four salaried office staff, four field employees) the burden rate comes to about $77 an hour.
const SERVICES: [ServiceKind, string, string, string, 'monthly' | 'annually'][] = [
  ['monthly', 'Office rent', '4850.00', '1', 'monthly'],
  ['monthly', 'Utilities', '620.00', '1', 'monthly'],
  ['monthly', 'Internet and office phones', '340.00', '1', 'monthly'],
  ['monthly', 'Estimating and accounting software (per seat)', '95.00', '12', 'monthly'],
  ['monthly', 'Bookkeeping service', '1250.00', '1', 'monthly'],
  ['annual', 'General liability insurance', '38500.00', '1', 'annually'],
  ['annual', 'Contractor licenses and permits', '2400.00', '1', 'annually'],
  ['annual', 'CPA and legal fees', '9800.00', '1', 'annually'],
  ['annual', 'Marketing and bid plan rooms', '6000.00', '1', 'annually'],
  ['equipment', 'Pickup truck lease', '685.00', '2', 'monthly'],
  ['equipment', 'Equipment trailer (purchase)', '14500.00', '1', 'annually'],
  ['equipment', 'Skid steer lease', '1150.00', '1', 'monthly'],
  ['other', 'Truck allowance', '450.00', '1', 'monthly'],
  ['other', 'Cell phone', '65.00', '1', 'monthly'],
  ['other', 'Small tools', '1200.00', '1', 'annually'],
  ['other', 'PPE and safety gear', '600.00', '1', 'annually'],
];

export async function seedDemoOverhead(db: Db, tenantId: number): Promise<void> {
  await db.insertInto('overhead_services').values(SERVICES.map(([kind, name, cost_per_unit, units, period]) => ({
    tenant_id: tenantId, kind, name, cost_per_unit, units, period,
  }))).execute();
}
