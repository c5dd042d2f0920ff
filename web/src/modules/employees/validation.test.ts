import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { displayDate, emptyEmployee, toEmployeeInput, validateEmployee, type EmployeeFormValues } from './validation';

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
