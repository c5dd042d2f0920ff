import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signIn } from '../../test/utils';
import { AllEmployeesPage } from './AllEmployeesPage';
import { CSV_MESSAGES, CsvUploadDialog, EMPLOYEE_CSV, POSITION_CSV, templateCsv } from './CsvUploadDialog';
import { EmployeesQuery, UploadEmployeesCsvMutation } from './operations';

const csvText = 'first_name,last_name\nAnn,Lee\n';
const csvFile = (name = 'staff.csv', text = csvText) => new File([text], name, { type: 'text/csv' });
const pick = (file: File) => fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [file] } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

function dialog(upload = vi.fn(), onDone = vi.fn()) {
  renderWithProviders(
    <CsvUploadDialog
      open
      title="Upload Positions and Levels"
      template={POSITION_CSV}
      failureMessage={CSV_MESSAGES.positionsFailed}
      upload={upload}
      onClose={() => {}}
      onDone={onDone}
    />,
  );
}

describe('CSV upload dialog', () => {
  it("no file: 'Select a file to upload.'; a non-csv file is refused; nothing is sent", async () => {
    signIn({ read: ['all_employees'], write: ['all_employees'] });
    const upload = vi.fn();
    dialog(upload);
    submit();
    expect(await screen.findByText('Select a file to upload.')).toBeInTheDocument();
    pick(csvFile('staff.xlsx'));
    submit();
    expect(await screen.findByText(CSV_MESSAGES.notCsv)).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('template link carries the documented columns and one example row', async () => {
    signIn({ read: ['all_employees'], write: ['all_employees'] });
    dialog();
    const link = await screen.findByRole('link', { name: 'Download template' });
    const csv = decodeURIComponent(link.getAttribute('href')!.replace(/^data:text\/csv;charset=utf-8,/, ''));
    expect(csv).toBe(templateCsv(POSITION_CSV));
    expect(csv.split('\n')[0]).toBe('position,level,cost_code');
    expect(csv.trim().split('\n')).toHaveLength(2);
    expect(templateCsv(EMPLOYEE_CSV).split('\n')[0]).toBe(
      'first_name,last_name,email,phone_number,position,level,address1,address2,city,state,state_code,zipcode,billable,period,rate,medical_insurance,hiring_date',
    );
    expect(link).toHaveAttribute('download', 'positions_levels_template.csv');
  });

  it('sends the file text; success reloads', async () => {
    signIn({ read: ['all_employees'], write: ['all_employees'] });
    const upload = vi.fn().mockResolvedValue({ ok: true, imported: 1, message: '1 rows imported.', errors: [] });
    const onDone = vi.fn();
    dialog(upload, onDone);
    pick(csvFile());
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(upload).toHaveBeenCalledWith(csvText);
    expect(await screen.findByText('1 rows imported.')).toBeInTheDocument();
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
