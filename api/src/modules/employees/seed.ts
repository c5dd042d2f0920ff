import type { Db } from '../../db/types.js';
import { employeeColumns, insertEmployees, recomputeLevels } from './repository.js';
import type { EmployeeValues } from './rules.js';

// Demo data of the employees module (called by db/seed.ts before the demo projects, which pick their estimator,
// project manager and site superintendent from these people).

/** Positions with their levels (name, cost code); the project pickers go by the first three positions. */
const POSITIONS: [string, [string, string][]][] = [
  ['Estimator', [['Senior', '01-100'], ['Junior', '01-101']]],
  ['Project Manager', [['Senior', '01-200'], ['Associate', '01-201']]],
  ['Superintendent', [['General', '01-300']]],
  ['Carpenter', [['Journeyman', '06-100'], ['Apprentice', '06-101']]],
];

interface DemoPerson {
  first: string;
  last: string;
  position: string;
  level: string;
  pay: Pick<EmployeeValues, 'period' | 'rate_per_hour' | 'rate_per_year' | 'medical_insurance' | 'billable'>;
  hired: string;
  /** The demo login (users.email) that is this employee, which gives the employee its role. */
  login?: string;
}

const salaried = (perYear: string, medical: string) =>
  ({ period: 'annually' as const, rate_per_hour: null, rate_per_year: perYear, medical_insurance: medical, billable: false });
const hourly = (perHour: string, medical: string) =>
  ({ period: 'hourly' as const, rate_per_hour: perHour, rate_per_year: null, medical_insurance: medical, billable: true });

const PEOPLE: DemoPerson[] = [
  { first: 'Eve', last: 'Estimator', position: 'Estimator', level: 'Senior', pay: salaried('98000', '650'), hired: '2019-03-04', login: 'estimator' },
  { first: 'Ethan', last: 'Ellis', position: 'Estimator', level: 'Junior', pay: salaried('72000', '450'), hired: '2023-06-12' },
  { first: 'Frank', last: 'Fuller', position: 'Project Manager', level: 'Senior', pay: salaried('118000', '700'), hired: '2017-01-09', login: 'fullUser' },
  { first: 'Priya', last: 'Patel', position: 'Project Manager', level: 'Associate', pay: salaried('94000', '600'), hired: '2021-09-20' },
  { first: 'Sid', last: 'Sanchez', position: 'Superintendent', level: 'General', pay: hourly('48.50', '550'), hired: '2016-05-02' },
  { first: 'Sara', last: 'Stone', position: 'Superintendent', level: 'General', pay: hourly('46', '550'), hired: '2020-02-17' },
  { first: 'Carl', last: 'Carter', position: 'Carpenter', level: 'Journeyman', pay: hourly('34.25', '400'), hired: '2018-11-05' },
  { first: 'Ana', last: 'Alvarez', position: 'Carpenter', level: 'Apprentice', pay: hourly('22', '400'), hired: '2024-04-15' },
];

/**
 * Positions, levels and 8 employees of the tenant, with their loaded costs and the levels' rates computed as the
 * routes do (docs/money.md §2, §4). `logins` maps DEMO_USERS keys to e-mails: those users become these employees.
 */
export async function seedDemoEmployees(db: Db, tenantId: number, logins: Record<string, string>): Promise<void> {
  const levels = new Map<string, { position_id: number; id: number; cost_code: string }>();
  for (const [position, positionLevels] of POSITIONS) {
    const { id: positionId } = await db.insertInto('positions').values({ tenant_id: tenantId, name: position })
      .returning('id').executeTakeFirstOrThrow();
    for (const [name, costCode] of positionLevels) {
      const level = await db.insertInto('levels')
        .values({ tenant_id: tenantId, position_id: positionId, name, cost_code: costCode })
        .returning(['id', 'position_id', 'cost_code']).executeTakeFirstOrThrow();
      levels.set(`${position}/${name}`, level);
    }
  }
  const rows = PEOPLE.map((p, i) => employeeColumns(tenantId, {
    first_name: p.first,
    last_name: p.last,
    email: `${p.first}.${p.last}@democonstruction.demo`.toLowerCase(),
    phone_number: `(512) 555-04${String(i).padStart(2, '0')}`,
    address1: `${200 + i * 15} Staff Lane`,
    address2: null,
    city: 'Austin',
    state: 'Texas',
    state_code: 'TX',
    zipcode: '78701',
    hiring_date: p.hired,
    role: null,
    ...p.pay,
  }, levels.get(`${p.position}/${p.level}`)!));
  await insertEmployees(db, rows);
  await recomputeLevels({ tenantId }, db, [...levels.values()].map((l) => l.id));

  const employees = await db.selectFrom('employees').select(['id', 'email']).where('tenant_id', '=', tenantId).execute();
  for (const [i, person] of PEOPLE.entries()) {
    const email = person.login && logins[person.login];
    if (!email) continue;
    const employee = employees.find((e) => e.email === rows[i]!.email)!;
    await db.updateTable('users').set({ employee_id: employee.id }).where('email', '=', email).execute();
  }
}
