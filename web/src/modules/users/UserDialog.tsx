import { useEffect, useState } from 'react';
import { Alert, Form, Input, Row, Select } from 'antd';
import { ModalForm } from '@ant-design/pro-components';
import { useMutation, useQuery } from '@apollo/client/react';
import { fieldsOf, readError } from '../../app/errors';
import { gridFieldFor } from '../../app/formGridField';
import { formatPhone } from '../../app/masks';
import { formFieldOf, ROLE_OPTIONS } from '../../app/people';
import { useFlash } from '../../app/useFlash';
import type { TenantUserFieldsFragment } from '../../gql/graphql';
import { AddressFields } from '../address/AddressFields';
import { CreateUserMutation, EmployeesWithoutRoleQuery, UpdateUserMutation } from './operations';
import {
  EMPTY_USER, toUserFormValues, toUserInput, USER_MESSAGES, validateUser, type UserFormValues,
} from './validation';

export interface UserDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called after a successful create or update (the list reloads). */
  onSaved: () => void;
  /** Absent: Create New User; present: edit this user. */
  user?: TenantUserFieldsFragment | null;
}

function EmployeePicker({ onPick }: { onPick: (values: Partial<UserFormValues>) => void }) {
  const { data, loading } = useQuery(EmployeesWithoutRoleQuery, { fetchPolicy: 'network-only' });
  const employees = data?.employeesWithoutRole ?? [];
  return (
    <Form.Item label="Employee" htmlFor="user-employee">
      <Select
        id="user-employee"
        aria-label="Employee"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        loading={loading}
        placeholder="Choose an employee without a role"
        options={employees.map((e) => ({ value: e.id, label: `${e.firstName} ${e.lastName}`.trim() }))}
        onChange={(id?: string) => {
          const e = employees.find((x) => x.id === id);
          if (!e) return onPick({ employeeId: null });
          onPick({
            employeeId: e.id, firstName: e.firstName, lastName: e.lastName, email: e.email, phone: formatPhone(e.phone),
            address1: e.address1, address2: e.address2 ?? '', city: e.city, state: e.state, stateCode: e.stateCode ?? '', zip: e.zip,
          });
        }}
      />
    </Form.Item>
  );
}

export function UserDialog({ open, onClose, onSaved, user }: UserDialogProps) {
  const [form] = Form.useForm<UserFormValues>();
  const [createUser] = useMutation(CreateUserMutation);
  const [updateUser] = useMutation(UpdateUserMutation);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, flashError] = useFlash<string>(3000);
  const editing = !!user;

  useEffect(() => {
    if (open) {
      form.setFieldsValue(user ? toUserFormValues(user) : EMPTY_USER);
      setFieldErrors({});
      flashError(null);
    }
  }, [open, user, form, flashError]);

  async function submit(): Promise<boolean> {
    const values = { ...EMPTY_USER, ...(form.getFieldsValue(true) as Partial<UserFormValues>) };
    const failures = validateUser(values);
    if (failures.length > 0) {
      setFieldErrors(Object.fromEntries(failures.map((f) => [f.field, ''])));
      flashError(failures[0].message);
      return false;
    }
    setFieldErrors({});
    try {
      const input = toUserInput(values);
      if (user) await updateUser({ variables: { id: user.id, input } });
      else await createUser({ variables: { input } });
    } catch (err) {
      const e = readError(err);
      if (e.fields) setFieldErrors(Object.fromEntries(Object.entries(fieldsOf(e)).map(([k, v]) => [formFieldOf(k), v])));
      // Server texts such as 'This email ID already has a sign-in. Sign-in emails are unique across all companies.' are shown as they come.
      flashError(e.message || USER_MESSAGES.failed);
      return false;
    }
    form.resetFields();
    form.setFieldsValue(EMPTY_USER);
    onSaved();
    onClose();
    return true;
  }

  const field = gridFieldFor(fieldErrors);

  return (
    <ModalForm<UserFormValues>
      form={form}
      name="user"
      title={editing ? 'Edit User' : 'Create New User'}
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      onFinish={submit}
      layout="vertical"
      initialValues={EMPTY_USER}
      modalProps={{ okText: 'Submit', cancelText: 'Cancel', destroyOnHidden: true }}
    >
      {!editing && (
        <EmployeePicker
          onPick={(values) => {
            form.setFieldsValue(values);
          }}
        />
      )}
      <Row gutter={16}>
        {field('firstName', 'First Name', <Input />, { required: true })}
        {field('lastName', 'Last Name', <Input />, { required: true })}
        {field('email', 'Email', <Input type="email" />, { required: true })}
        {field('phone', 'Phone', <Input placeholder="(100) 000-0000" inputMode="tel" />, { required: true, normalize: formatPhone })}
        <AddressFields field={field} address1AriaLabel="Address 1" />
        {field('role', 'Role', <Select aria-label="Role" options={ROLE_OPTIONS} />, { required: true })}
      </Row>
      {error && <Alert type="error" showIcon title={error} />}
    </ModalForm>
  );
}
