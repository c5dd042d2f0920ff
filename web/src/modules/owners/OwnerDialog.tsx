import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Col, Form, Input, Row, Space } from 'antd';
import { ModalForm } from '@ant-design/pro-components';
import { useMutation } from '@apollo/client/react';
import { fieldsOf, readError } from '../../app/errors';
import { gridFieldFor } from '../../app/formGridField';
import { formatPhone, formatZip } from '../../app/masks';
import { useFlash } from '../../app/useFlash';
import type { OwnerFieldsFragment } from '../../gql/graphql';
import { AddressAutocomplete } from '../address/AddressAutocomplete';
import { fillAddress, numbered } from '../address/ContactLists';
import { CreateOwnerMutation, UpdateOwnerMutation } from './operations';
import {
  emptyAddress, emptyManager, emptyOwner, FLASH_MS, formFieldOf, missingFieldsText, OWNER_MESSAGES, toOwnerFormValues, toOwnerInput,
  TOAST_SECONDS, validateOwner, type OwnerFormValues,
} from './validation';

export interface OwnerDialogProps {
  open: boolean;
  onClose: () => void;
  /** After a successful save, with the owner as the server returned it. */
  onSaved: (owner: OwnerFieldsFragment) => void;
  /** Absent: Create Owner; present: update this owner. */
  owner?: OwnerFieldsFragment | null;
}

/** The dotted paths of the leaves a form change touched: { addresses: [, { city }] } → ['addresses.1.city']. */
function changedPaths(changed: unknown, prefix = ''): string[] {
  if (changed === null || typeof changed !== 'object') return [prefix];
  return Object.entries(changed as Record<string, unknown>).flatMap(([k, v]) => (v === undefined ? [] : changedPaths(v, prefix ? `${prefix}.${k}` : k)));
}

export function OwnerDialog({ open, onClose, onSaved, owner }: OwnerDialogProps) {
  const mode = owner ? 'update' : 'create';
  const { message } = App.useApp();
  const [form] = Form.useForm<OwnerFormValues>();
  const [createOwner] = useMutation(CreateOwnerMutation);
  const [updateOwner] = useMutation(UpdateOwnerMutation);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, flashError] = useFlash<string>(FLASH_MS[mode]);

  useEffect(() => {
    if (open) {
      form.setFieldsValue(owner ? toOwnerFormValues(owner) : emptyOwner());
      setFieldErrors({});
      flashError(null);
    }
  }, [open, owner, form, flashError]);

  async function submit(): Promise<boolean> {
    const values = { ...emptyOwner(), ...(form.getFieldsValue(true) as Partial<OwnerFormValues>) };
    const failures = validateOwner(values, mode);
    if (failures.length > 0) {
      setFieldErrors(Object.fromEntries(failures.map((f) => [f.field, ''])));
      flashError(failures[0].message);
      return false;
    }
    setFieldErrors({});
    let saved: OwnerFieldsFragment | undefined;
    try {
      const input = toOwnerInput(values);
      if (owner) saved = (await updateOwner({ variables: { id: owner.id, input } })).data?.updateOwner;
      else saved = (await createOwner({ variables: { input } })).data?.createOwner;
      if (!saved) throw new Error('no owner');
    } catch (err) {
      const e = readError(err);
      if (e.fields) setFieldErrors(Object.fromEntries(Object.entries(fieldsOf(e)).map(([k, v]) => [formFieldOf(k), v])));
      // docs/projects.md §8: create shows the server's text for 409 and 400, update for 409; otherwise a fixed text.
      const showServer = e.code === 'CONFLICT' || (mode === 'create' && e.code === 'BAD_USER_INPUT');
      flashError(showServer && e.message ? e.message : mode === 'create' ? OWNER_MESSAGES.createFailed : OWNER_MESSAGES.updateFailed);
      return false;
    }
    message.success({ content: mode === 'create' ? OWNER_MESSAGES.created : OWNER_MESSAGES.updated, duration: TOAST_SECONDS });
    form.resetFields();
    onSaved(saved);
    onClose();
    return true;
  }

  const item = gridFieldFor(fieldErrors);
  // A field typed into loses its red outline at once (issue 31 item 6); the mandatory text names what is still missing.
  const clearChanged = (changed: unknown) => {
    const paths = changedPaths(changed).filter((p) => p in fieldErrors);
    if (paths.length > 0) setFieldErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([k]) => !paths.includes(k))));
  };
  const mandatory = error === OWNER_MESSAGES.createMandatory || error === OWNER_MESSAGES.updateMandatory;
  const missing = mandatory ? missingFieldsText(Object.keys(fieldErrors)) : '';

  const fillPlace = (index: number) => (place: Parameters<ReturnType<typeof fillAddress>>[0]) => {
    fillAddress(form, index)(place);
    clearChanged({ addresses: { [index]: { city: 1, state: 1, stateCode: 1, zip: 1 } } });
  };

  return (
    <ModalForm<OwnerFormValues>
      form={form}
      name="owner"
      title={mode === 'create' ? 'Create Owner' : 'Update Owner'}
      open={open}
      width={860}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      onFinish={submit}
      onValuesChange={clearChanged}
      layout="vertical"
      initialValues={emptyOwner()}
      modalProps={{ okText: 'Submit', cancelText: 'Cancel', destroyOnHidden: true }}
    >
      <Card size="small" title="Owner Information" style={{ marginBottom: 12 }}>
        <Row gutter={16}>
          {item('name', 'Owner Name', <Input />, { required: true })}
          {item('email', 'Email', <Input type="email" />, { required: true })}
          {item('firstName', 'First Name', <Input />)}
          {item('lastName', 'Last Name', <Input />)}
          {item('phone', 'Phone Number', <Input placeholder="(100) 000-0000" inputMode="tel" />, { required: true, normalize: formatPhone })}
          {item('mobile', 'Mobile Number', <Input placeholder="(100) 000-0000" inputMode="tel" />, { normalize: formatPhone })}
          {item('fax', 'Fax Number', <Input placeholder="(100) 000-0000" inputMode="tel" />, { normalize: formatPhone })}
          {item('ccEmail', 'CC Email', <Input type="email" />)}
          {item('payableEmail', 'Payable Email', <Input type="email" />)}
          {item('accountReceivableEmail', 'Account Receivable Email', <Input type="email" />)}
        </Row>
      </Card>
      <Form.List name="addresses">
        {(fields, { add, remove }) => (
          <Card
            size="small"
            title="Addresses"
            style={{ marginBottom: 12 }}
            extra={<Button size="small" onClick={() => add(emptyAddress())}>Add Address</Button>}
          >
            {fields.map(({ key, name: index }) => (
              <Row gutter={16} key={key}>
                {item([index, 'address1'], numbered('Address 1', index), (
                  <AddressAutocomplete aria-label={numbered('Address 1', index)} onSelect={fillPlace(index)} />
                ), { required: index === 0, listName: 'addresses' })}
                {item([index, 'address2'], numbered('Address 2', index), <Input />, { listName: 'addresses' })}
                {item([index, 'city'], numbered('City', index), <Input />, { required: index === 0, span: 8, listName: 'addresses' })}
                {item([index, 'state'], numbered('State', index), <Input />, { required: index === 0, span: 6, listName: 'addresses' })}
                {item([index, 'stateCode'], numbered('State Code', index), <Input />, { span: 4, listName: 'addresses' })}
                {item([index, 'zip'], numbered('Zip', index), <Input inputMode="numeric" />, {
                  required: index === 0, normalize: formatZip, span: 6, listName: 'addresses',
                })}
                {index > 0 && (
                  <Col span={24} style={{ marginBottom: 12 }}>
                    <Button size="small" danger onClick={() => remove(index)}>
                      Remove Address #{index + 1}
                    </Button>
                  </Col>
                )}
              </Row>
            ))}
          </Card>
        )}
      </Form.List>
      <Form.List name="managers">
        {(fields, { add, remove }) => (
          <Card size="small" title="Managers" extra={<Button size="small" onClick={() => add(emptyManager())}>Add Manager</Button>}>
            {fields.map(({ key, name: index }) => (
              <Row gutter={16} key={key}>
                {item([index, 'firstName'], numbered('Manager First Name', index), <Input />, { required: true, listName: 'managers' })}
                {item([index, 'lastName'], numbered('Manager Last Name', index), <Input />, { required: index === 0, listName: 'managers' })}
                {item([index, 'email'], numbered('Manager Email', index), <Input type="email" />, { required: true, listName: 'managers' })}
                {item([index, 'phone'], numbered('Manager Phone', index), <Input placeholder="(100) 000-0000" inputMode="tel" />, {
                  required: true, normalize: formatPhone, listName: 'managers',
                })}
                {index > 0 && (
                  <Col span={24} style={{ marginBottom: 12 }}>
                    <Button size="small" danger onClick={() => remove(index)}>
                      Remove Manager #{index + 1}
                    </Button>
                  </Col>
                )}
              </Row>
            ))}
          </Card>
        )}
      </Form.List>
      {error && (
        <Space style={{ width: '100%', marginTop: 12 }} orientation="vertical">
          <Alert type="error" showIcon title={error} description={missing || undefined} />
        </Space>
      )}
    </ModalForm>
  );
}
