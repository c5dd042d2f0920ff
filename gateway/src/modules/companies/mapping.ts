import type { Company, CompanyInput } from '../../__generated__/resolvers.js';
import { toDecimalString } from '@suite/money';

/** Company as the REST API returns it (contract "Company JSON"). */
export interface RestCompany {
  company_id: number;
  company_name: string | null;
  company_email: string | null;
  company_phone?: string | null;
  company_phone_number?: string | null;
  company_image?: string | null;
  default_markup?: string | number | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  state_code?: string | null;
  zip?: string | number | null;
  country?: string | null;
  company_admin?: string | null;
  owner_first_name?: string | null;
  owner_last_name?: string | null;
  owner_email?: string | null;
  owner_phone?: string | null;
  prefix_project_id?: string | null;
  start_project_id?: string | number | null;
  is_active?: boolean | number | string | null;
}

/** REST payload of POST company / PUT company/{id}. */
export interface RestCompanyPayload {
  owner: { first_name: string; last_name: string; phone_number: string; email: string };
  project: { id: string; start_no: string };
  details: {
    company_name: string;
    company_email: string;
    company_phone: string;
    default_markup: string;
    address1: string;
    address2: string;
    company_image: string;
    city: string;
    state: string;
    state_code: string;
    zip: string;
    country: string;
    company_admin: string;
  };
}

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const optStr = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));

function truthy(v: unknown): boolean {
  if (typeof v === 'string') return v === 'true' || v === '1';
  return Boolean(v);
}

export function toCompany(row: RestCompany): Company {
  const start = Number(String(row.start_project_id ?? '0').replace(/,/g, ''));
  return {
    id: Number(row.company_id),
    name: str(row.company_name),
    email: str(row.company_email),
    phone: str(row.company_phone ?? row.company_phone_number),
    image: optStr(row.company_image),
    defaultMarkup: toDecimalString(row.default_markup ?? '0', 2) ?? '0.00',
    address1: str(row.address1),
    address2: optStr(row.address2),
    city: str(row.city),
    state: str(row.state),
    stateCode: optStr(row.state_code),
    zip: str(row.zip),
    country: str(row.country),
    companyAdmin: str(row.company_admin),
    owner: {
      firstName: str(row.owner_first_name),
      lastName: optStr(row.owner_last_name),
      email: str(row.owner_email),
      phone: str(row.owner_phone),
    },
    projectIdPrefix: optStr(row.prefix_project_id),
    projectIdStart: Number.isFinite(start) ? start : 0,
    isActive: truthy(row.is_active),
  };
}

/** GraphQL input to the REST payload; absent optional values are sent blank, as the original client does. */
export function toCompanyPayload(input: CompanyInput): RestCompanyPayload {
  const { owner, project, details } = input;
  return {
    owner: {
      first_name: str(owner.firstName),
      last_name: str(owner.lastName),
      phone_number: str(owner.phone),
      email: str(owner.email),
    },
    project: {
      id: str(project.prefix),
      start_no: str(project.startNo),
    },
    details: {
      company_name: str(details.name),
      company_email: str(details.email),
      company_phone: str(details.phone),
      default_markup: str(details.defaultMarkup),
      address1: str(details.address1),
      address2: str(details.address2),
      company_image: str(details.image),
      city: str(details.city),
      state: str(details.state),
      state_code: str(details.stateCode),
      zip: str(details.zip),
      country: str(details.country) || 'United States',
      company_admin: str(details.companyAdmin),
    },
  };
}
