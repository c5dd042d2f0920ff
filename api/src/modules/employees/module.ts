import * as m0004 from '../../db/migrations/0004_employees.js';
import type { ApiModule } from '../module.js';
import { recomputeLevels, syncEmployeeCostCodes } from './repository.js';
import { employeeRoutes } from './routes.js';
import { seedDemoEmployees } from './seed.js';

/** Employees, with the positions and levels they are hired into (routes of those: the positions module). */
export const employeesModule: ApiModule = {
  name: 'employees',
  areas: ['all_employees'],
  migrations: { '0004_employees': m0004 },
  routes: (deps) => [employeeRoutes(deps)],
  seed: (db, demo) => seedDemoEmployees(db, demo.first, { estimator: demo.users.estimator, fullUser: demo.users.fullUser }),
  uses: [{ rows: 'level', table: 'employees', column: 'level_id', singular: 'employee' }],
  levelCostCodeChanged: syncEmployeeCostCodes,
  levelsChanged: recomputeLevels,
};
