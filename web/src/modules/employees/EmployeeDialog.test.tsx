import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signIn } from '../../test/utils';
import { EmployeeDialog } from './EmployeeDialog';
import { CreateEmployeeMutation, PositionCostCodeQuery, PositionsQuery } from './operations';
import { EMPLOYEE_MESSAGES } from './validation';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

async function choose(label: string, option: string) {
  // Level stays disabled until the chosen position has been seen by the form.
  await waitFor(() => expect(screen.getByLabelText(label)).toBeEnabled());
  fireEvent.mouseDown(screen.getByLabelText(label));
  const matches = await screen.findAllByTitle(option);
  fireEvent.click(matches[matches.length - 1]);
}

const positions = {
  request: { query: PositionsQuery },
  result: {
    data: {
      positions: [
        { __typename: 'Position', id: '1', name: 'Carpenter', levels: [{ __typename: 'Level', id: '11', name: 'Journeyman', costCode: '01-100' }] },
        { __typename: 'Position', id: '2', name: 'Foreman', levels: [{ __typename: 'Level', id: '21', name: 'Lead', costCode: '' }] },
        { __typename: 'Position', id: '3', name: 'Laborer', levels: [] },
      ],
    },
  },
  maxUsageCount: Infinity,
};

const costCode = (positionId: string, code: string) => ({
  request: { query: PositionCostCodeQuery, variables: { positionId } },
  result: { data: { positionCostCode: code } },
});

const employee = {
  __typename: 'Employee' as const, id: '5', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '2125550100', positionId: '1',
  positionName: 'Carpenter', levelId: '11', levelName: 'Journeyman', costCode: '01-100', address1: '1 Main St', address2: null, city: 'Austin',
  state: 'Texas', stateCode: 'TX', zip: '78701', billable: true, period: 'HOURLY' as const, ratePerHour: '35.00', ratePerYear: null,
  medicalInsurance: '450.00', hiringDate: '2023-01-02', timeWithCompany: '2 years', isActive: true, role: null,
};

function open(props: Partial<Parameters<typeof EmployeeDialog>[0]> = {}, mocks: unknown[] = []) {
  signIn({ read: ['all_employees'], write: ['all_employees'] });
  return renderWithProviders(
    <EmployeeDialog open onClose={() => {}} onSaved={() => {}} {...props} />,
    [positions, ...(mocks as never[])],
  );
}

describe('Add/Edit Employee dialog', () => {
  it('create: mandatory and email messages of the create form; hire date defaults to today shown MM-DD-YYYY', async () => {
    open();
    expect(await screen.findByText('Add Employee')).toBeInTheDocument();
    expect(screen.getByLabelText('Hire Date')).toHaveValue(dayjs().format('MM-DD-YYYY'));
    submit();
    expect(await screen.findByText(EMPLOYEE_MESSAGES.createMandatory)).toBeInTheDocument();
    type('Email', 'ann@');
    type('First Name', 'Ann');
    submit();
    expect(await screen.findByText('You must enter all mandatory fields.')).toBeInTheDocument();
  });

  it('create: a bad email with every mandatory field filled gives the create email text', async () => {
    open();
    await screen.findByText('Add Employee');
    type('First Name', 'Ann');
    type('Last Name', 'Lee');
    type('Email', 'ann@');
    type('Phone', '2125550100');
    await choose('Position', 'Carpenter');
    await choose('Level', 'Journeyman');
    type('Address 1', '1 Main St');
    type('City', 'Austin');
    type('State', 'Texas');
    type('Zip', '78701');
    type('Rate', '35');
    submit();
    expect(await screen.findByText('This is not a valid email address')).toBeInTheDocument();
  });

  it('edit: mandatory and email messages of the edit form', async () => {
    open({ employee });
    expect(await screen.findByText('Edit Employee')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveValue('Ann'));
    expect(screen.getByLabelText('Hire Date')).toHaveValue('01-02-2023');
    expect(screen.queryByLabelText('Role')).not.toBeInTheDocument();
    type('First Name', ' ');
    submit();
    expect(await screen.findByText('Fill all the mandatory fields.')).toBeInTheDocument();
    type('First Name', 'Ann');
    type('Email', 'nope');
    submit();
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
  });

  it('choosing a position resets level and cost code and loads the cost code; a failed lookup says so', async () => {
    open({ employee }, [
      costCode('2', '02-200'),
      { request: { query: PositionCostCodeQuery, variables: { positionId: '3' } }, error: new Error('down') },
    ]);
    await screen.findByText('Edit Employee');
    await waitFor(() => expect(screen.getByLabelText('Cost Code')).toHaveValue('01-100'));
    expect(screen.getByTitle('Journeyman')).toBeInTheDocument();
    await choose('Position', 'Foreman');
    await waitFor(() => expect(screen.getByLabelText('Cost Code')).toHaveValue('02-200'));
    expect(screen.queryByTitle('Journeyman')).not.toBeInTheDocument();
    await choose('Position', 'Laborer');
    expect(await screen.findByText("Sorry! Couldn't get cost code")).toBeInTheDocument();
    expect(screen.getByLabelText('Cost Code')).toHaveValue('');
  });

  it('money fields: thousands separators, 2 decimals, no negatives; rate unit follows the period; role offered on create', async () => {
    open();
    await screen.findByText('Add Employee');
    type('Rate', '65000.555');
    expect(screen.getByLabelText('Rate')).toHaveValue('65,000.55');
    expect(screen.getByText('per hour')).toBeInTheDocument();
    type('Medical Cost', '-1200');
    expect(screen.getByLabelText('Medical Cost')).toHaveValue('1,200');
    await choose('Period', 'Annually');
    expect(await screen.findByText('per year')).toBeInTheDocument();
    await choose('Role', 'Estimator');
    expect(screen.getByLabelText('Role').closest('.ant-select')).toHaveTextContent('Estimator');
  });

  it('money fields keep every typed digit: "12345678901.99" shows as $12,345,678,901.99, "1,234.50" stays', async () => {
    open();
    await screen.findByText('Add Employee');
    type('Rate', '12345678901.99');
    const rate = screen.getByLabelText('Rate');
    expect(rate).toHaveValue('12,345,678,901.99');
    // The '$' is the field's prefix: together they read exactly as the amount.
    const prefix = rate.closest('.ant-input-affix-wrapper')?.querySelector('.ant-input-prefix');
    expect(`${prefix?.textContent}${(rate as HTMLInputElement).value}`).toBe('$12,345,678,901.99');
    type('Medical Cost', '1,234.50');
    expect(screen.getByLabelText('Medical Cost')).toHaveValue('1,234.50');
    type('Medical Cost', '0.105');
    expect(screen.getByLabelText('Medical Cost')).toHaveValue('0.10');
  });

  it('create: sends the hire date (default today) as YYYY-MM-DD and money without commas', async () => {
    const today = dayjs().format('YYYY-MM-DD');
    const input = {
      firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '(212) 555-0100', positionId: '1', levelId: '11',
      address1: '1 Main St', address2: null, city: 'Austin', state: 'Texas', stateCode: null, zip: '78701', billable: true,
      period: 'HOURLY', rate: '1234.5', medicalInsurance: null, hiringDate: today,
    };
    const onSaved = vi.fn();
    open({ onSaved }, [
      costCode('1', '01-100'),
      {
        request: { query: CreateEmployeeMutation, variables: { input } },
        result: { data: { createEmployee: { ...employee, id: '9', ratePerHour: '1234.50', hiringDate: today } } },
      },
    ]);
    await screen.findByText('Add Employee');
    type('First Name', 'Ann');
    type('Last Name', 'Lee');
    type('Email', 'ann@example.com');
    type('Phone', '2125550100');
    await choose('Position', 'Carpenter');
    await choose('Level', 'Journeyman');
    type('Address 1', '1 Main St');
    type('City', 'Austin');
    type('State', 'Texas');
    type('Zip', '78701');
    type('Rate', '1234.5');
    submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });
});
