import type {
  Subcontractor, SubcontractorActiveFilter, SubcontractorDivision, SubcontractorInput, SubcontractorRow, SubcontractorSummary,
} from '../../__generated__/graphql.js';
import { byRule, underArgument, type FieldPathMap } from '../../field-paths.js';
import type { RestBody, RestData, RestResponse } from '../../rest-types.js';
import {
  ADDRESS_FIELDS, CONTACT_INFO_FIELDS, list, MANAGER_FIELDS, str, toAddress, toContactInfo, toManager, toRestAddress, toRestContactInfo, under,
} from '../contacts/mapping.js';

/** REST shapes (api/src/modules/subcontractors/schemas.ts), as the API's OpenAPI document declares them. */
export type RestSubcontractor = RestData<'contractor/{id}', 'get'>;
export type RestSubRow = RestResponse<'contractors', 'get'>['rows'][number];
export type RestSubSummary = RestData<'contractor/subdivision/{subdivisionId}', 'get'>[number];

/** Ids travel to REST as numbers; anything else goes as given and the API's 400 names the field. */
export const restId = (id: string): number => (/^\d{1,10}$/.test(id) ? Number(id) : (id as unknown as number));

export const ACTIVE_FILTER: Record<SubcontractorActiveFilter, 'all' | 'active' | 'inactive'> = {
  ALL: 'all', ACTIVE: 'active', INACTIVE: 'inactive',
};

/** A divisions[] entry: REST's division_id is the row id, division_number the CSI number (schema: id and number). */
export const toDivisionRef = (d: RestSubcontractor['divisions'][number]): SubcontractorDivision =>
  ({ id: String(d.division_id), name: d.division_name, number: d.division_number });

export function toSubcontractorRow(row: RestSubRow): SubcontractorRow {
  return {
    id: String(row.contractorId),
    companyName: row.name,
    email: row.email,
    phone: row.phoneNumber,
    isActive: row.isActive,
    isNational: row.isNational,
    states: list(row.states),
    divisions: list(row.divisions).map(toDivisionRef),
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
    ...toContactInfo(info),
    fax: info.fax_number,
    isActive: info.is_active,
    rating: info.rating,
    notes: info.note,
    isNational: info.is_national,
    workingStates: list(info.working_states),
    laborAndDesign: list(info.labors_and_design),
    designType: info.design_type,
    biddingHistory: info.bidding_history,
    addresses: list(data.addresses).map(toAddress),
    managers: list(data.managers).map(toManager),
    divisions: list(data.divisions).map(toDivisionRef),
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
      ...toRestContactInfo(info),
      fax_number: str(info.fax),
      rating: info.rating ?? 0,
      note: str(info.notes),
      working_states: info.workingStates ?? [],
      labors_and_design: info.laborAndDesign ?? [],
      design_type: str(info.designType),
      bidding_history: str(info.biddingHistory),
      is_national: info.isNational ?? false,
    },
    addresses: input.addresses.map(toRestAddress),
    managers: input.managers.map((m) => ({ first_name: m.firstName, last_name: m.lastName, email: m.email, phone: m.phone })),
    divisions: input.divisionIds.map((id) => ({ division_id: restId(id) })),
    subdivisions: input.subdivisionIds.map((id) => ({ subdivision_id: restId(id) })),
  };
}

const INFO_FIELDS = {
  ...byRule(['company_name', 'rating', 'working_states', 'is_national', 'design_type', 'bidding_history']),
  ...CONTACT_INFO_FIELDS, note: 'notes', labors_and_design: 'laborAndDesign',
};

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
