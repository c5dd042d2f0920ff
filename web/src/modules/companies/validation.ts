import type { ProposalOverhead } from '../../gql/graphql';
import { isValidPhone } from '../../app/masks';
import { EMAIL_PATTERN } from '../../app/people';

export const COMPANY_MESSAGES = {
  mandatory: 'Please fill all the mandatory fields!',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid mobile number.',
  zip: 'Please enter a valid zipcode.',
  image: 'Unable to upload image',
  created: 'Company created successfully!',
  updated: 'Company updated successfully!',
  statusChanged: 'Company status has been changed successfully!',
  failed: 'Something went wrong. Try again after some time.',
} as const;

export interface CompanyFormValues {
  owner: { firstName: string; lastName: string; phone: string; email: string };
  project: { prefix: string; startNo: string };
  details: {
    name: string;
    email: string;
    phone: string;
    defaultMarkup: string;
    address1: string;
    address2: string;
    city: string;
    state: string;
    stateCode: string;
    zip: string;
    country: string;
    companyAdmin: string;
    proposalOverhead: ProposalOverhead;
  };
}

export type FieldPath = [keyof CompanyFormValues, string];

const MANDATORY: FieldPath[] = [
  ['owner', 'firstName'],
  ['owner', 'phone'],
  ['owner', 'email'],
  ['project', 'startNo'],
  ['details', 'name'],
  ['details', 'email'],
  ['details', 'phone'],
  ['details', 'address1'],
  ['details', 'city'],
  ['details', 'state'],
  ['details', 'zip'],
  ['details', 'companyAdmin'],
];

export interface FieldFailure { path: FieldPath; message: string }

function get(values: CompanyFormValues, [section, key]: FieldPath): string {
  const s = values[section] as Record<string, string | undefined>;
  return (s?.[key] ?? '').toString().trim();
}

// All failures in the order of docs/accounts.md §5: mandatory first, then emails, phones, zip.
export function validateCompany(values: CompanyFormValues): FieldFailure[] {
  const failures: FieldFailure[] = [];
  for (const path of MANDATORY) if (!get(values, path)) failures.push({ path, message: COMPANY_MESSAGES.mandatory });
  const failed = (p: FieldPath) => failures.some((f) => f.path[0] === p[0] && f.path[1] === p[1]);
  const emails: FieldPath[] = [['owner', 'email'], ['details', 'email'], ['details', 'companyAdmin']];
  for (const p of emails) if (!failed(p) && !EMAIL_PATTERN.test(get(values, p))) failures.push({ path: p, message: COMPANY_MESSAGES.email });
  const phones: FieldPath[] = [['owner', 'phone'], ['details', 'phone']];
  for (const p of phones) if (!failed(p) && !isValidPhone(get(values, p))) failures.push({ path: p, message: COMPANY_MESSAGES.phone });
  const zip: FieldPath = ['details', 'zip'];
  if (!failed(zip) && get(values, zip).length !== 5) failures.push({ path: zip, message: COMPANY_MESSAGES.zip });
  return failures;
}

/** A field path inside CompanyInput ('details.email'), as the gateway reports it, → the form field path. */
export function serverFieldPath(key: string): FieldPath | undefined {
  const [section, field] = key.split('.');
  if ((section === 'owner' || section === 'project' || section === 'details') && field) return [section, field];
  return undefined;
}
