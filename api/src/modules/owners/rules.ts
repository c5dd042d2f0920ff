import { canonicalPhone, FieldErrors, isBlank, isEmail, isValidPhone } from '../../validation.js';
import {
  checkEmails, checkPhones, contactAddressValues, contactInfoValues, isBlankManager, isCompleteAddress as isComplete, optional, text,
  ZIP5, type ContactAddressPayload, type ContactInfoPayload, type ContactManagerPayload, type Text,
} from '../contacts/rules.js';

// Texts of docs/projects.md §5 and §8 (owners, addresses, managers, generic lists).
export const OWNER_MESSAGES = {
  createMandatory: 'Please fill all the fields',
  updateMandatory: 'Please fill all the mandatory fields!',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid mobile number.',
  zip: 'Please enter a valid zipcode.',
  emailTaken: 'This email ID already exists.',
  notFound: 'Owner not found.',
  inUse: 'This owner cannot be deleted: it is used by',
  selectOwner: 'Select an owner first.',
  addressMandatory: 'Enter all the mandatory fields.',
  managerMandatory: 'Fill all the fields.',
  addBuildingType: 'Add building type.',
  addProjectType: 'Add project type.',
  buildingTypeExists: 'This building type already exists.',
  projectTypeExists: 'This project type already exists.',
} as const;

export type OwnerMode = 'create' | 'update';
export interface OwnerInfoPayload extends ContactInfoPayload {
  name?: Text;
}
export interface AddressPayload extends ContactAddressPayload {
  id?: number | string | null;
}
export interface ManagerPayload extends ContactManagerPayload {
  id?: number | string | null;
}
export interface OwnerPayload {
  owner_info?: OwnerInfoPayload | null;
  addresses?: AddressPayload[] | null;
  managers?: ManagerPayload[] | null;
}

export interface OwnerInfoValues {
  name: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  phone_number: string;
  fax_number: string | null;
  cc_email: string | null;
  payable_email: string | null;
  account_recievable_email: string | null;
  mobile_number: string | null;
}
export interface AddressValues {
  /** The id of an existing address of the owner (update in place); absent for a new one. */
  id?: number;
  address_1: string;
  address_2: string | null;
  city: string;
  state: string;
  state_code: string | null;
  zip: string;
}
export interface ManagerValues {
  id?: number;
  first_name: string;
  last_name: string | null;
  email: string;
  phone: string;
}
export interface OwnerValues {
  info: OwnerInfoValues;
  addresses: AddressValues[];
  managers: ManagerValues[];
}

export { text };

export function isValidZip(value: string): boolean {
  return ZIP5.test(value.trim());
}

function toId(value: unknown): number | undefined {
  const s = text(value);
  if (!/^\d{1,9}$/.test(s)) return undefined;
  const n = Number(s);
  return n >= 1 ? n : undefined;
}

const ADDRESS_REQUIRED = ['address_1', 'city', 'state', 'zip'] as const;
const MANAGER_REQUIRED_FIRST = ['first_name', 'last_name', 'email', 'phone'] as const;
const MANAGER_REQUIRED = ['first_name', 'email', 'phone'] as const;

/** An address is kept only when address_1, city, state and zip are all present (docs/projects.md §5). */
export const isCompleteAddress = (a: AddressPayload | null | undefined): boolean => isComplete(a);

export function addressValues(a: AddressPayload): AddressValues {
  const id = toId(a.id);
  return {
    ...(id !== undefined ? { id } : {}),
    ...contactAddressValues(a),
  };
}

export function managerValues(m: ManagerPayload): ManagerValues {
  const id = toId(m.id);
  return {
    ...(id !== undefined ? { id } : {}),
    first_name: text(m.first_name),
    last_name: optional(m.last_name),
    email: text(m.email),
    phone: canonicalPhone(text(m.phone)),
  };
}

/**
 * docs/projects.md §5 Owners. Mandatory: name, email, phone, the first address's address_1/city/state/zip and the first
 * manager's first_name/last_name/email/phone ('Please fill all the fields' on create, 'Please fill all the
 * mandatory fields!' on update). Then formats: emails 'Please enter a valid email address.', phones (owner,
 * mobile, managers) 10 digits 'Please enter a valid mobile number.', zips 5 digits 'Please enter a valid zipcode.'.
 * Further addresses are kept only when complete; further managers are dropped when wholly blank and otherwise
 * need first name, email and phone. Every failure is named in `fields`; the first becomes the message.
 */
export function validateOwner(payload: OwnerPayload, mode: OwnerMode): { values?: OwnerValues; errors: FieldErrors } {
  const errors = new FieldErrors();
  const mandatory = mode === 'create' ? OWNER_MESSAGES.createMandatory : OWNER_MESSAGES.updateMandatory;
  const info = payload.owner_info ?? {};
  const addresses = Array.isArray(payload.addresses) ? payload.addresses : [];
  const managers = Array.isArray(payload.managers) ? payload.managers : [];
  const first = addresses[0] ?? {};
  const firstManager = managers[0] ?? {};

  for (const f of ['name', 'email', 'phone_number'] as const) if (isBlank(info[f])) errors.add(`owner_info.${f}`, mandatory);
  for (const f of ADDRESS_REQUIRED) if (isBlank(first[f])) errors.add(`addresses.0.${f}`, mandatory);
  for (const f of MANAGER_REQUIRED_FIRST) if (isBlank(firstManager[f])) errors.add(`managers.0.${f}`, mandatory);
  managers.forEach((m, i) => {
    if (i === 0 || isBlankManager(m)) return;
    for (const f of MANAGER_REQUIRED) if (isBlank(m[f])) errors.add(`managers.${i}.${f}`, mandatory);
  });

  checkEmails(errors, 'owner_info', info, OWNER_MESSAGES.email);
  managers.forEach((m, i) => {
    if (m && !isBlank(m.email) && !isEmail(text(m.email))) errors.add(`managers.${i}.email`, OWNER_MESSAGES.email);
  });
  checkPhones(errors, 'owner_info', info, ['phone_number', 'mobile_number'], OWNER_MESSAGES.phone);
  managers.forEach((m, i) => {
    if (m && !isBlank(m.phone) && !isValidPhone(text(m.phone))) errors.add(`managers.${i}.phone`, OWNER_MESSAGES.phone);
  });
  addresses.forEach((a, i) => {
    if ((i === 0 || isCompleteAddress(a)) && a && !isBlank(a.zip) && !isValidZip(text(a.zip))) {
      errors.add(`addresses.${i}.zip`, OWNER_MESSAGES.zip);
    }
  });
  if (!errors.empty) return { errors };

  return {
    errors,
    values: {
      info: {
        name: text(info.name),
        ...contactInfoValues(info),
      },
      addresses: addresses.filter(isCompleteAddress).map(addressValues),
      managers: managers.filter((m) => !isBlankManager(m)).map(managerValues),
    },
  };
}

/** POST owner/address: every address needs address_1, city, state and zip; zips 5 digits. */
export function validateAddresses(addresses: AddressPayload[] | null | undefined): { values?: AddressValues[]; errors: FieldErrors } {
  const errors = new FieldErrors();
  const list = Array.isArray(addresses) ? addresses : [];
  if (list.length === 0) for (const f of ADDRESS_REQUIRED) errors.add(`addresses.0.${f}`, OWNER_MESSAGES.addressMandatory);
  list.forEach((a, i) => {
    for (const f of ADDRESS_REQUIRED) if (isBlank(a?.[f])) errors.add(`addresses.${i}.${f}`, OWNER_MESSAGES.addressMandatory);
  });
  list.forEach((a, i) => {
    if (a && !isBlank(a.zip) && !isValidZip(text(a.zip))) errors.add(`addresses.${i}.zip`, OWNER_MESSAGES.zip);
  });
  if (!errors.empty) return { errors };
  return { errors, values: list.map((a) => ({ ...addressValues(a), id: undefined })) };
}

/** POST owner/manager: first name, email and phone required ('Fill all the fields.'), then formats. */
export function validateManager(m: ManagerPayload): { values?: ManagerValues; errors: FieldErrors } {
  const errors = new FieldErrors();
  for (const f of MANAGER_REQUIRED) if (isBlank(m[f])) errors.add(f, OWNER_MESSAGES.managerMandatory);
  if (!isBlank(m.email) && !isEmail(text(m.email))) errors.add('email', OWNER_MESSAGES.email);
  if (!isBlank(m.phone) && !isValidPhone(text(m.phone))) errors.add('phone', OWNER_MESSAGES.phone);
  if (!errors.empty) return { errors };
  const { id: _ignored, ...values } = managerValues(m);
  return { errors, values };
}

export const GENERIC_KEYS = ['building_type', 'project_type'] as const;
export type GenericKey = (typeof GENERIC_KEYS)[number];

export const GENERIC_MESSAGES: Record<GenericKey, { blank: string; exists: string }> = {
  building_type: { blank: OWNER_MESSAGES.addBuildingType, exists: OWNER_MESSAGES.buildingTypeExists },
  project_type: { blank: OWNER_MESSAGES.addProjectType, exists: OWNER_MESSAGES.projectTypeExists },
};

/** The field path of the first manager whose email an earlier manager of the same list already has. */
export function duplicateManagerEmail(managers: ManagerPayload[] | null | undefined): string | undefined {
  const seen = new Set<string>();
  for (const [i, m] of (Array.isArray(managers) ? managers : []).entries()) {
    const key = text(m?.email).toLowerCase();
    if (key === '') continue;
    if (seen.has(key)) return `managers.${i}.email`;
    seen.add(key);
  }
  return undefined;
}
