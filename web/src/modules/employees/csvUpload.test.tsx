import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { templateCsv } from '../../app/CsvUploadDialog';
import { renderWithProviders, signIn } from '../../test/utils';
import { AllEmployeesPage } from './AllEmployeesPage';
import { EMPLOYEE_CSV, POSITION_CSV } from './csvTemplates';
import { EmployeesQuery, UploadEmployeesCsvMutation } from './operations';

const csvText = 'first_name,last_name\nAnn,Lee\n';
const csvFile = (name = 'staff.csv', text = csvText) => new File([text], name, { type: 'text/csv' });
const pick = (file: File) => fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [file] } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

describe('employee and position CSV uploads', () => {
  it('templates carry the documented columns and one example row', () => {
    const positions = templateCsv(POSITION_CSV);
    expect(positions.split('\n')[0]).toBe('position,level,cost_code');
    expect(positions.trim().split('\n')).toHaveLength(2);
    expect(POSITION_CSV.fileName).toBe('positions_levels_template.csv');
    expect(templateCsv(EMPLOYEE_CSV).split('\n')[0]).toBe(
      'first_name,last_name,email,phone_number,position,level,address1,address2,city,state,state_code,zipcode,billable,period,rate,medical_insurance,hiring_date',
    );
  });

  it('All Employees: a refused file shows the failure text and every bad row', async () => {
    signIn({ read: ['all_employees'], write: ['all_employees'] });
    const page = {
      request: { query: EmployeesQuery, variables: { filter: 'ALL', page: 1, pageSize: 10 } },
      result: { data: { employees: { __typename: 'EmployeePage', total: 0, billableCount: 3, nonBillableCount: 1, items: [] } } },
      maxUsageCount: Infinity,
    };
    const refused = {
      request: { query: UploadEmployeesCsvMutation, variables: { csv: csvText } },
      result: {
        data: {
          uploadEmployeesCsv: {
            __typename: 'CsvImportResult', ok: false, imported: 0, message: '2 rows are not valid; nothing was imported.',
            errors: [
              { __typename: 'CsvRowError', line: 3, column: 'email', reason: 'This is not a valid email address' },
              { __typename: 'CsvRowError', line: 4, column: 'zipcode', reason: 'Please enter a valid zipcode.' },
            ],
          },
        },
      },
    };
    renderWithProviders(<AllEmployeesPage />, [page, refused]);
    expect(await screen.findByText('Billable: 3')).toBeInTheDocument();
    expect(screen.getByText('Non-billable: 1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Upload CSV' }));
    await screen.findByLabelText('CSV file');
    pick(csvFile());
    submit();
    expect(await screen.findByText("Sorry! Couldn't upload employees.")).toBeInTheDocument();
    expect(screen.getByText('2 rows are not valid; nothing was imported.')).toBeInTheDocument();
    const rows = screen.getByRole('list', { name: 'Rows not imported' });
    expect(rows).toHaveTextContent('Line 3, email: This is not a valid email address');
    expect(rows).toHaveTextContent('Line 4, zipcode: Please enter a valid zipcode.');
  });
});
