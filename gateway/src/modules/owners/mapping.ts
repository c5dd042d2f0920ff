import type {
  GenericListKey, GenericValue, Owner, OwnerAddress, OwnerAddressInput, OwnerInput, OwnerManager, OwnerManagerInput,
} from '../../__generated__/resolvers.js';

/** Owner as the REST API returns it (api/src/modules/owners/schemas.ts OwnerSchema). */
export interface RestOwnerAddress {
  id: number;
  owner_id: number;
  address_1: string;
  address_2: string | null;
  city: string;
  state: string;
  state_code: string | null;
  zip: string;
}

export interface RestOwnerManager {
  id: number;
  owner_id: number;
  first_name: string;
  last_name: string | null;
  email: string;
  phone: string;
}

export interface RestOwner {
  id: number;
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
  is_active: boolean;
  addresses: RestOwnerAddress[];
  managers: RestOwnerManager[];
}

export interface RestGenericValue {
  id: number;
  value: string;
}

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

/** GraphQL address input → the REST address (001 §7 names). */
export function toRestAddress(a: OwnerAddressInput) {
  return {
    address_1: a.address1,
    address_2: str(a.address2),
    city: a.city,
    state: a.state,
    state_code: str(a.stateCode),
    zip: a.zip,
  };
}

export function toRestManager(m: OwnerManagerInput) {
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
export function toOwnerPayload(input: OwnerInput) {
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
