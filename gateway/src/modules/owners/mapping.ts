import type {
  GenericListKey, GenericValue, Owner, OwnerAddress, OwnerAddressInput, OwnerInput, OwnerManager, OwnerManagerInput,
} from '../../__generated__/graphql.js';
import { underArgument, type FieldPathMap } from '../../field-paths.js';
import type { RestBody, RestData, RestRow } from '../../rest-types.js';
import {
  ADDRESS_FIELDS, CONTACT_INFO_FIELDS, list, MANAGER_FIELDS, str, toAddress, toContactInfo, toManager, toRestAddress as toRestContactAddress,
  toRestContactInfo, under,
} from '../contacts/mapping.js';

/** REST rows (api/src/modules/owners/schemas.ts), as the API's OpenAPI document declares them. */
export type RestOwner = RestData<'owner/{id}', 'get'>;
export type RestOwnerAddress = RestRow<'owner/addresses', 'get'>;
export type RestOwnerManager = RestRow<'owner/managers', 'get'>;
export type RestGenericValue = RestRow<'generic/{key}', 'get'>;


export const GENERIC_KEY: Record<GenericListKey, 'building_type' | 'project_type'> = {
  BUILDING_TYPE: 'building_type',
  PROJECT_TYPE: 'project_type',
};

export function toOwnerAddress(row: RestOwnerAddress): OwnerAddress {
  return { ...toAddress(row), ownerId: String(row.owner_id) };
}

export function toOwnerManager(row: RestOwnerManager): OwnerManager {
  return { ...toManager(row), ownerId: String(row.owner_id) };
}

export function toOwner(row: RestOwner): Owner {
  return {
    id: String(row.id),
    name: row.name,
    ...toContactInfo(row),
    fax: row.fax_number,
    isActive: row.is_active,
    addresses: list(row.addresses).map(toOwnerAddress),
    managers: list(row.managers).map(toOwnerManager),
  };
}

export function toGenericValue(row: RestGenericValue): GenericValue {
  return { id: String(row.id), value: row.value };
}

type RestAddressBody = NonNullable<RestBody<'owner/address', 'post'>['addresses']>[number];
type RestManagerBody = Omit<RestBody<'owner/manager', 'post'>, 'owner_id'>;

const INFO_FIELDS = { name: 'name', ...CONTACT_INFO_FIELDS } as const;

/** GraphQL address input → the REST address (docs/projects.md §7 names). */
export function toRestAddress(a: OwnerAddressInput): RestAddressBody {
  return toRestContactAddress(a);
}

export function toRestManager(m: OwnerManagerInput): RestManagerBody {
  return { first_name: m.firstName, last_name: str(m.lastName), email: m.email, phone: m.phone };
}

/** An id the REST API can match, or nothing (a new row). */
function restId(id: string | null | undefined): { id?: number } {
  return id && /^\d{1,9}$/.test(id) ? { id: Number(id) } : {};
}

/**
 * GraphQL OwnerInput → the REST body of POST owner / PUT owner/update/{id}. On update, addresses and managers
 * carrying an id are updated in place (projects keep valid references); those without are added.
 */
export function toOwnerPayload(input: OwnerInput): RestBody<'owner', 'post'> {
  const info = input.info;
  return {
    owner_info: {
      name: info.name,
      ...toRestContactInfo(info),
      fax_number: str(info.fax),
    },
    addresses: input.addresses.map((a) => ({ ...restId(a.id), ...toRestAddress(a) })),
    managers: input.managers.map((m) => ({ ...restId(m.id), ...toRestManager(m) })),
  };
}

/** Field errors of POST owner / PUT owner/update/{id} under OwnerInput's paths (argument `input`). */
export const OWNER_INPUT_FIELDS: FieldPathMap = underArgument('input', {
  owner_info: 'info',
  addresses: 'addresses',
  managers: 'managers',
  ...under('owner_info', 'info', INFO_FIELDS),
  ...under('addresses.*', 'addresses.*', ADDRESS_FIELDS),
  ...under('managers.*', 'managers.*', MANAGER_FIELDS),
});

/** Field errors of POST owner/address (the one address travels as addresses.0). */
export const OWNER_ADDRESS_FIELDS: FieldPathMap = {
  owner_id: 'ownerId',
  addresses: 'address',
  ...under('addresses.0', 'address', ADDRESS_FIELDS),
  ...underArgument('address', ADDRESS_FIELDS),
};

/** Field errors of POST owner/manager. */
export const OWNER_MANAGER_FIELDS: FieldPathMap = { owner_id: 'ownerId', ...underArgument('manager', MANAGER_FIELDS) };
