import { isValidPhone } from '../../app/masks';
import { EMAIL_PATTERN } from '../../app/people';
import type { VendorInput, VendorQuery } from '../../gql/graphql';
import { VENDOR_MESSAGES } from './messages';

export interface VendorAddressValues { address1: string; address2: string; city: string; state: string; stateCode: string; zip: string }
export interface VendorManagerValues { firstName: string; lastName: string; email: string; phone: string }
export interface VendorFormValues {
  companyName: string; firstName: string; lastName: string; email: string; phone: string; ccEmail: string; payableEmail: string;
  rcEmail: string; mobile: string; divisions: string[]; subDivision: string[]; states: string[]; isNational: boolean;
  addresses: VendorAddressValues[]; managers: VendorManagerValues[];
}
export interface VendorFailure { field: string; message: string }

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v)).trim();
const orNull = (v: unknown) => text(v) || null;

export const emptyVendorAddress = (): VendorAddressValues => ({ address1: '', address2: '', city: '', state: '', stateCode: '', zip: '' });
export const emptyVendorManager = (): VendorManagerValues => ({ firstName: '', lastName: '', email: '', phone: '' });
export const emptyVendor = (): VendorFormValues => ({
  companyName: '', firstName: '', lastName: '', email: '', phone: '', ccEmail: '', payableEmail: '', rcEmail: '', mobile: '',
  divisions: [], subDivision: [], states: [], isNational: false, addresses: [emptyVendorAddress()], managers: [emptyVendorManager()],
});

const isBlank = (o: object | undefined) => !o || Object.values(o).every((v) => !text(v));

/**
 * docs/projects.md §5 Add Vendor: company name, email, phone, at least one division and one subdivision, else 'Fill the mandatory
 * fields.' and nothing is sent. An address or manager that is partly filled needs its other fields too (the API's
 * rule); emails, phones and zips are checked as the subcontractor form checks them.
 */
export function validateVendor(v: Partial<VendorFormValues>): VendorFailure[] {
  const m = VENDOR_MESSAGES.mandatory;
  const failures: VendorFailure[] = [];
  for (const f of ['companyName', 'email', 'phone'] as const) if (!text(v[f])) failures.push({ field: f, message: m });
  if (!v.divisions?.length) failures.push({ field: 'divisions', message: m });
  if (!v.subDivision?.length) failures.push({ field: 'subDivision', message: m });
  (v.addresses ?? []).forEach((a, i) => {
    if (isBlank(a)) return;
    for (const f of ['address1', 'city', 'state', 'zip'] as const) if (!text(a[f])) failures.push({ field: `addresses.${i}.${f}`, message: m });
  });
  (v.managers ?? []).forEach((mg, i) => {
    if (isBlank(mg)) return;
    for (const f of ['firstName', 'lastName', 'email', 'phone'] as const) if (!text(mg[f])) failures.push({ field: `managers.${i}.${f}`, message: m });
  });
  if (failures.length > 0) return failures;

  const badEmail = (x: unknown) => !!text(x) && !EMAIL_PATTERN.test(text(x));
  for (const f of ['email', 'ccEmail', 'payableEmail', 'rcEmail'] as const) if (badEmail(v[f])) failures.push({ field: f, message: VENDOR_MESSAGES.email });
  for (const f of ['phone', 'mobile'] as const) {
    if (text(v[f]) && !isValidPhone(text(v[f]))) failures.push({ field: f, message: VENDOR_MESSAGES.phone });
  }
  (v.managers ?? []).forEach((mg, i) => {
    if (badEmail(mg?.email)) failures.push({ field: `managers.${i}.email`, message: VENDOR_MESSAGES.email });
    if (text(mg?.phone) && !isValidPhone(text(mg.phone))) failures.push({ field: `managers.${i}.phone`, message: VENDOR_MESSAGES.phone });
  });
  (v.addresses ?? []).forEach((a, i) => {
    if (text(a?.zip) && !/^\d{5}(-\d{4})?$/.test(text(a.zip))) failures.push({ field: `addresses.${i}.zip`, message: VENDOR_MESSAGES.zip });
  });
  return failures;
}

/** The mutation input; wholly blank addresses and managers are left out. */
export function toVendorInput(v: VendorFormValues): VendorInput {
  return {
    info: {
      companyName: text(v.companyName), firstName: orNull(v.firstName), lastName: orNull(v.lastName), email: text(v.email), phone: text(v.phone),
      ccEmail: orNull(v.ccEmail), payableEmail: orNull(v.payableEmail), accountReceivableEmail: orNull(v.rcEmail), mobile: orNull(v.mobile),
      workingStates: v.isNational ? [] : v.states ?? [], isNational: !!v.isNational,
    },
    addresses: (v.addresses ?? []).filter((a) => !isBlank(a)).map((a) => ({
      address1: text(a.address1), address2: orNull(a.address2), city: text(a.city), state: text(a.state), stateCode: orNull(a.stateCode), zip: text(a.zip),
    })),
    managers: (v.managers ?? []).filter((mg) => !isBlank(mg))
      .map((mg) => ({ firstName: text(mg.firstName), lastName: text(mg.lastName), email: text(mg.email), phone: text(mg.phone) })),
    divisionIds: v.divisions ?? [],
    subdivisionIds: v.subDivision ?? [],
  };
}

/** A field path inside VendorInput ('info.phone', 'subdivisionIds.0') as a form path ('phone', 'subDivision'). */
export function formFieldOf(path: string): string {
  if (path.startsWith('divisionIds')) return 'divisions';
  if (path.startsWith('subdivisionIds')) return 'subDivision';
  if (path === 'info.accountReceivableEmail') return 'rcEmail';
  if (path.startsWith('info.workingStates')) return 'states';
  return path.startsWith('info.') ? path.slice('info.'.length) : path;
}

export type VendorDetails = NonNullable<VendorQuery['vendor']>;

/** A saved vendor as the form's values (Edit Vendor); no address or manager yet gives one blank row of each. */
export function vendorToForm(v: VendorDetails): VendorFormValues {
  return {
    companyName: v.companyName, firstName: v.firstName ?? '', lastName: v.lastName ?? '', email: v.email, phone: v.phone,
    ccEmail: v.ccEmail ?? '', payableEmail: v.payableEmail ?? '', rcEmail: v.accountReceivableEmail ?? '', mobile: v.mobile ?? '',
    divisions: v.divisions.map((d) => d.id), subDivision: v.subdivisions.map((s) => s.id), states: v.workingStates, isNational: v.isNational,
    addresses: v.addresses.length > 0
      ? v.addresses.map((a) => ({ address1: a.address1, address2: a.address2 ?? '', city: a.city, state: a.state, stateCode: a.stateCode ?? '', zip: a.zip }))
      : [emptyVendorAddress()],
    managers: v.managers.length > 0
      ? v.managers.map((m) => ({ firstName: m.firstName, lastName: m.lastName, email: m.email, phone: m.phone }))
      : [emptyVendorManager()],
  };
}
