import type { CsvTemplate } from '../../app/CsvUploadDialog';

// docs/accounts.md §8: what the employee and position uploads say when they fail.
export const UPLOAD_MESSAGES = {
  employeesFailed: "Sorry! Couldn't upload employees.",
  positionsFailed: "Sorry! Couldn't upload positions and levels.",
} as const;

// Columns documented for each upload (header row of the template), with one example row.
export const EMPLOYEE_CSV: CsvTemplate = {
  columns: [
    'first_name', 'last_name', 'email', 'phone_number', 'position', 'level', 'address1', 'address2', 'city', 'state', 'state_code',
    'zipcode', 'billable', 'period', 'rate', 'medical_insurance', 'hiring_date',
  ],
  example: [
    'Jane', 'Doe', 'jane.doe@example.com', '5125550100', 'Carpenter', 'Journeyman', '100 Congress Ave', '', 'Austin', 'Texas', 'TX',
    '78701', 'yes', 'hourly', '35.00', '450.00', '2024-01-15',
  ],
  fileName: 'employees_template.csv',
};

export const POSITION_CSV: CsvTemplate = {
  columns: ['position', 'level', 'cost_code'],
  example: ['Carpenter', 'Journeyman', '06-100'],
  fileName: 'positions_levels_template.csv',
};
