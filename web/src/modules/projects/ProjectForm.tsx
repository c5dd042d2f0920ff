import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, Descriptions, Form, Input, Radio, Row, Select, Space } from 'antd';
import { useQuery } from '@apollo/client/react';
import { gridFieldFor } from '../../app/formGridField';
import { maskMoney } from '../../app/masks';
import { fullName } from '../../app/people';
import { canWrite, useSession } from '../../app/session';
import type { GenericListKey, ProjectFieldsFragment } from '../../gql/graphql';
import { AddressFields } from '../address/AddressFields';
import { EmployeeDialog, type EmployeePreset } from '../employees/EmployeeDialog';
import { AddListValueDialog, AddOwnerAddressDialog, AddOwnerManagerDialog } from './AddDialogs';
import {
  durationBetween, endBeforeStart, endFromStart, formatDateInput, formatDuration, parseDisplayDate,
  type ProjectFormValues,
} from './model';
import { ActiveOwnersQuery, OwnerAddressesQuery, OwnerManagersQuery, ProjectListsQuery, ProjectStaffQuery } from './operations';
import { PROJECT_MESSAGES, validateProject, type OwnerContext } from './validation';

export const PICKER_PAGE_SIZE = 100;
const END_ERROR_MS = 2;

export interface ProjectFormProps {
  mode: 'create' | 'edit';
  /** Initial values (next UID on create, the project on edit). */
  initialValues: ProjectFormValues;
  /** Company prefix of the project ID, shown before the editable numeric part. */
  uidPrefix: string;
  /** Edit: the project as loaded (its owner, address, manager and people stay offered even if inactive). */
  project?: ProjectFieldsFragment;
  /** Edit: the project ID is editable only at Bidding. */
  uidEditable: boolean;
  submitting: boolean;
  /** Called with valid values. */
  onSubmit: (values: ProjectFormValues) => void;
}

const byName = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);
const samePosition = (name: string | null | undefined, wanted: string) => (name ?? '').trim().toLowerCase() === wanted.toLowerCase();

type StaffKind = 'estimator' | 'projectManager' | 'siteSuper';

// Add Employee from a picker starts with what that picker lists, and the new person is chosen on return (issue 10 item 9).
const STAFF_PRESETS: Record<StaffKind, EmployeePreset> = {
  estimator: { role: 'ESTIMATOR' },
  projectManager: { positionName: 'Project Manager' },
  siteSuper: { positionName: 'Superintendent' },
};
const STAFF_FIELDS = { estimator: 'estimatorId', projectManager: 'projectManagerId', siteSuper: 'siteSuperId' } as const;

export function ProjectForm({ mode, initialValues, uidPrefix, project, uidEditable, submitting, onSubmit }: ProjectFormProps) {
  const session = useSession();
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<ProjectFormValues>();
  const ownerId = Form.useWatch('ownerId', form);
  const ownerAddressId = Form.useWatch('ownerAddressId', form);
  const ownerManagerId = Form.useWatch('ownerManagerId', form);
  const markupMode = Form.useWatch('markupMode', form) ?? initialValues.markupMode;
  const [addressOpen, setAddressOpen] = useState(false);
  const [managerOpen, setManagerOpen] = useState(false);
  const [listKey, setListKey] = useState<GenericListKey | null>(null);
  const [employeeFor, setEmployeeFor] = useState<StaffKind | null>(null);
  const canAddEmployee = canWrite(session.permissions, 'all_employees');
  // Each '+' only where its server route would accept it (issue 10 item 2): owner parts need all_owners write,
  // the building and project type lists all_owners or create_project write (GET/POST genericlist).
  const canAddOwnerParts = canWrite(session.permissions, 'all_owners');
  const canAddListValue = canAddOwnerParts || canWrite(session.permissions, 'create_project');

  const ownersQ = useQuery(ActiveOwnersQuery, { variables: { page: 1, pageSize: PICKER_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const addressesQ = useQuery(OwnerAddressesQuery, { variables: { ownerId: ownerId ?? '' }, skip: !ownerId, fetchPolicy: 'cache-and-network' });
  const managersQ = useQuery(OwnerManagersQuery, { variables: { ownerId: ownerId ?? '' }, skip: !ownerId, fetchPolicy: 'cache-and-network' });
  const listsQ = useQuery(ProjectListsQuery, { fetchPolicy: 'cache-and-network' });
  const staffQ = useQuery(ProjectStaffQuery, { variables: { page: 1, pageSize: PICKER_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });

  useEffect(() => {
    form.setFieldsValue(initialValues);
  }, [form, initialValues]);

  // Only active owners are offered; on edit the project's own owner stays in the list.
  const owners = useMemo(() => {
    const list = [...(ownersQ.data?.owners.items ?? [])];
    if (project?.owner && !list.some((o) => o.id === project.owner!.id)) list.push(project.owner);
    return list;
  }, [ownersQ.data, project]);
  const owner = owners.find((o) => o.id === ownerId) ?? null;

  const addressOptionsFor = (id: string | undefined) => {
    const list = [...(addressesQ.data?.ownerAddresses ?? [])];
    const own = project?.ownerAddress;
    if (own && own.ownerId === id && !list.some((a) => a.id === own.id)) list.push(own);
    return id ? list.filter((a) => a.ownerId === id) : [];
  };
  const addresses = addressOptionsFor(ownerId);
  const address = addresses.find((a) => a.id === ownerAddressId) ?? null;

  const managerOptionsFor = (id: string | undefined) => {
    const list = [...(managersQ.data?.ownerManagers ?? [])];
    const own = project?.ownerManager;
    if (own && own.ownerId === id && !list.some((m) => m.id === own.id)) list.push(own);
    return id ? list.filter((m) => m.ownerId === id) : [];
  };
  const managers = managerOptionsFor(ownerId);
  const manager = managers.find((m) => m.id === ownerManagerId) ?? null;

  const staffOptions = useMemo(() => {
    const items = staffQ.data?.employees.items ?? [];
    const opts = (pred: (e: (typeof items)[number]) => boolean, current?: { id: string; firstName: string; lastName: string } | null) => {
      const list = items.filter(pred).map((e) => ({ value: e.id, label: fullName(e) }));
      if (current && !list.some((o) => o.value === current.id)) list.push({ value: current.id, label: fullName(current) });
      return list.sort(byName);
    };
    return {
      // Estimators are employees with the Estimator role; the others go by position (docs/projects.md §5).
      estimator: opts((e) => e.role === 'ESTIMATOR', project?.estimator),
      projectManager: opts((e) => samePosition(e.positionName, 'Project Manager'), project?.projectManager),
      siteSuper: opts((e) => samePosition(e.positionName, 'Superintendent'), project?.siteSuper),
    };
  }, [staffQ.data, project]);

  const listOptions = (values: { value: string }[] | undefined, current?: string | null) => {
    const list = (values ?? []).map((v) => ({ value: v.value, label: v.value }));
    if (current && !list.some((o) => o.value === current)) list.push({ value: current, label: current });
    return list;
  };
  const buildingTypes = listOptions(listsQ.data?.buildingTypes, initialValues.buildingType);
  const projectTypes = listOptions(listsQ.data?.projectTypes, initialValues.projectType);

  const showError = (content: string) => modal.error({ content, okText: 'Ok' });

  // Dates and duration (docs/projects.md §4): start or duration → end; end → duration; end before start is refused.
  function onValuesChange(changed: Partial<ProjectFormValues>) {
    if ('ownerId' in changed) form.setFieldsValue({ ownerAddressId: undefined, ownerManagerId: undefined });
    const v = form.getFieldsValue(true) as ProjectFormValues;
    if ('constructionStartDate' in changed || 'durationWeeks' in changed) {
      if (parseDisplayDate(v.constructionStartDate) === null) return;
      const end = endFromStart(v.constructionStartDate, v.durationWeeks);
      if (end) form.setFieldsValue({ expectedEndDate: end });
      else if ('constructionStartDate' in changed && parseDisplayDate(v.expectedEndDate) !== null) checkEnd(v);
      return;
    }
    if ('expectedEndDate' in changed && parseDisplayDate(v.expectedEndDate) !== null) checkEnd(v);
  }

  function checkEnd(v: ProjectFormValues) {
    if (endBeforeStart(v.constructionStartDate, v.expectedEndDate)) {
      message.error({ content: PROJECT_MESSAGES.endBeforeStart, duration: END_ERROR_MS });
      form.setFieldsValue({ expectedEndDate: '' });
      return;
    }
    const weeks = durationBetween(v.constructionStartDate, v.expectedEndDate);
    if (weeks !== null) form.setFieldsValue({ durationWeeks: weeks });
  }

  function submit() {
    const values = form.getFieldsValue(true) as ProjectFormValues;
    // Read the pickers from the form itself: watched values may lag a fast click.
    const ctx: OwnerContext = {
      owner: owners.find((o) => o.id === values.ownerId) ?? null,
      address: addressOptionsFor(values.ownerId).find((a) => a.id === values.ownerAddressId) ?? null,
      manager: managerOptionsFor(values.ownerId).find((m) => m.id === values.ownerManagerId) ?? null,
    };
    const failure = validateProject(values, ctx, mode);
    if (failure) {
      showError(failure);
      return;
    }
    onSubmit(values);
  }

  const requireOwner = (open: () => void) => () => {
    if (!ownerId) {
      message.warning(PROJECT_MESSAGES.selectOwnerFirst);
      return;
    }
    open();
  };

  const plus = (label: string, onClick: () => void) => (
    <Button aria-label={label} icon={<PlusOutlined />} onClick={onClick} />
  );

  // No field outlines: this form reports its first failing rule as one message.
  const item = gridFieldFor({});

  // A picker with an add button beside it: the Form.Item keeps the label on the select.
  const pickerWithAdd = (name: keyof ProjectFormValues, label: string, select: ReactNode, add: ReactNode | null, required = false) => (
    <Col xs={24} md={12} key={name}>
      <Form.Item label={label} required={required} htmlFor={`project_${name}`}>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name={name} noStyle>
            {select}
          </Form.Item>
          {add}
        </Space.Compact>
      </Form.Item>
    </Col>
  );

  const select = (name: keyof ProjectFormValues, label: string, options: { value: string; label: string }[], extra: { disabled?: boolean; loading?: boolean } = {}) => (
    <Select
      id={`project_${name}`}
      aria-label={label}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      options={options}
      style={{ width: '100%' }}
      {...extra}
    />
  );

  const staffPicker = (kind: StaffKind, name: keyof ProjectFormValues, label: string) =>
    pickerWithAdd(
      name,
      label,
      select(name, label, staffOptions[kind], { loading: staffQ.loading }),
      canAddEmployee ? plus(`Add ${label}`, () => setEmployeeFor(kind)) : null,
    );

  const dateInput = <Input placeholder="MM/DD/YYYY" inputMode="numeric" maxLength={10} />;

  return (
    <Form
      form={form}
      name="project"
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={onValuesChange}
      noValidate
      onFinish={submit}
    >
      <Card title="Owner Details" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {item(
            'ownerId',
            'Owner',
            <Select
              aria-label="Owner"
              showSearch={{ optionFilterProp: 'label' }}
              allowClear
              loading={ownersQ.loading}
              options={owners.map((o) => ({ value: o.id, label: o.name }))}
            />,
            { required: true },
          )}
          <Col xs={24} md={12}>
            <Descriptions size="small" column={2} style={{ marginTop: 8 }}>
              <Descriptions.Item label="Owner Email">{owner?.email || '-'}</Descriptions.Item>
              <Descriptions.Item label="Owner Phone">{owner?.phone || '-'}</Descriptions.Item>
              <Descriptions.Item label="Fax">{owner?.fax || '-'}</Descriptions.Item>
              <Descriptions.Item label="Mobile">{owner?.mobile || '-'}</Descriptions.Item>
              <Descriptions.Item label="CC Email">{owner?.ccEmail || '-'}</Descriptions.Item>
              <Descriptions.Item label="Payable Email">{owner?.payableEmail || '-'}</Descriptions.Item>
              <Descriptions.Item label="Account Receivable Email" span={2}>{owner?.accountReceivableEmail || '-'}</Descriptions.Item>
            </Descriptions>
          </Col>
          {pickerWithAdd(
            'ownerAddressId',
            'Owner Address',
            select('ownerAddressId', 'Owner Address', addresses.map((a) => ({ value: a.id, label: [a.address1, a.address2].filter(Boolean).join(', ') })), {
              disabled: !ownerId,
              loading: addressesQ.loading,
            }),
            canAddOwnerParts ? plus('Add Owner Address', requireOwner(() => setAddressOpen(true))) : null,
            true,
          )}
          <Col xs={24} md={12}>
            <Descriptions size="small" column={1} style={{ marginTop: 8 }}>
              <Descriptions.Item label="Owner City/State/Zip">
                {address ? `${address.city}, ${address.stateCode || address.state} ${address.zip}` : '-'}
              </Descriptions.Item>
            </Descriptions>
          </Col>
          {pickerWithAdd(
            'ownerManagerId',
            'Owner Manager',
            select('ownerManagerId', 'Owner Manager', managers.map((m) => ({ value: m.id, label: fullName(m) })), {
              disabled: !ownerId,
              loading: managersQ.loading,
            }),
            canAddOwnerParts ? plus('Add Owner Manager', requireOwner(() => setManagerOpen(true))) : null,
            true,
          )}
          <Col xs={24} md={12}>
            <Descriptions size="small" column={2} style={{ marginTop: 8 }}>
              <Descriptions.Item label="Manager Email">{manager?.email || '-'}</Descriptions.Item>
              <Descriptions.Item label="Manager Phone">{manager?.phone || '-'}</Descriptions.Item>
            </Descriptions>
          </Col>
        </Row>
      </Card>

      <Card title="Project Details" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {item(
            'uidNumber',
            'Project ID',
            <Input
              // A disabled field's prefix keeps readable contrast (4.5:1): it is part of the ID, not decoration.
              prefix={uidPrefix ? <span style={{ color: 'rgba(0, 0, 0, 0.6)' }}>{`${uidPrefix}_`}</span> : undefined}
              inputMode="numeric"
              disabled={!uidEditable}
            />,
            { required: true, normalize: (v) => (v ?? '').replace(/\D/g, '') },
          )}
          {item('name', 'Project Name', <Input maxLength={255} />, { required: true })}
          {staffPicker('estimator', 'estimatorId', 'Estimator')}
          {staffPicker('projectManager', 'projectManagerId', 'Project Manager')}
          {staffPicker('siteSuper', 'siteSuperId', 'Site Super')}
          <AddressFields field={item} />
          {pickerWithAdd('buildingType', 'Building Type', select('buildingType', 'Building Type', buildingTypes, { loading: listsQ.loading }), canAddListValue ? plus('Add Building Type', () => setListKey('BUILDING_TYPE')) : null, true)}
          {pickerWithAdd('projectType', 'Project Type', select('projectType', 'Project Type', projectTypes, { loading: listsQ.loading }), canAddListValue ? plus('Add Project Type', () => setListKey('PROJECT_TYPE')) : null, true)}
          {item('durationWeeks', 'Duration (weeks)', <Input inputMode="decimal" />, { normalize: formatDuration })}
          {item('squareFeet', 'Square Feet', <Input inputMode="decimal" />, { required: true, normalize: maskMoney })}
          {item('drawingLink', 'Drawing Link', <Input type="url" />, { required: mode === 'create' })}
          {item('bidDueDate', 'Bid Due Date', dateInput, { required: true, normalize: formatDateInput })}
          {item('timeDue', 'Time Due', <Input type="time" />, { required: true })}
          {item('constructionStartDate', 'Construction Start', dateInput, { required: true, normalize: formatDateInput })}
          {item('expectedEndDate', 'Expected End', dateInput, { required: true, normalize: formatDateInput })}
        </Row>
      </Card>

      <Card title="Markup Details" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24}>
            <Form.Item name="markupMode" label="Markup Type">
              <Radio.Group
                options={[
                  { value: 'FIXED_PERCENTAGE', label: 'Fixed Markup Percentage' },
                  { value: 'CUSTOM_PRICE', label: 'Custom Price Amount' },
                ]}
              />
            </Form.Item>
          </Col>
          {markupMode === 'CUSTOM_PRICE'
            ? item('customPriceAmount', 'Price Amount', <Input prefix="$" inputMode="decimal" />, { required: true, normalize: maskMoney })
            : item('totalMarkup', 'Markup Percentage', <Input suffix="%" inputMode="decimal" />, { required: true, normalize: maskMoney })}
        </Row>
      </Card>

      <Card style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {item('power', 'Power Onsite', <Radio.Group aria-label="Power Onsite" options={[{ value: true, label: 'Yes' }, { value: false, label: 'No' }]} />, { span: 8 })}
          {item('water', 'Water Onsite', <Radio.Group aria-label="Water Onsite" options={[{ value: true, label: 'Yes' }, { value: false, label: 'No' }]} />, { span: 8 })}
          {item('pcoProfitPercentage', 'Profit Percentage', <Input suffix="%" inputMode="decimal" />, { span: 8, normalize: maskMoney })}
        </Row>
      </Card>

      <Button type="primary" onClick={submit} loading={submitting}>
        {mode === 'create' ? 'Create' : 'Update'}
      </Button>

      <AddOwnerAddressDialog
        ownerId={ownerId}
        open={addressOpen}
        onClose={() => setAddressOpen(false)}
        onAdded={async (id) => {
          setAddressOpen(false);
          await addressesQ.refetch();
          form.setFieldsValue({ ownerAddressId: id });
        }}
      />
      <AddOwnerManagerDialog
        ownerId={ownerId}
        open={managerOpen}
        onClose={() => setManagerOpen(false)}
        onAdded={async (id) => {
          setManagerOpen(false);
          await managersQ.refetch();
          form.setFieldsValue({ ownerManagerId: id });
        }}
      />
      <AddListValueDialog
        listKey={listKey}
        onClose={() => setListKey(null)}
        onAdded={async (key, value) => {
          setListKey(null);
          await listsQ.refetch();
          form.setFieldsValue(key === 'BUILDING_TYPE' ? { buildingType: value } : { projectType: value });
        }}
      />
      {canAddEmployee && (
        <EmployeeDialog
          open={employeeFor !== null}
          preset={employeeFor ? STAFF_PRESETS[employeeFor] : undefined}
          onClose={() => setEmployeeFor(null)}
          onSaved={async ({ id }) => {
            const kind = employeeFor;
            setEmployeeFor(null);
            await staffQ.refetch();
            if (kind && id) form.setFieldsValue({ [STAFF_FIELDS[kind]]: id });
          }}
        />
      )}
    </Form>
  );
}
