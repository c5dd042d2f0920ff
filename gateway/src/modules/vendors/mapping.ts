import type { Vendor, VendorInput, VendorRow, VendorSummary } from '../../__generated__/graphql.js';
import { byRule, underArgument, type FieldPathMap } from '../../field-paths.js';
import type { RestBody, RestData, RestResponse } from '../../rest-types.js';
import {
  ADDRESS_FIELDS, CONTACT_INFO_FIELDS, list, MANAGER_FIELDS, str, toAddress, toContactInfo, toManager, toRestAddress, toRestContactInfo, under,
} from '../contacts/mapping.js';
import { restId, toDivisionRef } from '../subcontractors/mapping.js';

/** REST shapes (api/src/modules/vendors/schemas.ts), as the API's OpenAPI document declares them. */
export type RestVendor = RestData<'vendor/details/{id}', 'get'>;
export type RestVendorRow = RestResponse<'vendor', 'get'>['rows'][number];
export type RestVendorSummary = RestData<'vendor/{subdivisionId}', 'get'>[number];

export function toVendorRow(row: RestVendorRow): VendorRow {
  return {
    id: String(row.vendorId),
    companyName: row.name,
    contactName: row.contactName,
    email: row.email,
    phone: row.phoneNumber,
    isActive: row.isActive,
    isNational: row.isNational,
    states: list(row.states),
    divisions: list(row.divisions).map(toDivisionRef),
    locations: list(row.addresses).map((a) => ({ city: a.city, state: a.state })),
  };
}

export function toVendor(data: RestVendor): Vendor {
  const info = data.vendor_details;
  return {
    id: String(info.id),
    companyName: info.company_name,
    contactName: info.name,
    ...toContactInfo(info),
    isActive: info.is_active,
    isNational: info.is_national,
    workingStates: list(info.working_states),
    addresses: list(data.addresses).map(toAddress),
    managers: list(data.managers).map(toManager),
    divisions: list(data.divisions).map(toDivisionRef),
    subdivisions: list(data.subdivisions).map((s) => ({ id: String(s.subdivision_id), divisionId: String(s.division_id), name: s.subdivision_name })),
  };
}

export function toVendorSummary(row: RestVendorSummary): VendorSummary {
  return { id: String(row.id), companyName: row.company_name, email: row.email, phone: row.phone_number, isActive: row.is_active };
}

/** GraphQL VendorInput → the REST body of POST vendor / PUT vendor/{id}. */
export function toVendorPayload(input: VendorInput): RestBody<'vendor', 'post'> {
  const info = input.info;
  return {
    vendor_details: {
      company_name: info.companyName,
      ...toRestContactInfo(info),
      working_states: info.workingStates ?? [],
      is_national: info.isNational ?? false,
    },
    addresses: input.addresses.map(toRestAddress),
    managers: input.managers.map((m) => ({ first_name: str(m.firstName), last_name: str(m.lastName), email: str(m.email), phone: str(m.phone) })),
    divisions: input.divisionIds.map((id) => ({ division_id: restId(id) })),
    subdivisions: input.subdivisionIds.map((id) => ({ subdivision_id: restId(id) })),
  };
}

const { fax_number: _fax, ...INFO_CONTACT } = CONTACT_INFO_FIELDS;

/** Field errors of POST vendor / PUT vendor/{id} under VendorInput's paths (argument `input`). */
export const VENDOR_INPUT_FIELDS: FieldPathMap = underArgument('input', {
  vendor_details: 'info',
  addresses: 'addresses',
  managers: 'managers',
  divisions: 'divisionIds',
  subdivisions: 'subdivisionIds',
  'divisions.*.division_id': 'divisionIds.*',
  'subdivisions.*.subdivision_id': 'subdivisionIds.*',
  'vendor_details.working_states.*': 'info.workingStates.*',
  ...under('vendor_details', 'info', { ...byRule(['company_name', 'working_states', 'is_national']), ...INFO_CONTACT }),
  ...under('addresses.*', 'addresses.*', ADDRESS_FIELDS),
  ...under('managers.*', 'managers.*', MANAGER_FIELDS),
});

/** Field errors of POST /vendor/subdivision under the mutation's arguments. */
export const VENDOR_MAP_FIELDS: FieldPathMap = { vendor_id: 'vendorIds', '*.subdivision_id': 'subdivisionId', '*.vendor_id': 'vendorIds' };
