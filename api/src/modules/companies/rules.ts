import { canonicalPhone, FieldErrors, isBlank, isEmail, isValidPhone, isValidZip } from '../../validation.js';

export const COMPANY_MESSAGES = {
  mandatory: 'Please fill all the mandatory fields!',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid mobile number.',
  zip: 'Please enter a valid zipcode.',
  image: 'Unable to upload image',
  startNo: 'Please enter a valid start number.',
  markup: 'Please enter a valid markup.',
  emailTaken: 'This email ID already has a sign-in. Sign-in emails are unique across all companies.',
  // Not worded by the specification: the proposal setting of issue 31.
  proposalOverhead: 'Choose how the proposal shows overhead and profit.',
  // Not in the specification, which makes these fields read-only on screen (issue 10 item 3): the API says no
  // rather than report success for a change it would throw away.
  emailsReadOnly: 'Only an administrator of all companies can change this email.',
} as const;

export const MAX_LOGO_BYTES = 1024 * 1024;

/**
 * How the proposal presents overhead and profit to the owner (docs/money.md §8): two lines with their percentages as the
 * specification shows them (the default), two lines without percentages, or one combined "Overhead and fee" line.
 */
export const PROPOSAL_OVERHEAD = ['separate_percent', 'separate', 'combined'] as const;
export type ProposalOverhead = (typeof PROPOSAL_OVERHEAD)[number];
export const COUNTRY = 'United States';

type Text = string | null | undefined;

export interface CompanyPayload {
  owner: { first_name?: Text; last_name?: Text; phone_number?: Text; email?: Text };
  project: { id?: Text; start_no?: string | number | null };
  details: {
    company_name?: Text; company_email?: Text; company_phone?: Text; default_markup?: string | number | null;
    address1?: Text; address2?: Text; company_image?: Text; city?: Text; state?: Text; state_code?: Text;
    zip?: Text; country?: Text; company_admin?: Text; proposal_overhead?: Text;
  };
}

/** Column values of a validated payload. */
export interface CompanyValues {
  company_name: string;
  company_email: string;
  company_phone: string;
  company_image: string | null;
  default_markup: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  state_code: string | null;
  zip: string;
  country: string;
  company_admin: string;
  owner_first_name: string;
  owner_last_name: string | null;
  owner_email: string;
  owner_phone: string;
  prefix_project_id: string | null;
  start_project_id: number;
  /** Absent: the stored setting is kept (the default for a new company). */
  proposal_overhead?: ProposalOverhead;
}

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value).trim());
const optional = (value: unknown): string | null => (text(value) === '' ? null : text(value));


/** Commas stripped; a whole number from 0 up to the integer column's limit. */
export function parseStartNo(value: unknown): number | null {
  const cleaned = text(value).replace(/,/g, '');
  if (!/^\d+$/.test(cleaned)) return null;
  const n = Number(cleaned);
  return n <= 2_147_483_647 ? n : null;
}

/** Markup percent; blank means 0; commas stripped; non-negative with up to 4 decimals (numeric(7,4)). */
export function parseMarkup(value: unknown): string | null {
  const cleaned = text(value).replace(/,/g, '');
  if (cleaned === '') return '0';
  if (!/^\d{1,3}(\.\d{1,4})?$/.test(cleaned)) return null;
  return cleaned;
}

/** Logo: a base64 data URL of a JPEG or PNG image of at most 1 MB decoded. */
export function isValidLogo(value: string): boolean {
  const match = /^data:image\/(jpeg|jpg|png);base64,([A-Za-z0-9+/]+={0,2})$/.exec(value.replace(/\s/g, ''));
  if (!match) return false;
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length === 0 || bytes.length > MAX_LOGO_BYTES) return false;
  // The bytes must really be the declared kind of image.
  const isPng = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  return match[1] === 'png' ? isPng : isJpeg;
}

/** Percent as the client shows it: at least two decimals ("10.00", "12.125"). */
export function formatMarkup(value: string | number): string {
  const [whole = '0', fraction = ''] = String(value).split('.');
  const trimmed = fraction.replace(/0+$/, '');
  return `${whole}.${trimmed.padEnd(2, '0')}`;
}

/**
 * Validates a create/edit payload (docs/accounts.md §5). Mandatory failures come first in `error`;
 * every failing field is listed under its payload path.
 */
export function validateCompany(payload: CompanyPayload): { values?: CompanyValues; errors: FieldErrors } {
  const { owner, project, details } = payload;
  const errors = new FieldErrors();
  const mandatory: [string, unknown][] = [
    ['owner.first_name', owner.first_name],
    ['owner.phone_number', owner.phone_number],
    ['owner.email', owner.email],
    ['project.start_no', project.start_no],
    ['details.company_name', details.company_name],
    ['details.company_email', details.company_email],
    ['details.company_phone', details.company_phone],
    ['details.address1', details.address1],
    ['details.city', details.city],
    ['details.state', details.state],
    ['details.zip', details.zip],
    ['details.company_admin', details.company_admin],
  ];
  for (const [field, value] of mandatory) if (isBlank(value)) errors.add(field, COMPANY_MESSAGES.mandatory);

  const present = (field: string, value: unknown) => !isBlank(value) && errors.fields[field] === undefined;
  for (const [field, value] of [
    ['owner.email', owner.email], ['details.company_email', details.company_email],
    ['details.company_admin', details.company_admin],
  ] as const) {
    if (present(field, value) && !isEmail(text(value))) errors.add(field, COMPANY_MESSAGES.email);
  }
  for (const [field, value] of [['owner.phone_number', owner.phone_number], ['details.company_phone', details.company_phone]] as const) {
    if (present(field, value) && !isValidPhone(text(value))) errors.add(field, COMPANY_MESSAGES.phone);
  }
  if (present('details.zip', details.zip) && !isValidZip(text(details.zip))) errors.add('details.zip', COMPANY_MESSAGES.zip);
  const startNo = parseStartNo(project.start_no);
  if (present('project.start_no', project.start_no) && startNo === null) errors.add('project.start_no', COMPANY_MESSAGES.startNo);
  const markup = parseMarkup(details.default_markup);
  if (markup === null) errors.add('details.default_markup', COMPANY_MESSAGES.markup);
  const presentation = optional(details.proposal_overhead);
  if (presentation !== null && !(PROPOSAL_OVERHEAD as readonly string[]).includes(presentation)) {
    errors.add('details.proposal_overhead', COMPANY_MESSAGES.proposalOverhead);
  }
  const image = optional(details.company_image);
  if (image !== null && !isValidLogo(image)) errors.add('details.company_image', COMPANY_MESSAGES.image);

  if (!errors.empty) return { errors };
  return {
    errors,
    values: {
      company_name: text(details.company_name),
      company_email: text(details.company_email),
      company_phone: canonicalPhone(text(details.company_phone)),
      company_image: image === null ? null : image.replace(/\s/g, ''),
      default_markup: markup!,
      address1: text(details.address1),
      address2: optional(details.address2),
      city: text(details.city),
      state: text(details.state),
      state_code: optional(details.state_code),
      zip: text(details.zip),
      country: COUNTRY,
      company_admin: text(details.company_admin),
      owner_first_name: text(owner.first_name),
      owner_last_name: optional(owner.last_name),
      owner_email: text(owner.email),
      owner_phone: canonicalPhone(text(owner.phone_number)),
      prefix_project_id: optional(project.id),
      start_project_id: startNo!,
      ...(presentation !== null ? { proposal_overhead: presentation as ProposalOverhead } : {}),
    },
  };
}
