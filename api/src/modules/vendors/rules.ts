import { canonicalPhone, FieldErrors, isBlank, isEmail, isValidPhone } from '../../validation.js';
import {
  ADDRESS_COMPLETE_FIELDS, checkEmails, checkPhones, contactAddressValues, contactInfoValues, isBlankManager, MANAGER_FIELDS, text,
  ZIP5_OR_PLUS4, type ContactAddressPayload, type ContactAddressValues, type ContactInfoPayload, type ContactInfoValues,
  type ContactManagerPayload, type Text,
} from '../contacts/rules.js';

// Texts of docs/projects.md §5 (Add Vendor) and §8 (Vendors). The spec words only the mandatory message; the format messages are
// the subcontractor dialog's, as both live in the same directory.
export const VENDOR_MESSAGES = {
  mandatory: 'Fill the mandatory fields.',
  added: 'Vendor added successfully!',
  email: 'This is not a valid email address.',
  phone: 'Please enter a valid mobile number.',
  zip: 'Please enter a valid zipcode.',
  tooLong: (max: number) => `This field can be at most ${max} characters.`,
  state: 'This is not a valid state.',
  division: 'This division does not exist.',
  subdivision: 'This subdivision does not exist.',
  subdivisionOutside: 'This subdivision is not in a chosen division.',
  selectVendors: 'Select at least one vendor.',
  notFound: 'Vendor not found.',
  subdivisionNotFound: 'Subdivision not found.',
} as const;

export const NAME_MAX = 255;
export const PERSON_MAX = 100;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 30;
export const CODE_MAX = 10;

export interface VendorDetailsPayload extends Omit<ContactInfoPayload, 'fax_number'> {
  company_name?: Text;
  working_states?: Text[] | null;
  is_national?: boolean | null;
}
export interface VendorPayload {
  vendor_details?: VendorDetailsPayload | null;
  addresses?: ContactAddressPayload[] | null;
  managers?: ContactManagerPayload[] | null;
  divisions?: { division_id?: number | null }[] | null;
  subdivisions?: { subdivision_id?: number | null }[] | null;
}

export interface VendorDetailsValues extends Omit<ContactInfoValues, 'fax_number'> {
  company_name: string; is_national: boolean; working_states: string[];
}
export interface VendorManagerValues { first_name: string; last_name: string; email: string; phone: string }
export interface VendorValues {
  details: VendorDetailsValues;
  addresses: ContactAddressValues[];
  managers: VendorManagerValues[];
  divisionIds: number[];
  subdivisionIds: number[];
}

const unique = <T>(list: T[]) => [...new Set(list)];
const isBlankAddress = (a: ContactAddressPayload | null | undefined) =>
  !a || (['address_1', 'address_2', 'city', 'state', 'state_code', 'zip'] as const).every((f) => isBlank(a[f]));

/**
 * docs/projects.md §5 Add Vendor, without the catalogue lookups (the route checks divisions and subdivisions exist). Mandatory:
 * company name, email, phone, one division and one subdivision ('Fill the mandatory fields.'). Addresses and managers
 * are optional: wholly blank ones are dropped, partly filled ones need address 1, city, state and zip / all four
 * manager fields. Delivery states by code or name unless National. Every failing field is named; the first is the message.
 */
export function validateVendor(payload: VendorPayload, states: Map<string, string>): { values?: VendorValues; errors: FieldErrors } {
  const errors = new FieldErrors();
  const m = VENDOR_MESSAGES.mandatory;
  const info = payload.vendor_details ?? {};
  const addresses = Array.isArray(payload.addresses) ? payload.addresses : [];
  const managers = Array.isArray(payload.managers) ? payload.managers : [];
  const divisions = Array.isArray(payload.divisions) ? payload.divisions : [];
  const subdivisions = Array.isArray(payload.subdivisions) ? payload.subdivisions : [];
  const national = info.is_national === true;
  const workingStates = Array.isArray(info.working_states) ? info.working_states.filter((s) => !isBlank(s)) : [];

  for (const f of ['company_name', 'email', 'phone_number'] as const) if (isBlank(info[f])) errors.add(`vendor_details.${f}`, m);
  const divisionIds = unique(divisions.map((d) => d?.division_id).filter((id): id is number => typeof id === 'number'));
  const subdivisionIds = unique(subdivisions.map((s) => s?.subdivision_id).filter((id): id is number => typeof id === 'number'));
  if (divisionIds.length === 0) errors.add('divisions', m);
  if (subdivisionIds.length === 0) errors.add('subdivisions', m);
  addresses.forEach((a, i) => {
    if (isBlankAddress(a)) return;
    for (const f of ADDRESS_COMPLETE_FIELDS) if (isBlank(a[f])) errors.add(`addresses.${i}.${f}`, m);
  });
  managers.forEach((mg, i) => {
    if (isBlankManager(mg)) return;
    for (const f of MANAGER_FIELDS) if (isBlank(mg[f])) errors.add(`managers.${i}.${f}`, m);
  });

  checkEmails(errors, 'vendor_details', info, VENDOR_MESSAGES.email);
  managers.forEach((mg, i) => {
    if (mg && !isBlank(mg.email) && !isEmail(text(mg.email))) errors.add(`managers.${i}.email`, VENDOR_MESSAGES.email);
    if (mg && !isBlank(mg.phone) && !isValidPhone(text(mg.phone))) errors.add(`managers.${i}.phone`, VENDOR_MESSAGES.phone);
  });
  checkPhones(errors, 'vendor_details', info, ['phone_number', 'mobile_number'], VENDOR_MESSAGES.phone);
  addresses.forEach((a, i) => {
    if (a && !isBlank(a.zip) && !ZIP5_OR_PLUS4.test(text(a.zip))) errors.add(`addresses.${i}.zip`, VENDOR_MESSAGES.zip);
  });

  const lengths: [string, unknown, number][] = [
    ['vendor_details.company_name', info.company_name, NAME_MAX], ['vendor_details.first_name', info.first_name, PERSON_MAX],
    ['vendor_details.last_name', info.last_name, PERSON_MAX],
    ...(['email', 'cc_email', 'payable_email', 'account_recievable_email'] as const)
      .map((f): [string, unknown, number] => [`vendor_details.${f}`, info[f], EMAIL_MAX]),
    ...(['phone_number', 'mobile_number'] as const).map((f): [string, unknown, number] => [`vendor_details.${f}`, info[f], PHONE_MAX]),
    ...addresses.flatMap((a, i): [string, unknown, number][] => [
      [`addresses.${i}.address_1`, a?.address_1, NAME_MAX], [`addresses.${i}.address_2`, a?.address_2, NAME_MAX],
      [`addresses.${i}.city`, a?.city, PERSON_MAX], [`addresses.${i}.state`, a?.state, PERSON_MAX],
      [`addresses.${i}.state_code`, a?.state_code, CODE_MAX],
    ]),
    ...managers.flatMap((mg, i): [string, unknown, number][] => [
      [`managers.${i}.first_name`, mg?.first_name, PERSON_MAX], [`managers.${i}.last_name`, mg?.last_name, PERSON_MAX],
      [`managers.${i}.email`, mg?.email, EMAIL_MAX],
    ]),
  ];
  for (const [field, value, max] of lengths) if (text(value).length > max) errors.add(field, VENDOR_MESSAGES.tooLong(max));
  // National clears the chosen states (as on the subcontractor form), so their spelling no longer matters.
  const stateCodes = national ? [] : workingStates.map((s, i) => {
    const code = states.get(text(s).toLowerCase());
    if (!code) errors.add(`vendor_details.working_states.${i}`, VENDOR_MESSAGES.state);
    return code ?? '';
  });
  if (!errors.empty) return { errors };

  const { fax_number: _fax, ...contact } = contactInfoValues(info);
  return {
    errors,
    values: {
      details: { company_name: text(info.company_name), ...contact, is_national: national, working_states: unique(stateCodes).sort() },
      addresses: addresses.filter((a) => !isBlankAddress(a)).map(contactAddressValues),
      managers: managers.filter((mg) => !isBlankManager(mg)).map((mg) => ({
        first_name: text(mg.first_name), last_name: text(mg.last_name), email: text(mg.email), phone: canonicalPhone(text(mg.phone)),
      })),
      divisionIds,
      subdivisionIds,
    },
  };
}
