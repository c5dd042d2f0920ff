import { lazyPage } from '../../app/lazyPage';
import { route, type WebModule } from '../module';

const AllEmployeesPage = lazyPage(() => import('./AllEmployeesPage'), 'AllEmployeesPage');
const EmployeeDetailsPage = lazyPage(() => import('./EmployeeDetailsPage'), 'EmployeeDetailsPage');
const PositionsPage = lazyPage(() => import('./PositionsPage'), 'PositionsPage');

export const employeesModule: WebModule = {
  name: 'employees',
  routes: [
    route('all-employees', 'all_employees', 'All Employees', false, AllEmployeesPage),
    route('employee-details', 'all_employees', 'Employee Details', false, EmployeeDetailsPage),
    route('emp-positions', 'all_employees', 'All Positions and Levels', false, PositionsPage),
  ],
  menu: [{ path: 'all-employees', label: 'All Employees', level: 'company', position: 210 }],
};
