import { canonicalPhone, FieldErrors, isBlank, isEmail, isValidPhone } from '../../validation.js';
import {
  checkEmails, checkPhones, contactAddressValues, contactInfoValues, isBlankManager, isCompleteAddress, MANAGER_FIELDS, optional, text,
  ZIP5_OR_PLUS4, type ContactAddressPayload, type ContactAddressValues, type ContactInfoPayload, type ContactInfoValues,
  type ContactManagerPayload, type Text,
} from '../contacts/rules.js';

// Texts of docs/projects.md §5 (Add/edit subcontractor) and §8 (Subcontractors); the spec has none for formats it only masks
// (phone, zip), so those reuse the owner forms' wording.
export const SUB_MESSAGES = {
  mandatory: 'You must enter all mandatory fields.',
  email: 'This is not a valid email address.',
  phone: 'Please enter a valid mobile number.',
  zip: 'Please enter a valid zipcode.',
  notesTooLong: `Notes can be at most 225 characters.`,
  tooLong: (max: number) => `This field can be at most ${max} characters.`,
  option: 'This is not one of the offered options.',
  rating: 'Rating must be a whole number from 0 to 5.',
  state: 'This is not a valid state.',
  division: 'This division does not exist.',
  subdivision: 'This subdivision does not exist.',
  subdivisionOutside: 'This subdivision is not in a chosen division.',
  selectSubs: 'Select at least one subcontractor.',
  notFound: 'Subcontractor not found.',
  subdivisionNotFound: 'Subdivision not found.',
} as const;

// docs/projects.md §9: labor/design options and bidding history.
export const LABOR_OPTIONS = ['Union', 'Open Shop', 'Union/Open Shop', 'Supplier'] as const;
export const DESIGN_OPTIONS = ['Architect', 'MEP', 'Civil', 'Structural'] as const;
export const LABOR_DESIGN_OPTIONS = [...LABOR_OPTIONS, ...DESIGN_OPTIONS] as const;
export const BIDDING_HISTORY_OPTIONS = ['Has bid', 'Has Never Bid Before', 'Has Won Bid'] as const;
/** docs/projects.md §5/§9: 225 enforced (the caption says 255). */
export const NOTE_MAX = 225;
export const NAME_MAX = 255;
export const PERSON_MAX = 100;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 30;
export const ZIP_MAX = 10;

export interface SubInfoPayload extends ContactInfoPayload {
  company_name?: Text;
  rating?: Text; note?: Text; working_states?: Text[] | null; labors_and_design?: Text[] | null; design_type?: Text;
  bidding_history?: Text; is_national?: boolean | null;
}
export type SubAddressPayload = ContactAddressPayload;
export type SubManagerPayload = ContactManagerPayload;
export interface SubPayload {
  sub_cont_info?: SubInfoPayload | null;
  addresses?: SubAddressPayload[] | null;
  managers?: SubManagerPayload[] | null;
  divisions?: { division_id?: number | null }[] | null;
  subdivisions?: { subdivision_id?: number | null }[] | null;
}

export interface SubInfoValues extends ContactInfoValues {
  company_name: string; rating: number; note: string | null; working_states: string[]; labors_and_design: string[];
  design_type: string | null; bidding_history: string | null; is_national: boolean;
}
export type SubAddressValues = ContactAddressValues;
export interface SubManagerValues { first_name: string; last_name: string; email: string; phone: string }
export interface SubValues {
  info: SubInfoValues;
  addresses: SubAddressValues[];
  managers: SubManagerValues[];
  divisionIds: number[];
  subdivisionIds: number[];
}

export { text };
const unique = <T>(list: T[]) => [...new Set(list)];

/** Later addresses are kept only when address 1, city, state and zip are all there (docs/projects.md §5, "dropped on edit"). */
const isComplete = isCompleteAddress;

/**
 * docs/projects.md §5 Add/edit subcontractor, without the catalogue lookups (the route checks divisions and subdivisions exist).
 * `states` maps a state's code or name (any case) to its code. Every failing field is named; the first is the message.
 */
export function validateSubcontractor(payload: SubPayload, states: Map<string, string>): { values?: SubValues; errors: FieldErrors } {
  const errors = new FieldErrors();
  const m = SUB_MESSAGES.mandatory;
  const info = payload.sub_cont_info ?? {};
  const addresses = Array.isArray(payload.addresses) ? payload.addresses : [];
  const managers = Array.isArray(payload.managers) ? payload.managers : [];
  const divisions = Array.isArray(payload.divisions) ? payload.divisions : [];
  const subdivisions = Array.isArray(payload.subdivisions) ? payload.subdivisions : [];
  const first = addresses[0] ?? {};
  const firstManager = managers[0] ?? {};
  const national = info.is_national === true;
  const workingStates = Array.isArray(info.working_states) ? info.working_states.filter((s) => !isBlank(s)) : [];

  for (const f of ['company_name', 'email', 'phone_number'] as const) if (isBlank(info[f])) errors.add(`sub_cont_info.${f}`, m);
  const divisionIds = unique(divisions.map((d) => d?.division_id).filter((id): id is number => typeof id === 'number'));
  const subdivisionIds = unique(subdivisions.map((s) => s?.subdivision_id).filter((id): id is number => typeof id === 'number'));
  if (divisionIds.length === 0) errors.add('divisions', m);
  if (subdivisionIds.length === 0) errors.add('subdivisions', m);
  for (const f of MANAGER_FIELDS) if (isBlank(firstManager[f])) errors.add(`managers.0.${f}`, m);
  for (const f of ['address_1', 'state', 'zip'] as const) if (isBlank(first[f])) errors.add(`addresses.0.${f}`, m);
  if (!national && workingStates.length === 0) errors.add('sub_cont_info.working_states', m);
  managers.forEach((mg, i) => {
    if (i === 0 || isBlankManager(mg)) return;
    for (const f of MANAGER_FIELDS) if (isBlank(mg[f])) errors.add(`managers.${i}.${f}`, m);
  });

  checkEmails(errors, 'sub_cont_info', info, SUB_MESSAGES.email);
  managers.forEach((mg, i) => {
    if (mg && !isBlank(mg.email) && !isEmail(text(mg.email))) errors.add(`managers.${i}.email`, SUB_MESSAGES.email);
    if (mg && !isBlank(mg.phone) && !isValidPhone(text(mg.phone))) errors.add(`managers.${i}.phone`, SUB_MESSAGES.phone);
  });
  checkPhones(errors, 'sub_cont_info', info, ['phone_number', 'mobile_number', 'fax_number'], SUB_MESSAGES.phone);
  addresses.forEach((a, i) => {
    if ((i === 0 || isComplete(a)) && a && !isBlank(a.zip) && !ZIP5_OR_PLUS4.test(text(a.zip))) errors.add(`addresses.${i}.zip`, SUB_MESSAGES.zip);
  });

  const lengths: [string, unknown, number][] = [
    ['sub_cont_info.company_name', info.company_name, NAME_MAX], ['sub_cont_info.first_name', info.first_name, PERSON_MAX],
    ['sub_cont_info.last_name', info.last_name, PERSON_MAX],
    ...(['email', 'cc_email', 'payable_email', 'account_recievable_email'] as const)
      .map((f): [string, unknown, number] => [`sub_cont_info.${f}`, info[f], EMAIL_MAX]),
    ...(['phone_number', 'mobile_number', 'fax_number'] as const).map((f): [string, unknown, number] => [`sub_cont_info.${f}`, info[f], PHONE_MAX]),
    ...addresses.flatMap((a, i): [string, unknown, number][] => [
      [`addresses.${i}.address_1`, a?.address_1, NAME_MAX], [`addresses.${i}.address_2`, a?.address_2, NAME_MAX],
      [`addresses.${i}.city`, a?.city, PERSON_MAX], [`addresses.${i}.state`, a?.state, PERSON_MAX],
      [`addresses.${i}.state_code`, a?.state_code, ZIP_MAX],
    ]),
    ...managers.flatMap((mg, i): [string, unknown, number][] => [
      [`managers.${i}.first_name`, mg?.first_name, PERSON_MAX], [`managers.${i}.last_name`, mg?.last_name, PERSON_MAX],
      [`managers.${i}.email`, mg?.email, EMAIL_MAX],
    ]),
  ];
  for (const [field, value, max] of lengths) if (text(value).length > max) errors.add(field, SUB_MESSAGES.tooLong(max));
  if (text(info.note).length > NOTE_MAX) errors.add('sub_cont_info.note', SUB_MESSAGES.notesTooLong);

  const rating = isBlank(info.rating) ? 0 : Number(text(info.rating));
  if (!Number.isInteger(rating) || rating < 0 || rating > 5) errors.add('sub_cont_info.rating', SUB_MESSAGES.rating);
  const labor = unique((Array.isArray(info.labors_and_design) ? info.labors_and_design : []).map(text).filter((s) => s !== ''));
  labor.forEach((value, i) => {
    if (!(LABOR_DESIGN_OPTIONS as readonly string[]).includes(value)) errors.add(`sub_cont_info.labors_and_design.${i}`, SUB_MESSAGES.option);
  });
  if (!isBlank(info.design_type) && !(DESIGN_OPTIONS as readonly string[]).includes(text(info.design_type))) {
    errors.add('sub_cont_info.design_type', SUB_MESSAGES.option);
  }
  if (!isBlank(info.bidding_history) && !(BIDDING_HISTORY_OPTIONS as readonly string[]).includes(text(info.bidding_history))) {
    errors.add('sub_cont_info.bidding_history', SUB_MESSAGES.option);
  }
  // National clears the chosen states (docs/projects.md §4), so their spelling no longer matters.
  const stateCodes = national ? [] : workingStates.map((s, i) => {
    const code = states.get(text(s).toLowerCase());
    if (!code) errors.add(`sub_cont_info.working_states.${i}`, SUB_MESSAGES.state);
    return code ?? '';
  });
  if (!errors.empty) return { errors };

  return {
    errors,
    values: {
      info: {
        company_name: text(info.company_name),
        ...contactInfoValues(info),
        rating,
        note: optional(info.note),
        working_states: unique(stateCodes).sort(),
        labors_and_design: labor,
        design_type: optional(info.design_type),
        bidding_history: optional(info.bidding_history),
        is_national: national,
      },
      addresses: addresses.filter((a, i) => (i === 0 ? !!a : isComplete(a))).map(contactAddressValues),
      managers: managers.filter((mg) => !isBlankManager(mg)).map((mg) => ({
        first_name: text(mg.first_name), last_name: text(mg.last_name), email: text(mg.email), phone: canonicalPhone(text(mg.phone)),
      })),
      divisionIds,
      subdivisionIds,
    },
  };
}
