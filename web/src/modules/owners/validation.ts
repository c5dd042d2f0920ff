import { displayPhone, formatPhone, isValidPhone } from '../../app/masks';
import { EMAIL_PATTERN } from '../../app/people';
import type { OwnerFieldsFragment, OwnerInput } from '../../gql/graphql';

// Texts of docs/projects.md §4, §5 and §8 (owners).
export const OWNER_MESSAGES = {
  createMandatory: 'Please fill all the fields',
  updateMandatory: 'Please fill all the mandatory fields!',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid mobile number.',
  zip: 'Please enter a valid zipcode.',
  createFailed: "Sorry! Couldn't create owner.",
  updateFailed: "Sorry! Couldn't update owner.",
  created: 'Owner added successfully!',
  updated: 'Owner updated successfully!',
  statusConfirm: 'Do you want to change the owner status?',
  statusFailed: 'Unable to change owner status. Try again after some time.',
  // Owner delete: its words are not given; these follow the project delete's (issue 31 item 12).
  deleteConfirm: 'Do you want to delete this owner?',
  deleted: 'Owner deleted successfully!',
  deleteFailed: "Sorry! Couldn't delete owner.",
  uploadFailed: "Sorry! Couldn't upload owners.",
  loadFailed: 'Unable to fetch owner details. Try again after some time.',
} as const;

/** docs/projects.md §8/§9: create errors show 4 s, update errors 3 s; the owner toast 3 s. */
export const FLASH_MS = { create: 4000, update: 3000 } as const;
export const TOAST_SECONDS = 3;

export interface AddressFormValues {
  id?: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  stateCode: string;
  zip: string;
}

export interface ManagerFormValues {
  id?: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface OwnerFormValues {
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  fax: string;
  ccEmail: string;
  payableEmail: string;
  accountReceivableEmail: string;
  mobile: string;
  addresses: AddressFormValues[];
  managers: ManagerFormValues[];
}

/** A field path of the form: 'email', 'addresses.0.city', 'managers.0.phone'. */
export interface OwnerFailure {
  field: string;
  message: string;
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v)).trim();

export const emptyAddress = (): AddressFormValues => ({ address1: '', address2: '', city: '', state: '', stateCode: '', zip: '' });
export const emptyManager = (): ManagerFormValues => ({ firstName: '', lastName: '', email: '', phone: '' });

export function emptyOwner(): OwnerFormValues {
  return {
    name: '', firstName: '', lastName: '', email: '', phone: '', fax: '', ccEmail: '', payableEmail: '', accountReceivableEmail: '',
    mobile: '', addresses: [emptyAddress()], managers: [emptyManager()],
  };
}

/** docs/projects.md §5: an address is kept only when address 1, city, state and zip are all present. */
export function isCompleteAddress(a: Partial<AddressFormValues> | undefined): boolean {
  return !!a && !!text(a.address1) && !!text(a.city) && !!text(a.state) && !!text(a.zip);
}

const isBlankManager = (m: Partial<ManagerFormValues> | undefined) =>
  !m || (!text(m.firstName) && !text(m.lastName) && !text(m.email) && !text(m.phone));

/**
 * docs/projects.md §5 Owners. Mandatory first: name, email, phone, the first address's address 1/city/state/zip and the
 * first manager's first name/last name/email/phone ('Please fill all the fields' on create, 'Please fill all the
 * mandatory fields!' on update). Then emails 'Please enter a valid email address.', the owner phone and the
 * managers' phones (10 digits once brackets, spaces and dashes are gone) 'Please enter a valid mobile number.',
 * and zips (5 digits) 'Please enter a valid zipcode.'. Further managers that are filled in need first name, email and phone.
 */
export function validateOwner(values: Partial<OwnerFormValues>, mode: 'create' | 'update'): OwnerFailure[] {
  const mandatory = mode === 'create' ? OWNER_MESSAGES.createMandatory : OWNER_MESSAGES.updateMandatory;
  const failures: OwnerFailure[] = [];
  const addresses = values.addresses ?? [];
  const managers = values.managers ?? [];
  const first: Partial<AddressFormValues> = addresses[0] ?? {};
  const firstManager: Partial<ManagerFormValues> = managers[0] ?? {};
  for (const f of ['name', 'email', 'phone'] as const) if (!text(values[f])) failures.push({ field: f, message: mandatory });
  for (const f of ['address1', 'city', 'state', 'zip'] as const) {
    if (!text(first[f])) failures.push({ field: `addresses.0.${f}`, message: mandatory });
  }
  for (const f of ['firstName', 'lastName', 'email', 'phone'] as const) {
    if (!text(firstManager[f])) failures.push({ field: `managers.0.${f}`, message: mandatory });
  }
  managers.forEach((m, i) => {
    if (i === 0 || isBlankManager(m)) return;
    for (const f of ['firstName', 'email', 'phone'] as const) if (!text(m[f])) failures.push({ field: `managers.${i}.${f}`, message: mandatory });
  });
  if (failures.length > 0) return failures;

  const badEmail = (v: unknown) => !!text(v) && !EMAIL_PATTERN.test(text(v));
  for (const f of ['email', 'ccEmail', 'payableEmail', 'accountReceivableEmail'] as const) {
    if (badEmail(values[f])) failures.push({ field: f, message: OWNER_MESSAGES.email });
  }
  managers.forEach((m, i) => {
    if (badEmail(m?.email)) failures.push({ field: `managers.${i}.email`, message: OWNER_MESSAGES.email });
  });
  if (!isValidPhone(text(values.phone))) failures.push({ field: 'phone', message: OWNER_MESSAGES.phone });
  if (text(values.mobile) && !isValidPhone(text(values.mobile))) failures.push({ field: 'mobile', message: OWNER_MESSAGES.phone });
  managers.forEach((m, i) => {
    if (text(m?.phone) && !isValidPhone(text(m.phone))) failures.push({ field: `managers.${i}.phone`, message: OWNER_MESSAGES.phone });
  });
  addresses.forEach((a, i) => {
    if ((i === 0 || isCompleteAddress(a)) && !/^\d{5}$/.test(text(a?.zip))) failures.push({ field: `addresses.${i}.zip`, message: OWNER_MESSAGES.zip });
  });
  return failures;
}

export function toOwnerFormValues(o: OwnerFieldsFragment): OwnerFormValues {
  return {
    name: o.name, firstName: o.firstName ?? '', lastName: o.lastName ?? '', email: o.email, phone: formatPhone(o.phone), fax: displayPhone(o.fax),
    ccEmail: o.ccEmail ?? '', payableEmail: o.payableEmail ?? '', accountReceivableEmail: o.accountReceivableEmail ?? '',
    mobile: o.mobile ? formatPhone(o.mobile) : '',
    addresses: o.addresses.length > 0
      ? o.addresses.map((a) => ({
        id: a.id, address1: a.address1, address2: a.address2 ?? '', city: a.city, state: a.state, stateCode: a.stateCode ?? '', zip: a.zip,
      }))
      : [emptyAddress()],
    managers: o.managers.length > 0
      ? o.managers.map((m) => ({ id: m.id, firstName: m.firstName, lastName: m.lastName ?? '', email: m.email, phone: formatPhone(m.phone) }))
      : [emptyManager()],
  };
}

const orNull = (v: unknown) => text(v) || null;

/** The mutation input: only complete addresses, no wholly blank managers, ids kept for in-place updates. */
export function toOwnerInput(v: OwnerFormValues): OwnerInput {
  return {
    info: {
      name: text(v.name), firstName: orNull(v.firstName), lastName: orNull(v.lastName), email: text(v.email), phone: text(v.phone),
      fax: orNull(v.fax), ccEmail: orNull(v.ccEmail), payableEmail: orNull(v.payableEmail),
      accountReceivableEmail: orNull(v.accountReceivableEmail), mobile: orNull(v.mobile),
    },
    addresses: (v.addresses ?? []).filter(isCompleteAddress).map((a) => ({
      ...(a.id ? { id: a.id } : {}),
      address1: text(a.address1), address2: orNull(a.address2), city: text(a.city), state: text(a.state), stateCode: orNull(a.stateCode),
      zip: text(a.zip),
    })),
    managers: (v.managers ?? []).filter((m) => !isBlankManager(m)).map((m) => ({
      ...(m.id ? { id: m.id } : {}),
      firstName: text(m.firstName), lastName: orNull(m.lastName), email: text(m.email), phone: text(m.phone),
    })),
  };
}

const FIELD_LABELS: Record<string, string> = {
  name: 'Owner Name', email: 'Email', phone: 'Phone Number', mobile: 'Mobile Number', ccEmail: 'CC Email', payableEmail: 'Payable Email',
  accountReceivableEmail: 'Account Receivable Email', address1: 'Address 1', city: 'City', state: 'State', zip: 'Zip',
  firstName: 'Manager First Name', lastName: 'Manager Last Name',
};
const MANAGER_LABELS: Record<string, string> = { email: 'Manager Email', phone: 'Manager Phone' };

/** A form path's label as the dialog shows it: 'addresses.0.city' → 'City', 'managers.1.email' → 'Manager Email #2'. */
export function ownerFieldLabel(path: string): string {
  const [head, index, leaf] = path.split('.');
  if (leaf === undefined) return FIELD_LABELS[head] ?? head;
  const label = (head === 'managers' ? MANAGER_LABELS[leaf] : undefined) ?? FIELD_LABELS[leaf] ?? leaf;
  return Number(index) === 0 ? label : `${label} #${Number(index) + 1}`;
}

/** The fields still missing, named under the product's one 'fill all the fields' text (issue 31 item 6). */
export function missingFieldsText(paths: string[]): string {
  return paths.length > 0 ? `Missing: ${paths.map(ownerFieldLabel).join(', ')}.` : '';
}

/** A field path inside OwnerInput ('info.phone', 'managers.0.email') as a form path ('phone', 'managers.0.email'). */
export function formFieldOf(path: string): string {
  return path.startsWith('info.') ? path.slice('info.'.length) : path;
}

/** Template and columns of the owners CSV upload (api/src/modules/owners/README.md). */
export const OWNER_CSV = {
  columns: [
    'name', 'first_name', 'last_name', 'email', 'phone_number', 'fax_number', 'cc_email', 'payable_email', 'account_recievable_email',
    'mobile_number', 'address_1', 'address_2', 'city', 'state', 'state_code', 'zip', 'manager_first_name', 'manager_last_name',
    'manager_email', 'manager_phone',
  ],
  example: [
    'Acme Retail Group', 'Alice', 'Archer', 'owners@acme.example', '(512) 555-0100', '', '', 'ap@acme.example', 'ar@acme.example', '',
    '500 Congress Ave', 'Suite 200', 'Austin', 'Texas', 'TX', '78701', 'Mark', 'Miller', 'mark@acme.example', '(512) 555-0111',
  ],
  fileName: 'owners_template.csv',
};
