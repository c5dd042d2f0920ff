import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Card, Checkbox, Col, Form, Input, Rate, Row, Select } from 'antd';
import { ModalForm } from '@ant-design/pro-components';
import { useMutation, useQuery } from '@apollo/client/react';
import { fieldsOf, readError } from '../../app/errors';
import { gridFieldFor } from '../../app/formGridField';
import { formatPhone, formatZip } from '../../app/masks';
import { useFlash } from '../../app/useFlash';
import type { SubcontractorQuery } from '../../gql/graphql';
import { AddressList, ManagerList } from '../address/ContactLists';
import { DivisionPicker } from './DivisionPicker';
import {
  BIDDING_HISTORY, DESIGN_TYPES, emptySubAddress, emptySubForm, emptySubManager, FORM_FLASH_MS, NOTES_MAX, SUB_FORM_MESSAGES, subFormFieldOf,
  toSubFormValues, toSubInput, validateSubForm, withNational, type CatalogueChoice, type SubFormValues,
} from './form';
import { nameListbox } from '../../app/nameListbox';
import { LABOR_DESIGN_OPTIONS, SUCCESS_SECONDS } from './messages';
import { CreateSubcontractorMutation, SubcontractorFormOptionsQuery, UpdateSubcontractorMutation } from './operations';

export interface SubcontractorDialogProps {
  open: boolean;
  onClose: () => void;
  /** After a successful save, with the subcontractor's id. */
  onSaved: (id: string) => void;
  /** Absent: Add Subcontractor; present: Edit Subcontractor. */
  subcontractor?: SubcontractorQuery['subcontractor'] | null;
}

const PHONE = '(100) 000-0000';

/** Add/Edit Subcontractor (docs/projects.md §2.14, §3 form fields, §4, §5). Server field errors show on their fields. */
export function SubcontractorDialog({ open, onClose, onSaved, subcontractor }: SubcontractorDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<SubFormValues>();
  const options = useQuery(SubcontractorFormOptionsQuery, { skip: !open });
  const [create] = useMutation(CreateSubcontractorMutation);
  const [update] = useMutation(UpdateSubcontractorMutation);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, flashError] = useFlash<string>(FORM_FLASH_MS);
  const isNational = Form.useWatch('isNational', form);

  const catalogue: CatalogueChoice[] = useMemo(() => {
    const subs = options.data?.subdivisions ?? [];
    return (options.data?.divisions ?? []).map((d) => ({
      id: d.id,
      name: d.number ? `${d.number} ${d.name}` : d.name,
      subdivisions: subs.filter((s) => s.divisionId === d.id).map((s) => ({ id: s.id, name: s.name })),
    }));
  }, [options.data]);
  const stateOptions = (options.data?.states ?? []).map((s) => ({ value: s.code, label: s.name }));

  useEffect(() => {
    if (open) {
      form.setFieldsValue(subcontractor ? toSubFormValues(subcontractor) : emptySubForm());
      setFieldErrors({});
      flashError(null);
    }
  }, [open, subcontractor, form, flashError]);

  async function submit(): Promise<boolean> {
    const values = { ...emptySubForm(), ...(form.getFieldsValue(true) as Partial<SubFormValues>) };
    const failures = validateSubForm(values);
    if (failures.length > 0) {
      setFieldErrors(Object.fromEntries(failures.map((f) => [f.field, f.message === failures[0]!.message ? '' : f.message])));
      flashError(failures[0]!.message);
      return false;
    }
    setFieldErrors({});
    let id: string | undefined;
    try {
      const input = toSubInput(values, catalogue);
      if (subcontractor) id = (await update({ variables: { id: subcontractor.id, input } })).data?.updateSubcontractor.id;
      else id = (await create({ variables: { input } })).data?.createSubcontractor.id;
      if (!id) throw new Error('no subcontractor');
    } catch (err) {
      const e = readError(err);
      const fields = Object.entries(fieldsOf(e)).map(([k, v]) => [subFormFieldOf(k), v] as const);
      setFieldErrors(Object.fromEntries(fields));
      flashError(e.code === 'BAD_USER_INPUT' && e.message ? e.message : SUB_FORM_MESSAGES.saveFailed);
      return false;
    }
    message.success({ content: subcontractor ? SUB_FORM_MESSAGES.updated : SUB_FORM_MESSAGES.added, duration: SUCCESS_SECONDS });
    onSaved(id);
    onClose();
    return true;
  }

  const item = gridFieldFor(fieldErrors);

  return (
    <ModalForm<SubFormValues>
      form={form}
      name="subcontractor"
      title={subcontractor ? 'Edit Subcontractor' : 'Add Subcontractor'}
      open={open}
      width={900}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      onValuesChange={(changed: Partial<SubFormValues>) => {
        // docs/projects.md §4: choosing National clears the chosen states.
        if (changed.isNational !== undefined) form.setFieldsValue(withNational(form.getFieldsValue(true) as SubFormValues, changed.isNational));
      }}
      onFinish={submit}
      layout="vertical"
      initialValues={emptySubForm()}
      modalProps={{ okText: 'Submit', cancelText: 'Cancel', destroyOnHidden: true }}
    >
      <Card size="small" title="Company Information" style={{ marginBottom: 12 }}>
        <Row gutter={16}>
          {item('companyName', 'Company Name', <Input />, { required: true })}
          {item('email', 'Email', <Input type="email" />, { required: true })}
          {item('firstName', 'First Name', <Input />)}
          {item('lastName', 'Last Name', <Input />)}
          {item('phone', 'Phone', <Input placeholder={PHONE} inputMode="tel" />, { required: true, normalize: formatPhone })}
          {item('mobile', 'Mobile', <Input placeholder={PHONE} inputMode="tel" />, { normalize: formatPhone })}
          {item('fax', 'Fax', <Input placeholder={PHONE} inputMode="tel" />, { normalize: formatPhone })}
          {item('ccEmail', 'CC Email', <Input type="email" />)}
          {item('payableEmail', 'Payable Email', <Input type="email" />)}
          {item('accountReceivableEmail', 'Account Receivable Email', <Input type="email" />)}
        </Row>
      </Card>
      <Card size="small" title="Trade and History" style={{ marginBottom: 12 }}>
        <Row gutter={16}>
          {item('laborAndDesign', 'Labor/Design', (
            <Select mode="multiple" aria-label="Labor/Design" onOpenChange={nameListbox('subcontractor_laborAndDesign', 'Labor/Design')} allowClear options={LABOR_DESIGN_OPTIONS.map((l) => ({ value: l, label: l }))} />
          ))}
          {item('designType', 'Design Type', (
            <Select aria-label="Design Type" onOpenChange={nameListbox('subcontractor_designType', 'Design Type')} allowClear options={DESIGN_TYPES.map((d) => ({ value: d, label: d }))} />
          ), { span: 6 })}
          {item('biddingHistory', 'Bidding History', (
            <Select aria-label="Bidding History" onOpenChange={nameListbox('subcontractor_biddingHistory', 'Bidding History')} allowClear options={BIDDING_HISTORY.map((b) => ({ value: b, label: b }))} />
          ), { span: 6 })}
          {item('rating', 'Rating', <Rate aria-label="Rating" />)}
          {item('notes', 'Notes', <Input.TextArea rows={2} maxLength={NOTES_MAX} showCount />)}
        </Row>
      </Card>
      <Card size="small" title="Working States" style={{ marginBottom: 12 }}>
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <Form.Item name="isNational" valuePropName="checked" label=" " colon={false}>
              <Checkbox>National</Checkbox>
            </Form.Item>
          </Col>
          {item('workingStates', 'States', (
            <Select
              mode="multiple" aria-label="States" onOpenChange={nameListbox('subcontractor_workingStates', 'States')} allowClear optionFilterProp="label" options={stateOptions} disabled={!!isNational}
              placeholder={isNational ? 'National' : 'Choose states'} loading={options.loading}
            />
          ), { required: !isNational, span: 18 })}
        </Row>
      </Card>
      <AddressList item={item} form={form} firstRequired empty={emptySubAddress} normalizeZip={formatZip} />
      <ManagerList item={item} firstRequired empty={emptySubManager} />
      <Card size="small" title="Divisions and Subdivisions">
        <Row>
          {item('subdivisionIds', 'Subdivisions', <DivisionPicker catalogue={catalogue} />, { required: true, span: 24 })}
        </Row>
      </Card>
      {error && <Alert style={{ marginTop: 12 }} type="error" showIcon title={error} />}
    </ModalForm>
  );
}
