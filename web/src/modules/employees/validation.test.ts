import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { displayDate, dollars, emptyEmployee, toEmployeeFormValues, toEmployeeInput, validateEmployee, type EmployeeFormValues } from './validation';

const filled = (): EmployeeFormValues => ({
  ...emptyEmployee(),
  firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '(212) 555-0100', positionId: '1', levelId: '11', costCode: '01-100',
  address1: '1 Main St', city: 'Austin', state: 'Texas', zip: '78701', rate: '1,234.50', medicalInsurance: '', hireDate: dayjs('2024-03-05'),
});

describe('employee form rules', () => {
  it('date shown MM-DD-YYYY and sent YYYY-MM-DD; commas stripped; role only on create', () => {
    const v = { ...filled(), role: 'FULL_USER' as const };
    const created = toEmployeeInput(v, 'create');
    expect(created.hiringDate).toBe('2024-03-05');
    expect(created.rate).toBe('1234.50');
    expect(created.medicalInsurance).toBeNull();
    expect(created.role).toBe('FULL_USER');
    expect(toEmployeeInput(v, 'edit').role).toBeUndefined();
    expect(displayDate('2024-03-05')).toBe('03-05-2024');
  });

  it('hire date defaults to today; a missing date is a mandatory failure', () => {
    expect(emptyEmployee().hireDate?.format('YYYY-MM-DD')).toBe(dayjs().format('YYYY-MM-DD'));
    expect(validateEmployee(filled(), 'create')).toEqual([]);
    expect(validateEmployee({ ...filled(), hireDate: null }, 'edit')).toEqual([{ field: 'hireDate', message: 'Fill all the mandatory fields.' }]);
  });
});

describe('employee money stays exact', () => {
  it('dollars shows en-US money from the decimal text, half away from zero', () => {
    expect(dollars('12345678901.99')).toBe('$12,345,678,901.99');
    expect(dollars('1234.5')).toBe('$1,234.50');
    expect(dollars('0.105')).toBe('$0.11');
    expect(dollars('-0.105')).toBe('-$0.11');
    expect(dollars(null)).toBe('-');
    expect(dollars('n/a')).toBe('n/a');
  });

  it('an employee read from the server goes back unchanged: "12345678901.99" → mask → input', () => {
    const values = toEmployeeFormValues({
      __typename: 'Employee', id: '5', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '2125550100',
      positionId: '1', positionName: 'Carpenter', levelId: '11', levelName: 'Journeyman', costCode: '01-100', address1: '1 Main St',
      address2: null, city: 'Austin', state: 'Texas', stateCode: 'TX', zip: '78701', billable: true, period: 'ANNUALLY',
      ratePerHour: null, ratePerYear: '12345678901.99', medicalInsurance: '1234.50', hiringDate: '2023-01-02',
      timeWithCompany: '2 years', isActive: true, role: null,
    });
    expect(values.rate).toBe('12,345,678,901.99');
    expect(values.medicalInsurance).toBe('1,234.50');
    const input = toEmployeeInput(values, 'edit');
    expect(input.rate).toBe('12345678901.99');
    expect(input.medicalInsurance).toBe('1234.50');
  });
});
