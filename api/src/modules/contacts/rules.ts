import { canonicalPhone, type FieldErrors, isBlank, isEmail, isValidPhone } from '../../validation.js';

// Contact information shared by owners, subcontractors and vendors (docs/projects.md §3: the same info fields, addresses and
// managers on each). Only what is the same everywhere lives here: each module keeps its own messages and its own
// choice of mandatory fields, since the specification words them differently per screen.

export type Text = string | number | null | undefined;

/** The contact fields of owner_info, sub_cont_info and vendor_details besides the company name. */
export interface ContactInfoPayload {
  first_name?: Text; last_name?: Text; email?: Text; phone_number?: Text; fax_number?: Text;
  cc_email?: Text; payable_email?: Text; account_recievable_email?: Text; mobile_number?: Text;
}
export interface ContactAddressPayload { address_1?: Text; address_2?: Text; city?: Text; state?: Text; state_code?: Text; zip?: Text }
export interface ContactManagerPayload { first_name?: Text; last_name?: Text; email?: Text; phone?: Text }

export interface ContactInfoValues {
  first_name: string | null; last_name: string | null; email: string; phone_number: string; fax_number: string | null;
  cc_email: string | null; payable_email: string | null; account_recievable_email: string | null; mobile_number: string | null;
}
export interface ContactAddressValues { address_1: string; address_2: string | null; city: string; state: string; state_code: string | null; zip: string }

/** Every email field of a contact's info. */
export const CONTACT_EMAIL_FIELDS = ['email', 'cc_email', 'payable_email', 'account_recievable_email'] as const;
/** An address after the first is kept only with all of these (docs/projects.md §5). */
export const ADDRESS_COMPLETE_FIELDS = ['address_1', 'city', 'state', 'zip'] as const;
export const MANAGER_FIELDS = ['first_name', 'last_name', 'email', 'phone'] as const;
/** 5 digits (owners, companies). */
export const ZIP5 = /^\d{5}$/;
/** 5 digits or ZIP+4 (subcontractors, vendors). */
export const ZIP5_OR_PLUS4 = /^\d{5}(-\d{4})?$/;

export const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value).trim());
export const optional = (value: unknown): string | null => (text(value) === '' ? null : text(value));
export const optionalPhone = (value: unknown): string | null => (text(value) === '' ? null : canonicalPhone(text(value)));

export const isCompleteAddress = (a: ContactAddressPayload | null | undefined): boolean =>
  !!a && ADDRESS_COMPLETE_FIELDS.every((f) => !isBlank(a[f]));
export const isBlankManager = (m: ContactManagerPayload | null | undefined): boolean => !m || MANAGER_FIELDS.every((f) => isBlank(m[f]));

/** Adds `message` under `<prefix>.<field>` for each filled email field that is not an email. */
export function checkEmails(errors: FieldErrors, prefix: string, info: ContactInfoPayload, message: string): void {
  for (const f of CONTACT_EMAIL_FIELDS) if (!isBlank(info[f]) && !isEmail(text(info[f]))) errors.add(`${prefix}.${f}`, message);
}

/** Adds `message` under `<prefix>.<field>` for each filled phone field (of `fields`) that is not 10 digits. */
export function checkPhones(
  errors: FieldErrors, prefix: string, info: ContactInfoPayload, fields: readonly ('phone_number' | 'mobile_number' | 'fax_number')[], message: string,
): void {
  for (const f of fields) if (!isBlank(info[f]) && !isValidPhone(text(info[f]))) errors.add(`${prefix}.${f}`, message);
}

/** Trimmed contact info; blanks become null, phones canonical. */
export function contactInfoValues(info: ContactInfoPayload): ContactInfoValues {
  return {
    first_name: optional(info.first_name),
    last_name: optional(info.last_name),
    email: text(info.email),
    phone_number: canonicalPhone(text(info.phone_number)),
    fax_number: optionalPhone(info.fax_number),
    cc_email: optional(info.cc_email),
    payable_email: optional(info.payable_email),
    account_recievable_email: optional(info.account_recievable_email),
    mobile_number: optionalPhone(info.mobile_number),
  };
}

export function contactAddressValues(a: ContactAddressPayload): ContactAddressValues {
  return {
    address_1: text(a.address_1), address_2: optional(a.address_2), city: text(a.city), state: text(a.state),
    state_code: optional(a.state_code), zip: text(a.zip),
  };
}
