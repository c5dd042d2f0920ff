import { ReadOnlyInput } from '../../app/ReadOnlyInput';
import { useEffect, useState } from 'react';
import { Alert, DatePicker, Form, Input, Row, Select, Switch } from 'antd';
import { ModalForm } from '@ant-design/pro-components';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { fieldsOf, readError } from '../../app/errors';
import { gridFieldFor } from '../../app/formGridField';
import { formatPhone, maskMoney } from '../../app/masks';
import { formFieldOf, ROLE_OPTIONS } from '../../app/people';
import { useFlash } from '../../app/useFlash';
import type { EmployeeFieldsFragment, UserRole } from '../../gql/graphql';
import { AddressFields } from '../address/AddressFields';
import { CreateEmployeeMutation, PositionCostCodeQuery, PositionsQuery, UpdateEmployeeMutation } from './operations';
import {
  DATE_DISPLAY, EMPLOYEE_MESSAGES, emptyEmployee, PERIOD_OPTIONS, toEmployeeFormValues, toEmployeeInput, validateEmployee,
  type EmployeeFormValues,
} from './validation';

/** What Add Employee starts with when a picker opened it: the role or position that picker lists (issue 10 item 9). */
export interface EmployeePreset {
  role?: UserRole;
  /** Chosen once the positions have loaded, matched without regard to case; its cost code is looked up. */
  positionName?: string;
}

export interface EmployeeDialogProps {
  open: boolean;
  onClose: () => void;
  /** Told the saved employee's id, so that a picker can choose the person just added. */
  onSaved: (saved: { id: string }) => void;
  /** Absent: Add Employee; present: edit this employee. */
  employee?: EmployeeFieldsFragment | null;
  preset?: EmployeePreset;
}

export function EmployeeDialog({ open, onClose, onSaved, employee, preset }: EmployeeDialogProps) {
  const mode = employee ? 'edit' : 'create';
  const client = useApolloClient();
  const [form] = Form.useForm<EmployeeFormValues>();
  const [createEmployee] = useMutation(CreateEmployeeMutation);
  const [updateEmployee] = useMutation(UpdateEmployeeMutation);
  const { data: positionsData } = useQuery(PositionsQuery, { skip: !open, fetchPolicy: 'cache-and-network' });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, flashError] = useFlash<string>(3000);
  const positionId = Form.useWatch('positionId', form);
  const period = Form.useWatch('period', form);

  useEffect(() => {
    if (open) {
      form.setFieldsValue(employee ? toEmployeeFormValues(employee) : { ...emptyEmployee(), role: preset?.role });
      setFieldErrors({});
      flashError(null);
    }
  }, [open, employee, form, flashError, preset?.role]);

  const positions = positionsData?.positions ?? [];
  const presetPosition = !employee && preset?.positionName
    ? positions.find((p) => p.name.trim().toLowerCase() === preset.positionName!.toLowerCase())
    : undefined;
  useEffect(() => {
    if (!open || !presetPosition || form.getFieldValue('positionId')) return;
    form.setFieldsValue({ positionId: presetPosition.id });
    void onPosition(presetPosition.id);
    // onPosition reads only the form and the client.
  }, [open, presetPosition?.id]);

  const levels = positions.find((p) => p.id === positionId)?.levels ?? [];

  // docs/accounts.md §4: a new position clears level and cost code, then loads the position's cost code.
  async function onPosition(id: string) {
    form.setFieldsValue({ levelId: undefined, costCode: '' });
    try {
      const res = await client.query({ query: PositionCostCodeQuery, variables: { positionId: id }, fetchPolicy: 'network-only' });
      if (form.getFieldValue('positionId') !== id) return;
      form.setFieldsValue({ costCode: res.data?.positionCostCode ?? '' });
    } catch {
      flashError(EMPLOYEE_MESSAGES.costCodeFailed);
    }
  }

  function onLevel(id: string) {
    const level = levels.find((l) => l.id === id);
    if (level?.costCode) form.setFieldsValue({ costCode: level.costCode });
  }

  async function submit(): Promise<boolean> {
    const values = { ...emptyEmployee(), ...(form.getFieldsValue(true) as Partial<EmployeeFormValues>) };
    const failures = validateEmployee(values, mode);
    if (failures.length > 0) {
      setFieldErrors(Object.fromEntries(failures.map((f) => [f.field, ''])));
      flashError(failures[0].message);
      return false;
    }
    setFieldErrors({});
    let savedId: string | undefined;
    try {
      const input = toEmployeeInput(values, mode);
      if (employee) await updateEmployee({ variables: { id: employee.id, input } });
      else savedId = (await createEmployee({ variables: { input } })).data?.createEmployee.id;
    } catch (err) {
      const e = readError(err);
      if (e.fields) setFieldErrors(Object.fromEntries(Object.entries(fieldsOf(e)).map(([k, v]) => [formFieldOf(k), v])));
      // Refused input carries the spec's own text; any other create failure is a duplicate (docs/accounts.md §8).
      if (e.code === 'BAD_USER_INPUT' && e.message) flashError(e.message);
      else flashError(mode === 'create' ? EMPLOYEE_MESSAGES.createFailed : EMPLOYEE_MESSAGES.failed);
      return false;
    }
    form.resetFields();
    onSaved({ id: savedId ?? employee?.id ?? '' });
    onClose();
    return true;
  }

  const field = gridFieldFor(fieldErrors);

  return (
    <ModalForm<EmployeeFormValues>
      form={form}
      name="employee"
      title={mode === 'create' ? 'Add Employee' : 'Edit Employee'}
      open={open}
      width={760}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      onFinish={submit}
      layout="vertical"
      initialValues={emptyEmployee()}
      modalProps={{ okText: 'Submit', cancelText: 'Cancel', destroyOnHidden: true }}
    >
      <Row gutter={16}>
        {field('firstName', 'First Name', <Input />, { required: true })}
        {field('lastName', 'Last Name', <Input />, { required: true })}
        {field('email', 'Email', <Input type="email" />, { required: true })}
        {field('phone', 'Phone', <Input placeholder="(100) 000-0000" inputMode="tel" />, { required: true, normalize: formatPhone })}
        {field(
          'positionId',
          'Position',
          <Select
            aria-label="Position"
            showSearch={{ optionFilterProp: 'label' }}
            options={positions.map((p) => ({ value: p.id, label: p.name }))}
            onChange={(id: string) => void onPosition(id)}
          />,
          { required: true },
        )}
        {field(
          'levelId',
          'Level',
          <Select aria-label="Level" options={levels.map((l) => ({ value: l.id, label: l.name }))} onChange={onLevel} disabled={!positionId} />,
          { required: true },
        )}
        {field('costCode', 'Cost Code', <ReadOnlyInput />)}
        <AddressFields field={field} address1AriaLabel="Address 1" />
        {field('hireDate', 'Hire Date', <DatePicker format={DATE_DISPLAY} style={{ width: '100%' }} allowClear={false} />, { required: true })}
        {field(
          'rate',
          'Rate',
          <Input prefix="$" suffix={period === 'ANNUALLY' ? 'per year' : 'per hour'} inputMode="decimal" />,
          { required: true, normalize: maskMoney },
        )}
        {field('period', 'Period', <Select aria-label="Period" options={PERIOD_OPTIONS} />, { required: true })}
        {field('medicalInsurance', 'Medical Cost', <Input prefix="$" suffix="per month" inputMode="decimal" />, { normalize: maskMoney })}
        {field('billable', 'Billable', <Switch />, { valuePropName: 'checked' })}
        {mode === 'create' && field('role', 'Role', <Select aria-label="Role" allowClear options={ROLE_OPTIONS} />)}
      </Row>
      {error && <Alert type="error" showIcon title={error} />}
    </ModalForm>
  );
}
