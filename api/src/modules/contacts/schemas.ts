import { Type } from 'typebox';

// TypeBox pieces shared by the owner, subcontractor and vendor shapes (docs/projects.md §3). Form values arrive as text or numbers
// (each module's rules give the spec's messages for blanks and formats); answers are strict.

export const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
export const Loose = Type.Optional(Type.Union([Type.String(), Type.Number(), Type.Null()]));

/** Request: the contact fields of an info object besides the company name. */
export const CONTACT_INFO_BODY = {
  first_name: Loose, last_name: Loose, email: Loose, phone_number: Loose, fax_number: Loose,
  cc_email: Loose, payable_email: Loose, account_recievable_email: Loose, mobile_number: Loose,
};
/** Request: an address's fields (owners add an id). */
export const ADDRESS_BODY = { address_1: Loose, address_2: Loose, city: Loose, state: Loose, state_code: Loose, zip: Loose };
/** Request: a manager's fields (owners add an id). */
export const MANAGER_BODY = { first_name: Loose, last_name: Loose, email: Loose, phone: Loose };

/** Answer: the contact fields of an info object besides the company name. */
export const CONTACT_INFO_FIELDS = {
  first_name: Nullable(Type.String()),
  last_name: Nullable(Type.String()),
  email: Type.String(),
  phone_number: Type.String(),
  fax_number: Nullable(Type.String()),
  cc_email: Nullable(Type.String()),
  payable_email: Nullable(Type.String()),
  account_recievable_email: Nullable(Type.String()),
  mobile_number: Nullable(Type.String()),
};
/** Answer: an address's fields. */
export const ADDRESS_FIELDS = {
  id: Type.Integer(), address_1: Type.String(), address_2: Nullable(Type.String()), city: Type.String(), state: Type.String(),
  state_code: Nullable(Type.String()), zip: Type.String(),
};
export const ContactAddressSchema = Type.Object(ADDRESS_FIELDS);
/** Answer: a manager whose last name is required (subcontractors, vendors). */
export const ContactManagerSchema = Type.Object({
  id: Type.Integer(), first_name: Type.String(), last_name: Type.String(), email: Type.String(), phone: Type.String(),
});

// The company directories' shared routes (directory.ts).
const DirectoryId = Type.Integer({ minimum: 1 });
export const DirectoryIdParams = Type.Object({ id: DirectoryId });
export const DirectorySubdivisionParams = Type.Object({ subdivisionId: DirectoryId });
export const DirectoryBySubdivisionResponse = Type.Object({
  data: Type.Array(Type.Object({
    id: Type.Integer(), company_name: Type.String(), email: Type.String(), phone_number: Type.String(), is_active: Type.Boolean(),
  })),
});
