import { ReadOnlyInput } from '../../app/ReadOnlyInput';
import { useEffect, useState, type ChangeEvent } from 'react';
import { Alert, App, Button, Card, Col, Form, Input, Row, Select, Spin, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { fieldsOf, readError } from '../../app/errors';
import { gridFieldFor } from '../../app/formGridField';
import { formatInteger, formatPhone, maskMoney, stripCommas } from '../../app/masks';
import { canAccess, canWrite, saveSession, useSession } from '../../app/session';
import { useFlash } from '../../app/useFlash';
import type { CompanyFieldsFragment, CompanyInput, ProposalOverhead } from '../../gql/graphql';
import { AddressFields } from '../address/AddressFields';
import { CompanyQuery, CreateCompanyMutation, UpdateCompanyMutation } from './operations';
import { useCompanyId } from './useCompanyId';
import { COMPANY_MESSAGES, serverFieldPath, validateCompany, type CompanyFormValues, type FieldPath } from './validation';

export const COUNTRY = 'United States';
const DEFAULT_MARKUP = '10';
const MAX_IMAGE_BYTES = 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png'];

const EMPTY: CompanyFormValues = {
  owner: { firstName: '', lastName: '', phone: '', email: '' },
  project: { prefix: '', startNo: '' },
  details: {
    name: '', email: '', phone: '', defaultMarkup: DEFAULT_MARKUP, address1: '', address2: '',
    city: '', state: '', stateCode: '', zip: '', country: COUNTRY, companyAdmin: '', proposalOverhead: 'SEPARATE_WITH_PERCENTAGES',
  },
};

/** How the proposal (page and PDF) presents overhead and profit to the owner; the first is the specification's. */
export const PROPOSAL_OVERHEAD_OPTIONS: { value: ProposalOverhead; label: string }[] = [
  { value: 'SEPARATE_WITH_PERCENTAGES', label: 'Overhead and Profit, with their percentages' },
  { value: 'SEPARATE', label: 'Overhead and Profit, without percentages' },
  { value: 'COMBINED', label: 'One line: Overhead and fee' },
];

function toFormValues(c: CompanyFieldsFragment): CompanyFormValues {
  return {
    owner: { firstName: c.owner.firstName, lastName: c.owner.lastName ?? '', phone: formatPhone(c.owner.phone), email: c.owner.email },
    project: { prefix: c.projectIdPrefix ?? '', startNo: formatInteger(String(c.projectIdStart)) },
    details: {
      name: c.name, email: c.email, phone: formatPhone(c.phone), defaultMarkup: maskMoney(c.defaultMarkup ?? ''),
      address1: c.address1, address2: c.address2 ?? '', city: c.city, state: c.state, stateCode: c.stateCode ?? '',
      zip: c.zip, country: COUNTRY, companyAdmin: c.companyAdmin, proposalOverhead: c.proposalOverhead,
    },
  };
}

function toInput(v: CompanyFormValues, image: string | null): CompanyInput {
  const t = (s: string | undefined) => (s ?? '').trim();
  const markup = stripCommas(t(v.details.defaultMarkup));
  return {
    owner: { firstName: t(v.owner.firstName), lastName: t(v.owner.lastName) || null, phone: t(v.owner.phone), email: t(v.owner.email) },
    project: { prefix: t(v.project.prefix) || null, startNo: stripCommas(t(v.project.startNo)) },
    details: {
      name: t(v.details.name), email: t(v.details.email), phone: t(v.details.phone),
      defaultMarkup: markup === '' ? '0' : markup,
      address1: t(v.details.address1), address2: t(v.details.address2) || null, image,
      city: t(v.details.city), state: t(v.details.state), stateCode: t(v.details.stateCode) || null,
      zip: t(v.details.zip), country: COUNTRY, companyAdmin: t(v.details.companyAdmin),
      proposalOverhead: v.details.proposalOverhead,
    },
  };
}

const keyOf = (p: FieldPath) => `${p[0]}.${p[1]}`;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

function CompanyForm({ mode, companyId, initial }: { mode: 'create' | 'edit'; companyId?: number; initial?: CompanyFieldsFragment }) {
  const session = useSession();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<CompanyFormValues>();
  const [createCompany, { loading: creating }] = useMutation(CreateCompanyMutation);
  const [updateCompany, { loading: updating }] = useMutation(UpdateCompanyMutation);
  const [image, setImage] = useState<string | null>(initial?.image ?? null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, flashError] = useFlash<string>(3000);
  const emailsReadOnly = mode === 'edit' && !canWrite(session.permissions, 'all_companies_dashboard');

  useEffect(() => {
    form.setFieldsValue(initial ? toFormValues(initial) : EMPTY);
  }, [form, initial]);

  async function onImage(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    if (!file) return;
    try {
      if (!IMAGE_TYPES.includes(file.type) || file.size > MAX_IMAGE_BYTES) throw new Error('bad image');
      setImage(await readAsDataUrl(file));
      setImageError(null);
    } catch {
      setImageError(COMPANY_MESSAGES.image);
    }
  }

  async function submit() {
    const values = form.getFieldsValue(true) as CompanyFormValues;
    const failures = validateCompany(values);
    if (failures.length > 0) {
      // The first failure is the message; every failing field is outlined.
      setFieldErrors(Object.fromEntries(failures.map((f) => [keyOf(f.path), ''])));
      flashError(failures[0].message);
      return;
    }
    setFieldErrors({});
    const input = toInput(values, image);
    try {
      if (mode === 'create') {
        await createCompany({ variables: { input } });
        message.success({ content: COMPANY_MESSAGES.created, duration: 3 });
        navigate('/admin/all-company');
      } else {
        const res = await updateCompany({ variables: { id: companyId!, input } });
        const updated = res.data?.updateCompany;
        if (updated && session.company?.id === updated.id) saveSession({ company: { ...session.company, ...updated } });
        message.success({ content: COMPANY_MESSAGES.updated, duration: 3 });
        navigate(canAccess(session.permissions, 'add_new_company') ? '/admin/all-company' : `/admin/company-details?id=${companyId}`);
      }
    } catch (err) {
      const e = readError(err);
      const next: Record<string, string> = {};
      for (const [k, msg] of Object.entries(fieldsOf(e))) {
        if (k === 'details.image') setImageError(msg);
        const path = serverFieldPath(k);
        if (path) next[keyOf(path)] = msg;
      }
      setFieldErrors(next);
      // A text already shown on its field is not repeated above the button.
      const text = e.message || COMPANY_MESSAGES.failed;
      if (!Object.values(next).includes(text)) flashError(text);
    }
  }

  const field = gridFieldFor(fieldErrors);

  return (
    <Form form={form} name="company" layout="vertical" onFinish={submit} initialValues={EMPTY} noValidate>
      <Card title="Owner" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {field(['owner', 'firstName'], 'Owner First Name', <Input />, { required: true })}
          {field(['owner', 'lastName'], 'Owner Last Name', <Input />)}
          {field(['owner', 'phone'], 'Owner Phone', <Input placeholder="(100) 000-0000" inputMode="tel" />, { required: true, normalize: formatPhone })}
          {field(['owner', 'email'], 'Owner Email', <ReadOnlyInput type="email" readOnly={emailsReadOnly} />, { required: true })}
        </Row>
      </Card>
      <Card title="Project ID settings" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {field(['project', 'prefix'], 'Project ID Prefix', <Input />)}
          {field(['project', 'startNo'], 'Start Number', <Input inputMode="numeric" />, { required: true, normalize: formatInteger })}
        </Row>
      </Card>
      <Card title="Company details" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {field(['details', 'name'], 'Company Name', <Input />, { required: true })}
          {field(['details', 'email'], 'Company Email', <ReadOnlyInput type="email" readOnly={emailsReadOnly} />, { required: true })}
          {field(['details', 'phone'], 'Company Phone', <Input placeholder="(100) 000-0000" inputMode="tel" />, { required: true, normalize: formatPhone })}
          {field(['details', 'defaultMarkup'], 'Adjustable Markup', <Input suffix="%" inputMode="decimal" />, { normalize: maskMoney })}
          <AddressFields field={field} group="details" />
          {field(['details', 'country'], 'Country', <ReadOnlyInput />)}
          {field(['details', 'companyAdmin'], 'Company Admin Email', <ReadOnlyInput type="email" readOnly={emailsReadOnly} />, { required: true })}
          <Col xs={24} md={12}>
            <Form.Item label="Logo" htmlFor="company-logo" validateStatus={imageError ? 'error' : undefined} help={imageError ?? undefined}>
              <input id="company-logo" type="file" accept=".jpeg,.jpg,.png,image/jpeg,image/png" onChange={onImage} />
              {image && <img src={image} alt="Company logo" style={{ display: 'block', maxHeight: 64, marginTop: 8 }} />}
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title="Proposal" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {field(['details', 'proposalOverhead'], 'Overhead and profit on the proposal', <Select options={PROPOSAL_OVERHEAD_OPTIONS} />)}
        </Row>
      </Card>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" loading={creating || updating}>
        Submit
      </Button>
    </Form>
  );
}

export function CreateCompanyPage() {
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Create New Company
      </Typography.Title>
      <CompanyForm mode="create" />
    </>
  );
}

export function EditCompanyPage() {
  const id = useCompanyId();
  const { data, loading, error } = useQuery(CompanyQuery, { variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'network-only' });
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Edit Company
      </Typography.Title>
      {id === null || error ? (
        <Alert type="error" showIcon title={COMPANY_MESSAGES.failed} />
      ) : loading || !data ? (
        <Spin />
      ) : (
        <CompanyForm mode="edit" companyId={id} initial={data.company} />
      )}
    </>
  );
}
