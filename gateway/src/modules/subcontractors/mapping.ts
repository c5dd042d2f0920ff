import type {
  Subcontractor, SubcontractorActiveFilter, SubcontractorInput, SubcontractorRow, SubcontractorSummary,
} from '../../__generated__/resolvers.js';
import { underArgument, type FieldPathMap } from '../../field-paths.js';
import type { RestBody, RestData, RestResponse } from '../../rest-types.js';

/** REST shapes (api/src/modules/subcontractors/schemas.ts), as the API's OpenAPI document declares them. */
export type RestSubcontractor = RestData<'contractor/{id}', 'get'>;
export type RestSubRow = RestResponse<'contractors', 'get'>['rows'][number];
export type RestSubSummary = RestData<'contractor/subdivision/{subdivisionId}', 'get'>[number];

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const list = <T>(rows: T[] | undefined | null): T[] => (Array.isArray(rows) ? rows : []);
/** Ids travel to REST as numbers; anything else goes as given and the API's 400 names the field. */
export const restId = (id: string): number => (/^\d{1,10}$/.test(id) ? Number(id) : (id as unknown as number));

export const ACTIVE_FILTER: Record<SubcontractorActiveFilter, 'all' | 'active' | 'inactive'> = {
  ALL: 'all', ACTIVE: 'active', INACTIVE: 'inactive',
};

export function toSubcontractorRow(row: RestSubRow): SubcontractorRow {
  return {
    id: String(row.contractorId),
    companyName: row.name,
    email: row.email,
    phone: row.phoneNumber,
    isActive: row.isActive,
    isNational: row.isNational,
    states: list(row.states),
    divisions: list(row.divisions).map((d) => ({ id: String(d.division_id), name: d.division_name })),
    laborAndDesign: list(row.laborAndDesign),
    locations: list(row.addresses).map((a) => ({ city: a.city, state: a.state })),
    notes: row.notes,
    rating: row.rating,
  };
}

export function toSubcontractor(data: RestSubcontractor): Subcontractor {
  const info = data.sub_cont_info;
  return {
    id: String(info.id),
    companyName: info.company_name,
    contactName: info.name,
    firstName: info.first_name,
    lastName: info.last_name,
    email: info.email,
    phone: info.phone_number,
    fax: info.fax_number,
    ccEmail: info.cc_email,
    payableEmail: info.payable_email,
    accountReceivableEmail: info.account_recievable_email,
    mobile: info.mobile_number,
    isActive: info.is_active,
    rating: info.rating,
    notes: info.note,
    isNational: info.is_national,
    workingStates: list(info.working_states),
    laborAndDesign: list(info.labors_and_design),
    designType: info.design_type,
    biddingHistory: info.bidding_history,
    addresses: list(data.addresses).map((a) => ({
      id: String(a.id), address1: a.address_1, address2: a.address_2, city: a.city, state: a.state, stateCode: a.state_code, zip: a.zip,
    })),
    managers: list(data.managers).map((m) => ({
      id: String(m.id), firstName: m.first_name, lastName: m.last_name, email: m.email, phone: m.phone,
    })),
    divisions: list(data.divisions).map((d) => ({ id: String(d.division_id), name: d.division_name })),
    subdivisions: list(data.subdivisions).map((s) => ({
      id: String(s.subdivision_id), divisionId: String(s.division_id), name: s.subdivision_name,
    })),
  };
}

export function toSubcontractorSummary(row: RestSubSummary): SubcontractorSummary {
  return { id: String(row.id), companyName: row.company_name, email: row.email, phone: row.phone_number, isActive: row.is_active };
}

/** GraphQL SubcontractorInput → the REST body of POST contractor / PUT contractor/{id}. */
export function toSubcontractorPayload(input: SubcontractorInput): RestBody<'contractor', 'post'> {
  const info = input.info;
  return {
    sub_cont_info: {
      company_name: info.companyName,
      first_name: str(info.firstName),
      last_name: str(info.lastName),
      email: info.email,
      phone_number: info.phone,
      fax_number: str(info.fax),
      cc_email: str(info.ccEmail),
      payable_email: str(info.payableEmail),
      account_recievable_email: str(info.accountReceivableEmail),
      mobile_number: str(info.mobile),
      rating: info.rating ?? 0,
      note: str(info.notes),
      working_states: info.workingStates ?? [],
      labors_and_design: info.laborAndDesign ?? [],
      design_type: str(info.designType),
      bidding_history: str(info.biddingHistory),
      is_national: info.isNational ?? false,
    },
    addresses: input.addresses.map((a) => ({
      address_1: a.address1, address_2: str(a.address2), city: str(a.city), state: a.state, state_code: str(a.stateCode), zip: a.zip,
    })),
    managers: input.managers.map((m) => ({ first_name: m.firstName, last_name: m.lastName, email: m.email, phone: m.phone })),
    divisions: input.divisionIds.map((id) => ({ division_id: restId(id) })),
    subdivisions: input.subdivisionIds.map((id) => ({ subdivision_id: restId(id) })),
  };
}

const INFO_FIELDS = {
  company_name: 'companyName', first_name: 'firstName', last_name: 'lastName', email: 'email', phone_number: 'phone',
  fax_number: 'fax', cc_email: 'ccEmail', payable_email: 'payableEmail', account_recievable_email: 'accountReceivableEmail',
  mobile_number: 'mobile', rating: 'rating', note: 'notes', working_states: 'workingStates', is_national: 'isNational',
  labors_and_design: 'laborAndDesign', design_type: 'designType', bidding_history: 'biddingHistory',
} as const;
const ADDRESS_FIELDS = {
  address_1: 'address1', address_2: 'address2', city: 'city', state: 'state', state_code: 'stateCode', zip: 'zip',
} as const;
const MANAGER_FIELDS = { first_name: 'firstName', last_name: 'lastName', email: 'email', phone: 'phone' } as const;

const under = (rest: string, gql: string, fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([r, g]) => [`${rest}.${r}`, `${gql}.${g}`]));

/** Field errors of POST contractor / PUT contractor/{id} under SubcontractorInput's paths (argument `input`). */
export const SUBCONTRACTOR_INPUT_FIELDS: FieldPathMap = underArgument('input', {
  sub_cont_info: 'info',
  addresses: 'addresses',
  managers: 'managers',
  divisions: 'divisionIds',
  subdivisions: 'subdivisionIds',
  'divisions.*.division_id': 'divisionIds.*',
  'subdivisions.*.subdivision_id': 'subdivisionIds.*',
  'sub_cont_info.working_states.*': 'info.workingStates.*',
  'sub_cont_info.labors_and_design.*': 'info.laborAndDesign.*',
  ...under('sub_cont_info', 'info', INFO_FIELDS),
  ...under('addresses.*', 'addresses.*', ADDRESS_FIELDS),
  ...under('managers.*', 'managers.*', MANAGER_FIELDS),
});

/** Field errors of POST contractoradd/subdivision under the mutation's arguments. */
export const MAP_FIELDS: FieldPathMap = {
  subdivision_id: 'subdivisionId',
  subcontractor_id: 'subcontractorIds',
  'subcontractor_id.*': 'subcontractorIds.*',
};
