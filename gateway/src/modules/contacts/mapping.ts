// Contact information shared by owners, subcontractors and vendors (docs/projects.md §3): the REST names of an info object's
// contact fields, addresses and managers, and their GraphQL names, in one place.
import { byRule } from '../../field-paths.js';

/** Optional text to REST: null and undefined become ''. */
export const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
export const list = <T>(rows: T[] | undefined | null): T[] => (Array.isArray(rows) ? rows : []);

/** REST address field → GraphQL address field (camelCase: address_1 → address1). */
export const ADDRESS_FIELDS = byRule(['address_1', 'address_2', 'city', 'state', 'state_code', 'zip']);
/** REST manager field → GraphQL manager field. */
export const MANAGER_FIELDS = byRule(['first_name', 'last_name', 'email', 'phone']);
/** REST contact field of an info object → GraphQL field (the company name differs per module and is not here). */
export const CONTACT_INFO_FIELDS = byRule(['first_name', 'last_name', 'email', 'cc_email', 'payable_email'], {
  phone_number: 'phone', fax_number: 'fax', account_recievable_email: 'accountReceivableEmail', mobile_number: 'mobile',
});

/** `{ 'rest.field': 'gql.field' }` for a field-error path map. */
export const under = (rest: string, gql: string, fields: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).map(([r, g]) => [`${rest}.${r}`, `${gql}.${g}`]));

interface RestAddress { id: number; address_1: string; address_2: string | null; city: string; state: string; state_code: string | null; zip: string }
interface RestManager<L> { id: number; first_name: string; last_name: L; email: string; phone: string }

export function toAddress(a: RestAddress) {
  return { id: String(a.id), address1: a.address_1, address2: a.address_2, city: a.city, state: a.state, stateCode: a.state_code, zip: a.zip };
}

export function toManager<L extends string | null>(m: RestManager<L>) {
  return { id: String(m.id), firstName: m.first_name, lastName: m.last_name, email: m.email, phone: m.phone };
}

interface RestContactInfo {
  first_name: string | null; last_name: string | null; email: string; phone_number: string; cc_email: string | null;
  payable_email: string | null; account_recievable_email: string | null; mobile_number: string | null;
}

/** The REST contact fields of an info object (fax aside: not every module has one) → GraphQL. */
export function toContactInfo(info: RestContactInfo) {
  return {
    firstName: info.first_name, lastName: info.last_name, email: info.email, phone: info.phone_number, ccEmail: info.cc_email,
    payableEmail: info.payable_email, accountReceivableEmail: info.account_recievable_email, mobile: info.mobile_number,
  };
}

interface ContactInfoInput {
  firstName?: string | null; lastName?: string | null; email: string; phone: string; ccEmail?: string | null;
  payableEmail?: string | null; accountReceivableEmail?: string | null; mobile?: string | null;
}

/** GraphQL contact input → the REST contact fields (fax aside); blanks travel as ''. */
export function toRestContactInfo(info: ContactInfoInput) {
  return {
    first_name: str(info.firstName), last_name: str(info.lastName), email: info.email, phone_number: info.phone,
    cc_email: str(info.ccEmail), payable_email: str(info.payableEmail), account_recievable_email: str(info.accountReceivableEmail),
    mobile_number: str(info.mobile),
  };
}

interface AddressInput { address1?: string | null; address2?: string | null; city?: string | null; state?: string | null; stateCode?: string | null; zip?: string | null }

/** GraphQL address input → the REST address (docs/projects.md §7 names); blanks travel as ''. */
export function toRestAddress(a: AddressInput) {
  return {
    address_1: str(a.address1), address_2: str(a.address2), city: str(a.city), state: str(a.state), state_code: str(a.stateCode), zip: str(a.zip),
  };
}
