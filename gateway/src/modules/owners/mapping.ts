import type {
  GenericListKey, GenericValue, Owner, OwnerAddress, OwnerAddressInput, OwnerInput, OwnerManager, OwnerManagerInput,
} from '../../__generated__/resolvers.js';
import { underArgument, type FieldPathMap } from '../../field-paths.js';
import type { RestBody, RestData, RestRow } from '../../rest-types.js';

/** REST rows (api/src/modules/owners/schemas.ts), as the API's OpenAPI document declares them. */
export type RestOwner = RestData<'owner/{id}', 'get'>;
export type RestOwnerAddress = RestRow<'owner/addresses', 'get'>;
export type RestOwnerManager = RestRow<'owner/managers', 'get'>;
export type RestGenericValue = RestRow<'generic/{key}', 'get'>;

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const list = <T>(rows: T[] | undefined | null): T[] => (Array.isArray(rows) ? rows : []);

export const GENERIC_KEY: Record<GenericListKey, 'building_type' | 'project_type'> = {
  BUILDING_TYPE: 'building_type',
  PROJECT_TYPE: 'project_type',
};

export function toOwnerAddress(row: RestOwnerAddress): OwnerAddress {
  return {
    id: String(row.id),
    ownerId: String(row.owner_id),
    address1: row.address_1,
    address2: row.address_2,
    city: row.city,
    state: row.state,
    stateCode: row.state_code,
    zip: row.zip,
  };
}

export function toOwnerManager(row: RestOwnerManager): OwnerManager {
  return {
    id: String(row.id),
    ownerId: String(row.owner_id),
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
  };
}

export function toOwner(row: RestOwner): Owner {
  return {
    id: String(row.id),
    name: row.name,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone_number,
    fax: row.fax_number,
    ccEmail: row.cc_email,
    payableEmail: row.payable_email,
    accountReceivableEmail: row.account_recievable_email,
    mobile: row.mobile_number,
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

/** REST address field → OwnerAddressInput field. */
const ADDRESS_FIELDS = {
  address_1: 'address1', address_2: 'address2', city: 'city', state: 'state', state_code: 'stateCode', zip: 'zip',
} as const;
const MANAGER_FIELDS = { first_name: 'firstName', last_name: 'lastName', email: 'email', phone: 'phone' } as const;
const INFO_FIELDS = {
  name: 'name', first_name: 'firstName', last_name: 'lastName', email: 'email', phone_number: 'phone', fax_number: 'fax',
  cc_email: 'ccEmail', payable_email: 'payableEmail', account_recievable_email: 'accountReceivableEmail', mobile_number: 'mobile',
} as const;

const under = (rest: string, gql: string, fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([r, g]) => [`${rest}.${r}`, `${gql}.${g}`]));

/** GraphQL address input → the REST address (001 §7 names). */
export function toRestAddress(a: OwnerAddressInput): RestAddressBody {
  return {
    address_1: a.address1,
    address_2: str(a.address2),
    city: a.city,
    state: a.state,
    state_code: str(a.stateCode),
    zip: a.zip,
  };
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
      first_name: str(info.firstName),
      last_name: str(info.lastName),
      email: info.email,
      phone_number: info.phone,
      fax_number: str(info.fax),
      cc_email: str(info.ccEmail),
      payable_email: str(info.payableEmail),
      account_recievable_email: str(info.accountReceivableEmail),
      mobile_number: str(info.mobile),
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
