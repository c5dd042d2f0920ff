import { formatPhone, isValidPhone } from '../../app/masks';
import { EMAIL_PATTERN } from '../../app/people';
import type { SubcontractorInput, SubcontractorQuery } from '../../gql/graphql';

// The Add/Edit Subcontractor dialog's logic (docs/projects.md §3 form fields, §4 Subcontractors, §5 Add/edit subcontractor).

export const SUB_FORM_MESSAGES = {
  mandatory: 'You must enter all mandatory fields.',
  email: 'This is not a valid email address.',
  // The spec only masks phones and zips; the owner forms' wording (as the API).
  phone: 'Please enter a valid mobile number.',
  zip: 'Please enter a valid zipcode.',
  notesTooLong: 'Notes can be at most 225 characters.',
  added: 'Subcontractor added successfully!',
  updated: 'Subcontractor updated successfully!',
  saveFailed: "Sorry! Couldn't save subcontractor.",
} as const;

/** docs/projects.md §5: both messages clear after 3 s. Success toasts stay 6 s (§9). */
export const FORM_FLASH_MS = 3000;
/** docs/projects.md §5/§9: the caption says 255, 225 is enforced. */
export const NOTES_MAX = 225;
export const DESIGN_TYPES = ['Architect', 'MEP', 'Civil', 'Structural'];
export const BIDDING_HISTORY = ['Has bid', 'Has Never Bid Before', 'Has Won Bid'];

export interface SubAddressForm { address1: string; address2: string; city: string; state: string; stateCode: string; zip: string }
export interface SubManagerForm { firstName: string; lastName: string; email: string; phone: string }

export interface SubFormValues {
  companyName: string; firstName: string; lastName: string; email: string; phone: string; fax: string; ccEmail: string;
  payableEmail: string; accountReceivableEmail: string; mobile: string;
  laborAndDesign: string[]; designType: string | null; biddingHistory: string | null; notes: string; rating: number;
  isNational: boolean; workingStates: string[];
  addresses: SubAddressForm[]; managers: SubManagerForm[];
  /** The chosen subdivisions; the divisions are those they belong to. */
  subdivisionIds: string[];
}

export interface CatalogueChoice { id: string; name: string; subdivisions: { id: string; name: string }[] }

export const emptySubAddress = (): SubAddressForm => ({ address1: '', address2: '', city: '', state: '', stateCode: '', zip: '' });
export const emptySubManager = (): SubManagerForm => ({ firstName: '', lastName: '', email: '', phone: '' });

export function emptySubForm(): SubFormValues {
  return {
    companyName: '', firstName: '', lastName: '', email: '', phone: '', fax: '', ccEmail: '', payableEmail: '', accountReceivableEmail: '',
    mobile: '', laborAndDesign: [], designType: null, biddingHistory: null, notes: '', rating: 0, isNational: false, workingStates: [],
    addresses: [emptySubAddress()], managers: [emptySubManager()], subdivisionIds: [],
  };
}

type Subcontractor = SubcontractorQuery['subcontractor'];
const phone = (v: string | null | undefined) => (v ? formatPhone(v) : '');

export function toSubFormValues(s: Subcontractor): SubFormValues {
  return {
    companyName: s.companyName, firstName: s.firstName ?? '', lastName: s.lastName ?? '', email: s.email, phone: phone(s.phone),
    fax: phone(s.fax), ccEmail: s.ccEmail ?? '', payableEmail: s.payableEmail ?? '', accountReceivableEmail: s.accountReceivableEmail ?? '',
    mobile: phone(s.mobile), laborAndDesign: [...s.laborAndDesign], designType: s.designType ?? null, biddingHistory: s.biddingHistory ?? null,
    notes: s.notes ?? '', rating: s.rating, isNational: s.isNational, workingStates: s.isNational ? [] : [...s.workingStates],
    addresses: s.addresses.length
      ? s.addresses.map((a) => ({ address1: a.address1, address2: a.address2 ?? '', city: a.city, state: a.state, stateCode: a.stateCode ?? '', zip: a.zip }))
      : [emptySubAddress()],
    managers: s.managers.length
      ? s.managers.map((m) => ({ firstName: m.firstName, lastName: m.lastName, email: m.email, phone: phone(m.phone) }))
      : [emptySubManager()],
    subdivisionIds: s.subdivisions.map((sd) => sd.id),
  };
}

/** docs/projects.md §4: choosing National clears the chosen states. */
export function withNational(values: Pick<SubFormValues, 'isNational' | 'workingStates'>, national: boolean) {
  return { isNational: national, workingStates: national ? [] : values.workingStates };
}

/** docs/projects.md §4: 'Select All' checks every subdivision of the division, or unchecks them all when all are checked. */
export function toggleDivision(chosen: string[], division: CatalogueChoice): string[] {
  const ids = division.subdivisions.map((s) => s.id);
  if (ids.every((id) => chosen.includes(id))) return chosen.filter((id) => !ids.includes(id));
  return [...chosen, ...ids.filter((id) => !chosen.includes(id))];
}

/** 'all' when every subdivision of the division is chosen (the division is then marked selected), 'some', or 'none'. */
export function divisionState(chosen: string[], division: CatalogueChoice): 'all' | 'some' | 'none' {
  const n = division.subdivisions.filter((s) => chosen.includes(s.id)).length;
  if (n === 0) return 'none';
  return n === division.subdivisions.length ? 'all' : 'some';
}

/** The divisions holding at least one chosen subdivision. */
export function chosenDivisionIds(chosen: string[], catalogue: CatalogueChoice[]): string[] {
  return catalogue.filter((d) => d.subdivisions.some((s) => chosen.includes(s.id))).map((d) => d.id);
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v)).trim();
const isCompleteAddress = (a: Partial<SubAddressForm> | undefined) => !!a && !!text(a.address1) && !!text(a.city) && !!text(a.state) && !!text(a.zip);
const isBlankManager = (m: Partial<SubManagerForm> | undefined) => !m || (!text(m.firstName) && !text(m.lastName) && !text(m.email) && !text(m.phone));

export interface SubFailure { field: string; message: string }

/**
 * docs/projects.md §5: mandatory company name, email, phone, a division and a subdivision (a subdivision implies its division),
 * the first manager's four fields, the first address's address 1, state and zip, working states unless National
 * ('You must enter all mandatory fields.'); then emails ('This is not a valid email address.'), phones, zips, notes.
 */
export function validateSubForm(v: SubFormValues): SubFailure[] {
  const m = SUB_FORM_MESSAGES.mandatory;
  const out: SubFailure[] = [];
  for (const f of ['companyName', 'email', 'phone'] as const) if (!text(v[f])) out.push({ field: f, message: m });
  if (v.subdivisionIds.length === 0) out.push({ field: 'subdivisionIds', message: m });
  const firstManager = v.managers[0] ?? emptySubManager();
  for (const f of ['firstName', 'lastName', 'email', 'phone'] as const) if (!text(firstManager[f])) out.push({ field: `managers.0.${f}`, message: m });
  const first = v.addresses[0] ?? emptySubAddress();
  for (const f of ['address1', 'state', 'zip'] as const) if (!text(first[f])) out.push({ field: `addresses.0.${f}`, message: m });
  if (!v.isNational && v.workingStates.length === 0) out.push({ field: 'workingStates', message: m });
  v.managers.forEach((mg, i) => {
    if (i === 0 || isBlankManager(mg)) return;
    for (const f of ['firstName', 'lastName', 'email', 'phone'] as const) if (!text(mg[f])) out.push({ field: `managers.${i}.${f}`, message: m });
  });
  if (out.length > 0) return out;

  const badEmail = (x: unknown) => !!text(x) && !EMAIL_PATTERN.test(text(x));
  for (const f of ['email', 'ccEmail', 'payableEmail', 'accountReceivableEmail'] as const) {
    if (badEmail(v[f])) out.push({ field: f, message: SUB_FORM_MESSAGES.email });
  }
  v.managers.forEach((mg, i) => {
    if (badEmail(mg.email)) out.push({ field: `managers.${i}.email`, message: SUB_FORM_MESSAGES.email });
  });
  for (const f of ['phone', 'mobile', 'fax'] as const) {
    if (text(v[f]) && !isValidPhone(text(v[f]))) out.push({ field: f, message: SUB_FORM_MESSAGES.phone });
  }
  v.managers.forEach((mg, i) => {
    if (text(mg.phone) && !isValidPhone(text(mg.phone))) out.push({ field: `managers.${i}.phone`, message: SUB_FORM_MESSAGES.phone });
  });
  v.addresses.forEach((a, i) => {
    if ((i === 0 || isCompleteAddress(a)) && !/^\d{5}(-\d{4})?$/.test(text(a.zip))) out.push({ field: `addresses.${i}.zip`, message: SUB_FORM_MESSAGES.zip });
  });
  if (text(v.notes).length > NOTES_MAX) out.push({ field: 'notes', message: SUB_FORM_MESSAGES.notesTooLong });
  return out;
}

const orNull = (v: unknown) => text(v) || null;

/** The mutation input: trimmed; later addresses only when complete (docs/projects.md §5), no wholly blank managers. */
export function toSubInput(v: SubFormValues, catalogue: CatalogueChoice[]): SubcontractorInput {
  return {
    info: {
      companyName: text(v.companyName), firstName: orNull(v.firstName), lastName: orNull(v.lastName), email: text(v.email),
      phone: text(v.phone), fax: orNull(v.fax), ccEmail: orNull(v.ccEmail), payableEmail: orNull(v.payableEmail),
      accountReceivableEmail: orNull(v.accountReceivableEmail), mobile: orNull(v.mobile), rating: v.rating ?? 0, notes: orNull(v.notes),
      isNational: v.isNational, workingStates: v.isNational ? [] : v.workingStates, laborAndDesign: v.laborAndDesign,
      designType: v.designType || null, biddingHistory: v.biddingHistory || null,
    },
    addresses: v.addresses.filter((a, i) => i === 0 || isCompleteAddress(a)).map((a) => ({
      address1: text(a.address1), address2: orNull(a.address2), city: text(a.city), state: text(a.state), stateCode: orNull(a.stateCode),
      zip: text(a.zip),
    })),
    managers: v.managers.filter((mg, i) => i === 0 || !isBlankManager(mg)).map((mg) => ({
      firstName: text(mg.firstName), lastName: text(mg.lastName), email: text(mg.email), phone: text(mg.phone),
    })),
    divisionIds: chosenDivisionIds(v.subdivisionIds, catalogue),
    subdivisionIds: v.subdivisionIds,
  };
}

/** A server field path ('info.companyName', 'managers.0.email', 'divisionIds', 'subdivisionIds.2') as a form field. */
export function subFormFieldOf(path: string): string {
  if (path.startsWith('info.')) {
    const field = path.slice('info.'.length).split('.')[0]!;
    return field;
  }
  if (path.startsWith('divisionIds') || path.startsWith('subdivisionIds')) return 'subdivisionIds';
  return path;
}
