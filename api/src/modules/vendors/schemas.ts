import { Type } from 'typebox';
import { DIVISION_ROW_ID, DivisionNumber } from '../catalogue/schemas.js';
import {
  ADDRESS_BODY, CONTACT_INFO_BODY, CONTACT_INFO_FIELDS, ContactAddressSchema, ContactManagerSchema, Loose, MANAGER_BODY, Nullable,
} from '../contacts/schemas.js';

// Request and answer shapes of vendors (suppliers); names are docs/projects.md §3's. Form values arrive as text or numbers
// (rules.ts gives the spec's messages); ids are strict positive int32 (input-limits.ts bounds them).
const Id = Type.Integer({ minimum: 1 });
const OptionalDivisionRowId = Type.Optional(Type.Union([Id, Type.Null()], { description: DIVISION_ROW_ID }));
const { fax_number: _fax, ...contactBody } = CONTACT_INFO_BODY;
const { fax_number: _faxField, ...contactFields } = CONTACT_INFO_FIELDS;

export const VendorDetailsBody = Type.Object({
  company_name: Loose, ...contactBody,
  working_states: Type.Optional(Type.Union([Type.Array(Type.Union([Type.String(), Type.Null()]), { maxItems: 60 }), Type.Null()], {
    description: 'Where the vendor delivers: state codes or names (optional); ignored when is_national',
  })),
  is_national: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
});

export const VendorBody = Type.Object({
  vendor_details: Type.Optional(Type.Union([VendorDetailsBody, Type.Null()])),
  addresses: Type.Optional(Type.Union([Type.Array(Type.Object(ADDRESS_BODY), { maxItems: 50 }), Type.Null()], {
    description: 'Optional; wholly blank ones are dropped, others need address_1, city, state and zip',
  })),
  managers: Type.Optional(Type.Union([Type.Array(Type.Object(MANAGER_BODY), { maxItems: 50 }), Type.Null()], {
    description: 'Optional; wholly blank ones are dropped, others need first_name, last_name, email and phone',
  })),
  divisions: Type.Optional(Type.Union([Type.Array(Type.Object({
    division_id: Type.Integer({ minimum: 1, description: DIVISION_ROW_ID }), division_name: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  }), { maxItems: 100 }), Type.Null()], { description: 'Catalogue divisions by row id (Division.id), not by CSI number; at least one' })),
  subdivisions: Type.Optional(Type.Union([Type.Array(Type.Object({
    subdivision_id: Id,
    division_id: OptionalDivisionRowId,
    subdivision_name: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  }), { maxItems: 1000 }), Type.Null()], { description: 'Catalogue subdivision ids, each in one of the chosen divisions; at least one' })),
});

export const VendorDetailsSchema = Type.Object({
  id: Type.Integer(),
  ID: Type.Integer({ description: 'The id again (the name docs/projects.md §3 uses)' }),
  company_name: Type.String(),
  name: Nullable(Type.String({ description: 'Contact full name: first and last' })),
  ...contactFields,
  is_active: Type.Boolean(),
  is_national: Type.Boolean(),
  working_states: Type.Array(Type.String(), { description: 'State codes; empty when National or not given' }),
});
const DivisionSchema = Type.Object({
  division_id: Type.Integer({ description: DIVISION_ROW_ID }), division_name: Type.String(), division_number: DivisionNumber,
});
const SubdivisionSchema = Type.Object({
  subdivision_id: Type.Integer(), division_id: Type.Integer({ description: DIVISION_ROW_ID }), subdivision_name: Type.String(),
});

export const VendorSchema = Type.Object({
  vendor_details: VendorDetailsSchema,
  addresses: Type.Array(ContactAddressSchema),
  managers: Type.Array(ContactManagerSchema),
  divisions: Type.Array(DivisionSchema),
  subdivisions: Type.Array(SubdivisionSchema),
});
export const VendorResponse = Type.Object({ data: VendorSchema });

/** A row of the All Suppliers view. */
export const VendorListRowSchema = Type.Object({
  vendorId: Type.Integer(),
  name: Type.String({ description: 'Company name' }),
  contactName: Nullable(Type.String()),
  email: Type.String(),
  phoneNumber: Type.String(),
  isActive: Type.Boolean(),
  isNational: Type.Boolean(),
  states: Type.Array(Type.String()),
  divisions: Type.Array(DivisionSchema),
  addresses: Type.Array(Type.Object({ state: Type.String(), city: Type.String() })),
});
export const VendorListResponse = Type.Object({
  rows: Type.Array(VendorListRowSchema),
  meta: Type.Object({ total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() }),
});

// A repeated key arrives as a list, a single one as a value (the route makes both a list).
const list = (item: ReturnType<typeof Type.String>, description: string) =>
  Type.Optional(Type.Union([Type.Array(item, { maxItems: 100 }), item], { description }));
export const VendorListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1, description: '1-based' })),
  pageSize: Type.Optional(Type.Union([Type.Literal(10), Type.Literal(25), Type.Literal(50), Type.Literal(100)], { default: 25 })),
  'states[]': list(Type.String({ maxLength: 100 }), 'Delivers to any of these state codes (National ones included)'),
  'divisions[]': list(Type.String({ maxLength: 10, pattern: '^[1-9][0-9]{0,9}$' }),
    'Mapped to any of these divisions, by row id (Division.id), not by CSI number'),
  national: Type.Optional(Type.Boolean({ description: 'true: National vendors only' })),
  q: Type.Optional(Type.String({ maxLength: 255, description: 'Contains, any case: company, contact name or email' })),
  active: Type.Optional(Type.Union([Type.Literal('all'), Type.Literal('active'), Type.Literal('inactive')], { default: 'all' })),
});

// docs/projects.md §7: one entry per chosen vendor; the client also sends a blank first entry, which is skipped.
const LooseId = Type.Optional(Type.Union([Id, Type.Null(), Type.Literal('')]));
export const MapBody = Type.Array(Type.Object({
  division_name: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  division_id: Type.Optional(Type.Union([Id, Type.Null(), Type.Literal('')], { description: DIVISION_ROW_ID })),
  subdivision_name: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  subdivision_id: LooseId,
  vendor_id: LooseId,
}), { maxItems: 1000 });
export const MapResponse = Type.Object({
  data: Type.Object({ mapped: Type.Integer({ description: 'Vendor/subdivision pairs named' }), subdivision_ids: Type.Array(Type.Integer()) }),
});
