import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Card, Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { ModalForm } from '@ant-design/pro-components';
import { useMutation, useQuery } from '@apollo/client/react';
import { fieldsOf, readError } from '../../app/errors';
import { gridFieldFor } from '../../app/formGridField';
import { formatPhone } from '../../app/masks';
import { useFlash } from '../../app/useFlash';
import { AddressList, ManagerList } from '../address/ContactLists';
import { VENDOR_MESSAGES, VENDOR_TOAST_SECONDS, WARNING_MS } from './messages';
import { CreateVendorMutation, UpdateVendorMutation, VendorOptionsQuery } from './operations';
import { nameListbox } from '../../app/nameListbox';
import { emptyVendor, emptyVendorAddress, emptyVendorManager, formFieldOf, toVendorInput, validateVendor, vendorToForm, type VendorDetails, type VendorFormValues } from './validation';

export interface VendorDialogProps {
  open: boolean;
  /** The vendor to edit; without it the dialog adds one. */
  vendor?: VendorDetails;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Add Vendor (docs/projects.md §2.15, §3 Vendor add form, §5): contact, divisions and subdivisions grouped by division, addresses,
 * managers. Given a `vendor`, the same form edits it (Supplier Details' Edit; PUT vendor/{id}).
 */
export function VendorDialog({ open, vendor, onClose, onSaved }: VendorDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<VendorFormValues>();
  const [createVendor] = useMutation(CreateVendorMutation);
  const [updateVendor] = useMutation(UpdateVendorMutation);
  const options = useQuery(VendorOptionsQuery, { skip: !open });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, flashError] = useFlash<string>(WARNING_MS);
  const chosenDivisions = Form.useWatch('divisions', form) ?? [];
  const national = Form.useWatch('isNational', form) ?? false;

  useEffect(() => {
    if (open) {
      form.setFieldsValue(vendor ? vendorToForm(vendor) : emptyVendor());
      setFieldErrors({});
      flashError(null);
    }
  }, [open, vendor, form, flashError]);

  const divisionOptions = (options.data?.divisions ?? []).map((d) => ({ value: d.id, label: d.number ? `${d.number} ${d.name}` : d.name }));
  // Subdivisions grouped by division, only those of the chosen divisions (docs/projects.md §3: "subDivision (grouped by division)").
  const subdivisionGroups = useMemo(() => divisionOptions.filter((d) => chosenDivisions.includes(d.value)).map((d) => ({
    label: d.label,
    title: d.label,
    options: (options.data?.subdivisions ?? []).filter((s) => s.divisionId === d.value).map((s) => ({ value: s.id, label: s.name })),
  })), [divisionOptions, chosenDivisions, options.data]);
  const stateOptions = (options.data?.states ?? []).map((s) => ({ value: s.code, label: s.name }));

  async function submit(): Promise<boolean> {
    const values = { ...emptyVendor(), ...(form.getFieldsValue(true) as Partial<VendorFormValues>) };
    const failures = validateVendor(values);
    if (failures.length > 0) {
      setFieldErrors(Object.fromEntries(failures.map((f) => [f.field, ''])));
      flashError(failures[0].message);
      return false;
    }
    setFieldErrors({});
    try {
      const input = toVendorInput(values);
      const saved = vendor
        ? (await updateVendor({ variables: { id: vendor.id, input } })).data?.updateVendor
        : (await createVendor({ variables: { input } })).data?.createVendor;
      if (!saved) throw new Error('no vendor');
    } catch (err) {
      const e = readError(err);
      if (e.fields) setFieldErrors(Object.fromEntries(Object.entries(fieldsOf(e)).map(([k, v]) => [formFieldOf(k), v])));
      flashError(e.code === 'BAD_USER_INPUT' && e.message ? e.message : vendor ? VENDOR_MESSAGES.updateFailed : VENDOR_MESSAGES.addFailed);
      return false;
    }
    message.success({ content: vendor ? VENDOR_MESSAGES.updated : VENDOR_MESSAGES.added, duration: VENDOR_TOAST_SECONDS });
    form.resetFields();
    onSaved();
    onClose();
    return true;
  }

  const item = gridFieldFor(fieldErrors);
  const phone = <Input placeholder="(100) 000-0000" inputMode="tel" />;

  return (
    <ModalForm<VendorFormValues>
      form={form}
      name="vendor"
      title={vendor ? 'Edit Vendor' : 'Add Vendor'}
      open={open}
      width={860}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      onFinish={submit}
      layout="vertical"
      initialValues={vendor ? vendorToForm(vendor) : emptyVendor()}
      modalProps={{ okText: 'Submit', cancelText: 'Cancel', destroyOnHidden: true }}
    >
      <Card size="small" title="Vendor Information" style={{ marginBottom: 12 }}>
        <Row gutter={16}>
          {item('companyName', 'Company Name', <Input />, { required: true })}
          {item('email', 'Email', <Input type="email" />, { required: true })}
          {item('firstName', 'First Name', <Input />)}
          {item('lastName', 'Last Name', <Input />)}
          {item('phone', 'Phone', phone, { required: true, normalize: formatPhone })}
          {item('mobile', 'Mobile', <Input placeholder="(100) 000-0000" inputMode="tel" />, { normalize: formatPhone })}
          {item('ccEmail', 'CC Email', <Input type="email" />)}
          {item('payableEmail', 'Payable Email', <Input type="email" />)}
          {item('rcEmail', 'Account Receivable Email', <Input type="email" />)}
        </Row>
      </Card>
      <Card size="small" title="Divisions and Delivery" style={{ marginBottom: 12 }}>
        <Row gutter={16}>
          {item('divisions', 'Divisions', (
            <Select<string[]>
              aria-label="Divisions" onOpenChange={nameListbox('vendor_divisions', 'Divisions')}
              mode="multiple" maxTagCount={1} options={divisionOptions} optionFilterProp="label" loading={options.loading}
              onChange={(ids) => {
                // A subdivision stays chosen only while its division is.
                const keep = new Set((options.data?.subdivisions ?? []).filter((s) => ids.includes(s.divisionId)).map((s) => s.id));
                form.setFieldValue('subDivision', (form.getFieldValue('subDivision') as string[] ?? []).filter((id) => keep.has(id)));
              }}
            />
          ), { required: true })}
          {item('subDivision', 'Sub Divisions', (
            <Select<string[]>
              aria-label="Sub Divisions" onOpenChange={nameListbox('vendor_subDivision', 'Sub Divisions')}
              mode="multiple" maxTagCount={1} options={subdivisionGroups} optionFilterProp="label"
              notFoundContent="Choose a division first"
            />
          ), { required: true })}
          {item('states', 'Delivery States', (
            <Select<string[]>
              aria-label="Delivery States" onOpenChange={nameListbox('vendor_states', 'Delivery States')}
              mode="multiple" maxTagCount={4} options={stateOptions} optionFilterProp="label" disabled={national}
            />
          ))}
          <Col xs={24} md={12} style={{ display: 'flex', alignItems: 'center' }}>
            <Form.Item name="isNational" valuePropName="checked" style={{ marginBottom: 0 }}>
              <Checkbox onChange={(e) => { if (e.target.checked) form.setFieldValue('states', []); }}>National</Checkbox>
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <AddressList item={item} form={form} firstRequired={false} empty={emptyVendorAddress} />
      <ManagerList item={item} firstRequired={false} empty={emptyVendorManager} />
      {error && <Alert style={{ marginTop: 12 }} type="error" showIcon title={error} />}
    </ModalForm>
  );
}
