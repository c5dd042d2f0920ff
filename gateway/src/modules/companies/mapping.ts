import type { Company, CompanyInput, ProposalOverhead } from '../../__generated__/graphql.js';
import { byRule, underArgument, type FieldPathMap } from '../../field-paths.js';
import type { RestBody, RestData } from '../../rest-types.js';
import { toDecimalString } from '@suite/money';

/** Company as the REST API returns it (contract "Company JSON"; api/src/modules/companies/schemas.ts). */
export type RestCompany = RestData<'company/{tenantId}', 'get'>;

/** REST payload of POST company / PUT company/{company_id}. */
export type RestCompanyPayload = RestBody<'company', 'post'>;

/** Field errors of POST company / PUT company/{company_id} under CompanyInput's paths (argument `input`). */
export const COMPANY_INPUT_FIELDS: FieldPathMap = underArgument('input', byRule([
  'owner', 'owner.first_name', 'owner.last_name', 'owner.email', 'project', 'project.start_no', 'details',
  'details.default_markup', 'details.address1', 'details.address2', 'details.city', 'details.state', 'details.state_code',
  'details.zip', 'details.country', 'details.company_admin',
], {
  'details.proposal_overhead': 'details.proposalOverhead',
  'owner.phone_number': 'owner.phone',
  'project.id': 'project.prefix',
  'details.company_name': 'details.name',
  'details.company_email': 'details.email',
  'details.company_phone': 'details.phone',
  'details.company_image': 'details.image',
}));

/** The REST values of the proposal's overhead presentation (api/src/modules/companies/rules.ts PROPOSAL_OVERHEAD). */
const PROPOSAL_OVERHEAD: Record<string, ProposalOverhead> = {
  separate_percent: 'SEPARATE_WITH_PERCENTAGES', separate: 'SEPARATE', combined: 'COMBINED',
};

/** REST → GraphQL; anything unknown reads as the default, the specification's two lines with percentages. */
export const toProposalOverhead = (v: unknown): ProposalOverhead => PROPOSAL_OVERHEAD[String(v)] ?? 'SEPARATE_WITH_PERCENTAGES';

/** GraphQL → REST; '' (left out) keeps the stored one. */
const fromProposalOverhead = (v: ProposalOverhead | null | undefined): string =>
  (v ? Object.keys(PROPOSAL_OVERHEAD).find((k) => PROPOSAL_OVERHEAD[k] === v) ?? '' : '');

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
    // Null in role 13's company list (no price of the company's), not a markup of 0.
    defaultMarkup: row.default_markup === null ? null : toDecimalString(row.default_markup, 2) ?? '0.00',
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
    proposalOverhead: toProposalOverhead(row.proposal_overhead),
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
      proposal_overhead: fromProposalOverhead(details.proposalOverhead),
    },
  };
}
